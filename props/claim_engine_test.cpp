// Claim files run on the claim engine of the built-in claims (claims/check_kinds.hpp's walk): what a
// user of `check --claims` and `report --claims` is promised. Each test writes its own game and claim
// files to a temporary folder and runs the real binary.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "cli_run.hpp"
#include "core/sanitizers.hpp"

namespace {

namespace fs = std::filesystem;
using cgcheck_test::run;
using cgcheck_test::slurp;
using cgcheck_test::temp_folder;

void write(const fs::path& p, const std::string& text) { std::ofstream(p) << text; }

// Wythoff's game with `arity = 2` and no valid(): positions {a, b}, a queen moving down, left or
// diagonally. Its P-positions are the pairs (floor(k phi), floor(k phi^2)) and their mirrors.
const char* kWythoff = R"(
return {
  id = "wythoff-test", title = "Wythoff", kind = "impartial", arity = 2,
  options = function(p)
    local a, b, out = p[1], p[2], {}
    for i = 1, a do out[#out + 1] = {a - i, b} end
    for i = 1, b do out[#out + 1] = {a, b - i} end
    for i = 1, math.min(a, b) do out[#out + 1] = {a - i, b - i} end
    return out
  end,
}
)";

struct Folder {
  fs::path dir = temp_folder("claim-engine");
  ~Folder() { fs::remove_all(dir); }
  std::string operator/(const std::string& name) const { return (dir / name).string(); }
};

nlohmann::json claim_json(const std::string& json_path, const std::string& id) {
  const auto j = nlohmann::json::parse(slurp(json_path));
  for (const auto& c : j["claims"])
    if (c["id"] == id) return c;
  return {};
}

// A claim file about the Wythoff file, with one claim whose formula is `formula`.
std::string wythoff_claims(const std::string& claims) {
  return "return { paper = { id = 'wy' }, game = 'wythoff.lua', claims = {" + claims + "} }\n";
}

// Every claim's status, coverage, counterexample and mismatch count from a run of c.lua on `threads`
// threads: what must not depend on the number of threads.
std::string results_on(const Folder& f, const char* threads) {
  const auto r = run("check --claims " + f / "c.lua" + " --threads " + threads + " --json " + f / "o.json");
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  std::string result;
  const auto j = nlohmann::json::parse(slurp(f / "o.json"));  // held: the loop reads into it
  for (const auto& c : j["claims"])
    result += c["status"].dump() + c["checked"].dump() + c.value("counterexample", nlohmann::json{}).dump() +
              c["mismatches"].dump();
  return result;
}

TEST(ClaimEngine, ExhaustiveCounterexampleStandsAndNoRandomPhaseFollows) {
  Folder f;
  write(f / "wythoff.lua", kWythoff);
  // "P iff a == b": (1,1) is N, the first failure in size order.
  write(f / "c.lua", wythoff_claims(R"(
    { id = 'diag', statement = 's', check = 'p_iff', expect = 'refuted', bound = 6, random = 50,
      formula = function(p) return p[1] == p[2] end })"));
  const auto r = run("check --claims " + f / "c.lua" + " --json " + f / "o.json");
  ASSERT_EQ(r.code, 0) << r.out << r.err;
  const auto c = claim_json(f / "o.json", "wy/diag");
  ASSERT_TRUE(c.contains("counterexample")) << c.dump();
  EXPECT_EQ(c["counterexample"]["position"], "1,1");
  EXPECT_NE(c["counterexample"]["found_by"].get<std::string>().find("exhaustive"), std::string::npos);
  for (const auto& cov : c["checked"]) EXPECT_NE(cov["mode"], "random") << c.dump();
}

TEST(ClaimEngine, RandomFlagOverridesEveryClaimAndZeroRunsNone) {
  Folder f;
  write(f / "wythoff.lua", kWythoff);
  write(f / "c.lua", wythoff_claims(R"(
    { id = 'sym', statement = 's', check = 'property', bound = 3, random = 40,
      formula = function(p) return outcome({p[1], p[2]}) == outcome({p[2], p[1]}) end })"));
  auto random_count = [&](const std::string& flags) -> long {
    const auto r = run("check --claims " + f / "c.lua" + " --json " + f / "o.json" + " " + flags);
    EXPECT_EQ(r.code, 0) << r.err;
    const auto c = claim_json(f / "o.json", "wy/sym");
    for (const auto& cov : c["checked"])
      if (cov["mode"] == "random") return cov["count"].get<long>();
    ADD_FAILURE() << c.dump() << r.out;
    return -1;  // no random phase
  };
  EXPECT_EQ(random_count(""), 40);
  EXPECT_EQ(random_count("--random 7"), 7);
  const auto none = run("check --claims " + f / "c.lua" + " --json " + f / "o.json --random 0");
  const auto c = claim_json(f / "o.json", "wy/sym");  // held: the loop reads into it
  for (const auto& cov : c["checked"])
    if (cov["mode"] == "random") {
      EXPECT_EQ(cov["count"], 0) << c.dump();  // no random case ran
    }
}

TEST(ClaimEngine, ShrinkingKeepsTheArityOfAGameWithoutValid) {
  Folder f;
  std::string with_random = kWythoff;
  with_random.replace(with_random.find("arity = 2,"), 10,
                      "arity = 2, random = function(rng, size) return {rng:int(0, size), rng:int(0, size)} end,");
  write(f / "wythoff.lua", with_random);
  // Bound 0 leaves only (0,0) to the exhaustive phase; the random phase finds a failure and shrinks
  // it: every candidate must stay a pair (a shorter array made the formula index nil).
  write(f / "c.lua", wythoff_claims(R"(
    { id = 'never-p', statement = 's', check = 'p_iff', expect = 'refuted', bound = 0, random = 200,
      where = function(p) return p[1] + p[2] > 0 end,
      formula = function(p) return p[1] * p[2] < 0 end })"));
  const auto r = run("check --claims " + f / "c.lua" + " --json " + f / "o.json");
  ASSERT_EQ(r.code, 0) << r.out << r.err;
  const auto c = claim_json(f / "o.json", "wy/never-p");
  ASSERT_TRUE(c.contains("counterexample")) << c.dump();
  const std::string pos = c["counterexample"]["position"];
  EXPECT_EQ(std::count(pos.begin(), pos.end(), ','), 1) << pos;
  // The one-line output says the counterexample is the random phase's.
  EXPECT_NE(r.out.find("random phase, shrunk"), std::string::npos) << r.out;
}

TEST(ClaimEngine, AFormulaErrorIsTheClaimsStatusAtItsSmallestPosition) {
  Folder f;
  write(f / "wythoff.lua", kWythoff);
  write(f / "c.lua", wythoff_claims(R"(
    { id = 'breaks', statement = 's', check = 'p_iff', bound = 8, random = 10,
      formula = function(p) if p[1] + p[2] >= 3 then error('boom') end return p[1] == p[2] end },
    { id = 'fine', statement = 's', check = 'p_iff', expect = 'refuted', bound = 4, random = 0,
      formula = function(p) return p[1] == p[2] end })"));
  for (const char* threads : {"1", "2"}) {
    const auto r = run("check --claims " + f / "c.lua" + " --threads " + threads + " --json " + f / "o.json --junit " +
                       f / "o.xml");
    EXPECT_EQ(r.code, 2) << r.out << r.err;
    const auto broken = claim_json(f / "o.json", "wy/breaks");
    EXPECT_EQ(broken["status"], "error");
    // (1,2) is met before (0,3) in the size order... both have size 3; the first of the order is kept.
    EXPECT_NE(broken.dump().find("boom"), std::string::npos) << broken.dump();
    EXPECT_NE(broken.dump().find("formula(0,3)"), std::string::npos) << broken.dump();
    EXPECT_EQ(claim_json(f / "o.json", "wy/fine")["status"], "refuted");
    EXPECT_TRUE(fs::exists(f / "o.xml"));
  }
}

TEST(ClaimEngine, UnknownFieldsAreRefusedWithTheNearestKnownOne) {
  Folder f;
  write(f / "wythoff.lua", kWythoff);
  write(f / "c.lua", wythoff_claims(R"(
    { id = 'x', statement = 's', check = 'p_iff', expected = 'refuted', bound = 2,
      formula = function(p) return false end })"));
  const auto r = run("check --claims " + f / "c.lua");
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("unknown field 'expected' (did you mean 'expect'?)"), std::string::npos) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  write(f / "d.lua", "return { paper = { id = 'd', titel = 'T' }, game = 'nim', claims = { { id = 'x', statement = 's', "
                     "check = 'p_iff', bound = 2, formula = function(p) return true end } } }");
  const auto d = run("check --claims " + f / "d.lua");
  EXPECT_EQ(d.code, 2);
  EXPECT_NE(d.err.find("unknown field 'paper.titel' (did you mean 'title'?)"), std::string::npos) << d.err;
}

TEST(ClaimEngine, AFormulaThatChangesItsOwnFileTableCannotCrash) {
  Folder f;
  write(f / "c.lua", R"(
local t
t = { paper = { id = 'mut' }, game = 'nim', claims = {
  { id = 'a', statement = 's', check = 'p_iff', bound = 6, random = 20,
    formula = function(p) t.claims[1] = 5; t.claims[2] = 'x'; return p.nimsum == 0 end },
  { id = 'b', statement = 's', check = 'grundy_is', bound = 6, random = 20,
    formula = function(p) return p.nimsum end } } }
return t
)");
  const auto r = run("check --claims " + f / "c.lua");
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("2 claims, 2 as expected"), std::string::npos) << r.out;
}

TEST(ClaimEngine, FilesClaimsOnlyUnlessWidened) {
  Folder f;
  write(f / "c.lua", R"(return { paper = { id = 'octal-mine' }, game = 'take-and-break:0.07', claims = {
    { id = 'zero-at-0', statement = 's', check = 'grundy_is', bound = 5, random = 0,
      formula = function(p) return grundy(p.pos) end } } })");
  const auto listed = run("claims --claims " + f / "c.lua");
  ASSERT_EQ(listed.code, 0) << listed.err;
  EXPECT_EQ(std::count(listed.out.begin(), listed.out.end(), '\n'), 1) << listed.out;
  const auto all = run("claims --claims " + f / "c.lua" + " --all");
  EXPECT_GT(std::count(all.out.begin(), all.out.end(), '\n'), 100);
  // The report of the file has the file's page (not the built-in octal page) and only its claim.
  const auto rep = run("report --claims " + f / "c.lua" + " --out " + f / "rep");
  ASSERT_EQ(rep.code, 0) << rep.out << rep.err;
  EXPECT_TRUE(fs::exists(f / "rep/octal-mine.md"));
  EXPECT_FALSE(fs::exists(f / "rep/octal-games.md"));
  EXPECT_NE(slurp(f / "rep/octal-mine.md").find("octal-mine/zero-at-0"), std::string::npos);
  EXPECT_NE(rep.out.find("1 claims"), std::string::npos) << rep.out;
  // check, like claims and report: the file's claims alone, widened by --game to the game's.
  const auto own = run("check --claims " + f / "c.lua" + " --profile ci --quiet");
  EXPECT_NE(own.out.find("1 claims"), std::string::npos) << own.out;
  const auto game = run("check --claims " + f / "c.lua" + " --game take-and-break:0.07 --profile ci --quiet");
  EXPECT_EQ(game.out.find("1 claims"), std::string::npos) << game.out;
  EXPECT_NE(game.out.find(" claims, "), std::string::npos) << game.out;
}

// One verdict, one wording: a claim file's claim (check's line and its JUnit file) and the same
// formula typed as a hunt name the counterexample the same way, and hunt --json uses results.json's
// keys.
TEST(ClaimEngine, OneWordingForAVerdict) {
  Folder f;
  write(f / "c.lua", R"(return { game = 'nim', claims = {
    { id = 'even', statement = 's', check = 'p_iff', bound = 10, random = 0,
      formula = function(p) return p.n % 2 == 0 end } } })");
  const auto checked = run("check --claims " + f / "c.lua" + " --junit " + f / "j.xml");
  EXPECT_NE(checked.out.find("[2: claims P, is N]"), std::string::npos) << checked.out;
  EXPECT_NE(slurp(f / "j.xml").find("counterexample 2: claims P, is N"), std::string::npos);
  const auto hunted = run("hunt nim --predict-p 'return n % 2 == 0' --bound 10 --json " + f / "h.json");
  EXPECT_NE(hunted.out.find("counterexample 2: claims P, is N (exhaustive"), std::string::npos) << hunted.out;
  const auto j = nlohmann::json::parse(slurp(f / "h.json"));
  EXPECT_EQ(j["counterexample"]["claimed"], "P");
  EXPECT_EQ(j["counterexample"]["actual"], "N");
  EXPECT_FALSE(j["counterexample"].contains("predicted"));
}

// Every check kind means one thing whichever way it is written: the same false formula as a claim
// file's claim and as a hunt's conjecture is walked by the one runner (a conjecture is the one claim
// of a spec built in memory) and judged by the one check kind (lua/judge.hpp), so the two give the
// same counterexample in the same words, and the same refusal of an answer of the wrong type. (A built-in claim's kinds, claims/check_kinds.hpp, name and word their verdicts with
// the same claims/check_kind.hpp.)
TEST(ClaimEngine, EveryCheckKindGivesOneVerdictWhicheverWayItIsWritten) {
  Folder f;
  write(f / "heap.lua", R"(return { id = 'lr', title = 't', kind = 'partizan', arity = 1,
  left = function(p) local o = {} for d = 1, 2 do if p[1] >= d then o[#o + 1] = {p[1] - d} end end return o end,
  right = function(p) if p[1] >= 1 then return {{p[1] - 1}} end return {} end,
  valid = function(p) return #p == 1 and p[1] >= 0 end })");
  struct Kind {
    std::string check, form, game, claim_formula, hunt_code;
  };
  const std::vector<Kind> kinds{
      {"p_iff", "--predict-p", "nim", "return p.n % 2 == 0", "return n % 2 == 0"},
      {"grundy_is", "--predict-grundy", "nim", "return p.n", "return n"},
      {"property", "--property", "nim", "return p.nimsum < 3", "return nimsum < 3"},
      {"value_is", "--predict-value", f / "heap.lua", "return p[1] == 0 and '0' or '1'", "return p[1] == 0 and '0' or '1'"}};
  for (const Kind& k : kinds) {
    const std::string game = k.game == "nim" ? "'nim'" : "'" + k.game + "'";
    write(f / "c.lua", "return { game = " + game + ", claims = { { id = 'k', statement = 's', check = '" + k.check +
                           "', bound = 6, random = 0, formula = function(p) " + k.claim_formula + " end } } }");
    const auto checked = run("check --claims " + f / "c.lua" + " --json " + f / "c.json");
    const auto hunted = run("hunt " + k.game + " " + k.form + " \"" + k.hunt_code + "\" --bound 6 --random 0 --json " + f / "h.json");
    EXPECT_EQ(checked.code, 1) << k.check << ": " << checked.out << checked.err;
    EXPECT_EQ(hunted.code, 1) << k.check << ": " << hunted.out << hunted.err;
    const auto c = nlohmann::json::parse(slurp(f / "c.json"))["claims"][0]["counterexample"];
    const auto h = nlohmann::json::parse(slurp(f / "h.json"))["counterexample"];
    EXPECT_EQ(c["position"], h["position"]) << k.check;
    EXPECT_EQ(c["claimed"], h["claimed"]) << k.check;
    EXPECT_EQ(c["actual"], h["actual"]) << k.check;
  }
  // An answer of the wrong type is refused the same way (the due words are the kind's).
  write(f / "c.lua", "return { game = 'nim', claims = { { id = 'k', statement = 's', check = 'grundy_is', bound = 3, "
                     "random = 0, formula = function(p) return 'x' end } } }");
  const auto checked = run("check --claims " + f / "c.lua");
  const auto hunted = run("hunt nim --predict-grundy \"return 'x'\" --bound 3 --random 0");
  EXPECT_NE(checked.err.find("; an integer is due"), std::string::npos) << checked.err;
  EXPECT_NE(hunted.err.find("; an integer is due"), std::string::npos) << hunted.err;
}

// A hunt's script has the misère functions a claim file's formula has (misere_outcome, misere_grundy,
// genus; without an argument, at the position): Bouton's misère rule (P iff the nim-sum is 0, or 1
// when every heap is 1) holds as a --property to 14 stones; rules that confuse the two plays are
// refuted at the empty position, P under normal play but N under misère play (misère Grundy value
// 1); a partizan game has no genus.
TEST(ClaimEngine, HuntHasTheMisereFunctionsOfAClaimFile) {
  const std::string rule = "local big = false for h in pos:gmatch('%d+') do if tonumber(h) > 1 then big = true end end "
                           "return (misere_outcome() == 'P') == (nimsum == (big and 0 or 1))";
  const auto h = run("hunt nim --property \"" + rule + "\" --bound 14 --random 0");
  EXPECT_EQ(h.code, 0) << h.out << h.err;
  EXPECT_NE(h.out.find("no counterexample"), std::string::npos) << h.out;
  EXPECT_NE(h.out.find("exhaustive: 508 positions"), std::string::npos) << h.out;
  const auto wrong = run("hunt nim --predict-p 'return misere_outcome() == \"P\" and n > 0' --bound 6 --random 0");
  EXPECT_EQ(wrong.code, 1) << wrong.out << wrong.err;
  EXPECT_NE(wrong.out.find("counterexample \"\": claims N, is P"), std::string::npos) << wrong.out;
  const auto g = run("hunt nim --predict-grundy 'return misere_grundy()' --bound 6 --random 0");
  EXPECT_EQ(g.code, 1) << g.out << g.err;  // the misère Grundy value of "" is 1, its normal one 0
  EXPECT_NE(g.out.find("counterexample \"\": claims 1, is 0"), std::string::npos) << g.out;
  const auto partizan = run("hunt " + std::string(CGCHECK_SOURCE_DIR) + "/examples/games/clobber.lua --property 'return genus() ~= nil' --bound 3 --random 0");
  EXPECT_EQ(partizan.code, 2);
  EXPECT_NE(partizan.err.find("clobber is partizan: it has no genus"), std::string::npos) << partizan.err;
}

TEST(ClaimEngine, ThreadsDoNotChangeTheResult) {
  Folder f;
  write(f / "wythoff.lua", kWythoff);
  write(f / "c.lua", wythoff_claims(R"(
    { id = 'diag', statement = 's', check = 'p_iff', expect = 'refuted', bound = 30, random = 0,
      formula = function(p) return p[1] == p[2] end },
    { id = 'sym', statement = 's', check = 'grundy_is', bound = 30, random = 0,
      formula = function(p) return grundy({p[2], p[1]}) end })"));
  const std::string first = results_on(f, "1");
  for (const char* threads : {"2", "3"}) EXPECT_EQ(results_on(f, threads), first) << threads;
}

// A conjecture has every function of a claim file's formula, each at the position without an
// argument: options() of a game file, misère forms, value_in.
TEST(ClaimEngine, HuntHasEveryFunctionOfAClaimFile) {
  Folder f;
  write(f / "wythoff.lua", kWythoff);
  const auto r = run("hunt " + f / "wythoff.lua" +
                     " --property 'local n = 0 for _, o in ipairs(options()) do if grundy(o) == 0 then n = n + 1 end end "
                     "return (n > 0) == (grundy() ~= 0) and misere_form() ~= nil' --bound 12 --random 0");
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("no counterexample"), std::string::npos) << r.out;
  const auto v = run("hunt nim --property 'return value_in(\"nim\", pos) == value()' --bound 6 --random 0");
  EXPECT_EQ(v.code, 0) << v.out << v.err;
}

TEST(ClaimEngine, HuntFormulaGetsThePositionAsItsArgument) {
  const auto r = run("hunt nim --predict-p 'local p = ... return p.nimsum == 0 and p.pos ~= nil' --bound 8 --random 10");
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("no counterexample"), std::string::npos) << r.out;
  Folder f;
  write(f / "wythoff.lua", kWythoff);
  const auto g = run("hunt " + f / "wythoff.lua" + " --predict-p 'local q = ... return q[1] == q[2]' --bound 4 --random 0");
  EXPECT_EQ(g.code, 1) << g.out << g.err;
  EXPECT_NE(g.out.find("counterexample 1,1: claims P, is N"), std::string::npos) << g.out;
}


// Invalid UTF-8 in a title, statement or a formula's error reaches JSON, JUnit and Markdown as
// U+FFFD (nlohmann::json threw at the end of the run: "internal error: type_error.316").
TEST(ClaimEngine, InvalidUtf8InTextIsRepairedForEveryWriter) {
  Folder f;
  write(f / "c.lua", "return { paper = { id = 'bytes', title = 'T\\xff\\xfe' }, game = 'nim', claims = {\n"
                     "  { id = 'a', statement = 'bad \\xc3\\x28 byte', check = 'p_iff', bound = 4, random = 0,\n"
                     "    formula = function(p) return p.nimsum == 0 end },\n"
                     "  { id = 'b', statement = 's', check = 'p_iff', bound = 4, random = 0,\n"
                     "    formula = function(p) error('\\xff') end } } }\n");
  const auto r = run("check --claims " + f / "c.lua" + " --json " + f / "o.json --junit " + f / "o.xml");
  EXPECT_EQ(r.code, 2) << r.out << r.err;  // claim b errs
  EXPECT_EQ(r.err.find("internal error"), std::string::npos) << r.err;
  const auto j = nlohmann::json::parse(slurp(f / "o.json"));
  EXPECT_NE(j.dump().find("bad \xEF\xBF\xBD( byte"), std::string::npos) << j.dump();
  EXPECT_NE(slurp(f / "o.xml").find("\xEF\xBF\xBD"), std::string::npos);
  const auto rep = run("report --claims " + f / "c.lua" + " --out " + f / "rep");
  EXPECT_EQ(rep.code, 2) << rep.err;
  EXPECT_EQ(rep.err.find("internal error"), std::string::npos) << rep.err;
  EXPECT_NE(slurp(f / "rep/bytes.md").find("T\xEF\xBF\xBD\xEF\xBF\xBD"), std::string::npos);
}


// No verdict without evidence: a where() that holds nowhere checks nothing, and says so.
TEST(ClaimEvidence, AWhereThatHoldsNowhereIsInconclusive) {
  Folder f;
  write(f / "c.lua", R"(return { paper = { id = 'nowhere' }, game = 'nim', claims = {
    { id = 'a', statement = 's', check = 'p_iff', bound = 6, random = 100,
      where = function(p) return false end, formula = function(p) return true end } } })");
  const auto r = run("check --claims " + f / "c.lua" + " --json " + f / "o.json");
  EXPECT_EQ(r.code, 1) << r.out << r.err;  // expected holds, observed inconclusive
  const auto c = claim_json(f / "o.json", "nowhere/a");
  EXPECT_EQ(c["status"], "inconclusive") << c.dump();
  for (const auto& cov : c["checked"]) EXPECT_EQ(cov["count"], 0) << c.dump();
}

TEST(ClaimEvidence, AHuntOverNoPositionIsNotSaved) {
  Folder f;
  const auto r = run("hunt nim --predict-p 'return nimsum == 0' --where 'return false' --bound 5 --random 20 --save empty "
                     "--conjectures " + f / "conj");
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_TRUE(cgcheck_test::one_line(r.err)) << r.err;
  EXPECT_NE(r.err.find("nothing to save"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(f / "conj/empty.json"));
}

TEST(ClaimEvidence, ASavedConjectureWithAHugeBoundIsRefused) {
  Folder f;
  fs::create_directories(f.dir / "conj");
  write(f / "conj/big.json", R"({"name": "big", "game": "nim", "form": "predict-p", "code": "return nimsum == 0",
    "bound": 1e30, "bound_counts": "stones", "random": 0, "seed": 1, "expected": "holds"})");
  const auto r = run("check --conjectures " + f / "conj" + " --claim conjectures/big");
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_TRUE(cgcheck_test::one_line(r.err)) << r.err;
  EXPECT_NE(r.err.find("'bound' must be an integer"), std::string::npos) << r.err;
}

// Ctrl-C while a formula is inside grundy() stops the run as an interruption (exit 130), not as
// the claim's error (exit 2).
TEST(ClaimEvidence, InterruptInsideASolverCallIsAnInterruption) {
  Folder f;
  write(f / "c.lua", R"(return { paper = { id = 'slow' }, game = 'nim', claims = {
    { id = 'a', statement = 's', check = 'property', bound = 2, random = 0,
      formula = function(p) return grundy('40,41,42,43,44,45,46,47') >= 0 end } } })");
  const std::string path = f / "c.lua";
  const auto r = cgcheck_test::run_and_signal({"check", "--claims", path.c_str()}, SIGINT);
  ASSERT_TRUE(WIFEXITED(r.status)) << r.err;
  EXPECT_EQ(WEXITSTATUS(r.status), 130) << r.out << r.err;
  // The time includes the exit, which under AddressSanitizer runs the leak check over the solver's
  // memo (2.3 s seen on a loaded 2-core machine), as interrupt_test allows.
