#pragma once
// The state markers of CGSuite's loopy comparison (LoopyGame.java, "Comparison algorithms"): one
// byte per pair (g, h) of vertices of two graphs, the Left-to-move and Right-to-move states of the
// difference H - G interleaved in its bits. Ported literally, bit for bit, so that every comparison
// the simplifier makes agrees with CGSuite's; the recursion is as deep as the state space, so callers
// run it on a large stack.
#include <cstdint>
#include <vector>

#include "cgt/loopy/graph.hpp"
#include "cgt/loopy/work.hpp"
#include "cgt/loopy/simplify.hpp"
#include "core/progress.hpp"

namespace cgcheck::cgt::loopy::detail {

inline constexpr std::uint8_t kVisited = 0x03, kWinnerKnown = 0x0c, kMoverWins = 0x03, kVisitedMask = 0x0f,
                              kVisitedSec = 0x30, kGood = 0xc0;

class StateMarks {
 public:
  StateMarks(const Graph& g, const Graph& g_rev, const Graph& h, const Graph& h_rev)
      : g_(g), gr_(g_rev), h_(h), hr_(h_rev), nh_(h.size()),
        m_(static_cast<std::size_t>(g.size()) * static_cast<std::size_t>(h.size()), 0) {}

  // leq for one pair from scratch (CGSuite's private leq with its markers zero).
  bool leq(int gv, int hv, Side side);
  // Marks every state (CGSuite's markStatesWonForRight), after which indicates_leq answers for all
  // pairs.
  void mark_states_won_for_right(Side side);
  bool indicates_leq(int gv, int hv) const {
    return (at(gv, hv) & kRightToMove & (kWinnerKnown | kMoverWins)) != (kRightToMove & (kWinnerKnown | kMoverWins));
  }
  void mark_all_strong_wins();

 private:
  std::uint8_t& at(int gv, int hv) { return m_[static_cast<std::size_t>(gv) * nh_ + hv]; }
  std::uint8_t at(int gv, int hv) const { return m_[static_cast<std::size_t>(gv) * nh_ + hv]; }
  // Mover's moves in H - G: in G, the opponent's edges (G is negated); in H, the mover's own.
  const std::vector<int>& g_moves(int gv, std::uint8_t mover) const {
    return mover == kLeftToMove ? g_.right[gv] : g_.left[gv];
  }
  const std::vector<int>& h_moves(int hv, std::uint8_t mover) const {
    return mover == kLeftToMove ? h_.left[hv] : h_.right[hv];
  }

  void mark_strong_wins(int gv, int hv, std::uint8_t mover, bool recurse);
  void alter_predecessors_of_won(int gv, int hv, std::uint8_t mover, bool win_for_mover);
  void alter_for_won_follower(int gv, int hv, std::uint8_t mover, bool follower_won_for_mover);
  void mark_good_states(int gv, int hv, std::uint8_t mover, bool onside, bool recursive);
  bool right_has_putative_exit(int gv, int hv, bool onside) const;
  void alter_predecessors_of_good(int gv, int hv, std::uint8_t mover, bool onside);
  void alter_for_good_follower(int gv, int hv, std::uint8_t mover, bool onside);
  bool mark_bad_states_lost(int gv, int hv, bool recursive);
  void mark_all_good_states(bool onside);
  bool mark_all_bad_states_lost();
  bool has_exit(int gv, int hv, std::uint8_t mover) const;

  // Ctrl-C: the marking of a large graph runs for seconds, so it polls the interrupt flag, and it
  // charges its work to the thread's limit (work.hpp).
  void tick() {
    if ((++ticks_ & (kWorkUnit - 1)) == 0) {
      poll_interrupt();
      charge_work();
    }
  }

  const Graph &g_, &gr_, &h_, &hr_;
  std::uint64_t ticks_ = 0;
  std::size_t nh_;
  std::vector<std::uint8_t> m_;
};

}  // namespace cgcheck::cgt::loopy::detail
