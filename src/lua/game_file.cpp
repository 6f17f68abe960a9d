#include "lua/game_file.hpp"

#include <algorithm>
#include <charconv>

#include <fmt/core.h>
#include <fmt/format.h>

#include "core/heap_bytes.hpp"
#include "lua/game_file/lua_arrays.hpp"
#include "lua/helpers.hpp"

// A game file's parts, by job: this file loads it and calls its functions (the contract: each
// call's result checked, a violation an InputError naming the file, the function and the
// position); game_file/moves.cpp calls its moves and keeps the move cache, game_file/positions.cpp
// lists its positions, game_file/lua_arrays.hpp reads the positions its functions return.
namespace cgcheck::lua {

using game_file::append_position;
using game_file::default_text;
using game_file::kMaxLength;
using game_file::what;

void GameFile::push_position(lua_State* L, std::span<const std::int64_t> p) {
  lua_createtable(L, static_cast<int>(p.size()), 0);
  for (std::size_t i = 0; i < p.size(); ++i) {
    lua_pushinteger(L, p[i]);
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
}

bool GameFile::read_position(lua_State* L, int index, std::vector<std::int64_t>& out) {
  PositionList list;
  if (!append_position(L, index, list)) return false;
  out.assign(list.data.begin(), list.data.end());
  return true;
}

// ---- loading -----------------------------------------------------------------------------------

// The first key of table t that no game file field has (nullptr: none); a string key, or a
// placeholder for another type. The key stays valid while the table does.
static const char* unknown_field(lua_State* L, int t) {
  static constexpr std::string_view kFields[] = {
      "id",     "title", "citation",  "kind",      "arity", "loopy", "options", "left",  "right",
      "components", "normalize", "valid", "size", "positions", "order", "random", "parse", "show"};
  lua_pushnil(L);
  while (lua_next(L, t) != 0) {
    lua_pop(L, 1);  // the value
    if (lua_type(L, -1) != LUA_TSTRING) {
      lua_pop(L, 1);
      return "(a key that is not a string)";
    }
    const char* key = lua_tostring(L, -1);
    if (std::find(std::begin(kFields), std::end(kFields), std::string_view(key)) == std::end(kFields)) {
      lua_pop(L, 1);
      return key;
    }
  }
  return nullptr;
}
// Field `name` of table t into out: a string of at most 4 KiB (absent is fine unless `required`).
// Runs where a Lua error may follow: it leaves no C++ object of its own.
static bool string_field(lua_State* L, int t, const char* name, std::string& out, bool required) {
  lua_pushstring(L, name);
  const int type = lua_rawget(L, t);
  if (type == LUA_TNIL && !required) {
    lua_pop(L, 1);
    return true;
  }
  if (type != LUA_TSTRING) return false;
  std::size_t n = 0;
  const char* s = lua_tolstring(L, -1, &n);
  if (n > 4096) return false;
  out.assign(s, n);  // std::string of at most 4 KiB; a failure here is an out-of-memory abort anyway
  lua_pop(L, 1);
  return true;
}

// Run right after the file's chunk, its result on the stack top: checks the table and keeps its
// functions. Errors are Lua errors naming the field (no C++ object is alive here).
int GameFile::l_table(lua_State* L) {
  GameFile& g = me(L);
  if (lua_type(L, -1) != LUA_TTABLE) return luaL_error(L, "the file must return a table (it returned %s)", luaL_typename(L, -1));
  const int t = lua_absindex(L, -1);
  if (!string_field(L, t, "id", g.id_, true)) return luaL_error(L, "field 'id' must be a string");
  if (!string_field(L, t, "title", g.title_, true)) return luaL_error(L, "field 'title' must be a string");
  if (!string_field(L, t, "citation", g.citation_, false)) return luaL_error(L, "field 'citation' must be a string");
  // A member, not a local: luaL_error below longjmps, which would skip a local's destructor.
  std::string& kind = g.kind_;
  if (!string_field(L, t, "kind", kind, true)) return luaL_error(L, "field 'kind' must be \"impartial\" or \"partizan\"");
  if (kind != "impartial" && kind != "partizan") return luaL_error(L, "field 'kind' must be \"impartial\" or \"partizan\"");
  g.partizan_ = kind == "partizan";
  const bool id_ok = !g.id_.empty() && std::all_of(g.id_.begin(), g.id_.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
  });
  if (!id_ok) return luaL_error(L, "field 'id' must be lower-case letters, digits, '-' or '_'");
  lua_pushliteral(L, "loopy");
  const int lt = lua_rawget(L, t);
  if (lt != LUA_TNIL) {
    if (lt != LUA_TBOOLEAN) return luaL_error(L, "field 'loopy' must be true or false");
    g.loopy_ = lua_toboolean(L, -1) != 0;
  }
  lua_pop(L, 1);
  if (const char* unknown = unknown_field(L, t)) {
    if (std::string_view(unknown) == "misere" || std::string_view(unknown) == "play")
      return luaL_error(L, "unknown field '%s' (the play rule is not the game's: solve --play misere, or a claim's "
                        "play = \"misere\")", unknown);
    return luaL_error(L, "unknown field '%s'", unknown);
  }
  lua_pushliteral(L, "arity");
  const int at = lua_rawget(L, t);
  if (at != LUA_TNIL) {
    if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 1 || lua_tointeger(L, -1) > 8)
      return luaL_error(L, "field 'arity' must be an integer from 1 to 8");
    g.arity_ = static_cast<int>(lua_tointeger(L, -1));
  }
  lua_pop(L, 1);
  const std::pair<const char*, int*> functions[] = {
      {"options", &g.options_},     {"left", &g.left_},   {"right", &g.right_},   {"components", &g.components_},
      {"normalize", &g.normalize_}, {"valid", &g.valid_}, {"size", &g.size_},     {"positions", &g.positions_},
      {"order", &g.order_},         {"random", &g.random_}, {"parse", &g.parse_}, {"show", &g.show_}};
  for (const auto& [name, ref] : functions) {
    lua_pushstring(L, name);
    const int type = lua_rawget(L, t);
    if (type == LUA_TNIL) {
      lua_pop(L, 1);
      continue;
    }
    if (ref == &g.components_ && type == LUA_TSTRING) {
      // components = "entries": every entry of a position is a component of its own (heaps, rows).
      if (std::string_view(lua_tostring(L, -1)) != "entries")
        return luaL_error(L, "field 'components' must be a function or the string \"entries\"");
      g.entry_components_ = true;
      lua_pop(L, 1);
      continue;
    }
    if (type != LUA_TFUNCTION) return luaL_error(L, "field '%s' must be a function (it is %s)", name, luaL_typename(L, -1));
    *ref = luaL_ref(L, LUA_REGISTRYINDEX);
  }
  if (g.partizan_ && (g.left_ == LUA_NOREF || g.right_ == LUA_NOREF))
    return luaL_error(L, "a partizan game needs functions 'left' and 'right'");
  if (!g.partizan_ && g.options_ == LUA_NOREF) return luaL_error(L, "an impartial game needs a function 'options'");
  if (g.partizan_ && g.options_ != LUA_NOREF) return luaL_error(L, "a partizan game has 'left' and 'right', not 'options'");
  if (!g.partizan_ && (g.left_ != LUA_NOREF || g.right_ != LUA_NOREF))
    return luaL_error(L, "an impartial game has 'options', not 'left' and 'right'");
  if (g.positions_ != LUA_NOREF && g.arity_ > 0) return luaL_error(L, "give 'positions' or 'arity', not both");
  return 0;
}

