#include "lua/game_file.hpp"

#include <algorithm>
#include <bit>
#include <charconv>
#include <fstream>
#include <sstream>

#include <fmt/core.h>
#include <fmt/format.h>

#include "core/hash.hpp"
#include "core/heap_bytes.hpp"
#include "core/position_store.hpp"
#include "lua/helpers.hpp"

namespace cgcheck::lua {

namespace {

constexpr lua_Unsigned kMaxLength = 1u << 20;         // entries of one position
constexpr std::size_t kMaxEnumeration = 20'000'000;  // positions of one enumeration

std::string default_text(std::span<const std::int64_t> p) {
  if (p.empty()) return "()";
  return fmt::format("{}", fmt::join(p, ","));
}

// A table with a metatable may be a proxy (__index, __len) whose raw contents, all the solver reads,
// are not what the file means: positions and arrays of positions must be plain tables.
bool has_metatable(lua_State* L, int index) {
  if (lua_type(L, index) != LUA_TTABLE || !lua_getmetatable(L, index)) return false;
  lua_pop(L, 1);
  return true;
}

// The value at index for messages, saying so when it is a table with a metatable.
std::string what(lua_State* L, int index) {
  if (has_metatable(L, index)) return "a table with a metatable (return a plain array)";
  if (lua_type(L, index) == LUA_TTABLE) {
    // Name the entry that is not an integer ({n/2} holds a float): "a table" alone said nothing.
    const int t = lua_absindex(L, index);
    const lua_Unsigned n = lua_rawlen(L, t);
    for (lua_Unsigned i = 1; i <= n; ++i) {
      lua_rawgeti(L, t, static_cast<lua_Integer>(i));
      const bool integer = lua_isinteger(L, -1);
      std::string entry = integer ? std::string() : Sandbox::describe(L, -1);
      lua_pop(L, 1);
      if (!integer) return fmt::format("a table whose entry {} is {}", i, entry);
    }
    return fmt::format("a table with a key other than 1..{}", n);
  }
  return Sandbox::describe(L, index);
}

constexpr const char* kProxy = "returned a table with a metatable; return a plain array";

// Appends the integer array at `index` to out; false (out unchanged) when it is not one. Never
// raises a Lua error (rawget and next on a plain table do not) and never throws.
//
// Fast path: one lua_next traversal. A table built as an array (a constructor, or appends in order)
// holds its keys in its array part, and next yields them as 1, 2, ..., n and then ends: that alone
// proves the table is the array 1..n with no other key. Any other traversal (integer keys kept in
// the hash part, a hole, a string key) falls back to the slow path, which reads 1..#t and counts
// every key. Reading a 2-element option this way costs 3 API calls instead of 6.
// Whether the positions copied from one call exceed the state's memory cap: a script can return the
// same large table many times (300 references to one 2^20-entry table held 4.2 GB of copies).
// `keyed`: entries of moves handed on as move cache keys (GameFile::move_keys), counted as copied.
// Counted by capacity, not size: the vectors double as they grow, and by size the copies reached
// twice the cap (2.1 GB under a limit of 1 GiB) before they were refused.
bool over_copy_cap(lua_State* L, const PositionList& out, std::size_t keyed = 0) {
  return (out.data.capacity() + out.ends.capacity() + keyed) * sizeof(std::int64_t) > Sandbox::self(L).copy_cap();
}
std::string copy_cap_message(lua_State* L) {
  return fmt::format("returned positions that take more than {} once copied (the memory limit)",
                     human_bytes(Sandbox::self(L).copy_cap()));
}

bool append_position(lua_State* L, int index, PositionList& out, lua_Unsigned max_length = kMaxLength) {
  // has_metatable without its second lua_type (every move read costs these calls: 5.7 M for
  // Wythoff's game).
  if (lua_type(L, index) != LUA_TTABLE) return false;
  if (lua_getmetatable(L, index)) {
    lua_pop(L, 1);
    return false;
  }
  if (index < 0) index = lua_absindex(L, index);
  const std::size_t before = out.data.size();
  try {
    lua_Integer expected = 1;
    lua_Unsigned keys_seen = 0;
    bool in_order = true;
    lua_pushnil(L);
    while (lua_next(L, index) != 0) {
      // Key at -2, value at -1. More keys than the longest position: not a position either way.
      if (++keys_seen > max_length) {
        lua_pop(L, 2);
        out.data.resize(before);
        return false;
      }
      if (!in_order || !lua_isinteger(L, -2) || lua_tointeger(L, -2) != expected || !lua_isinteger(L, -1)) {
        in_order = false;
        lua_pop(L, 1);
        continue;  // finish the traversal; the slow path decides
      }
      out.data.push_back(lua_tointeger(L, -1));
      ++expected;
      lua_pop(L, 1);
    }
    if (in_order) {
      out.ends.push_back(out.data.size());
      return true;
    }
    out.data.resize(before);

    const lua_Unsigned n = lua_rawlen(L, index);
    if (n > max_length) return false;
    for (lua_Unsigned i = 1; i <= n; ++i) {
      lua_rawgeti(L, index, static_cast<lua_Integer>(i));
      const bool ok = lua_isinteger(L, -1);
      if (ok) out.data.push_back(lua_tointeger(L, -1));
      lua_pop(L, 1);
      if (!ok) {
        out.data.resize(before);
        return false;
      }
    }
    // No other keys: {1, 2, x = 3} or {1, nil, 3} is not an array.
    lua_Unsigned keys = 0;
    lua_pushnil(L);
    while (lua_next(L, index) != 0) {
      lua_pop(L, 1);
      ++keys;
    }
    if (keys != n) {
      out.data.resize(before);
      return false;
    }
    out.ends.push_back(out.data.size());
    return true;
  } catch (...) {
    out.data.resize(before);
    return false;
  }
}

// Sorts idx by less, stably: a bottom-up merge sort whose every access is within [0, n), whatever
// less answers (a comparator that is not a strict weak order only gives some permutation).
template <class Less>
void merge_sort(std::vector<std::size_t>& idx, Less less) {
  const std::size_t n = idx.size();
  std::vector<std::size_t> buf(n);
  for (std::size_t width = 1; width < n; width *= 2) {
    for (std::size_t lo = 0; lo < n; lo += 2 * width) {
      const std::size_t mid = std::min(lo + width, n), hi = std::min(lo + 2 * width, n);
      std::size_t i = lo, j = mid, k = lo;
      while (i < mid && j < hi) buf[k++] = less(idx[j], idx[i]) ? idx[j++] : idx[i++];
      while (i < mid) buf[k++] = idx[i++];
      while (j < hi) buf[k++] = idx[j++];
    }
    idx.swap(buf);
  }
}

}  // namespace

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

// Run right after the file's chunk, its result on the stack top: checks the table and keeps its
// functions. Errors are Lua errors naming the field (no C++ object is alive here).
int GameFile::l_table(lua_State* L) {
  GameFile& g = me(L);
  if (lua_type(L, -1) != LUA_TTABLE) return luaL_error(L, "the file must return a table (it returned %s)", luaL_typename(L, -1));
  const int t = lua_absindex(L, -1);
  auto string_field = [&](const char* name, std::string& out, bool required) {
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
  };
  if (!string_field("id", g.id_, true)) return luaL_error(L, "field 'id' must be a string");
  if (!string_field("title", g.title_, true)) return luaL_error(L, "field 'title' must be a string");
  if (!string_field("citation", g.citation_, false)) return luaL_error(L, "field 'citation' must be a string");
  // A member, not a local: luaL_error below longjmps, which would skip a local's destructor.
  std::string& kind = g.kind_;
  if (!string_field("kind", kind, true)) return luaL_error(L, "field 'kind' must be \"impartial\" or \"partizan\"");
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
  if (appends_) {
    appends_->data.resize(appends_mark_.first);
    appends_->ends.resize(appends_mark_.second);
  }
  if (appends_groups_) appends_groups_->resize(appends_groups_mark_);
  if (keys_) {  // move_keys starts from empty lists
    keys_->clear();
    keyed_entries_ = 0;
  }
  error_.clear();
}

GameFile::Call GameFile::run_appending(lua_CFunction f, PositionList* list, std::vector<std::size_t>* groups, bool exact) {
  // Where the lists stand, for a call run again (restart_call); forgotten once the call is over.
  appends_ = list;
  appends_groups_ = groups;
  if (list) appends_mark_ = {list->data.size(), list->ends.size()};
  if (groups) appends_groups_mark_ = groups->size();
  const Call c = run(f, exact);
  appends_ = nullptr;
  appends_groups_ = nullptr;
  return c;
}

void GameFile::call(lua_CFunction f, const char* fn, std::span<const std::int64_t> p, PositionList* list,
                    std::vector<std::size_t>* groups, bool exact) {
  arg_ = p;
  fn_name_ = fn;
  error_.clear();
  const Call c = run_appending(f, list, groups, exact);
  switch (c.ended) {
    case Ended::ok: break;
    case Ended::interrupted: throw Interrupted(fmt::format("interrupted in {}: {}({})", file_, fn, text(p)));
    case Ended::stopped: fail(fn, p, "stopped: " + c.message);
    case Ended::input_error:
    case Ended::error: fail(fn, p, c.message);
  }
  if (!error_.empty()) fail(fn, p, error_);
}

std::uint64_t GameFile::MoveKeys::hash(std::span<const std::int64_t> m, std::uint32_t mode) {
  // One multiply per entry and one finaliser: a chain of finalisers (PositionStore::hash) was a
  // fifth of a hit's own time.
  std::uint64_t h = shape(m.size(), mode);
  for (std::int64_t x : m) h = (std::rotl(h, 29) ^ static_cast<std::uint64_t>(x)) * 0x9e3779b97f4a7c15ull;
  return mix64(h);
}

std::span<const std::int64_t> GameFile::MoveKeys::move(const Slot& s) const {
  const std::size_t n = s.shape / 2;
  if (n <= 2) return {s.e, n};
  return {long_.data() + s.e[0], n};
}

GameFile::MoveKeys::Found GameFile::MoveKeys::find(std::span<const std::int64_t> m, std::uint32_t mode,
                                                   std::uint64_t h) const {
  if (slots_.empty()) return {kNoKey, 0};
  const auto tag = static_cast<std::uint32_t>(h >> 32);
  const std::uint32_t sh = shape(m.size(), mode);
  for (std::size_t i = h & mask_;; i = (i + 1) & mask_) {
    const Slot& s = slots_[i];
    if (s.f.key == kNoKey) return s.f;
    if (s.tag != tag || s.shape != sh) continue;
    // Short moves compared in place (a call of memcmp per hit was as costly as the hash).
    if (m.size() <= 2 ? (m.empty() || s.e[0] == m[0]) && (m.size() < 2 || s.e[1] == m[1])
                      : std::ranges::equal(move(s), m))
      return s.f;
  }
}

void GameFile::MoveKeys::add(std::span<const std::int64_t> m, std::uint32_t mode, std::uint64_t h, Found f) {
  if ((count_ + 1) * 4 > slots_.size() * 3) grow();
  Slot s{static_cast<std::uint32_t>(h >> 32), shape(m.size(), mode), {0, 0}, f};
  if (m.size() <= 2) {
    std::copy(m.begin(), m.end(), s.e);
  } else {
    s.e[0] = static_cast<std::int64_t>(long_.size());
    long_.insert(long_.end(), m.begin(), m.end());
  }
  std::size_t i = h & mask_;
  while (slots_[i].f.key != kNoKey) i = (i + 1) & mask_;
  slots_[i] = s;
  ++count_;
}

void GameFile::MoveKeys::grow() {
  const std::size_t n = slots_.empty() ? 1024 : slots_.size() * 2;
  std::vector<Slot> old(n, Slot{0, 0, {0, 0}, {kNoKey, 0}});
  old.swap(slots_);
  mask_ = n - 1;
  for (const Slot& s : old) {
    if (s.f.key == kNoKey) continue;
    std::size_t i = hash(move(s), s.shape & 1) & mask_;
    while (slots_[i].f.key != kNoKey) i = (i + 1) & mask_;
    slots_[i] = s;
  }
}

bool GameFile::cache_key(lua_State* L, std::uint64_t& hash, bool& storable) {
  // The move at the top of L, read as an array of integers (anything else is not cached: the slow
  // path reports it); on a hit its answer is handed on.
  storable = false;
  if (move_cache_full_) return false;
  scratch_.clear();
  if (!append_position(L, -1, scratch_)) return false;
  storable = true;
  // The answer differs by mode (a normalized move, or its normalized components): the mode is
  // part of the key.
  hash = MoveKeys::hash(scratch_[0], groups_ != nullptr ? 1 : 0);
  return cache_hit(scratch_[0], hash);
}

bool GameFile::cache_hit(std::span<const std::int64_t> m, std::uint64_t hash) {
  const MoveKeys::Found found = move_keys_.find(m, groups_ != nullptr ? 1 : 0, hash);
  if (found.key == kNoKey) return false;
  if (keys_ != nullptr) {
    keys_->push_back(found.key);
    keyed_entries_ += found.entries;
    return true;
  }
  take_answer(found.key, *list_);
  return true;
}

void GameFile::read_ahead(lua_State* L, int moves, lua_Unsigned j) {
  Ahead& a = ahead_[j % kAhead];
  a.move.clear();
  lua_rawgeti(L, moves, static_cast<lua_Integer>(j));
  // Raw reads only (no metamethod, no allocation, no Lua code): the move's turn would read the same.
  a.read = append_position(L, -1, a.move, kAheadLength);
  lua_pop(L, 1);
  if (!a.read) return;
  a.hash = MoveKeys::hash(a.move[0], groups_ != nullptr ? 1 : 0);
  move_keys_.prefetch(a.hash);
}

void GameFile::take_answer(std::uint32_t key, PositionList& out) {
  const Answer a = answers_[key];
  for (std::size_t j = a.begin; j < a.end; ++j) {
    const auto part = cache_[j];
    out.data.insert(out.data.end(), part.begin(), part.end());
    out.ends.push_back(out.data.size());
  }
}

bool GameFile::cache_store(std::uint64_t hash, PositionList& out, std::size_t first) {
  if (move_cache_full_) return false;
  const std::size_t begin = cache_.size();
  const std::size_t data_first = first == 0 ? 0 : out.ends[first - 1];
  for (std::size_t j = first; j < out.size(); ++j) {
    const auto part = out[j];
    cache_.data.insert(cache_.data.end(), part.begin(), part.end());
    cache_.ends.push_back(cache_.data.size());
  }
  const auto key = static_cast<std::uint32_t>(answers_.size());
  answers_.push_back({begin, cache_.size()});
  // What the answer takes once copied; only move_keys mode (one position of at most kMaxLength
  // integers) reads it, other answers may be larger than 32 bits hold.
  const std::size_t entries = out.data.size() - data_first + out.size() - first;
  move_keys_.add(scratch_[0], groups_ != nullptr ? 1 : 0, hash,
                 {key, static_cast<std::uint32_t>(std::min<std::size_t>(entries, UINT32_MAX))});
  if (keys_ != nullptr) {
    // Handed on as its key, like a hit.
    keys_->push_back(key);
    keyed_entries_ += entries;
    out.data.resize(data_first);
    out.ends.resize(first);
  }
  // A cache past its size stops growing (the answers it holds stay right). Its size is a quarter
  // of the memory limit, at most kMoveCacheBytes: a fixed 256 MiB held a solve under --max-memory 0.1
  // at 282 MB.
  if (move_keys_.bytes() + (cache_.data.capacity() + cache_.ends.capacity()) * 8 + answers_.capacity() * sizeof(Answer) >
      std::min<std::uint64_t>(kMoveCacheBytes, copy_cap() / 4))
    move_cache_full_ = true;
  return true;
}

// options/left/right at arg_, then normalize on each option, in one protected call. With groups_
// (split mode), each option is instead split by components() and its components, each normalized,
// go to the list; groups_ gets the list's size after each option. A move met before is answered
// from the move cache.
int GameFile::l_moves(lua_State* L) {
  GameFile& g = me(L);
  PositionList& out = *g.list_;
  lua_rawgeti(L, LUA_REGISTRYINDEX, g.fn_);
  push_position(L, g.arg_);
  lua_call(L, 1, 1);
  if (lua_type(L, -1) != LUA_TTABLE) {
    g.error_ = "returned " + describe(L, -1) + ", not an array of positions";
    return 0;
  }
  if (has_metatable(L, -1)) {
    g.error_ = kProxy;
    return 0;
  }
  const int moves = lua_gettop(L);
  const bool normalize = g.normalize_ != LUA_NOREF;
  const lua_Unsigned n = lua_rawlen(L, moves);
  // What normalize and components make of a move depends on the move alone: a move met before (the
  // same board reached from another parent) is answered from the move cache, without a call.
  const bool cached = normalize || g.groups_ != nullptr;
  // The look-ahead (read_ahead): moves [i, read_to) are read. A miss runs Lua code (normalize,
  // components), which may change the tables of later moves: what was read after it is read again.
  // Each turn reads one move more than it uses until kAhead - 1 are ahead, so a run of misses reads
  // each move at most twice and a run of hits each once, kAhead - 1 moves before its turn.
  lua_Unsigned read_to = 1;
  for (lua_Unsigned i = 1; i <= n; ++i) {
    std::uint64_t hash = 0;
    bool storable = false;
    bool hit = false;
    bool pushed = false;
    if (cached && !g.move_cache_full_) {
      if (read_to <= i) {
        g.read_ahead(L, moves, i);
        read_to = i + 1;
      }
      if (read_to <= n && read_to < i + kAhead) {
        g.read_ahead(L, moves, read_to);
        ++read_to;
      }
      const Ahead& a = g.ahead_[i % kAhead];
      if (a.read) {
        hash = a.hash;
        storable = true;
        hit = g.cache_hit(a.move[0], hash);
        if (!hit) {  // filed under this move by cache_store
          g.scratch_.clear();
          g.scratch_.data.assign(a.move.data.begin(), a.move.data.end());
          g.scratch_.ends.push_back(g.scratch_.data.size());
        }
      } else {
        lua_rawgeti(L, moves, static_cast<lua_Integer>(i));
        pushed = true;
        hit = g.cache_key(L, hash, storable);
      }
    }
    if (hit) {
      if (pushed) lua_pop(L, 1);
      if (g.groups_ != nullptr) g.groups_->push_back(out.size());
      if (over_copy_cap(L, out, g.keyed_entries_)) {
        g.error_ = copy_cap_message(L);
        return 0;
      }
      continue;
    }
    read_to = i + 1;  // Lua code may run: later moves are read again (see above)
    if (!pushed) lua_rawgeti(L, moves, static_cast<lua_Integer>(i));
    const std::size_t first = out.size();
    // A move to be split is not normalized as a whole: its components are, one by one. (A component
    // may itself be a sum, such as Kayles' empty row normalized to the empty position: the solvers
    // split every component they meet.)
    const bool normalized = normalize && g.groups_ == nullptr && lua_type(L, -1) == LUA_TTABLE;
    if (normalized) {
      lua_rawgeti(L, LUA_REGISTRYINDEX, g.normalize_);
      lua_insert(L, -2);
      lua_call(L, 1, 1);
    }
    if (g.groups_ == nullptr) {
      if (!append_position(L, -1, out)) {
        g.error_ = normalized ? fmt::format("normalize of option {} returned {}, not an array of integers", i, what(L, -1))
                              : fmt::format("option {} is {}, not an array of integers", i, what(L, -1));
        return 0;
      }
      if (over_copy_cap(L, out, g.keyed_entries_)) {
        g.error_ = copy_cap_message(L);
        return 0;
      }
      lua_pop(L, 1);
      if (!(storable && g.cache_store(hash, out, first)) && g.keys_ != nullptr) g.keys_->push_back(kNoKey);
      continue;
    }
    if (lua_type(L, -1) != LUA_TTABLE || has_metatable(L, -1)) {
      g.error_ = normalized ? fmt::format("normalize of option {} returned {}, not an array of integers", i, what(L, -1))
                            : fmt::format("option {} is {}, not an array of integers", i, what(L, -1));
      return 0;
    }
    lua_rawgeti(L, LUA_REGISTRYINDEX, g.components_);
    lua_insert(L, -2);
    lua_call(L, 1, 1);
    const int parts = lua_gettop(L);
    if (lua_type(L, parts) != LUA_TTABLE || has_metatable(L, parts)) {
      g.error_ = fmt::format("components of option {} returned {}, not an array of positions", i, what(L, parts));
      return 0;
    }
    const lua_Unsigned m = lua_rawlen(L, parts);
    for (lua_Unsigned j = 1; j <= m; ++j) {
      lua_rawgeti(L, parts, static_cast<lua_Integer>(j));
      if (normalize && lua_type(L, -1) == LUA_TTABLE) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, g.normalize_);
        lua_insert(L, -2);
        lua_call(L, 1, 1);
      }
      if (!append_position(L, -1, out)) {
        g.error_ = fmt::format("component {} of option {} is {}, not an array of integers", j, i, what(L, -1));
        return 0;
      }
      if (over_copy_cap(L, out)) {
        g.error_ = copy_cap_message(L);
        return 0;
      }
      lua_pop(L, 1);
    }
    g.groups_->push_back(out.size());
    lua_pop(L, 1);
    if (storable) g.cache_store(hash, out, first);
  }
  // Keys other than 1..n would be options the solver never sees.
  lua_Unsigned keys = 0;
  lua_pushnil(L);
  while (lua_next(L, moves) != 0) {
    lua_pop(L, 1);
    ++keys;
  }
  if (keys != n) g.error_ = "returned a table that is not an array (holes or non-integer keys)";
  return 0;
}

