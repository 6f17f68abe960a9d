#pragma once
// The position sets Single-delete Nim claims range over, as domains (claims/check_kinds.hpp): every
// n-pile position with piles <= bound, in work items by largest pile (a block of the colex size
// order, single_delete_nim.hpp), walked in parallel and shared among the ranks of an MPI run; the
// minimal failure is taken by colex rank. The truth is the run's bit-packed P/N table or its split Grundy
// table, each built once per run in the run's workspace.
#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <fmt/core.h>
#include <fmt/format.h>

#include "runtime/game_entry.hpp"
#include "runtime/run_context.hpp"
#include "core/error.hpp"
#include "games/single_delete_nim/pn_table.hpp"
#include "games/single_delete_nim/single_delete_nim.hpp"
#include "games/single_delete_nim/split_grundy_table.hpp"

namespace cgcheck::sdn {

inline std::uint32_t bound32(std::uint64_t b) {
  return static_cast<std::uint32_t>(checked_bound(b, 1, 100000, "single-delete-nim largest pile"));
}

inline std::string print_piles(const std::vector<std::uint32_t>& p) { return fmt::format("{}", fmt::join(p, ",")); }

// The run's P/N table for n piles: the largest built so far answers any smaller bound, because the
// colex ranks of piles <= M are a prefix of those of piles <= M' > M.
inline const PnTable& pn_table(unsigned n, std::uint64_t max_pile, RunContext& ctx) {
  checked_bound(max_pile, 0, 100000, "single-delete-nim P/N table largest pile");
  const auto m = static_cast<std::uint32_t>(max_pile);
  return ctx.tables<unsigned, PnTable>().get(
      n, [m](const PnTable& t) { return t.max_pile() >= m; },
      [&] {
        const std::uint64_t bytes = PnTable::estimate_bytes(n, m);
        if (bytes > (std::uint64_t{8} << 30))
          throw InputError(fmt::format("the {}-pile P/N table with piles <= {} needs {} bytes (over 8 GiB)", n, m, bytes));
        return build_table<PnTable>(ctx, bytes, multisets(n, m),
                                    fmt::format("the {}-pile P/N table with piles <= {}", n, m), n, m);
      });
}

// The run's flags-only P/N table for n piles (PnTable::Keep::flags_only): answers single positions
// with piles <= max_pile from about M^(n-1)/8 · (1/(n-2)! + 1/(n-3)!) bytes (four piles <= 800:
// 96 MB, where the table of every position would take 2.2 GB).
struct FlagsOnly {
  unsigned n;
  auto operator<=>(const FlagsOnly&) const = default;
};
inline const PnTable& pn_flags(unsigned n, std::uint64_t max_pile, RunContext& ctx) {
  checked_bound(max_pile, 0, 100000, "single-delete-nim P/N flags largest pile");
  const auto m = static_cast<std::uint32_t>(max_pile);
  return ctx.tables<FlagsOnly, PnTable>().get(
      FlagsOnly{n}, [m](const PnTable& t) { return t.max_pile() >= m; },
      [&] {
        const std::uint64_t bytes = PnTable::estimate_bytes(n, m, PnTable::Keep::flags_only);
        return build_table<PnTable>(ctx, bytes, multisets(n, m),
                                    fmt::format("the {}-pile P/N flags with piles <= {}", n, m), n, m,
                                    PnTable::Keep::flags_only);
      });
}

// The run's Grundy table for n piles: the split table that `solve` uses (the generic DenseTable
// over MultisetDomain enumerates every option and took 7 s for two piles <= 1000; the property
// tests compare the two on every position of small tables for 2 to 6 piles).
inline const SplitGrundyTable& grundy_table(unsigned n, std::uint64_t max_pile, RunContext& ctx) {
  checked_bound(max_pile, 0, 50000, "single-delete-nim Grundy table largest pile");
  const auto m = static_cast<std::uint32_t>(max_pile);
  return ctx.tables<unsigned, SplitGrundyTable>().get(
      n, [m](const SplitGrundyTable& t) { return t.max_pile() >= m; },
      [&] {
        guard_memory(ctx, SplitGrundyTable::estimate_bytes(n, m),
                     fmt::format("the {}-pile Grundy table with piles <= {} ({} positions)", n, m, with_commas(multisets(n, m))));
        return std::make_unique<SplitGrundyTable>(n, m);
      });
}

// A position met by the walk: its piles ascending and its colex rank (the tables' index). It holds
// its piles, so a parallel walk can keep it (the minimal counterexample) after the walk moved on.
struct Ranked {
  std::array<std::uint32_t, kMaxDensePiles> pile{};
  unsigned n = 0;
  std::uint64_t rank = 0;
  Ranked(const std::uint32_t* p, unsigned count, std::uint64_t r) : n(count), rank(r) {
    if (count > kMaxDensePiles) throw InputError(fmt::format("at most {} piles in a table walk", kMaxDensePiles));
    std::copy(p, p + count, pile.begin());
  }
  Ranked(const std::vector<std::uint32_t>& p, std::uint64_t r) : Ranked(p.data(), static_cast<unsigned>(p.size()), r) {}
  std::uint32_t operator[](std::size_t i) const { return pile[i]; }
  const std::uint32_t* begin() const { return pile.data(); }
  const std::uint32_t* end() const { return pile.data() + n; }
  std::size_t size() const { return n; }
  std::vector<std::uint32_t> piles() const { return {begin(), end()}; }
};

// Every n-pile position with piles <= bound; `words` (the hypothesis) follow the bound in the
// verified range, then the number of positions if `sized` says how to state it.
struct Multisets {
  enum class Sized { no, positions, in_table };
  using Position = Ranked;
  unsigned n = 2;
  std::string words;
  Sized sized = Sized::no;

