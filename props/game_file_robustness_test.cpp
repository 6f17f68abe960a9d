// Hostile or careless game files end with one line and exit 2, never a crash or an internal error:
// an rng kept past its random() call, an order(a, b) that is not a strict weak order, a partizan
// game deeper than the engine's recursion allows, options returned as a proxy table.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "cli_run.hpp"
#include "temp_folder_test.hpp"
#include "core/sanitizers.hpp"

namespace {

namespace fs = std::filesystem;
using cgcheck_test::one_line;
using cgcheck_test::run;
using cgcheck_test::temp_folder;

class GameFileRobustness : public cgcheck_test::TempFolderTest {};

}  // namespace

// random(rng, size) keeps rng in a global and valid() draws from it later, after random() returned
// (here while a refuted claim shrinks its counterexample, and in a hunt): the rng no longer has a
// generator behind it. Before: a crash (SIGSEGV) or "internal error: bad_function_call", exit 3.
TEST_F(GameFileRobustness, RngUsedAfterItsRandomCallIsALuaError) {
  write("rng.lua", R"(local kept
return { id = "keeprng", title = "keeps rng", kind = "impartial", arity = 1,
  options = function(p) if p[1] > 0 then return {{p[1] - 1}} end return {} end,
  valid = function(p) if kept then kept:int(0, 1) end return #p == 1 and p[1] >= 0 end,
  random = function(rng, size) kept = rng return {rng:int(0, 10)} end })");
  const std::string claims = write("rng-claims.lua", R"(return { game = "rng.lua", claims = {
  { id = "small", statement = "every heap is below 5", check = "property",
    formula = function(p) return p[1] < 5 end, expect = "refuted", finding = "conjecture", bound = 2, random = 50 } } })");
  auto r = run("check --claims " + claims + " --seed 1");
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_TRUE(one_line(r.err)) << r.err;
  EXPECT_NE(r.err.find("rng used after the random() call that received it returned"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("valid("), std::string::npos) << r.err;

  r = run("hunt " + (dir_ / "rng.lua").string() + " --property 'return true' --bound 2");
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_TRUE(one_line(r.err)) << r.err;
  EXPECT_NE(r.err.find("rng used after the random() call that received it returned"), std::string::npos) << r.err;
}

// Inside its own call the rng works, in nested functions too.
TEST_F(GameFileRobustness, RngWorksDuringItsOwnCall) {
  write("rng.lua", R"(local function draw(rng) return rng:int(0, 30) end
return { id = "goodrng", title = "uses rng in time", kind = "impartial", arity = 1,
  options = function(p) if p[1] > 0 then return {{p[1] - 1}} end return {} end,
  valid = function(p) return #p == 1 and p[1] >= 0 end,
  random = function(rng, size) return {draw(rng)} end })");
  const std::string claims = write("rng-claims.lua", R"(return { game = "rng.lua", claims = {
  { id = "small", statement = "every heap is below 5", check = "property",
    formula = function(p) return p[1] < 5 end, expect = "refuted", finding = "conjecture", bound = 2, random = 50 } } })");
  const auto r = run("check --claims " + claims + " --seed 1");
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("[5: claims true, is false; random phase, shrunk]"), std::string::npos) << r.out;
}

namespace {
// Two heaps, take any number from one; the enumeration is sorted by the file's order(a, b).
std::string ordered_game(const std::string& order) {
  return R"(return { id = "ordered", title = "two heaps", kind = "impartial", arity = 2,
  options = function(p)
    local o = {}
    for i = 1, p[1] do o[#o + 1] = {p[1] - i, p[2]} end
    for i = 1, p[2] do o[#o + 1] = {p[1], p[2] - i} end
    return o
  end,
  order = function(a, b) )" + order + R"( end })";
}
}  // namespace

