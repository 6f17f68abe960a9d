// Atomic weights and reduced canonical forms (cgt/reduction.hpp) against CGSuite's own test values
// (A. N. Siegel, CGSuite, lib/core/src/test/scala/org/cgsuite/lang/CanonicalShortGameTestCase.scala,
// read at v2.2-beta2: "-" where CGSuite reports "That game is not atomic"), and properties the
// theory fixes: the reduced form of G differs from G by an infinitesimal (equal stops of the
// difference, both 0), atomic weight is additive on all-small games, and aw(k·↑) = k.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "cgt/analysis.hpp"
#include "cgt/generators.hpp"
#include "cgt/parse_value.hpp"

namespace cgcheck::cgt {
namespace {

struct Row {
  const char* value;
  const char* atomic_weight;  // "-": not atomic
  const char* reduced;
};

constexpr Row kCgsuite[] = {
    {"0", "0", "0"},
    {"5", "-", "5"},
    {"-1/2", "-", "-1/2"},
    {"25/16", "-", "25/16"},
    {"*8", "0", "0"},
    {"9/8+*", "-", "9/8"},
    {"^", "1", "0"},
    {"v*", "-1", "0"},
    {"6+^*", "-", "6"},
    {"^*6", "1", "0"},
    {"73/16+v9*8", "-", "73/16"},
    {"{0|*||*|||*||||*}", "1", "0"},
    {"{0||0|v*}", "1", "0"},
    {"{0||0|vvv}", "0", "0"},
    {"{^^^|vv}", "{1|0}", "0"},
    {"{0||0|-3/2}", "0", "0"},
    {"{0|||0||-1|-3}", "0", "0"},
    {"{5||3|1|||0||||0}", "0", "0"},
    {"{1|^^||^}", "2", "0"},
    {"{1|^^^||^}", "-", "0"},
    {"{3||2+*|1+*}", "-", "{3||2|1}"},
    {"{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}", "-", "{3/2|1/2||{0|-3},{-1/2|-1||-5/2}}"},
};

TEST(Reduction, CgsuiteValues) {
  for (const auto& row : kCgsuite) {
    Arena a;
    Analysis an(a);
    const GameId g = parse_value(a, row.value);
    EXPECT_EQ(an.column(g, "atomic_weight"), row.atomic_weight) << row.value;
    EXPECT_EQ(an.column(g, "reduced"), row.reduced) << row.value;
  }
}

// Tiny(x) has atomic weight 0 whatever x; a large x is one game whose followers the far star no
// longer walks one unit at a time (Tiny(100000) overflowed the stack there).
TEST(Reduction, TinyOfALargeNumberHasAtomicWeightZero) {
  for (const char* text : {"Tiny(5)", "Tiny(2000)", "Tiny(100000)", "Tiny(1823437481924)"}) {
    Arena a;
    Reducer r(a);
    const auto w = r.atomic_weight(parse_value(a, text));
    ASSERT_TRUE(w) << text;
    EXPECT_EQ(*w, a.zero()) << text;
  }
}

RC_GTEST_PROP(Reduction, ReducedFormIsInfinitesimallyClose, ()) {
  Arena a;
  Reducer r(a);
  const GameId g = a.canon(build(a, *gen_game(3)));
  const GameId rcf = r.reduced_canonical_form(g);
  RC_ASSERT(r.infinitesimal(a.add(g, a.neg(rcf))));
  RC_ASSERT(r.reduced_canonical_form(rcf) == rcf);
}

RC_GTEST_PROP(Reduction, AtomicWeightIsAdditiveOnAllSmallGames, ()) {
  Arena a;
  Reducer r(a);
  const GameId g = a.canon(build(a, *gen_dicotic(3))), h = a.canon(build(a, *gen_dicotic(2)));
  RC_ASSERT(r.all_small(g));
  const auto wg = r.atomic_weight(g), wh = r.atomic_weight(h), ws = r.atomic_weight(a.add(g, h));
  RC_ASSERT(wg && wh && ws);
  RC_ASSERT(a.eq(*ws, a.add(*wg, *wh)));
}

RC_GTEST_PROP(Reduction, UpsWeighTheirCount, ()) {
  Arena a;
  Reducer r(a);
  const auto k = *rc::gen::inRange(-6, 7);
  const auto m = *rc::gen::inRange(0, 4);
  const auto w = r.atomic_weight(a.add(a.multiple(a.up(), k), a.nimber(static_cast<std::uint32_t>(m))));
  RC_ASSERT(w && a.eq(*w, a.integer(k)));
}

}  // namespace
}  // namespace cgcheck::cgt
