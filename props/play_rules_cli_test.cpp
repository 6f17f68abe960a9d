// Misère play and loopy games from the command line, as a user meets them: the built-in games and
// game files under `--play misere`, loopy game files, claims with play = "misere", and the one-line
// refusals (a loopy game under misère play, a cycle without loopy = true, a play rule written into
// a game file, a bad play field).
#include <gtest/gtest.h>

#include <string>

#include <fmt/core.h>

#include "cli_run.hpp"
#include "runtime/misere_session.hpp"
#include "claims/registry.hpp"
#include "lua/play_session.hpp"
#include "temp_folder_test.hpp"

namespace {

using cgcheck_test::one_line;
using cgcheck_test::run;
using cgcheck_test::TempFolderTest;

const std::string kExamples = std::string(CGCHECK_SOURCE_DIR) + "/examples";

// Bouton's misère rule, computed here from the heaps, against the generic misère session of the
// built-in Nim (a genus computation over the listed options) on every position of at most 20 stones.
TEST(MiserePlay, NimFollowsBoutonsMisereRule) {
  auto session = cgcheck::misere_session(*cgcheck::registry().game("nim"));
  std::size_t n = 0;
  cgcheck::registry().game("nim")->explorer.enumerate(20, {}, [&](const std::string& text) {
    unsigned nimsum = 0, ones = 0;
    bool big = false;
    std::size_t at = 0;
    while (at < text.size()) {
      const std::size_t comma = text.find(',', at);
      const unsigned h = static_cast<unsigned>(std::stoul(text.substr(at, comma - at)));
      nimsum ^= h;
      ones += h == 1;
      big = big || h >= 2;
      at = comma == std::string::npos ? text.size() : comma + 1;
    }
    const unsigned value = big ? nimsum : nimsum ^ 1u;
    const auto s = session->solve(text);
    ASSERT_EQ(s.value, std::to_string(value)) << text;
    ASSERT_EQ(s.outcome, value == 0 ? "P" : "N") << text;
    ++n;
  });
  EXPECT_EQ(n, 2714u);  // the partitions of 0..20
}

// Kayles twice under misère play: the game file (options on single rows, sums through its
// components) and the built-in take-and-break:0.77 (the heap rules in C++), on every position of
// at most three rows of at most 10 pins.
TEST(MiserePlay, KaylesFileAgreesWithTheBuiltInGame) {
  auto file = cgcheck::lua::misere_file_session(kExamples + "/games/kayles.lua");
  auto builtin = cgcheck::misere_session(*cgcheck::registry().game("take-and-break:0.77"));
  std::size_t n = 0;
  for (int a = 0; a <= 10; ++a)
    for (int b = a; b <= 10; ++b)
      for (int c = b; c <= 10; ++c) {
        const std::string text = fmt::format("{},{},{}", a, b, c);
        const auto x = file->solve(text), y = builtin->solve(text);
        ASSERT_EQ(x.value, y.value) << text;
        ASSERT_EQ(x.genus, y.genus) << text;
        ++n;
      }
  EXPECT_EQ(n, 286u);
}

TEST(MiserePlay, SolvePrintsValueOutcomeAndGenus) {
  const auto r = run("solve take-and-break:0.77 --play misere 0 5 17");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "\t1\tN\t0^120\n5\t1\tN\t4^146\n17\t6\tN\t4^64\n");
}

TEST(MiserePlay, PartizanGamesPrintTheirMisereOutcome) {
  const auto r = run("solve seqcomp --play misere 1 -1 '*' 0");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "1\tR\n-1\tL\n*\tP\n0\tN\n");
  const auto d = run("solve " + kExamples + "/games/domineering.lua --play misere ..");
  ASSERT_EQ(d.code, 0) << d.err;
  EXPECT_EQ(d.out, "..\tL\n");
}

TEST(MiserePlay, SequenceListsSingleHeaps) {
  const auto r = run("sequence take-and-break:0.07 --play misere --to 4");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "0\t1\t0^120\n1\t1\t0^120\n2\t0\t1^031\n3\t0\t1^031\n4\t2\t2^20\n");
  const auto b = run("sequence take-and-break:0.07 --play misere --to 4 --format binary");
  EXPECT_EQ(b.code, 2);
  EXPECT_TRUE(one_line(b.err)) << b.err;
}