GameFile::GameFile(const std::filesystem::path& path, std::uint64_t memory)
    : GameFile(read_script(path.string(), "game file"), path.filename().string(), memory) {}

GameFile::GameFile(std::string_view source, const std::string& name, std::uint64_t memory) : Sandbox(memory) {
  file_ = name;
  expose_helpers(*this);
  load(source, "=" + file_, "game file " + file_, &GameFile::l_table);
  // A game file's functions are functions of their arguments: a call can be run again.
  allow_fast_calls();
}

// ---- calls -------------------------------------------------------------------------------------

std::string GameFile::text(std::span<const std::int64_t> p) {
  std::string s = default_text(p);
  if (s.size() > 80) s = s.substr(0, 77) + "...";
  return s;
}

void GameFile::fail(const char* fn, std::span<const std::int64_t> p, const std::string& message) {
  throw InputError(fmt::format("{}: {}({}): {}", file_, fn, text(p), message));
}

void GameFile::restart_call() {
  if (!args_) return;
  CallArgs& a = *args_;
  if (a.list) {
    a.list->data.resize(appends_mark_.first);
    a.list->ends.resize(appends_mark_.second);
  }
  if (a.groups) a.groups->resize(appends_groups_mark_);
  if (a.keys) {  // move_keys starts from empty lists
    a.keys->clear();
    a.keyed_entries = 0;
  }
  a.error.clear();
}

GameFile::Call GameFile::run_call(lua_CFunction f, CallArgs& a, bool exact) {
  // Where the lists stand, for a call run again (restart_call); forgotten once the call is over.
  args_ = &a;
  if (a.list) appends_mark_ = {a.list->data.size(), a.list->ends.size()};
  if (a.groups) appends_groups_mark_ = a.groups->size();
  const Call c = run(f, exact);
  args_ = nullptr;
  return c;
}