// order(a, b) answering at random or always true: std::stable_sort read out of range (a crash on
// some runs, "double free or corruption") or a bogus message; always true was accepted silently.
// Now the sort is memory-safe for any answers and the result is checked: one line, exit 2.
TEST_F(GameFileRobustness, OrderThatIsNotAStrictWeakOrderIsRefused) {
  for (const char* order : {"return math.random() < 0.5", "return true", "return #a >= 0 and a[1] ~= b[1]"}) {
    const std::string file = write("ordered.lua", ordered_game(order));
    for (int i = 0; i < (order[7] == 'm' ? 6 : 1); ++i) {
      const auto r = run("check --game " + file + " --bound 30");
      EXPECT_EQ(r.code, 2) << order << ": " << r.out << r.err;
      EXPECT_TRUE(one_line(r.err)) << r.err;
      EXPECT_NE(r.err.find("order(a, b) is not a strict weak order"), std::string::npos) << r.err;
    }
  }
}

// A proper order is still used as given: largest first heap first.
TEST_F(GameFileRobustness, AStrictWeakOrderSortsTheEnumeration) {
  const std::string file = write("ordered.lua", ordered_game("return a[1] > b[1]"));
  const std::string claims = write("claims.lua", R"(return { game = "ordered.lua", claims = {
  { id = "first", statement = "a first heap of at most 2", check = "property",
    formula = function(p) return p[1] <= 2 end, expect = "refuted", finding = "conjecture", bound = 4, random = 0 } } })");
  const auto r = run("check --claims " + claims);
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  // The first counterexample in the file's order: the largest first heap, 4 (with 0 in the second).
  EXPECT_NE(r.out.find("[4,0: claims true, is false]"), std::string::npos) << r.out;
}

// math.random is seeded with a fixed number: a file that draws from it gives the same answers on
// every run (unseeded, two runs of 40 draws would differ).
TEST_F(GameFileRobustness, MathRandomIsTheSameFromRunToRun) {
  const std::string file = write("coin.lua", R"(return { id = "coin", title = "moves by coin", kind = "impartial",
  options = function(p)
    if p[1] > 0 and math.random(1, 2) == 1 then return {{p[1] - 1}} end
    return {}
  end })");
  std::string args = "solve " + file;
  for (int n = 1; n <= 40; ++n) args += " " + std::to_string(n);
  const auto a = run(args), b = run(args);
  EXPECT_EQ(a.code, 0) << a.err;
  EXPECT_EQ(a.out, b.out);
  // And math.randomseed() without an argument returns to the fixed seed.
  const std::string reseeded = write("reseed.lua", R"(math.randomseed()
local x = math.random(1, 1000000000)
math.randomseed()
assert(math.random(1, 1000000000) == x, "randomseed() is not the fixed seed")
return { id = "reseed", title = "reseeds", kind = "impartial", options = function(p) return {} end })");
  const auto c = run("solve " + reseeded + " 1");
  EXPECT_EQ(c.code, 0) << c.err;
}

// A partizan game file whose value is a large integer: Left moves n -> n - 1, Right never moves.
// Before: a crash (SIGSEGV) at 30,000, the arena's number code recursing once per birthday on an
// ordinary stack. Now game files are solved on a large stack with a depth limit: 30,000 is solved,
// 10^6 is refused with one line.
TEST_F(GameFileRobustness, DeepPartizanValueIsSolvedOrRefusedWithOneLine) {
  const std::string file = write("integer.lua", R"(return { id = "integer", title = "Left takes one", kind = "partizan",
  left = function(p) if p[1] > 0 then return {{p[1] - 1}} end return {} end,
  right = function(p) return {} end })");
  auto r = run("solve " + file + " 3 30000");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "3\t3\tL\n30000\t30000\tL\n");
  r = run("solve " + file + " 1000000");
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_TRUE(one_line(r.err)) << r.err;
  EXPECT_NE(r.err.find("depth limit"), std::string::npos) << r.err;
}

// The same integers as components: sums of numbers are added as numbers (the general sum would
// fill a table of 50,000 x 49,999 pairs), and a sum past the depth limit is refused with one line.
TEST_F(GameFileRobustness, LargeSumsOfIntegersAreAddedAsNumbers) {
  const std::string file = write("integers.lua", R"(return { id = "integers", title = "integers as components", kind = "partizan",
  components = function(p) local c = {} for i, x in ipairs(p) do c[i] = {x} end return c end,
  left = function(p) if p[1] > 0 then return {{p[1] - 1}} end return {} end,
  right = function(p) if p[1] < 0 then return {{p[1] + 1}} end return {} end })");
  auto r = run("solve " + file + " 50000,49999 3,-5 20000,-20000");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "50000,49999\t99999\tL\n3,-5\t-2\tR\n20000,-20000\t0\tP\n");
  r = run("solve " + file + " 60000,-59000");
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_TRUE(one_line(r.err)) << r.err;
  EXPECT_NE(r.err.find("depth limit"), std::string::npos) << r.err;
}

