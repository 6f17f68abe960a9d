// Reading values back from the notation to_string prints: every printed value reads back as an
// equal game that prints the same, the notation means what CGSuite means by it, and bad text is an
// InputError (never a crash, a hang or another exception).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <string>
#include <vector>

#include "cgt/generators.hpp"
#include "cgt/parse_value.hpp"
#include "core/error.hpp"

namespace cgcheck::cgt {
namespace {

void expect_round_trip(Arena& a, GameId g) {
  const std::string s = to_string(a, g);
  const GameId p = parse_value(a, s);
  EXPECT_TRUE(a.eq(p, g)) << s;
  EXPECT_EQ(to_string(a, p), s);
}

TEST(CgtParse, RoundTripsEveryGameBornByDayTwo) {
  Arena a;
  for (GameId g : all_games(a, 2)) expect_round_trip(a, g);
}

TEST(CgtParse, RoundTripsHandWrittenValues) {
  Arena a;
  const GameId up = a.up(), st = a.star();
  std::vector<GameId> games{a.zero(), a.integer(-3), a.integer(4096), a.number(Dyadic::make(3, 2)),
                            a.number(Dyadic::make(-5, 4)), a.number(Dyadic::make(1, 30)), st, a.nimber(2),
                            a.nimber(7), up, a.neg(up), a.multiple(up, 2), a.multiple(up, -2), a.multiple(up, 3),
                            a.multiple(up, -3), a.add(up, st), a.add(a.neg(up), st),
                            a.add(a.add(a.number(Dyadic::make(1, 1)), up), a.nimber(2)),
                            a.add(a.add(a.integer(-1), a.neg(up)), a.nimber(3)), a.add(a.integer(1), st),
                            a.make({a.integer(1)}, {a.integer(-1)}), a.make({a.make({a.integer(1)}, {a.zero()})}, {st}),
                            a.make({a.integer(2)}, {a.make({a.integer(1)}, {a.integer(-1)})}), a.up_nth(2),
                            a.make({a.integer(1), st}, {a.integer(-1), a.nimber(2)})};
  for (GameId g : games) expect_round_trip(a, g);
}

RC_GTEST_PROP(CgtParse, RoundTripsGeneratedGames, ()) {
  Arena a;
  const GameId g = build(a, *gen_game(3));
  const std::string s = to_string(a, g);
  const GameId p = parse_value(a, s);
  RC_ASSERT(a.eq(p, g));
  RC_ASSERT(to_string(a, p) == s);
}

RC_GTEST_PROP(CgtParse, RoundTripsGeneratedDicoticGames, ()) {
  Arena a;
  const GameId g = build(a, *gen_dicotic(4));
  const std::string s = to_string(a, g);
  const GameId p = parse_value(a, s);
  RC_ASSERT(a.eq(p, g));
  RC_ASSERT(to_string(a, p) == s);
}

TEST(CgtParse, NotationMeansWhatCgsuiteMeans) {
  Arena a;
  auto eq = [&](const char* text, GameId g) { EXPECT_TRUE(a.eq(parse_value(a, text), g)) << text; };
  const GameId up = a.up(), st = a.star(), half = a.make({a.zero()}, {a.integer(1)});
  eq("^", up);
  eq("{0|*}", up);
  eq("1/2", half);
  eq("v", a.neg(up));
  eq("*2", a.nimber(2));
  eq("^*", a.add(up, st));
  eq("3/4", a.make({half}, {a.integer(1)}));
  eq("-5/16", a.number(Dyadic::make(-5, 4)));
  eq("2/4", half);
  eq("*0", a.zero());
  eq("^^", a.multiple(up, 2));
  eq("^3", a.multiple(up, 3));
  eq("vv", a.multiple(up, -2));
  eq("v3", a.multiple(up, -3));
  eq("v*", a.add(a.neg(up), st));
  eq("1*", a.add(a.integer(1), st));
  eq("1/2^*2", a.add(a.add(half, up), a.nimber(2)));
  eq("-1v*3", a.add(a.add(a.integer(-1), a.neg(up)), a.nimber(3)));
  eq("4096v*", a.add(a.add(a.integer(4096), a.neg(up)), st));
  eq("{|}", a.zero());
  eq("{0|}", a.integer(1));
  eq("{|0}", a.integer(-1));
  eq(" { 1 , * |\t0 } ", a.make({a.integer(1), st}, {a.zero()}));
  eq("{{1|0}|*}", a.make({a.make({a.integer(1)}, {a.zero()})}, {st}));
  eq("{1||0|-1}", a.make({a.integer(1)}, {a.make({a.zero()}, {a.integer(-1)})}));
  eq("{1|0||-1}", a.make({a.make({a.integer(1)}, {a.zero()})}, {a.integer(-1)}));
  eq("{2|||1||0|-1}", a.make({a.integer(2)}, {a.make({a.integer(1)}, {a.make({a.zero()}, {a.integer(-1)})})}));
  // Literal forms are kept where the notation gives one.
  EXPECT_EQ(parse_value(a, "-5/16"), a.number(Dyadic::make(-5, 4)));
  EXPECT_EQ(parse_value(a, "*5"), a.nimber(5));
  // Nesting at the limit is still accepted: {{...{|}...|}|}.
  std::string deep(kMaxValueDepth, '{');
  for (int i = 0; i < kMaxValueDepth; ++i) deep += "|}";
  EXPECT_NO_THROW(parse_value(a, deep));
}

// Found by the value parser's fuzz harness: a printed game whose sides have runs of one and two
// bars ({a|b,c|||d|e||f}) must read back (the parser once required both sides one bar shorter).
TEST(CgtParse, PrintedSidesOfUnequalDepthReadBack) {
  Arena a;
  const GameId g = parse_value(a, "+-3/4v[3]+^3");
  const std::string printed = to_string(a, g);
  EXPECT_NE(printed.find("|||"), std::string::npos) << printed;
  EXPECT_TRUE(a.eq(parse_value(a, printed), g)) << printed;
}

TEST(CgtParse, MalformedTextIsAnInputError) {
  const std::vector<std::string> bad{
      "", " ", "{", "{1|", "}", "|", "{1}", "{1|2}}", "1 2", "1/3", "1/0", "1/", "-", "+1", "**", "^v", "v^",
      "^^3", "*^", "1/2/4", "{,|}", "{1,|}", "{1|2,}", "{1 2|}", "{1|2", "{||}", "{1||2}", "{1||2||3}", "{1|2|3}",
      "{a|b}", "x", "1.5", "\x01", "\xff", "{1|\n", "9223372036854775807", "99999999999999999999999999", "4611686018427387904",
      "-4611686018427387904", "9223372036854775806/2", "1/2305843009213696000", "1/9223372036854775808", "^33", "*4097", "^1000000000", "v1000000000",
      "*1000000000", "*99999999999999999999999999", std::string(100000, '^'), std::string(100000, '{'),
      std::string(100000, '{') + std::string(100000, '}'), "{1" + std::string(100000, '|') + "0}"};
  for (const std::string& text : bad) {
    Arena a;
    try {
      parse_value(a, text);
      ADD_FAILURE() << "accepted '" << text.substr(0, 40) << "'";
    } catch (const InputError& e) {
      const std::string msg = e.what();
      EXPECT_EQ(msg.find('\n'), std::string::npos) << msg;
      EXPECT_EQ(msg.rfind("cannot read game value '", 0), 0u) << msg;
      EXPECT_LT(msg.size(), 300u) << msg;
    }
  }
}

TEST(CgtParse, MessagesNameTheProblemAndColumn) {
  Arena a;
  auto message = [&](const char* text) {
    try {
      parse_value(a, text);
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  EXPECT_EQ(message("{1|"), "cannot read game value '{1|': expected '}' at column 4");
  EXPECT_EQ(message("1/3"), "cannot read game value '1/3': the denominator must be a power of 2, not 3 at column 3");
  EXPECT_EQ(message("{1|2}}"), "cannot read game value '{1|2}}': unexpected '}' after the value at column 6");
  EXPECT_EQ(message("^40"), "cannot read game value '^40': the count of ups too large (at most 32) at column 2");
  EXPECT_EQ(message("1-4611686018427387904"),
            "cannot read game value '1-4611686018427387904': the number is too large (its numerator at most 2^62 - 1 in "
            "size) at column 3");
}

}  // namespace
}  // namespace cgcheck::cgt
