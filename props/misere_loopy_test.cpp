// Misère play and loopy games on move graphs (core/misere.hpp, core/loopy.hpp), each checked
// against a second computation: the genus against the misère values of G + n·*2 solved as whole
// positions; the generalized Sprague–Grundy values against the outcomes of u + *m; partizan misère
// outcomes against normal-play retrograde analysis of the graph with a winning move added for the
// player who has none; loopy outcomes against the local rules of win, loss and draw.
#include <algorithm>
#include <vector>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "core/error.hpp"
#include "core/loopy.hpp"
#include "core/mex.hpp"
#include "core/misere.hpp"
#include "core/play_graph.hpp"

namespace cgcheck {
namespace {

using Id = PlayGraph::Id;
using Adjacency = std::vector<std::vector<Id>>;

PlayGraph graph_of(const Adjacency& left, const Adjacency& right = {}) {
  PlayGraph g;
  for (Id v = 0; v < left.size(); ++v) g.set_moves(v, left[v], right.empty() ? std::vector<Id>{} : right[v]);
  return g;
}

std::vector<Id> all_ids(std::size_t n) {
  std::vector<Id> ids(n);
  for (Id v = 0; v < n; ++v) ids[v] = v;
  return ids;
}

// A random graph on n positions: acyclic (every move to a smaller id) or with cycles allowed.
Adjacency random_moves(std::size_t n, bool acyclic) {
  Adjacency adj(n);
  for (Id v = 0; v < n; ++v) {
    const std::size_t targets = acyclic ? v : n;
    if (targets == 0) continue;
    const auto k = *rc::gen::inRange<std::size_t>(0, std::min<std::size_t>(targets, 4) + 1);
    for (std::size_t i = 0; i < k; ++i) adj[v].push_back(*rc::gen::inRange<Id>(0, static_cast<Id>(targets)));
  }
  return adj;
}

[[noreturn]] void no_cycle(Id) { throw std::logic_error("cycle"); }

// Nim heaps 0..top: heap h moves to every smaller heap.
Adjacency nim_heaps(Id top) {
  Adjacency adj(top + 1);
  for (Id h = 0; h <= top; ++h)
    for (Id s = 0; s < h; ++s) adj[h].push_back(s);
  return adj;
}

TEST(Genus, NimHeapsAsWinningWaysWritesThem) {
  const PlayGraph g = graph_of(nim_heaps(4));
  MisereMemo memo;
  EXPECT_EQ(memo.genus(g, 0, no_cycle).text(), "0^120");
  EXPECT_EQ(memo.genus(g, 1, no_cycle).text(), "1^031");
  EXPECT_EQ(memo.genus(g, 2, no_cycle).text(), "2^20");
  EXPECT_EQ(memo.genus(g, 3, no_cycle).text(), "3^31");
  EXPECT_EQ(memo.genus(g, 4, no_cycle).text(), "4^46");
}

TEST(Genus, TwoDigitTermsAreParenthesized) {
  Genus g{12, {12, 14, 12}};
  EXPECT_EQ(g.text(), "12^(12,14,12)");
  EXPECT_EQ(g.digit(5), 14u);
}

TEST(Genus, ACycleIsNamed) {
  const PlayGraph g = graph_of({{1}, {0}});
  MisereMemo memo;
  EXPECT_THROW(memo.genus(g, 0, no_cycle), std::logic_error);
}

RC_GTEST_PROP(Genus, TermsAreTheMisereValuesOfSumsWithHeapsOfTwo, ()) {
  const auto n = *rc::gen::inRange<std::size_t>(1, 10);
  const Adjacency adj = random_moves(n, true);
  const PlayGraph g = graph_of(adj);
  MisereMemo memo;
  std::vector<Grundy> normal(n);
  for (Id v = 0; v < n; ++v) {
    std::vector<Grundy> opts;
    for (Id w : adj[v]) opts.push_back(normal[w]);
    normal[v] = mex(opts);
    const Genus& genus = memo.genus(g, v, no_cycle);
    RC_ASSERT(genus.base == normal[v]);
    for (unsigned twos = 0; twos < 7; ++twos) RC_ASSERT(genus.digit(twos) == misere_sum_grundy(g, v, twos));
  }
}

// Misère play of a partizan game is normal play of the game in which a player without a move gets
// one, to a position where nobody can move.
RC_GTEST_PROP(MisereOutcome, IsNormalPlayWithAWinningMoveForWhoHasNone, ()) {
  const auto n = *rc::gen::inRange<std::size_t>(1, 10);
  const Adjacency left = random_moves(n, true), right = random_moves(n, true);
  const PlayGraph g = graph_of(left, right);
  const Id dead = static_cast<Id>(n);
  Adjacency l2 = left, r2 = right;
  for (Id v = 0; v < n; ++v) {
    if (l2[v].empty()) l2[v].push_back(dead);
    if (r2[v].empty()) r2[v].push_back(dead);
  }
  l2.emplace_back();
  r2.emplace_back();
  const PlayGraph normal = graph_of(l2, r2);
  const auto outcomes = loopy_outcomes(normal, all_ids(n + 1));
  MisereMemo memo;
  for (Id v = 0; v < n; ++v) {
    const bool lwins = outcomes[v].left_first == Result::win, rwins = outcomes[v].right_first == Result::win;
    RC_ASSERT(outcomes[v].left_first != Result::draw);
    const Outcome expected = lwins && rwins ? Outcome::N : lwins ? Outcome::L : rwins ? Outcome::R : Outcome::P;
    RC_ASSERT(memo.outcome(g, v, no_cycle) == expected);
  }
}

TEST(GeneralizedGrundy, ATwoCycleWithAnExit) {
  // 0 has no move; 3 moves to 0; 1 and 2 move to each other, and 2 also to 3. From 2, the move to 3
  // loses (the reply takes the token to 0), so both 1 and 2 keep the play going forever.
  const PlayGraph g = graph_of({{}, {2}, {1, 3}, {0}});
  const auto v = generalized_grundy(g, all_ids(4));
  EXPECT_EQ(v[0].text(), "0");
  EXPECT_EQ(v[1].text(), "inf()");
  EXPECT_EQ(v[2].text(), "inf(1)");
  EXPECT_EQ(v[3].text(), "1");
  EXPECT_EQ(v[1].outcome(), "D");
  EXPECT_EQ(v[2].outcome(), "D");
  const PlayGraph loop = graph_of({{0}});
  EXPECT_EQ(generalized_grundy(loop, all_ids(1))[0].text(), "inf()");
}

RC_GTEST_PROP(GeneralizedGrundy, AgreesWithTheOutcomesOfSumsWithNimHeaps, ()) {
  const auto n = *rc::gen::inRange<std::size_t>(1, 12);
  const PlayGraph g = graph_of(random_moves(n, false));
  const auto ids = all_ids(n);
  const auto direct = generalized_grundy(g, ids), by_sums = generalized_grundy_by_sums(g, ids);
  const auto results = loopy_results(g, ids);
  for (std::size_t v = 0; v < n; ++v) {
    RC_ASSERT(direct[v] == by_sums[v]);
    const std::string_view want = results[v] == Result::loss ? "P" : results[v] == Result::win ? "N" : "D";
    RC_ASSERT(direct[v].outcome() == want);
  }
}

RC_GTEST_PROP(GeneralizedGrundy, IsTheGrundyValueOnGamesThatEnd, ()) {
  const auto n = *rc::gen::inRange<std::size_t>(1, 12);
  const Adjacency adj = random_moves(n, true);
  const auto v = generalized_grundy(graph_of(adj), all_ids(n));
  std::vector<Grundy> normal(n);
  for (Id u = 0; u < n; ++u) {
    std::vector<Grundy> opts;
    for (Id w : adj[u]) opts.push_back(normal[w]);
    normal[u] = mex(opts);
    RC_ASSERT(v[u].finite);
    RC_ASSERT(v[u].value == normal[u]);
  }
}

RC_GTEST_PROP(LoopyOutcomes, FollowTheRulesOfWinLossAndDraw, ()) {
  const auto n = *rc::gen::inRange<std::size_t>(1, 12);
  const Adjacency left = random_moves(n, false), right = random_moves(n, false);
  const auto r = loopy_outcomes(graph_of(left, right), all_ids(n));
  // The mover wins iff some move reaches a loss of the other player (moving first there), loses iff
  // every move reaches a win of the other; otherwise (a draw) some move avoids losing forever.
  for (Id v = 0; v < n; ++v) {
    for (int side = 0; side < 2; ++side) {
      const auto& moves = side == 0 ? left[v] : right[v];
      const Result mine = side == 0 ? r[v].left_first : r[v].right_first;
      auto theirs = [&](Id w) { return side == 0 ? r[w].right_first : r[w].left_first; };
      const bool to_loss = std::any_of(moves.begin(), moves.end(), [&](Id w) { return theirs(w) == Result::loss; });
      const bool all_win = std::all_of(moves.begin(), moves.end(), [&](Id w) { return theirs(w) == Result::win; });
      if (to_loss) RC_ASSERT(mine == Result::win);
      else if (all_win) RC_ASSERT(mine == Result::loss);
      else RC_ASSERT(mine == Result::draw);
    }
  }
}

TEST(Loopy, GeneralizedGrundyValuesReadAsValues) {
  // grundy_is claims compared the text: inf(3,2,1) was refuted against inf(1,2,3), and "banana"
  // was refuted instead of refused.
  const LoopyGrundy v = LoopyGrundy::parse("inf(3, 2,1,2)");
  EXPECT_FALSE(v.finite);
  EXPECT_EQ(v.K, (std::vector<Grundy>{1, 2, 3}));
  EXPECT_EQ(v, LoopyGrundy::parse("inf(1,2,3)"));
  EXPECT_EQ(v.text(), "inf(1,2,3)");
  EXPECT_EQ(LoopyGrundy::parse(" 7 ").value, 7u);
  EXPECT_EQ(LoopyGrundy::parse("inf()").K, std::vector<Grundy>{});
  for (const char* bad : {"banana", "", "inf(", "inf(1,,2)", "inf(-1)", "3x", "inf(1)x", "-2"})
    EXPECT_THROW(LoopyGrundy::parse(bad), InputError) << bad;
  // What text() writes, parse() reads back.
  for (const LoopyGrundy& w : {LoopyGrundy{true, 5, {}}, LoopyGrundy{false, 0, {0, 4}}, LoopyGrundy{false, 0, {}}})
    EXPECT_EQ(LoopyGrundy::parse(w.text()), w);
}

}  // namespace
}  // namespace cgcheck
