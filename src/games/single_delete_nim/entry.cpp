// The game's entry: `cgcheck solve` (a batch grows one split Grundy table per pile count, 2..8 piles,
// within TableLimits and the budget, and answers by lookup; the memo solver elsewhere), `hunt`
// (enumeration, random positions, named fields) and the parse/print round trip.
#include <bit>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <fmt/core.h>
#include <rapidcheck.h>

#include "core/error.hpp"
#include "runtime/impartial_session.hpp"
#include "core/progress.hpp"
#include "runtime/game_catalog.hpp"
#include "games/single_delete_nim/domains.hpp"
#include "games/single_delete_nim/pn_table.hpp"
#include "games/single_delete_nim/single_delete_nim.hpp"
#include "games/single_delete_nim/split_grundy_table.hpp"

namespace cgcheck {

using namespace sdn;

namespace {

// Multisets of n piles each in 1..m: C(m + n - 1, n), saturating.
double multiset_count(unsigned n, std::uint64_t m) {
  double c = 1;
  for (unsigned i = 1; i <= n; ++i) c = c * static_cast<double>(m + i - 1) / i;
  return c;
}

// `solve`: split Grundy tables (BatchSolver). `solve --outcome`: a four-pile position is answered
// from the flags-only P/N table (PnTable), built for twice the largest pile asked for at a time,
// within the memory limit and the work budget; other pile counts (and a table that does not fit)
// from the Grundy value.
class SdnSession : public TableOutcomeSession<ImpartialSession<SingleDeleteNim, BatchSolver>> {
 public:
  Solved outcome(std::string_view text) override {
    const Position p = SingleDeleteNim::parse(text);
    if (p.piles.size() == 4 && p.piles.back() <= kMaxTablePile)
      if (const PnTable* t = table_for(p.piles.back())) {
        const std::vector<std::uint32_t> piles(p.piles.begin(), p.piles.end());
        return {SingleDeleteNim::print(p), "", t->is_p(piles) ? "P" : "N"};
      }
    return inner_.solve(text);
  }

  // Filling the flags-only P/N table measured about 1.5 ns per position (four piles <= 432: 1.5e9
  // positions in 2.1 s; <= 800: 1.7e10 in 25 s), a move of the memo solver about 0.3 us: a position
  // counts 1/50 of a move, on the safe side (the default budget of 2e8 moves reaches piles <= ~700).
  static constexpr std::uint64_t kPositionsPerMove = 50;
  static constexpr std::uint64_t kMaxTablePile = 100'000;

 private:
  const PnTable* table_for(std::uint64_t pile) {
    if (table_ && table_->max_pile() >= pile) return table_.get();
    const std::uint64_t m = table_bound(
        pile, table_ ? table_->max_pile() : 0, 32, kMaxTablePile,
        [](std::uint64_t b) { return PnTable::estimate_bytes(4, static_cast<std::uint32_t>(b), PnTable::Keep::flags_only); },
        [](std::uint64_t b) { return multisets(4, b) / kPositionsPerMove; }, "the four-pile P/N table for piles <=");
    if (m == 0) return nullptr;
    table_.reset();
    Progress progress(fmt::format("P/N table build, 4 piles <= {}", m), multisets(4, m));
    table_ = std::make_unique<PnTable>(4, static_cast<std::uint32_t>(m), PnTable::Keep::flags_only,
                                       [&](std::uint64_t done, std::uint64_t) { progress.update(done); });
    return table_.get();
  }

