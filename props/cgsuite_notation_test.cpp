// CGSuite's notation both ways (cgt/print.cpp, cgt/parse_value.cpp), pinned by CGSuite's own test
// values: each expression as CGSuite's tests type it, and the canonical form CGSuite prints for it
// (A. N. Siegel, CGSuite, lib/core/src/test/scala/org/cgsuite/lang/: EvalTest.scala,
// CanonicalShortGameTestCase.scala, GameGridTest.scala, GameGraphTest.scala, GameStripTest.scala,
// read at v2.2-beta2). Every printed form reads back to the same value, and printing a random game
// then reading it back gives an equal game.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "cgt/generators.hpp"
#include "cgt/parse_value.hpp"
#include "core/error.hpp"

namespace cgcheck::cgt {
namespace {

struct Pair {
  const char* typed;
  const char* printed;
};

constexpr Pair kCgsuite[] = {
    // EvalTest.scala
    {"^^^^^^+vvv*+^19*3+v14", "^8*2"},
    {"{0|^*5}", "^^*4"},
    {"{3|||2||1|0,*||||-1/2}", "{3|||2||1|0,*||||-1/2}"},
    {"+-1", "+-1"},
    {"+-(1/2)", "+-1/2"},
    {"+-{1,1+*}", "+-{1,1*}"},
    {"3+-1", "{4|2}"},
    {"+-1+-2+-3+-4", "+-{10|8||6|4|||4|2||0|-2}"},
    {"{0||0|-1}", "Tiny(1)"},
    {"{0||0|-1/4}", "Tiny(1/4)"},
    {"{0|||0||-1|-2}", "Tiny({2|1})"},
    {"{1|0||0}", "Miny(1)"},
    {"{0|v*}", "^<2>"},
    {"{0,*|v}", "^<2>*"},
    {"{^|*}", "^[2]"},
    {"{0,^*|0}", "^[2]*"},
    {"3 - 2 +- 6 - 7 +- 8 + 4", "{12|0||-4|-16}"},
    // CanonicalShortGameTestCase.scala
    {"9/8+*", "9/8*"},
    {"-1823437481924", "-1823437481924"},
    {"6+^*", "6^*"},
    {"73/16+v9*8", "73/16v9*8"},
    {"{0|*||*|||*||||*}", "^[4]"},
    {"{0||0|v*}", "{0|^<2>}"},
    {"{0||0|vvv}", "{0||0|v3}"},
    {"{^^^|vv}", "{^3|vv}"},
    {"{0||0|-3/2}", "Tiny(3/2)"},
    {"{0|||0||-1|-3}", "Tiny({3|1})"},
    {"{5||3|1|||0||||0}", "Miny({5||3|1})"},
    {"{1|^^^||^}", "{1|^3||^}"},
    {"{3||2+*|1+*}", "{3||2*|1*}"},
    {"{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}", "{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}"},
    // Values CGSuite computes for positions (GameGridTest, GameGraphTest, GameStripTest), read back.
    {"+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}", "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}"},  // 4 x 4 Domineering
    {"+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}", "+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}"},
    {"{^^*|*,v[2]}", "{^^*|*,v[2]}"},  // Kings
    {"3/4v[3]*", "3/4v[3]*"},          // Hackenbush
    {"+-{3|2}", "+-{3|2}"},            // Snort
    {"Tiny(1/2)", "Tiny(1/2)"},        // Toppling Dominoes
    {"+-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}|||0}}",
     "+-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}|||0}}"},  // Toads and Frogs
    // Forms from the printer's rules (CanonicalShortGame.scala, Uptimal.scala).
    {"+-(1+*)", "+-(1*)"},
    {"{^^|vv}", "+-^^"},
    {"2+Tiny(2)", "2Tiny(2)"},
    {"v<3>+*", "v<3>*"},
    {"-^[2]", "v[2]"},
    {"^30*2", "^30*2"},
    {"-1/2", "-1/2"},
    {"0", "0"},
};

TEST(CgsuiteNotation, PrintsWhatCgsuitePrints) {
  for (const auto& [typed, printed] : kCgsuite) {
    Arena a;
    EXPECT_EQ(to_string(a, parse_value(a, typed)), printed) << typed;
  }
}

TEST(CgsuiteNotation, PrintedFormsReadBack) {
  for (const auto& [typed, printed] : kCgsuite) {
    Arena a;
    const GameId g = parse_value(a, typed);
    EXPECT_TRUE(a.eq(parse_value(a, printed), g)) << printed;
  }
}

// The printer's uptimal reader rejects a value at once when an option's stops differ from its own
// (cgt/uptimal.cpp): every option of every shape it recognises has both stops equal to the number
// part. Checked here for every shape within the reader's search: x + k·↑ + *m, x ± ↑ⁿ + *m and
// x ± (↑ + ... + ↑ⁿ) + *m.
TEST(CgsuiteNotation, UptimalOptionsAreCloseToTheirNumber) {
  cgt::Arena a;
  std::size_t checked = 0;
  const auto check = [&](cgt::GameId g) {
    const cgt::GameId c = a.canon(g);
    if (a.number_value(c)) return;
    const cgt::Dyadic x = a.left_stop(c);
    for (const auto* side : {&a.left(c), &a.right(c)})
      for (cgt::GameId o : std::vector<cgt::GameId>(*side)) {
        ++checked;
        EXPECT_TRUE(a.left_stop(o) == x && a.right_stop(o) == x) << cgt::to_string(a, c) << " has the option " << cgt::to_string(a, o);
      }
  };
  for (std::int64_t xi = -2; xi <= 2; ++xi) {
    const cgt::GameId x = a.number(cgt::Dyadic{xi, 1});
    for (std::uint32_t m = 0; m <= 5; ++m)
      for (std::int64_t k = -12; k <= 12; ++k) check(a.add(x, a.add(a.nimber(m), a.multiple(a.up(), k))));
    for (std::uint32_t n = 2; n <= 7; ++n) {
      cgt::GameId sum = a.zero();
      for (std::uint32_t j = 1; j <= n; ++j) sum = a.add(sum, a.up_nth(j));
      for (std::uint32_t m = 0; m <= 5; ++m)
        for (std::int64_t s : {1, -1}) {
          check(a.add(x, a.add(a.nimber(m), a.multiple(a.up_nth(n), s))));
          check(a.add(x, a.add(a.nimber(m), a.multiple(sum, s))));
        }
    }
  }
  EXPECT_GT(checked, 3000u);
}

TEST(CgsuiteNotation, BadTextIsOneLine) {
  for (const char* bad : {"+-", "Tiny(", "Tiny(1", "xTiny(1)", "^<0>", "^<2", "^[x]", "1+", "{1|2}+", "(1", "+-{1,}",
                          "^Tiny(1)"}) {
    Arena a;
    try {
      parse_value(a, bad);
      ADD_FAILURE() << bad << " was read";
    } catch (const InputError& e) {
      EXPECT_EQ(std::string(e.what()).find('\n'), std::string::npos) << bad;
    }
  }
}

RC_GTEST_PROP(CgsuiteNotation, RandomGamesRoundTrip, ()) {
  Arena a;
  const GameId g = build(a, *gen_game(3));
  const std::string text = to_string(a, g);
  Arena b;
  const GameId back = parse_value(b, text);
  RC_ASSERT(to_string(b, back) == text);
  RC_ASSERT(a.eq(parse_value(a, text), g));
}

}  // namespace
}  // namespace cgcheck::cgt
