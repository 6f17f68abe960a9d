#pragma once
// Who wins a disjunctive sum, decided by minimax search instead of by its canonical form. The
// canonical form of a large component can be far bigger than the answer needs (the 1 x 32
// alternating Clobber row has a value whose text runs past 128 MiB); its outcome is one bit per
// player. The search plays the sum move by move, with a transposition table keyed by the multiset of
// what is left. A component whose canonical form the host can afford (its own budget decides) is
// not played as a position: it joins the sum as its canonical form, whose options are few
// (dominated options removed, reversible ones bypassed), and canonical forms are added together
// whenever the arena can do it within a small budget of its own (numbers and small games always
// can), so that a sum of small games becomes one canonical game and a comparison with 0 ends the
// search there. Replacing a component by an equal game, or two components by their sum, does not
// change the outcome of a sum, so the answer is exact. Knows no ruleset: components are the host's
// ids.
#include <cstdint>
#include <optional>
#include <span>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "cgt/game.hpp"
#include "core/outcome.hpp"

namespace cgcheck::cgt {

using Component = std::uint32_t;

class SumHost {
 public:
  // The moves of component c for Left (left = true) or for Right. Move i leaves the components
  // comps[ends[i - 1], ends[i]) (ends[-1] = 0) in c's place; none when it leaves nothing to play.
  virtual void moves(Component c, bool left, std::vector<Component>& comps, std::vector<std::uint32_t>& ends) = 0;
  // c's canonical form in the arena when the host can afford it, else nullopt: the search then plays
  // c move by move. Asked once per component.
  virtual std::optional<GameId> value(Component c) = 0;
  // Called every 1,024 search nodes, with the nodes searched and the bytes the search's tables hold:
  // the host's budgets, memory limit and interrupts (it throws to stop the search).
  virtual void tick(std::uint64_t nodes, std::uint64_t table_bytes) = 0;

 protected:
  ~SumHost() = default;
};

class SumSearch {
 public:
  // merge_steps: the arena steps one attempt at adding two canonical forms may take.
  SumSearch(Arena& arena, SumHost& host, std::uint64_t merge_steps = 20'000)
      : arena_(arena), host_(host), merge_steps_(merge_steps) {}

  // Does the player who moves first (Left when left_first) win the sum of `components` and the
  // canonical forms `values` (a typed value compared with a board enters the sum as its negative)?
  bool wins(std::span<const Component> components, bool left_first, std::span<const GameId> values = {});
  // The outcome class of the sum: both players' first-move results.
  Outcome outcome(std::span<const Component> components, std::span<const GameId> values = {});

  std::uint64_t nodes() const { return nodes_; }
  std::uint64_t table_size() const { return table_.size(); }
  std::uint64_t table_bytes() const;

 private:
  // A sum as the search holds it: the components played as positions, and the canonical forms of
  // the others (none of them 0; each list sorted, repeats kept).
  struct State {
    std::vector<Component> hard;
    std::vector<GameId> values;
  };
  struct Info {
    std::int8_t affordable = -1;  // -1 not asked yet, 0 played move by move, 1 folded into `rest`
    GameId value = 0;
    bool expanded[2] = {false, false};  // [1]: Left's moves
    std::vector<Component> comps[2];
    std::vector<std::uint32_t> ends[2];
  };
  struct KeyHash {
    std::size_t operator()(const std::vector<std::uint32_t>& k) const noexcept;
  };

  Info& info(Component c);
  bool affordable(Component c);
  // The state a move leaves: `from` without its component `at`, with `move`'s components in its place.
  void play(const State& from, std::size_t at, std::span<const Component> move, State& to);
  // Adds canonical form v to the values of s: into the first value it sums with within the merge
  // budget, else as a value of its own.
  void join(State& s, GameId v);
  // Sorts both lists (the table's key is the multiset).
  static void settle(State& s);
  bool win(const State& s, bool left);
  static std::vector<std::uint32_t> key(const State& s, bool left);

  Arena& arena_;
  SumHost& host_;
  std::vector<Info> infos_;
  std::unordered_map<std::vector<std::uint32_t>, bool, KeyHash> table_;
  std::unordered_set<std::uint64_t> unmerged_;  // pairs of values whose sum is past the merge budget
  std::uint64_t merge_steps_;
  std::uint64_t nodes_ = 0, key_words_ = 0;
};

}  // namespace cgcheck::cgt
