#pragma once
// The position sets that claims about the three set games range over, as domains
// (claims/check_kinds.hpp): every set with elements below a bound M whose size the game allows,
// walked in parallel against the run's dense tables (one per inset parameter N). Also the run's
// tables, built once per run in its workspace, and random positions.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include <fmt/core.h>
#include <rapidcheck.h>

#include "core/dense_table.hpp"
#include "core/error.hpp"
#include "games/inset/inset.hpp"
#include "runtime/game_entry.hpp"
#include "runtime/run_context.hpp"

namespace cgcheck::inset {

using Table = DenseTable<SetDomain, std::uint16_t>;

// Elements of the large random positions: below 2^40, where only the formulas are evaluated.
constexpr std::int64_t kLarge = std::int64_t{1} << 40;

inline int bound_int(std::uint64_t bound, int lo, int hi, const char* what) {
  return static_cast<int>(checked_bound(bound, static_cast<std::uint64_t>(lo), static_cast<std::uint64_t>(hi), what));
}

inline std::string print_mask(Mask m) { return print_set(to_set(m)); }

// Estimated peak bytes of a dense table of sets (checked against measured peak memory in
// props/memory_limits_test.cpp): the domain, the values at up to 2 bytes plus the 1-byte block
// they may be widened from, and 1 MiB of working room (move lists, page rounding).
inline std::uint64_t set_table_bytes(int M, const std::vector<int>& sizes) {
  return SetDomain::estimate_bytes(M, sizes) + 3 * SetDomain::count(M, sizes) + (std::uint64_t{1} << 20);
}

using TableKey = std::tuple<int, int, std::vector<int>, int>;

// The run's dense table of sets with elements below M of the given sizes (N: the inset parameter).
inline const Table& table(RunContext& ctx, Rules rules, int M, const std::vector<int>& sizes, int N = 0) {
  auto& cache = ctx.tables<TableKey, Table>();
  checked_bound(static_cast<std::uint64_t>(M), 0, 63, "set element (elements below M)");
  return cache.get(
      TableKey{static_cast<int>(rules), M, sizes, N}, [](const Table&) { return true; },
      [&] {
        const std::uint64_t n = SetDomain::count(M, sizes);
        // Guarded before the domain is built: an argument to build_table is built before its guard runs.
        const std::uint64_t bytes = set_table_bytes(M, sizes);
        const std::string what = fmt::format("the dense table of sets with elements < {}", M);
        guard_memory(ctx, bytes, fmt::format("{} ({} positions)", what, with_commas(n)));
        return build_table<Table>(ctx, bytes, n, what, SetDomain(rules, M, sizes, N));
      });
}

// ---- Random positions. A vector from RapidCheck (which shrinks toward fewer, smaller values) is
// deduplicated, cut or padded with the smallest unused values to the wanted size.

// The first n distinct values in generated order, sorted, padded with the smallest unused values.
inline Set make_set(const std::vector<std::int64_t>& v, std::size_t n) {
  Set keep;
  for (auto e : v) {
    if (keep.size() == n) break;
    if (std::find(keep.begin(), keep.end(), e) == keep.end()) keep.push_back(e);
  }
  std::sort(keep.begin(), keep.end());
  for (std::int64_t y = 0; keep.size() < n; ++y)
    if (!std::binary_search(keep.begin(), keep.end(), y)) keep.insert(std::lower_bound(keep.begin(), keep.end(), y), y);
  return keep;
}

inline rc::Gen<Set> gen_set(std::vector<std::size_t> sizes, std::int64_t below) {
  return rc::gen::apply([](std::size_t n, std::vector<std::int64_t> v) { return make_set(v, n); },
                        rc::gen::elementOf(sizes),
                        rc::gen::container<std::vector<std::int64_t>>(rc::gen::inRange<std::int64_t>(0, below)));
}

// Inset positions with Nlo <= N <= Nhi: one in five a singleton.
inline rc::Gen<InsetPosition> gen_inset(int Nlo, int Nhi, std::int64_t below) {
  return rc::gen::apply(
      [](int N, int single, std::vector<std::int64_t> v) {
        return InsetPosition{make_set(v, single == 0 ? 1 : static_cast<std::size_t>(N)), N};
      },
      rc::gen::inRange(Nlo, Nhi + 1), rc::gen::inRange(0, 5),
      rc::gen::container<std::vector<std::int64_t>>(rc::gen::inRange<std::int64_t>(0, below)));
}

// ---- The dense domains.

// A set of a dense table: its rank (the size order), its elements as bits, the inset parameter (0
// for Sato–Welter and turning turtles).
struct RankedSet {
  std::uint64_t rank = 0;
  Mask mask = 0;
  int N = 0;
  Set set() const { return to_set(mask); }
};

// Every set with elements below the bound M whose size the game allows, for each N in turn (order:
// N, then the table's rank order: sum, size, colexicographic); bound = M. Work items are runs of
// consecutive ranks; the minimal failure is taken by (N, rank) whatever the thread count.
struct SetTables {
  using Position = RankedSet;
  Rules rules;
  std::vector<int> Ns;  // {0}, or the inset parameters
  int lo, hi;           // the bounds M allowed
  const char* game;
  std::vector<int> (*sizes)(int M, int N);
  std::string (*words)(int M);  // the verified range
  const char* about;            // the positions in the report's words, any bound

