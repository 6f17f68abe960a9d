// Games and claims written in Lua files: the example game agrees with the built-in one, the CLI
// solves, checks, shrinks and gates them, and hostile files end with one line and exit 2.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <set>
#include <vector>
#include <fstream>
#include <string>

#include <fmt/core.h>
#include <fmt/format.h>

#include "cli_run.hpp"
#include "temp_folder_test.hpp"
#include "claims/registry.hpp"
#include "lua/game_file.hpp"
#include "lua/game_solver.hpp"

namespace {

namespace fs = std::filesystem;
using cgcheck_test::one_line;
using cgcheck_test::run;
using cgcheck_test::temp_folder;

const std::string kExamples = std::string(CGCHECK_SOURCE_DIR) + "/examples";

// The Lua Nim with a pass and the built-in nim-pass (two implementations of the same rules) agree
// on every position of at most 20 stones, both pass states.
TEST(LuaGameFile, NimWithAPassAgreesWithTheBuiltInGame) {
  cgcheck::lua::GameFile game(kExamples + "/games/nim-pass.lua");
  cgcheck::lua::GameSolver solver(game);
  auto session = cgcheck::registry().game("nim-pass")->session();
  std::size_t n = 0;
  for (const auto& p : game.positions(20)) {
    std::vector<std::int64_t> heaps(p.begin() + 1, p.end());
    const std::string text = fmt::format("{}{}", fmt::join(heaps, ","), p[0] == 0 ? ";pass=0" : "");
    ASSERT_EQ(std::to_string(solver.grundy(p)), session->solve(text).value) << text;
    ++n;
  }
  EXPECT_EQ(n, 2u * 2714u);  // both pass states of the 2,714 partitions of 0..20
}

// The Chomp and Wythoff examples against second computations written here from the rules: a
// memoized Chomp over row-length vectors and Wythoff's Grundy table filled by its three moves: every
// diagram of at most 14 squares and every pair with a + b <= 60.
std::uint32_t chomp_grundy(const std::vector<std::int64_t>& p, std::map<std::vector<std::int64_t>, std::uint32_t>& memo) {
  if (auto it = memo.find(p); it != memo.end()) return it->second;
  std::set<std::uint32_t> seen;
  for (std::size_t i = 0; i < p.size(); ++i)
    for (std::int64_t j = 1; j <= p[i]; ++j) {
      if (i == 0 && j == 1) continue;  // the poisoned square
      std::vector<std::int64_t> q;
      for (std::size_t r = 0; r < p.size(); ++r) {
        const std::int64_t len = r >= i && p[r] >= j ? j - 1 : p[r];
        if (len > 0) q.push_back(len);
      }
      seen.insert(chomp_grundy(q, memo));
    }
  std::uint32_t g = 0;
  while (seen.count(g)) ++g;
  return memo[p] = g;
}

TEST(LuaGameFile, ChompAndWythoffAgreeWithSecondComputations) {
  cgcheck::lua::GameFile chomp(kExamples + "/games/chomp.lua");
  cgcheck::lua::GameSolver chomp_solver(chomp);
  std::map<std::vector<std::int64_t>, std::uint32_t> memo;
  std::size_t diagrams = 0;
  for (const auto& p : chomp.positions(14)) {
    ASSERT_EQ(chomp_solver.grundy(p), chomp_grundy(p, memo)) << fmt::format("{}", fmt::join(p, ","));
    ++diagrams;
  }
  EXPECT_EQ(diagrams, 507u);  // the partitions of 1..14

  cgcheck::lua::GameFile wythoff(kExamples + "/games/wythoff.lua");
  cgcheck::lua::GameSolver wythoff_solver(wythoff);
  constexpr int kN = 60;
  std::vector<std::vector<std::uint32_t>> g(kN + 1, std::vector<std::uint32_t>(kN + 1));
  for (int a = 0; a <= kN; ++a)
    for (int b = 0; a + b <= kN; ++b) {
      std::set<std::uint32_t> seen;
      for (int i = 1; i <= a; ++i) seen.insert(g[a - i][b]);
      for (int i = 1; i <= b; ++i) seen.insert(g[a][b - i]);
      for (int i = 1; i <= std::min(a, b); ++i) seen.insert(g[a - i][b - i]);
      std::uint32_t m = 0;
      while (seen.count(m)) ++m;
      g[a][b] = m;
      ASSERT_EQ(wythoff_solver.grundy({a, b}), m) << a << "," << b;
    }
}

TEST(LuaGameFile, SolvesKaylesAsTheIssueStates) {
  const auto r = run("solve " + kExamples + "/games/kayles.lua 7 3,4 '()'");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "7\t2\tN\n3,4\t2\tN\n()\t0\tP\n");
}