void GameFile::check_call(const CallArgs& a, const Call& c) {
  switch (c.ended) {
    case Ended::ok: break;
    case Ended::interrupted: throw Interrupted(fmt::format("interrupted in {}: {}({})", file_, a.name, text(a.p)));
    case Ended::stopped: fail(a.name, a.p, "stopped: " + c.message);
    case Ended::input_error:
    case Ended::error: fail(a.name, a.p, c.message);
  }
  if (!a.error.empty()) fail(a.name, a.p, a.error);
}

// normalize, valid, size or show at a.p (a.name says which); results in a.one, a.flag, a.number
// or a.shown.
int GameFile::l_unary(lua_State* L, GameFile&, CallArgs& a) {
  lua_rawgeti(L, LUA_REGISTRYINDEX, a.fn);
  push_position(L, a.p);
  lua_call(L, 1, 1);
  const std::string_view fn = a.name;
  if (fn == "normalize") {
    take_position(L, a);
  } else if (fn == "valid") {
    if (lua_type(L, -1) != LUA_TBOOLEAN) a.error = "returned " + describe(L, -1) + ", not a boolean";
    a.flag = lua_toboolean(L, -1);
  } else if (fn == "size") {
    if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 0)
      a.error = "returned " + describe(L, -1) + ", not a non-negative integer";
    else a.number = lua_tointeger(L, -1);
  } else {  // show
    if (lua_type(L, -1) != LUA_TSTRING) {
      a.error = "returned " + describe(L, -1) + ", not a string";
      return 0;
    }
    std::size_t n = 0;
    const char* s = lua_tolstring(L, -1, &n);
    a.text = std::string_view(s, n);
    if (n > 4096 || a.text.find_first_of("\t\n\r") != std::string_view::npos)
      a.error = "returned text with a TAB or line break, or longer than 4096 bytes";
    else a.shown.assign(s, n);  // copied: the string may be collected
  }
  return 0;
}

Position GameFile::normalize(std::span<const std::int64_t> p) {
  if (normalize_ == LUA_NOREF) return Position(p.begin(), p.end());
  CallArgs a;
  a.fn = normalize_;
  a.name = "normalize";
  a.p = p;
  call<&GameFile::l_unary>(a);
  return std::move(a.one);
}

bool GameFile::valid(std::span<const std::int64_t> p) {
  if (valid_ == LUA_NOREF) return true;
  CallArgs a;
  a.fn = valid_;
  a.name = "valid";
  a.p = p;
  call<&GameFile::l_unary>(a);
  return a.flag;
}

std::int64_t GameFile::size(std::span<const std::int64_t> p) {
  if (size_ == LUA_NOREF) {
    std::int64_t s = 0;
    for (auto x : p)
      if (__builtin_add_overflow(s, x, &s)) fail("size", p, "the sum of the entries overflows; give size(p)");
    if (s < 0) fail("size", p, "the sum of the entries is negative; give size(p)");
    return s;
  }
  CallArgs a;
  a.fn = size_;
  a.name = "size";
  a.p = p;
  call<&GameFile::l_unary>(a);
  return a.number;
}

std::string GameFile::show(std::span<const std::int64_t> p) {
  if (show_ == LUA_NOREF) return default_text(p);
  CallArgs a;
  a.fn = show_;
  a.name = "show";
  a.p = p;
  call<&GameFile::l_unary>(a);
  return std::move(a.shown);
}

int GameFile::l_order(lua_State* L, GameFile& g, CallArgs& a) {
  lua_rawgeti(L, LUA_REGISTRYINDEX, g.order_);
  push_position(L, a.p);
  push_position(L, a.q);
  lua_call(L, 2, 1);
  if (lua_type(L, -1) != LUA_TBOOLEAN) a.error = "returned " + describe(L, -1) + ", not a boolean";
  a.flag = lua_toboolean(L, -1);
  return 0;
}

bool GameFile::before(const Position& a, const Position& b) {
  if (order_ != LUA_NOREF) {
    CallArgs args;
    args.name = "order";
    args.p = a;
    args.q = b;
    call<&GameFile::l_order>(args);
    return args.flag;
  }
  const std::int64_t sa = size(a), sb = size(b);
  if (sa != sb) return sa < sb;
  return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end());
}

