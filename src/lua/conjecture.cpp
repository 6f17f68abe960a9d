#include "lua/conjecture.hpp"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>

#include <fmt/core.h>
#include <nlohmann/json.hpp>

extern "C" {
#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>
}

#include "core/runner.hpp"
#include "core/error.hpp"
#include "core/output.hpp"

namespace cgcheck {

std::string_view name(ConjectureForm f) {
  switch (f) {
    case ConjectureForm::predict_p: return "predict-p";
    case ConjectureForm::predict_grundy: return "predict-grundy";
    case ConjectureForm::predict_value: return "predict-value";
    case ConjectureForm::property: return "property";
  }
  return "?";
}

ConjectureForm parse_conjecture_form(std::string_view s) {
  for (auto f : {ConjectureForm::predict_p, ConjectureForm::predict_grundy, ConjectureForm::predict_value,
                 ConjectureForm::property})
    if (name(f) == s) return f;
  throw InputError(fmt::format("unknown conjecture form '{}' (predict-p, predict-grundy, predict-value, property)", s));
}

namespace {

// A script may run this many Lua instructions per position before it is stopped as runaway.
constexpr long kInstructionLimit = 10'000'000;
constexpr int kHookEvery = 10'000;

// One Lua state holding the compiled conjecture; the solver session persists across positions
// so a hunt reuses the memo.
class LuaConjecture {
 public:
  LuaConjecture(const Conjecture& c, const GameEntry& game) : game_(game), session_(game.session()) {
    // A conjecture may ask the solver about any position it likes; keep each answer interactive.
    session_->set_budget(20'000'000);
    L_ = luaL_newstate();
    if (!L_) throw std::runtime_error("cannot create a Lua state");
    // Only the pure libraries: a conjecture has no business with files or processes.
    const std::pair<const char*, lua_CFunction> libs[] = {{"_G", luaopen_base},
                                                          {LUA_MATHLIBNAME, luaopen_math},
                                                          {LUA_STRLIBNAME, luaopen_string},
                                                          {LUA_TABLIBNAME, luaopen_table},
                                                          {LUA_UTF8LIBNAME, luaopen_utf8}};
    for (const auto& [libname, open] : libs) {
      luaL_requiref(L_, libname, open, 1);
      lua_pop(L_, 1);
    }
    for (const char* unsafe : {"dofile", "loadfile", "load", "require", "collectgarbage"}) {
      lua_pushnil(L_);
      lua_setglobal(L_, unsafe);
    }
    *static_cast<LuaConjecture**>(lua_getextraspace(L_)) = this;
    register_fn("grundy", &LuaConjecture::l_grundy);
    register_fn("value", &LuaConjecture::l_value);
    register_fn("outcome", &LuaConjecture::l_outcome);
    register_fn("v2", &LuaConjecture::l_v2);
    register_fn("mex", &LuaConjecture::l_mex);
    register_fn("bit", &LuaConjecture::l_bit);
    fn_ref_ = compile(c.code, "conjecture");
    if (!c.where.empty()) where_ref_ = compile(c.where, "--where filter");
    lua_sethook(L_, &LuaConjecture::hook, LUA_MASKCOUNT, kHookEvery);
  }
  ~LuaConjecture() {
    if (L_) lua_close(L_);
  }
  LuaConjecture(const LuaConjecture&) = delete;
  LuaConjecture& operator=(const LuaConjecture&) = delete;

  Solved solve(const std::string& text) { return session_->solve(text); }

  // The --where filter at a position: true when the position belongs to the hunt's domain.
  bool selected(const std::string& text) {
    if (where_ref_ == LUA_NOREF) return true;
    const int t = evaluate(text, where_ref_);
    if (t != LUA_TBOOLEAN)
      throw InputError(fmt::format("the --where filter returned a non-boolean at position {}", text));
    return lua_toboolean(L_, -1);
  }

