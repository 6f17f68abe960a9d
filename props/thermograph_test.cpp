// Thermographs (cgt/thermograph.hpp): known values from the literature, and properties that a second
// computation or a theorem fixes: the walls at t = 0 are the stops (Arena::left_stop, right_stop,
// computed from the options directly), the mean is additive (mean(G + H) = mean(G) + mean(H)) and
// odd (mean(-G) = -mean(G)), a number shifts the mean and keeps the temperature.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "cgt/generators.hpp"
#include "cgt/parse_value.hpp"
#include "cgt/operations.hpp"
#include "cgt/thermograph.hpp"
#include "core/error.hpp"

namespace cgcheck::cgt {
namespace {

struct Known {
  const char* value;
  const char* temperature;
  const char* mean;
};

// Temperatures and means as Winning Ways (ch. 6) and CGSuite give them: an integer has temperature
// -1, m/2^k has -1/2^k, ±x has x, an infinitesimal 0.
TEST(Thermograph, KnownTemperaturesAndMeans) {
  const Known known[] = {
      {"0", "-1", "0"},       {"3", "-1", "3"},         {"1/2", "-1/2", "1/2"}, {"-3/4", "-1/4", "-3/4"},
      {"*", "0", "0"},        {"^", "0", "0"},          {"{1|-1}", "1", "0"},   {"{3|1}", "1", "2"},
      {"{3||2*|1*}", "3/4", "9/4"}, {"{2|{1|0}}", "3/4", "5/4"}, {"{0||0|-2}", "0", "0"},
  };
  for (const auto& k : known) {
    Arena a;
    Thermographer th(a);
    const Thermograph& t = th.of(parse_value(a, k.value));
    EXPECT_EQ(t.temperature.str(), k.temperature) << k.value;
    EXPECT_EQ(t.mean.str(), k.mean) << k.value;
  }
}

TEST(Thermograph, WallsOfPlusMinusOne) {
  Arena a;
  Thermographer th(a);
  const Thermograph& t = th.of(parse_value(a, "{1|-1}"));
  EXPECT_EQ(t.left.at(Dyadic::integer(0)), Dyadic::integer(1));
  EXPECT_EQ(t.right.at(Dyadic::integer(0)), Dyadic::integer(-1));
  EXPECT_EQ(t.left.at(Dyadic::make(1, 1)), Dyadic::make(1, 1));
  EXPECT_EQ(t.left.at(Dyadic::integer(5)), Dyadic::integer(0));
}

RC_GTEST_PROP(Thermograph, WallsAtZeroAreTheStops, ()) {
  Arena a;
  Thermographer th(a);
  const GameId g = a.canon(build(a, *gen_game(3)));
  const Thermograph& t = th.of(g);
  RC_ASSERT(t.left.at(Dyadic{}) == a.left_stop(g));
  RC_ASSERT(t.right.at(Dyadic{}) == a.right_stop(g));
  RC_ASSERT(t.temperature >= Dyadic::integer(-1));
  RC_ASSERT(t.left.at(t.temperature) == t.mean);
  RC_ASSERT(t.right.at(t.temperature) == t.mean);
}

RC_GTEST_PROP(Thermograph, MeanIsAdditiveAndOdd, ()) {
  Arena a;
  Thermographer th(a);
  const GameId g = build(a, *gen_game(3)), h = build(a, *gen_game(2));
  const Dyadic mg = th.of(g).mean, mh = th.of(h).mean;
  RC_ASSERT(th.of(a.add(g, h)).mean == mg + mh);
  RC_ASSERT(th.of(a.neg(g)).mean == -mg);
}

RC_GTEST_PROP(Thermograph, ANumberShiftsTheMeanAndKeepsTheTemperature, ()) {
  Arena a;
  Thermographer th(a);
  GameId g = a.canon(build(a, *gen_game(3)));
  if (a.number_value(g)) g = a.add(g, a.star());  // a number plus * is not a number
  const GameId x = a.number(Dyadic::make(*rc::gen::inRange(-8, 9), *rc::gen::inRange(0, 3)));
  const Thermograph& tg = th.of(g);
  const Thermograph& tx = th.of(a.add(g, x));
  RC_ASSERT(tx.temperature == tg.temperature);
  RC_ASSERT(tx.mean == tg.mean + *a.number_value(x));
}

// Every value of CGSuite's CanonicalShortGameTestCase.scala (A. N. Siegel, CGSuite,
// lib/core/src/test/scala/org/cgsuite/lang/) with its `thermograph` and `freeze` as CGSuite prints
// them (the one whose thermograph CGSuite refuses to type, -1823437481924, is the next test): the thermograph's text
// exactly, the text read back to the same walls, and the freeze as a game (two of CGSuite's freezes
// list the same options in another order than cgcheck's printer).
struct CgsuiteThermograph {
  const char* value;
  const char* thermograph;
  const char* freeze;
};
constexpr CgsuiteThermograph kCgsuiteThermographs[] = {
    {"0", "Thermograph(0,[],[0],0,[],[0])", "0"},
    {"5", "Thermograph(5,[],[0],5,[],[0])", "5"},
    {"25/16", "Thermograph(25/16,[-1/16,-1/2],[0,-1,0],25/16,[-1/16,-1/8,-1/2],[0,1,0,1])", "25/16"},
    {"*8", "Thermograph(0,[0],[0,-1],0,[0],[0,1])", "*8"},
    {"9/8+*", "Thermograph(9/8,[0,-1/8,-1/4],[0,-1,0,-1],9/8,[0,-1/8],[0,1,0])", "9/8*"},
    {"^", "Thermograph(0,[0],[0,-1],0,[],[0])", "^"},
    {"v*", "Thermograph(0,[0],[0,-1],0,[0],[0,1])", "v*"},
    {"6+^*", "Thermograph(6,[0],[0,-1],6,[0],[0,1])", "6^*"},
    {"^*6", "Thermograph(0,[0],[0,-1],0,[],[0])", "^*6"},
    {"73/16+v9*8", "Thermograph(73/16,[-1/16,-1/2],[0,-1,0],73/16,[0,-1/16,-1/2],[0,1,0,1])", "73/16v9*8"},
    {"{0|*||*|||*||||*}", "Thermograph(0,[0],[0,-1],0,[],[0])", "^[4]"},
    {"{0||0|v*}", "Thermograph(0,[0],[0,-1],0,[],[0])", "{0|^<2>}"},
    {"{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}", "Thermograph(0,[0],[0,-1],0,[],[0])", "{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}"},
    {"{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}", "Thermograph(0,[0],[0,-1],0,[0],[0,1])", "{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}"},
    {"{0||0|vvv}", "Thermograph(0,[0],[0,-1],0,[],[0])", "{0||0|v3}"},
    {"{^^^|vv}", "Thermograph(0,[0],[0,-1],0,[0],[0,1])", "{^3|vv}"},
    {"{0||0|-3/2}", "Thermograph(0,[0],[0,-1],0,[],[0])", "Tiny(3/2)"},
    {"{0|||0||-1|-3}", "Thermograph(0,[0],[0,-1],0,[],[0])", "Tiny({3|1})"},
    {"{5||3|1|||0||||0}", "Thermograph(0,[],[0],0,[0],[0,1])", "Miny({5||3|1})"},
    {"{1|^^||^}", "Thermograph(0,[0],[0,-1],0,[],[0])", "{1|^^||^}"},
    {"{1|^^^||^}", "Thermograph(0,[0],[0,-1],0,[],[0])", "{1|^3||^}"},
    {"{3||2+*|1+*}", "Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2,0],[0,1,0,1])", "9/4*"},
    {"{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}", "Thermograph(-5/16,[21/16,1/2,-1/2],[0,-1,0,-1],-5/16,[21/16,7/8,1/4,0],[0,1,0,1,0])", "-5/16*"},
};

TEST(Thermograph, CgsuitesTextOfEveryCanonicalShortGameTestValue) {
  for (const auto& k : kCgsuiteThermographs) {
    Arena a;
    Thermographer th(a);
    Operations ops(a, th);
    const GameId g = parse_value(a, k.value);
    const Thermograph& t = th.of(g);
    EXPECT_EQ(cgsuite_text(t), k.thermograph) << k.value;
    const Thermograph back = read_cgsuite_thermograph(k.thermograph);
    EXPECT_EQ(back.left, t.left) << k.value;
    EXPECT_EQ(back.right, t.right) << k.value;
    EXPECT_TRUE(a.eq(ops.freeze(g), parse_value(a, k.freeze))) << k.value << ": freeze " << to_string(a, ops.freeze(g));
  }
}

// CGSuite's test value -1823437481924 has freeze -1823437481924 there; its thermograph CGSuite
// refuses ("Integer out of bounds in game specifier"). Here it is the mast of an integer, as 5's is
// in CGSuite's list above, and the sum with ^ cools to the number's mast at temperature 0.
TEST(Thermograph, CgsuitesLargeIntegerIsAMast) {
  Arena a;
  Thermographer th(a);
  Operations ops(a, th);
  const GameId x = parse_value(a, "-1823437481924");
  EXPECT_EQ(cgsuite_text(th.of(x)), "Thermograph(-1823437481924,[],[0],-1823437481924,[],[0])");
  EXPECT_EQ(ops.freeze(x), x);
  const GameId xu = parse_value(a, "-1823437481924+^");
  EXPECT_EQ(th.of(xu).mean, Dyadic::integer(-1'823'437'481'924));
  EXPECT_EQ(th.of(xu).temperature, Dyadic{});
  EXPECT_LT(a.size(), 200u);
}

TEST(Thermograph, TextThatIsNoThermographIsRefused) {
  for (const char* bad : {"Thermograph(0,[],[0])", "Thermograph(0,[1,2],[0,-1,0],0,[],[0])", "Thermograph(0,[],[0],0,[],[0]",
                          "0,[],[0],0,[],[0]", "Thermograph(1/3,[],[0],0,[],[0])", "Thermograph(0,[-1],[0,1],0,[],[0])",
                          "Thermograph(0,[0],[0],0,[],[0])"})
    EXPECT_THROW(read_cgsuite_thermograph(bad), InputError) << bad;
}

}  // namespace
}  // namespace cgcheck::cgt