int GameFile::l_rng_int(lua_State* L) {
  GameFile& g = me(L);
  // An object handed to a call is valid during that call only: its upvalue is the number of the
  // random() call that created it, and draw_ exists only while that call runs.
  if (g.draw_ == nullptr || lua_tointeger(L, lua_upvalueindex(1)) != static_cast<lua_Integer>(g.random_call_))
    return luaL_error(L, "rng used after the random() call that received it returned (use it only inside that call)");
  // rng:int(lo, hi): argument 1 is the rng table itself.
  const lua_Integer lo = luaL_checkinteger(L, 2), hi = luaL_checkinteger(L, 3);
  if (lo > hi) return luaL_error(L, "rng:int(lo, hi) needs lo <= hi");
  Sandbox::charge(L, 10);
  lua_pushinteger(L, (*g.draw_)(lo, hi));
  return 1;
}

// The position a call left on the stack top, into a.one; a contract violation into a.error.
void GameFile::take_position(lua_State* L, CallArgs& a) {
  PositionList one;
  if (!append_position(L, -1, one)) {
    a.error = "returned " + what(L, -1) + ", not an array of integers";
    return;
  }
  a.one = std::move(one.data);
}

int GameFile::l_random(lua_State* L, GameFile& g, CallArgs& a) {
  lua_rawgeti(L, LUA_REGISTRYINDEX, g.random_);
  lua_createtable(L, 0, 1);
  lua_pushinteger(L, static_cast<lua_Integer>(g.random_call_));
  lua_pushcclosure(L, &GameFile::l_rng_int, 1);
  lua_setfield(L, -2, "int");
  lua_pushinteger(L, a.size);
  lua_call(L, 2, 1);
  take_position(L, a);
  return 0;
}

Position GameFile::random(int size, const std::function<std::int64_t(std::int64_t, std::int64_t)>& draw) {
  // draw is the caller's and dies with its frame: once this call is over, no rng reaches it.
  struct Over {
    GameFile& g;
    ~Over() {
      g.draw_ = nullptr;
      ++g.random_call_;
    }
  } over{*this};
  ++random_call_;
  draw_ = &draw;
  const Position none;
  CallArgs a;
  a.name = "random";
  a.p = none;
  a.size = size;
  call<&GameFile::l_random>(a, /*exact=*/true);  // its rng draws cannot be run again
  draw_ = nullptr;
  ++random_call_;
  return normalize(a.one);
}

int GameFile::l_parse(lua_State* L, GameFile& g, CallArgs& a) {
  lua_rawgeti(L, LUA_REGISTRYINDEX, g.parse_);
  lua_pushlstring(L, a.text.data(), a.text.size());
  lua_call(L, 1, 1);
  take_position(L, a);
  return 0;
}

Position GameFile::parse(std::string_view input) {
  std::string_view s = input;
  while (!s.empty() && (s.front() == ' ' || s.front() == '\r')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\r')) s.remove_suffix(1);
  Position p;
  if (parse_ != LUA_NOREF) {
    CallArgs a;
    a.text = s;
    const Call c = run_call(&with_args<&GameFile::l_parse>, a, false);
    const std::string shown(s.substr(0, 60));
    if (c.ended == Ended::interrupted) throw Interrupted(fmt::format("interrupted in {}: parse", file_));
    if (!c) throw InputError(fmt::format("{}: parse(\"{}\"): {}", file_, shown, c.message));
    if (!a.error.empty()) throw InputError(fmt::format("{}: parse(\"{}\"): {}", file_, shown, a.error));
    p = std::move(a.one);
  } else if (!s.empty() && s != "()") {
    std::size_t i = 0;
    while (true) {
      while (i < s.size() && s[i] == ' ') ++i;
      std::int64_t v = 0;
      const char* b = s.data() + i;
      const auto [ptr, ec] = std::from_chars(b, s.data() + s.size(), v);
      if (ec == std::errc::result_out_of_range) throw InputError(fmt::format("position '{}': a number does not fit in 64 bits", s.substr(0, 60)));
      if (ec != std::errc() || ptr == b)
        throw InputError(fmt::format("position '{}' for {}: expected integers separated by commas, or () for the empty position", s.substr(0, 60), id_));
      i = static_cast<std::size_t>(ptr - s.data());
      p.push_back(v);
      while (i < s.size() && s[i] == ' ') ++i;
      if (i == s.size()) break;
      if (s[i] != ',') throw InputError(fmt::format("position '{}' for {}: unexpected '{}' at column {}", s.substr(0, 60), id_, s[i], i + 1));
      ++i;
    }
    if (p.size() > kMaxLength) throw InputError("position has too many entries");
  }
  if (!valid(p)) throw InputError(fmt::format("{} is not a position of {} (valid() is false)", default_text(p), id_));
  return normalize(p);
}

}  // namespace cgcheck::lua