TEST(LoopyGame, TokenWalkValuesAndDraws) {
  const auto r = run("solve " + kExamples + "/games/token-walk.lua 0 6 8 12");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "0\t0\tP\n6\tinf(1,2,3)\tD\n8\tinf(1)\tD\n12\tinf()\tD\n");
  const auto m = run("solve " + kExamples + "/games/token-walk.lua --play misere 3");
  EXPECT_EQ(m.code, 2);
  EXPECT_TRUE(one_line(m.err)) << m.err;
  EXPECT_NE(m.err.find("misère play of a loopy game"), std::string::npos) << m.err;
  const auto self = run("check --game " + kExamples + "/games/token-walk.lua --bound 20");
  ASSERT_EQ(self.code, 0) << self.err;
  EXPECT_NE(self.out.find("agree with the outcomes of the sums"), std::string::npos) << self.out;
}

TEST(LoopyGame, HuntNamesDrawsAndInfiniteValues) {
  const std::string game = kExamples + "/games/token-walk.lua";
  const auto p = run("hunt " + game + " --predict-p 'return p[1] % 3 == 0' --bound 20 --random 0");
  EXPECT_EQ(p.code, 1) << p.err;
  EXPECT_NE(p.out.find("counterexample 6: claims P, is D"), std::string::npos) << p.out;
  const auto g = run("hunt " + game + " --predict-grundy 'if p[1] == 6 then return \"inf(1,2,3)\" end return grundy()' "
                     "--bound 20 --random 0");
  EXPECT_EQ(g.code, 0) << g.out << g.err;
}

class PlayRuleFiles : public TempFolderTest {};

// A refuted claim about a partizan game: its page shows the counterexample's thermograph.
TEST_F(PlayRuleFiles, ReportsDrawTheThermographOfAPartizanCounterexample) {
  const auto claims = write("c.lua", R"(return { paper = { id = "hot-values" }, game = "value", claims = {
    { id = "cool", statement = "s", check = "property", formula = function(p) return temperature(p.value) < 1 end,
      expect = "refuted", finding = "conjecture", bound = 2, random = 0 } } })");
  const auto out = dir_ / "report";
  const auto r = run("report --claims " + claims + " --out " + out.string() + " --quiet");
  ASSERT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_TRUE(std::filesystem::exists(out / "img" / "thermograph-hot-valuescool.svg"));
  EXPECT_NE(cgcheck_test::slurp(out / "hot-values.md").find("![thermograph of the counterexample](img/thermograph-hot-valuescool.svg)"),
            std::string::npos);
}

TEST_F(PlayRuleFiles, ValuesShowColumnsAndDrawThermographs) {
  auto r = run("solve value '{3||2+*|1+*}' --show left_stop,right_stop,mean,temperature,atomic_weight,reduced,birthday");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "{3||2+*|1+*}\t{3||2*|1*}\tL\t3\t2\t9/4\t3/4\t-\t{3||2|1}\t5\n");
  const std::string svg = (dir_ / "t.svg").string();
  r = run("solve value '{3||2+*|1+*}' --thermograph " + svg);
  ASSERT_EQ(r.code, 0) << r.err;
  const std::string drawn = cgcheck_test::slurp(svg);
  EXPECT_NE(drawn.find("temperature 3/4"), std::string::npos);
  EXPECT_NE(drawn.find("mean 9/4"), std::string::npos);
  EXPECT_NE(drawn.find("</svg>"), std::string::npos);
  // One position only, of a partizan game; nothing is written otherwise.
  const std::string none = (dir_ / "none.svg").string();
  r = run("solve value 1 2 --thermograph " + none);
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(one_line(r.err)) << r.err;
  EXPECT_FALSE(std::filesystem::exists(none));
  r = run("solve nim 3 --thermograph " + none);
  EXPECT_EQ(r.code, 2);
  EXPECT_FALSE(std::filesystem::exists(none));
  r = run("solve value '^' --show bogus");
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(one_line(r.err)) << r.err;
}

TEST_F(PlayRuleFiles, PartizanLoopyOutcomesForEachFirstPlayer) {
  // Left moves n -> n-1 (and 0 -> 2); Right moves n -> n+1 below 3. At 3 Right has no move.
  const auto game = write("walk.lua", R"(return { id = "pl", title = "t", kind = "partizan", loopy = true, arity = 1,
    left = function(p) if p[1] > 0 then return {{p[1] - 1}} end return {{2}} end,
    right = function(p) if p[1] < 3 then return {{p[1] + 1}} end return {} end })");
  auto r = run("solve " + game + " 0 3 --outcome");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "0\tL-first:D,R-first:D\n3\tL-first:D,R-first:L\n");
  // With the value: at 3, infinite play (3 -> 2 -> 3 ...) wins for Left in the onside, and Right,
  // moving first, has no move: on & 0.
  r = run("solve " + game + " 0 3");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "0\ton & {-1|-2}\tL-first:D,R-first:D\n3\ton & 0\tL-first:D,R-first:L\n");
}

