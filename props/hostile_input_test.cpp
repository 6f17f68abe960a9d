// A hostile but realistic user of the value surfaces (values, thermographs, value functions in
// scripts, long heap-game runs), each finding reproduced as it was reported and held to one line on
// standard error with exit 2, the right answer, or a prompt stop on Ctrl-C (exit 130). Output
// paths and data tables are in output_paths_test.cpp; the arithmetic below the command line in
// cgt_test.cpp and misere_loopy_test.cpp.
#include <gtest/gtest.h>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>

#include "cli_run.hpp"
#include "core/sanitizers.hpp"

namespace {

namespace fs = std::filesystem;
using cgcheck_test::Folder;
using cgcheck_test::one_line;
using cgcheck_test::run;
using cgcheck_test::slurp;


// How soon a stop must come after the signal, and how long a refusal may take: the times include
// the process's exit, which under AddressSanitizer runs the leak check over whatever the run holds.
#if CGCHECK_ASAN
constexpr double kStopSeconds = 10.0, kRefuseSeconds = 120.0;
#else
constexpr double kStopSeconds = 1.0, kRefuseSeconds = 30.0;
#endif

void expect_refused(const cgcheck_test::CommandResult& r, const std::string& what) {
  EXPECT_EQ(r.code, 2) << what << "\nout: " << r.out.substr(0, 2000) << "\nerr: " << r.err;
  EXPECT_TRUE(one_line(r.err)) << what << ": " << r.err;
}

// A claim file about `game` with one claim (Lua fields of the claim in `fields`).
std::string claim_file(const std::string& game, const std::string& fields) {
  return "return { paper = { id = \"mine\" }, game = \"" + game + "\", claims = { { id = \"c\", cite = \"T\", "
         "statement = \"s\", " + fields + " } } }\n";
}

// ---- B. Wrong answers.

TEST(HostileValues, NumbersPastTheExactRangeAreRefusedNotWrapped) {
  // 8 + 1/2^60 printed a negative number with outcome L; {8|1/2^60} got a wrong mean and a negative
  // temperature; {4096|||4095||1/2^60|-4096} a mean outside its own stops.
  for (const std::string& v : {std::string("8+1/1152921504606846976")}) {
    const auto r = run("solve value '" + v + "'", 60);
    expect_refused(r, v);
    EXPECT_NE(r.err.find("exact arithmetic"), std::string::npos) << r.err;
  }
  for (const std::string& v : {std::string("{8|1/1152921504606846976}"), std::string("{4096|||4095||1/1152921504606846976|-4096}")}) {
    const auto r = run("solve value '" + v + "' --show mean,temperature", 60);
    expect_refused(r, v);
  }
  // Within the range the same shapes are exact: {8|1/2^58} has mean (8 + 1/2^58)/2 and temperature
  // (8 - 1/2^58)/2, both with denominator 2^59.
  const auto ok = run("solve value '{8|1/288230376151711744}' --show mean,temperature,left_stop,right_stop", 60);
  EXPECT_EQ(ok.code, 0) << ok.err;
  EXPECT_EQ(ok.out,
            "{8|1/288230376151711744}\t{8|1/288230376151711744}\tL\t2305843009213693953/576460752303423488\t"
            "2305843009213693951/576460752303423488\t8\t1/288230376151711744\n");
}

TEST(HostileValues, ImpartialValuesCrossIntoValueFunctionsAsNimbers) {
  // value_in("nim", "1,2") returned the Grundy value 3 as the number 3, so adding value_in("nim",
  // "3") gave 6; hunt's value() likewise refuted G + G = 0 at a single Nim heap.
  const Folder f("typed-values");
  const std::string claims =
      f.write("c.lua", claim_file("nim", "check = \"property\", formula = function(p) "
                                         "return eq(add(value_in(\"nim\", \"1,2\"), value_in(\"nim\", \"3\")), 0) "
                                         "and value_in(\"nim\", \"1,2\") == \"*3\" and eq(add(value(), value()), 0) end, "
                                         "bound = 6, random = 0"));
  auto r = run("check --claims " + claims + " --profile ci", 60);
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("holds"), std::string::npos) << r.out;
  r = run("hunt nim --property 'return eq(add(value(), value()), 0) and value(\"3\") == \"*3\"' --bound 8 --random 20", 60);
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("no counterexample"), std::string::npos) << r.out;
}

