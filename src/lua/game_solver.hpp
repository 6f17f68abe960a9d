#pragma once
// The solver for games written in Lua: it knows only the file's rules. Positions are interned
// (each distinct normalized array gets an id), options(p) — or left(p) and right(p) — is called
// once per distinct position and normalize once per option produced; memo, mex, nim-sums and
// canonical sums are C++. With components(p), every option is split into its components before it
// is interned: only components get memo entries, and an option's value is the nim-sum (or the
// canonical sum) of its components' values. The search is an explicit stack (a file may have deep games) that
// detects a cycle in the move graph and names it.
// The outcome of a partizan position is decided by search (cgt::SumSearch) over its components:
// a component gets a canonical form only when it can be had within a small budget of moves and
// arena steps; larger ones are played move by move.
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/sum_search.hpp"
#include "core/nim_search.hpp"
#include "core/outcome.hpp"
#include "core/position_store.hpp"
#include "lua/game_file.hpp"

namespace cgcheck::lua {

class GameSolver {
 public:
  using Id = PositionStore::Id;
  explicit GameSolver(GameFile& game);
  ~GameSolver();

  // The value of a normalized position: its Grundy value (impartial) or its canonical form in
  // arena() (partizan).
  std::uint32_t grundy(const Position& p);
  cgt::GameId value(const Position& p);
  // The outcome class. Partizan: read off the value when it is already known, else decided by
  // search over p's components, which computes canonical forms only of components within the
  // attempt budget (set_attempt_budget).
  Outcome outcome(const Position& p);
  // The outcome class of p + extra (canonical forms in arena()), by the same search: p - v decides
  // how p compares with v (P: equal, L: greater, R: less, N: confused) without p's canonical form.
  Outcome outcome_with(const Position& p, std::span<const cgt::GameId> extra);
  // Whether the player who moves first (Left when left_first) wins p, by the same search.
  bool wins(const Position& p, bool left_first);
  // The budgets of the outcome search: one attempt at a component's canonical form (moves explored,
  // arena steps; 0 moves: every component is played move by move, as tests do), and one attempt
  // at adding two canonical forms (arena steps). Set before the first outcome().
  void set_search_budgets(std::uint64_t attempt_moves, std::uint64_t attempt_steps, std::uint64_t merge_steps) {
    attempt_moves_ = attempt_moves;
    attempt_steps_ = attempt_steps;
    merge_steps_ = merge_steps;
  }
  std::uint64_t search_nodes() const { return search_ ? search_->nodes() : 0; }
  // The Grundy value of an impartial position by search (core/nim_search.hpp: Lemoine and Viennot's
  // method), which values only the components its questions need; the values it finds are the
  // memo's, shared with grundy().
  std::uint32_t grundy_by_search(const Position& p);
  // The Grundy value by the method asked. Automatically: the full solve, handing over to the search
  // when it has expanded kAutoExpansions positions, met no value above kAutoMaxValue, and the file
  // splits positions into components (the search then starts from every value the full solve
  // found). The search pays for every value it rules out (is the value k? every j < k must be had)
  // and gains most where options split into components whose values fold away: a board game of
  // many positions and small values (Cram) favours it, a game of large values (Wythoff's) or of one
  // chain of positions whose values are all needed (Mem, Fibonacci Nim) the full solve
  // (docs/performance.md has the figures the rule was drawn from).
  std::uint32_t grundy_with(const Position& p, NimMethod method);
  static constexpr std::uint64_t kAutoExpansions = 5'000;
  static constexpr std::uint32_t kAutoMaxValue = 16;
  // The value in words: the Grundy value, or the canonical form in CGSuite notation.
  std::string value_text(const Position& p);

  cgt::Arena& arena() { return arena_; }
  GameFile& game() { return game_; }
  // Moves (options and components) a single solve may explore (0: no limit) and bytes its tables
  // may take (0: no limit).
  void set_budget(std::uint64_t moves) { budget_ = moves; }
  // The limit holds the store and the arena of values together (sums of components can grow the
  // arena's tables far past the store): each solve gives the arena what the store leaves.
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
  Id solve_id(Id root);
  Id intern(std::span<const std::int64_t> p);
  // Interns list_ into out (the positions' ids); `self`, when one of them, is a move to itself.
  void intern_list(const char* fn, Id self, bool grouped, std::vector<Id>& out);
  // The same for moves from GameFile::move_keys: keys_, with list_ for the moves without a key.
  void intern_keys(const char* fn, Id self, std::vector<Id>& out);
  void moves(const Position& p, Side side, const char* fn, Frame& f);
  // c's moves for one side, each split into its components and interned (not solved), as both
  // searches take them: move i leaves comps[ends[i - 1], ends[i]). `what` words the work budget's
  // refusal ("solve", "decide").
  void split_moves_of(Id c, Side side, const char* fn, const char* what, std::vector<Id>& comps,
                      std::vector<std::uint32_t>& ends);
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
  std::vector<std::uint32_t> keys_;    // of the moves, from GameFile::move_keys
  // A move cache key's answer interned here (kNone: not yet). At most an eighth of the move cache's
  // bytes (a key takes a 32-byte slot there), which the cache's own bound caps.
  std::vector<Id> by_key_;
  std::vector<Frame> spare_;  // frames whose vectors are reused
  std::uint64_t budget_ = 0, memory_limit_ = 0, expansions_ = 0, moves_ = 0, solve_start_ = 0;
  // Where the work budget's count began: the top-level solve, or the outcome query whose attempts
  // and search moves all count against one budget (an attempt's own count restarts at
  // solve_start_). Counted per attempt, a game whose positions grow with every move made each of
  // the search's nodes pay a fresh attempt over ever longer positions: unbounded in time.
  std::uint64_t query_start_ = 0;

  // The nim-value search and its host (a component's options, split and interned; the memo's values).
  class NimSearchHost;
  friend class NimSearchHost;
  std::unique_ptr<NimSearchHost> nim_host_;
  std::unique_ptr<NimSearch> nim_search_;
  // The outcome search and its host (the moves and affordable values of components).
  class Host;
  friend class Host;
  std::unique_ptr<Host> host_;
  std::unique_ptr<cgt::SumSearch> search_;
  // p's components for the search (the search made on first use); the work budget counts from here.
  std::vector<cgt::Component> search_parts(const Position& p, Id id);
  // Measured on alternating Clobber rows of 40 to 52 stones (docs/performance.md): larger budgets
  // buy fewer search nodes at a higher price in comparisons; these were the fastest.
  std::uint64_t attempt_moves_ = 5'000, attempt_steps_ = 20'000, merge_steps_ = 50;
  bool attempting_ = false;  // a budgeted attempt is running: its limit abandons it
  std::uint64_t expansion_cap_ = 0;  // grundy_with's first try: the full solve stops past this many
  std::uint32_t max_value_ = 0;      // the largest Grundy value the full solve has found
  struct Abandoned {};
};

}  // namespace cgcheck::lua
