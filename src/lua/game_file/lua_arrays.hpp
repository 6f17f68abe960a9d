#pragma once
// The positions a game file's functions return, read from Lua: integer arrays checked and copied
// into PositionLists, within the state's copy cap, and the words messages describe them with.
// Inline: reading a move is on every call's path (5.7 M moves for Wythoff's game).
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>

#include <fmt/core.h>
#include <fmt/format.h>

#include "core/heap_bytes.hpp"
#include "lua/game_file.hpp"
#include "lua/sandbox.hpp"

namespace cgcheck::lua::game_file {

inline constexpr lua_Unsigned kMaxLength = 1u << 20;  // entries of one position

inline std::string default_text(std::span<const std::int64_t> p) {
  if (p.empty()) return "()";
  return fmt::format("{}", fmt::join(p, ","));
}

// A table with a metatable may be a proxy (__index, __len) whose raw contents, all the solver reads,
// are not what the file means: positions and arrays of positions must be plain tables.
inline bool has_metatable(lua_State* L, int index) {
  if (lua_type(L, index) != LUA_TTABLE || !lua_getmetatable(L, index)) return false;
  lua_pop(L, 1);
  return true;
}

// The value at index for messages, saying so when it is a table with a metatable.
inline std::string what(lua_State* L, int index) {
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

inline constexpr const char* kProxy = "returned a table with a metatable; return a plain array";

// Whether the positions copied from one call exceed the state's memory cap: a script can return the
// same large table many times (300 references to one 2^20-entry table held 4.2 GB of copies).
// `keyed`: entries of moves handed on as move cache keys (GameFile::move_keys), counted as copied.
// Counted by capacity, not size: the vectors double as they grow, and by size the copies reached
// twice the cap (2.1 GB under a limit of 1 GiB) before they were refused.
inline bool over_copy_cap(lua_State* L, const PositionList& out, std::size_t keyed = 0) {
  return (out.data.capacity() + out.ends.capacity() + keyed) * sizeof(std::int64_t) > Sandbox::self(L).copy_cap();
}
inline std::string copy_cap_message(lua_State* L) {
  return fmt::format("returned positions that take more than {} once copied (the memory limit)",
                     human_bytes(Sandbox::self(L).copy_cap()));
}

// Appends the integer array at `index` to out; false (out unchanged) when it is not one. Never
// raises a Lua error (rawget and next on a plain table do not) and never throws.
//
// Fast path: one lua_next traversal. A table built as an array (a constructor, or appends in order)
// holds its keys in its array part, and next yields them as 1, 2, ..., n and then ends: that alone
// proves the table is the array 1..n with no other key. Any other traversal (integer keys kept in
// the hash part, a hole, a string key) falls back to the slow path, which reads 1..#t and counts
// every key. Reading a 2-element option this way costs 3 API calls instead of 6.
inline bool append_position(lua_State* L, int index, PositionList& out, lua_Unsigned max_length = kMaxLength) {
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


}  // namespace cgcheck::lua::game_file