void GameFile::moves(std::span<const std::int64_t> p, Side side, PositionList& out) {
  out.clear();
  list_ = &out;
  groups_ = nullptr;
  fn_ = side == Side::options ? options_ : side == Side::left ? left_ : right_;
  call(&GameFile::l_moves, side == Side::options ? "options" : side == Side::left ? "left" : "right", p, &out);
}

void GameFile::move_keys(std::span<const std::int64_t> p, Side side, std::vector<std::uint32_t>& keys, PositionList& out) {
  out.clear();
  keys.clear();
  list_ = &out;
  groups_ = nullptr;
  keys_ = &keys;
  keyed_entries_ = 0;
  fn_ = side == Side::options ? options_ : side == Side::left ? left_ : right_;
  struct Over {
    GameFile& g;
    ~Over() {
      g.keys_ = nullptr;
      g.keyed_entries_ = 0;
    }
  } over{*this};
  call(&GameFile::l_moves, side == Side::options ? "options" : side == Side::left ? "left" : "right", p, &out);
}

// Appends the entries of p as components {x}, each normalized (normalize, when the file has one, is a
// protected call per entry).
void GameFile::append_entries(std::span<const std::int64_t> p, PositionList& out) {
  for (const std::int64_t x : p) {
    if (normalize_ == LUA_NOREF) {
      out.data.push_back(x);
    } else {
      const std::int64_t one[1] = {x};
      const Position q = normalize(one);
      out.data.insert(out.data.end(), q.begin(), q.end());
    }
    out.ends.push_back(out.data.size());
  }
}