// A deep value: a chain of 99,990 downs prints as CGSuite writes it (v99989), read off its form in
// linear time; a deep value that is no uptimal prints as its size (25,000 characters here) unless
// --full-values, so a batch does not write megabytes by surprise.
TEST_F(GameFileRobustness, DeepValuesPrintShortOrAsTheirSize) {
#if CGCHECK_ASAN
  // Printing recurses once per birthday on the solver's 1 GiB stack, sized for release frames:
  // AddressSanitizer's frames are several times larger, so 99,990 levels overflow that stack in the
  // sanitizer build only (its own check then fails while describing the fault).
  GTEST_SKIP() << "the depth budget of the large stack is for release frames";
#endif
  const std::string file = write("hot.lua", R"(return { id = "hot", title = "G(n) = {G(n-1) | 0}", kind = "partizan",
  left = function(p) if p[1] > 0 then return {{p[1] - 1}} end return {} end,
  right = function(p) if p[1] > 0 then return {{0}} end return {} end })");
  auto r = run("solve " + file + " 99990");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "99990\tv99989\tR\n");
  // G(n) = {G(n-1) | -1}: the position {-1} is the integer -1.
  const std::string wide = write("wide.lua", R"(return { id = "wide", title = "G(n) = {G(n-1) | -1}", kind = "partizan",
  left = function(p) if p[1] > 0 then return {{p[1] - 1}} end return {} end,
  right = function(p) if p[1] > 0 then return {{-1}} elseif p[1] == -1 then return {{0}} end return {} end })");
  r = run("solve " + wide + " 5000");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "5000\t[value of 24,998 characters: --full-values prints it]\tR\n");
  r = run("solve " + wide + " 5000 --full-values");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out.size(), std::string("5000\t\tR\n").size() + 24'998);
}

// options (or left, right, components, positions, or one position) returned as a proxy: a table
// with __index and __len and no raw entries. Before: read as "no moves", so every position was P,
// silently. Now: one line, exit 2.
TEST_F(GameFileRobustness, ProxyTablesAreRefused) {
  const std::string proxy = R"(local function proxy(real)
  return setmetatable({}, { __index = real, __len = function() return #real end })
end
)";
  const std::pair<const char*, std::string> cases[] = {
      {"options", R"(return { id = "proxy", title = "proxy options", kind = "impartial", arity = 1,
  options = function(p) local real = {} if p[1] > 0 then real[1] = {p[1] - 1} end return proxy(real) end })"},
      {"option 1", R"(return { id = "proxy", title = "proxy option", kind = "impartial", arity = 1,
  options = function(p) if p[1] > 0 then return {proxy({p[1] - 1})} end return {} end })"},
      {"left", R"(return { id = "proxy", title = "proxy left", kind = "partizan", arity = 1,
  left = function(p) local real = {} if p[1] > 0 then real[1] = {p[1] - 1} end return proxy(real) end,
  right = function(p) return {} end })"},
      {"components", R"(return { id = "proxy", title = "proxy components", kind = "impartial", arity = 1,
  components = function(p) return proxy({p}) end,
  options = function(p) if p[1] > 0 then return {{p[1] - 1}} end return {} end })"},
      {"positions", R"(return { id = "proxy", title = "proxy positions", kind = "impartial",
  positions = function(bound) local real = {} for n = 0, bound do real[#real + 1] = {n} end return proxy(real) end,
  options = function(p) if p[1] > 0 then return {{p[1] - 1}} end return {} end })"},
  };
  for (const auto& [where, body] : cases) {
    const std::string file = write("proxy.lua", proxy + body);
    const bool enumerate = std::string(where) == "positions";
    const auto r = run(enumerate ? "check --game " + file + " --bound 5" : "solve " + file + " 3");
    EXPECT_EQ(r.code, 2) << where << ": " << r.out << r.err;
    EXPECT_TRUE(one_line(r.err)) << r.err;
    EXPECT_NE(r.err.find("a table with a metatable"), std::string::npos) << where << ": " << r.err;
  }
}