  // Evaluates a compiled chunk (default: the conjecture) at a position; leaves the result on the
  // stack top.
  int evaluate(const std::string& text, int ref = LUA_NOREF) {
    if (ref == LUA_NOREF) ref = fn_ref_;
    lua_settop(L_, 0);
    for (const auto& [field, value] : game_.explorer.fields(text)) {
      push(value);
      lua_setglobal(L_, field.c_str());
    }
    lua_pushlstring(L_, text.data(), text.size());
    lua_setglobal(L_, "pos");
    lua_rawgeti(L_, LUA_REGISTRYINDEX, ref);
    instructions_ = 0;
    if (lua_pcall(L_, 0, 1, 0) != LUA_OK) {
      std::string msg = lua_tostring(L_, -1) ? lua_tostring(L_, -1) : "unknown error";
      if (pending_input_error_) {
        pending_input_error_ = false;
        throw InputError(fmt::format("at position {}: {}", text, msg));
      }
      throw InputError(fmt::format("conjecture error at position {}: {}", text, msg));
    }
    return lua_type(L_, -1);
  }
  lua_State* state() { return L_; }

 private:
  static LuaConjecture& self(lua_State* L) { return **static_cast<LuaConjecture**>(lua_getextraspace(L)); }

  int compile(const std::string& chunk, const char* what) {
    if (luaL_loadbufferx(L_, chunk.data(), chunk.size(), "=conjecture", "t") != LUA_OK) {
      std::string msg = lua_tostring(L_, -1);
      lua_close(L_);
      L_ = nullptr;
      throw InputError(fmt::format("{} does not compile: {}", what, msg));
    }
    return luaL_ref(L_, LUA_REGISTRYINDEX);
  }

  void register_fn(const char* fname, lua_CFunction f) {
    lua_pushcfunction(L_, f);
    lua_setglobal(L_, fname);
  }

  void push(const FieldValue& v) {
    std::visit(
        [&](const auto& x) {
          using T = std::decay_t<decltype(x)>;
          if constexpr (std::is_same_v<T, std::int64_t>) lua_pushinteger(L_, x);
          else if constexpr (std::is_same_v<T, bool>) lua_pushboolean(L_, x);
          else if constexpr (std::is_same_v<T, std::string>) lua_pushlstring(L_, x.data(), x.size());
          else {
            lua_createtable(L_, static_cast<int>(x.size()), 0);
            for (std::size_t i = 0; i < x.size(); ++i) {
              lua_pushinteger(L_, x[i]);
              lua_rawseti(L_, -2, static_cast<lua_Integer>(i + 1));
            }
          }
        },
        v);
  }

  static void hook(lua_State* L, lua_Debug*) {
    LuaConjecture& s = self(L);
    s.instructions_ += kHookEvery;
    if (s.instructions_ > kInstructionLimit)
      luaL_error(L, "instruction limit of %d exceeded (runaway script?)", static_cast<int>(kInstructionLimit));
  }

  // grundy(p), value(p), outcome(p): the solver's answers at position text p (default: pos).
  // Lua reports errors by longjmp, which must never cross a C++ frame holding objects with
  // destructors (they would leak) nor let a C++ exception reach Lua's C frames. So every C function
  // below does its C++ work inside `guarded`, which turns any exception into a message that is
  // raised only after all C++ objects of the call are gone.
  template <class F>
  static int guarded(lua_State* L, F&& f) {
    {
      try {
        return f();
      } catch (const InputError& e) {
        self(L).pending_input_error_ = true;
        lua_pushstring(L, e.what());
      } catch (const std::exception& e) {
        lua_pushstring(L, e.what());
      }
    }
    return lua_error(L);
  }