#if CGCHECK_ASAN
  EXPECT_LT(r.waited, 10.0);
#else
  EXPECT_LT(r.waited, 2.0);
#endif
}

// 10,000 one-line claims: the file is read once per worker, not once per claim (the run's cost
// was the square of the number of claims: 84 s). The kill timeout is a hang guard, not a timing.
TEST(ClaimEvidence, TenThousandClaimsRunInOnePass) {
  Folder f;
  std::string text = "return { paper = { id = 'many' }, game = 'nim', claims = {\n";
  for (int i = 0; i < 10000; ++i)
    text += "{ id = 'c" + std::to_string(i) + "', statement = 's', check = 'p_iff', bound = 4, random = 0, "
            "formula = function(p) return p.nimsum == 0 end },\n";
  write(f / "many.lua", text + "} }\n");
  const auto r = run("check --claims " + f / "many.lua" + " --quiet", 60);
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("10000 claims, 10000 as expected"), std::string::npos) << r.out;
}


// where() conjuncts on a built-in game's structural fields fix them before positions are generated
// (as hunt --where does); the positions checked are the same as without the narrowing.
TEST(ClaimEngine, WhereConjunctsNarrowTheEnumeration) {
  Folder f;
  write(f / "c.lua", R"(return { paper = { id = 'bk' }, game = 'nim', claims = {
  { id = 'narrowed', statement = 's', check = 'p_iff', bound = 30, random = 0,
    where = function(p) return p.k == 2 and p.n % 2 == 0 end,
    formula = function(p) return p.heaps[1] == p.heaps[2] end },
  { id = 'walked', statement = 's', check = 'p_iff', bound = 30, random = 0,
    where = function(p) return (p.k == 2 or false) and p.n % 2 == 0 end,
    formula = function(p) return p.heaps[1] == p.heaps[2] end },
  { id = 'shadowed', statement = 's', check = 'p_iff', bound = 30, random = 0,
    where = function(p) local k = 3 return p.k == 2 end,
    formula = function(p) return p.heaps[1] == p.heaps[2] end } } })");
  const auto r = run("check --claims " + f / "c.lua" + " --json " + f / "o.json");
  ASSERT_EQ(r.code, 0) << r.out << r.err;
  const auto narrowed = claim_json(f / "o.json", "bk/narrowed"), walked = claim_json(f / "o.json", "bk/walked");
  EXPECT_EQ(narrowed["checked"][0]["count"], walked["checked"][0]["count"]);
  EXPECT_GT(narrowed["checked"][0]["count"].get<int>(), 100);
  EXPECT_NE(narrowed["checked"][0]["range"].get<std::string>().find("shape k=2 fixed"), std::string::npos);
  EXPECT_EQ(walked["checked"][0]["range"].get<std::string>().find("shape"), std::string::npos);
  EXPECT_EQ(claim_json(f / "o.json", "bk/shadowed")["checked"][0]["range"].get<std::string>().find("shape"), std::string::npos);
}