  std::string range(std::uint64_t bound) const {
    const std::uint32_t m = bound32(bound);
    const std::string count = with_commas(multisets(n, m));
    return fmt::format("every {}-pile position with piles <= {}{}{}", n, m, words,
                       sized == Sized::positions  ? fmt::format(" ({} positions)", count)
                       : sized == Sized::in_table ? fmt::format(" ({} positions in the table)", count)
                                                  : std::string());
  }
  // The claim's domain in words (ClaimDef::over).
  std::string describe() const { return fmt::format("{}-pile positions{}; bound = largest pile", n, words); }
  std::string print(const Ranked& p) const { return print_piles(p.piles()); }
  std::string game_position(const Ranked& p) const { return print_piles(p.piles()); }  // for certificates
  // In colex order, one after the other (for explorations that count along the order).
  template <class Visit>
  void each(RunContext&, std::uint64_t bound, Visit&& visit) const {
    std::uint64_t rank = 0;
    for_each_multiset(n, bound32(bound), [&](const std::vector<std::uint32_t>& p) { visit(Ranked(p, rank++)); });
  }
  // The parallel walk (shared among the ranks of an MPI run): item d holds the positions whose
  // largest pile is d (the (n-1)-multisets with piles <= d, then d), consecutive colex ranks from
  // multisets(n, d - 1); the minimal failure is taken by rank, the colex order.
  std::vector<std::uint32_t> items(std::uint64_t bound) const {
    std::vector<std::uint32_t> d(bound32(bound));
    for (std::uint32_t i = 0; i < d.size(); ++i) d[i] = i + 1;
    return d;
  }
  std::uint64_t item_positions(std::uint64_t, std::uint32_t d) const { return multisets(n - 1, d); }
  template <class Visit>
  void each_in(std::uint64_t, std::uint32_t d, Visit&& visit) const {
    // One position, stepped in place to its colex successor (the visit sees each state once;
    // copying piles per position took a third of a walk's time).
    std::array<std::uint32_t, kMaxDensePiles> ones;
    ones.fill(1);
    Ranked p(ones.data(), n, multisets(n, d - 1));
    for_each_with_top(n, d, p.pile, [&] {
      visit(static_cast<const Ranked&>(p));
      ++p.rank;
    });
  }
  std::uint64_t key(const Ranked& p) const { return p.rank; }
  struct NoTruth {};  // for claims about a formula alone
  NoTruth truth(RunContext&, std::uint64_t) const { return {}; }
};

inline Multisets positions(unsigned n) { return {n, {}, Multisets::Sized::no}; }

// ... answered by the run's P/N table.
struct PnMultisets : Multisets {
  struct Truth {
    const PnTable* t;
    bool is_p(const Ranked& p) const { return t->p_at(p.rank); }
  };
  Truth truth(RunContext& ctx, std::uint64_t bound) const { return {&pn_table(n, bound32(bound), ctx)}; }
  // With what the truth holds (pn_table.hpp: the P/N bits and the split layouts).
  std::string describe() const {
    return Multisets::describe() +
           "; truth: the P/N table, 1 bit (1/8 byte) per position in colex order, plus 1 bit per (kept piles, split "
           "pile) in two layouts" +
           (n == 4 ? " (for four piles about 1.5·M^3/8 bytes, 3 MB at 256)" : "");
  }
};
inline PnMultisets pn_positions(unsigned n, std::string words = {}) {
  return {{n, std::move(words), Multisets::Sized::in_table}};
}

// ... answered by the run's Grundy table.
struct GrundyMultisets : Multisets {
  struct Truth {
    const SplitGrundyTable* t;
    Grundy grundy(const Ranked& p) const { return t->grundy(p.begin(), p.n); }
    bool is_p(const Ranked& p) const { return grundy(p) == 0; }
  };
  Truth truth(RunContext& ctx, std::uint64_t bound) const { return {&grundy_table(n, bound32(bound), ctx)}; }
};
inline GrundyMultisets grundy_positions(unsigned n, Multisets::Sized sized = Multisets::Sized::no) { return {{n, {}, sized}}; }

// Multisets of n piles each in 1..m: C(m + n - 1, n), saturating (a size to refuse by, not a rank).
inline double multiset_count(unsigned n, std::uint64_t m) {
  double c = 1;
  for (unsigned i = 1; i <= n; ++i) c = c * static_cast<double>(m + i - 1) / i;
  return c;
}

// Every position of n = 2..4 piles (the shape field n fixes one count, up to 64) with piles <= bound:
// what `hunt` and claim files list. Order: the largest pile, then n, then the ascending pile list
// colexicographically (each n's block is Multisets::each_in's item of that largest pile). Truth: the
// run's split Grundy tables, one per pile count (to kMaxDensePiles piles and piles <= 50,000).
struct Positions {
  using Position = sdn::Position;
  unsigned lo = 2, hi = 4;

