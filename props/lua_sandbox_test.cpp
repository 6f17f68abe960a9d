// The Lua sandbox of `cgcheck hunt` under hostile scripts: limits that pcall cannot swallow, work
// done inside the library's C functions, errors raised inside the library's own calls, memory.
// Every case must end with exit 2 and one line naming the problem, fast: never a hang, an abort
// or an allocation of the machine's memory.
#include <gtest/gtest.h>

#include <csignal>
#include <cstdint>
#include <cstdio>
#include <string>

#include "cli_run.hpp"
#include "lua/sandbox.hpp"

namespace {

using cgcheck_test::one_line;
using cgcheck_test::run;

struct Case {
  const char* script;   // the --property script
  const char* extra;    // further flags
  const char* mentions; // a word the message must contain
};

void PrintTo(const Case& c, std::ostream* os) { *os << c.script << ' ' << c.extra; }

class LuaSandbox : public ::testing::TestWithParam<Case> {};

TEST_P(LuaSandbox, StopsWithOneLine) {
  const Case& c = GetParam();
  const std::string extra = c.extra;
  const std::string bound = extra.find("--bound") == std::string::npos ? "--bound 4 " : "";
  const auto r = run(std::string("hunt nim-pass --random 0 --property '") + c.script + "' " + bound + extra, 60);
  EXPECT_EQ(r.code, 2) << "stderr: " << r.err;
  EXPECT_TRUE(one_line(r.err)) << r.err;
  EXPECT_NE(r.err.find(c.mentions), std::string::npos) << r.err;
}

const Case kCases[] = {
    // L1: the work limit cannot be caught by pcall, xpcall or an error handler that loops.
    {"pcall(function() while true do end end) return true", "", "work limit"},
    {"xpcall(function() while true do end end, function() while true do end end) return true", "", "work limit"},
    {"for i = 1, 100 do pcall(function() while true do end end) end return true", "", "work limit"},
    // Finalizers run with the instruction hook off, so a looping one could not be stopped.
    {"setmetatable({}, {__gc = function() while true do end end}) return true", "", "__gc"},
    // L2: work inside C functions is charged: loops of string.rep on an empty string, element
    // loops of the table functions through C metamethods, backtracking patterns.
    {"local s = string.rep(\"\", 1e15) return true", "", "work limit"},
    {"table.move({}, 1, 1e12, 1, setmetatable({}, {__newindex = type})) return true", "", "work limit"},
    {"table.insert(setmetatable({}, {__len = function() return 2^62 end, __index = type, __newindex = type}), 1, 0) "
     "return true",
     "", "work limit"},
    {"table.sort(setmetatable({}, {__len = function() return 2^30 end, __index = type, __newindex = type})) return true",
     "", "work limit"},
    {"return string.find(string.rep(\"a\", 5000), string.rep(\"a*\", 20) .. \"b\") == nil", "", "work limit"},
    {"for x in string.gmatch(string.rep(\"a\", 3000), \"a-a-a-b\") do end return true", "", "work limit"},
    {"return #string.gsub(string.rep(\"a\", 3000), \"a*a*a*b\", \"\") > 0", "", "work limit"},
    // L3: error objects that are not strings still give one line.
    {"error({})", "", "table"},
    {"error(42)", "", "42"},
    // L4: memory cap (default 1 GiB; refused before allocating), also when the script catches the
    // memory error, and across positions.
    // (Strings are capped at 64 KiB: the cap is reached with many of them.)
    {"local t = {} for i = 1, 40 do t[i] = string.rep(\"x\", 60000 + i) end return #t > 0", "--lua-memory 0.001",
     "memory limit of 1073741 bytes"},
    {"pcall(function() local t = {} for i = 1, 40 do t[i] = string.rep(\"x\", 60000 + i) end end) return true",
     "--lua-memory 0.001", "memory limit"},
    {"big = big or {} for i = 1, 40 do big[#big + 1] = string.rep(\"x\", 2^15 + #big) end return true", "--bound 12 --lua-memory 0.01",
     "memory limit"},
    // L4b: a string past the cap stops the script, also when it catches the error.
    {"return #string.rep(string.rep(\"x\", 2^10), 2^10) > 0", "", "a string longer than 65536 bytes"},
    {"pcall(string.rep, \"x\", 2^20) return true", "", "a string longer than 65536 bytes"},
    // A cap too small for the libraries themselves: a clean refusal, not a Lua PANIC.
    {"return true", "--lua-memory 0.00001", "memory limit"},
    {"return true", "--lua-memory 0", "--lua-memory"},
    {"return true", "--lua-memory inf", "--lua-memory"},
    {"return true", "--lua-memory nan", "--lua-memory"},
};
INSTANTIATE_TEST_SUITE_P(Hunt, LuaSandbox, ::testing::ValuesIn(kCases));

// L3: the position's globals are set without running the script's metamethods on _G, and inside
// protected mode: this used to reach a Lua PANIC (abort, exit 134) at the second position.
TEST(LuaSandbox, MetatableOnGlobalsIsNoPanic) {
  const auto r = run(
      "hunt nim-pass --bound 4 --random 0 --property "
      "'setmetatable(_G, {__newindex = function() error(\"x\") end}); pos = nil; return true'",
      60);
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("no counterexample"), std::string::npos) << r.out;
}