// print() in a script goes to standard error: it cannot forge result lines among solve's output.
TEST(ScriptOutput, PrintGoesToStandardError) {
  Folder f;
  write(f / "g.lua", R"(return { id = 'pr', title = 't', kind = 'impartial',
    options = function(p) print('99\t0\tP') if p[1] > 0 then return {{p[1] - 1}} end return {} end })");
  const auto r = run("solve " + f / "g.lua" + " 2");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "2\t0\tP\n");
  EXPECT_NE(r.err.find("lua print: 99?0?P"), std::string::npos) << r.err;
}


// Messages that misled: each names what is really there.
TEST(Messages, SayWhatIsThere) {
  const auto fl = run("hunt nim --predict-grundy 'return 1.0' --bound 2");
  EXPECT_EQ(fl.code, 2);
  EXPECT_NE(fl.err.find("returned the float 1.0 at position \"\"; an integer is due"), std::string::npos) << fl.err;
  Folder f;
  write(f / "self.lua", "return { game = 'self.lua', claims = { { id = 'a', statement = 's', check = 'p_iff', "
                        "bound = 2, formula = function(p) return true end } } }");
  const auto self = run("check --claims " + f / "self.lua");
  EXPECT_EQ(self.code, 2);
  EXPECT_NE(self.err.find("is a claim file, not a game file"), std::string::npos) << self.err;
  const auto seed = run("check --claim nim-pass/thm-1-case-a --seed 18446744073709551616");
  EXPECT_EQ(seed.code, 2);
  EXPECT_NE(seed.err.find("too large"), std::string::npos) << seed.err;
  const auto empty = run("solve nim '()'");
  EXPECT_EQ(empty.code, 0) << empty.err;
  EXPECT_EQ(empty.out, "\t0\tP\n");
  const auto raw = run("solve nim \"$(printf '1,\\001x')\"");
  EXPECT_EQ(raw.code, 2);
  EXPECT_NE(raw.err.find("\\x01x"), std::string::npos) << raw.err;
  EXPECT_EQ(raw.err.find('\x01'), std::string::npos);
}