TEST(LuaGameFile, SolvesDomineeringInItsOwnTextForm) {
  const auto r = run("solve " + kExamples + "/games/domineering.lua ../.. . ..");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "../..\t+-1\tN\n.\t0\tP\n..\t-1\tR\n");
}

TEST(LuaGameFile, SelfChecksOfEveryExampleGame) {
  for (const char* g : {"subtraction", "kayles", "nim-pass", "domineering"}) {
    const auto r = run(fmt::format("check --game {}/games/{}.lua --bound 9", kExamples, g));
    EXPECT_EQ(r.code, 0) << g << ": " << r.err;
    EXPECT_NE(r.out.find("no cycle"), std::string::npos) << r.out;
  }
}

// The example claim files' refuted claims show their minimal counterexample in the documented
// order. (The whole folder at CI bounds is the CTest entry gate/examples; these four files hold the
// four kinds of counterexample text: a heap, a tuple, a board, a whole-game property.)
TEST(LuaClaimFile, ExamplesShowMinimalCounterexamples) {
  std::string files;
  for (const char* f : {"subtraction-134", "nim-pass", "domineering", "kayles"})
    files += " --claims " + kExamples + "/papers/" + f + ".lua";
  const auto r = run("check" + files + " --profile ci");
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("[4: claims P, is N]"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("[1,1,1,1,1,1,1,1,1,1,1: claims P, is N]"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("[.: claims N, is P]"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("[(): claims true, is false]"), std::string::npos) << r.out;
}

// A parameter's name as a GoogleTest name ('-' is not allowed there).
std::string test_name(std::string n) {
  for (char& c : n)
    if (c == '-') c = '_';
  return n;
}

class TempDir : public cgcheck_test::TempFolderTest {};

// A random failure is shrunk to the smallest failing position (smaller entries first).
TEST_F(TempDir, RandomFailuresShrinkToTheMinimalCounterexample) {
  write("big.lua", R"(return { id = "big", title = "one heap, take 1", kind = "impartial", arity = 1,
    options = function(p) if p[1] > 0 then return {{p[1] - 1}} end return {} end,
    valid = function(p) return #p == 1 and p[1] >= 0 end,
    random = function(rng, size) return {rng:int(0, 1000)} end })");
  const std::string claims = write("big-claims.lua", R"(return { game = "big.lua", claims = {
    { id = "small", statement = "every heap is below 50", check = "property",
      formula = function(p) return p[1] < 50 end, expect = "refuted", finding = "conjecture",
      bound = 3, random = 200 } } })");
  const auto r = run("check --claims " + claims + " --seed 7");
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("[50: claims true, is false; random phase, shrunk]"), std::string::npos) << r.out;
}

// A claim file about a built-in partizan game: value_is compares game values (the chain 2 -> * is
// vv*, not v), outcome_is the outcome class.
TEST_F(TempDir, ClaimFileAboutABuiltInPartizanGame) {
  const std::string claims = write("seq.lua", R"(return { game = "seqcomp", claims = {
    { id = "one-integer", statement = "a chain of one integer n has value n", check = "value_is",
      where = function(p) return p.length == 1 and p.stars[1] == 0 end,
      formula = function(p) return tostring(p.ints[1]) end, bound = 1, random = 0 },
    { id = "star-outcome", statement = "the chain * is N", check = "outcome_is",
      where = function(p) return p.length == 1 and p.stars[1] == 1 end,
      formula = function(p) return "N" end, bound = 1, random = 0 },
    { id = "wrong-value", statement = "2 -> * is v", check = "value_is",
      where = function(p) return p.pos == "2,*" end,
      formula = function(p) return "v" end, bound = 2, random = 0, expect = "refuted" } } })");
  const auto r = run("check --claims " + claims);
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("[2,*: claims v, is vv*]"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("3 claims, 3 as expected"), std::string::npos) << r.out;
}

