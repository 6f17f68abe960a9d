#include "lua/conjecture.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include <fmt/core.h>
#include <nlohmann/json.hpp>

extern "C" {
#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>
}

#include "core/progress.hpp"
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

// A script's work per position is bounded: Lua instructions, plus the work done inside the library's
// C functions (which the instruction hook never sees) charged in the same units, plus one unit per
// kBytesPerUnit bytes allocated. Past the limit the script is stopped as runaway.
constexpr double kWorkLimit = 10'000'000;
constexpr int kHookEvery = 10'000;
constexpr double kBytesPerUnit = 16;

// Why a script was stopped. Once set, the stop cannot be caught by pcall: the hook then fires at
// every instruction and raises again, allocations fail, and evaluate() checks the flag after the
// call whatever the call returned.
enum class Stop { none, work, memory, interrupted };

// Worst-case steps of Lua's backtracking matcher (lstrlib.c) for pattern p on a subject of n bytes:
// every start position, times n + 1 for each '*', '+', '-' (a run to try at every length), 2 for
// each '?', n + 1 for each back reference or %b (a scan), times the pattern's items. The parse
// mirrors the matcher's own (classEnd); a malformed pattern is costed as far as it goes (the
// matcher then raises its error).
double pattern_cost(std::string_view p, double n) {
  double per_start = 1, items = 1;
  std::size_t i = 0;
  const std::size_t size = p.size();
  auto skip_set = [&] {  // p[i] == '['
    ++i;
    if (i < size && p[i] == '^') ++i;
    do {
      if (i >= size) return;
      if (p[i++] == '%' && i < size) ++i;
    } while (i < size && p[i] != ']');
    ++i;
  };
  if (i < size && p[i] == '^') ++i;
  while (i < size) {
    ++items;
    const char c = p[i];
    if (c == '(' || c == ')') {
      ++i;
      continue;
    }
    if (c == '$' && i + 1 == size) break;
    if (c == '%' && i + 1 < size) {
      const char d = p[i + 1];
      if (d == 'b') {
        per_start *= n + 1;
        i += 4;
        continue;
      }
      if (d == 'f') {
        i += 2;
        if (i < size && p[i] == '[') skip_set();
        continue;
      }
      if (d >= '0' && d <= '9') {
        per_start *= n + 1;
        i += 2;
        continue;
      }
      i += 2;
    } else if (c == '[') {
      skip_set();
    } else {
      ++i;
    }
    if (i < size) {
      if (p[i] == '*' || p[i] == '+' || p[i] == '-') {
        per_start *= n + 1;
        ++i;
      } else if (p[i] == '?') {
        per_start *= 2;
        ++i;
      }
    }
  }
  return (n + 1) * per_start * items;
}

