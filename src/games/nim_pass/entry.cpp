// The game's entry: `cgcheck solve`, `hunt` (enumeration, random positions, named fields) and the
// parse/print round trip. Nim with a pass as Wong Oi Lin (2015) plays it.
#include <algorithm>
#include <cstdint>
#include <thread>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <fmt/core.h>
#include <rapidcheck.h>

#include "core/error.hpp"
#include "runtime/impartial_session.hpp"
#include "core/progress.hpp"
#include "games/nim_pass/count_pn_table.hpp"
#include "runtime/domain_explorer.hpp"
#include "runtime/game_catalog.hpp"
#include "games/nim_pass/domains.hpp"
#include "games/nim_pass/nim_pass.hpp"

namespace cgcheck {

using namespace nim_pass;

namespace {

// `solve`: the memo solver. `solve --outcome`: a position whose heaps are all at most 4 is answered
// from the bit-packed row table (CountPnTable, Theorem 1's domain), built for twice the stones
// asked for at a time, within the memory limit and the work budget; any other from the memo.
class NimPassSession : public TableOutcomeSession<ImpartialSession<NimPass>> {
 public:
  Solved outcome(std::string_view text) override {
    const Position p = NimPass::parse(text);
    if (std::all_of(p.heaps.begin(), p.heaps.end(), [](std::uint32_t h) { return h <= 4; }) &&
        p.stones() <= kMaxTableStones)
      if (const CountPnTable* t = table_for(p.stones())) return {NimPass::print(p), "", t->is_p(to_counts(p)) ? "P" : "N"};
    return inner_.solve(text);
  }

  // A table position costs far less than a move of the memo solver (64 positions per few word
  // operations): measured 0.4-0.8 ns per position for the table against about 0.3 us per move, so
  // it counts 1/256 of a move, which keeps the budget's meaning (time) on the safe side.
  static constexpr std::uint64_t kPositionsPerMove = 256;
  static constexpr std::uint64_t kMaxTableStones = 100'000;

 private:
  const CountPnTable* table_for(std::uint64_t stones) {
    if (table_ && table_->max_stones() >= stones) return table_.get();
    const std::uint64_t s = table_bound(
        stones, table_ ? table_->max_stones() : 0, 64, kMaxTableStones,
        [](std::uint64_t b) { return CountPnTable::estimate_bytes(static_cast<std::uint32_t>(b)); },
        [](std::uint64_t b) { return 2 * CountDomain::count_upto(static_cast<std::uint32_t>(b)) / kPositionsPerMove; },
        "the P/N row table (heaps <= 4) for stones <=");
    if (s == 0) return nullptr;
    table_.reset();  // the old table's memory is free before the new one is built
    Progress progress(fmt::format("P/N table build, heaps <= 4, stones <= {}", s),
                      2 * CountDomain::count_upto(static_cast<std::uint32_t>(s)));
    table_ = std::make_unique<CountPnTable>(static_cast<std::uint32_t>(s), std::max(1u, std::thread::hardware_concurrency()),
                                            [&](std::uint64_t done, std::uint64_t) { progress.update(done); });
    return table_.get();
  }

  std::unique_ptr<CountPnTable> table_;
};

// Named values of a position for conjectures.
Fields fields(const Position& p) {
  std::vector<std::int64_t> heaps(p.heaps.begin(), p.heaps.end());
  std::vector<std::int64_t> m(5, 0);  // m[k]: heaps of size k (k <= 4)
  for (auto h : p.heaps)
    if (h <= 4) ++m[h];
  return Fields{{"heaps", heaps},
                {"n", static_cast<std::int64_t>(p.stones())},
                {"k", static_cast<std::int64_t>(p.heaps.size())},
                {"pass", p.pass},
                {"nimsum", static_cast<std::int64_t>(nim_sum(p))},
                {"small", p.heaps.empty() || p.heaps.back() <= 4},
                {"m1", m[1]}, {"m2", m[2]}, {"m3", m[3]}, {"m4", m[4]}};
}

// Hunts and claim files list the game's positions as the domain Positions (domains.hpp) walks
// them, narrowed by --shape; its truth is the dense table over any heaps or over count vectors.
Explorer explorer() {
  return explorer_of(Positions{},
                     {"total stones (any heap sizes, both pass states; order: total, then the pass used before "
                      "available, then the ascending heap list lexicographically; with small = 1, the count "
                      "vectors (m1, m2, m3, m4) ascending, as check)",
                      20,  // 2 x 2,714 positions
                      0, "",
                      [] {
                        return rc::gen::map(rc::gen::pair(gen_position(true), rc::gen::arbitrary<bool>()),
                                            [](std::pair<Position, bool> pp) {
                                              pp.first.pass = pp.second;
                                              return pp.first;
                                            });
                      },
                      [](std::string_view text) { return NimPass::parse(text); }, fields, Positions::shape_fields()});
}

}  // namespace

void register_game_nim_pass(GameCatalog& r) {
  r.add(GameEntry{"nim-pass", "Nim with one pass shared by both players",
                  "heap sizes separated by commas, ';pass=0' once the pass is used: 3,5,6 or 3,5,6;pass=0", false,
                  [] { return std::make_unique<NimPassSession>(); },
                  explorer(),
                  [](std::string_view text) { return NimPass::print(NimPass::parse(text)); },
                  {},
                  false,
                  {},
                  {}});
}

}  // namespace cgcheck