TEST_F(TempDir, JUnitReportOfAClaimFile) {
  const std::string xml = (dir_ / "out.xml").string();
  const auto r = run("check --claims " + kExamples + "/papers/subtraction-134.lua --profile ci --junit " + xml);
  EXPECT_EQ(r.code, 0) << r.err;
  const std::string x = cgcheck_test::slurp(xml);
  EXPECT_NE(x.find("<testsuites tests=\"3\" failures=\"0\" errors=\"0\""), std::string::npos) << x;
  EXPECT_NE(x.find("name=\"winning-ways-subtraction/p-iff-even\""), std::string::npos) << x;
}

TEST_F(TempDir, NewWritesTwoStartingFilesThatCheckAndNeverOverwrites) {
  const std::string cd = "cd " + dir_.string() + " && ";
  // run() has no working folder of its own: cd into the temp folder in the shell.
  const std::string cmd = cd + CGCHECK_BINARY + " new mygame >/dev/null 2>&1";
  ASSERT_EQ(std::system(cmd.c_str()), 0);
  EXPECT_TRUE(fs::exists(dir_ / "mygame.lua"));
  EXPECT_TRUE(fs::exists(dir_ / "mygame-claims.lua"));
  const std::string again = cd + CGCHECK_BINARY + " new mygame >/dev/null 2>" + (dir_ / "err").string();
  EXPECT_EQ(WEXITSTATUS(std::system(again.c_str())), 2);
  EXPECT_NE(cgcheck_test::slurp(dir_ / "err").find("never overwrites"), std::string::npos);
  const auto r = run("check --claims " + (dir_ / "mygame-claims.lua").string() + " --profile ci");
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("2 claims, 2 as expected"), std::string::npos) << r.out;
}

struct Hostile {
  const char* name;
  const char* game;      // the game file's text
  const char* args;      // cgcheck arguments; GAME is replaced by the file's path
  const char* mentions;  // what the one-line message must contain
};
void PrintTo(const Hostile& h, std::ostream* os) { *os << h.name; }

class HostileGameFile : public TempDir, public ::testing::WithParamInterface<Hostile> {};

constexpr const char* kHead = R"(return { id = "h", title = "hostile", kind = "impartial", arity = 1, )";

TEST_P(HostileGameFile, OneLineAndExitTwo) {
  const Hostile& h = GetParam();
  std::string text = h.game;
  if (text.rfind("HEAD", 0) == 0) text = kHead + text.substr(4);
  const std::string path = write("h.lua", text);
  std::string args = h.args;
  for (std::size_t at; (at = args.find("GAME")) != std::string::npos;) args.replace(at, 4, path);
  const auto r = run(args, 60);
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_TRUE(one_line(r.err)) << r.err;
  EXPECT_NE(r.err.find(h.mentions), std::string::npos) << r.err;
  EXPECT_TRUE(fs::exists(path));  // nothing of ours was touched
}

