// A game file's moves: options, or Left's and Right's, normalized or split into components, in one
// protected call per position (l_moves), and the move cache that answers a move met before without
// calling the file. The two are one file: the cache's lookups inline into the loop over the moves.
#include <algorithm>
#include <bit>

#include <fmt/core.h>

#include "core/hash.hpp"
#include "lua/game_file.hpp"
#include "lua/game_file/lua_arrays.hpp"

namespace cgcheck::lua {

using game_file::append_position;
using game_file::copy_cap_message;
using game_file::has_metatable;
using game_file::kProxy;
using game_file::over_copy_cap;
using game_file::what;

// ---- the move cache ----------------------------------------------------------------------------

std::uint64_t GameFile::MoveKeys::hash(std::span<const std::int64_t> m, std::uint32_t mode) {
  // One multiply per entry and one finaliser: a chain of finalisers (PositionStore::hash) was a
  // fifth of a hit's own time.
  std::uint64_t h = shape(m.size(), mode);
  for (std::int64_t x : m) h = (std::rotl(h, 29) ^ static_cast<std::uint64_t>(x)) * 0x9e3779b97f4a7c15ull;
  return mix64(h);
}

std::span<const std::int64_t> GameFile::MoveKeys::move(const Slot& s) const {
  const std::size_t n = s.shape / 4;
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
    std::size_t i = hash(move(s), s.shape & 3) & mask_;
    while (slots_[i].f.key != kNoKey) i = (i + 1) & mask_;
    slots_[i] = s;
  }
}

bool GameFile::cache_key(lua_State* L, CallArgs& args, std::uint64_t& hash, bool& storable) {
  // The move at the top of L, read as an array of integers (anything else is not cached: the slow
  // path reports it); on a hit its answer is handed on.
  storable = false;
  if (move_cache_full_) return false;
  scratch_.clear();
  if (!append_position(L, -1, scratch_)) return false;
  storable = true;
  // The answer differs by mode (a normalized move, or its normalized components): the mode is
  // part of the key.
  hash = MoveKeys::hash(scratch_[0], mode_of(args));
  return cache_hit(args, scratch_[0], hash);
}

bool GameFile::cache_hit(CallArgs& args, std::span<const std::int64_t> m, std::uint64_t hash) {
  const MoveKeys::Found found = move_keys_.find(m, mode_of(args), hash);
  if (found.key == kNoKey) return false;
  if (args.keys != nullptr) {
    args.keys->push_back(found.key);
    args.keyed_entries += found.entries;
    return true;
  }
  take_answer(found.key, *args.list);
  return true;
}

