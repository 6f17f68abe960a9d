#include "lua/sandbox.hpp"

#include <signal.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <sstream>
#include <thread>
#include <utility>
#include <vector>

#include <fmt/core.h>

#include "runtime/output.hpp"
#include "core/progress.hpp"
#include "lua/value_tools.hpp"

namespace cgcheck::lua {

namespace {

constexpr int kHookEvery = 10'000;
constexpr double kBytesPerUnit = 16;

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

  // --- Wrappers of library functions: charge the work, then run the original (upvalue 1) ------

void wrap(lua_State* L, const char* lib, const char* fname, lua_CFunction wrapper) {
    if (lib) lua_getglobal(L, lib);
    else lua_pushglobaltable(L);
    lua_getfield(L, -1, fname);
    lua_pushcclosure(L, wrapper, 1);
    lua_setfield(L, -2, fname);
    lua_pop(L, 1);
  }
int original(lua_State* L) { return lua_tocfunction(L, lua_upvalueindex(1))(L); }

  // Length of argument i if it is a string (numbers are converted by the library: short).
double str_len(lua_State* L, int i) {
    return lua_type(L, i) == LUA_TSTRING ? static_cast<double>(lua_rawlen(L, i)) : 64.0;
  }
  // Integer argument i, or def when absent or not an integer (the original then raises).
double int_arg(lua_State* L, int i, double def) {
    int ok = 0;
    const lua_Integer v = lua_tointegerx(L, i, &ok);
    return ok ? static_cast<double>(v) : def;
  }
  // #t of argument 1 (may run a __len metamethod, which the original runs again: it must be pure
  // to make sense anyway); 0 when argument 1 has no length (the original then raises).
double length(lua_State* L) {
    if (lua_type(L, 1) != LUA_TTABLE && lua_type(L, 1) != LUA_TSTRING) return 0;
    return static_cast<double>(luaL_len(L, 1));
  }

