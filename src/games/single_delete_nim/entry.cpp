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
#include "runtime/domain_explorer.hpp"
#include "runtime/game_catalog.hpp"
#include "games/single_delete_nim/domains.hpp"
#include "games/single_delete_nim/pn_table.hpp"
#include "games/single_delete_nim/single_delete_nim.hpp"
#include "games/single_delete_nim/split_grundy_table.hpp"

namespace cgcheck {

using namespace sdn;

namespace {

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
rc::Gen<Position> gen_position() {
  return rc::gen::map(rc::gen::pair(rc::gen::inRange<std::uint64_t>(1, 25),
                                    rc::gen::container<std::vector<std::uint64_t>>(rc::gen::inRange<std::uint64_t>(1, 25))),
                      [](std::pair<std::uint64_t, std::vector<std::uint64_t>> pr) {
                        auto v = pr.second;
                        v.push_back(pr.first);
                        if (v.size() < 2) v.push_back(1);
                        if (v.size() > 5) v.resize(5);
                        return make_position(v);
                      });
}

Fields fields(const Position& p) {
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

// Hunts and claim files list the game's positions as the domain Positions (domains.hpp) walks
// them, narrowed by --shape n; its truth is the split Grundy tables that `solve` uses (filled from
// the rules; the property tests compare them with the memo solver).
Explorer explorer() {
  return explorer_of(Positions{},
                     {"largest pile (n = 2..4 piles unless --shape n=K; order: largest pile, then n, then the "
                      "ascending pile list colexicographically, as check)",
                      24,  // 20,450 positions of 2..4 piles
                      0, "", gen_position, [](std::string_view text) { return SingleDeleteNim::parse(text); }, fields,
                      Positions::shape_fields(),
                      // Hunts once counted total stones: a position of T stones has piles <= T - 1.
                      [](std::uint64_t total) { return total > 2 ? total - 1 : std::uint64_t{1}; }});
}

}  // namespace

void register_game_single_delete_nim(GameCatalog& r) {
  r.add(GameEntry{"single-delete-nim", "Single-delete Nim: remove one pile, then split another into two",
                  "pile sizes separated by commas, at least 2 piles, each >= 1: 12,14,15,40",
                  false, [] { return std::make_unique<SdnSession>(); },
                  explorer(),
                  [](std::string_view text) { return SingleDeleteNim::print(SingleDeleteNim::parse(text)); },
                  {},
                  false,
                  {},
                  {}});
}

}  // namespace cgcheck
