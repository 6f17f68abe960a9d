#pragma once
// The value of Theorem 7's compound [a_n, ..., a_0]→J at one of its positions (papers/seqcomp/theorem_brackets.hpp)
// of "The Game Value of Sequential Compounds of Integers and Stars", K. Hashimoto (001_9c21747cec62aaf1.txt),
// by the engine, with the bracket of Definition 12.
#include "cgt/game.hpp"
#include "papers/seqcomp/theorem_brackets.hpp"
#include "games/seqcomp/seqcomp.hpp"
#include "papers/seqcomp/formulas.hpp"

namespace cgcheck::seqcomp {

// J of a case, in the engine's arena (canonical).
inline GameId bracket_j(Engine& w, Theorem7Case which, const Brackets::Position& t) {
  return which == Theorem7Case::a ? w.a.zero() : which == Theorem7Case::b ? w.a.star() : w.u.game(t.j);
}
// [a_n, ..., a_0]→J
inline GameId bracket_value(Engine& w, Theorem7Case which, const Brackets::Position& t) {
  return w.a.canon(w.c.seq(w.c.chain(bracket(t.a)), bracket_j(w, which, t)));
}

}  // namespace cgcheck::seqcomp