const Hostile kHostile[] = {
    {"not-a-table", "return 5", "solve GAME 1", "must return a table"},
    {"syntax", "return {", "solve GAME 1", "game file h.lua"},
    {"no-kind", R"(return { id = "h", title = "t", options = function(p) return {} end })", "solve GAME 1", "'kind'"},
    {"no-options", R"(return { id = "h", title = "t", kind = "impartial" })", "solve GAME 1", "needs a function 'options'"},
    {"options-number", "HEAD options = function(p) return 5 end }", "solve GAME 3", "options(3): returned 5"},
    {"option-float", "HEAD options = function(p) return {{1.5}} end }", "solve GAME 3", "not an array of integers"},
    {"option-string", "HEAD options = function(p) return {\"x\"} end }", "solve GAME 3", "not an array of integers"},
    {"option-holes", "HEAD options = function(p) return {{1}, nil, {2}} end }", "solve GAME 3", "options(3)"},
    {"self-option", "HEAD options = function(p) return {p} end }", "solve GAME 3", "contains the position itself"},
    {"cycle", "HEAD options = function(p) return {{(p[1] + 1) % 3}} end }", "solve GAME 1", "cycle"},
    {"runaway", "HEAD options = function(p) while true do end end }", "solve GAME 1", "work limit"},
    {"pcall-runaway", "HEAD options = function(p) pcall(function() while true do end end) return {} end }", "solve GAME 1",
     "work limit"},
    {"memory", "HEAD options = function(p) local t = {} for i = 1, 1e9 do t[i] = i end end }", "solve GAME 1", "limit"},
    {"io", "HEAD options = function(p) io.open(\"x\", \"w\") return {} end }", "solve GAME 1", "io"},
    {"os", "HEAD options = function(p) os.execute(\"true\") return {} end }", "solve GAME 1", "os"},
    {"require", "HEAD options = function(p) require(\"x\") return {} end }", "solve GAME 1", "require"},
    {"load", "HEAD options = function(p) load(\"return 1\") return {} end }", "solve GAME 1", "load"},
    {"debug", "HEAD options = function(p) debug.sethook() return {} end }", "solve GAME 1", "debug"},
    {"error", "HEAD options = function(p) error(\"boom\") end }", "solve GAME 1", "boom"},
    {"bad-position", "HEAD options = function(p) return {} end }", "solve GAME x", "integers separated by commas"},
    {"normalize-bad", "HEAD options = function(p) return {{0}} end, normalize = function(p) return 3 end }", "solve GAME 1",
     "normalize"},
    {"show-tab", "HEAD options = function(p) return {} end, show = function(p) return \"a\\tb\" end }", "solve GAME 1", "TAB"},
    {"no-file", "", "solve /nonexistent/none.lua 1", "cannot read game file"},
    {"check-self-option", "HEAD options = function(p) return {p} end }", "check --game GAME --bound 3",
     "contains the position itself"},
    {"hunt-runaway", "HEAD options = function(p) while true do end end }", "hunt GAME --property 'return grundy(pos) >= 0' --bound 3",
     "work limit"},
};
INSTANTIATE_TEST_SUITE_P(Files, HostileGameFile, ::testing::ValuesIn(kHostile),
[](const auto& param_info) { return test_name(param_info.param.name); });

struct HostileClaims {
  const char* name;
  const char* claims;
  const char* mentions;
};
void PrintTo(const HostileClaims& h, std::ostream* os) { *os << h.name; }
class HostileClaimFile : public TempDir, public ::testing::WithParamInterface<HostileClaims> {};

TEST_P(HostileClaimFile, OneLineAndExitTwo) {
  const HostileClaims& h = GetParam();
  const std::string path = write("c.lua", h.claims);
  const auto r = run("check --claims " + path, 60);
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_TRUE(one_line(r.err)) << r.err;
  EXPECT_NE(r.err.find(h.mentions), std::string::npos) << r.err;
}

