// Games written in Lua against the same games written in C++, on the generic solvers, side by side
// in one run (issue "Open world": Lua within 4x of C++). Each iteration starts from an empty memo.
//   Kayles: every row of up to 40 pins, positions = multisets of rows (no components on either
//           side); KaylesComponents is the example game file with components, for reference.
//   Wythoff: every position with a + b <= 300.
//   DawsonKayles: every row of up to 2,000 pins, the example game file (rows as components).
// The plain memoized Python solvers of the same games are bench/python_games.py (run by
// scripts/bench.sh), the outside baseline.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include <lua.hpp>

#include "core/hash.hpp"
#include "core/memo_solver.hpp"
#include "lua/game_file.hpp"
#include "lua/game_solver.hpp"

namespace {

constexpr std::int64_t kPins = 40;
constexpr std::int64_t kStones = 300;
const std::string kDir = CGCHECK_SOURCE_DIR;

struct KaylesCpp {
  using Position = std::vector<std::uint8_t>;  // sorted row lengths, no empty rows
  static void options(const Position& p, std::vector<Position>& out) {
    for (std::size_t i = 0; i < p.size(); ++i) {
      if (i > 0 && p[i] == p[i - 1]) continue;
      for (int take = 1; take <= 2; ++take) {
        for (int left = 0; left <= (p[i] - take) / 2; ++left) {
          Position q;
          q.reserve(p.size() + 1);
          for (std::size_t j = 0; j < p.size(); ++j)
            if (j != i) q.push_back(p[j]);
          const int right = p[i] - take - left;
          if (left > 0) q.push_back(static_cast<std::uint8_t>(left));
          if (right > 0) q.push_back(static_cast<std::uint8_t>(right));
          std::sort(q.begin(), q.end());
          out.push_back(std::move(q));
        }
      }
    }
  }
  static std::size_t hash(const Position& p) { return cgcheck::hash_range(p); }
};

struct WythoffCpp {
  using Position = std::pair<std::uint16_t, std::uint16_t>;  // a <= b
  static Position make(int a, int b) {
    return a <= b ? Position(static_cast<std::uint16_t>(a), static_cast<std::uint16_t>(b))
                  : Position(static_cast<std::uint16_t>(b), static_cast<std::uint16_t>(a));
  }
  static void options(const Position& p, std::vector<Position>& out) {
    const int a = p.first, b = p.second;
    for (int k = 1; k <= a; ++k) out.push_back(make(a - k, b));
    for (int k = 1; k <= b; ++k) out.push_back(make(a, b - k));
    for (int k = 1; k <= a; ++k) out.push_back(make(a - k, b - k));
  }
  static std::size_t hash(const Position& p) { return cgcheck::mix64((std::uint64_t{p.first} << 16) | p.second); }
};

void BM_Kayles_Cpp(benchmark::State& state) {
  for (auto _ : state) {
    cgcheck::MemoSolver<KaylesCpp> solver;
    std::uint32_t x = 0;
    for (std::int64_t n = 0; n <= kPins; ++n)
      x ^= solver.grundy(n == 0 ? KaylesCpp::Position{} : KaylesCpp::Position{static_cast<std::uint8_t>(n)});
    benchmark::DoNotOptimize(x);
    state.counters["positions"] = static_cast<double>(solver.size());
  }
}

void run_lua(benchmark::State& state, const std::string& file, bool wythoff) {
  for (auto _ : state) {
    cgcheck::lua::GameFile game(kDir + file);
    cgcheck::lua::GameSolver solver(game);
    std::uint32_t x = 0;
    if (wythoff) {
      for (std::int64_t s = 0; s <= kStones; ++s)
        for (std::int64_t a = 0; a <= s; ++a) x ^= solver.grundy(game.normalize(std::vector<std::int64_t>{a, s - a}));
    } else {
      for (std::int64_t n = 0; n <= kPins; ++n)
        x ^= solver.grundy(n == 0 ? cgcheck::lua::Position{} : cgcheck::lua::Position{n});
    }
    benchmark::DoNotOptimize(x);
    state.counters["positions"] = static_cast<double>(solver.positions());
  }
}

void BM_Kayles_Lua(benchmark::State& state) { run_lua(state, "/bench/games/kayles-sums.lua", false); }
void BM_KaylesComponents_Lua(benchmark::State& state) { run_lua(state, "/examples/games/kayles.lua", false); }

// Dawson's Kayles (0.07) with rows as components (components = "entries"), every row to 2,000 pins:
// each option is split into its rows before it is looked up, so the memo holds one entry per row
// length. The C++ side is the
// plain O(n^2) mex over the rows, the same arithmetic with no positions at all.
constexpr std::int64_t kDawsonPins = 2000;

void BM_DawsonKayles_Cpp(benchmark::State& state) {
  for (auto _ : state) {
    std::vector<std::uint32_t> g(kDawsonPins + 1, 0);
    std::vector<bool> seen;
    for (std::int64_t n = 2; n <= kDawsonPins; ++n) {
      seen.assign(static_cast<std::size_t>(n) + 2, false);
      for (std::int64_t a = 0; 2 * a <= n - 2; ++a) {
        const std::uint32_t x = g[static_cast<std::size_t>(a)] ^ g[static_cast<std::size_t>(n - 2 - a)];
        if (x < seen.size()) seen[x] = true;
      }
      std::uint32_t m = 0;
      while (seen[m]) ++m;
      g[static_cast<std::size_t>(n)] = m;
    }
    benchmark::DoNotOptimize(g.data());
    state.counters["positions"] = static_cast<double>(g.size());
  }
}

// Every row of Dawson's Kayles to kDawsonPins from a game file, in a fresh solver.
void run_dawson_rows(benchmark::State& state, const std::string& file) {
  for (auto _ : state) {
    cgcheck::lua::GameFile game(kDir + file);
    cgcheck::lua::GameSolver solver(game);
    std::uint32_t x = 0;
    for (std::int64_t n = 0; n <= kDawsonPins; ++n)
      x ^= solver.grundy(n == 0 ? cgcheck::lua::Position{} : cgcheck::lua::Position{n});
    benchmark::DoNotOptimize(x);
    state.counters["positions"] = static_cast<double>(solver.positions());
  }
}
void BM_DawsonKaylesComponents_Lua(benchmark::State& state) { run_dawson_rows(state, "/examples/games/dawson-kayles.lua"); }

void BM_Wythoff_Cpp(benchmark::State& state) {
  for (auto _ : state) {
    cgcheck::MemoSolver<WythoffCpp> solver;
    std::uint32_t x = 0;
    for (int s = 0; s <= kStones; ++s)
      for (int a = 0; a <= s; ++a) x ^= solver.grundy(WythoffCpp::make(a, s - a));
    benchmark::DoNotOptimize(x);
    state.counters["positions"] = static_cast<double>(solver.size());
  }
}

void BM_Wythoff_Lua(benchmark::State& state) { run_lua(state, "/bench/games/wythoff.lua", true); }


// Dawson's Kayles with `components` and `normalize` written as Lua functions
// (bench/games/dawson-kayles-functions.lua), every row to 2,000 pins: every move is new, so the
// file's components function runs once per move (about 10^6 times) and normalize once per row.
void BM_DawsonFunctions_Lua(benchmark::State& state) { run_dawson_rows(state, "/bench/games/dawson-kayles-functions.lua"); }

// Its interpreter floor: the file's options once per row and components once per move, in a plain
// Lua state, nothing else (normalize, once per distinct row, is left out). No solver that calls the
// file as the contract says can take less; the plain Python solver of the same game
// (bench/python_games.py 0 0 2000) needs no such calls.
constexpr const char* kDawsonFloorRun = R"lua(
  local file = ...
  collectgarbage("generational")  -- as the sandbox runs game files
  local game = dofile(file)
  local options, components, n = game.options, game.components, 0
  for row = 0, 2000 do
    local o = options({row})
    for j = 1, #o do n = n + #components(o[j]) end
  end
  return n
)lua";