TEST(HostileValues, LoopyGrundyClaimsCompareValuesAndRefuseNonValues) {
  const Folder f("loopy-values");
  const std::string game = CGCHECK_SOURCE_DIR "/examples/games/token-walk.lua";
  // Square 6 has the value inf(1,2,3): any order of K is the same value.
  const std::string same = f.write(
      "same.lua", claim_file(game, "check = \"grundy_is\", where = function(p) return p[1] == 6 end, "
                                   "formula = function(p) return \"inf(3, 2,1)\" end, bound = 20, random = 0"));
  auto r = run("check --claims " + same + " --profile ci", 60);
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  const std::string banana = f.write(
      "banana.lua", claim_file(game, "check = \"grundy_is\", formula = function(p) return \"banana\" end, bound = 20, random = 0"));
  r = run("check --claims " + banana + " --profile ci", 60);
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_NE(r.out.find("error"), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("inf(...)"), std::string::npos) << r.err;
  // The hunt reads the same way.
  r = run("hunt " + game + " --predict-grundy 'if p[1] == 6 then return \"inf(2,1,3)\" end return grundy()' --bound 20 --random 0", 60);
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("no counterexample"), std::string::npos) << r.out;
}

TEST(HostileValues, WhatCgcheckPrintsItReadsBack) {
  // *33 and 4097, printed by cgcheck, were refused when read back by --show and --thermograph.
  for (const auto& [typed, printed] : {std::pair<std::string, std::string>{"*32+*1", "*33"}, {"4096+1", "4097"}}) {
    auto r = run("solve value '" + typed + "'", 60);
    EXPECT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(r.out, typed + "\t" + printed + "\t" + (printed == "4097" ? "L" : "N") + "\n");
    r = run("solve value '" + printed + "' --show mean", 60);
    EXPECT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(r.out, printed + "\t" + printed + "\t" + (printed == "4097" ? "L\t4097" : "N\t0") + "\n");
  }
  const auto r = run("solve value '{4097|*33}' --show temperature,reduced", 60);
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "{4097|*33}\t{4097|*33}\tL\t4097/2\t{4097|0}\n");
}

// ---- C. Limits held, and Ctrl-C within a second.

// Stops and means are Lua numbers; a float holds m/2^k exactly only while |m| < 2^53. Past it a
// stop came back rounded (4611686018427387903/4 as ...976.0); now the call is refused with one line,
// and a stop within the range is still exact.
TEST(HostileValues, StopsALuaFloatWouldRoundAreRefused) {
  auto r = run("hunt nim --property \"return left_stop('4611686018427387903/4') > 0\" --bound 0 --random 0", 60);
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_NE(r.err.find("the number 4611686018427387903/4 is not exact as a Lua float"), std::string::npos) << r.err;
  EXPECT_TRUE(one_line(r.err)) << r.err;
  r = run("hunt nim --property \"return left_stop('4503599627370495/4') == 4503599627370495 / 4 and "
          "left_stop('1823437481924') == 1823437481924\" --bound 0 --random 0", 60);
  EXPECT_EQ(r.code, 0) << r.out << r.err;
}

TEST(HostileValues, ValueFunctionsShareOneBudgetPerFormulaAndStopOnCtrlC) {
  // Twelve le() calls each just under a per-call step limit ran 72 s and reached 3.5 GB under
  // --lua-memory 0.1 --max-memory 0.25: the calls of one formula now share one budget. One sum of
  // nimbers near *60 is within it; twelve are not, and are refused at once.
  const std::string one = "hunt nim --property \"for i = 1, 1 do add('*' .. (60 + i), '*' .. (60 - i)) end return true\" "
                          "--bound 0 --random 0 --lua-memory 0.1 --max-memory 0.25";
  auto r = run(one, 60);
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  std::string twelve = one;
  twelve.replace(twelve.find("1, 1"), 4, "1, 12");
  const auto start = std::chrono::steady_clock::now();
  r = run(twelve, 120);
  expect_refused(r, "twelve sums of nimbers");
  EXPECT_NE(r.err.find("work budget"), std::string::npos) << r.err;
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), kRefuseSeconds);
}