  static const std::vector<ShapeField>& shape_fields() {
    static const std::vector<ShapeField> fields = {{"n", "number of piles (at least 2)"}};
    return fields;
  }
  std::optional<Positions> narrowed(std::uint64_t, const Shape& shape) const {
    if (auto it = shape.find("n"); it != shape.end() && it->second > 64)
      throw InputError("single-delete-nim hunt: at most 64 piles (--shape n)");
    std::int64_t fewest = 2, most = 64;  // no position has fewer than 2 piles
    if (!narrow(shape, "n", fewest, most)) return std::nullopt;
    Positions d = *this;
    if (fewest == most) d.lo = d.hi = static_cast<unsigned>(fewest);
    return d;
  }
  std::string print(const Position& p) const { return SingleDeleteNim::print(p); }
  // Refuses, with its size, a walk too long to end in a session.
  template <class Visit>
  void each(RunContext&, std::uint64_t bound, Visit&& visit) const {
    double count = 0;
    for (unsigned n = lo; n <= hi; ++n) count += multiset_count(n, bound);
    if (count > 2e9)
      throw InputError(fmt::format("single-delete-nim hunt to largest pile {} with n = {}..{} piles is "
                                   "{:.3g} positions; at most 2e9 (lower --bound, or fix n with --shape)",
                                   bound, lo, hi, count));
    Position p;
    for (std::uint64_t top = 1; top <= bound; ++top)
      for (unsigned n = lo; n <= hi; ++n) {
        p.piles.resize(n);
        for_each_with_top(n, static_cast<std::uint32_t>(top), p.piles, [&] { visit(static_cast<const Position&>(p)); });
      }
  }
  bool tabled(std::uint64_t bound) const { return bound >= 1 && bound <= 50'000 && hi <= kMaxDensePiles; }
  struct Truth {
    std::array<const SplitGrundyTable*, kMaxDensePiles + 1> t{};
    Grundy grundy(const Position& p) const {
      std::array<std::uint32_t, kMaxDensePiles> piles{};
      for (std::size_t i = 0; i < p.piles.size(); ++i) piles[i] = static_cast<std::uint32_t>(p.piles[i]);
      return t[p.piles.size()]->grundy(piles.data(), static_cast<unsigned>(p.piles.size()));
    }
  };
  Truth truth(RunContext& ctx, std::uint64_t bound) const {
    Truth truth;
    for (unsigned n = lo; n <= hi; ++n) truth.t[n] = &grundy_table(n, bound, ctx);
    return truth;
  }
};

}  // namespace cgcheck::sdn