void GameFile::split_moves(std::span<const std::int64_t> p, Side side, PositionList& out, std::vector<std::size_t>& groups) {
  if (entry_components_) {
    // The moves from Lua, then split here: no call per option.
    moves(p, side, raw_);
    out.clear();
    groups.clear();
    for (std::size_t i = 0; i < raw_.size(); ++i) {
      append_entries(raw_[i], out);
      groups.push_back(out.size());
    }
    return;
  }
  if (components_ == LUA_NOREF) {
    moves(p, side, out);
    groups.resize(out.size());
    for (std::size_t i = 0; i < out.size(); ++i) groups[i] = i + 1;
    return;
  }
  out.clear();
  groups.clear();
  list_ = &out;
  groups_ = &groups;
  fn_ = side == Side::options ? options_ : side == Side::left ? left_ : right_;
  try {
    call(&GameFile::l_moves, side == Side::options ? "options" : side == Side::left ? "left" : "right", p, &out, &groups);
  } catch (...) {
    groups_ = nullptr;
    throw;
  }
  groups_ = nullptr;
}

int GameFile::l_split(lua_State* L) {
  GameFile& g = me(L);
  lua_rawgeti(L, LUA_REGISTRYINDEX, g.normalize_);  // nil without normalize
  lua_rawgeti(L, LUA_REGISTRYINDEX, g.components_);
  push_position(L, g.arg_);
  lua_call(L, 1, 1);
  const int parts = lua_gettop(L);
  const int normalize = parts - 1;
  if (lua_type(L, parts) != LUA_TTABLE) {
    g.error_ = "returned " + describe(L, parts) + ", not an array of positions";
    return 0;
  }
  if (has_metatable(L, parts)) {
    g.error_ = kProxy;
    return 0;
  }
  const lua_Unsigned n = lua_rawlen(L, parts);
  for (lua_Unsigned i = 1; i <= n; ++i) {
    lua_rawgeti(L, parts, static_cast<lua_Integer>(i));
    if (lua_type(L, normalize) == LUA_TFUNCTION && lua_type(L, -1) == LUA_TTABLE) {
      lua_pushvalue(L, normalize);
      lua_insert(L, -2);
      lua_call(L, 1, 1);
    }
    if (!append_position(L, -1, *g.list_)) {
      g.error_ = fmt::format("component {} is {}, not an array of integers", i, what(L, -1));
      return 0;
    }
    if (over_copy_cap(L, *g.list_)) {
      g.error_ = copy_cap_message(L);
      return 0;
    }
    lua_pop(L, 1);
  }
  return 0;
}

