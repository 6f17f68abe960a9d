// Thermographs (cgt/thermograph.hpp): known values from the literature, and properties that a second
// computation or a theorem fixes: the walls at t = 0 are the stops (Arena::left_stop, right_stop,
// computed from the options directly), the mean is additive (mean(G + H) = mean(G) + mean(H)) and
// odd (mean(-G) = -mean(G)), a number shifts the mean and keeps the temperature.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "cgt/generators.hpp"
#include "cgt/parse_value.hpp"
#include "cgt/thermograph.hpp"

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

}  // namespace
}  // namespace cgcheck::cgt
