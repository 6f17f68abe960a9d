#pragma once
// A formula's Lua answer at one position, judged by its check kind (claims/check_kind.hpp): the one
// place that reads a claim file's formula and a hunt's conjecture alike, so the two ways of writing
// a claim get the same verdict, wording and refusals at the same position.
#include <functional>
#include <string>
#include <string_view>

#include "cgt/game.hpp"
#include "claims/check_kind.hpp"
#include "core/error.hpp"
#include "lua/sandbox.hpp"

namespace cgcheck::lua {

// The truth at the position, asked only for what the kind compares.
struct Truth {
  std::function<std::string()> outcome;  // "P", "N", "L", "R"; "D" for a draw
  std::function<LoopyGrundy()> grundy;   // a Grundy value, or a loopy game's generalized one
  std::function<cgt::GameId()> value;    // a partizan value, in *arena
  std::function<std::string()> loopy_value;  // a loopy partizan game's value, in CGSuite's notation
  cgt::Arena* arena = nullptr;
};

// What the game is, for the answer's type and the P-rule's wording.
struct Play {
  bool partizan = false, loopy = false;
};

// The verdict on the answer at the top of L (of Lua type `type`) for `kind`. An answer of the wrong
// type, or a text that is no value of its kind, throws wrong(due) with the words of what is due.
Verdict judge_answer(lua_State* L, int type, CheckKind kind, Play play, const Truth& truth,
                     const std::function<InputError(std::string_view due)>& wrong);

}  // namespace cgcheck::lua