  // The solver's answer at the position text given as argument 1 (default: pos). Argument errors
  // are thrown as InputError (see guarded).
  static Solved solve_arg(lua_State* L) {
    std::string text;
    if (lua_gettop(L) >= 1) {
      if (lua_type(L, 1) != LUA_TSTRING) throw InputError("the solver functions take a position as a string");
      text = lua_tostring(L, 1);
    } else {
      lua_getglobal(L, "pos");
      const char* p = lua_tostring(L, -1);
      text = p ? p : "";
      lua_pop(L, 1);
    }
    try {
      return self(L).session_->solve(text);
    } catch (const std::exception& e) {
      throw InputError(fmt::format("cannot solve '{}': {}", text, e.what()));
    }
  }
  static int l_grundy(lua_State* L) {
    return guarded(L, [L] {
      if (self(L).game_.partizan) throw InputError("grundy() is for impartial games; use value()");
      const Solved sv = solve_arg(L);
      lua_pushinteger(L, std::stoll(sv.value));
      return 1;
    });
  }
  static int l_value(lua_State* L) {
    return guarded(L, [L] {
      const Solved sv = solve_arg(L);
      lua_pushlstring(L, sv.value.data(), sv.value.size());
      return 1;
    });
  }
  static int l_outcome(lua_State* L) {
    return guarded(L, [L] {
      const Solved sv = solve_arg(L);
      lua_pushlstring(L, sv.outcome.data(), sv.outcome.size());
      return 1;
    });
  }
  // v2(x): the 2-adic valuation of a non-zero integer. (No C++ objects: luaL_error is safe here.)
  static int l_v2(lua_State* L) {
    const lua_Integer x = luaL_checkinteger(L, 1);
    if (x == 0) return luaL_error(L, "v2(0) is undefined");
    lua_pushinteger(L, __builtin_ctzll(static_cast<unsigned long long>(x)));
    return 1;
  }
  // bit(x, i): bit i (0 = least significant) of x.
  static int l_bit(lua_State* L) {
    const lua_Integer x = luaL_checkinteger(L, 1), i = luaL_checkinteger(L, 2);
    if (i < 0 || i > 62) return luaL_error(L, "bit index %d out of range 0..62", static_cast<int>(i));
    lua_pushinteger(L, (x >> i) & 1);
    return 1;
  }
  // mex(t): the least non-negative integer not in the list t.
  static int l_mex(lua_State* L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    return guarded(L, [L] {
      std::vector<lua_Integer> v;
      const lua_Unsigned n = lua_rawlen(L, 1);
      for (lua_Unsigned i = 1; i <= n; ++i) {
        lua_rawgeti(L, 1, static_cast<lua_Integer>(i));
        const bool ok = lua_isinteger(L, -1);
        const lua_Integer x = ok ? lua_tointeger(L, -1) : 0;
        lua_pop(L, 1);
        if (!ok) throw InputError("mex() takes a list of integers");
        v.push_back(x);
      }
      std::sort(v.begin(), v.end());
      lua_Integer m = 0;
      for (auto x : v)
        if (x == m) ++m;
      lua_pushinteger(L, m);
      return 1;
    });
  }

