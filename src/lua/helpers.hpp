#pragma once
// Arithmetic helpers every script gets (conjectures, game files, claim files): v2(x), bit(x, i),
// mex(list). They know no game.
#include "lua/sandbox.hpp"

namespace cgcheck::lua {

void expose_helpers(Sandbox& s);

}  // namespace cgcheck::lua