void GameFile::read_ahead(lua_State* L, const CallArgs& args, int moves, lua_Unsigned j) {
  Ahead& a = ahead_[j % kAhead];
  a.move.clear();
  lua_rawgeti(L, moves, static_cast<lua_Integer>(j));
  // Raw reads only (no metamethod, no allocation, no Lua code): the move's turn would read the same.
  a.read = append_position(L, -1, a.move, kAheadLength);
  lua_pop(L, 1);
  if (!a.read) return;
  a.hash = MoveKeys::hash(a.move[0], mode_of(args));
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

bool GameFile::cache_store(CallArgs& args, std::span<const std::int64_t> move, std::uint32_t mode, std::uint64_t hash,
                           PositionList& out, std::size_t first) {
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
  move_keys_.add(move, mode, hash,
                 {key, static_cast<std::uint32_t>(std::min<std::size_t>(entries, UINT32_MAX))});
  if (args.keys != nullptr && mode != kComponentMode) {
    // Handed on as its key, like a hit.
    args.keys->push_back(key);
    args.keyed_entries += entries;
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

// ---- moves -------------------------------------------------------------------------------------

// options/left/right (a.fn) at a.p, then normalize on each option, in one protected call. With
// a.groups (split mode), each option is instead split by components() and its components, each
// normalized, go to the list; a.groups gets the list's size after each option. A move met before
// is answered from the move cache.
int GameFile::l_moves(lua_State* L, GameFile& g, CallArgs& a) {
  PositionList& out = *a.list;
  lua_rawgeti(L, LUA_REGISTRYINDEX, a.fn);
  push_position(L, a.p);
  lua_call(L, 1, 1);
  if (lua_type(L, -1) != LUA_TTABLE) {
    a.error = "returned " + describe(L, -1) + ", not an array of positions";
    return 0;
  }
  if (has_metatable(L, -1)) {
    a.error = kProxy;
    return 0;
  }
  const int moves = lua_gettop(L);
  const bool normalize = g.normalize_ != LUA_NOREF;
  const lua_Unsigned n = lua_rawlen(L, moves);
  // What normalize and components make of a move depends on the move alone: a move met before (the
  // same board reached from another parent) is answered from the move cache, without a call.
  const bool cached = a.groups != nullptr ? !g.split_moves_uncached_ : normalize;
  // The look-ahead (read_ahead): moves [i, read_to) are read. A miss runs Lua code (normalize,
  // components), which may change the tables of later moves: what was read after it is read again.
  // Each turn reads one move more than it uses until kAhead - 1 are ahead, so a run of misses reads
  // each move at most twice and a run of hits each once, kAhead - 1 moves before its turn.
  lua_Unsigned read_to = 1;
  for (lua_Unsigned i = 1; i <= n; ++i) {
    MoveLookup m;
    if (cached && !g.move_cache_full_) {
      m = g.look_up_move(L, a, moves, i, n, read_to);
      if (a.groups != nullptr) g.note_split_lookup(m.hit);
    }
    if (m.hit) {
      if (m.pushed) lua_pop(L, 1);
      if (a.groups != nullptr) a.groups->push_back(out.size());
      if (over_copy_cap(L, out, a.keyed_entries)) {
        a.error = copy_cap_message(L);
        return 0;
      }
      continue;
    }
    read_to = i + 1;  // Lua code may run: later moves are read again (see above)
    if (!m.pushed) lua_rawgeti(L, moves, static_cast<lua_Integer>(i));
    const bool taken =
        a.groups == nullptr ? g.take_move(L, a, i, normalize, m) : g.take_move_components(L, a, i, m);
    if (!taken) return 0;
  }
  // Keys other than 1..n would be options the solver never sees.
  lua_Unsigned keys = 0;
  lua_pushnil(L);
  while (lua_next(L, moves) != 0) {
    lua_pop(L, 1);
    ++keys;
  }
  if (keys != n) a.error = "returned a table that is not an array (holes or non-integer keys)";
  return 0;
}

// Move i of the array at `moves` looked up in the move cache, through the look-ahead (l_moves): on a
// hit its answer is handed on; a move read but missed is left in scratch_ to be filed under.
GameFile::MoveLookup GameFile::look_up_move(lua_State* L, CallArgs& args, int moves, lua_Unsigned i, lua_Unsigned n,
                                            lua_Unsigned& read_to) {
  MoveLookup m;
  if (read_to <= i) {
    read_ahead(L, args, moves, i);
    read_to = i + 1;
  }
  if (read_to <= n && read_to < i + kAhead) {
    read_ahead(L, args, moves, read_to);
    ++read_to;
  }
  const Ahead& a = ahead_[i % kAhead];
  if (a.read) {
    m.hash = a.hash;
    m.storable = true;
    m.hit = cache_hit(args, a.move[0], m.hash);
    if (!m.hit) {  // filed under this move by cache_store
      scratch_.clear();
      scratch_.data.assign(a.move.data.begin(), a.move.data.end());
      scratch_.ends.push_back(scratch_.data.size());
    }
  } else {
    lua_rawgeti(L, moves, static_cast<lua_Integer>(i));
    m.pushed = true;
    m.hit = cache_key(L, args, m.hash, m.storable);
  }
  return m;
}

// Move i (at the stack top), normalized, onto a.list, and filed in the move cache (l_moves). False,
// with a.error set, when it breaks the contract.
bool GameFile::take_move(lua_State* L, CallArgs& a, lua_Unsigned i, bool normalize, const MoveLookup& m) {
  PositionList& out = *a.list;
  const std::size_t first = out.size();
  const bool normalized = normalize && lua_type(L, -1) == LUA_TTABLE;
  if (normalized) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, normalize_);
    lua_insert(L, -2);
    lua_call(L, 1, 1);
  }
  if (!append_position(L, -1, out)) {
    a.error = normalized ? fmt::format("normalize of option {} returned {}, not an array of integers", i, what(L, -1))
                         : fmt::format("option {} is {}, not an array of integers", i, what(L, -1));
    return false;
  }
  if (over_copy_cap(L, out, a.keyed_entries)) {
    a.error = copy_cap_message(L);
    return false;
  }
  lua_pop(L, 1);
  if (!(m.storable && cache_store(a, scratch_[0], mode_of(a), m.hash, out, first)) && a.keys != nullptr)
    a.keys->push_back(kNoKey);
  return true;
}

// Move i (at the stack top) split by components() into its components, each normalized, onto
// a.list, and a.groups told where it ends (split mode of l_moves). A move to be split is not
// normalized as a whole: its components are, one by one. (A component may itself be a sum, such as
// Kayles' empty row normalized to the empty position: the solvers split every component they meet.)
bool GameFile::take_move_components(lua_State* L, CallArgs& a, lua_Unsigned i, const MoveLookup& m) {
  PositionList& out = *a.list;
  const std::size_t first = out.size();
  if (lua_type(L, -1) != LUA_TTABLE || has_metatable(L, -1)) {
    a.error = fmt::format("option {} is {}, not an array of integers", i, what(L, -1));
    return false;
  }
  lua_rawgeti(L, LUA_REGISTRYINDEX, components_);
  lua_insert(L, -2);
  lua_call(L, 1, 1);
  const int parts = lua_gettop(L);
  if (lua_type(L, parts) != LUA_TTABLE || has_metatable(L, parts)) {
    a.error = fmt::format("components of option {} returned {}, not an array of positions", i, what(L, parts));
    return false;
  }
  const lua_Unsigned n = lua_rawlen(L, parts);
  for (lua_Unsigned j = 1; j <= n; ++j) {
    lua_rawgeti(L, parts, static_cast<lua_Integer>(j));
    if (!take_component(L, a, i, j)) return false;
  }
  a.groups->push_back(out.size());
  lua_pop(L, 1);
  if (m.storable) cache_store(a, scratch_[0], kSplitMode, m.hash, out, first);
  return true;
}

bool GameFile::take_component(lua_State* L, CallArgs& a, lua_Unsigned i, lua_Unsigned j) {
  PositionList& out = *a.list;
  const std::size_t first = out.size();
  const bool normalize = normalize_ != LUA_NOREF && lua_type(L, -1) == LUA_TTABLE;
  // The component read as it is (raw reads, no Lua code), the key of its normalized form.
  bool keyed = false;
  std::uint64_t hash = 0;
  if (normalize && !move_cache_full_ && !has_metatable(L, -1)) {
    component_scratch_.clear();
    keyed = append_position(L, -1, component_scratch_);
    if (keyed) {
      hash = MoveKeys::hash(component_scratch_[0], kComponentMode);
      const MoveKeys::Found found = move_keys_.find(component_scratch_[0], kComponentMode, hash);
      if (found.key != kNoKey) {
        take_answer(found.key, out);
        lua_pop(L, 1);
        if (!over_copy_cap(L, out)) return true;
        a.error = copy_cap_message(L);
        return false;
      }
    }
  }
  if (normalize) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, normalize_);
    lua_insert(L, -2);
    lua_call(L, 1, 1);
  }
  if (!append_position(L, -1, out)) {
    a.error = i == 0 ? fmt::format("component {} is {}, not an array of integers", j, what(L, -1))
                     : fmt::format("component {} of option {} is {}, not an array of integers", j, i, what(L, -1));
    return false;
  }
  if (over_copy_cap(L, out)) {
    a.error = copy_cap_message(L);
    return false;
  }
  lua_pop(L, 1);
  if (keyed) cache_store(a, component_scratch_[0], kComponentMode, hash, out, first);
  return true;
}