  const GameEntry& game_;
  std::unique_ptr<SolveSession> session_;
  lua_State* L_ = nullptr;
  int fn_ref_ = LUA_NOREF;
  int where_ref_ = LUA_NOREF;
  long instructions_ = 0;
  bool pending_input_error_ = false;
};

const char* type_name(int t) {
  switch (t) {
    case LUA_TNIL: return "nil";
    case LUA_TBOOLEAN: return "a boolean";
    case LUA_TNUMBER: return "a number";
    case LUA_TSTRING: return "a string";
    case LUA_TTABLE: return "a table";
    default: return "another type";
  }
}

}  // namespace

ClaimResult hunt(const Conjecture& c, const GameEntry& game) {
  if (!game.explorer.enumerate || !game.explorer.fields)
    throw InputError(fmt::format("game '{}' does not support hunt", game.id));
  if (c.form == ConjectureForm::predict_grundy && game.partizan)
    throw InputError("--predict-grundy is for impartial games; use --predict-value");
  LuaConjecture lua(c, game);
  lua_State* L = lua.state();

  auto check = [&](const std::string& text) -> Verdict {
    const int t = lua.evaluate(text);
    switch (c.form) {
      case ConjectureForm::predict_p:
      case ConjectureForm::property: {
        if (t != LUA_TBOOLEAN)
          throw InputError(fmt::format("the conjecture returned {} at position {}; a boolean is due", type_name(t), text));
        const bool said = lua_toboolean(L, -1);
        if (c.form == ConjectureForm::property) return said ? Verdict{} : Verdict{mismatch("true", "false")};
        const Solved s = lua.solve(text);
        const bool is_p = s.outcome == "P";
        if (said == is_p) return std::nullopt;
        return mismatch(said ? "P" : "not P", s.outcome);
      }
      case ConjectureForm::predict_grundy: {
        if (!lua_isinteger(L, -1))
          throw InputError(fmt::format("the conjecture returned {} at position {}; an integer is due", type_name(t), text));
        const std::string said = std::to_string(lua_tointeger(L, -1));
        const Solved s = lua.solve(text);
        return said == s.value ? Verdict{} : Verdict{mismatch(said, s.value)};
      }
      case ConjectureForm::predict_value: {
        if (t != LUA_TSTRING)
          throw InputError(fmt::format("the conjecture returned {} at position {}; a string is due", type_name(t), text));
        const std::string said = lua_tostring(L, -1);
        const Solved s = lua.solve(text);
        return said == s.value ? Verdict{} : Verdict{mismatch(said, s.value)};
      }
    }
    return std::nullopt;
  };
  auto print = [](const std::string& s) { return s; };

  ClaimResult res;
  res.seed = c.seed;
  const auto start = std::chrono::steady_clock::now();
  const std::string where = c.where.empty() ? "" : fmt::format(" where `{}`", c.where);
  run_exhaustive(
      res, fmt::format("every {} position with {} <= {}{}", game.id, game.explorer.bound_meaning, c.bound, where), 0,
      [&](auto visit) {
        game.explorer.enumerate(c.bound, [&](const std::string& text) {
          if (lua.selected(text)) visit(text);
        });
      },
      check, print, "hunt");
  if (c.random > 0 && game.explorer.random) {
    // Random positions outside the --where domain are skipped (they count as checked only if kept).
    auto random_check = [&](const std::string& text) -> Verdict {
      return lua.selected(text) ? check(text) : std::nullopt;
    };
    run_random(res, fmt::format("random {} positions{}", game.id, where), game.explorer.random(), c.random, c.seed,
               random_check, print);
  }
  res.settle();
  res.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return res;
}

std::string conjecture_path(const std::string& n) {
  return std::string(CGCHECK_SOURCE_DIR) + "/conjectures/" + n + ".json";
}

void save_conjecture(const Conjecture& c) {
  if (c.name.empty() || !std::all_of(c.name.begin(), c.name.end(), [](char ch) {
        return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '-' || ch == '_';
      }))
    throw InputError(fmt::format("conjecture name '{}' must be lower-case letters, digits, '-' or '_'", c.name));
  nlohmann::json j{{"name", c.name},   {"game", c.game},     {"form", std::string(name(c.form))},
                   {"code", c.code},   {"where", c.where},   {"bound", c.bound},   {"random", c.random},
                   {"seed", c.seed},   {"expected", c.expected}};
  write_file_atomically(conjecture_path(c.name), j.dump(2) + "\n");
}

void register_saved_conjectures(Registry& r) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::path(CGCHECK_SOURCE_DIR) / "conjectures";
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return;
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(dir, ec))
    if (e.path().extension() == ".json") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  for (const auto& f : files) {
    Conjecture c;
    std::string problem;
    try {
      std::ifstream in(f);
      const auto j = nlohmann::json::parse(in);
      c.name = j.at("name");
      c.game = j.at("game");
      c.form = parse_conjecture_form(j.at("form").get<std::string>());
      c.code = j.at("code");
      c.where = j.value("where", "");
      c.bound = j.at("bound");
      c.random = j.value("random", 0);
      c.seed = j.value("seed", 1);
      c.expected = j.at("expected");
    } catch (const std::exception& e) {
      problem = e.what();
      c.name = f.stem().string();
    }
    Claim claim;
    claim.id = fmt::format("{}/conj-saved-{}", c.game.empty() ? "unknown" : c.game, c.name);
    claim.game = c.game;
    claim.source = {fmt::format("conjectures/{}.json", c.name), fmt::format("saved conjecture {}", c.name), "cgcheck hunt"};
    claim.statement = fmt::format("{}: `{}`{}", name(c.form), c.code, c.where.empty() ? "" : fmt::format(" where `{}`", c.where));
    claim.domain = fmt::format("every position up to bound {}, then {} random positions", c.bound, c.random);
    claim.check = "the Lua conjecture vs the solver (cgcheck hunt)";
    claim.note = "Saved with `cgcheck hunt --save`.";
    claim.expected = c.expected == "refuted" ? Expectation::refuted : Expectation::holds;
    claim.bounds = {c.bound, c.bound, c.bound};
    // The registry being filled outlives its claims; the game is looked up when the claim runs.
    claim.run = [c, problem, reg = &r](ClaimResult& res, const RunContext&, std::uint64_t bound) {
      if (!problem.empty()) throw std::runtime_error("unreadable saved conjecture: " + problem);
      const GameEntry* g = reg->game(c.game);
      if (!g) throw std::runtime_error("saved conjecture names unknown game " + c.game);
      Conjecture run = c;
      run.bound = bound;
      ClaimResult h = hunt(run, *g);
      res.checked = std::move(h.checked);
      res.counterexample = std::move(h.counterexample);
      res.mismatches = h.mismatches;
      res.mismatch_kinds = std::move(h.mismatch_kinds);
    };
    r.add(std::move(claim));
  }
}

}  // namespace cgcheck