// One Lua state holding the compiled conjecture; the solver session persists across positions
// so a hunt reuses the memo. Every call into Lua that can raise an error (including memory errors
// and metamethods of the script's) runs under lua_pcall: an unprotected error would be a Lua
// PANIC, i.e. abort().
class LuaConjecture {
 public:
  LuaConjecture(const Conjecture& c, const GameEntry& game)
      : game_(game), session_(game.session()), memory_cap_(c.lua_memory) {
    // A conjecture may ask the solver about any position it likes; keep each answer interactive.
    session_->set_budget(20'000'000);
    // lua_newstate with our allocator (not luaL_newstate): it counts and caps the script's memory,
    // and the state gets no warning function, so warn() cannot print to standard error.
    L_ = lua_newstate(&LuaConjecture::allocate, this);
    if (!L_) throw InputError(fmt::format("cannot create a Lua state within the memory limit of {} bytes", memory_cap_));
    lua_atpanic(L_, &LuaConjecture::panic);
    *static_cast<LuaConjecture**>(lua_getextraspace(L_)) = this;
    protected_call(&LuaConjecture::l_setup, 0, "cannot set up Lua");
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
    // The C++ work (fields of the position) is done here, outside Lua: l_run only copies it.
    fields_ = game_.explorer.fields(text);
    text_ = &text;
    run_ref_ = ref == LUA_NOREF ? fn_ref_ : ref;
    work_ = 0;
    refused_ = false;
    stop_ = Stop::none;
    lua_sethook(L_, &LuaConjecture::hook, LUA_MASKCOUNT, kHookEvery);
    lua_settop(L_, 0);
    lua_pushcfunction(L_, &LuaConjecture::l_run);
    const int status = lua_pcall(L_, 0, 1, 0);
    if (refused_ && stop_ == Stop::none) stop_ = refused_why_;  // a refused allocation the script caught
    if (stop_ == Stop::interrupted) throw Interrupted(fmt::format("interrupted at position {}; no file written", text));
    if (stop_ != Stop::none) throw InputError(fmt::format("conjecture stopped at position {}: {}", text, stop_message()));
    if (status != LUA_OK) {
      const std::string msg = error_text();
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

  // Runs f (a C function taking nargs arguments from the stack, leaving one result) under
  // lua_pcall; a failure closes the state and throws InputError.
  void protected_call(lua_CFunction f, int nargs, const char* what) {
    lua_pushcfunction(L_, f);
    lua_insert(L_, -nargs - 1);
    if (lua_pcall(L_, nargs, 1, 0) != LUA_OK) {
      if (refused_ && stop_ == Stop::none) stop_ = refused_why_;
      const std::string msg = stop_ != Stop::none ? stop_message() : error_text();
      lua_close(L_);
      L_ = nullptr;
      throw InputError(fmt::format("{}: {}", what, msg));
    }
  }

  // The error object on the stack top as text, without converting it in place (lua_tostring on a
  // number allocates, which may fail outside protected mode).
  std::string error_text() {
    switch (lua_type(L_, -1)) {
      case LUA_TSTRING: {
        std::size_t n = 0;
        const char* p = lua_tolstring(L_, -1, &n);
        return std::string(p, n);
      }
      case LUA_TNUMBER:
        return lua_isinteger(L_, -1) ? std::to_string(lua_tointeger(L_, -1)) : fmt::format("{}", lua_tonumber(L_, -1));
      default: return fmt::format("(error object is a {} value)", lua_typename(L_, lua_type(L_, -1)));
    }
  }

  // Written into a member buffer, not a std::string: stop() raises it by longjmp, which must not
  // skip a destructor.
  const char* stop_message() {
    switch (stop_) {
      case Stop::work:
        std::snprintf(stop_text_, sizeof stop_text_, "work limit of %ld steps exceeded (instruction limit; runaway script?)",
                      static_cast<long>(kWorkLimit));
        break;
      case Stop::memory:
        std::snprintf(stop_text_, sizeof stop_text_, "Lua memory limit of %llu bytes exceeded",
                      static_cast<unsigned long long>(memory_cap_));
        break;
      case Stop::interrupted: std::snprintf(stop_text_, sizeof stop_text_, "interrupted"); break;
      case Stop::none: std::snprintf(stop_text_, sizeof stop_text_, "?"); break;
    }
    return stop_text_;
  }

  int compile(const std::string& chunk, const char* what) {
    if (luaL_loadbufferx(L_, chunk.data(), chunk.size(), "=conjecture", "t") != LUA_OK) {
      if (refused_ && stop_ == Stop::none) stop_ = refused_why_;
      const std::string msg = stop_ != Stop::none ? stop_message() : error_text();
      lua_close(L_);
      L_ = nullptr;
      throw InputError(fmt::format("{} does not compile: {}", what, msg));
    }
    protected_call(&LuaConjecture::l_ref, 1, "cannot store the compiled conjecture");
    const int ref = static_cast<int>(lua_tointeger(L_, -1));
    lua_pop(L_, 1);
    return ref;
  }

  // --- Protected entry points (called only through lua_pcall) ---------------------------------
  // They hold no C++ object with a destructor while Lua may raise (errors are longjmps).

  static int l_ref(lua_State* L) {
    lua_pushinteger(L, luaL_ref(L, LUA_REGISTRYINDEX));
    return 1;
  }

  static int l_setup(lua_State* L) {
    // Only the pure libraries: a conjecture has no business with files or processes.
    const std::pair<const char*, lua_CFunction> libs[] = {{"_G", luaopen_base},
                                                          {LUA_MATHLIBNAME, luaopen_math},
                                                          {LUA_STRLIBNAME, luaopen_string},
                                                          {LUA_TABLIBNAME, luaopen_table},
                                                          {LUA_UTF8LIBNAME, luaopen_utf8}};
    for (const auto& [libname, open] : libs) {
      luaL_requiref(L, libname, open, 1);
      lua_pop(L, 1);
    }
    for (const char* unsafe : {"dofile", "loadfile", "load", "require", "collectgarbage"}) {
      lua_pushnil(L);
      lua_setglobal(L, unsafe);
    }
    // The library functions whose work is not bounded by their arguments' sizes get a wrapper that
    // charges it to the work budget first.
    wrap(L, nullptr, "setmetatable", &w_setmetatable);
    wrap(L, nullptr, "tonumber", &w_scan1);
    wrap(L, LUA_STRLIBNAME, "rep", &w_rep);
    wrap(L, LUA_STRLIBNAME, "find", &w_find);
    wrap(L, LUA_STRLIBNAME, "match", &w_match);
    wrap(L, LUA_STRLIBNAME, "gsub", &w_match);
    wrap(L, LUA_STRLIBNAME, "gmatch", &w_gmatch);
    wrap(L, LUA_STRLIBNAME, "unpack", &w_scan2);
    wrap(L, LUA_UTF8LIBNAME, "len", &w_scan1);
    wrap(L, LUA_UTF8LIBNAME, "offset", &w_scan1);
    wrap(L, LUA_TABLIBNAME, "move", &w_move);
    wrap(L, LUA_TABLIBNAME, "insert", &w_length);
    wrap(L, LUA_TABLIBNAME, "remove", &w_length);
    wrap(L, LUA_TABLIBNAME, "sort", &w_sort);
    wrap(L, LUA_TABLIBNAME, "concat", &w_concat);
    wrap(L, LUA_TABLIBNAME, "unpack", &w_unpack);
    register_fn(L, "grundy", &LuaConjecture::l_grundy);
    register_fn(L, "value", &LuaConjecture::l_value);
    register_fn(L, "outcome", &LuaConjecture::l_outcome);
    register_fn(L, "v2", &LuaConjecture::l_v2);
    register_fn(L, "mex", &LuaConjecture::l_mex);
    register_fn(L, "bit", &LuaConjecture::l_bit);
    lua_pushnil(L);
    return 1;
  }

  // Sets the position's globals (raw: a metatable the script put on _G is not run), then calls
  // the chunk.
  static int l_run(lua_State* L) {
    LuaConjecture& s = self(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_GLOBALS);
    for (const auto& [field, value] : s.fields_) {
      lua_pushlstring(L, field.data(), field.size());
      push(L, value);
      lua_rawset(L, -3);
    }
    lua_pushliteral(L, "pos");
    lua_pushlstring(L, s.text_->data(), s.text_->size());
    lua_rawset(L, -3);
    lua_pop(L, 1);
    lua_rawgeti(L, LUA_REGISTRYINDEX, s.run_ref_);
    lua_call(L, 0, 1);
    return 1;
  }

  static void register_fn(lua_State* L, const char* fname, lua_CFunction f) {
    lua_pushcfunction(L, f);
    lua_setglobal(L, fname);
  }

  static void push(lua_State* L, const FieldValue& v) {
    std::visit(
        [&](const auto& x) {
          using T = std::decay_t<decltype(x)>;
          if constexpr (std::is_same_v<T, std::int64_t>) lua_pushinteger(L, x);
          else if constexpr (std::is_same_v<T, bool>) lua_pushboolean(L, x);
          else if constexpr (std::is_same_v<T, std::string>) lua_pushlstring(L, x.data(), x.size());
          else {
            lua_createtable(L, static_cast<int>(x.size()), 0);
            for (std::size_t i = 0; i < x.size(); ++i) {
              lua_pushinteger(L, x[i]);
              lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
            }
          }
        },
        v);
  }

  // --- Budgets -------------------------------------------------------------------------------

  // Stops the script: from now on the hook raises at every instruction, so pcall cannot resume it.
  [[noreturn]] static void stop(lua_State* L, Stop why) {
    LuaConjecture& s = self(L);
    if (s.stop_ == Stop::none) s.stop_ = why;
    lua_sethook(L, &LuaConjecture::hook, LUA_MASKCOUNT, 1);
    luaL_error(L, "%s", s.stop_message());
    std::abort();  // not reached: luaL_error does not return
  }

  static void charge(lua_State* L, double units) {
    LuaConjecture& s = self(L);
    s.work_ += units;
    if (!(s.work_ <= kWorkLimit)) stop(L, Stop::work);
  }

  static void hook(lua_State* L, lua_Debug*) {
    LuaConjecture& s = self(L);
    if (s.stop_ != Stop::none) stop(L, s.stop_);
    if (g_interrupted.load(std::memory_order_relaxed)) stop(L, Stop::interrupted);
    if (s.refused_) stop(L, s.refused_why_);
    charge(L, kHookEvery);
  }

  // The allocator: counts the state's bytes and refuses to grow past the cap or past the work
  // budget. Lua retries a refused allocation once after an emergency collection; the refusal
  // stands (and stops the script, see evaluate and hook) unless that retry succeeds.
  static void* allocate(void* ud, void* ptr, std::size_t osize, std::size_t nsize) {
    auto& s = *static_cast<LuaConjecture*>(ud);
    const std::size_t old = ptr ? osize : 0;  // without ptr, osize is the kind of object
    if (nsize == 0) {
      std::free(ptr);
      s.bytes_ -= old;
      return nullptr;
    }
    if (nsize > old) {
      const std::size_t grow = nsize - old;
      const bool retry = s.refused_ && ptr == s.refused_ptr_ && nsize == s.refused_size_;
      const bool over_memory = grow > s.memory_cap_ - std::min(s.bytes_, s.memory_cap_);  // no overflow
      if (s.stop_ != Stop::none || over_memory || s.work_ + static_cast<double>(grow) / kBytesPerUnit > kWorkLimit) {
        const Stop why = over_memory ? Stop::memory : Stop::work;
        if (s.stop_ == Stop::none && retry) s.stop_ = why;
        s.refused_ = true;
        s.refused_why_ = why;
        s.refused_ptr_ = ptr;
        s.refused_size_ = nsize;
        return nullptr;
      }
      if (retry) s.refused_ = false;
      void* p = std::realloc(ptr, nsize);
      if (!p) return nullptr;
      s.work_ += static_cast<double>(grow) / kBytesPerUnit;
      s.bytes_ += grow;
      return p;
    }
    // Shrinking must not fail (Lua assumes it cannot); keep the old block if realloc says no.
    void* p = std::realloc(ptr, nsize);
    if (!p) return ptr;
    s.bytes_ -= old - nsize;
    return p;
  }

  // An error outside any lua_pcall: a bug of ours, never the script's. One line, internal error.
  static int panic(lua_State* L) {
    const char* msg = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "?";
    std::fflush(stdout);
    std::fprintf(stderr, "cgcheck: internal error: unprotected Lua error: %s\n", msg);
    std::_Exit(3);
  }

  // --- Wrappers of library functions: charge the work, then run the original (upvalue 1) ------

  static void wrap(lua_State* L, const char* lib, const char* fname, lua_CFunction wrapper) {
    if (lib) lua_getglobal(L, lib);
    else lua_pushglobaltable(L);
    lua_getfield(L, -1, fname);
    lua_pushcclosure(L, wrapper, 1);
    lua_setfield(L, -2, fname);
    lua_pop(L, 1);
  }
  static int original(lua_State* L) { return lua_tocfunction(L, lua_upvalueindex(1))(L); }

  // Length of argument i if it is a string (numbers are converted by the library: short).
  static double str_len(lua_State* L, int i) {
    return lua_type(L, i) == LUA_TSTRING ? static_cast<double>(lua_rawlen(L, i)) : 64.0;
  }
  // Integer argument i, or def when absent or not an integer (the original then raises).
  static double int_arg(lua_State* L, int i, double def) {
    int ok = 0;
    const lua_Integer v = lua_tointegerx(L, i, &ok);
    return ok ? static_cast<double>(v) : def;
  }
  // #t of argument 1 (may run a __len metamethod, which the original runs again: it must be pure
  // to make sense anyway); 0 when argument 1 has no length (the original then raises).
  static double length(lua_State* L) {
    if (lua_type(L, 1) != LUA_TTABLE && lua_type(L, 1) != LUA_TSTRING) return 0;
    return static_cast<double>(luaL_len(L, 1));
  }

  // setmetatable refuses __gc: Lua runs finalizers with the hook disabled (lgc.c GCTM), so a
  // looping finalizer could not be stopped.
  static int w_setmetatable(lua_State* L) {
    if (lua_type(L, 2) == LUA_TTABLE) {
      lua_pushliteral(L, "__gc");
      const bool has_gc = lua_rawget(L, 2) != LUA_TNIL;
      lua_pop(L, 1);
      if (has_gc) return luaL_error(L, "finalizers (__gc) are not allowed in a conjecture");
    }
    return original(L);
  }
  // One scan of string argument 1 (tonumber, utf8.len, utf8.offset) or 2 (string.unpack).
  static int w_scan1(lua_State* L) {
    charge(L, str_len(L, 1) / kBytesPerUnit);
    return original(L);
  }
  static int w_scan2(lua_State* L) {
    charge(L, str_len(L, 2) / kBytesPerUnit);
    return original(L);
  }
  // string.rep loops n times even when the result is empty.
  static int w_rep(lua_State* L) {
    charge(L, std::max(0.0, int_arg(L, 2, 0)));
    return original(L);
  }
  static double match_cost(lua_State* L, bool plain_allowed) {
    const double n = str_len(L, 1);
    if (lua_type(L, 2) != LUA_TSTRING) return n + 1;
    std::size_t m = 0;
    const char* p = lua_tolstring(L, 2, &m);
    if (plain_allowed && lua_toboolean(L, 4)) return (n + 1) * static_cast<double>(m + 1) / kBytesPerUnit;
    return pattern_cost(std::string_view(p, m), n);
  }
  static int w_find(lua_State* L) {
    charge(L, match_cost(L, true));
    return original(L);
  }
  static int w_match(lua_State* L) {  // string.match, string.gsub
    charge(L, match_cost(L, false));
    return original(L);
  }
  // string.gmatch: each step of the iterator may scan the rest of the subject.
  static int w_gmatch(lua_State* L) {
    const double cost = match_cost(L, false);
    original(L);
    lua_pushnumber(L, cost);
    lua_pushcclosure(L, &w_gmatch_step, 2);
    return 1;
  }
  static int w_gmatch_step(lua_State* L) {
    charge(L, lua_tonumber(L, lua_upvalueindex(2)));
    lua_settop(L, 0);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_call(L, 0, LUA_MULTRET);
    return lua_gettop(L);
  }
  // table.move(a1, f, e, t): e - f + 1 element copies, each possibly a C metamethod call.
  static int w_move(lua_State* L) {
    charge(L, std::max(0.0, int_arg(L, 3, 0) - int_arg(L, 2, 0) + 1));
    return original(L);
  }
  // table.insert / table.remove shift up to #t elements.
  static int w_length(lua_State* L) {
    charge(L, length(L));
    return original(L);
  }
  static int w_sort(lua_State* L) {
    const double n = length(L);
    charge(L, n * std::log2(n + 2));
    return original(L);
  }
  // table.concat(t, sep, i, j) and table.unpack(t, i, j): j - i + 1 elements (j defaults to #t).
  static int range_charged(lua_State* L, int first) {
    const double i = int_arg(L, first, 1);
    const double j = lua_isnoneornil(L, first + 1) ? length(L) : int_arg(L, first + 1, 0);
    charge(L, std::max(0.0, j - i + 1));
    return original(L);
  }
  static int w_concat(lua_State* L) { return range_charged(L, 3); }
  static int w_unpack(lua_State* L) { return range_charged(L, 2); }

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
  bool pending_input_error_ = false;
  // The position being evaluated, for l_run.
  Fields fields_;
  const std::string* text_ = nullptr;
  int run_ref_ = LUA_NOREF;
  // Budgets (see allocate, charge, hook).
  std::uint64_t memory_cap_;
  std::uint64_t bytes_ = 0;
  double work_ = 0;
  Stop stop_ = Stop::none;
  bool refused_ = false;
  Stop refused_why_ = Stop::memory;
  char stop_text_[128] = {};
  const void* refused_ptr_ = nullptr;
  std::size_t refused_size_ = 0;
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
    claim.finding = claim.expected == Expectation::refuted ? Finding::conjecture : Finding::none;
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