bool GameFile::split(std::span<const std::int64_t> p, PositionList& out) {
  out.clear();
  if (entry_components_) {
    if (p.size() == 1) return false;  // a single entry is a component
    append_entries(p, out);
    return true;
  }
  if (components_ == LUA_NOREF) return false;
  list_ = &out;
  call(&GameFile::l_split, "components", p, &out);
  if (out.size() == 1 && std::equal(out[0].begin(), out[0].end(), p.begin(), p.end())) return false;
  return true;
}

// normalize, valid, size or show at arg_ (fn_name_ says which); results in one_, flag_, number_
// or text_.
int GameFile::l_unary(lua_State* L) {
  GameFile& g = me(L);
  lua_rawgeti(L, LUA_REGISTRYINDEX, g.fn_);
  push_position(L, g.arg_);
  lua_call(L, 1, 1);
  const std::string_view fn = g.fn_name_;
  if (fn == "normalize") {
    g.take_position(L);
  } else if (fn == "valid") {
    if (lua_type(L, -1) != LUA_TBOOLEAN) g.error_ = "returned " + describe(L, -1) + ", not a boolean";
    g.flag_ = lua_toboolean(L, -1);
  } else if (fn == "size") {
    if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 0)
      g.error_ = "returned " + describe(L, -1) + ", not a non-negative integer";
    else g.number_ = lua_tointeger(L, -1);
  } else {  // show
    if (lua_type(L, -1) != LUA_TSTRING) {
      g.error_ = "returned " + describe(L, -1) + ", not a string";
      return 0;
    }
    std::size_t n = 0;
    const char* s = lua_tolstring(L, -1, &n);
    g.text_ = std::string_view(s, n);
    if (n > 4096 || g.text_.find_first_of("\t\n\r") != std::string_view::npos)
      g.error_ = "returned text with a TAB or line break, or longer than 4096 bytes";
    else g.shown_.assign(s, n);  // copied: the string may be collected
  }
  return 0;
}