GameFile::CallArgs GameFile::moves_call(std::span<const std::int64_t> p, Side side) const {
  CallArgs a;
  a.fn = side == Side::options ? options_ : side == Side::left ? left_ : right_;
  a.name = side == Side::options ? "options" : side == Side::left ? "left" : "right";
  a.p = p;
  return a;
}

void GameFile::moves(std::span<const std::int64_t> p, Side side, PositionList& out) {
  out.clear();
  CallArgs a = moves_call(p, side);
  a.list = &out;
  call<&GameFile::l_moves>(a);
}

void GameFile::move_keys(std::span<const std::int64_t> p, Side side, std::vector<std::uint32_t>& keys, PositionList& out) {
  out.clear();
  keys.clear();
  CallArgs a = moves_call(p, side);
  a.list = &out;
  a.keys = &keys;
  call<&GameFile::l_moves>(a);
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
  CallArgs a = moves_call(p, side);
  a.list = &out;
  a.groups = &groups;
  call<&GameFile::l_moves>(a);
}

int GameFile::l_split(lua_State* L, GameFile& g, CallArgs& a) {
  lua_rawgeti(L, LUA_REGISTRYINDEX, g.components_);
  push_position(L, a.p);
  lua_call(L, 1, 1);
  const int parts = lua_gettop(L);
  if (lua_type(L, parts) != LUA_TTABLE) {
    a.error = "returned " + describe(L, parts) + ", not an array of positions";
    return 0;
  }
  if (has_metatable(L, parts)) {
    a.error = kProxy;
    return 0;
  }
  // Each component normalized as a move's are: through the cache of components.
  const lua_Unsigned n = lua_rawlen(L, parts);
  for (lua_Unsigned i = 1; i <= n; ++i) {
    lua_rawgeti(L, parts, static_cast<lua_Integer>(i));
    if (!g.take_component(L, a, 0, i)) return 0;
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
  CallArgs a;
  a.name = "components";
  a.p = p;
  a.list = &out;
  call<&GameFile::l_split>(a);
  if (out.size() == 1 && std::equal(out[0].begin(), out[0].end(), p.begin(), p.end())) return false;
  return true;
}

}  // namespace cgcheck::lua