  std::unique_ptr<PnTable> table_;
};

// 2 to 5 piles of 1..25 stones; RapidCheck shrinks toward fewer and smaller piles.
rc::Gen<std::string> gen_position() {
  return rc::gen::map(rc::gen::pair(rc::gen::inRange<std::uint64_t>(1, 25),
                                    rc::gen::container<std::vector<std::uint64_t>>(rc::gen::inRange<std::uint64_t>(1, 25))),
                      [](std::pair<std::uint64_t, std::vector<std::uint64_t>> pr) {
                        auto v = pr.second;
                        v.push_back(pr.first);
                        if (v.size() < 2) v.push_back(1);
                        if (v.size() > 5) v.resize(5);
                        return SingleDeleteNim::print(make_position(v));
                      });
}

Fields fields(std::string_view text) {
  const Position p = SingleDeleteNim::parse(text);
  std::vector<std::int64_t> piles, v2s;  // v2: the exponent of 2 in a pile
  for (auto v : p.piles) {
    piles.push_back(static_cast<std::int64_t>(v));
    v2s.push_back(static_cast<std::int64_t>(std::countr_zero(v)));
  }
  return Fields{{"piles", piles},
                {"n", static_cast<std::int64_t>(p.piles.size())},
                {"stones", static_cast<std::int64_t>(p.stones())},
                {"v2s", v2s}};
}

// The positions `hunt` and claim files list (n = 2..4 piles unless the shape fixes n): by the
// largest pile, then n, then colexicographically. Returns the pile counts walked.
std::vector<unsigned> for_each_listed(std::uint64_t bound, const Shape& shape,
                                      const std::function<void(const std::vector<std::uint64_t>&)>& visit) {
  unsigned lo = 2, hi = 4;
  if (auto it = shape.find("n"); it != shape.end()) {
    if (it->second < 2 || it->second > 64) {
      if (it->second > 64) throw InputError("single-delete-nim hunt: at most 64 piles (--shape n)");
      return {};  // no position has fewer than 2 piles
    }
    lo = hi = static_cast<unsigned>(it->second);
  }
  // A walk this long would not end in a session: refused, with its size.
  double count = 0;
  for (unsigned n = lo; n <= hi; ++n) count += multiset_count(n, bound);
  if (count > 2e9)
    throw InputError(fmt::format("single-delete-nim hunt to largest pile {} with n = {}..{} piles is "
                                 "{:.3g} positions; at most 2e9 (lower --bound, or fix n with --shape)",
                                 bound, lo, hi, count));
  std::vector<std::uint64_t> piles(hi);
  for (std::uint64_t top = 1; top <= bound; ++top)
    for (unsigned n = lo; n <= hi; ++n) {
      piles.resize(n);
      for_each_with_top(n, static_cast<std::uint32_t>(top), piles, [&] { visit(piles); });
    }
  std::vector<unsigned> ns;
  for (unsigned n = lo; n <= hi; ++n) ns.push_back(n);
  return ns;
}

// The Grundy value of every position for_each_listed lists, from the split Grundy tables that
// `solve` uses (one per pile count, filled from the rules; the property tests compare them with the
// memo solver). None past kMaxDensePiles piles or the tables' largest pile.
std::optional<std::vector<std::uint32_t>> grundy_values(std::uint64_t bound, const Shape& shape, std::uint64_t max_memory) {
  if (bound < 1 || bound > 50'000) return std::nullopt;
  std::vector<std::uint32_t> flat;  // the piles of every position, n at a time
  std::vector<unsigned> sizes;
  const std::vector<unsigned> ns = for_each_listed(bound, shape, [&](const std::vector<std::uint64_t>& piles) {
    for (auto v : piles) flat.push_back(static_cast<std::uint32_t>(v));
    sizes.push_back(static_cast<unsigned>(piles.size()));
  });
  std::vector<std::uint32_t> out;
  if (sizes.empty()) return out;
  if (ns.back() > kMaxDensePiles) return std::nullopt;
  RunOptions options;  // the claims' table builder (domains.hpp), with this run's memory limit
  options.max_memory = max_memory;
  Workspace built;  // freed on return: the values are copied out
  RunContext ctx(options, built);
  std::vector<const SplitGrundyTable*> tables(kMaxDensePiles + 1);
  for (unsigned n : ns) tables[n] = &grundy_table(n, bound, ctx);
  out.reserve(sizes.size());
  std::size_t at = 0;
  for (unsigned n : sizes) {
    out.push_back(static_cast<std::uint32_t>(tables[n]->grundy(flat.data() + at, n)));
    at += n;
  }
  return out;
}

}  // namespace

void register_game_single_delete_nim(GameCatalog& r) {
  r.add(GameEntry{"single-delete-nim", "Single-delete Nim: remove one pile, then split another into two",
                  "pile sizes separated by commas, at least 2 piles, each >= 1: 12,14,15,40",
                  false, [] { return std::make_unique<SdnSession>(); },
                  Explorer{"largest pile (n = 2..4 piles unless --shape n=K; order: largest pile, then n, then the "
                           "ascending pile list colexicographically, as check)",
                           24,  // 20,450 positions of 2..4 piles
                           {{"n", "number of piles (at least 2)"}},
                           [](std::uint64_t bound, const Shape& shape, const std::function<void(const std::string&)>& visit) {
                             for_each_listed(bound, shape, [&](const std::vector<std::uint64_t>& piles) {
                               visit(SingleDeleteNim::print(Position{piles}));
                             });
                           },
                           gen_position, fields,
                           // Hunts once counted total stones: a position of T stones has piles <= T - 1.
                           [](std::uint64_t total) { return total > 2 ? total - 1 : std::uint64_t{1}; },
                           grundy_values,
                           {}},
                  [](std::string_view text) { return SingleDeleteNim::print(SingleDeleteNim::parse(text)); },
                  {},
                  false,
                  {},
                  {}});
}

}  // namespace cgcheck
