// The games' dense tables as claim files and hunts read them (Explorer::grundy_table): for every
// built-in game that has one, at small bounds and with each structural field fixed, the value of
// each listed position equals the game's `solve` session's answer at the same position, in the
// enumeration's order. The tables themselves are tested against the memo solvers in each game's
// own tests; this holds the adapter to the enumeration (order, ranks, shapes).
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "claims/registry.hpp"
#include "run/run.hpp"

namespace {

using namespace cgcheck;

struct Bounded {
  const char* game;
  std::uint64_t bound;
  Shape shape;
};

void PrintTo(const Bounded& b, std::ostream* os) {
  *os << b.game << " bound " << b.bound;
  for (const auto& [k, v] : b.shape) *os << ' ' << k << '=' << v;
}

class GrundyTables : public ::testing::TestWithParam<Bounded> {};

TEST_P(GrundyTables, AgreeWithTheSolverAtEveryListedPosition) {
  const Bounded& c = GetParam();
  const GameEntry* g = registry().game(c.game);
  ASSERT_NE(g, nullptr);
  ASSERT_TRUE(static_cast<bool>(g->explorer.grundy_table)) << c.game << " has no dense table hook";
  std::vector<std::string> texts;
  g->explorer.enumerate(c.bound, c.shape, [&](const std::string& t) { texts.push_back(t); });
  const auto values = g->explorer.grundy_table(c.bound, c.shape, 0);
  ASSERT_TRUE(values.has_value());
  ASSERT_EQ(values->size(), texts.size());
  ASSERT_FALSE(texts.empty());
  const auto session = g->session();
  for (std::size_t i = 0; i < texts.size(); ++i)
    ASSERT_EQ(std::to_string((*values)[i]), session->solve(texts[i]).value) << c.game << " at " << texts[i] << " (#" << i << ")";
}

const Bounded kCases[] = {
    {"nim", 14, {}},
    {"nim", 16, {{"k", 3}}},
    {"nim-pass", 12, {}},
    {"nim-pass", 30, {{"small", 1}}},
    {"sato-welter", 9, {}},
    {"sato-welter", 12, {{"n", 3}}},
    {"turning-turtles", 10, {}},
    {"turning-turtles", 12, {{"n", 5}}},
    {"inset", 8, {}},
    {"inset", 10, {{"N", 3}}},
    {"inset", 10, {{"N", 4}, {"n", 4}}},
    {"single-delete-nim", 12, {}},
    {"single-delete-nim", 9, {{"n", 5}}},
    {"single-delete-nim", 20, {{"n", 2}}},
    {"sliding-coins", 40, {}},
    {"sliding-coins-four", 6, {}},
    // Heap game families: a member's table is its Grundy sequence, nim-added over the heaps.
    {"take-and-break:0.07", 60, {}},
    {"grundys-game", 40, {}},
    {"take-and-break:4.7", 50, {{"k", 2}}},
    {"subtraction:1,3,4", 40, {{"k", 1}}},
};

INSTANTIATE_TEST_SUITE_P(EveryGameWithATable, GrundyTables, ::testing::ValuesIn(kCases));

// Every impartial built-in game with a dense table appears above (the families' members are not
// listed in games(); three of them are above).
TEST(GrundyTables, EveryHookIsCovered) {
  for (const GameEntry& g : registry().games()) {
    if (!g.explorer.grundy_table) continue;
    bool covered = false;
    for (const Bounded& c : kCases) covered = covered || g.id == c.game;
    EXPECT_TRUE(covered) << g.id << " has a dense table hook no case above checks";
  }
}

// Where a game counts its positions without listing them (Explorer::count, to refuse a listing
// that cannot fit before it starts), the count is the listing's size; elsewhere it says nothing.
TEST(GrundyTables, CountsAreTheListingsSizes) {
  const std::pair<const char*, Shape> cases[] = {
      {"nim", {}},          {"nim", {{"k", 3}}},
      {"nim-pass", {}},     {"nim-pass", {{"small", 1}}},
      {"nim-pass", {{"small", 1}, {"pass", 1}}}, {"nim-pass", {{"pass", 0}}},
      {"nim-pass", {{"small", 0}}}, {"nim-pass", {{"small", 1}, {"k", 4}}},
  };
  for (const auto& [game, shape] : cases) {
    const GameEntry* g = registry().game(game);
    ASSERT_NE(g, nullptr);
    ASSERT_TRUE(static_cast<bool>(g->explorer.count));
    for (std::uint64_t bound : {0, 1, 7, 20}) {
      std::uint64_t listed = 0;
      g->explorer.enumerate(bound, shape, [&](const std::string&) { ++listed; });
      if (const auto n = g->explorer.count(bound, shape)) {
        EXPECT_EQ(*n, static_cast<double>(listed)) << game << " bound " << bound;
      }
    }
  }
  EXPECT_TRUE(registry().game("nim-pass")->explorer.count(1000, {{"small", 1}}).has_value());
  EXPECT_FALSE(registry().game("nim")->explorer.count(10, {{"k", 2}}).has_value());
}

// A game declines where it has no table: Single-delete Nim past its dense pile counts.
TEST(GrundyTables, NoTablePastTheDensePileCounts) {
  const GameEntry* g = registry().game("single-delete-nim");
  ASSERT_NE(g, nullptr);
  EXPECT_FALSE(g->explorer.grundy_table(4, {{"n", 9}}, 0).has_value());
}

}  // namespace
