#pragma once
// Misère play (the player who cannot move wins), on a game's move graph (core/play_graph.hpp).
//
// Impartial games: Conway's genus (On Numbers and Games, ch. 12; Winning Ways, ch. 13). The genus
// of G is g^(γ0 γ1 γ2 ...): g its normal-play Grundy value, γn the misère Grundy value of
// G + n·*2 (so γ0 is G's own misère Grundy value, CGSuite's MisereNimValue, and G is a misère
// P-position iff γ0 = 0). It is computed from the genera of the options, as CGSuite does: for G
// with options, γ0 = mex(γ0 of the options) and γn = mex(γ(n-1), γ(n-1) xor 1, γn of the
// options) (the moves of G + n·*2 are G' + n·*2, G + (n-1)·*2 + *1 and G + (n-1)·*2); the game
// with no move is 0^120. The sequence alternates from some point on; it is written up to the
// first two terms of its alternating tail (4^146 means γ = 1, 4, 6, 4, 6, ...), with a
// parenthesized, comma-separated superscript when a term has two digits, as CGSuite prints it.
// misere_sum_grundy (below) computes γn directly from the rules, as the misère value of the sum
// with n heaps of two: the tests' second computation.
//
// Partizan games: the misère outcome class by direct recursion over the options.
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/outcome.hpp"
#include "core/play_graph.hpp"

namespace cgcheck {

struct Genus {
  Grundy base = 0;         // the normal-play Grundy value
  std::vector<Grundy> sup;  // γ0 γ1 ..., up to the first two terms of the alternating tail

  // γi for any i (past the written terms, the tail alternates).
  Grundy digit(std::size_t i) const {
    if (i < sup.size()) return sup[i];
    return sup[sup.size() - 2 + ((i - sup.size()) & 1)];
  }
  Grundy misere() const { return sup[0]; }
  std::string text() const;
  bool operator==(const Genus&) const = default;

  static Genus zero() { return {0, {1, 2, 0}}; }
  // The genus of a game with these options (at least one).
  static Genus of_options(std::span<const Genus* const> options);
};

// Per position (graph id) its misère analysis, kept between the positions of a batch.
class MisereMemo {
 public:
  using Id = PlayGraph::Id;
  // The genus of root; every position below it without one gets its own. Throws what on_cycle(id)
  // throws when the graph has a cycle through id (misère analysis needs a game that ends).
  template <class OnCycle>
  const Genus& genus(const PlayGraph& g, Id root, OnCycle&& on_cycle) {
    walk(g, root, on_cycle, [&](Id v) {
      std::vector<const Genus*> opts;
      for (Id w : g.options(v)) opts.push_back(&genus_[w]);
      genus_[v] = opts.empty() ? Genus::zero() : Genus::of_options(opts);
    });
    return genus_[root];
  }
  // Partizan: the misère outcome class of root (L, R, P or N).
  template <class OnCycle>
  Outcome outcome(const PlayGraph& g, Id root, OnCycle&& on_cycle) {
    walk(g, root, on_cycle, [&](Id v) {
      // bit 0: Left moving first wins; bit 1: Right moving first wins. No move: the mover wins.
      bool lwin = g.left(v).empty(), rwin = g.right(v).empty();
      for (Id w : g.left(v)) lwin = lwin || !(wins_[w] & 2);
      for (Id w : g.right(v)) rwin = rwin || !(wins_[w] & 1);
      wins_[v] = static_cast<std::uint8_t>((lwin ? 1 : 0) | (rwin ? 2 : 0));
    });
    const std::uint8_t b = wins_[root];
    return b == 3 ? Outcome::N : b == 1 ? Outcome::L : b == 2 ? Outcome::R : Outcome::P;
  }
  std::uint64_t bytes() const {
    std::uint64_t b = state_.capacity() + wins_.capacity() + genus_.capacity() * sizeof(Genus);
    for (const auto& x : genus_) b += x.sup.capacity() * sizeof(Grundy);
    return b;
  }

 private:
  // Post-order over the positions below root not done yet: finish(v) runs once every option of v
  // is done.
  template <class OnCycle, class Finish>
  void walk(const PlayGraph& g, Id root, OnCycle& on_cycle, Finish&& finish) {
    grow(root);
    if (state_[root] == kDone) return;
    struct Frame {
      Id v;
      std::size_t next;
    };
    std::vector<Frame> stack{{root, 0}};
    state_[root] = kOpen;
    std::uint64_t steps = 0;
    while (!stack.empty()) {
      // Polled by the edge, not by the position finished: a position's finish reads all its moves,
      // and positions with 10^5 moves each made 4,096 finishes minutes long.
      if ((++steps & 0xFFF) == 0) poll_interrupt();
      Frame& f = stack.back();
      const auto l = g.left(f.v), r = g.right(f.v);
      if (f.next < l.size() + r.size()) {
        const Id w = f.next < l.size() ? l[f.next] : r[f.next - l.size()];
        ++f.next;
        grow(w);
        if (state_[w] == kOpen) on_cycle(w);
        if (state_[w] == kNew) {
          state_[w] = kOpen;
          stack.push_back({w, 0});
        }
        continue;
      }
      finish(f.v);
      state_[f.v] = kDone;
      stack.pop_back();
    }
  }
  void grow(Id v) {
    if (v >= state_.size()) {
      state_.resize(v + 1, kNew);
      wins_.resize(v + 1, 0);
      genus_.resize(v + 1);
    }
  }
  static constexpr std::uint8_t kNew = 0, kOpen = 1, kDone = 2;
  std::vector<std::uint8_t> state_, wins_;
  std::vector<Genus> genus_;
};

// The misère Grundy value of root + n·*2, straight from the moves (no genus): positions (v, twos,
// ones) of the sum solved as whole positions. The second computation of Genus::sup's terms.
Grundy misere_sum_grundy(const PlayGraph& g, PlayGraph::Id root, unsigned twos);

}  // namespace cgcheck
