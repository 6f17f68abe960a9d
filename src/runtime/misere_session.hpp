#pragma once
// `solve --play misere` and claims with play = "misere": a session that answers under misère play.
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "cgt/misere_form.hpp"
#include "runtime/game_entry.hpp"

namespace cgcheck {

// The game's own misère session (GameEntry::misere: game files, seqcomp) or, for an impartial game
// without one, the generic session over its normal session's options(): positions interned by
// their printed text, the move graph kept between the positions of a batch, each position's genus
// from its options' (core/misere.hpp). solve() prints POSITION, the misère Grundy value, the misère
// outcome (P or N) and the genus; grundy() is the misère Grundy value. Throws InputError for a
// partizan game without a misère session.
std::unique_ptr<SolveSession> misere_session(const GameEntry& game);

// `solve --play misere --show canonical`: the misère canonical form of an impartial position (of a
// built-in game or a game file), made from its options as the game's session lists them
// (SolveSession::options), each position once, its form from its options' forms
// (cgt/misere_form.hpp). Positions are kept by their printed text between the positions of a batch.
// Throws InputError for a partizan game, a game that does not list its options, a position past
// the budget (moves explored) or the memory limit.
class MisereForms {
 public:
  explicit MisereForms(const GameEntry& game);
  cgt::MisereId form(std::string_view position);
  cgt::MisereArena& arena() { return arena_; }
  void set_budget(std::uint64_t moves) { budget_ = moves; }
  void set_memory_limit(std::uint64_t bytes) {
    memory_ = bytes;
    arena_.set_memory_limit(bytes == 0 ? UINT64_MAX : bytes);
  }

 private:
  const GameEntry& game_;
  std::unique_ptr<SolveSession> session_;
  cgt::MisereArena arena_;
  std::unordered_map<std::string, cgt::MisereId> done_;
  std::uint64_t budget_ = 0, memory_ = 0, text_bytes_ = 0;
};

}  // namespace cgcheck
