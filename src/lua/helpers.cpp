#include "lua/helpers.hpp"

#include <algorithm>
#include <type_traits>
#include <variant>
#include <vector>

namespace cgcheck::lua {
namespace {

// v2(x): the 2-adic valuation of a non-zero integer. (No C++ objects: luaL_error is safe here.)
int l_v2(lua_State* L) {
  const lua_Integer x = luaL_checkinteger(L, 1);
  if (x == 0) return luaL_error(L, "v2(0) is undefined");
  lua_pushinteger(L, __builtin_ctzll(static_cast<unsigned long long>(x)));
  return 1;
}

// bit(x, i): bit i (0 = least significant) of x.
int l_bit(lua_State* L) {
  const lua_Integer x = luaL_checkinteger(L, 1), i = luaL_checkinteger(L, 2);
  if (i < 0 || i > 62) return luaL_error(L, "bit index %d out of range 0..62", static_cast<int>(i));
  lua_pushinteger(L, (x >> i) & 1);
  return 1;
}

// mex(t): the least non-negative integer not in the list t.
int l_mex(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  const lua_Unsigned n = lua_rawlen(L, 1);
  Sandbox::charge(L, static_cast<double>(n));
  return Sandbox::guarded(L, [L, n] {
    std::vector<lua_Integer> v;
    v.reserve(n);
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

}  // namespace

void push_field(lua_State* L, const FieldValue& v) {
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

void expose_helpers(Sandbox& s) {
  s.expose("v2", &l_v2);
  s.expose("bit", &l_bit);
  s.expose("mex", &l_mex);
}

}  // namespace cgcheck::lua
