#pragma once
// The sandboxed Lua 5.4 host shared by conjectures (`cgcheck hunt`), game files and claim files.
// A script gets only the pure libraries (base without file loading, math, string, table, utf8), an
// instruction-and-allocation work budget per call and a memory cap per state. Once a budget is
// exceeded the script is stopped for good: the hook raises at every instruction and allocations
// fail, so `pcall` inside the script cannot swallow the stop. SIGINT/SIGTERM stop a script the same
// way. Every entry into Lua from C++ goes through run(), i.e. lua_pcall: an unprotected Lua error
// would be a PANIC (abort).
//
// Fast calls. Lua 5.4 traps every instruction while a count hook is set (a quarter of a game file's
// time), so a sandbox that allows it (a game file: its functions are pure) runs a call first with a
// call hook alone, and keeps the result only if the call ended within kUncountedUs of wall time
// and with its other work (allocations, library functions) within half the limit. Otherwise the
// call is run again from the start with every instruction counted. A watchdog thread stops a fast
// call that runs past kUncountedUs, by a signal to its thread that arms the count hook (as lua.c
// stops a script on Ctrl-C). A kept call ran under kUncountedUs, so it executed fewer instructions
// than the other half of the limit (2 ms is 2·10^6 instructions at 10^9 a second, beyond what the
// interpreter reaches): its verdict is the one exact counting gives, on every machine and under
// any load.
#include <pthread.h>

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

extern "C" {
#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>
}

#include "core/error.hpp"
#include "lua/block_pool.hpp"

namespace cgcheck::lua {

struct ValueTools;

// A script's work per call is bounded: Lua instructions, plus the work done inside the library's C
// functions (which the instruction hook never sees) charged in the same units, plus one unit per
// kBytesPerUnit bytes allocated.
constexpr double kDefaultWorkLimit = 10'000'000;
// The work limit of every sandbox made from now on (--lua-steps; kDefaultWorkLimit unless set): a
// process-wide setting, because game files are opened by the registry, the sessions and the
// workers of a run alike, and each must hold its calls to the one limit the user gave.
void set_default_work_limit(double steps);
double default_work_limit();
// How long (wall time) a fast call may run and keep its result.
constexpr std::int64_t kUncountedUs = 2'000;
constexpr std::uint64_t kDefaultMemory = std::uint64_t{1} << 30;
// The longest string a script may make. Comparing two long strings (==) is one instruction for the
// work budget but a memcmp of their length: the cap bounds what one step can cost (a call that
// compared two 100 MB strings in a loop ran past 60 s on its 10^7 steps).
constexpr std::size_t kMaxString = std::size_t{64} << 10;

// The text of a script file (a game or claim file): one line and exit 2 (InputError) when it is not
// a regular file, cannot be read, or is larger than 4 MiB; `what` names it ("game file").
std::string read_script(const std::string& path, const std::string& what);

class Sandbox {
 public:
  // `memory_cap`: bytes the state may hold; `work_limit`: work units per call of run().
  explicit Sandbox(std::uint64_t memory_cap = kDefaultMemory, double work_limit = default_work_limit());
  virtual ~Sandbox();
  Sandbox(const Sandbox&) = delete;
  Sandbox& operator=(const Sandbox&) = delete;

  lua_State* state() { return L_; }

  // How a call into Lua ended. `message` is one line: the script's error, or why it was stopped.
  enum class Ended { ok, error, input_error, stopped, interrupted };
  struct Call {
    Ended ended = Ended::ok;
    std::string message;
    explicit operator bool() const { return ended == Ended::ok; }
  };

  // Runs the C function f (which reaches this object through self(L)) under lua_pcall with a fresh
  // work budget; f's results stay on the stack. Never throws for what the script does. A fast call
  // (fast_calls(), unless `exact`) may run f twice: restart_call() undoes the first run's effects.
  Call run(lua_CFunction f, bool exact = false);

  // Compiles a chunk (text only, never bytecode), runs it and hands its one result (stack top) to
  // `then`, a C function run in the same protected call; `chunkname` names the chunk in Lua's
  // messages ("=kayles.lua"). Throws InputError naming `what` when it does not compile or fails.
  void load(std::string_view chunk, const std::string& chunkname, const std::string& what, lua_CFunction then);
  // Compiles a chunk into a function kept in the registry; returns its reference.
  int compile(std::string_view chunk, const std::string& chunkname, const std::string& what);

  // Makes f a global function of the script.
  void expose(const char* name, lua_CFunction f);

  // Bytes the state may hold: also the most a C++ copy of the script's data may take (positions
  // read from one call), since references to one table cost the script nothing but each copy does.
  std::uint64_t memory_cap() const { return memory_cap_; }
  // A lower bound for those copies alone (a run's --max-memory); 0: the memory cap.
  void set_copy_cap(std::uint64_t bytes) { copy_cap_ = bytes; }
  std::uint64_t copy_cap() const { return copy_cap_ != 0 ? std::min(copy_cap_, memory_cap_) : memory_cap_; }