// CGSuite's own test values of stoppers and sided values (CGSuite 2.x, lib/core/src/test/scala/org/
// cgsuite/lang/CanonicalStopperTestCase.scala, SidedValueTestCase.scala and GameTest.scala), typed as
// its tests type them, except two written out: its script `begin uponth := {0||0|0,pass}; ... end`
// with uponth in place, and `^.Pow(on)` as `^<on>` (how CGSuite prints it). Columns: the value,
// CGSuite's outcome class, onside, offside, left and right stops, degree.
TEST_F(PlayRuleFiles, SolveValueReproducesCGSuiteLoopyTestCases) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"on", "on\tL\ton\ton\ton\ton\ton"},
      {"off", "off\tR\toff\toff\toff\toff\ton"},
      {"over", "over\tL\tover\tover\tover\tover\tover"},
      {"{pass|3/2}", "3/2under\tL\t3/2under\t3/2under\t3/2under\t3/2under\tover"},
      {"{-1/4+*|pass}", "-1/4v[on]\tR\t-1/4v[on]\t-1/4v[on]\t-1/4\t-1/4\t^<on>"},
      {"{0|{0||0|0,pass}||-{0||0|0,pass}}", "{0|^<on>||v<on>}\tN\t{0|^<on>||v<on>}\t{0|^<on>||v<on>}\t0\t0\t^<on>"},
      {"{0|||0||0|off}", "{0|Tiny(on)}\tL\t{0|Tiny(on)}\t{0|Tiny(on)}\t0\t0\t{0||||0|||Miny(on)|0||off}"},
      {"{on|0||0}", "Miny(on)\tR\tMiny(on)\tMiny(on)\t0\t0\tTiny(on)"},
      {"{0||0|under}", "Tiny(over)\tL\tTiny(over)\tTiny(over)\t0\t0\tTiny(over)"},
      {"+-{0|pass}", "+-over\tN\t+-over\t+-over\tover\tunder\tover"},
      {"+-{5|pass}", "+-(5over)\tN\t+-(5over)\t+-(5over)\t5over\t-5under\tover"},
      {"a{0||||0|||a|*||*}", "a{0||||0|||a|*||*}\tL\ta{0||||0|||a|*||*}\ta{0||||0|||a|*||*}\t0\t0\t{0|a{0|0,{0|||a|0||0}}}"},
      {"a{0|{0||||0,*2|||a|0||0}||0}",
       "a{0|{0||||0,*2|||a|0||0}||0}\tN\ta{0|{0||||0,*2|||a|0||0}||0}\ta{0|{0||||0,*2|||a|0||0}||0}\t0\t0\ta{0||0|{0|a||0,*2|||0||||0}}"},
      {"dud", "dud\tD\ton\toff\t-\t-\t-"},
      {"a{{|a}|}", "1 & 0\tPHat\t1\t0\t-\t-\t-"},
      {"{0|{dud|},*}", "^ & v*\tNHat\t^\tv*\t-\t-\t-"},
      {"a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}",
       "a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}\tN\ta{1|1,{1*|a||*}||0}\ta{0,{1|||1*|a||*}|0}\t-\t-\t-"},
      {"^<on> + {0|upon}", "{0||0|^<on>*} & {0|^[on]}\tL\t{0||0|^<on>*}\t{0|^[on]}\t-\t-\t-"},
  };
  std::string args, expected;
  for (const auto& [in, out] : cases) {
    args += " '" + in + "'";
    expected += in + "\t" + out + "\n";
  }
  const auto r = run("solve value" + args + " --show onside,offside,left_stop,right_stop,degree");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, expected);
}