  static constexpr std::uint64_t kRanksPerItem = 1 << 14;
  struct Item {
    std::shared_ptr<const SetDomain> domain;
    int N;
    std::uint64_t first, last;
  };

  std::string describe() const { return fmt::format("{} (dense table; bound = the largest element + 1)", about); }
  int elements(std::uint64_t bound) const { return bound_int(bound, lo, hi, game); }
  std::string range(std::uint64_t bound) const { return words(elements(bound)); }
  std::string print(const RankedSet& p) const {
    return p.N == 0 ? print_mask(p.mask) : fmt::format("{};N={}", print_mask(p.mask), p.N);
  }
  auto key(const RankedSet& p) const { return std::pair{p.N, p.rank}; }
  // The walk reads the domain of the run's table when the claim built one (so the two are not held
  // twice); otherwise (a claim without a table, `every`) it builds its own, guarded first: one of
  // 2^29 sets (6 GB) at turning-turtles bound 30.
  std::vector<Item> items(RunContext& ctx, std::uint64_t bound) const {
    const int M = elements(bound);
    std::vector<Item> out;
    for (int N : Ns) {
      std::shared_ptr<const SetDomain> d;
      if (const Table* t = ctx.tables<TableKey, Table>().find(TableKey{static_cast<int>(rules), M, sizes(M, N), N})) {
        // Not owned: the table lives in the run's workspace, past this walk.
        d = std::shared_ptr<const SetDomain>(std::shared_ptr<const SetDomain>{}, &t->domain());
      } else {
        guard_memory(ctx, SetDomain::estimate_bytes(M, sizes(M, N)),
                     fmt::format("the domain of {} sets with elements < {} ({} positions)", game, M,
                                 with_commas(SetDomain::count(M, sizes(M, N)))));
        d = std::make_shared<const SetDomain>(rules, M, sizes(M, N), N);
      }
      for (std::uint64_t r = 0; r < d->size(); r += kRanksPerItem) out.push_back({d, N, r, std::min(d->size(), r + kRanksPerItem)});
    }
    return out;
  }
  std::uint64_t item_positions(std::uint64_t, const Item& item) const { return item.last - item.first; }
  template <class Visit>
  void each_in(std::uint64_t, const Item& item, Visit&& visit) const {
    for (std::uint64_t r = item.first; r < item.last; ++r) visit(RankedSet{r, item.domain->unrank(r), item.N});
  }