// L3/L4: whatever the cap, memory runs out somewhere (creating the state, opening the libraries,
// compiling, storing the chunk, setting a position's globals, running): each place must give a
// result or one line with exit 2, never a Lua PANIC (abort) or a crash.
TEST(LuaSandbox, EveryMemoryCapEndsCleanly) {
  // Byte steps across the range where each of those places runs out in turn (about 15-17.5 KiB).
  for (int bytes = 4096; bytes <= 18432; bytes += bytes < 14336 ? 1024 : 64) {
    char gib[40];
    std::snprintf(gib, sizeof gib, "%.17g", bytes / (1024.0 * 1024.0 * 1024.0));
    const auto r = run(std::string("hunt nim-pass --bound 6 --random 0 --lua-memory ") + gib +
                           " --where 'return #pos > 0' --property '"
                           "local t = {} for i = 1, #pos do t[i] = pos:sub(i, i) end return table.concat(t) == pos'",
                       60);
    EXPECT_TRUE(r.code == 0 || r.code == 2) << bytes << " bytes: exit " << r.code << ": " << r.err;
    if (r.code == 2) {
      EXPECT_TRUE(one_line(r.err)) << bytes << " bytes: " << r.err;
    }
  }
}

// L2: the charges leave ordinary scripts alone: patterns and table functions on positions.
TEST(LuaSandbox, OrdinaryStringAndTableWorkStillRuns) {
  const auto r = run(
      "hunt nim-pass --bound 12 --random 100 --property '"
      "local t = {} for x in string.gmatch(pos, \"%d+\") do t[#t + 1] = x end "
      "table.sort(t) table.insert(t, 1, \"0\") table.remove(t, 1) "
      "local s = table.concat(t, \",\") "
      "return select(\"#\", table.unpack(t)) == #t and (s == \"\" or s:find(\"^[%d,]+$\") ~= nil) "
      "and string.rep(\"ab\", 3, \"-\") == \"ab-ab-ab\" and pos:gsub(\";.*\", \"\") ~= nil'",
      60);
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("no counterexample"), std::string::npos) << r.out;
}

// L1: the first SIGINT stops a hunt even while its script is inside pcall: exit 130, one line.
TEST(LuaSandbox, FirstSigintStopsTheHunt) {
  const auto r = cgcheck_test::run_and_signal({"hunt", "nim-pass", "--bound", "40", "--random", "0", "--property",
                                               "pcall(function() for i = 1, 3000000 do end end) return true"},
                                              SIGINT);
  ASSERT_TRUE(WIFEXITED(r.status)) << "killed by signal " << WTERMSIG(r.status);
  EXPECT_EQ(WEXITSTATUS(r.status), 130) << r.err;
  EXPECT_TRUE(one_line(r.err)) << r.err;
  EXPECT_NE(r.err.find("interrupted"), std::string::npos) << r.err;
}

}  // namespace

// Fast calls (lua/sandbox.hpp) keep the verdict of exact counting: the same loop, run with and
// without fast calls, is refused for the same iteration counts around the work limit, whether it
// runs long or in many short calls.
namespace fast_calls {

class Box : public cgcheck::lua::Sandbox {
 public:
  Box(bool fast, double limit) : Sandbox(std::uint64_t{64} << 20, limit) {
    fn_ = compile("return function(n) local x = 0 for i = 1, n do x = x + i end return x end", "=loop", "loop");
    if (fast) allow_fast_calls();
  }
  // Runs the loop of n iterations in one call: ok, or stopped.
  bool runs(lua_Integer n) {
    n_ = n;
    return static_cast<bool>(run(&Box::l_call));
  }

 private:
  static int l_call(lua_State* L) {
    auto& b = static_cast<Box&>(self(L));
    lua_rawgeti(L, LUA_REGISTRYINDEX, b.fn_);  // the compiled chunk returns the loop function
    lua_call(L, 0, 1);
    lua_pushinteger(L, b.n_);
    lua_call(L, 1, 1);
    return 1;
  }
  int fn_ = LUA_NOREF;
  lua_Integer n_ = 0;
};

// The largest n the exact count allows, then the same verdicts from fast calls around it.
void same_verdicts(double limit) {
  Box exact(false, limit), fast(true, limit);
  lua_Integer lo = 1, hi = 100'000'000;
  ASSERT_TRUE(exact.runs(lo));
  ASSERT_FALSE(exact.runs(hi));
  while (hi - lo > 1) {
    const lua_Integer mid = (lo + hi) / 2;
    (exact.runs(mid) ? lo : hi) = mid;
  }
  for (lua_Integer n : {lo / 2, lo - 1, lo, hi, hi + 1, hi * 2})
    EXPECT_EQ(fast.runs(n), exact.runs(n)) << n << " iterations (limit between " << lo << " and " << hi << ")";
  // Many short calls: each kept from its fast run.
  for (int i = 0; i < 1'000; ++i) ASSERT_TRUE(fast.runs(100));
}

TEST(LuaSandbox, FastCallsKeepTheExactWorkLimit) {
  same_verdicts(cgcheck::lua::kDefaultWorkLimit);  // game files' limit: calls run fast
  same_verdicts(1'000'000);  // below what fast calls need: every call counted
}

}  // namespace fast_calls