// A claim file's formula asks for the value of the integer 30,000 of a partizan game file: the
// claim runner prints and compares values on an ordinary stack. Before: a crash (SIGSEGV) in the
// arena's number code, which recursed once per birthday; now it walks the chain with a stack of
// its own.
TEST_F(GameFileRobustness, ClaimFileFormulaAsksForADeepValue) {
  write("integer.lua", R"(return { id = "integer", title = "Left takes one", kind = "partizan",
  left = function(p) if p[1] > 0 then return {{p[1] - 1}} end return {} end,
  right = function(p) return {} end,
  positions = function(b) local t = {} for n = 0, b do t[#t + 1] = {n} end return t end })");
  const std::string claims = write("claims.lua", R"(return { game = "integer.lua", claims = {
  { id = "value", statement = "n has value n", check = "value_is",
    formula = function(p) return tostring(p[1]) end, bound = 3, random = 0 },
  { id = "deep", statement = "30000 has value 30000 and Left wins", check = "property",
    formula = function(p) return value({30000}) == "30000" and outcome({30000}) == "L" end, bound = 1, random = 0 } } })");
  const auto r = run("check --claims " + claims);
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("2 claims, 2 as expected"), std::string::npos) << r.out;
}

namespace {

// One large table returned many times costs the script one table but each C++ copy costs its size:
// the copies of one call are held to the state's memory cap (300 references to a 2^20-entry table
// took 4.2 GB).
TEST(GameFileLimits, CopiesOfOneTableAreHeldToTheMemoryCap) {
  const auto dir = cgcheck_test::temp_folder("copies");
  std::ofstream(dir / "big.lua") << "local big = {}\nfor i = 1, 2^20 do big[i] = 1 end\n"
                                    "return { id = 'big', title = 't', kind = 'impartial',\n"
                                    "  options = function(p) if p[1] == 0 then return {} end local out = {}\n"
                                    "    for i = 1, 300 do out[i] = big end return out end }\n";
  const auto r = cgcheck_test::run("solve " + (dir / "big.lua").string() + " 1", 120);
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_NE(r.err.find("once copied (the memory limit)"), std::string::npos) << r.err;
  // --max-memory holds for them too (refused before 0.25 GiB of copies).
  const auto low = cgcheck_test::run("solve " + (dir / "big.lua").string() + " 1 --max-memory 0.25", 120);
  EXPECT_EQ(low.code, 2) << low.err;
  EXPECT_NE(low.err.find("more than 256.0 MiB once copied"), std::string::npos) << low.err;
  std::filesystem::remove_all(dir);
}

// The same with normalize: the copies after the first are answers of the move cache, which the
// solver takes as keys without copying them; they count against the cap all the same.
TEST(GameFileLimits, CopiesAnsweredByTheMoveCacheAreHeldToTheMemoryCap) {
  const auto dir = cgcheck_test::temp_folder("cached-copies");
  std::ofstream(dir / "big.lua") << "local big = {}\nfor i = 1, 2^20 do big[i] = 1 end\n"
                                    "return { id = 'big', title = 't', kind = 'impartial',\n"
                                    "  normalize = function(p) return p end,\n"
                                    "  options = function(p) if p[1] == 0 then return {} end local out = {}\n"
                                    "    for i = 1, 300 do out[i] = big end return out end }\n";
  const auto r = cgcheck_test::run("solve " + (dir / "big.lua").string() + " 1 --max-memory 0.25", 120);
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_NE(r.err.find("more than 256.0 MiB once copied"), std::string::npos) << r.err;
  std::filesystem::remove_all(dir);
}

// A components function's components are normalized once each, however many moves they appear in
// (Dawson's Kayles: every move is new, its rows are not), and whole moves stop being cached once the
// cache answers almost none of them; the values stay those of the rules (here against a second
// computation, the mex recursion over rows, written in the test).
TEST(GameFileLimits, ComponentsAreNormalizedOnceEach) {
  const auto dir = cgcheck_test::temp_folder("component-normalize");
  std::ofstream(dir / "dk.lua")
      << "local calls = 0\n"
         "return { id = 'dk', title = 't', kind = 'impartial', arity = 1,\n"
         "  components = function(p) local out = {} for _, r in ipairs(p) do if r >= 2 then out[#out + 1] = {r} end end\n"
         "    return out end,\n"
         "  normalize = function(p) calls = calls + 1\n"
         "    if calls > 2000 then error('normalize called ' .. calls .. ' times') end\n"
         "    local q = {} for _, r in ipairs(p) do if r >= 2 then q[#q + 1] = r end end table.sort(q) return q end,\n"
         "  options = function(p) local n, out = p[1], {} for left = 0, (n - 2) // 2 do out[#out + 1] = {left, n - 2 - left} end\n"
         "    return out end }\n";
  constexpr int kRows = 600;  // 90,000 moves: past the probe of the whole-move cache
  std::string rows, expected;
  std::vector<std::uint32_t> g(kRows + 1, 0);
  for (int n = 0; n <= kRows; ++n) {
    std::vector<bool> seen(n + 2, false);
    for (int left = 0; 2 * left <= n - 2; ++left) seen[g[left] ^ g[n - 2 - left]] = true;
    while (seen[g[n]]) ++g[n];
    rows += " " + std::to_string(n);
    expected += std::to_string(g[n]) + "\n";
  }
  const auto r = cgcheck_test::run("solve " + (dir / "dk.lua").string() + rows, 120);
  EXPECT_EQ(r.code, 0) << r.err;
  std::string values;
  std::istringstream lines(r.out);
  for (std::string line; std::getline(lines, line);) {
    const auto tab = line.find('\t');
    values += line.substr(tab + 1, line.rfind('\t') - tab - 1) + "\n";
  }
  EXPECT_EQ(values, expected);
  std::filesystem::remove_all(dir);
}

// A normalize that changes its argument (here: the move table, which options returns twice): the
// second move is read after the first one's normalize ran, as the file's order of calls says, not
// before (the solver reads moves ahead of their turn to overlap its cache misses). Read in order,
// the moves of 2 are {1} and {-1} (value 2); read before the change, {1} twice (value 0).
TEST(GameFileLimits, MovesAreReadAfterTheNormalizeBeforeThem) {
  const auto dir = cgcheck_test::temp_folder("changing-normalize");
  std::ofstream(dir / "change.lua") << "return { id = 'change', title = 't', kind = 'impartial',\n"
                                       "  normalize = function(p) local q = {p[1]} if p[1] >= 0 then p[1] = -1 end return q end,\n"
                                       "  options = function(p) if p[1] <= 0 then return {} end local t = {p[1] - 1}\n"
                                       "    return {t, t} end }\n";
  const auto r = cgcheck_test::run("solve " + (dir / "change.lua").string() + " 3 2 1");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "3\t1\tN\n2\t2\tN\n1\t1\tN\n");
  std::filesystem::remove_all(dir);
}

}  // namespace

namespace {

// solve --max-memory holds for game files: the search stack of a long line of play counts (a
// subtraction game from a heap of 10^7 peaked at 2.9 GB under --max-memory 0.25).
TEST(GameFileLimits, SolveMemoryCountsTheSearchStack) {
  const auto dir = cgcheck_test::temp_folder("deep");
  std::ofstream(dir / "sub.lua") << "return { id = 'sub', title = 't', kind = 'impartial', arity = 1,\n"
                                    "  options = function(p) local n, out = p[1], {}\n"
                                    "    for _, s in ipairs({1, 3, 4}) do if s <= n then out[#out + 1] = {n - s} end end\n"
                                    "    return out end }\n";
  const auto r = cgcheck_test::run("solve " + (dir / "sub.lua").string() + " 10000000 --max-memory 0.05", 120);
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_NE(r.err.find("search stack would exceed the memory limit"), std::string::npos) << r.err;
  std::filesystem::remove_all(dir);
}

}  // namespace
