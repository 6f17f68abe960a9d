#pragma once
// Helpers every script gets (conjectures, game files, claim files): v2(x), bit(x, i), mex(list);
// and game values in CGSuite notation: add(a, b), neg(a), le/lt/eq/fuzzy(a, b), left_stop(g),
// right_stop(g), mean(g), temperature(g), birthday(g), incentives(g), atomic_weight(g),
// reduced_canonical_form(g), thermograph(g). They know no game.
#include "claims/registry.hpp"
#include "lua/sandbox.hpp"

namespace cgcheck::lua {

void expose_helpers(Sandbox& s);

// Pushes a position's named value (a game's Explorer field) onto L: an integer, a boolean, a
// string, or a list of integers as an array. Inside a protected call (it allocates).
void push_field(lua_State* L, const FieldValue& v);

// Pushes a loopy game's generalized Sprague-Grundy value as scripts see it: an integer, or the text
// inf(K) of an infinite one. Inside a protected call.
void push_loopy_value(lua_State* L, const std::string& value);

// A position's game value as scripts see it, in CGSuite notation whatever the kind of game: a
// partizan game's value as solved, an impartial game's Grundy value g as the nimber *g (0, *, *2),
// so that the value functions read it as a game, not as the number g (Nim heaps 1,2 and 3 once
// added to 6). A loopy game's values are not short games: refused, naming the functions that fit.
std::string value_text(std::string_view game, bool partizan, bool loopy, const Solved& solved);

}  // namespace cgcheck::lua