void BM_DawsonFunctions_LuaFloor(benchmark::State& state) {
  lua_State* L = luaL_newstate();
  luaL_openlibs(L);
  if (luaL_loadstring(L, kDawsonFloorRun) != LUA_OK) throw std::runtime_error(lua_tostring(L, -1));
  const int run = luaL_ref(L, LUA_REGISTRYINDEX);
  double components = 0;
  for (auto _ : state) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, run);
    lua_pushstring(L, (kDir + "/bench/games/dawson-kayles-functions.lua").c_str());
    if (lua_pcall(L, 1, 1, 0) != LUA_OK) throw std::runtime_error(lua_tostring(L, -1));
    components = static_cast<double>(lua_tointeger(L, -1));
    lua_settop(L, 0);
  }
  state.counters["components"] = components;
  lua_close(L);
}

// The interpreter's floor: the same game file's options and normalize, run by a plain Lua state (no
// sandbox, no hook, no solver) once per distinct position of the run above, with the list of
// positions built before the clock starts. No solver that calls the file's functions as the
// contract says (options once per distinct position, normalize once per option) can take less.
constexpr const char* kFloorSetup = R"lua(
  local file, wythoff = ...
  collectgarbage("generational")  -- as the sandbox runs game files
  game = dofile(file)
  list = {}
  if wythoff then
    for s = 0, 300 do for a = 0, s // 2 do list[#list + 1] = {a, s - a} end end
  else
    local seen = {}
    local stack = {}
    for n = 1, 40 do stack[#stack + 1] = {n} end
    list[1] = {}
    while #stack > 0 do
      local q = table.remove(stack)
      local k = table.concat(q, ",")
      if not seen[k] then
        seen[k] = true
        list[#list + 1] = q
        local o = game.options(q)
        for i = 1, #o do
          local r = game.normalize(o[i])
          if #r > 0 then stack[#stack + 1] = r end
        end
      end
    end
  end
  return #list
)lua";
constexpr const char* kFloorRun = R"lua(
  local options, normalize, n = game.options, game.normalize, 0
  for i = 1, #list do
    local o = options(list[i])
    for j = 1, #o do o[j] = normalize(o[j]) end
    n = n + #o
  end
  return n
)lua";