  // setmetatable refuses __gc: Lua runs finalizers with the hook disabled (lgc.c GCTM), so a
  // looping finalizer could not be stopped.
int w_setmetatable(lua_State* L) {
    if (lua_type(L, 2) == LUA_TTABLE) {
      lua_pushliteral(L, "__gc");
      const bool has_gc = lua_rawget(L, 2) != LUA_TNIL;
      lua_pop(L, 1);
      if (has_gc) return luaL_error(L, "finalizers (__gc) are not allowed in a conjecture");
    }
    return original(L);
  }
  // math.random starts from a fixed seed (Lua seeds it from the clock and an address), and
  // math.randomseed() without an argument returns to that seed: a script's results are the same from
  // run to run.
constexpr lua_Integer kRandomSeed = 20'260'101;
int w_randomseed(lua_State* L) {
    if (lua_gettop(L) == 0) lua_pushinteger(L, kRandomSeed);
    // Called as a Lua function, not through original(): math's functions read their generator's
    // state from their own upvalue.
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
  }
  // One scan of string argument 1 (tonumber, utf8.len, utf8.offset) or 2 (string.unpack).
int w_scan1(lua_State* L) {
    Sandbox::charge(L, str_len(L, 1) / kBytesPerUnit);
    return original(L);
  }
int w_scan2(lua_State* L) {
    Sandbox::charge(L, str_len(L, 2) / kBytesPerUnit);
    return original(L);
  }
  // string.rep loops n times even when the result is empty.
int w_rep(lua_State* L) {
    Sandbox::charge(L, std::max(0.0, int_arg(L, 2, 0)));
    return original(L);
  }
double match_cost(lua_State* L, bool plain_allowed) {
    const double n = str_len(L, 1);
    if (lua_type(L, 2) != LUA_TSTRING) return n + 1;
    std::size_t m = 0;
    const char* p = lua_tolstring(L, 2, &m);
    if (plain_allowed && lua_toboolean(L, 4)) return (n + 1) * static_cast<double>(m + 1) / kBytesPerUnit;
    return pattern_cost(std::string_view(p, m), n);
  }
int w_find(lua_State* L) {
    Sandbox::charge(L, match_cost(L, true));
    return original(L);
  }
int w_match(lua_State* L) {  // string.match, string.gsub
    Sandbox::charge(L, match_cost(L, false));
    return original(L);
  }
  // string.gmatch: each step of the iterator may scan the rest of the subject.
int w_gmatch_step(lua_State* L);
  int w_gmatch(lua_State* L) {
    const double cost = match_cost(L, false);
    original(L);
    lua_pushnumber(L, cost);
    lua_pushcclosure(L, &w_gmatch_step, 2);
    return 1;
  }
int w_gmatch_step(lua_State* L) {
    Sandbox::charge(L, lua_tonumber(L, lua_upvalueindex(2)));
    lua_settop(L, 0);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_call(L, 0, LUA_MULTRET);
    return lua_gettop(L);
  }
  // table.move(a1, f, e, t): e - f + 1 element copies, each possibly a C metamethod call.
int w_move(lua_State* L) {
    Sandbox::charge(L, std::max(0.0, int_arg(L, 3, 0) - int_arg(L, 2, 0) + 1));
    return original(L);
  }
  // table.insert / table.remove shift up to #t elements.
int w_length(lua_State* L) {
    Sandbox::charge(L, length(L));
    return original(L);
  }
int w_sort(lua_State* L) {
    const double n = length(L);
    Sandbox::charge(L, n * std::log2(n + 2));
    return original(L);
  }
  // table.concat(t, sep, i, j) and table.unpack(t, i, j): j - i + 1 elements (j defaults to #t).
int range_charged(lua_State* L, int first) {
    const double i = int_arg(L, first, 1);
    const double j = lua_isnoneornil(L, first + 1) ? length(L) : int_arg(L, first + 1, 0);
    Sandbox::charge(L, std::max(0.0, j - i + 1));
    return original(L);
  }
int w_concat(lua_State* L) { return range_charged(L, 3); }
int w_unpack(lua_State* L) { return range_charged(L, 2); }


}  // namespace

std::string read_script(const std::string& path, const std::string& what) {
  constexpr std::uintmax_t kMaxBytes = 4u << 20;
  std::error_code ec;
  const auto st = std::filesystem::status(path, ec);
  if (!std::filesystem::exists(st)) throw InputError(fmt::format("cannot read {} '{}': no such file", what, path));
  if (std::filesystem::is_directory(st)) throw InputError(fmt::format("cannot read {} '{}': it is a folder", what, path));
  if (!std::filesystem::is_regular_file(st))
    throw InputError(fmt::format("cannot read {} '{}': not a regular file", what, path));
  const auto size = std::filesystem::file_size(path, ec);
  if (ec) throw InputError(fmt::format("cannot read {} '{}': {}", what, path, ec.message()));
  if (size > kMaxBytes) throw InputError(fmt::format("{} '{}' is larger than {} bytes", what, path, kMaxBytes));
  note_input(path);  // no output may replace it
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  if (!in) throw InputError(fmt::format("cannot read {} '{}'", what, path));
  return ss.str();
}

namespace {
std::atomic<double> g_work_limit{kDefaultWorkLimit};
}  // namespace

void set_default_work_limit(double steps) { g_work_limit.store(steps); }
double default_work_limit() { return g_work_limit.load(); }

Sandbox::Sandbox(std::uint64_t memory_cap, double work_limit) : memory_cap_(memory_cap), work_limit_(work_limit) {
  // lua_newstate with our allocator (not luaL_newstate): it counts and caps the script's memory,
  // and the state gets no warning function, so warn() cannot print to standard error.
  L_ = lua_newstate(&Sandbox::allocate, this);
  if (!L_) throw InputError(fmt::format("cannot create a Lua state within the memory limit of {} bytes", memory_cap_));
  lua_atpanic(L_, &Sandbox::panic);
  *static_cast<Sandbox**>(lua_getextraspace(L_)) = this;
  // Generational collection: game files create millions of short-lived option tables, which the
  // incremental collector would traverse again and again.
  lua_gc(L_, LUA_GCGEN, 0, 0);
  const Call c = run(&Sandbox::l_setup);
  if (!c) {
    lua_close(L_);
    L_ = nullptr;
    throw InputError(fmt::format("cannot set up Lua: {}", c.message));
  }
  lua_settop(L_, 0);
  // Watched from here on (a constructor that throws must leave no pointer behind).
  Watched& w = watched();
  const std::lock_guard lock(w.m);
  w.boxes.push_back(this);
}

ValueTools& Sandbox::values() {
  // The values' arena is a cache kept across calls, held to the state's memory cap (--lua-memory):
  // past half of it, it starts afresh (values cross calls as text, so nothing is lost), and one
  // call that needs more is refused by the arena itself.
  if (values_ && values_->arena.bytes() > memory_cap_ / 2) values_.reset();
  if (!values_) {
    values_ = std::make_unique<ValueTools>();
    values_->arena.set_memory_limit(memory_cap_);
  }
  return *values_;
}

Sandbox::~Sandbox() {
  {
    Watched& w = watched();
    const std::lock_guard lock(w.m);
    w.boxes.erase(std::remove(w.boxes.begin(), w.boxes.end(), this), w.boxes.end());
  }
  if (L_) lua_close(L_);
}

// ---- the watchdog: instructions are counted only in calls that run long ----

namespace {
std::int64_t now_ns() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch()).count();
}
// The sandboxes in a call on this thread, innermost last: a claim file's formula that calls
// grundy(q) runs the game file's sandbox inside its own.
constexpr int kMaxNested = 16;
thread_local Sandbox* tl_running[kMaxNested];
thread_local int tl_depth = 0;
int arm_signal() { return SIGRTMIN + 4; }
// False in a child made by fork(), which has no watchdog thread: its calls are all counted.
std::atomic<bool> g_watchdog{false};
}  // namespace