// Two loopy files a user would write from the docs, against values worked out by hand.
TEST_F(PlayRuleFiles, LoopyValuesOfHandWorkedFiles) {
  // A ring of cells 0, 1, 2: Left moves the token on (2 -> 0), Right cashes cell i for i free Left
  // moves. c0 = {c1 | 0}, c1 = {c2 | 1}, c2 = {c0 | 2}. c2 >= 0 (Right's only move goes to 2), so
  // c2's Left option c0 reverses through 0 and is bypassed: c2 = { | 2} = 0; then c1 = {0 | 1} =
  // 1/2 and c0 = {1/2 | 0} (its Left option 1/2 reverses through 1 only if 1 <= c0, which fails).
  const auto ring = write("ring.lua", R"(return { id = "ring", title = "t", kind = "partizan", loopy = true,
    left = function(p) if p[1] == 1 then return {{1, (p[2] + 1) % 3}} end
      if p[2] > 0 then return {{0, p[2] - 1}} end return {} end,
    right = function(p) if p[1] == 1 then return {{0, p[2]}} end return {} end,
    parse = function(t) return {1, tonumber(t)} end })");
  auto r = run("solve " + ring + " 0 1 2");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "1,0\t{1/2|0}\tL-first:W,R-first:W\n1,1\t1/2\tL-first:W,R-first:L\n1,2\t0\tL-first:L,R-first:L\n");
  // A ko: at K Left wins 1 or Right takes (K'); at K' Left retakes or Right wins 1. Onside (infinite
  // play is Left's): Right's taking is answered by retaking for ever, so it is worth nothing to him:
  // K+ = {1 | } = 2. Offside: Left's retaking is answered the same way, so K'- = { | -1} = -2 and
  // K- = {1 | -2}; K'+ = {2 | -1}.
  const auto ko = write("ko.lua", R"(return { id = "ko", title = "t", kind = "partizan", loopy = true,
    left = function(p) if p[1] == 0 then return {{2, 1}} elseif p[1] == 1 then return {{0}}
      elseif p[1] == 2 and p[2] > 0 then return {{2, p[2] - 1}} end return {} end,
    right = function(p) if p[1] == 0 then return {{1}} elseif p[1] == 1 then return {{3, 1}}
      elseif p[1] == 3 and p[2] > 0 then return {{3, p[2] - 1}} end return {} end,
    parse = function(t) if t == "K" then return {0} end return {1} end })");
  r = run("solve " + ko + " K K2");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "0\t2 & {1|-2}\tL-first:W,R-first:D\n1\t{2|-1} & -2\tL-first:D,R-first:W\n");
}

TEST_F(PlayRuleFiles, ClaimFormulasComputeWithLoopyValues) {
  // over lies between 0 and every positive number and is idempotent; dud is confused with 0; the
  // analysis table of 3/2under is the --show columns'.
  const auto claims = write("c.lua", R"(return { paper = { id = "lp" }, game = "value", claims = {
    { id = "over", statement = "s", check = "property", bound = 0, random = 0,
      formula = function(p) return lt(0, "over") and lt("over", "1/64") and eq(add("over", "over"), "over") end },
    { id = "table", statement = "s", check = "property", bound = 0, random = 0,
      formula = function(p) local t = loopy("{pass|3/2}")
        return t.value == "3/2under" and t.degree == "over" and t.outcome == "L" and t.left_stop == "3/2under" end },
    { id = "dud", statement = "s", check = "property", bound = 0, random = 0,
      formula = function(p) return neg("on") == "off" and fuzzy("dud", 0) and loopy("over & v").left_stop == "-" end },
    { id = "wrong", statement = "s", check = "property", bound = 0, random = 0, expect = "refuted",
      formula = function(p) return le("on", 5) end } } })");
  const auto r = run("check --claims " + claims);
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("4 claims, 4 as expected"), std::string::npos) << r.out;
}

