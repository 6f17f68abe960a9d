#include "lua/helpers.hpp"

#include <fmt/core.h>

#include "cgt/loopy/value.hpp"
#include "cgt/loopy/work.hpp"
#include "cgt/parse_value.hpp"
#include "core/error.hpp"
#include "lua/value_tools.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <string_view>
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

// ---- game values -----------------------------------------------------------------------------
//
// Values are texts in CGSuite's notation (what value(q) returns): each argument is read into the
// state's arena (a Lua integer is read as that integer), results are texts again, Lua booleans, or
// Lua numbers for numbers (an integer, else a float: stops and temperatures are dyadic, and a float
// holds m/2^k exactly while |m| < 2^53; past that the call is refused rather than rounded). The
// value calls of one formula call may take at most kValueSteps steps of the arena's work together
// (comparisons and games built; the loopy engine's marking steps count too), and the arena at most
// the state's memory cap: past either, an error naming the limit.

constexpr std::uint64_t kValueSteps = 20'000'000;

cgt::GameId value_arg(lua_State* L, ValueTools& v, int index) {
  if (lua_isinteger(L, index)) {
    // Held to the parser's bound, Dyadic's exact range.
    const lua_Integer n = lua_tointeger(L, index);
    if (n > cgt::kMaxNumber || n < -cgt::kMaxNumber)
      throw InputError(fmt::format("argument {}: the integer {} is too large (at most 2^62 - 1 in size)", index, n));
    return v.arena.integer(n);
  }
  if (lua_type(L, index) != LUA_TSTRING)
    throw InputError(fmt::format("argument {} must be a game value in CGSuite notation (a string), not {}", index,
                                 luaL_typename(L, index)));
  std::size_t n = 0;
  const char* s = lua_tolstring(L, index, &n);
  return cgt::parse_value(v.arena, std::string_view(s, n));
}

// Loopy values (on, over, a{0|a}, X & Y): a text in CGSuite's loopy notation, read by cgt/loopy.
bool loopy_arg(lua_State* L, int index) {
  return lua_type(L, index) == LUA_TSTRING && cgt::loopy::looks_loopy(lua_tostring(L, index));
}
cgt::loopy::LoopyValue loopy_value_arg(lua_State* L, ValueTools& v, int index) {
  if (loopy_arg(L, index)) return cgt::loopy::parse(v.arena, lua_tostring(L, index));
  return cgt::loopy::of_short(v.arena, value_arg(L, v, index));
}
void push_loopy(lua_State* L, ValueTools& v, const cgt::loopy::LoopyValue& x) {
  const std::string text = cgt::loopy::to_string(v.arena, x);
  lua_pushlstring(L, text.data(), text.size());
}

}  // namespace

std::string value_text(std::string_view game, bool partizan, bool loopy, const Solved& solved) {
  if (loopy && !partizan)
    throw InputError(fmt::format("{} is loopy and impartial: its positions have no game value (use grundy() or outcome())", game));
  if (partizan) return solved.value;
  const std::uint32_t g = grundy_of(solved);
  return g == 0 ? "0" : g == 1 ? "*" : fmt::format("*{}", g);
}

