#pragma once
// `solve --play misere` and claims with play = "misere": a session that answers under misère play.
#include <memory>

#include "runtime/game_entry.hpp"

namespace cgcheck {

// The game's own misère session (GameEntry::misere: game files, seqcomp) or, for an impartial game
// without one, the generic session over its normal session's options(): positions interned by
// their printed text, the move graph kept between the positions of a batch, each position's genus
// from its options' (core/misere.hpp). solve() prints POSITION, the misère Grundy value, the misère
// outcome (P or N) and the genus; grundy() is the misère Grundy value. Throws InputError for a
// partizan game without a misère session.
std::unique_ptr<SolveSession> misere_session(const GameEntry& game);

}  // namespace cgcheck