// value(q) on a loopy partizan game file is the position's loopy value (it once refused: "value()
// is for games that end"), and a hunt predicts loopy values: the ko's values worked out by hand
// above, and Backsliding Toads and Frogs' strips of toads alone (on once a toad can move).
TEST_F(PlayRuleFiles, ValueAndHuntsOfLoopyPartizanFiles) {
  const auto ko = write("ko.lua", R"(return { id = "ko", title = "t", kind = "partizan", loopy = true, arity = 2,
    left = function(p) if p[1] == 0 then return {{2, 1}} elseif p[1] == 1 then return {{0, 0}}
      elseif p[1] == 2 and p[2] > 0 then return {{2, p[2] - 1}} end return {} end,
    right = function(p) if p[1] == 0 then return {{1, 0}} elseif p[1] == 1 then return {{3, 1}}
      elseif p[1] == 3 and p[2] > 0 then return {{3, p[2] - 1}} end return {} end })");
  const auto claims = write("c.lua", R"(return { paper = { id = "ko" }, game = "ko.lua", claims = {
    { id = "values", statement = "s", check = "property", bound = 0, random = 0,
      formula = function(p) return value({0, 0}) == "2 & {1|-2}" and eq(value({1, 0}), "{2|-1} & -2")
        and loopy(value({0, 0})).onside == "2" end } } })");
  auto r = run("check --claims " + claims);
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("1 claims, 1 as expected"), std::string::npos) << r.out;
  const std::string toads = kExamples + "/games/backsliding-toads-and-frogs.lua";
  r = run("hunt " + toads + " --bound 5 --random 0 --predict-value "
          "'local s = table.concat(p) if s:find(\"1\") and not s:find(\"2\") then return \"on\" end return value(p)'");
  EXPECT_EQ(r.code, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("counterexample t: claims on, is 0"), std::string::npos) << r.out;
  r = run("hunt " + toads + " --bound 5 --random 0 --predict-value "
          "'local s = table.concat(p) if s:find(\"1\") and s:find(\"0\") and not s:find(\"2\") then return \"on\" end "
          "return value(p)'");
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("no counterexample"), std::string::npos) << r.out;
  // A loopy impartial file has no partizan values: its values are grundy()'s.
  const auto walk = write("w.lua", R"(return { id = "w", title = "t", kind = "impartial", loopy = true, arity = 1,
    options = function(p) if p[1] > 0 then return {{p[1] - 1}, {p[1]}} end return {} end })");
  r = run("hunt " + walk + " --predict-value 'return \"0\"' --bound 3");
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(one_line(r.err)) << r.err;
  EXPECT_NE(r.err.find("--predict-grundy"), std::string::npos) << r.err;
}

// The loopy engine's work counts against the step budget a formula's value functions share: fifty
// comparisons of 1000over (0.1 s each) are refused in one line, not run for seconds.
TEST_F(PlayRuleFiles, LoopyComparisonsShareTheFormulasStepBudget) {
  const auto claims = write("c.lua", R"(return { paper = { id = "lp" }, game = "value", claims = {
    { id = "many", statement = "s", check = "property", bound = 0, random = 0,
      formula = function(p) for i = 1, 50 do le("1000over", "999over") end return true end } } })");
  const auto r = run("check --claims " + claims);
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_TRUE(one_line(r.err)) << r.err;
  EXPECT_NE(r.err.find("took more than 20000000 steps of the game engine"), std::string::npos) << r.err;
}

TEST_F(PlayRuleFiles, ACycleWithoutLoopyIsRefusedUnderEitherRule) {
  const auto game = write("cyc.lua", R"(return { id = "c", title = "t", kind = "impartial", arity = 1,
    options = function(p) if p[1] == 0 then return {} end if p[1] == 1 then return {{2}} end return {{1}, {0}} end })");
  for (const std::string play : {"normal", "misere"}) {
    const auto r = run("solve " + game + " --play " + play + " 2");
    EXPECT_EQ(r.code, 2) << play;
    EXPECT_TRUE(one_line(r.err)) << r.err;
    EXPECT_NE(r.err.find("loopy = true"), std::string::npos) << r.err;
  }
}

TEST_F(PlayRuleFiles, APlayRuleIsNotAFieldOfTheGame) {
  const auto game = write("g.lua", R"(return { id = "g", title = "t", kind = "impartial", misere = true,
    options = function(p) return {} end })");
  const auto r = run("solve " + game + " 1");
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(one_line(r.err)) << r.err;
  EXPECT_NE(r.err.find("unknown field 'misere'"), std::string::npos) << r.err;
}

TEST_F(PlayRuleFiles, MisereClaimsAreJudgedUnderMiserePlay) {
  // The normal-play rule read as misère play fails at once: the empty position is N under misère play.
  const auto claims = write("c.lua", R"(return { game = "nim", claims = {
    { id = "normal-rule", statement = "s", check = "p_iff", play = "misere", expect = "refuted", finding = "reading",
      formula = function(p) return p.nimsum == 0 end, bound = 6, random = 0 },
    { id = "genus", statement = "s", check = "property", formula = function(p)
        return p.pos ~= "2,2" or (genus() == "0^02" and misere_grundy() == 0 and misere_outcome() == "P") end,
      bound = 6, random = 0 } } })");
  const auto r = run("check --claims " + claims + " --profile ci");
  ASSERT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("[\"\": claims P, is N]"), std::string::npos) << r.out;
  const auto bad = write("b.lua", R"(return { game = "nim", claims = {
    { id = "x", statement = "s", check = "value_is", play = "misere", formula = function(p) return "0" end } } })");
  const auto b = run("check --claims " + bad + " --profile ci");
  EXPECT_EQ(b.code, 2);
  EXPECT_TRUE(one_line(b.err)) << b.err;
}

}  // namespace
