// The operations of the theory (cgt/operations.hpp) against CGSuite's own test values (A. N. Siegel,
// CGSuite, github.com/aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/GameTest.scala,
// "implement >=2-ary methods correctly", and CanonicalShortGameTestCase.scala's `freeze`), then
// against the theory's laws on random games: cooling is a homomorphism and shifts the temperature,
// the Norton product by 1 is the identity and by ^ is additive, the ordinal sum's identities, the
// conjunctive and selective sums' symmetries.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <string>
#include <vector>

#include "cgt/analysis.hpp"
#include "cgt/game.hpp"
#include "cgt/generators.hpp"
#include "cgt/operations.hpp"
#include "cgt/parse_value.hpp"
#include "cgt/thermograph.hpp"
#include "core/error.hpp"

namespace {

using namespace cgcheck::cgt;

struct Tools {
  Arena a;
  Thermographer th{a};
  Operations ops{a, th};
  GameId v(const std::string& text) { return a.canon(parse_value(a, text)); }
  std::string s(GameId g) { return to_string(a, g); }
  Dyadic d(const std::string& text) { return *a.number_value(v(text)); }
};

TEST(Operations, CoolingIsCGSuites) {
  Tools t;
  const GameId g = t.v("{3||2+*|1+*}");
  EXPECT_EQ(t.s(t.ops.cool(g, t.d("0"))), "{3||2*|1*}");
  EXPECT_EQ(t.s(t.ops.cool(g, t.d("1/4"))), "{11/4||2|3/2}");
  EXPECT_EQ(t.s(t.ops.cool(g, t.d("1/2"))), "{5/2|2*}");
  EXPECT_EQ(t.s(t.ops.cool(g, t.d("5/8"))), "{19/8|17/8}");
  EXPECT_EQ(t.s(t.ops.cool(g, t.d("3/4"))), "9/4*");
  EXPECT_EQ(t.s(t.ops.cool(g, t.d("70"))), "9/4");
  EXPECT_EQ(t.s(t.ops.cool(g, t.d("-1/2"))), "{7/2|||5/2|3/2||+-1/2}");
  EXPECT_THROW(t.ops.cool(g, t.d("-1")), cgcheck::InputError);
  EXPECT_EQ(t.s(t.ops.cool(t.v("1/4"), t.d("-1/8"))), "1/4");
  EXPECT_EQ(t.s(t.ops.cool(t.v("1/4"), t.d("-1/4"))), "1/4*");
  EXPECT_EQ(t.s(t.ops.cool(t.v("1/4"), t.d("-3/8"))), "{3/8|1/8}");
}

TEST(Operations, HeatingIsCGSuites) {
  Tools t;
  const GameId g = t.v("{3||2+*|1+*}");
  EXPECT_EQ(t.s(t.ops.heat(g, t.v("0"))), "{3||2*|1*}");
  EXPECT_EQ(t.s(t.ops.heat(g, t.v("1/2"))), "{7/2|||5/2|3/2||+-1/2}");
  EXPECT_EQ(t.s(t.ops.heat(g, t.v("1"))), "{4|||3|1||0|-2}");
  EXPECT_EQ(t.s(t.ops.heat(g, t.v("-3/4"))), "9/4*");
  EXPECT_EQ(t.s(t.ops.heat(g, t.v("-1"))), "9/4");
  EXPECT_EQ(t.s(t.ops.heat(g, t.v("-2"))), "3/2");
  EXPECT_EQ(t.s(t.ops.heat(g, t.v("-3"))), "1");
  EXPECT_EQ(t.s(t.ops.heat(g, t.v("-4"))), "0");
  EXPECT_EQ(t.s(t.ops.heat(g, t.v("*"))), "{3*||2|1}");
}

TEST(Operations, NortonProductsAndOverheatingAreCGSuites) {
  Tools t;
  EXPECT_EQ(t.s(t.ops.norton(t.v("0"), t.v("^"))), "0");
  EXPECT_EQ(t.s(t.ops.norton(t.v("6"), t.v("^"))), "^6");
  EXPECT_EQ(t.s(t.ops.norton(t.v("-4"), t.v("^"))), "v4");
  EXPECT_EQ(t.s(t.ops.norton(t.v("1/2"), t.v("^"))), "{^^*|v*}");
  EXPECT_EQ(t.s(t.ops.norton(t.v("^"), t.v("^"))), "{^^*||0|v4}");
  EXPECT_EQ(t.s(t.ops.norton(t.v("Tiny(2)"), t.v("^"))), "{^^*||0|v6}");
  EXPECT_EQ(t.s(t.ops.overheat(t.v("{3||2+*|1+*}"), t.v("*"), t.v("1+*"))), "{1||+-(1*)|-1,{-1|-3}}");
  EXPECT_EQ(t.s(t.ops.overheat(t.v("7/16"), t.v("0"), t.v("0"))), "^[3]");
}

// CanonicalShortGameTestCase.scala's freeze of the values it lists that cgcheck types the same way.
TEST(Operations, FreezingIsCGSuites) {
  Tools t;
  EXPECT_EQ(t.s(t.ops.freeze(t.v("0"))), "0");
  EXPECT_EQ(t.s(t.ops.freeze(t.v("5"))), "5");
  EXPECT_EQ(t.s(t.ops.freeze(t.v("{3||2+*|1+*}"))), "9/4*");
  EXPECT_EQ(t.s(t.ops.freeze(t.v("+-1"))), "*");
  EXPECT_EQ(t.s(t.ops.freeze(t.v("^"))), "^");
  // An uptimal is its own freeze (CGSuite's Uptimal.freeze = this), though 25/16 cooled by its
  // temperature -1/16 is 25/16*.
  EXPECT_EQ(t.s(t.ops.freeze(t.v("25/16"))), "25/16");
  EXPECT_EQ(t.s(t.ops.cool(t.v("25/16"), Dyadic::integer(-1).halved(4))), "25/16*");
  EXPECT_EQ(t.s(t.ops.freeze(t.v("73/16+v9*8"))), "73/16v9*8");
}

TEST(Operations, ConfusionIntervalsLieBetweenTheStops) {
  Tools t;
  EXPECT_EQ(t.ops.confusion_interval(t.v("3/4")), "{}");
  EXPECT_EQ(t.ops.confusion_interval(t.v("*")), "[0, 0]");
  EXPECT_EQ(t.ops.confusion_interval(t.v("+-1")), "[-1, 1]");
  EXPECT_EQ(t.ops.confusion_interval(t.v("^")), "{}");
  EXPECT_EQ(t.ops.confusion_interval(t.v("{2|0}")), "[0, 2]");
  EXPECT_EQ(t.ops.confusion_interval(t.v("{1*|0}")), "[0, 1)");
}

TEST(Operations, OrdinalSumsOfNumbersAndNimbers) {
  Tools t;
  EXPECT_EQ(t.s(t.ops.ordinal_sum(t.v("*2"), t.v("*3"))), "*5");
  EXPECT_EQ(t.s(t.ops.ordinal_sum(t.v("1"), t.v("1"))), "2");
  EXPECT_EQ(t.s(t.ops.ordinal_sum(t.v("1"), t.v("-1"))), "1/2");
  EXPECT_EQ(t.s(t.ops.ordinal_sum(t.v("0"), t.v("^"))), "^");
}

// Large integers are one game each (Arena::kEagerInteger); the operations that walk literal forms
// walk their followers one by one. Within Arena::kMaxWalk they agree with the same operation on
// small numbers (a conjunctive sum of two equal integers is that integer: both move together; a
// selective sum of n and 1 is n + 1: Left takes one unit a move); past it they refuse with one line
// (they recursed once a unit and overflowed the stack at 10^6, or spun in the arena's index).
TEST(Operations, SumsThatWalkLargeIntegersAgreeOrRefuse) {
  Tools t;
  for (const std::string n : {"5", "2500"}) {
    EXPECT_EQ(t.s(t.ops.conjunctive_sum(t.v(n), t.v(n))), n);
    EXPECT_EQ(t.s(t.ops.selective_sum(t.v(n), t.v("1"))), std::to_string(std::stoi(n) + 1));
    EXPECT_EQ(t.s(t.ops.ordinal_sum(t.v("1"), t.v(n))), std::to_string(std::stoi(n) + 1));  // 1:n = {0, 1:(n-1) | }
  }
  EXPECT_THROW(t.ops.conjunctive_sum(t.v("1000000"), t.v("1000000")), cgcheck::InputError);
  EXPECT_THROW(t.ops.selective_sum(t.v("1000000"), t.v("1")), cgcheck::InputError);
  EXPECT_THROW(t.ops.ordinal_sum(t.v("1"), t.v("1000000")), cgcheck::InputError);
  try {
    t.ops.selective_sum(t.v("10000"), t.v("10000"));
    ADD_FAILURE() << "accepted";
  } catch (const cgcheck::InputError& e) {
    EXPECT_STREQ(e.what(), "the selective sum walks the game's literal form, which is 20000 moves deep here: beyond the "
                           "limit of 16384 (it recurses once a move)");
  }
}

// The laws, on random games of birthday at most 3 (canonical forms taken).
RC_GTEST_PROP(Operations, CoolingIsAHomomorphismAndShiftsTheTemperature, ()) {
  Tools t;
  const GameId g = t.a.canon(build(t.a, *rc::gen::scale(0.5, gen_game(3))));
  const GameId h = t.a.canon(build(t.a, *rc::gen::scale(0.5, gen_game(3))));
  const Dyadic c = Dyadic::make(*rc::gen::inRange(0, 9), 2);  // 0, 1/4, ..., 2
  RC_ASSERT(t.a.eq(t.ops.cool(t.a.add(g, h), c), t.a.add(t.ops.cool(g, c), t.ops.cool(h, c))));
  const Thermograph& th = t.th.of(g);
  const GameId cooled = t.ops.cool(g, c);
  // The mean stays; below the temperature, the temperature falls by t.
  RC_ASSERT(t.th.of(cooled).mean == th.mean);
  if (c < th.temperature && !t.a.number_value(g)) RC_ASSERT(t.th.of(cooled).temperature == th.temperature - c);
}

RC_GTEST_PROP(Operations, NortonProductLaws, ()) {
  Tools t;
  const GameId g = t.a.canon(build(t.a, *rc::gen::scale(0.5, gen_game(3))));
  const GameId h = t.a.canon(build(t.a, *rc::gen::scale(0.5, gen_game(2))));
  RC_ASSERT(t.a.eq(t.ops.norton(g, t.a.integer(1)), g));
  const GameId up = t.a.up();
  RC_ASSERT(t.a.eq(t.ops.norton(t.a.add(g, h), up), t.a.add(t.ops.norton(g, up), t.ops.norton(h, up))));
}

RC_GTEST_PROP(Operations, SumLaws, ()) {
  Tools t;
  const GameId g = t.a.canon(build(t.a, *rc::gen::scale(0.5, gen_game(3))));
  const GameId h = t.a.canon(build(t.a, *rc::gen::scale(0.5, gen_game(2))));
  const GameId zero = t.a.zero();
  RC_ASSERT(t.ops.ordinal_sum(g, zero) == g);
  RC_ASSERT(t.ops.ordinal_sum(zero, g) == g);
  RC_ASSERT(t.a.eq(t.a.neg(t.ops.ordinal_sum(g, h)), t.ops.ordinal_sum(t.a.neg(g), t.a.neg(h))));
  RC_ASSERT(t.ops.conjunctive_sum(g, h) == t.ops.conjunctive_sum(h, g));
  RC_ASSERT(t.ops.selective_sum(g, h) == t.ops.selective_sum(h, g));
  RC_ASSERT(t.ops.conjunctive_sum(g, zero) == zero);
  RC_ASSERT(t.ops.selective_sum(g, zero) == g);
  RC_ASSERT(t.a.eq(t.a.neg(t.ops.selective_sum(g, h)), t.ops.selective_sum(t.a.neg(g), t.a.neg(h))));
}

}  // namespace