Position GameFile::normalize(std::span<const std::int64_t> p) {
  if (normalize_ == LUA_NOREF) return Position(p.begin(), p.end());
  fn_ = normalize_;
  call(&GameFile::l_unary, "normalize", p);
  return one_;
}

bool GameFile::valid(std::span<const std::int64_t> p) {
  if (valid_ == LUA_NOREF) return true;
  fn_ = valid_;
  call(&GameFile::l_unary, "valid", p);
  return flag_;
}

std::int64_t GameFile::size(std::span<const std::int64_t> p) {
  if (size_ == LUA_NOREF) {
    std::int64_t s = 0;
    for (auto x : p)
      if (__builtin_add_overflow(s, x, &s)) fail("size", p, "the sum of the entries overflows; give size(p)");
    if (s < 0) fail("size", p, "the sum of the entries is negative; give size(p)");
    return s;
  }
  fn_ = size_;
  call(&GameFile::l_unary, "size", p);
  return number_;
}

std::string GameFile::show(std::span<const std::int64_t> p) {
  if (show_ == LUA_NOREF) return default_text(p);
  fn_ = show_;
  call(&GameFile::l_unary, "show", p);
  return shown_;
}

int GameFile::l_order(lua_State* L) {
  GameFile& g = me(L);
  lua_rawgeti(L, LUA_REGISTRYINDEX, g.order_);
  push_position(L, g.arg_);
  push_position(L, g.arg2_);
  lua_call(L, 2, 1);
  if (lua_type(L, -1) != LUA_TBOOLEAN) g.error_ = "returned " + describe(L, -1) + ", not a boolean";
  g.flag_ = lua_toboolean(L, -1);
  return 0;
}