void run_floor(benchmark::State& state, const std::string& file, bool wythoff) {
  lua_State* L = luaL_newstate();
  luaL_openlibs(L);
  if (luaL_loadstring(L, kFloorSetup) != LUA_OK) throw std::runtime_error(lua_tostring(L, -1));
  lua_pushstring(L, (kDir + file).c_str());
  lua_pushboolean(L, wythoff);
  if (lua_pcall(L, 2, 1, 0) != LUA_OK) throw std::runtime_error(lua_tostring(L, -1));
  const double positions = static_cast<double>(lua_tointeger(L, -1));
  lua_settop(L, 0);
  if (luaL_loadstring(L, kFloorRun) != LUA_OK) throw std::runtime_error(lua_tostring(L, -1));
  const int run = luaL_ref(L, LUA_REGISTRYINDEX);
  for (auto _ : state) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, run);
    if (lua_pcall(L, 0, 1, 0) != LUA_OK) throw std::runtime_error(lua_tostring(L, -1));
    benchmark::DoNotOptimize(lua_tointeger(L, -1));
    lua_settop(L, 0);
  }
  state.counters["positions"] = positions;
  lua_close(L);
}

// The floor of a partizan file: every distinct position reachable from the start, with the file's
// left and right called once each per position (and nothing else), in a plain Lua state.
constexpr const char* kPartizanFloorSetup = R"lua(
  local file, start = ...
  collectgarbage("generational")
  game = dofile(file)
  list = {}
  local seen, stack = {}, {game.parse(start)}
  while #stack > 0 do
    local q = table.remove(stack)
    local k = table.concat(q, ",")
    if not seen[k] then
      seen[k] = true
      list[#list + 1] = q
      for _, o in ipairs(game.left(q)) do stack[#stack + 1] = o end
      for _, o in ipairs(game.right(q)) do stack[#stack + 1] = o end
    end
  end
  return #list
)lua";
constexpr const char* kPartizanFloorRun = R"lua(
  local left, right, n = game.left, game.right, 0
  for i = 1, #list do n = n + #left(list[i]) + #right(list[i]) end
  return n
)lua";

// The empty board of `rows` x 5 squares.
std::string domineering_board(std::int64_t rows) {
  std::string board = ".....";
  for (std::int64_t r = 1; r < rows; ++r) board += "|.....";
  return board;
}

void BM_DomineeringPlain_LuaFloor(benchmark::State& state) {
  lua_State* L = luaL_newstate();
  luaL_openlibs(L);
  if (luaL_loadstring(L, kPartizanFloorSetup) != LUA_OK) throw std::runtime_error(lua_tostring(L, -1));
  lua_pushstring(L, (kDir + "/bench/games/domineering-plain.lua").c_str());
  lua_pushstring(L, domineering_board(state.range(0)).c_str());
  if (lua_pcall(L, 2, 1, 0) != LUA_OK) throw std::runtime_error(lua_tostring(L, -1));
  const double positions = static_cast<double>(lua_tointeger(L, -1));
  lua_settop(L, 0);
  if (luaL_loadstring(L, kPartizanFloorRun) != LUA_OK) throw std::runtime_error(lua_tostring(L, -1));
  const int run = luaL_ref(L, LUA_REGISTRYINDEX);
  for (auto _ : state) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, run);
    if (lua_pcall(L, 0, 1, 0) != LUA_OK) throw std::runtime_error(lua_tostring(L, -1));
    benchmark::DoNotOptimize(lua_tointeger(L, -1));
    lua_settop(L, 0);
  }
  state.counters["positions"] = positions;
  lua_close(L);
}