// The Grundy values an impartial game file's claims read come from one table per run, filled on
// every thread; a claim comparing them with the file's solver (grundy(p) calls the solver) checks
// the one against the other at every position, including positions whose options are enumerated
// after them or not at all (those are left to the solver).
TEST(ClaimEngine, SharedTruthAgreesWithTheSolver) {
  Folder f;
  write(f / "wythoff.lua", kWythoff);
  write(f / "jump.lua", R"(return { id = 'jump', title = 't', kind = 'impartial', arity = 1,
    options = function(p) local n, out = p[1], {}
      if n == 3 then out[#out + 1] = {1} elseif n > 0 then out[#out + 1] = {n - 1} end
      if n == 2 then out[#out + 1] = {7} end
      return out end })");
  for (const char* game : {"wythoff.lua", "jump.lua"})
    for (const char* bound : {"5", "12"}) {
      write(f / "c.lua", std::string("return { paper = { id = 'st' }, game = '") + game + R"(', claims = {
        { id = 'g', statement = 's', check = 'grundy_is', bound = )" + bound + R"(, random = 20,
          formula = function(p) return grundy(p) end },
        { id = 'p', statement = 's', check = 'p_iff', bound = )" + bound + R"(, random = 20,
          formula = function(p) return outcome(p) == 'P' end } } })");
      for (const char* threads : {"1", "2"}) {
        const auto r = run("check --claims " + f / "c.lua" + " --threads " + threads);
        EXPECT_EQ(r.code, 0) << game << " " << bound << "\n" << r.out << r.err;
        EXPECT_NE(r.out.find("2 claims, 2 as expected"), std::string::npos) << r.out;
      }
    }
}