namespace {

void push_dyadic(lua_State* L, const cgt::Dyadic& x) {
  if (x.is_integer()) {
    lua_pushinteger(L, x.num);
    return;
  }
  // A double's 53 bits of mantissa: 4611686018427387903/4 came back as ...976.0, and a claim would
  // have compared a rounded number.
  constexpr std::int64_t kExact = std::int64_t{1} << 53;
  if (x.num >= kExact || x.num <= -kExact)
    throw InputError(fmt::format("the number {} is not exact as a Lua float (its numerator passes 2^53): compare it "
                                 "as a game, with le/eq and its text",
                                 x.str()));
  lua_pushnumber(L, std::ldexp(static_cast<double>(x.num), -x.exp));
}

void push_value(lua_State* L, ValueTools& v, cgt::GameId g) {
  const std::string text = cgt::to_string(v.arena, g);
  lua_pushlstring(L, text.data(), text.size());
}

// Runs f(tools) for a value function: the calls of one formula share one step budget (twelve
// comparisons that each stopped just short of a per-call limit once ran 72 s), errors as Lua errors.
template <class F>
int value_call(lua_State* L, F&& f) {
  return Sandbox::guarded(L, [L, &f] {
    Sandbox& box = Sandbox::self(L);
    ValueTools& v = box.values();
    if (box.value_steps_ >= kValueSteps)
      throw InputError(fmt::format("the value functions of this call took more than {} steps of the game engine", kValueSteps));
    v.arena.set_budget(kValueSteps - box.value_steps_);
    // The loopy engine's marking steps count against the same budget (cgt/loopy/work.hpp).
    static const std::string over_budget =
        fmt::format("the value functions of this call took more than {} steps of the game engine (loopy values: "
                    "comparing them marks every pair of their positions)",
                    kValueSteps);
    const cgt::loopy::WorkLimit loopy((kValueSteps - box.value_steps_) / cgt::loopy::kWorkUnit, over_budget);
    struct Spent {
      Sandbox& box;
      cgt::Arena& arena;
      const cgt::loopy::WorkLimit& loopy;
      ~Spent() {
        box.value_steps_ += arena.spent() + loopy.spent() * cgt::loopy::kWorkUnit;
        arena.set_budget(UINT64_MAX);
      }
    } spent{box, v.arena, loopy};
    return f(v);
  });
}

int l_add(lua_State* L) {
  return value_call(L, [L](ValueTools& v) {
    if (loopy_arg(L, 1) || loopy_arg(L, 2)) {
      push_loopy(L, v, cgt::loopy::sum(loopy_value_arg(L, v, 1), loopy_value_arg(L, v, 2)));
      return 1;
    }
    push_value(L, v, v.arena.add(value_arg(L, v, 1), value_arg(L, v, 2)));
    return 1;
  });
}
int l_neg(lua_State* L) {
  return value_call(L, [L](ValueTools& v) {
    if (loopy_arg(L, 1)) {
      push_loopy(L, v, cgt::loopy::negative(loopy_value_arg(L, v, 1)));
      return 1;
    }
    push_value(L, v, v.arena.neg(v.arena.canon(value_arg(L, v, 1))));
    return 1;
  });
}
template <bool (cgt::Arena::*Compare)(cgt::GameId, cgt::GameId)>
int l_compare(lua_State* L) {
  return value_call(L, [L](ValueTools& v) {
    if (loopy_arg(L, 1) || loopy_arg(L, 2)) {  // side by side, as CGSuite compares sided values
      const auto a = loopy_value_arg(L, v, 1), b = loopy_value_arg(L, v, 2);
      const bool ab = cgt::loopy::le(a, b), ba = cgt::loopy::le(b, a);
      bool r = false;
      if constexpr (Compare == &cgt::Arena::le) r = ab;
      else if constexpr (Compare == &cgt::Arena::lt) r = ab && !ba;
      else if constexpr (Compare == &cgt::Arena::eq) r = ab && ba;
      else r = !ab && !ba;
      lua_pushboolean(L, r);
      return 1;
    }
    const cgt::GameId a = value_arg(L, v, 1), b = value_arg(L, v, 2);
    lua_pushboolean(L, (v.arena.*Compare)(a, b));
    return 1;
  });
}
int l_left_stop(lua_State* L) {
  return value_call(L, [L](ValueTools& v) {
    push_dyadic(L, v.arena.left_stop(v.arena.canon(value_arg(L, v, 1))));
    return 1;
  });
}
int l_right_stop(lua_State* L) {
  return value_call(L, [L](ValueTools& v) {
    push_dyadic(L, v.arena.right_stop(v.arena.canon(value_arg(L, v, 1))));
    return 1;
  });
}
int l_mean(lua_State* L) {
  return value_call(L, [L](ValueTools& v) {
    push_dyadic(L, v.thermographs.of(value_arg(L, v, 1)).mean);
    return 1;
  });
}
int l_temperature(lua_State* L) {
  return value_call(L, [L](ValueTools& v) {
    push_dyadic(L, v.thermographs.of(value_arg(L, v, 1)).temperature);
    return 1;
  });
}
int l_birthday(lua_State* L) {
  return value_call(L, [L](ValueTools& v) {
    lua_pushinteger(L, v.arena.birthday(v.arena.canon(value_arg(L, v, 1))));
    return 1;
  });
}
// atomic_weight(g): the atomic weight, or nil when g is not atomic.
int l_atomic_weight(lua_State* L) {
  return value_call(L, [L](ValueTools& v) {
    const auto w = v.reducer.atomic_weight(value_arg(L, v, 1));
    if (w) push_value(L, v, *w);
    else lua_pushnil(L);
    return 1;
  });
}
int l_reduced(lua_State* L) {
  return value_call(L, [L](ValueTools& v) {
    push_value(L, v, v.reducer.reduced_canonical_form(value_arg(L, v, 1)));
    return 1;
  });
}
// thermograph(g): {temperature =, mean =, left = walls, right = walls, text =}, a wall being the list
// of its segments {t =, x =, slope =} from t = -1 up (each runs to the next; the last on), text
// CGSuite's "Thermograph(...)" (a claim compares scaffolds exactly by comparing it).
int l_thermograph(lua_State* L) {
  return value_call(L, [L](ValueTools& v) {
    const cgt::Thermograph th = v.thermographs.of(value_arg(L, v, 1));
    lua_createtable(L, 0, 5);
    const std::string text = cgt::cgsuite_text(th);
    lua_pushlstring(L, text.data(), text.size());
    lua_setfield(L, -2, "text");
    push_dyadic(L, th.temperature);
    lua_setfield(L, -2, "temperature");
    push_dyadic(L, th.mean);
    lua_setfield(L, -2, "mean");
    for (const auto* wall : {&th.left, &th.right}) {
      lua_createtable(L, static_cast<int>(wall->segments.size()), 0);
      lua_Integer i = 0;
      for (const auto& seg : wall->segments) {
        lua_createtable(L, 0, 3);
        push_dyadic(L, seg.t);
        lua_setfield(L, -2, "t");
        push_dyadic(L, seg.x);
        lua_setfield(L, -2, "x");
        lua_pushinteger(L, seg.slope);
        lua_setfield(L, -2, "slope");
        lua_rawseti(L, -2, ++i);
      }
      lua_setfield(L, -2, wall == &th.left ? "left" : "right");
    }
    return 1;
  });
}
// incentives(g): Left's incentives G^L - G and Right's G - G^R of g's canonical form, as two lists.
int l_incentives(lua_State* L) {
  return value_call(L, [L](ValueTools& v) {
    const cgt::GameId g = v.arena.canon(value_arg(L, v, 1));
    const std::vector<cgt::GameId> left = v.arena.left(g), right = v.arena.right(g);
    for (const auto* side : {&left, &right}) {
      lua_createtable(L, static_cast<int>(side->size()), 0);
      lua_Integer i = 0;
      for (cgt::GameId o : *side) {
        const cgt::GameId diff = side == &left ? v.arena.add(o, v.arena.neg(g)) : v.arena.add(g, v.arena.neg(o));
        push_value(L, v, diff);
        lua_rawseti(L, -2, ++i);
      }
    }
    return 2;
  });
}

// A number argument (a Lua number, or a value such as "1/4"), for cooling temperatures.
cgt::Dyadic number_arg(lua_State* L, ValueTools& v, int i, const char* fn) {
  if (lua_type(L, i) == LUA_TNUMBER) {
    if (lua_isinteger(L, i)) return cgt::Dyadic::integer(lua_tointeger(L, i));
    // A float is a dyadic rational when some x * 2^k is an integer (1/2, 0.75); 0.1 is not.
    double x = lua_tonumber(L, i);
    for (int k = 0; k <= 30; ++k, x *= 2)
      if (std::isfinite(x) && std::abs(x) < 1e15 && x == std::floor(x)) return cgt::Dyadic::make(static_cast<std::int64_t>(x), k);
    throw InputError(fmt::format("{}: argument {} is not a dyadic rational (1/2, 0.75, or a value text such as \"3/8\")", fn, i));
  }
  const auto x = v.arena.number_value(v.arena.canon(value_arg(L, v, i)));
  if (!x) throw InputError(fmt::format("{}: argument {} is not a number", fn, i));
  return *x;
}

// The operations of the theory (cgt/operations.hpp), each as CGSuite defines it.
int l_cool(lua_State* L) {
  return value_call(L, [L](ValueTools& v) {
    push_value(L, v, v.operations.cool(value_arg(L, v, 1), number_arg(L, v, 2, "cool")));
    return 1;
  });
}
int l_heat(lua_State* L) {
  return value_call(L, [L](ValueTools& v) {
    push_value(L, v, v.operations.heat(value_arg(L, v, 1), value_arg(L, v, 2)));
    return 1;
  });
}
int l_overheat(lua_State* L) {
  return value_call(L, [L](ValueTools& v) {
    push_value(L, v, v.operations.overheat(value_arg(L, v, 1), value_arg(L, v, 2), value_arg(L, v, 3)));
    return 1;
  });
}
int l_freeze(lua_State* L) {
  return value_call(L, [L](ValueTools& v) {
    push_value(L, v, v.operations.freeze(value_arg(L, v, 1)));
    return 1;
  });
}
template <cgt::GameId (cgt::Operations::*Op)(cgt::GameId, cgt::GameId)>
int l_binary(lua_State* L) {
  return value_call(L, [L](ValueTools& v) {
    push_value(L, v, (v.operations.*Op)(value_arg(L, v, 1), value_arg(L, v, 2)));
    return 1;
  });
}
int l_confusion_interval(lua_State* L) {
  return value_call(L, [L](ValueTools& v) {
    const std::string s = v.operations.confusion_interval(value_arg(L, v, 1));
    lua_pushlstring(L, s.data(), s.size());
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

// loopy(g): the loopy analysis of a value, as solve --show gives it: {value, onside, offside,
// left_stop, right_stop, degree, outcome}, each a text ("-" where undefined).
int l_loopy(lua_State* L) {
  return value_call(L, [L](ValueTools& v) {
    const cgt::loopy::LoopyValue x = loopy_value_arg(L, v, 1);
    lua_createtable(L, 0, 7);
    push_loopy(L, v, x);
    lua_setfield(L, -2, "value");
    for (const char* name : {"onside", "offside", "left_stop", "right_stop", "degree", "outcome"}) {
      const std::string text = cgt::loopy::column(v.arena, x, name);
      lua_pushlstring(L, text.data(), text.size());
      lua_setfield(L, -2, name);
    }
    return 1;
  });
}

void push_loopy_value(lua_State* L, const std::string& value) {
  if (value.starts_with("inf")) lua_pushlstring(L, value.data(), value.size());
  else lua_pushinteger(L, static_cast<lua_Integer>(std::stoll(value)));
}

void expose_helpers(Sandbox& s) {
  s.expose("v2", &l_v2);
  s.expose("bit", &l_bit);
  s.expose("mex", &l_mex);
  s.expose("add", &l_add);
  s.expose("neg", &l_neg);
  s.expose("le", &l_compare<&cgt::Arena::le>);
  s.expose("lt", &l_compare<&cgt::Arena::lt>);
  s.expose("eq", &l_compare<&cgt::Arena::eq>);
  s.expose("fuzzy", &l_compare<&cgt::Arena::fuzzy>);
  s.expose("left_stop", &l_left_stop);
  s.expose("right_stop", &l_right_stop);
  s.expose("mean", &l_mean);
  s.expose("temperature", &l_temperature);
  s.expose("birthday", &l_birthday);
  s.expose("incentives", &l_incentives);
  s.expose("atomic_weight", &l_atomic_weight);
  s.expose("reduced_canonical_form", &l_reduced);
  s.expose("thermograph", &l_thermograph);
  s.expose("cool", &l_cool);
  s.expose("heat", &l_heat);
  s.expose("overheat", &l_overheat);
  s.expose("freeze", &l_freeze);
  s.expose("norton", &l_binary<&cgt::Operations::norton>);
  s.expose("ordinal_sum", &l_binary<&cgt::Operations::ordinal_sum>);
  s.expose("conjunctive_sum", &l_binary<&cgt::Operations::conjunctive_sum>);
  s.expose("selective_sum", &l_binary<&cgt::Operations::selective_sum>);
  s.expose("confusion_interval", &l_confusion_interval);
  s.expose("loopy", &l_loopy);
}

}  // namespace cgcheck::lua
