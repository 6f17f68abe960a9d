// A port of CGSuite 2.x's loopy simplification (LoopyGame.java: simplifyGraph,
// applyBasicSimplifications, eliminateObviouslyIrrelevantEdges, bypassReversibleOptionsL/R,
// eliminateDominatedOptions, eliminateIrrelevantCyclicEdges, unravelFully, fuse), kept in its order
// of steps so the graphs it leaves, and so the forms printed, are CGSuite's.
#include "cgt/loopy/simplify.hpp"

#include <algorithm>

#include "cgt/loopy/state_marks.hpp"
#include "core/progress.hpp"

namespace cgcheck::cgt::loopy {
namespace {

using detail::StateMarks;

bool contains(const std::vector<int>& list, int value) {
  return std::find(list.begin(), list.end(), value) != list.end();
}

int clear_from(std::vector<int>& list, int value) {
  for (std::size_t i = 0; i < list.size(); ++i)
    if (list[i] == value) {
      list[i] = kNone;
      return static_cast<int>(i);
    }
  return kNone;
}

void drop_removed(std::vector<int>& list) { list.erase(std::remove(list.begin(), list.end(), kNone), list.end()); }

void isolate(std::vector<int>& list, std::size_t keep) {
  for (std::size_t i = 0; i < list.size(); ++i)
    if (i != keep) list[i] = kNone;
}

// The vertices reachable from vertex 0, the start.
std::vector<char> reachable(const Graph& g) {
  std::vector<char> reach(static_cast<std::size_t>(g.size()), 0);
  std::vector<int> stack{0};
  reach[0] = 1;
  while (!stack.empty()) {
    const int v = stack.back();
    stack.pop_back();
    for (const auto* list : {&g.left[v], &g.right[v]})
      for (int e : *list)
        if (e != kNone && !reach[e]) {
          reach[e] = 1;
          stack.push_back(e);
        }
  }
  return reach;
}

class Simplifier {
 public:
  // g packed, its start at vertex 0: every step looks only at the vertices still reachable from it
  // (CGSuite's simplifyGraph with a specific vertex; its whole-graph mode is not needed here).
  explicit Simplifier(Graph g) : g_(std::move(g)) { update_reachable(); }

  Graph run(Side side);

 private:
  bool considered(int v) const { return reach_[v] != 0; }
  void update_reachable() { reach_ = reachable(g_); }
  void eliminate_obviously_irrelevant(int v, Side side);
  void basic_simplifications(Side side);
  bool bypass_reversible(int v, Mover mover, Side side, const StateMarks& marks);
  void eliminate_dominated(int v, Mover mover, Side side, const StateMarks& marks);
  void eliminate_irrelevant_cyclic(Graph& test, Graph& test_rev, int v, Side side, bool all);
  bool unravel_fully(bool onside);
  void fuse(Side side);