// A sum of 729 small hot games nested six deep: a 218 KB value whose canonical form outgrows any
// small memory limit (deterministic: the same text every run).
std::string nested_sums() {
  const char* const leaves[] = {"+-1", "+-2", "^", "*3", "1/2", "+-(1*)", "{3|2}"};
  std::uint64_t state = 2;
  const auto next = [&] {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return static_cast<std::size_t>(state >> 33);
  };
  const std::function<std::string(int)> g = [&](int d) -> std::string {
    if (d == 0) return leaves[next() % 7];
    std::string s = "{" + g(d - 1) + "+" + g(d - 1) + "+" + g(d - 1) + "|";
    return s + g(d - 1) + "+" + g(d - 1) + "+" + g(d - 1) + "}";
  };
  return g(6);
}

TEST(HostileValues, AHugeTypedValueIsHeldToTheMemoryLimitAndStopsOnCtrlC) {
  // A 438 KB value reached 6.4 GB under --max-memory 0.25 and took 67 s to refuse; the first SIGINT
  // was ignored.
  const Folder f("huge-value");
  const std::string text = f.write("v.txt", nested_sums() + "\n");
  const auto start = std::chrono::steady_clock::now();
  cgcheck_test::CommandResult r;
  {
    const std::string cmd = "timeout -s KILL 120 " CGCHECK_BINARY " solve value --max-memory 0.25 <" + text + " >" +
                            (f / "out") + " 2>" + (f / "err");
    const int status = std::system(cmd.c_str());
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.out = slurp(f / "out");
    r.err = slurp(f / "err");
  }
  expect_refused(r, "a value past the memory limit");
  EXPECT_NE(r.err.find("memory limit"), std::string::npos) << r.err;
  EXPECT_LT(r.err.size(), 2200u) << "the message quotes the whole value";
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), kRefuseSeconds);
  // Ctrl-C while the arena works: out within a second, exit 130.
  const auto s = cgcheck_test::run_and_signal({"solve", "value", "^2*301"}, SIGINT);
  EXPECT_TRUE(WIFEXITED(s.status) && WEXITSTATUS(s.status) == 130) << s.status << " " << s.err;
  EXPECT_LT(s.waited, kStopSeconds) << s.err;
}

TEST(HostileLongRuns, WhatWasComputedIsKeptOnCtrlC) {
  // sequence ... --play misere printed nothing until the end and lost the heaps done to Ctrl-C;
  // periodicity grundys-game printed nothing on SIGINT, not even the range computed.
  auto s = cgcheck_test::run_and_signal({"sequence", "take-and-break:0.77", "--play", "misere", "--to", "60"}, SIGINT);
  EXPECT_TRUE(WIFEXITED(s.status) && WEXITSTATUS(s.status) == 130) << s.status << " " << s.err;
  EXPECT_TRUE(s.out.starts_with("0\t1\t")) << s.out;  // the empty game: misère Grundy value 1
  EXPECT_NE(s.err.find("interrupted at heap"), std::string::npos) << s.err;
  EXPECT_LT(s.waited, kStopSeconds);
  s = cgcheck_test::run_and_signal({"periodicity", "grundys-game"}, SIGINT);
  EXPECT_TRUE(WIFEXITED(s.status) && WEXITSTATUS(s.status) == 130) << s.status << " " << s.err;
  EXPECT_NE(s.out.find("computed to: G("), std::string::npos) << s.out;
  EXPECT_NE(s.out.find("period: "), std::string::npos) << s.out;
  EXPECT_NE(s.err.find("interrupted at G("), std::string::npos) << s.err;
  EXPECT_LT(s.waited, kStopSeconds);
}

TEST(HostileLongRuns, APartizanLineOfExactlyTheLimitIsSolved) {
  // A game of exactly 100,000 moves was refused at the documented limit of 100,000.
  const Folder f("depth-limit");
  const std::string game = f.write(
      "g.lua", "return { id = \"chain\", title = \"t\", kind = \"partizan\", arity = 1,\n"
               "  left = function(p) if p[1] > 0 then return {{p[1] - 1}} end return {} end,\n"
               "  right = function(p) return {} end, valid = function(p) return #p == 1 and p[1] >= 0 end }\n");
  auto r = run("solve " + game + " 100000", 120);
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "100000\t100000\tL\n");
  r = run("solve " + game + " 100001", 120);
  expect_refused(r, "a line of 100,001 moves");
  EXPECT_NE(r.err.find("100000"), std::string::npos) << r.err;
}

