#pragma once
// The position sets that claims about the three set games range over, as domains
// (claims/check_kinds.hpp): every set with elements below a bound M whose size the game allows,
// walked in parallel against the run's dense tables (one per inset parameter N). Also the run's
// tables, built once per run in its workspace, and random positions.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include <fmt/core.h>
#include <rapidcheck.h>

#include "core/dense_table.hpp"
#include "core/error.hpp"
#include "games/inset/inset.hpp"
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

}  // namespace cgcheck::inset