// A built-in game's values come from its solver run ahead of the walk on a thread of its own when
// there are two or more threads: the results are those of one thread, refuted claims included.
// The solver functions at the file's top level, before any game is bound to the file (the claim
// fuzz harness found outcome(' ') there a null dereference): one line, exit 2.
TEST(ClaimEngine, SolverFunctionsAtTheTopLevelAreRefused) {
  Folder f;
  for (const char* call : {"outcome(' ')", "grundy('1')", "value('1')", "options('1')"}) {
    write(f / "c.lua", std::string("local r = ") + call +
                           "\nreturn { paper = { id = 'top' }, game = 'nim', claims = { { id = 'x', statement = 's', "
                           "check = 'p_iff', bound = 2, formula = function(p) return true end } } }\n");
    const auto r = run("check --claims " + f / "c.lua");
    EXPECT_EQ(r.code, 2) << call << r.out << r.err;
    EXPECT_NE(r.err.find("not for the file's top level"), std::string::npos) << call << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  }
}

// Without an argument the solver functions answer at the formula's own position (as hunt's do at
// pos), over a built-in game and a game file alike; a false use of them is still refuted.
TEST(ClaimEngine, SolverFunctionsWithoutAnArgumentAnswerAtThePosition) {
  Folder f;
  write(f / "c.lua", "return { paper = { id = 'here' }, game = 'nim', claims = {\n"
                     "  { id = 'same', statement = 's', check = 'property', bound = 10, random = 20,\n"
                     "    formula = function(p) return grundy() == p.nimsum and grundy() == grundy(p) and\n"
                     "      outcome() == (p.nimsum == 0 and 'P' or 'N') and value() == value(p.pos) end },\n"
                     "  { id = 'off', statement = 's', check = 'property', bound = 10, expect = 'refuted', finding = 'conjecture',\n"
                     "    formula = function(p) return grundy() == p.n end } } }\n");
  const auto r = run("check --claims " + f / "c.lua" + " --json " + f / "o.json");
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_EQ(claim_json(f / "o.json", "here/same")["status"], "holds") << r.out;
  EXPECT_EQ(claim_json(f / "o.json", "here/off")["counterexample"]["position"], "1,1") << r.out;
}