TEST(HostileLongRuns, SumsOfPartizanHeapsAreHeldAndStopOnSigterm) {
  // Ten partizan heaps (Left takes 1 or 4, Right 2 or 3) as a game file with components = "entries"
  // ran 60 s to 5.4 GB under --max-memory 0.5, ignored Ctrl-C, and once SIGTERM for 10 minutes.
  const Folder f("ten-heaps");
  const std::string game = f.write(
      "h.lua", "return { id = \"lr-heaps\", title = \"t\", kind = \"partizan\", components = \"entries\",\n"
               "  left = function(p) local o = {} for _, d in ipairs({1, 4}) do if p[1] >= d then o[#o + 1] = {p[1] - d} end end return o end,\n"
               "  right = function(p) local o = {} for _, d in ipairs({2, 3}) do if p[1] >= d then o[#o + 1] = {p[1] - d} end end return o end,\n"
               "  valid = function(p) for _, x in ipairs(p) do if x < 0 then return false end end return true end }\n");
  const std::string heaps = "9,14,40,9,33,24,0,4,10,37";
  const auto start = std::chrono::steady_clock::now();
  const auto r = run("solve " + game + " " + heaps + " --max-memory 0.5", 300);
  expect_refused(r, "ten heaps under --max-memory 0.5");
  EXPECT_NE(r.err.find("memory limit"), std::string::npos) << r.err;
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), kRefuseSeconds);
  const auto s = cgcheck_test::run_and_signal({"solve", game.c_str(), heaps.c_str()}, SIGTERM);
  EXPECT_TRUE(WIFEXITED(s.status) && WEXITSTATUS(s.status) == 130) << s.status << " " << s.err;
  EXPECT_LT(s.waited, kStopSeconds) << s.err;
}

// ---- D. Output and messages.

TEST(HostileText, ShowTextWithControlBytesStaysOneEscapedColumn) {
  // show() with ESC bytes and invalid UTF-8 put raw bytes on solve's standard output and made the
  // thermograph SVG malformed.
  const Folder f("show-bytes");
  const std::string game = f.write(
      "g.lua",
      "return { id = \"esc\", title = \"t\", kind = \"partizan\", arity = 1,\n"
      "  left = function(p) if p[1] >= 1 then return {{p[1] - 1}} end return {} end,\n"
      "  right = function(p) if p[1] >= 2 then return {{p[1] - 2}} end return {} end,\n"
      "  valid = function(p) return #p == 1 and p[1] >= 0 end,\n"
      "  show = function(p) return '\\27[31m' .. p[1] .. '\\255<&>' end }\n");
  auto r = run("solve " + game + " 3 --thermograph " + f / "t.svg", 60);
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out.find('\x1b'), std::string::npos) << r.out;
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\t'), 2) << r.out;
  EXPECT_NE(r.out.find("\\x1b[31m3\xEF\xBF\xBD<&>"), std::string::npos) << r.out;  // U+FFFD for the bad byte
  const std::string svg = slurp(f / "t.svg");
  EXPECT_EQ(svg.find('\x1b'), std::string::npos);
  EXPECT_EQ(svg.find("\xff"), std::string::npos);
  EXPECT_NE(svg.find("&lt;&amp;&gt;"), std::string::npos) << svg;
}

TEST(HostileText, ValueInNamingTheClaimFileItselfSaysSo) {
  const Folder f("self-value-in");
  const std::string claims = f.write(
      "c.lua", claim_file("nim", "check = \"property\", formula = function(p) return value_in(\"c.lua\", \"1\") ~= nil end, "
                                 "bound = 2, random = 0"));
  const auto r = run("check --claims " + claims + " --profile ci", 60);
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_NE(r.err.find("this claim file, not a game file"), std::string::npos) << r.err;
}

// ---- E. Left over and smaller.