  // The run's tables: the Grundy value at a rank, and each N's table (for moves by rank).
  struct Truth {
    std::vector<const Table*> by_N;
    const Table& of(int N) const { return *by_N[static_cast<std::size_t>(N)]; }
    std::int64_t grundy(const RankedSet& p) const { return of(p.N).grundy_at(p.rank); }
    bool is_p(const RankedSet& p) const { return grundy(p) == 0; }
  };
  Truth truth(RunContext& ctx, std::uint64_t bound) const {
    const int M = elements(bound);
    Truth t{std::vector<const Table*>(static_cast<std::size_t>(*std::max_element(Ns.begin(), Ns.end())) + 1)};
    for (int N : Ns) t.by_N[static_cast<std::size_t>(N)] = &table(ctx, rules, M, sizes(M, N), N);
    return t;
  }
};

// Sato–Welter: n-element sets, 1 <= n <= 6; bound M at most `hi`.
inline SetTables sato_welter_sets(int hi) {
  return {Rules::sato_welter, {0}, 1, hi, "sato-welter", [](int M, int) { return sw_sizes(M); }, [](int M) {
            return fmt::format("every n-element set of elements < {}, 1 <= n <= {} ({} positions)", M, std::min(6, M),
                               with_commas(SetDomain::count(M, sw_sizes(M))));
          },
          "n-element sets, 1 <= n <= 6"};
}

// Turning turtles: sets of every odd size.
inline SetTables odd_sets() {
  return {Rules::turning_turtles, {0}, 1, 30, "turning-turtles", [](int M, int) { return odd_sizes(M); }, [](int M) {
            return fmt::format("every odd-size set of elements < {} ({} positions)", M,
                               with_commas(SetDomain::count(M, odd_sizes(M))));
          },
          "odd-size sets"};
}

// The inset game P_N ∪ P_1 for N = 2..7.
inline SetTables inset_positions() {
  return {Rules::inset, {2, 3, 4, 5, 6, 7}, 2, 34, "inset", [](int, int N) { return inset_sizes(N); }, [](int M) {
            std::uint64_t n = 0;
            for (int N = 2; N <= 7; ++N) n += SetDomain::count(M, inset_sizes(N));
            return fmt::format("for N = 2..7, every position of P_N ∪ P_1 with elements < {} ({} positions)", M,
                               with_commas(n));
          },
          "N = 2..7, every position of P_N ∪ P_1"};
}

// ---- What hunts and claim files list: any size of set and any element below the bound, in the
// order of SetTables' walk (the tables' rank order), narrowed by the shape fields.

// Sets of k elements < m: C(m, k), saturating in double.
inline double choose(std::uint64_t m, std::uint64_t k) {
  if (k > m) return 0;
  double c = 1;
  for (std::uint64_t i = 1; i <= k; ++i) c = c * static_cast<double>(m - k + i) / static_cast<double>(i);
  return c;
}

// A listing a hunt would not finish in a session is refused with its size.
inline void refuse_if_huge(double count, const char* game, std::uint64_t bound) {
  if (count > 2e9)
    throw InputError(fmt::format("{} hunt with elements < {} is {:.3g} positions; at most 2e9 (lower --bound, or fix "
                                 "the size with --shape n=K)",
                                 game, bound, count));
}

// Tables hold sets as bits of a 64-bit mask: none past 63.
inline bool tabled_bound(std::uint64_t bound) { return bound >= 1 && bound <= 63; }

// Every Sato–Welter set (any size) or turning-turtles set (odd sizes) with elements < bound, in the
// dense tables' rank order (for_each_set_in_rank_order: the sum of the elements, then size, then
// colexicographic); the shape field n fixes the size. Truth: the dense table of the listed sizes
// (for turning turtles every smaller odd size too: a move deletes two elements).
struct ListedSets {
  using Position = Set;
  bool odd_only = false;
  const char* game = "sato-welter";
  std::int64_t klo = 0, khi = INT64_MAX;  // the sizes the shape field n leaves