// Over Nim the truth comes from the dense table (the whole enumeration, or the shape a where()
// fixes): the same verdicts and minimal counterexamples as the memo solver gives positions outside
// the enumeration (random ones), on any number of threads.
TEST(ClaimEngine, NimTableTruthWithAShape) {
  Folder f;
  write(f / "c.lua", R"(return { paper = { id = 'nt' }, game = 'nim', claims = {
    { id = 'three', statement = 's', check = 'grundy_is', bound = 30, random = 50,
      where = function(p) return p.k == 3 end, formula = function(p) return p.nimsum end },
    { id = 'three-wrong', statement = 's', check = 'p_iff', expect = 'refuted', bound = 30, random = 0,
      where = function(p) return p.k == 3 end, formula = function(p) return p.n % 2 == 0 end } } })");
  const std::string first = results_on(f, "1");
  EXPECT_EQ(results_on(f, "2"), first);
  EXPECT_NE(first.find("\"position\":\"1,1,2\""), std::string::npos) << first;  // 4 stones, nim-sum 2
}

// Nim*'s count vectors (every heap at most 4, `where p.small`) reach claim files: the positions in
// the enumeration's order, the truth from the count-vector table. The same claims with a where()
// the enumeration cannot read run over any heap sizes against the other table: both walks must
// give the same positions, verdicts, mismatch counts and minimal counterexamples.
TEST(ClaimEngine, NimPassCountVectorsAgreeWithTheHeapsTable) {
  Folder f;
  const std::string claims = R"(
    { id = 'g', statement = 's', check = 'grundy_is', expect = 'refuted', bound = 24, random = 0,
      where = WHERE, formula = function(p) return p.nimsum end },
    { id = 'p', statement = 's', check = 'p_iff', expect = 'refuted', bound = 24, random = 0,
      where = WHERE, formula = function(p) return p.nimsum == 0 and (not p.pass or p.m1 % 2 == 1) end })";
  auto file = [&](const std::string& where) {
    std::string c = claims;
    for (std::size_t at; (at = c.find("WHERE")) != std::string::npos;) c.replace(at, 5, where);
    return "return { paper = { id = 'np' }, game = 'nim-pass', claims = {" + c + "} }\n";
  };
  write(f / "c.lua", file("function(p) return p.small end"));
  const std::string counts = results_on(f, "2");
  write(f / "c.lua", file("function(p) local h = p.heaps return #h == 0 or h[#h] <= 4 end"));
  const std::string heaps = results_on(f, "2");
  EXPECT_EQ(counts, heaps);
  EXPECT_NE(counts.find("\"position\":\"1\""), std::string::npos) << counts;
  const auto r = run("check --claims " + f / "c.lua" + " --bound 81");
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("at most 80 stones"), std::string::npos) << r.err;
}