  Graph g_, rev_;
  std::vector<char> reach_;
};

void Simplifier::eliminate_obviously_irrelevant(int v, Side side) {
  // A move to on (for Left; off for Right) makes the others irrelevant; a move to off never helps
  // Left; a dud counts as on in the onside and as off in the offside; in the side where infinite
  // play is the opponent's, a move the opponent can answer by moving straight back is irrelevant.
  for (Mover m : {kLeftToMove, kRightToMove}) {
    const bool left = m == kLeftToMove;
    const Side own = left ? Side::onside : Side::offside;  // where infinite play is the mover's
    auto& list = g_.edges(m, v);
    for (std::size_t i = 0; i < list.size(); ++i) {
      const int t = list[i];
      if (t == kNone) continue;
      const bool best = left ? g_.is_on(t) : g_.is_off(t), worst = left ? g_.is_off(t) : g_.is_on(t);
      if (best || (side == own && g_.is_dud(t))) {
        isolate(list, i);
        break;
      }
      if (worst || (side != own && side != Side::stopper && (g_.is_dud(t) || contains(g_.edges(opponent(m), t), v))))
        list[i] = kNone;
    }
  }
}

void Simplifier::basic_simplifications(Side side) {
  StateMarks marks(g_, rev_, g_, rev_);
  marks.mark_states_won_for_right(side);
  for (int v = 0; v < g_.size(); ++v) {
    if (!considered(v)) continue;
    poll_interrupt();
    bypass_reversible(v, kLeftToMove, side, marks);
    bypass_reversible(v, kRightToMove, side, marks);
    eliminate_dominated(v, kLeftToMove, side, marks);
    eliminate_dominated(v, kRightToMove, side, marks);
    update_reachable();
  }
}

// A Left option G^L is reversible through G^{LR} when G^{LR} <= G; it is replaced by G^{LR}'s Left
// options (and symmetrically for Right). Outside the stopper case, only when G^{LR} does not lead
// back to G^L alternately.
bool Simplifier::bypass_reversible(int v, Mover mover, Side side, const StateMarks& marks) {
  const Mover other = opponent(mover);
  bool bypassed = false;
  for (std::size_t i = 0; i < g_.edges(mover, v).size(); ++i) {
    std::vector<int>& own = g_.edges(mover, v);
    const int opt = own[i];
    if (opt == kNone) continue;
    const std::vector<int> answers = g_.edges(other, opt);
    for (int back : answers) {
      if (back == kNone) continue;
      if (side != Side::stopper && g_.alternating_reachable(back, mover, opt, other)) continue;
      const bool reverses = mover == kLeftToMove ? marks.indicates_leq(back, v) : marks.indicates_leq(v, back);
      if (!reverses) continue;
      bypassed = true;
      const std::vector<int> extra = g_.edges(mover, back);
      std::vector<int> replaced;
      replaced.reserve(own.size() - 1 + extra.size());
      for (std::size_t k = 0; k < own.size(); ++k)
        if (k != i) replaced.push_back(own[k]);
      clear_from(rev_.edges(mover, opt), v);
      for (int x : extra) {
        if (x == kNone || contains(own, x)) {
          replaced.push_back(kNone);
        } else {
          replaced.push_back(x);
          rev_.edges(mover, x).push_back(v);
        }
      }
      own = std::move(replaced);
      --i;  // the list shifted down: look at index i again (wraps to 0 at i = 0, as Java's i--)
      break;
    }
  }
  return bypassed;
}

// Removes repeated options and options dominated by another (for Left, G^{L_j} <= G^{L_i}); outside
// the stopper case, only when the dominating option does not lead back to G alternately.
void Simplifier::eliminate_dominated(int v, Mover mover, Side side, const StateMarks& marks) {
  const Mover other = opponent(mover);
  const Side guarded = mover == kLeftToMove ? Side::offside : Side::onside;
  const bool guard = (static_cast<int>(side) & static_cast<int>(guarded)) != 0;
  auto& list = g_.edges(mover, v);
  auto better_or_equal = [&](int x, int y) {  // x at least as good as y for the mover
    return mover == kLeftToMove ? marks.indicates_leq(y, x) : marks.indicates_leq(x, y);
  };
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (list[i] == kNone) continue;
    for (std::size_t j = i + 1; j < list.size(); ++j) {
      if (list[i] == list[j]) {
        clear_from(rev_.edges(mover, list[j]), v);
        list[j] = kNone;
      } else if (list[j] != kNone && (!guard || !g_.alternating_reachable(list[i], other, v, mover)) &&
                 better_or_equal(list[i], list[j])) {
        clear_from(rev_.edges(mover, list[j]), v);
        list[j] = kNone;
      } else if (list[j] != kNone && (!guard || !g_.alternating_reachable(list[j], other, v, mover)) &&
                 better_or_equal(list[j], list[i])) {
        clear_from(rev_.edges(mover, list[i]), v);
        list[i] = kNone;
        break;
      }
    }
  }
  drop_removed(list);
}

// Tries removing each edge of v on an alternating cycle (or every edge, in the final pass, when v
// has a self-alternating follower) and keeps the removal when the game, seen from the perspective
// vertex, does not change in this side.
void Simplifier::eliminate_irrelevant_cyclic(Graph& test, Graph& test_rev, int v, Side side, bool all) {
  bool check_all[2] = {false, false};  // decided before any edge of v goes, as CGSuite does
  if (all)
    for (Mover mover : {kLeftToMove, kRightToMove})
      for (int e : g_.edges(mover, v))
        if (e != kNone && g_.self_alternating_follower(e, opponent(mover))) {
          check_all[mover == kLeftToMove ? 0 : 1] = true;
          break;
        }
  for (Mover mover : {kLeftToMove, kRightToMove}) {
    const Mover other = opponent(mover);
    const bool every = check_all[mover == kLeftToMove ? 0 : 1];
    auto& list = g_.edges(mover, v);
    for (std::size_t i = 0; i < list.size(); ++i) {
      const int t = list[i];
      poll_interrupt();
      if (t == kNone || !(every || g_.alternating_reachable(t, other, v, mover))) continue;
      const int at_rev = clear_from(test_rev.edges(mover, t), v);
      test.edges(mover, v)[i] = kNone;
      // Without a Left edge the game can only get worse for Left: it is irrelevant when G <= G'.
      const bool same = mover == kLeftToMove ? StateMarks(g_, rev_, test, test_rev).leq(0, 0, side)
                                             : StateMarks(test, test_rev, g_, rev_).leq(0, 0, side);
      if (same) {
        clear_from(rev_.edges(mover, t), v);
        list[i] = kNone;
      } else {
        test.edges(mover, v)[i] = t;
        if (at_rev != kNone) test_rev.edges(mover, t)[static_cast<std::size_t>(at_rev)] = v;
      }
    }
  }
}

bool Simplifier::unravel_fully(bool onside) {
  Graph current = g_, current_rev = rev_;
  const Mover mover = onside ? kRightToMove : kLeftToMove;
  const Side side = onside ? Side::onside : Side::offside;
  enum class Step { done, unravelled, failed };
  // One pass over the mover's edges on alternating cycles: unravel the first one that unravels (by
  // 1 to 3 turns) without changing the side, or fail on the first one that cannot.
  auto step = [&]() -> Step {
    for (int v = 0; v < current.size(); ++v) {
      if (!considered(v)) continue;
      for (std::size_t i = 0; i < current.edges(mover, v).size(); ++i) {
        const int e = current.edges(mover, v)[i];
        poll_interrupt();
        if (e == kNone || !current.alternating_reachable(e, opponent(mover), v, mover)) continue;
        for (int n = 1; n < 4; ++n) {
          Graph unr = current.unravel_by(v, static_cast<int>(i), mover, n);
          const Graph unr_rev = unr.reverse();
          const bool ok = onside ? StateMarks(unr, unr_rev, current, current_rev).leq(0, 0, side)
                                 : StateMarks(current, current_rev, unr, unr_rev).leq(0, 0, side);
          if (!ok) continue;
          current = std::move(unr);
          current_rev = current.reverse();
          return Step::unravelled;
        }
        return Step::failed;
      }
    }
    return Step::done;
  };
  bool unraveled = false, failed = false;
  for (;;) {
    const Step s = step();
    if (s == Step::done) break;
    if (s == Step::failed) {
      failed = true;
      break;
    }
    unraveled = true;
    reach_ = reachable(current);
  }
  if (unraveled && !failed) {
    // CGSuite checks the unravelled graph against the original before using it.
    if (!StateMarks(g_, rev_, current, current_rev).leq(0, 0, side) || !StateMarks(current, current_rev, g_, rev_).leq(0, 0, side))
      throw LoopyEngineFailure("the unravelled graph is not equal to the original in its side");
    g_ = std::move(current);
    rev_ = std::move(current_rev);
  }
  update_reachable();
  return !failed;
}

void Simplifier::fuse(Side side) {
  std::vector<int> map(static_cast<std::size_t>(g_.size()));
  for (int i = 0; i < g_.size(); ++i) map[i] = i;
  std::vector<bool> acf;
  if (side != Side::stopper) acf = facts_of(g_).alternating_cycle_free;  // fuse only stopper parts
  StateMarks marks(g_, rev_, g_, rev_);
  marks.mark_all_strong_wins();
  update_reachable();
  for (int i = 0; i < g_.size(); ++i) {
    if (!considered(i)) continue;
    poll_interrupt();
    for (int j = 0; j < i; ++j) {
      if (!considered(j)) continue;
      if (side != Side::stopper && !(acf[i] && acf[j])) continue;
      if (marks.indicates_leq(i, j) && marks.indicates_leq(j, i)) {
        map[i] = j;
        break;
      }
    }
  }
  for (int v = 0; v < g_.size(); ++v) {
    if (!considered(v)) continue;
    for (auto* list : {&g_.left[v], &g_.right[v]})
      for (int& e : *list)
        if (e != kNone) e = map[e];
  }
}

Graph Simplifier::run(Side side) {
  const bool acf = is_alternating_cycle_free(g_, 0);
  if (side != Side::stopper)
    for (int v = 0; v < g_.size(); ++v)
      if (considered(v)) eliminate_obviously_irrelevant(v, side);
  rev_ = g_.reverse();
  if (acf) side = Side::stopper;
  basic_simplifications(side);
  if (side != Side::stopper) {
    Graph test = g_, test_rev = rev_;
    for (int v = 0; v < g_.size(); ++v)
      if (considered(v)) {
        eliminate_irrelevant_cyclic(test, test_rev, v, side, false);
        update_reachable();
      }
    const bool unraveled = unravel_fully(side == Side::onside);
    basic_simplifications(unraveled ? Side::stopper : side);
    test = g_;
    test_rev = rev_;
    for (int v = 0; v < g_.size(); ++v)
      if (considered(v)) {
        eliminate_irrelevant_cyclic(test, test_rev, v, side, true);
        update_reachable();
      }
  }
  fuse(side);
  return g_.pack(0);
}

}  // namespace

bool leq(const Graph& g, int gv, const Graph& h, int hv, Side side) {
  const Graph gr = g.reverse(), hr = h.reverse();
  return detail::StateMarks(g, gr, h, hr).leq(gv, hv, side);
}

Graph simplify(const Graph& g, int start, Side side) {
  Simplifier s(g.pack(start));
  return s.run(side);
}

Graph canonical_stopper(const Graph& g, int start) { return simplify(g, start, Side::stopper); }

}  // namespace cgcheck::cgt::loopy
