#pragma once
// solve --play misere --show and a claim file's misere_form(q): the columns of a misère canonical
// form, CGSuite's properties of the
// same names: the form in CGSuite's notation, its genus as CGSuite prints it (nim heaps "2", tame
// and restive games "0^0", others in full), tame (hereditarily), restive, restless, the misère and
// normal-play nim values.
// `solve --play misere --show canonical`: the misère canonical form of an impartial position (of a
// built-in game or a game file), made from its options as the game's session lists them
// (SolveSession::options), each position once, its form from its options' forms
// (cgt/misere_form.hpp). Positions are kept by their printed text between the positions of a batch.
// Throws InputError for a partizan game, a game that does not list its options, a position past
// the budget (moves explored) or the memory limit.
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "cgt/misere_form.hpp"
#include "runtime/game_entry.hpp"

namespace cgcheck {

class MisereForms {
 public:
  explicit MisereForms(const GameEntry& game);
  // A game by its id, its session (which lists options) and its normalizer (may be empty).
  MisereForms(std::string id, bool partizan, std::unique_ptr<SolveSession> session,
              std::function<std::string(std::string_view)> normalize);
  cgt::MisereId form(std::string_view position);
  cgt::MisereArena& arena() { return arena_; }
  void set_budget(std::uint64_t moves) { budget_ = moves; }
  void set_memory_limit(std::uint64_t bytes) {
    memory_ = bytes;
    arena_.set_memory_limit(bytes == 0 ? UINT64_MAX : bytes);
  }

 private:
  std::string id_;
  std::function<std::string(std::string_view)> normalize_;
  std::unique_ptr<SolveSession> session_;
  cgt::MisereArena arena_;
  std::unordered_map<std::string, cgt::MisereId> done_;
  std::uint64_t budget_ = 0, memory_ = 0, text_bytes_ = 0;
};


// The column names, and one column of form g.
extern const std::vector<std::string> kMisereColumns;
std::string misere_column(cgt::MisereArena& a, cgt::MisereId g, const std::string& name);

}  // namespace cgcheck