// hunt's exhaustive phase runs on the claim engine's walk: the same counterexample, counts and
// first error (the smallest position's, not the first a thread met) on any number of threads.
TEST(ClaimEngine, HuntGivesTheOneThreadResultsOnAnyThreads) {
  auto untimed = [](std::string out) { return out.substr(0, out.find("time: ")); };
  const std::string refuted = "hunt nim-pass --where 'return pass and k >= 2' --predict-p 'return nimsum == 0' --bound 24 --random 0";
  const std::string error = "hunt nim --property 'if n >= 20 and k == 3 then error(\"late\") end return true' --bound 26";
  const auto r1 = run(refuted + " --threads 1"), e1 = run(error + " --threads 1");
  EXPECT_EQ(r1.code, 1) << r1.err;
  EXPECT_EQ(e1.code, 2) << e1.out;
  EXPECT_NE(e1.err.find("position 1,1,18"), std::string::npos) << e1.err;  // the first of 20 stones in 3 heaps
  for (const char* threads : {"2", "3"}) {
    const auto r = run(refuted + " --threads " + threads), e = run(error + " --threads " + threads);
    EXPECT_EQ(untimed(r.out), untimed(r1.out)) << threads;
    EXPECT_EQ(e.err, e1.err) << threads;
  }
}

// A built-in game's listing that cannot fit in --max-memory is streamed: produced while it is
// walked, with the results of the whole listing (counts, the minimal counterexample, mismatches) on
// any number of threads. Nim to 30 stones lists 28,629 positions (about 2 MB as the listing holds
// them); 1 MB is refused by a listing, not by a stream. Both ways a listing fills are covered:
// nim counts its positions before (the stream starts at once), nim-pass does not (it is streamed
// once the listing outgrows the limit). A game file's listing is itself a list, and is refused.
TEST(ClaimEngine, AListingThatCannotFitIsStreamed) {
  Folder f;
  write(f / "c.lua", R"(return { paper = { id = 'streamed' }, game = 'nim', claims = {
    { id = 'tempting', statement = 's', check = 'p_iff', bound = 30, random = 0,
      formula = function(p) return p.nimsum == 0 or p.n == 25 end },
    { id = 'grundy', statement = 's', check = 'grundy_is', bound = 30, random = 0,
      formula = function(p) return p.nimsum end } } })");
  write(f / "np.lua", R"(return { paper = { id = 'np' }, game = 'nim-pass', claims = {
    { id = 'odd', statement = 's', check = 'p_iff', bound = 26, random = 0,
      formula = function(p) return p.nimsum == 1 end } } })");
  auto results = [&](const std::string& file, const std::string& flags) {
    const auto r = run("check --claims " + f / file + " --json " + f / "o.json " + flags);
    EXPECT_EQ(r.code, 1) << flags << r.out << r.err;
    std::string out;
    const auto j = nlohmann::json::parse(slurp(f / "o.json"));
    for (const auto& c : j["claims"])
      out += c["status"].dump() + c["checked"].dump() + c.value("counterexample", nlohmann::json{}).dump() + c["mismatches"].dump();
    return out;
  };
  for (const char* file : {"c.lua", "np.lua"}) {
    const std::string listed = results(file, "--threads 1");
    EXPECT_NE(listed.find("refuted"), std::string::npos) << listed;
    for (const char* threads : {"1", "2", "3"})
      EXPECT_EQ(results(file, std::string("--max-memory 0.001 --threads ") + threads), listed) << file << threads;
  }
  const std::string hunt = "hunt nim --predict-p 'return nimsum == 0 or n == 25' --bound 30 --random 0 --json " + f / "h.json";
  ASSERT_EQ(run(hunt).code, 1);
  const std::string whole = slurp(f / "h.json");
  for (const char* threads : {"1", "2"}) {
    EXPECT_EQ(run(hunt + " --max-memory 0.001 --threads " + threads).code, 1);
    EXPECT_EQ(slurp(f / "h.json"), whole) << threads;
  }
  write(f / "wythoff.lua", kWythoff);
  write(f / "w.lua", wythoff_claims(R"(
    { id = 'diag', statement = 's', check = 'p_iff', bound = 200, random = 0,
      formula = function(p) return p[1] == p[2] end })"));
  const auto w = run("check --claims " + f / "w.lua" + " --max-memory 0.0001", 20);
  EXPECT_EQ(w.code, 2) << w.out << w.err;
  EXPECT_NE(w.err.find("need more than --max-memory"), std::string::npos) << w.err;
}

// A claim file's page lists its own claims only, even beside built-in claims about the same game
// (and the built-in claim stays on its paper's page).
TEST(ClaimEngine, AFilesPageListsItsOwnClaimsOnly) {
  // A game whose built-in claims sit on a page that renders fast (the octal-games page derives the
  // literature table, 17 s).
  Folder f;
  write(f / "sw.lua", R"(return {
    paper = { id = "my-welter", title = "t", authors = "a", year = 2026 },
    game = "sato-welter",
    claims = {
      { id = "never-p", statement = "No position is a P-position.", check = "p_iff",
        formula = function(p) return false end, expect = "refuted", bound = 4, random = 0 },
    },
  })");
  const auto r = run("report --claims " + f / "sw.lua" + " --game sato-welter --profile ci --quiet --out " + f / "rp", 300);
  ASSERT_EQ(r.code, 0) << r.err;
  const std::string own = slurp(f / "rp/my-welter.md"), builtin = slurp(f / "rp/inset.md");
  EXPECT_NE(own.find("my-welter/never-p"), std::string::npos) << own;
  EXPECT_EQ(own.find("sato-welter/thm-3.5"), std::string::npos);
  EXPECT_NE(builtin.find("sato-welter/thm-3.5"), std::string::npos) << builtin;
  EXPECT_EQ(builtin.find("my-welter/"), std::string::npos);
}

