// Outcomes by search (cgt/sum_search.hpp), checked against a second computation: the outcome class
// of the canonical form of the whole sum. Generic sums of random literal games, with every choice
// of which components get canonical forms and whether canonical forms are added; then game files
// (Clobber, Domineering), where the search over components is compared with the value the solver
// computes; then Clobber rows whose outcomes are published as test data of another solver.
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "cgt/generators.hpp"
#include "core/error.hpp"
#include "cgt/sum_search.hpp"
#include "lua/game_file.hpp"
#include "lua/game_solver.hpp"

namespace cgcheck {
namespace {

const std::string kExamples = std::string(CGCHECK_SOURCE_DIR) + "/examples";

// Components are literal games of the arena; a move is to an option, a component of its own.
// `afford`: which components get their canonical form (none, all, or those with an odd id).
class TreeHost final : public cgt::SumHost {
 public:
  TreeHost(cgt::Arena& a, int afford) : a_(a), afford_(afford) {}
  void moves(cgt::Component c, bool left, std::vector<cgt::Component>& comps, std::vector<std::uint32_t>& ends) override {
    for (cgt::GameId o : left ? a_.left(c) : a_.right(c)) {
      comps.push_back(o);
      ends.push_back(static_cast<std::uint32_t>(comps.size()));
    }
  }
  std::optional<cgt::GameId> value(cgt::Component c) override {
    if (afford_ == 0 || (afford_ == 2 && c % 2 == 0)) return std::nullopt;
    return a_.canon(c);
  }
  void tick(std::uint64_t, std::uint64_t) override {}

