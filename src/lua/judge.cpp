#include "lua/judge.hpp"

#include <fmt/core.h>

#include "cgt/loopy/value.hpp"
#include "cgt/parse_value.hpp"

namespace cgcheck::lua {

Verdict judge_answer(lua_State* L, int type, CheckKind kind, Play play, const Truth& truth,
                     const std::function<InputError(std::string_view due)>& wrong) {
  const std::string_view due = answer_due(kind, play.loopy);
  switch (kind) {
    case CheckKind::property:
      if (type != LUA_TBOOLEAN) throw wrong(due);
      return property_verdict(lua_toboolean(L, -1) != 0);
    case CheckKind::p_iff:
      if (type != LUA_TBOOLEAN) throw wrong(due);
      return p_iff_verdict(lua_toboolean(L, -1) != 0, truth.outcome(), !play.partizan);
    case CheckKind::p_if:
      if (type != LUA_TBOOLEAN) throw wrong(due);
      if (!lua_toboolean(L, -1)) return std::nullopt;  // the truth is not asked where nothing is claimed
      return p_if_verdict(true, truth.outcome(), !play.partizan);
    case CheckKind::grundy_is: {
      if (play.partizan) throw InputError("grundy_is is for impartial games; a partizan game's claims use value_is");
      // An integer; on a loopy game also the text of an infinite value, inf(K), read as a value (it
      // depends on the set K alone) and refused when it is none.
      std::string said;
      if (lua_isinteger(L, -1)) said = std::to_string(lua_tointeger(L, -1));
      else if (type == LUA_TSTRING && play.loopy) said = lua_tostring(L, -1);
      else throw wrong(due);
      LoopyGrundy claimed;
      try {
        claimed = LoopyGrundy::parse(said);
      } catch (const InputError&) {
        throw wrong(due);
      }
      return grundy_verdict(claimed, truth.grundy());
    }
    case CheckKind::outcome_is: {
      if (type != LUA_TSTRING) throw wrong(due);
      const std::string said = lua_tostring(L, -1);
      // A partizan loopy game's outcome is its first players' results (L-first:W,R-first:D), compared
      // as that text; every other game's is a class.
      if (!(play.loopy && play.partizan) && said != "P" && said != "N" && said != "L" && said != "R" &&
          !(said == "D" && play.loopy))
        throw wrong(due);
      return outcome_verdict(said, truth.outcome());
    }
    case CheckKind::value_is: {
      if (type != LUA_TSTRING) throw wrong(due);
      // Compared as game values, not as text: "1/2" and "{0|1}" agree.
      std::size_t n = 0;
      const char* s = lua_tolstring(L, -1, &n);
      cgt::Arena& arena = *truth.arena;
      if (play.loopy) {  // stoppers and sided values, compared side by side
        cgt::loopy::LoopyValue said;
        try {
          said = cgt::loopy::parse(arena, std::string_view(s, n));
        } catch (const InputError& e) {
          throw wrong(fmt::format("{} ({})", due, e.what()));
        }
        const std::string is_text = truth.loopy_value();
        const cgt::loopy::LoopyValue is = cgt::loopy::parse(arena, is_text);
        return value_verdict(cgt::loopy::eq(said, is), cgt::loopy::to_string(arena, said), is_text);
      }
      cgt::GameId claimed;
      try {
        claimed = cgt::parse_value(arena, std::string_view(s, n));
      } catch (const cgt::OverBudget&) {
        throw;
      } catch (const InputError& e) {
        throw wrong(fmt::format("{} ({})", due, e.what()));
      }
      const cgt::GameId is = truth.value();
      return value_verdict(arena.eq(claimed, is), cgt::to_string(arena, claimed), cgt::to_string(arena, is));
    }
    case CheckKind::periodic:
    case CheckKind::quotient: break;
  }
  throw InputError(fmt::format("a {} claim has no formula to judge", name(kind)));
}

}  // namespace cgcheck::lua