  // The object a C function is called for.
  static Sandbox& self(lua_State* L) { return **static_cast<Sandbox**>(lua_getextraspace(L)); }

  // Charges `units` of work to the running call; stops the script past the limit.
  static void charge(lua_State* L, double units);

  // Runs f (C++ work of a C function called from Lua). Lua reports errors by longjmp, which must
  // never cross a C++ frame holding objects with destructors nor let a C++ exception reach Lua's C
  // frames: an exception from f becomes a Lua error raised after f's objects are gone. An
  // InputError is remembered as such (the call then ends as Ended::input_error).
  template <class F>
  static int guarded(lua_State* L, F&& f) {
    {
      try {
        return f();
      } catch (const Interrupted& e) {
        // Ctrl-C inside a solver call (grundy(q) from a formula): the script is stopped for good
        // (its pcall cannot swallow it) and the call ends as interrupted (exit 130), not as an error.
        self(L).stop_ = Stop::interrupted;
        lua_pushstring(L, e.what());
      } catch (const InputError& e) {
        self(L).pending_input_error_ = true;
        lua_pushstring(L, e.what());
      } catch (const std::exception& e) {
        lua_pushstring(L, e.what());
      }
    }
    return lua_error(L);
  }

  // The value at `index` as one line of text for messages (never calls a metamethod).
  static std::string describe(lua_State* L, int index);

  // The game values the script's value functions work in (lua/helpers.cpp), made on first use.
  ValueTools& values();

 protected:
  // Calls may run fast (see the header): for a sandbox whose calls can be run again. Only with a
  // work limit that the instructions of kUncountedUs cannot reach half of, at 10^9 a second.
  void allow_fast_calls() { fast_calls_ = work_limit_ >= 2.0 * static_cast<double>(kUncountedUs) * 1'000; }
  // Undoes what a call abandoned for a counted run did to this object (lists it appended to).
  virtual void restart_call() {}

 private:
  enum class Stop { none, work, memory, string, interrupted, rerun };
  Call attempt(lua_CFunction f);
  [[noreturn]] static void stop(lua_State* L, Stop why);
  static void hook(lua_State* L, lua_Debug*);
  static void* allocate(void* ud, void* ptr, std::size_t osize, std::size_t nsize);
  static int panic(lua_State* L);
  static int l_setup(lua_State* L);
  static int l_print(lua_State* L);
  static int l_ref(lua_State* L);
  static int l_load(lua_State* L);
  static int l_expose(lua_State* L);
  void reset_budget();
  // Brackets a protected call: the watchdog sees the sandbox running from `enter` to `leave`.
  void enter();
  void leave();
  friend void arm_counting(int);
  friend void watch();
  // lua_pcall between enter() and leave().
  int protected_call(int args, int results);
  // The sandboxes the watchdog looks at (it starts with the first sandbox).
  struct Watched {
    std::mutex m;
    std::vector<Sandbox*> boxes;
  };
  static Watched& watched();
  Call finish(int status);
  std::string error_text();
  const char* stop_message();

  bool fast_calls_ = false;  // allow_fast_calls()
  bool fast_ = false;        // the running call is fast (uncounted instructions)
  // For the watchdog: when the running call began (steady clock, ns); the call's thread; the phase
  // (0 no call, 1 in a call, 2 the watchdog is signalling the thread, which may not leave the call
  // meanwhile); and whether the call counts instructions (or is about to be stopped to do so).
  std::atomic<std::int64_t> since_{0};
  std::int64_t last_ns_ = 0;  // the wall time of the last call
  std::atomic<int> phase_{0};
  std::atomic<bool> counting_{false};
  pthread_t thread_{};

  BlockPool pool_;  // the state's small blocks; a member outlives ~Sandbox's lua_close
  lua_State* L_ = nullptr;
  std::uint64_t memory_cap_;
  std::uint64_t copy_cap_ = 0;
  double work_limit_;
  std::uint64_t bytes_ = 0;
  double work_ = 0;
  Stop stop_ = Stop::none;
  bool refused_ = false;
  Stop refused_why_ = Stop::memory;
  const void* refused_ptr_ = nullptr;
  std::size_t refused_size_ = 0;
  bool pending_input_error_ = false;
  char stop_text_[128] = {};
  // For l_load: the chunk being loaded.
  std::string_view chunk_;
  const std::string* chunkname_ = nullptr;
  lua_CFunction then_ = nullptr;
  // For l_expose.
  const char* expose_name_ = nullptr;
  lua_CFunction expose_fn_ = nullptr;
  std::unique_ptr<ValueTools> values_;

 public:
  // Steps of the value functions spent by the running call of the script (reset with its work
  // budget): the value functions share one budget per formula call, not one each.
  std::uint64_t value_steps_ = 0;

 private:
};

}  // namespace cgcheck::lua