 private:
  cgt::Arena& a_;
  int afford_;
};

RC_GTEST_PROP(SumSearch, OutcomeOfASumIsTheOutcomeOfItsCanonicalForm, ()) {
  const auto trees = *rc::gen::container<std::vector<cgt::Tree>>(*rc::gen::inRange<std::size_t>(1, 4), cgt::gen_game(3));
  const int afford = *rc::gen::inRange(0, 3);
  const std::uint64_t merge = *rc::gen::element<std::uint64_t>(0, 5, 1'000'000);
  // The second computation, in an arena of its own: the canonical form of the sum.
  cgt::Arena whole;
  cgt::GameId sum = whole.zero();
  for (const auto& t : trees) sum = whole.add(sum, cgt::build(whole, t));
  const Outcome want = whole.outcome(sum);

  cgt::Arena a;
  std::vector<cgt::Component> parts;
  for (const auto& t : trees) parts.push_back(cgt::build(a, t));
  TreeHost host(a, afford);
  cgt::SumSearch search(a, host, merge);
  RC_ASSERT(search.outcome(parts) == want);
}

// Every position given, decided three ways by the game file's solver: by search with the default
// budgets, by search with every component played move by move and no canonical forms added, and
// from the position's canonical form.
void agree_on_every_position(const std::string& file, const std::vector<lua::Position>& positions) {
  lua::GameFile game(file), game2(file), game3(file);
  lua::GameSolver by_search(game), by_moves(game2), by_value(game3);
  by_moves.set_search_budgets(0, 0, 0);
  for (const lua::Position& given : positions) {
    const lua::Position p = game.normalize(given);
    const Outcome want = by_value.arena().outcome(by_value.value(p));
    ASSERT_EQ(by_search.outcome(p), want) << game.show(p);
    ASSERT_EQ(by_moves.outcome(p), want) << game.show(p);
  }
  EXPECT_GT(by_moves.search_nodes(), 0u);  // the searches did run
}

TEST(OutcomeSearch, ClobberRowsAgreeWithTheirValues) {
  // Every row of up to 9 stones in every colouring.
  lua::GameFile game(kExamples + "/games/clobber.lua");
  const auto rows = game.positions(9);
  // (2^n + 2^ceil(n/2)) / 2 rows of n stones, one of each row and its reversal: 557 for n <= 9.
  EXPECT_EQ(rows.size(), 557u);
  agree_on_every_position(kExamples + "/games/clobber.lua", rows);
}

TEST(OutcomeSearch, DomineeringBoardsAgreeWithTheirValues) {
  // Every filling of every board of up to 9 squares.
  std::vector<lua::Position> boards;
  for (std::int64_t r = 1; r <= 9; ++r)
    for (std::int64_t c = 1; r * c <= 9; ++c)
      for (std::int64_t mask = 0; mask < (std::int64_t{1} << (r * c)); ++mask) boards.push_back({r, c, mask});
  EXPECT_EQ(boards.size(), 3'210u);
  agree_on_every_position(kExamples + "/games/domineering.lua", boards);
}

// Clobber rows and their outcomes as the MCGS solver's test data states them (ualberta-mueller-group/
// MCGS, input/autotests/clobber_1xn_autotests/*.test and input/unit_tests/clobber_1xn.test, results
// there from Taylor's linear Clobber solver), Black (x) being Left. A plain minimax solver in Python,
// run by hand, agrees on each.
TEST(OutcomeSearch, ClobberRowsOfPublishedTestData) {
  struct Row {
    const char* row;
    Outcome outcome;
  };
  const Row rows[] = {
      {"xxo", Outcome::L},
      {"xxoxxo", Outcome::L},
      {"xxxo.xoo", Outcome::N},
      {"ox.ox.oxo", Outcome::N},
      {"xoxxxooxo", Outcome::L},
      {"xo.oxxoo.xo", Outcome::L},
      {"xxo.ooxx.xo", Outcome::N},
      {"xo.oxoxx.oox", Outcome::R},
      {"ooxxoxoxxxxxx", Outcome::N},
      {"oxx.xxxxooxxo", Outcome::L},
      {"xxxxxo.xooooo", Outcome::P},
      {"oox.xxooo.ooox", Outcome::R},
      {"xooxo.xxxoxoxx", Outcome::N},
      {"xxo.xo.xxo.oox", Outcome::N},
      {"ox.xoooxoxxxoox", Outcome::R},
      {"oxxox.xo.ox.xxo", Outcome::L},
      {"xoxoxox.oxoxoxo", Outcome::P},
      {"xoo.xo.xoxoox.oxo", Outcome::R},
      {"xooo.oxxoxoxoo.ox", Outcome::N},
      {"xo.xox.xxo.oxxooxx", Outcome::L},
      {"xooxx.xoo.ooox.xooo", Outcome::R},
      {"xo.oox.xoxoxxxx.oxx", Outcome::N},
      {"ox.oxo.ox.xooxx.xo.xo", Outcome::N},
      {"oxx.oox.xo.ox.xo.ox.xxoooxx", Outcome::P},
      // Alternating rows: a first-player win except xoxoxo; the odd ones a win for Right except
      // x, xox and xoxoxoxox.
      {"xoxoxo", Outcome::P},
      {"xoxoxoxoxoxoxoxoxoxoxoxo", Outcome::N},
      {"xoxoxoxoxoxoxoxoxoxoxoxoxoxoxo", Outcome::N},
      {"xoxoxoxox", Outcome::N},
      {"xoxoxoxoxoxoxoxoxoxoxoxox", Outcome::R},
      {"xxoxxoxxoxxoxxoxxoxxoxxoxxoxxo", Outcome::L},
  };
  lua::GameFile game(kExamples + "/games/clobber.lua");
  lua::GameSolver solver(game);
  for (const Row& r : rows) EXPECT_EQ(solver.outcome(game.parse(r.row)), r.outcome) << r.row;
}

// A game whose positions grow by one with every move (found by the game-file fuzz harness): each of
// the search's nodes used to get a fresh attempt budget, so a 20,000-move budget became about 10^6
// moves over positions thousands long, minutes of work. The attempts and the search now share the
// query's one budget: the query is refused within it.
TEST(OutcomeSearch, OneWorkBudgetCoversTheAttemptsOfAQuery) {
  const std::string source = R"(
local function shift(p)
  local o = {}
  for i = 1, #p do
    if p[i] == 2 and p[i + 1] == nil then
      local q = {table.unpack(p)}
      q[i], q[i + 1] = 0, 2
      o[#o + 1] = q
    end
  end
  return o
end
return {id = "grows", title = "grows", kind = "partizan", left = shift, right = shift}
)";
  lua::GameFile game(source, "grows.lua", std::uint64_t{256} << 20);
  lua::GameSolver searcher(game);
  constexpr std::uint64_t kBudget = 2'000;
  searcher.set_budget(kBudget);
  searcher.set_search_budgets(50, 500, 20);
  try {
    (void)searcher.outcome(game.parse("1,2"));
    FAIL() << "an endless game was decided";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("work budget"), std::string::npos) << e.what();
  }
  // Every expansion here makes two moves (one each side), so the budget bounds the expansions.
  EXPECT_LE(searcher.expansions(), kBudget);
}

}  // namespace
}  // namespace cgcheck