TEST(HostileMessages, EachSaysWhatIsWrong) {
  const Folder f("messages");
  // grundy() on a partizan loopy game said "stoll".
  const std::string loopy = f.write(
      "l.lua",
      "return { id = \"ping\", title = \"t\", kind = \"partizan\", loopy = true, arity = 1,\n"
      "  left = function(p) return {{1 - p[1]}} end, right = function(p) return {{1 - p[1]}} end,\n"
      "  valid = function(p) return #p == 1 and (p[1] == 0 or p[1] == 1) end }\n");
  const std::string claims = f.write(
      "c.lua", claim_file("l.lua", "check = \"property\", formula = function(p) return grundy() == 0 end, bound = 1, random = 0"));
  auto r = run("check --claims " + claims + " --profile ci", 60);
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_EQ(r.err.find("stoll"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("partizan"), std::string::npos) << r.err;
  // hunt --predict-value on a partizan loopy game said "found nothing"; it was then refused, and now
  // predicts the loopy value: each player moves back and forth for ever, dud.
  r = run("hunt " + loopy + " --predict-value 'return \"0\"' --bound 1 --random 0", 60);
  EXPECT_EQ(r.code, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("counterexample 0: claims 0, is dud"), std::string::npos) << r.out;
  // A missing game file "is not a regular file".
  r = run("solve " + f / "missing.lua" + " 1", 60);
  expect_refused(r, "missing game file");
  EXPECT_NE(r.err.find("no such file"), std::string::npos) << r.err;
  // {n/2} as an option was "a table, not an array of integers".
  const std::string half = f.write(
      "h.lua", "return { id = \"half\", title = \"t\", kind = \"impartial\", arity = 1,\n"
               "  options = function(p) if p[1] > 1 then return {{p[1] / 2}} end return {} end,\n"
               "  valid = function(p) return #p == 1 end }\n");
  r = run("solve " + half + " 4", 60);
  expect_refused(r, "float option");
  EXPECT_NE(r.err.find("entry 1 is the float 2.0"), std::string::npos) << r.err;
}

TEST(HostileMessages, ANulByteDoesNotCutAMessageShort) {
  // A message quoting text with a NUL byte ended at the NUL (what() is a C string).
  const Folder f("nul");
  f.write("in.txt", std::string("1,x\0tail-of-the-line\n", 21));
  const std::string cmd = "timeout -s KILL 60 " CGCHECK_BINARY " solve nim <" + (f / "in.txt") + " >" + (f / "out") + " 2>" + (f / "err");
  const int status = std::system(cmd.c_str());
  EXPECT_EQ(WIFEXITED(status) ? WEXITSTATUS(status) : -1, 2);
  const std::string err = slurp(f / "err");
  EXPECT_TRUE(one_line(err)) << err;
  EXPECT_NE(err.find("\\x00tail-of-the-line"), std::string::npos) << err;
}

TEST(HostileMessages, ACyclicOrderIsRefused) {
  // An order on (a1 + a2) mod 3 is cyclic: its neighbours in the sorted list agree, so it "held".
  const Folder f("cyclic-order");
  const std::string game = f.write(
      "g.lua",
      "return { id = \"cyc\", title = \"t\", kind = \"impartial\", arity = 2,\n"
      "  options = function(p) local o = {} if p[1] > 0 then o[#o + 1] = {p[1] - 1, p[2]} end\n"
      "    if p[2] > 0 then o[#o + 1] = {p[1], p[2] - 1} end return o end,\n"
      "  valid = function(p) return #p == 2 and p[1] >= 0 and p[2] >= 0 end,\n"
      "  order = function(a, b) return (b[1] + b[2] - a[1] - a[2]) % 3 == 1 end }\n");
  const std::string claims = f.write(
      "c.lua", claim_file("g.lua", "check = \"p_iff\", formula = function(p) return (p[1] + p[2]) % 2 == 0 end, bound = 6, random = 0"));
  const auto r = run("check --claims " + claims + " --profile ci", 60);
  expect_refused(r, "cyclic order");
  EXPECT_NE(r.err.find("strict weak order"), std::string::npos) << r.err;
}

TEST(HostileMessages, HuntSaveOverAnExistingConjectureIsRefusedBeforeTheHunt) {
  const Folder f("save-exists");
  f.write("x.json", "{}");
  const auto start = std::chrono::steady_clock::now();
  const auto r = run("hunt nim --predict-p 'return nimsum == 0' --bound 40 --random 0 --save x --conjectures " + f.dir.string(), 60);
  expect_refused(r, "--save over an existing file");
  EXPECT_EQ(r.out, "") << "the hunt ran first";
  EXPECT_EQ(slurp(f / "x.json"), "{}");
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), kRefuseSeconds);
}

}  // namespace