bool GameFile::before(const Position& a, const Position& b) {
  if (order_ != LUA_NOREF) {
    arg2_ = b;
    call(&GameFile::l_order, "order", a);
    return flag_;
  }
  const std::int64_t sa = size(a), sb = size(b);
  if (sa != sb) return sa < sb;
  return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end());
}

int GameFile::l_positions(lua_State* L) {
  GameFile& g = me(L);
  lua_rawgeti(L, LUA_REGISTRYINDEX, g.positions_);
  lua_pushinteger(L, static_cast<lua_Integer>(g.bound_));
  lua_call(L, 1, 1);
  if (lua_type(L, -1) != LUA_TTABLE) {
    g.error_ = "returned " + describe(L, -1) + ", not an array of positions";
    return 0;
  }
  if (has_metatable(L, -1)) {
    g.error_ = kProxy;
    return 0;
  }
  const lua_Unsigned n = lua_rawlen(L, -1);
  if (n > kMaxEnumeration) {
    g.error_ = fmt::format("returned more than {} positions", kMaxEnumeration);
    return 0;
  }
  for (lua_Unsigned i = 1; i <= n; ++i) {
    lua_rawgeti(L, -1, static_cast<lua_Integer>(i));
    if (!append_position(L, -1, *g.list_)) {
      g.error_ = fmt::format("entry {} is {}, not an array of integers", i, what(L, -1));
      return 0;
    }
    if (over_copy_cap(L, *g.list_)) {
      g.error_ = copy_cap_message(L);
      return 0;
    }
    lua_pop(L, 1);
  }
  return 0;
}

