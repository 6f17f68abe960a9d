#pragma once
// The solver for games written in Lua: it knows only the file's rules. Positions are interned
// (each distinct normalized array gets an id), options(p) — or left(p) and right(p) — is called
// once per distinct position and normalize once per option produced; memo, mex, nim-sums and
// canonical sums are C++. With components(p), every option is split into its components before it
// is interned: only components get memo entries, and an option's value is the nim-sum (or the
// canonical sum) of its components' values. The search is an explicit stack (a file may have deep games) that
// detects a cycle in the move graph and names it.
#include <cstdint>
#include <string>
#include <vector>

#include "cgt/game.hpp"
#include "core/outcome.hpp"
#include "core/position_store.hpp"
#include "lua/game_file.hpp"

namespace cgcheck::lua {

class GameSolver {
 public:
  using Id = PositionStore::Id;
  explicit GameSolver(GameFile& game) : game_(game) {}

  // The value of a normalized position: its Grundy value (impartial) or its canonical form in
  // arena() (partizan).
  std::uint32_t grundy(const Position& p);
  cgt::GameId value(const Position& p);
  Outcome outcome(const Position& p);
  // The value in words: the Grundy value, or the canonical form in CGSuite notation.
  std::string value_text(const Position& p);

  cgt::Arena& arena() { return arena_; }
  GameFile& game() { return game_; }
  // Moves (options and components) a single solve may explore (0: no limit) and bytes its tables
  // may take (0: no limit).
  void set_budget(std::uint64_t moves) { budget_ = moves; }
  void set_memory_limit(std::uint64_t bytes) { memory_limit_ = bytes; }
  std::uint64_t expansions() const { return expansions_; }
  std::uint64_t positions() const { return store_.count(); }

 private:
  struct Frame {
    Id id;
    bool sum = false;          // a disjunctive sum of components (else a position with moves)
    std::vector<Id> kids;      // components, or options (Left's first for partizan games)
    // With components(): each option split into its components, option i being
    // kids[ends[i - 1], ends[i]) (ends[-1] = 0). Else option i is kids[i].
    bool grouped = false;
    std::vector<std::uint32_t> ends;
    std::size_t left = 0;      // partizan: options [0, left) are Left's
    std::size_t next = 0;      // next kid to solve
  };
  // Runs f on a large stack (partizan games: the arena's canonical forms, sums and comparisons
  // recurse once per birthday); inline when already there or for impartial games.
  template <class F>
  auto deep(F&& f) -> decltype(f());
  Id solve(const Position& p);
  void expand(Frame& f);
  void finish(const Frame& f);
  [[noreturn]] void cycle(Id kid, const std::vector<Frame>& stack);

  GameFile& game_;
  cgt::Arena arena_;
  PositionStore store_;
  std::vector<std::uint8_t> state_;  // 0 not seen, 1 on the search stack, 2 solved
  std::vector<std::uint32_t> value_;  // Grundy value, or GameId of the canonical form
  // Partizan: a bound on the birthday of the value (the longest line of play; for a sum, the sum
  // of its components'), capped just above kMaxHeight.
  std::vector<std::uint32_t> height_;
  bool deep_ = false;  // running on the large stack
  PositionList list_;
  std::vector<std::size_t> groups_;  // of list_ (see GameFile::split_moves)
  std::vector<std::uint64_t> hashes_;  // of list_, for the batched intern (see expand)
  std::vector<Frame> spare_;  // frames whose vectors are reused
  std::uint64_t budget_ = 0, memory_limit_ = 0, expansions_ = 0, moves_ = 0, solve_start_ = 0;
};

}  // namespace cgcheck::lua
