// The games' entries: `cgcheck solve`, `hunt` (enumeration, random positions, named fields) and the
// parse/print round trip, for the two-coin game of Definition 1.1 (reading adjacent-frozen) and the
// four-coin game of Definition 1.2 in Miyadera, Manabe and Lee, "A variant of game of sliding coins".
#include <algorithm>
#include <cstdint>
#include <thread>
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
#include "games/sliding_coins/domains.hpp"
#include "runtime/domain_explorer.hpp"
#include "games/sliding_coins/four_table.hpp"
#include "games/sliding_coins/sliding_coins.hpp"

namespace cgcheck {

using namespace sliding_coins;

namespace {


// `solve`: the memo solver. `solve --outcome`: answered from the four-coin table (FourTable, the
// check's own table), built for twice the largest y asked for at a time, within the memory limit and
// the work budget; the memo where it does not fit.
class FourSession : public TableOutcomeSession<ImpartialSession<FourCoins>> {
 public:
  Solved outcome(std::string_view text) override {
    const FourPosition p = FourCoins::parse(text);
    auto y = [](const Position& s) { return s.kind == Position::Kind::two ? s.y : 0u; };
    if (const FourTable* t = table_for(std::max(y(p.left), y(p.right)))) {
      const Grundy g = t->grundy(p);
      return {FourCoins::print(p), fmt::format("{}", g), g == 0 ? "P" : "N"};
    }
    return inner_.solve(text);
  }

  // Filling the table measured about 0.9 us per position (1.1 M/s on one thread), about three
  // moves of the memo solver: a position counts 4 moves.
  static constexpr std::uint64_t kMovesPerPosition = 4;
  static constexpr std::uint64_t kMaxTableY = 10'000;

 private:
  static std::uint64_t positions(std::uint64_t max_y) {
    const std::uint64_t strap = 1 + max_y * (max_y + 1) / 2;
    return strap * strap;
  }
  const FourTable* table_for(std::uint64_t max_y) {
    if (table_ && table_->domain().strap().max_y() >= max_y) return table_.get();
    const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
    const std::uint64_t m = table_bound(
        std::max<std::uint64_t>(max_y, 1), table_ ? table_->domain().strap().max_y() : 0, 16, kMaxTableY,
        [threads](std::uint64_t b) { return four_table_bytes(b, threads); },
        [](std::uint64_t b) { return positions(b) * kMovesPerPosition; }, "the four-coin table for straps y <=");
    if (m == 0) return nullptr;
    table_.reset();
    Progress progress(fmt::format("table build, four coins, both straps y <= {}", m), positions(m));
    table_ = std::make_unique<FourTable>(FourDomain(static_cast<std::uint32_t>(m)), threads,
                                         [&](std::uint64_t done, std::uint64_t) { progress.update(done); });
    return table_.get();
  }

  std::unique_ptr<FourTable> table_;
};

// Hunts and claim files list the claims' own domains (domains.hpp): the strap table answers the
// two-coin game, the four-coin table (filled on every core) the four-coin game.
Explorer strap_explorer() {
  return explorer_of(TwoCoins{},
                     {"y, the square of the right coin (every 0 <= x < y <= bound; order: y, then x; as check)",
                      200,  // 20,100 positions
                      3000, "sliding-coins hunt bound at most y <= 3000", [] { return gen_two(200); },
                      [](std::string_view text) { return parse(text); },
                      [](const Position& p) {
                        return Fields{{"x", static_cast<std::int64_t>(p.x)},
                                      {"y", static_cast<std::int64_t>(p.y)},
                                      {"d", static_cast<std::int64_t>(p.y - p.x)}};
                      }});
}

Fields four_fields(const FourPosition& p) {
  auto field = [](const Position& s, bool want_x) -> std::int64_t {
    if (s.kind != Position::Kind::two) return -1;
    return want_x ? s.x : s.y;
  };
  return Fields{{"x1", field(p.left, true)},
                {"y1", field(p.left, false)},
                {"x2", field(p.right, true)},
                {"y2", field(p.right, false)},
                {"over1", p.left.kind != Position::Kind::two},
                {"over2", p.right.kind != Position::Kind::two}};
}

Explorer four_explorer() {
  return explorer_of(
      FourCoinPositions{},
      {"the largest y of the two straps (each strap 0 <= x < y <= bound, or over; order: the four-coin table's rank, as check)",
       16,  // 18,769 positions
       60, "sliding-coins-four hunt bound at most y <= 60",
       [] {
         return rc::gen::map(rc::gen::pair(gen_two(30), gen_two(30)),
                             [](std::pair<Position, Position> p) { return FourPosition{p.first, p.second}; });
       },
       [](std::string_view text) { return FourCoins::parse(text); }, four_fields});
}

}  // namespace

void register_game_sliding_coins(GameCatalog& r) {
  // Field by field, so optional fields of the entries keep their defaults.
  GameEntry two;
  two.id = "sliding-coins";
  two.title = "Two sliding coins with a push move (Definition 1.1, reading adjacent-frozen)";
  two.syntax = "squares of the left and right coin, 0 <= x < y: 3,7";
  two.session = [] { return std::make_unique<ImpartialSession<SlidingCoins>>(); };
  two.explorer = strap_explorer();
  two.normalize = [](std::string_view t) { return print(parse(t)); };
  r.add(std::move(two));

  GameEntry four;
  four.id = "sliding-coins-four";
  four.title = "Four sliding coins: two straps of sliding-coins side by side (Definition 1.2)";
  four.syntax = "left strap; right strap, each 'x,y' in its own coordinates or 'off' when over: 3,7;0,5";
  four.session = [] { return std::make_unique<FourSession>(); };
  four.explorer = four_explorer();
  four.normalize = [](std::string_view t) { return FourCoins::print(FourCoins::parse(t)); };
  r.add(std::move(four));
}

}  // namespace cgcheck
