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

}  // namespace cgcheck::lua
