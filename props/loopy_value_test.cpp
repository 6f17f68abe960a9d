// Loopy values against CGSuite's own test values (CGSuite 2.x, lib/core/src/test/scala/org/cgsuite/
// lang/CanonicalStopperTestCase.scala and EvalTest.scala, "loopy" cases), and the engine's
// comparison against an independent survival search.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <string>
#include <vector>

#include "cgt/loopy/value.hpp"
#include "cgt/loopy/work.hpp"
#include "core/error.hpp"

namespace cgcheck::cgt::loopy {
namespace {

std::string printed(std::string_view text) {
  Arena a;
  return to_string(a, parse(a, text));
}

std::string shown(std::string_view text, std::string_view name) {
  Arena a;
  return column(a, parse(a, text), name);
}

struct StopperCase {
  const char *x, *out, *degree, *left_stop, *right_stop, *outcome;
};

// CanonicalStopperTestCase: the value, its printed form, degree, stops and outcome class.
const std::vector<StopperCase> kStoppers = {
    {"on", "on", "on", "on", "on", "L"},
    {"off", "off", "on", "off", "off", "R"},
    {"over", "over", "over", "over", "over", "L"},
    {"{pass|3/2}", "3/2under", "over", "3/2under", "3/2under", "L"},
    {"{-1/4+*|pass}", "-1/4v[on]", "^<on>", "-1/4", "-1/4", "R"},
    {"{0|||0||0|off}", "{0|Tiny(on)}", "{0||||0|||Miny(on)|0||off}", "0", "0", "L"},
    {"{on|0||0}", "Miny(on)", "Tiny(on)", "0", "0", "R"},
    {"{0||0|under}", "Tiny(over)", "Tiny(over)", "0", "0", "L"},
    {"+-{0|pass}", "+-over", "over", "over", "under", "N"},
    {"+-{5|pass}", "+-(5over)", "over", "5over", "-5under", "N"},
    {"a{0||||0|||a|*||*}", "a{0||||0|||a|*||*}", "{0|a{0|0,{0|||a|0||0}}}", "0", "0", "L"},
    {"a{0|{0||||0,*2|||a|0||0}||0}", "a{0|{0||||0,*2|||a|0||0}||0}", "a{0||0|{0|a||0,*2|||0||||0}}", "0", "0", "N"},
};

TEST(LoopyValue, CGSuiteCanonicalStopperCases) {
  for (const auto& c : kStoppers) {
    SCOPED_TRACE(c.x);
    EXPECT_EQ(printed(c.x), c.out);
    EXPECT_EQ(shown(c.x, "left_stop"), c.left_stop);
    EXPECT_EQ(shown(c.x, "right_stop"), c.right_stop);
    EXPECT_EQ(shown(c.x, "outcome"), c.outcome);
    EXPECT_EQ(shown(c.x, "degree"), c.degree);
    // What is printed reads back as the same value.
    Arena a;
    EXPECT_TRUE(eq(parse(a, c.x), parse(a, c.out)));
  }
}

// EvalTest.scala's loopy cases.
TEST(LoopyValue, CGSuiteEvalCases) {
  const std::vector<std::pair<const char*, const char*>> cases = {
      {"{pass|pass}", "dud"},
      {"over", "over"},
      {"{pass|*}", "^[on]"},
      {"{pass,0|0}", "^[on]*"},
      {"{*|pass}", "v[on]"},
      {"{0|0,pass}", "v[on]*"},
      {"{0||0|0,pass}", "^<on>"},
      {"{0,*||*|pass}", "^<on>*"},
      {"{0,pass|0||0}", "v<on>"},
      {"{pass|*||0,*}", "v<on>*"},
      {"over+5", "5over"},
      {"5+{pass|*}", "5^[on]"},
      {"5+{0||0|0,pass}", "5^<on>"},
      {"over+^", "over"},
      {"5+over", "5over"},
      {"over-5", "-5over"},
      {"over & v", "over & v"},
      {"x{0|x}", "over"},
      {"+-{0|{0||0|0,pass}}", "+-{0|^<on>}"},
      {"+-({0||0|0,pass}+*)", "0"},
      {"upon", "^[on]"},
  };
  for (const auto& [in, out] : cases) {
    SCOPED_TRACE(in);
    EXPECT_EQ(printed(in), out);
  }
}

TEST(LoopyValue, RefusesSumsTooLargeToCompare) {
  Arena a;
  const LoopyValue big = of_short(a, a.nimber(32));  // 33 vertices: the sum's graph would have 1089
  EXPECT_THROW(sum(big, big), InputError);
  EXPECT_NO_THROW(sum(big, of_short(a, a.nimber(30))));
}

// A short value taken into a loopy one is a graph of its positions: the integer 4095 is a chain of
// 4,096 (the fuzzer's stack overflow was this chain built recursively). Refused past the cap, built
// without recursion below it.
TEST(LoopyValue, RefusesShortValuesTooLargeToCompare) {
  Arena a;
  EXPECT_THROW(of_short(a, a.integer(4095)), InputError);
  const LoopyValue chain = of_short(a, a.integer(kMaxTypedVertices - 1));
  EXPECT_EQ(chain.onside.size(), kMaxTypedVertices);
  EXPECT_EQ(as_short(a, chain), a.integer(kMaxTypedVertices - 1));
}

// The loopy engine's marking charges this thread's work limit: a formula's value functions share
// one budget, so a few short texts cannot ask for minutes.
TEST(LoopyValue, WorkLimitStopsTheMarking) {
  Arena a;
  const std::string out_of_work = "out of work";
  {
    const WorkLimit tight(2, out_of_work);
    EXPECT_THROW(parse(a, "1000over"), InputError);
  }
  const WorkLimit ample(1000, out_of_work);
  EXPECT_EQ(to_string(a, parse(a, "1000over")), "1000over");
  EXPECT_GT(ample.spent(), 2u);
}

TEST(LoopyValue, RefusesWhatIsNoValue) {
  for (const char* bad : {"{a|0}", "a{0|a}+b", "v & over", "{pass}", "{0|1|2}", "on &", "pass"}) {
    SCOPED_TRACE(bad);
    EXPECT_THROW(printed(bad), InputError);
  }
}

// Who wins moving first, in plain play where infinite play is a draw: 'W', 'L' or 'D' for the
// player to move, by textbook retrograde analysis over (vertex, mover) — a computation of its own.
char first_player(const Graph& g, int start, bool left_first) {
  const int n = g.size();
  std::vector<char> res(2 * n, 'D');  // state 2v: Left to move
  std::vector<int> left_open(2 * n, 0);
  for (int v = 0; v < n; ++v) {
    left_open[2 * v] = static_cast<int>(g.left[v].size());
    left_open[2 * v + 1] = static_cast<int>(g.right[v].size());
  }
  bool changed = true;
  while (changed) {
    changed = false;
    for (int s = 0; s < 2 * n; ++s) {
      if (res[s] != 'D') continue;
      const auto& out = s % 2 == 0 ? g.left[s / 2] : g.right[s / 2];
      bool all_win = true, win = false;
      for (int t : out) {
        const char r = res[2 * t + (s % 2 == 0 ? 1 : 0)];
        if (r == 'L') win = true;
        if (r != 'W') all_win = false;
      }
      if (win || all_win) {
        res[s] = win ? 'W' : 'L';
        changed = true;
      }
    }
  }
  return res[2 * start + (left_first ? 0 : 1)];
}

// What the value says of the first players: Left moving second survives iff onside >= 0 and wins
// iff offside >= 0; Right likewise with onside <= 0 (wins) and offside <= 0 (survives).
char first_player_from_value(const LoopyValue& v, bool left_first) {
  Arena a;
  const LoopyValue zero = of_short(a, a.zero());
  const LoopyValue on = side_of(v, Side::onside), off = side_of(v, Side::offside);
  if (left_first) {  // Right moves second
    if (le(on, zero)) return 'L';
    if (le(off, zero)) return 'D';
    return 'W';
  }
  if (le(zero, off)) return 'L';
  if (le(zero, on)) return 'D';
  return 'W';
}

// Random game graphs of up to 6 vertices, passes and cycles allowed.
rc::Gen<Graph> gen_graph() {
  return rc::gen::exec([] {
    const int n = *rc::gen::inRange(1, 7);
    Graph g(static_cast<std::size_t>(n));
    for (int v = 0; v < n; ++v) {
      g.left[v] = *rc::gen::container<std::vector<int>>(*rc::gen::inRange(0, 3), rc::gen::inRange(0, n));
      g.right[v] = *rc::gen::container<std::vector<int>>(*rc::gen::inRange(0, 3), rc::gen::inRange(0, n));
    }
    return g;
  });
}

RC_GTEST_PROP(LoopyValue, ValueAgreesWithRetrogradeFirstPlayers, ()) {
  const Graph g = *gen_graph();
  LoopyValue v;
  try {
    v = value_of(g, 0);
  } catch (const InputError&) {
    RC_DISCARD("not stopper-sided");
  }
  RC_CLASSIFY(!v.stopper, "sided");
  RC_CLASSIFY(v.stopper && !is_cycle_free(g, 0), "loopy stopper");
  RC_ASSERT(first_player_from_value(v, true) == first_player(g, 0, true));
  RC_ASSERT(first_player_from_value(v, false) == first_player(g, 0, false));
}

// Valued component by component (sinks first, the values below attached by their sides) or as one
// graph: the same values.
RC_GTEST_PROP(LoopyValue, ComponentsGiveTheWholeGraphsValues, ()) {
  const Graph g = *gen_graph();
  std::vector<std::optional<LoopyValue>> parts(static_cast<std::size_t>(g.size()));
  try {
    values_by_components(g, parts, 0);
  } catch (const InputError&) {
    RC_DISCARD("not stopper-sided");
  }
  for (int v = 0; v < g.size(); ++v) RC_ASSERT(eq(*parts[v], value_of(g, v)));
}

RC_GTEST_PROP(LoopyValue, StopperSumsCommuteAndNegativesCancel, ()) {
  const Graph g = *gen_graph(), h = *gen_graph();
  if (!is_alternating_cycle_free(g, 0) || !is_alternating_cycle_free(h, 0)) RC_DISCARD("not stoppers");
  const LoopyValue x = value_of(g, 0), y = value_of(h, 0);
  RC_ASSERT(eq(sum(x, y), sum(y, x)));
  Arena a;
  // G - G is 0 only for games that end; for a stopper its onside is >= 0 (the degree is >= 0).
  RC_ASSERT(le(of_short(a, a.zero()), side_of(sum(x, negative(x)), Side::onside)));
  // What is printed reads back equal.
  RC_ASSERT(eq(parse(a, to_string(a, x)), x));
}

}  // namespace
}  // namespace cgcheck::cgt::loopy