  static const std::vector<ShapeField>& shape_fields() {
    static const std::vector<ShapeField> fields = {{"n", "number of elements"}};
    return fields;
  }
  std::optional<ListedSets> narrowed(std::uint64_t, const Shape& shape) const {
    ListedSets d = *this;
    if (!narrow(shape, "n", d.klo, d.khi)) return std::nullopt;
    return d;
  }
  std::string print(const Set& x) const { return print_set(x); }
  // The sizes listed with elements < bound; refuses a listing of more than 2e9 sets.
  std::vector<int> sizes(std::uint64_t bound) const {
    const std::int64_t lo = std::max<std::int64_t>(klo, odd_only ? 1 : 0);
    const std::int64_t hi = std::min<std::int64_t>(khi, static_cast<std::int64_t>(std::min<std::uint64_t>(bound, 1u << 20)));
    double count = 0;
    std::vector<int> out;
    for (auto k = lo; k <= hi; ++k)
      if (!odd_only || k % 2 == 1) {
        count += choose(bound, static_cast<std::uint64_t>(k));
        if (k <= static_cast<std::int64_t>(bound)) out.push_back(static_cast<int>(k));
      }
    refuse_if_huge(count, game, bound);
    return out;
  }
  template <class Visit>
  void each(RunContext&, std::uint64_t bound, Visit&& visit) const {
    Set x;
    for_each_set_in_rank_order(static_cast<std::int64_t>(bound), sizes(bound), [&](const std::int64_t* e, int k, std::int64_t) {
      x.assign(e, e + k);
      visit(static_cast<const Set&>(x));
    });
  }
  bool tabled(std::uint64_t bound) const { return tabled_bound(bound); }
  struct Truth {
    const Table* t = nullptr;
    Grundy grundy(const Set& x) const { return t->grundy(to_mask(x)); }
  };
  Truth truth(RunContext& ctx, std::uint64_t bound) const {
    std::vector<int> table_sizes = sizes(bound);
    if (odd_only && !table_sizes.empty()) {
      const int largest = table_sizes.back();
      table_sizes.clear();
      for (int k = 1; k <= largest; k += 2) table_sizes.push_back(k);
    }
    if (table_sizes.empty()) return {};  // nothing listed, nothing read
    const Rules rules = odd_only ? Rules::turning_turtles : Rules::sato_welter;
    return {&table(ctx, rules, static_cast<int>(bound), table_sizes)};
  }
};

// Every position of the inset game P_N ∪ P_1 with elements < bound, N = 2..8: by N, then in the order
// of N's dense table (the sum of the elements, then size (1, then N), then colexicographic), the
// order of SetTables' walk; the shape fields N and n (1 or N) narrow it. Truth: one dense table per N.
struct ListedInset {
  using Position = InsetPosition;
  std::int64_t nlo = 2, nhi = 8, klo = 1, khi = 8;

  static const std::vector<ShapeField>& shape_fields() {
    static const std::vector<ShapeField> fields = {{"N", "the parameter N (2..8)"}, {"n", "number of elements (1 or N)"}};
    return fields;
  }
  std::optional<ListedInset> narrowed(std::uint64_t, const Shape& shape) const {
    ListedInset d = *this;
    if (!narrow(shape, "N", d.nlo, d.nhi) || !narrow(shape, "n", d.klo, d.khi)) return std::nullopt;
    return d;
  }
  std::string print(const InsetPosition& p) const { return Inset::print(p); }
  // The sizes of P_N ∪ P_1 (1 and N) within klo..khi.
  std::vector<int> sizes(int N) const {
    std::vector<int> out;
    for (int k : inset_sizes(N))
      if (k >= klo && k <= khi) out.push_back(k);
    return out;
  }
  template <class Visit>
  void each(RunContext&, std::uint64_t bound, Visit&& visit) const {
    double count = 0;
    for (auto N = nlo; N <= nhi; ++N) count += choose(bound, static_cast<std::uint64_t>(N)) + static_cast<double>(bound);
    refuse_if_huge(count, "inset", bound);
    InsetPosition p;
    for (auto N = nlo; N <= nhi; ++N) {
      p.N = static_cast<int>(N);
      for_each_set_in_rank_order(static_cast<std::int64_t>(bound), sizes(p.N), [&](const std::int64_t* e, int k, std::int64_t) {
        p.x.assign(e, e + k);
        visit(static_cast<const InsetPosition&>(p));
      });
    }
  }
  bool tabled(std::uint64_t bound) const { return tabled_bound(bound); }
  struct Truth {
    std::vector<const Table*> by_N;
    Grundy grundy(const InsetPosition& p) const { return by_N[static_cast<std::size_t>(p.N)]->grundy(to_mask(p.x)); }
  };
  Truth truth(RunContext& ctx, std::uint64_t bound) const {
    Truth t{std::vector<const Table*>(static_cast<std::size_t>(nhi) + 1)};
    for (auto N = nlo; N <= nhi; ++N)
      t.by_N[static_cast<std::size_t>(N)] = &table(ctx, Rules::inset, static_cast<int>(bound), inset_sizes(static_cast<int>(N)), static_cast<int>(N));
    return t;
  }
};

}  // namespace cgcheck::inset