// The canonical form of the same empty board from the same plain file, in a fresh solver.
void BM_DomineeringPlain_Lua(benchmark::State& state) {
  for (auto _ : state) {
    cgcheck::lua::GameFile game(kDir + "/bench/games/domineering-plain.lua");
    cgcheck::lua::GameSolver solver(game);
    benchmark::DoNotOptimize(solver.value_text(game.parse(domineering_board(state.range(0)))));
    state.counters["positions"] = static_cast<double>(solver.positions());
  }
}

void BM_Kayles_LuaFloor(benchmark::State& state) { run_floor(state, "/bench/games/kayles-sums.lua", false); }
void BM_Wythoff_LuaFloor(benchmark::State& state) { run_floor(state, "/bench/games/wythoff.lua", true); }

// The nim value of an empty Cram board from the example file: the full solve (every position below,
// by mex) against Lemoine and Viennot's search (core/nim_search.hpp), each in a fresh solver. Arg:
// the board's rows (4: 4 x 6, 5: 5 x 6; the 5 x 6 board is about 45 s full, 9 s by search).
void run_cram(benchmark::State& state, cgcheck::NimMethod method) {
  const std::string row = "......";
  std::string board = row;
  for (std::int64_t r = 1; r < state.range(0); ++r) board += "|" + row;
  for (auto _ : state) {
    cgcheck::lua::GameFile game(kDir + "/examples/games/cram.lua");
    cgcheck::lua::GameSolver solver(game);
    const cgcheck::lua::Position p = game.parse(board);  // checked and normalized
    benchmark::DoNotOptimize(solver.grundy_with(p, method));
    state.counters["expansions"] = static_cast<double>(solver.expansions());
  }
}
void BM_CramFull_Lua(benchmark::State& state) { run_cram(state, cgcheck::NimMethod::full); }
void BM_CramSearch_Lua(benchmark::State& state) { run_cram(state, cgcheck::NimMethod::search); }

BENCHMARK(BM_CramFull_Lua)->Arg(4)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_CramSearch_Lua)->Arg(4)->Arg(5)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_Kayles_Cpp)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_Kayles_Lua)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_Kayles_LuaFloor)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_KaylesComponents_Lua)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_DawsonKayles_Cpp)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_DawsonKaylesComponents_Lua)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_DawsonFunctions_Lua)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_DawsonFunctions_LuaFloor)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_Wythoff_Cpp)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_Wythoff_Lua)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_Wythoff_LuaFloor)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_DomineeringPlain_Lua)->Arg(4)->Arg(5)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_DomineeringPlain_LuaFloor)->Arg(4)->Arg(5)->Unit(benchmark::kMillisecond)->Iterations(3);

}  // namespace