// What positions(bound) holds at its peak for n positions of `entries` integers each, counted
// before it is reached: the raw list, the interned copy and the normalized list (three copies of
// the integers, a vector and two index words each).
void GameFile::guard_enumeration(std::uint64_t n, std::uint64_t entries, std::uint64_t bound) const {
  if (enumeration_limit_ == 0) return;
  const std::uint64_t bytes = n * (3 * entries * sizeof(std::int64_t) + sizeof(Position) + 4 * sizeof(std::uint64_t));
  if (bytes > enumeration_limit_)
    throw InputError(fmt::format("{}: the positions of size <= {} need more than --max-memory ({}); lower the bound",
                                 file_, bound, human_bytes(enumeration_limit_)));
}

std::vector<Position> GameFile::positions(std::uint64_t bound) {
  if (!has_enumeration())
    throw InputError(fmt::format("{}: the game gives neither positions(bound) nor arity, so it cannot be enumerated", file_));
  PositionList raw;
  if (positions_ != LUA_NOREF) {
    list_ = &raw;
    bound_ = bound;
    const std::string b = std::to_string(bound);
    error_.clear();
    const Call c = run_appending(&GameFile::l_positions, &raw, nullptr, false);
    if (c.ended == Ended::interrupted) throw Interrupted(fmt::format("interrupted in {}: positions({})", file_, b));
    if (!c) throw InputError(fmt::format("{}: positions({}): {}", file_, b, c.message));
    if (!error_.empty()) throw InputError(fmt::format("{}: positions({}): {}", file_, b, error_));
  } else {
    // Every arity-tuple of non-negative integers with sum <= bound.
    std::vector<std::int64_t> t(static_cast<std::size_t>(arity_), 0);
    const auto k = static_cast<std::size_t>(arity_);
    std::function<void(std::size_t, std::uint64_t)> fill = [&](std::size_t i, std::uint64_t left) {
      if (i == k) {
        if (raw.size() >= kMaxEnumeration)
          throw InputError(fmt::format("{}: more than {} positions of size <= {}; lower the bound", file_, kMaxEnumeration, bound));
        if ((raw.size() & 0xFFF) == 0) guard_enumeration(raw.size(), k, bound);
        raw.data.insert(raw.data.end(), t.begin(), t.end());
        raw.ends.push_back(raw.data.size());
        return;
      }
      for (std::uint64_t v = 0; v <= left; ++v) {
        t[i] = static_cast<std::int64_t>(v);
        fill(i + 1, left - v);
      }
    };
    fill(0, bound);
  }
  // Normalize, drop duplicates and positions beyond the bound, then sort in the exhaustive order.
  guard_enumeration(raw.size(), raw.data.size() / std::max<std::size_t>(1, raw.size()), bound);
  PositionStore seen;
  std::vector<Position> out;
  for (std::size_t i = 0; i < raw.size(); ++i) {
    Position p = normalize(raw[i]);
    bool added = false;
    seen.intern(p, &added);
    if (!added) continue;
    if (static_cast<std::uint64_t>(size(p)) > bound) continue;
    out.push_back(std::move(p));
  }
  if (order_ != LUA_NOREF) {
    // The file's order may be anything (inconsistent, random): std::sort and std::stable_sort may
    // then read out of range. A bottom-up merge sort with explicit bounds is memory-safe for any
    // answers; the result is then checked (irreflexive, and no position is before its predecessor).
    std::vector<std::size_t> idx(out.size());
    for (std::size_t i = 0; i < idx.size(); ++i) idx[i] = i;
    merge_sort(idx, [&](std::size_t a, std::size_t b) { return before(out[a], out[b]); });
    std::vector<Position> sorted;
    sorted.reserve(out.size());
    for (std::size_t i : idx) sorted.push_back(std::move(out[i]));
    out = std::move(sorted);
    auto refuse = [&](const std::string& why) {
      throw InputError(fmt::format("{}: order(a, b) is not a strict weak order: {}", file_, why));
    };
    // Irreflexivity on a sample of at most 64 positions spread over the list.
    const std::size_t step = std::max<std::size_t>(1, out.size() / 64);
    for (std::size_t i = 0; i < out.size(); i += step)
      if (before(out[i], out[i])) refuse(fmt::format("order(a, a) is true for a = {}", show(out[i])));
    // Neighbours, and the classes of equal positions the sorted list falls into (runs in which no
    // position is before the next): each position is tied with its class's first.
    std::vector<std::size_t> firsts{0};
    for (std::size_t i = 1; i < out.size(); ++i) {
      if (before(out[i], out[i - 1]))
        refuse(fmt::format("sorted by it, a = {} comes before b = {}, yet order(b, a) is true (answers that contradict "
                           "each other, or random ones)",
                           show(out[i - 1]), show(out[i])));
      if (before(out[i - 1], out[i])) {
        firsts.push_back(i);
      } else if (const std::size_t f = firsts.back(); f + 1 < i && (before(out[f], out[i]) || before(out[i], out[f]))) {
        refuse(fmt::format("{} and {} are each tied with {} but not with each other", show(out[f]), show(out[i - 1]),
                           show(out[i])));
      }
    }
    // Classes in sorted order must be ordered pairwise, not only as neighbours: a cyclic order
    // (a before b before c before a) passes every neighbour. Every pair of classes when there are
    // at most kFullOrderCheck, else each class against 64 spread over the list, both ways.
    constexpr std::size_t kFullOrderCheck = 1000;
    const std::size_t stride = firsts.size() <= kFullOrderCheck ? 1 : std::max<std::size_t>(1, firsts.size() / 64);
    for (std::size_t j = 1; j < firsts.size(); ++j)
      for (std::size_t i = (j - 1) % stride; i < j; i += stride) {
        const Position &a = out[firsts[i]], &b = out[firsts[j]];
        if (before(b, a) || !before(a, b))
          refuse(fmt::format("sorted by it, a = {} comes before b = {}, yet {} (a cycle, or answers that contradict each other)",
                             show(a), show(b), before(b, a) ? "order(b, a) is true" : "order(a, b) is false"));
      }
  } else {
    std::vector<std::pair<std::int64_t, std::size_t>> keys;
    keys.reserve(out.size());
    for (std::size_t i = 0; i < out.size(); ++i) keys.emplace_back(size(out[i]), i);
    std::sort(keys.begin(), keys.end(), [&](const auto& a, const auto& b) {
      if (a.first != b.first) return a.first < b.first;
      const Position &x = out[a.second], &y = out[b.second];
      return std::lexicographical_compare(x.begin(), x.end(), y.begin(), y.end());
    });
    std::vector<Position> sorted;
    sorted.reserve(out.size());
    for (const auto& [s, i] : keys) sorted.push_back(std::move(out[i]));
    out = std::move(sorted);
  }
  return out;
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

// The position a call left on the stack top, into one_; a contract violation into error_.
void GameFile::take_position(lua_State* L) {
  PositionList one;
  if (!append_position(L, -1, one)) {
    error_ = "returned " + what(L, -1) + ", not an array of integers";
    return;
  }
  one_ = std::move(one.data);
}

int GameFile::l_random(lua_State* L) {
  GameFile& g = me(L);
  lua_rawgeti(L, LUA_REGISTRYINDEX, g.random_);
  lua_createtable(L, 0, 1);
  lua_pushinteger(L, static_cast<lua_Integer>(g.random_call_));
  lua_pushcclosure(L, &GameFile::l_rng_int, 1);
  lua_setfield(L, -2, "int");
  lua_pushinteger(L, g.random_size_);
  lua_call(L, 2, 1);
  g.take_position(L);
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
  random_size_ = size;
  const Position none;
  call(&GameFile::l_random, "random", none, nullptr, nullptr, /*exact=*/true);  // its rng draws cannot be run again
  draw_ = nullptr;
  ++random_call_;
  return normalize(one_);
}

int GameFile::l_parse(lua_State* L) {
  GameFile& g = me(L);
  lua_rawgeti(L, LUA_REGISTRYINDEX, g.parse_);
  lua_pushlstring(L, g.text_.data(), g.text_.size());
  lua_call(L, 1, 1);
  g.take_position(L);
  return 0;
}

Position GameFile::parse(std::string_view input) {
  std::string_view s = input;
  while (!s.empty() && (s.front() == ' ' || s.front() == '\r')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\r')) s.remove_suffix(1);
  Position p;
  if (parse_ != LUA_NOREF) {
    text_ = s;
    error_.clear();
    const Call c = run(&GameFile::l_parse);
    const std::string shown(s.substr(0, 60));
    if (c.ended == Ended::interrupted) throw Interrupted(fmt::format("interrupted in {}: parse", file_));
    if (!c) throw InputError(fmt::format("{}: parse(\"{}\"): {}", file_, shown, c.message));
    if (!error_.empty()) throw InputError(fmt::format("{}: parse(\"{}\"): {}", file_, shown, error_));
    p = one_;
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