// The signal handler, on the thread of the call: arms the count hook of each of its sandboxes the
// watchdog asked for (lua_sethook may be called from a signal handler; lua.c does so on Ctrl-C).
void arm_counting(int) {
  for (int i = 0; i < std::min(tl_depth, kMaxNested); ++i) {
    Sandbox* s = tl_running[i];
    if (s->counting_.load(std::memory_order_relaxed) && s->fast_ && s->stop_ == Sandbox::Stop::none)
      lua_sethook(s->L_, &Sandbox::hook, LUA_MASKCOUNT, 1);  // the hook stops the call for a counted run
  }
}

// Every millisecond: a fast call that has run for kUncountedUs is stopped, to be run again counted.
void watch() {
  for (;;) {
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
    const std::int64_t now = now_ns();
    Sandbox::Watched& w = Sandbox::watched();
    const std::lock_guard lock(w.m);
    for (Sandbox* s : w.boxes) {
      if (s->counting_.load(std::memory_order_relaxed)) continue;
      const std::int64_t since = s->since_.load(std::memory_order_relaxed);
      if (since == 0 || now - since < kUncountedUs * 1'000) continue;
      // Phase 2 keeps the thread in its call (leave() waits) while it is signalled.
      int in_call = 1;
      if (!s->phase_.compare_exchange_strong(in_call, 2)) continue;
      s->counting_.store(true, std::memory_order_relaxed);
      pthread_kill(s->thread_, arm_signal());
      s->phase_.store(1, std::memory_order_release);
    }
  }
}

Sandbox::Watched& Sandbox::watched() {
  static Watched* w = [] {
    // Never destroyed: the watchdog thread runs until the process ends, past static destruction.
    auto* made = new Watched;
    struct sigaction sa {};
    sa.sa_handler = &arm_counting;
    sa.sa_flags = SA_RESTART;
    sigemptyset(&sa.sa_mask);
    sigaction(arm_signal(), &sa, nullptr);
    std::thread(&watch).detach();
    g_watchdog = true;
    pthread_atfork(nullptr, nullptr, [] { g_watchdog = false; });
    return made;
  }();
  return *w;
}

void Sandbox::enter() {
  thread_ = pthread_self();
  counting_.store(!fast_, std::memory_order_relaxed);  // the watchdog looks at fast calls only
  since_.store(now_ns(), std::memory_order_relaxed);
  phase_.store(1, std::memory_order_release);
  if (tl_depth < kMaxNested) tl_running[tl_depth] = this;
  ++tl_depth;
}

void Sandbox::leave() {
  --tl_depth;
  int in_call = 1;
  while (!phase_.compare_exchange_weak(in_call, 0)) in_call = 1;  // waits out a signal being sent
  last_ns_ = now_ns() - since_.load(std::memory_order_relaxed);
  since_.store(0, std::memory_order_relaxed);
}

void Sandbox::reset_budget() {
  work_ = 0;
  value_steps_ = 0;
  refused_ = false;
  stop_ = Stop::none;
  pending_input_error_ = false;
  if (fast_) lua_sethook(L_, &Sandbox::hook, LUA_MASKCALL, 0);
  else lua_sethook(L_, &Sandbox::hook, LUA_MASKCOUNT, kHookEvery);
}

int Sandbox::protected_call(int args, int results) {
  enter();
  const int status = lua_pcall(L_, args, results, 0);
  leave();
  return status;
}

Sandbox::Call Sandbox::attempt(lua_CFunction f) {
  lua_settop(L_, 0);
  reset_budget();
  lua_pushcfunction(L_, f);
  return finish(protected_call(0, LUA_MULTRET));
}

Sandbox::Call Sandbox::run(lua_CFunction f, bool exact) {
  fast_ = fast_calls_ && !exact && g_watchdog.load(std::memory_order_relaxed);
  Call c = attempt(f);
  if (fast_ && (stop_ == Stop::rerun || work_ > work_limit_ / 2 || last_ns_ >= kUncountedUs * 1'000)) {
    // Too long to be sure of the verdict uncounted: again, every instruction counted.
    fast_ = false;
    restart_call();
    c = attempt(f);
  }
  fast_ = false;
  return c;
}

Sandbox::Call Sandbox::finish(int status) {
  if (refused_ && stop_ == Stop::none) stop_ = refused_why_;  // a refused allocation the script caught
  Call c;
  if (stop_ == Stop::interrupted) {
    c = {Ended::interrupted, "interrupted"};
  } else if (stop_ != Stop::none) {
    c = {Ended::stopped, stop_message()};
  } else if (status != LUA_OK) {
    c = {pending_input_error_ ? Ended::input_error : Ended::error, error_text()};
  }
  if (!c) lua_settop(L_, 0);
  pending_input_error_ = false;
  return c;
}

int Sandbox::l_load(lua_State* L) {
  Sandbox& s = self(L);
  lua_settop(L, 0);
  if (luaL_loadbufferx(L, s.chunk_.data(), s.chunk_.size(), s.chunkname_->c_str(), "t") != LUA_OK) return lua_error(L);
  lua_call(L, 0, 1);
  return s.then_(L);
}

void Sandbox::load(std::string_view chunk, const std::string& chunkname, const std::string& what, lua_CFunction then) {
  chunk_ = chunk;
  chunkname_ = &chunkname;
  then_ = then;
  const Call c = run(&Sandbox::l_load);
  if (c.ended == Ended::interrupted) throw Interrupted(fmt::format("interrupted while loading {}", what));
  if (!c) throw InputError(fmt::format("{}: {}", what, c.message));
}

int Sandbox::l_ref(lua_State* L) {
  lua_pushinteger(L, luaL_ref(L, LUA_REGISTRYINDEX));
  return 1;
}

int Sandbox::compile(std::string_view chunk, const std::string& chunkname, const std::string& what) {
  lua_settop(L_, 0);
  if (luaL_loadbufferx(L_, chunk.data(), chunk.size(), chunkname.c_str(), "t") != LUA_OK) {
    if (refused_ && stop_ == Stop::none) stop_ = refused_why_;
    throw InputError(fmt::format("{} does not compile: {}", what, stop_ != Stop::none ? stop_message() : error_text()));
  }
  reset_budget();
  lua_pushcfunction(L_, &Sandbox::l_ref);
  lua_insert(L_, -2);
  const Call c = finish(protected_call(1, 1));
  if (!c) throw InputError(fmt::format("cannot store the compiled {}: {}", what, c.message));
  const int ref = static_cast<int>(lua_tointeger(L_, -1));
  lua_settop(L_, 0);
  return ref;
}

// lua_setglobal may allocate, so it runs under lua_pcall like everything else.
int Sandbox::l_expose(lua_State* L) {
  Sandbox& s = self(L);
  lua_pushcfunction(L, s.expose_fn_);
  lua_setglobal(L, s.expose_name_);
  return 0;
}

void Sandbox::expose(const char* name, lua_CFunction f) {
  expose_name_ = name;
  expose_fn_ = f;
  const Call c = run(&Sandbox::l_expose);
  if (!c) throw InputError(fmt::format("cannot set up Lua: {}", c.message));
}

// The error object on the stack top as text, without converting it in place (lua_tostring on a
// number allocates, which may fail outside protected mode).
std::string Sandbox::error_text() {
  switch (lua_type(L_, -1)) {
    case LUA_TSTRING: {
      std::size_t n = 0;
      const char* p = lua_tolstring(L_, -1, &n);
      return std::string(p, n);  // the command escapes line breaks when it prints the message
    }
    case LUA_TNUMBER:
      return lua_isinteger(L_, -1) ? std::to_string(lua_tointeger(L_, -1)) : fmt::format("{}", lua_tonumber(L_, -1));
    default: return fmt::format("(error object is a {} value)", lua_typename(L_, lua_type(L_, -1)));
  }
}

std::string Sandbox::describe(lua_State* L, int index) {
  switch (lua_type(L, index)) {
    case LUA_TNIL: return "nil";
    case LUA_TBOOLEAN: return lua_toboolean(L, index) ? "true" : "false";
    case LUA_TNUMBER:
      // A float is shown as one (1.0, not 1): "returned 1; an integer is due" read as a contradiction.
      return lua_isinteger(L, index) ? std::to_string(lua_tointeger(L, index))
                                     : fmt::format("the float {}", lua_tonumber(L, index)) +
                                           (std::trunc(lua_tonumber(L, index)) == lua_tonumber(L, index) &&
                                                    std::isfinite(lua_tonumber(L, index))
                                                ? ".0"
                                                : "");
    case LUA_TSTRING: {
      std::size_t n = 0;
      const char* p = lua_tolstring(L, index, &n);
      std::string s(p, std::min<std::size_t>(n, 40));
      std::replace(s.begin(), s.end(), '\n', ' ');
      return fmt::format("the string \"{}{}\"", s, n > 40 ? "..." : "");
    }
    default: return fmt::format("a {}", lua_typename(L, lua_type(L, index)));
  }
}

// Written into a member buffer, not a std::string: stop() raises it by longjmp, which must not
// skip a destructor.
const char* Sandbox::stop_message() {
  switch (stop_) {
    case Stop::work:
      std::snprintf(stop_text_, sizeof stop_text_, "work limit of %.0f steps exceeded (instruction limit; runaway script? --lua-steps raises it)",
                    work_limit_);
      break;
    case Stop::memory:
      std::snprintf(stop_text_, sizeof stop_text_, "Lua memory limit of %llu bytes exceeded",
                    static_cast<unsigned long long>(memory_cap_));
      break;
    case Stop::string:
      std::snprintf(stop_text_, sizeof stop_text_, "a string longer than %zu bytes (the longest a script may make)",
                    kMaxString);
      break;
    case Stop::interrupted: std::snprintf(stop_text_, sizeof stop_text_, "interrupted"); break;
    case Stop::rerun: std::snprintf(stop_text_, sizeof stop_text_, "stopped to be run again counted"); break;
    case Stop::none: std::snprintf(stop_text_, sizeof stop_text_, "?"); break;
  }
  return stop_text_;
}

int Sandbox::l_setup(lua_State* L) {
  // Only the pure libraries: a script has no business with files or processes.
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
  // print writes to standard error, one line per call: on standard output a script could forge
  // result lines (99<TAB>0<TAB>P) among solve's or check's.
  lua_pushcfunction(L, &l_print);
  lua_setglobal(L, "print");
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
  wrap(L, LUA_MATHLIBNAME, "randomseed", &w_randomseed);
  lua_getglobal(L, LUA_MATHLIBNAME);
  lua_getfield(L, -1, "randomseed");
  lua_call(L, 0, 0);  // the fixed seed
  lua_pop(L, 1);
  return 0;
}

// print(...): its arguments as tostring shows them, TAB-separated, on one line of standard error
// (control characters shown as '?', at most 4 KiB a call), prefixed so it cannot pass for cgcheck's
// own messages. The work is charged like any scan of the text.
int Sandbox::l_print(lua_State* L) {
  const int n = lua_gettop(L);
  // Each argument replaced by its text first: the texts then stay referenced (in the argument slots)
  // while the buffer, which uses the stack, copies them.
  for (int i = 1; i <= n; ++i) {
    std::size_t len = 0;
    luaL_tolstring(L, i, &len);
    charge(L, static_cast<double>(len) / 64);
    lua_replace(L, i);
  }
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  luaL_addstring(&b, "lua print: ");
  for (int i = 1; i <= n; ++i) {
    std::size_t len = 0;
    const char* s = lua_tolstring(L, i, &len);
    if (i > 1) luaL_addchar(&b, '\t');
    for (std::size_t k = 0; k < len && luaL_bufflen(&b) < 4096; ++k) {
      const auto ch = static_cast<unsigned char>(s[k]);
      luaL_addchar(&b, ch < 0x20 || ch == 0x7f ? '?' : static_cast<char>(ch));
    }
  }
  luaL_addchar(&b, '\n');
  luaL_pushresult(&b);
  std::size_t len = 0;
  const char* line = lua_tolstring(L, -1, &len);
  std::fwrite(line, 1, len, stderr);
  return 0;
}

// Stops the script: from now on the hook raises at every instruction, so pcall cannot resume it.
void Sandbox::stop(lua_State* L, Stop why) {
  Sandbox& s = self(L);
  if (s.stop_ == Stop::none) s.stop_ = why;
  lua_sethook(L, &Sandbox::hook, LUA_MASKCOUNT, 1);
  luaL_error(L, "%s", s.stop_message());
  std::abort();  // not reached: luaL_error does not return
}

void Sandbox::charge(lua_State* L, double units) {
  Sandbox& s = self(L);
  s.work_ += units;
  if (s.fast_ && !(s.work_ <= s.work_limit_ / 2)) stop(L, Stop::rerun);
  if (!(s.work_ <= s.work_limit_)) stop(L, Stop::work);
}

void Sandbox::hook(lua_State* L, lua_Debug* ar) {
  Sandbox& s = self(L);
  if (s.stop_ != Stop::none) stop(L, s.stop_);
  if (g_interrupted.load(std::memory_order_relaxed)) stop(L, Stop::interrupted);
  if (s.refused_) stop(L, s.refused_why_);
  if (s.fast_) {
    // A call event (interrupts and stops are seen here), or the watchdog's signal: the call has run
    // long, or its other work passed half the limit; run() runs it again counted.
    if (ar->event == LUA_HOOKCOUNT || !(s.work_ <= s.work_limit_ / 2)) stop(L, Stop::rerun);
    return;
  }
  charge(L, kHookEvery);
}

// The allocator: counts the state's bytes and refuses to grow past the cap or past the work
// budget. Lua retries a refused allocation once after an emergency collection; the refusal
// stands (and stops the script, see finish and hook) unless that retry succeeds.
void* Sandbox::allocate(void* ud, void* ptr, std::size_t osize, std::size_t nsize) {
  auto& s = *static_cast<Sandbox*>(ud);
  const std::size_t old = ptr ? osize : 0;  // without ptr, osize is the kind of object
  if (nsize == 0) {
    if (ptr) s.pool_.release(ptr, osize);
    s.bytes_ -= old;
    return nullptr;
  }
  if (nsize > old) {
    const std::size_t grow = nsize - old;
    const bool retry = s.refused_ && ptr == s.refused_ptr_ && nsize == s.refused_size_;
    const bool over_memory = grow > s.memory_cap_ - std::min(s.bytes_, s.memory_cap_);  // no overflow
    // Without ptr, osize is the kind of object: a new string object of more than kMaxString bytes.
    const bool long_string = ptr == nullptr && osize == LUA_TSTRING && nsize > kMaxString + 64;
    // A fast call is not refused for its work: run() runs it again counted.
    if (s.stop_ != Stop::none || over_memory || long_string ||
        (!s.fast_ && s.work_ + static_cast<double>(grow) / kBytesPerUnit > s.work_limit_)) {
      const Stop why = over_memory ? Stop::memory : long_string ? Stop::string : Stop::work;
      if (s.stop_ == Stop::none && retry) s.stop_ = why;
      s.refused_ = true;
      s.refused_why_ = why;
      s.refused_ptr_ = ptr;
      s.refused_size_ = nsize;
      return nullptr;
    }
    if (retry) s.refused_ = false;
    void* p = s.pool_.resize(ptr, old, nsize);
    if (!p) return nullptr;
    s.work_ += static_cast<double>(grow) / kBytesPerUnit;
    s.bytes_ += grow;
    return p;
  }
  // Shrinking must not fail (Lua assumes it cannot); keep the old block if realloc says no.
  void* p = s.pool_.resize(ptr, old, nsize);
  if (!p) return ptr;
  s.bytes_ -= old - nsize;
  return p;
}

// An error outside any lua_pcall: a bug of ours, never the script's. One line, internal error.
int Sandbox::panic(lua_State* L) {
  const char* msg = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "?";
  std::fflush(stdout);
  std::fprintf(stderr, "cgcheck: internal error: unprotected Lua error: %s\n", msg);
  std::_Exit(3);
}

}  // namespace cgcheck::lua
