// The nim-value search (core/nim_search.hpp) against a plain mex over the same move graph, on random
// impartial games whose options split into components and whose positions may be sums; a cycle of
// the move graph is refused with one line; and an impartial game file's search (solve --nim-method
// search) against its full solve.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "cli_run.hpp"
#include "core/error.hpp"
#include "core/nim_search.hpp"
#include "lua/game_file.hpp"
#include "lua/game_solver.hpp"

namespace {

using cgcheck::NimHost;
using cgcheck::NimSearch;

// A game given as data: node i is either a sum of nodes below it, or has options, each a group of
// nodes below it (its components). The host answers only what the search asks, and counts it.
struct Graph final : NimHost {
  struct Node {
    bool sum = false;
    std::vector<std::vector<Component>> groups;  // options, or (sum) one group: the components
  };
  std::vector<Node> nodes;
  std::vector<std::optional<std::uint32_t>> values;
  std::uint64_t listed = 0;

  bool moves(Component c, std::vector<Component>& comps, std::vector<std::uint32_t>& ends) override {
    ++listed;
    for (const auto& g : nodes[c].groups) {
      comps.insert(comps.end(), g.begin(), g.end());
      if (!nodes[c].sum) ends.push_back(static_cast<std::uint32_t>(comps.size()));
    }
    return nodes[c].sum;
  }
  std::optional<std::uint32_t> known(Component c) override { return values[c]; }
  void found(Component c, std::uint32_t v) override {
    if (values[c] && *values[c] != v) throw std::logic_error("a value found twice, differently");
    values[c] = v;
  }
  void tick(std::uint64_t, std::uint64_t) override {}
  std::string show(Component c) override { return "node " + std::to_string(c); }
};

// The second computation: values bottom-up by mex, nim-sums for groups and sums.
std::vector<std::uint32_t> by_mex(const Graph& g) {
  std::vector<std::uint32_t> v(g.nodes.size());
  for (std::size_t i = 0; i < g.nodes.size(); ++i) {
    auto xor_of = [&](const std::vector<NimHost::Component>& group) {
      std::uint32_t x = 0;
      for (auto c : group) x ^= v[c];
      return x;
    };
    if (g.nodes[i].sum) {
      v[i] = g.nodes[i].groups.empty() ? 0 : xor_of(g.nodes[i].groups[0]);
      continue;
    }
    std::vector<std::uint32_t> seen;
    for (const auto& group : g.nodes[i].groups) seen.push_back(xor_of(group));
    std::uint32_t m = 0;
    while (std::find(seen.begin(), seen.end(), m) != seen.end()) ++m;
    v[i] = m;
  }
  return v;
}

Graph random_graph() {
  Graph g;
  const auto n = *rc::gen::inRange<std::size_t>(1, 60);
  for (std::size_t i = 0; i < n; ++i) {
    Graph::Node node;
    if (i > 1) {
      auto below = rc::gen::inRange<NimHost::Component>(0, static_cast<NimHost::Component>(i));
      node.sum = *rc::gen::weightedElement<bool>({{1, true}, {5, false}});
      const auto groups = node.sum ? 1 : *rc::gen::inRange<std::size_t>(0, 8);
      for (std::size_t k = 0; k < groups; ++k)
        node.groups.push_back(*rc::gen::container<std::vector<NimHost::Component>>(*rc::gen::inRange<std::size_t>(0, 4), below));
    }
    g.nodes.push_back(std::move(node));
  }
  g.values.assign(n, std::nullopt);
  return g;
}

RC_GTEST_PROP(NimSearch, AgreesWithAPlainMex, ()) {
  Graph g = random_graph();
  const std::vector<std::uint32_t> expected = by_mex(g);
  NimSearch search(g, *rc::gen::element<std::uint64_t>(0, 256));  // a tiny cache empties and refills
  // The questions in a random order: each answer may rest on values found for earlier ones.
  auto order = *rc::gen::container<std::vector<NimHost::Component>>(
      rc::gen::inRange<NimHost::Component>(0, static_cast<NimHost::Component>(g.nodes.size())));
  for (auto c : order) {
    RC_ASSERT(search.value(c) == expected[c]);
    const auto k = *rc::gen::inRange<std::uint32_t>(0, 6);
    const std::vector<NimHost::Component> sum{c, order.front()};
    RC_ASSERT(search.sum_is(sum, k) == ((expected[c] ^ expected[order.front()]) == k));
  }
}

// A position with 40 options, each a single pile of a chain: the search asks far fewer positions
// than there are when one option settles a question.
TEST(NimSearch, AsksOnlyWhatItsQuestionsNeed) {
  Graph g;
  // Nodes 0..999: a chain (node i's only option is node i - 1), values alternate 0, 1, 0, ...
  for (NimHost::Component i = 0; i < 1000; ++i) {
    Graph::Node node;
    if (i > 0) node.groups.push_back({i - 1});
    g.nodes.push_back(node);
  }
  // Node 1000: options to node 0 (value 0) first, then to every other node.
  Graph::Node root;
  root.groups.push_back({0});
  for (NimHost::Component i = 1; i < 1000; ++i) root.groups.push_back({i});
  g.nodes.push_back(root);
  g.values.assign(g.nodes.size(), std::nullopt);
  NimSearch search(g);
  // Is the root a P-position? It has an option of value 0 (node 0): no, found at once.
  EXPECT_FALSE(search.sum_is(std::vector<NimHost::Component>{1000}, 0));
  EXPECT_LE(g.listed, 3u);
}

TEST(NimSearch, RefusesACycleWithOneLine) {
  Graph g;
  g.nodes.resize(3);
  g.nodes[0].groups = {{1}};
  g.nodes[1].groups = {{2}};
  g.nodes[2].groups = {{0}};
  g.values.assign(3, std::nullopt);
  NimSearch search(g);
  try {
    (void)search.value(0);
    FAIL() << "no refusal";
  } catch (const cgcheck::InputError& e) {
    EXPECT_NE(std::string(e.what()).find("cycle through node"), std::string::npos) << e.what();
  }
}

// The Cram file's search and its full solve, each in a solver of its own, on boards of up to 4 x 5
// with squares filled at random.
RC_GTEST_PROP(NimSearch, CramFileSearchAgreesWithTheFullSolve, ()) {
  static cgcheck::lua::GameFile game(std::string(CGCHECK_SOURCE_DIR) + "/examples/games/cram.lua");
  const auto rows = *rc::gen::inRange<std::int64_t>(1, 5);
  const auto cols = *rc::gen::inRange<std::int64_t>(1, 6);
  const auto mask = *rc::gen::inRange<std::int64_t>(0, std::int64_t{1} << (rows * cols));
  const cgcheck::lua::Position board{rows, cols, mask};
  const cgcheck::lua::Position p = game.normalize(board);
  cgcheck::lua::GameSolver full(game), searched(game);
  RC_ASSERT(searched.grundy_by_search(p) == full.grundy(p));
}

TEST(NimSearch, SolveTakesTheMethodAndRefusesItWhereThereIsNoChoice) {
  const std::string cram = std::string(CGCHECK_SOURCE_DIR) + "/examples/games/cram.lua";
  for (const char* method : {"full", "search", "auto"}) {
    const auto r = cgcheck_test::run("solve " + cram + " '....|....|....|....' --nim-method " + method);
    EXPECT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(r.out, "....|....|....|....\t0\tP\n") << method;
  }
  const auto builtin = cgcheck_test::run("solve nim 3,4 --nim-method search");
  EXPECT_EQ(builtin.code, 2);
  EXPECT_NE(builtin.err.find("a built-in game with a solver of its own"), std::string::npos) << builtin.err;
  const auto bad = cgcheck_test::run("solve " + cram + " '..' --nim-method fast");
  EXPECT_EQ(bad.code, 2);
}

}  // namespace