// hunt --checkpoint: a finished walk's checkpoint is resumed whole, with the same result (counter-
// example and error alike); a script error is kept beside the walk, so the resumed run still reports
// it; an edited conjecture is a walk of its own and starts over.
TEST(ClaimEngine, HuntResumesFromItsCheckpoint) {
  Folder f;
  auto untimed = [](std::string out) { return out.substr(0, out.find("time: ")); };
  const std::string ck = " --threads 2 --checkpoint " + f / "ck";
  const std::string refuted = "hunt nim-pass --where 'return pass and k >= 2' --predict-p 'return nimsum == 0' --bound 24 --random 0";
  const std::string error = "hunt nim --property 'if n >= 20 and k == 3 then error(\"late\") end return true' --bound 26";
  for (const std::string& cmd : {refuted, error}) {
    const auto plain = run(cmd + " --threads 2"), first = run(cmd + ck), again = run(cmd + ck);
    EXPECT_EQ(first.code, plain.code) << first.err;
    EXPECT_EQ(again.code, plain.code) << again.err;
    EXPECT_EQ(untimed(first.out), untimed(plain.out));
    EXPECT_EQ(untimed(again.out), untimed(plain.out));
    EXPECT_EQ(first.err.find("resuming"), std::string::npos) << first.err;
    EXPECT_NE(again.err.find("cgcheck: hunt/"), std::string::npos) << again.err;
    EXPECT_NE(again.err.find(": resuming from checkpoint: "), std::string::npos) << again.err;
    if (cmd == error) {
      EXPECT_NE(again.err.find("position 1,1,18"), std::string::npos) << again.err;
    }
  }
  const auto edited = run("hunt nim-pass --where 'return pass and k >= 2' --predict-p 'return nimsum == 1' --bound 24 --random 0" + ck);
  EXPECT_EQ(edited.err.find("resuming"), std::string::npos) << edited.err;
}

TEST(ClaimEngine, BuiltInPipelineGivesTheOneThreadResults) {
  Folder f;
  write(f / "c.lua", R"(return { paper = { id = 'bp' }, game = 'nim', claims = {
    { id = 'bouton', statement = 's', check = 'p_iff', bound = 18, random = 10,
      formula = function(p) return p.nimsum == 0 end },
    { id = 'sg', statement = 's', check = 'grundy_is', bound = 18, random = 10,
      formula = function(p) return p.nimsum end },
    { id = 'even', statement = 's', check = 'p_iff', expect = 'refuted', bound = 18, random = 0,
      formula = function(p) return p.n % 2 == 0 end },
    { id = 'wrong-sg', statement = 's', check = 'grundy_is', expect = 'refuted', bound = 18, random = 0,
      formula = function(p) return p.n end } } })");
  const std::string first = results_on(f, "1");
  for (const char* threads : {"2", "3"}) EXPECT_EQ(results_on(f, threads), first) << threads;
  EXPECT_NE(first.find("\"position\":\"2\""), std::string::npos) << first;  // even stones: refuted at the heap of 2
}


// Work that the step count does not see is bounded: strings are capped at 64 KiB, so comparing two
// long strings (one step, a memcmp of their length) in a loop ends at the work limit (it ran past
// 60 s with strings of 100 MB). The kill timeout is a hang guard, not a timing.
TEST(ScriptLimits, LongStringsAreCappedAndTheirComparisonsEnd) {
  const auto cap = run("hunt nim --property 'local a = string.rep(\"x\", 100000) return true' --bound 0 --random 0");
  EXPECT_EQ(cap.code, 2);
  EXPECT_NE(cap.err.find("a string longer than 65536 bytes"), std::string::npos) << cap.err;
  const auto eq = run("hunt nim --property 'local a = string.rep(\"x\", 60000) .. \"a\" local b = string.rep(\"x\", 60000) .. \"a\" "
                      "for i = 1, 1e9 do if a ~= b then return false end end return true' --bound 0 --random 0",
                      60);
  EXPECT_EQ(eq.code, 2) << eq.err;
  EXPECT_NE(eq.err.find("work limit"), std::string::npos) << eq.err;
}

}  // namespace

namespace {

// value_in(game, array) hands the array to the other game as that game writes it (its show()), so
// a game file with a text form of its own (Domineering's rows of '.' and '#') reads the array it
// would have given: the value of every board equals the value of the same array through value_in.
TEST(ClaimEngine, ValueInReadsAnArrayAsTheGameFileWritesIt) {
  Folder f;
  const std::string game = std::string(CGCHECK_SOURCE_DIR) + "/examples/games/domineering.lua";
  write(f / "c.lua", "return { paper = { id = 'vi' }, game = '" + game + "', claims = {\n"
                     "  { id = 'same', statement = 'value_in reads arrays', check = 'property', formula = function(p)\n"
                     "      return eq(value_in('" + game + "', p), value()) end, bound = 6, random = 0 } } }\n");
  const auto r = run("check --claims " + f / "c.lua" + " --profile ci");
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("holds"), std::string::npos) << r.out;
}

}  // namespace

namespace {

// A paper may carry the id of the game file it is about (the Clobber example's paper `clobber`),
// whichever claim file of a folder brings that game file in first: loading did depend on the order
// (a file named before it, about the same game, made the id "taken").
TEST(ClaimEngine, APaperMayBeNamedAfterItsGameFileInAnyOrder) {
  Folder f;
  write(f / "wythoff.lua", std::string(kWythoff));
  const std::string claim = "{ id = 'c', statement = 's', check = 'property', formula = function(p) return true end, bound = 3, random = 0 }";
  write(f / "a.lua", "return { paper = { id = 'another' }, game = 'wythoff.lua', claims = {" + claim + "} }\n");
  write(f / "b.lua", "return { paper = { id = 'wythoff-test' }, game = 'wythoff.lua', claims = {" + claim + "} }\n");
  const auto r = run("check --claims " + f.dir.string() + " --profile ci");
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("wythoff-test/c"), std::string::npos) << r.out;
  // A built-in game's id stays taken.
  write(f / "b.lua", "return { paper = { id = 'nim' }, game = 'wythoff.lua', claims = {" + claim + "} }\n");
  EXPECT_EQ(run("check --claims " + f.dir.string() + " --profile ci").code, 2);
}

}  // namespace