#define CLAIM(body) "return { game = \"nim\", claims = { { id = \"a\", statement = \"s\", bound = 3, " body " } } }"
const HostileClaims kHostileClaims[] = {
    {"no-claims", "return { game = \"nim\" }", "'claims'"},
    {"unknown-game", "return { game = \"nope\", claims = { { id = \"a\", statement = \"s\", check = \"property\", "
                     "formula = function(p) return true end, bound = 1 } } }",
     "unknown game"},
    {"bad-check", CLAIM("check = \"maybe\", formula = function(p) return true end"), "'check'"},
    {"no-formula", CLAIM("check = \"property\""), "'formula'"},
    {"where-errors", CLAIM("check = \"property\", formula = function(p) return true end, where = function(p) error(\"w\") end"),
     "where("},
    {"formula-type", CLAIM("check = \"p_iff\", formula = function(p) return 1 end"), "a boolean is due"},
    {"bad-value", CLAIM("check = \"value_is\", formula = function(p) return \"{1|\" end"), "formula("},
    {"bad-outcome", CLAIM("check = \"outcome_is\", formula = function(p) return \"Q\" end"), "\"P\", \"N\", \"L\" or \"R\""},
    {"taken-id", "return { paper = { id = \"nim-pass\" }, game = \"nim\", claims = { { id = \"a\", statement = \"s\", "
                 "check = \"property\", formula = function(p) return true end, bound = 1 } } }",
     "already taken"},
    {"runaway-formula", CLAIM("check = \"property\", formula = function(p) while true do end end"), "work limit"},
    {"bad-expect", CLAIM("check = \"property\", formula = function(p) return true end, expect = \"maybe\""), "'expect'"},
};
INSTANTIATE_TEST_SUITE_P(Files, HostileClaimFile, ::testing::ValuesIn(kHostileClaims),
[](const auto& param_info) { return test_name(param_info.param.name); });

}  // namespace

namespace {

// hunt --predict-value compares game values: for an impartial game "*3", "0" and "*" are nimbers.
TEST(HuntValues, PredictValueOfAnImpartialGameIsANimber) {
  auto r = run("hunt nim --predict-value 'return \"*\" .. nimsum' --bound 8 --random 0");
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  r = run("hunt nim --predict-value 'return nimsum == 0 and \"0\" or \"*\"' --bound 8 --random 0");
  EXPECT_EQ(r.code, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("counterexample 2: claims *, is *2"), std::string::npos) << r.out;
  r = run("hunt nim --predict-value 'return \"{1|\"' --bound 2 --random 0");
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_TRUE(one_line(r.err)) << r.err;
}

// hunt --save does not replace a saved conjecture without --force, and says so before the run.
TEST_F(TempDir, SaveNeverOverwritesWithoutForce) {
  const std::string base = "hunt nim --predict-p 'return nimsum == 0' --bound 4 --random 0 --save x --conjectures " + dir_.string();
  EXPECT_EQ(run(base).code, 0);
  const auto again = run(base);
  EXPECT_EQ(again.code, 2);
  EXPECT_NE(again.err.find("--force"), std::string::npos) << again.err;
  EXPECT_EQ(again.out, "");  // refused before the hunt ran
  EXPECT_EQ(run(base + " --force").code, 0);
}

}  // namespace

namespace {

// Positions the rules allow are accepted: a heap of 0 is no heap; the empty set is a Sato–Welter
// position (no move). Games whose rules forbid the empty set say which rule.
TEST(DayOne, PositionsTheRulesAllow) {
  auto r = run("solve nim-pass 0,3 '0;pass=0'");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "3\t4\tN\n;pass=0\t0\tP\n");
  r = run("solve sato-welter ''");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "\t0\tP\n");
  r = run("solve turning-turtles ''");
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("must be odd"), std::string::npos) << r.err;
}

}  // namespace

// A hunt over a game file on two threads: the workers read the file's fields and normalize texts at
// once, each in turn on the file's one Lua state (they shared it unguarded, and the hunt crashed or
// hung on the Clobber rows of 24 stones and more). The outcomes come from the outcome search.
TEST(LuaGameFile, HuntOverAGameFileOnTwoThreads) {
  for (int round = 0; round < 3; ++round) {
    const auto r = run("hunt " + kExamples + "/games/clobber.lua --predict-p 'return pos == \"xoxoxo\"' --bound 40 --random 0 --threads 2", 120);
    ASSERT_EQ(r.code, 1) << r.err;  // refuted: xoxoxo is not the only second-player win
    EXPECT_NE(r.out.find("counterexample"), std::string::npos) << r.out;
  }
}
