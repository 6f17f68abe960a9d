#include "cgt/loopy/state_marks.hpp"

namespace cgcheck::cgt::loopy::detail {

using u8 = std::uint8_t;

bool StateMarks::leq(int gv, int hv, Side side) {
  mark_strong_wins(gv, hv, kRightToMove, true);
  if (side != Side::stopper) {
    bool changed;
    do {
      mark_good_states(gv, hv, kRightToMove, side == Side::onside, true);
      changed = mark_bad_states_lost(gv, hv, true);
    } while (changed);
  }
  return indicates_leq(gv, hv);
}

void StateMarks::mark_all_strong_wins() {
  for (int gv = 0; gv < g_.size(); ++gv)
    for (int hv = 0; hv < h_.size(); ++hv) {
      mark_strong_wins(gv, hv, kLeftToMove, false);
      mark_strong_wins(gv, hv, kRightToMove, false);
    }
}

void StateMarks::mark_states_won_for_right(Side side) {
  mark_all_strong_wins();
  if (side == Side::stopper) return;
  bool changed;
  do {
    mark_all_good_states(side == Side::onside);
    changed = mark_all_bad_states_lost();
  } while (changed);
}

bool StateMarks::has_exit(int gv, int hv, u8 mover) const {
  const u8 other = opponent(mover);
  for (int e : g_moves(gv, mover))
    if (e != kNone && (at(e, hv) & other & kWinnerKnown) == 0) return true;
  for (int e : h_moves(hv, mover))
    if (e != kNone && (at(gv, e) & other & kWinnerKnown) == 0) return true;
  return false;
}

void StateMarks::mark_strong_wins(int gv, int hv, u8 mover, bool recurse) {
  tick();
  u8& mark = at(gv, hv);
  if ((mark & mover & kVisitedMask) != 0) return;
  mark |= (mover & kVisited);
  bool winning = false, exit = false;
  const u8 other = opponent(mover);
  // A follower whose mover (the opponent) is known to lose is a winning move for us; one not yet
  // decided is an exit.
  const auto probe = [&](int g, int h) {
    const u8 t = at(g, h) & other;
    if ((t & kWinnerKnown) == 0) exit = true;
    else if ((t & kMoverWins) == 0) winning = true;
  };
  for (int e : g_moves(gv, mover))
    if (e != kNone && (probe(e, hv), winning)) break;
  if (!winning)
    for (int e : h_moves(hv, mover))
      if (e != kNone && (probe(gv, e), winning)) break;
  if (winning) {
    at(gv, hv) &= static_cast<u8>(~(mover & kVisited));
    at(gv, hv) |= (mover & (kWinnerKnown | kMoverWins));
    alter_predecessors_of_won(gv, hv, mover, true);
    if (recurse) return;
  } else if (!exit) {
    at(gv, hv) &= static_cast<u8>(~(mover & kVisited));
    at(gv, hv) |= (mover & kWinnerKnown);
    alter_predecessors_of_won(gv, hv, mover, false);
    if (recurse) return;
  }
  if (!recurse) return;
  // Copies: the recursion below may not reallocate, but the lists are read while it runs.
  for (int e : g_moves(gv, mover)) {
    if (e == kNone) continue;
    mark_strong_wins(e, hv, other, true);
    if ((at(gv, hv) & mover & kWinnerKnown) != 0) return;
  }
  for (int e : h_moves(hv, mover)) {
    if (e == kNone) continue;
    mark_strong_wins(gv, e, other, true);
    if ((at(gv, hv) & mover & kWinnerKnown) != 0) return;
  }
}

void StateMarks::alter_predecessors_of_won(int gv, int hv, u8 mover, bool win_for_mover) {
  // The states from which a move leads here: the opponent moved, in G by one of mover's own edges
  // reversed (G negated), in H by the opponent's edges reversed.
  const auto& g_pred = mover == kLeftToMove ? gr_.left[gv] : gr_.right[gv];
  const auto& h_pred = mover == kLeftToMove ? hr_.right[hv] : hr_.left[hv];
  for (int p : g_pred)
    if (p != kNone) alter_for_won_follower(p, hv, opponent(mover), win_for_mover);
  for (int p : h_pred)
    if (p != kNone) alter_for_won_follower(gv, p, opponent(mover), win_for_mover);
}

void StateMarks::alter_for_won_follower(int gv, int hv, u8 mover, bool follower_won_for_mover) {
  const u8 mark = at(gv, hv);
  if ((mark & mover & kVisitedMask) == 0 || (mark & mover & kWinnerKnown) != 0) return;
  if (follower_won_for_mover) {
    if (has_exit(gv, hv, mover)) return;
    at(gv, hv) &= static_cast<u8>(~(mover & kVisited));
    at(gv, hv) |= (mover & kWinnerKnown);
    alter_predecessors_of_won(gv, hv, mover, false);
  } else {
    at(gv, hv) &= static_cast<u8>(~(mover & kVisited));
    at(gv, hv) |= (mover & (kWinnerKnown | kMoverWins));
    alter_predecessors_of_won(gv, hv, mover, true);
  }
}

void StateMarks::mark_all_good_states(bool onside) {
  for (int gv = 0; gv < g_.size(); ++gv)
    for (int hv = 0; hv < h_.size(); ++hv) {
      mark_good_states(gv, hv, kLeftToMove, onside, false);
      mark_good_states(gv, hv, kRightToMove, onside, false);
    }
}

void StateMarks::mark_good_states(int gv, int hv, u8 mover, bool onside, bool recursive) {
  tick();
  if ((at(gv, hv) & mover & (kVisitedSec | kWinnerKnown)) != 0) return;
  at(gv, hv) |= (mover & kVisitedSec);
  if (mover == kLeftToMove) {
    bool good = false;
    // In the onside Left is content to keep moving in G only towards states already good; in the
    // offside, in H.
    for (int e : g_moves(gv, mover)) {
      if (e == kNone) continue;
      const u8 t = at(e, hv);
      if ((t & kRightToMove & kWinnerKnown) == 0 && (!onside || (t & kRightToMove & kGood) != 0)) {
        good = true;
        break;
      }
    }
    if (!good)
      for (int e : h_moves(hv, mover)) {
        if (e == kNone) continue;
        const u8 t = at(gv, e);
        if ((t & kRightToMove & kWinnerKnown) == 0 && (onside || (t & kRightToMove & kGood) != 0)) {
          good = true;
          break;
        }
      }
    if (good) {
      at(gv, hv) |= (kLeftToMove & kGood);
      alter_predecessors_of_good(gv, hv, mover, onside);
    }
  } else if (!right_has_putative_exit(gv, hv, onside)) {
    at(gv, hv) |= (kRightToMove & kGood);
    alter_predecessors_of_good(gv, hv, mover, onside);
  }
  if (!recursive) return;
  for (int e : g_moves(gv, mover))
    if (e != kNone) mark_good_states(e, hv, opponent(mover), onside, true);
  for (int e : h_moves(hv, mover))
    if (e != kNone) mark_good_states(gv, e, opponent(mover), onside, true);
}

bool StateMarks::right_has_putative_exit(int gv, int hv, bool onside) const {
  if (onside) {
    for (int e : g_.left[gv])
      if (e != kNone && (at(e, hv) & kLeftToMove & (kWinnerKnown | kGood)) == 0) return true;
  } else {
    for (int e : h_.right[hv])
      if (e != kNone && (at(gv, e) & kLeftToMove & (kWinnerKnown | kGood)) == 0) return true;
  }
  return false;
}

void StateMarks::alter_predecessors_of_good(int gv, int hv, u8 mover, bool onside) {
  if (onside) {
    const auto& g_pred = mover == kLeftToMove ? gr_.left[gv] : gr_.right[gv];
    for (int p : g_pred)
      if (p != kNone) alter_for_good_follower(p, hv, opponent(mover), onside);
  } else {
    const auto& h_pred = mover == kLeftToMove ? hr_.right[hv] : hr_.left[hv];
    for (int p : h_pred)
      if (p != kNone) alter_for_good_follower(gv, p, opponent(mover), onside);
  }
}

void StateMarks::alter_for_good_follower(int gv, int hv, u8 mover, bool onside) {
  const u8 mark = at(gv, hv);
  if ((mark & mover & kVisitedSec) == 0 || (mark & mover & kWinnerKnown) != 0) return;
  if (mover == kLeftToMove && (mark & kLeftToMove & kGood) == 0) {
    at(gv, hv) |= (kLeftToMove & kGood);
    alter_predecessors_of_good(gv, hv, mover, onside);
  } else if (mover == kRightToMove && !right_has_putative_exit(gv, hv, onside)) {
    at(gv, hv) |= (kRightToMove & kGood);
    alter_predecessors_of_good(gv, hv, mover, onside);
  }
}

bool StateMarks::mark_all_bad_states_lost() {
  bool changed = false;
  for (int gv = 0; gv < g_.size(); ++gv)
    for (int hv = 0; hv < h_.size(); ++hv)
      if (mark_bad_states_lost(gv, hv, false)) changed = true;
  return changed;
}

bool StateMarks::mark_bad_states_lost(int gv, int hv, bool recursive) {
  if (gv == kNone || hv == kNone) return false;
  const bool left = (at(gv, hv) & kLeftToMove & kVisitedSec) != 0;
  const bool right = (at(gv, hv) & kRightToMove & kVisitedSec) != 0;
  at(gv, hv) &= static_cast<u8>(~kVisitedSec);
  bool changed = false;
  if (left) {
    // Visited with Left to move, not good and undecided: a loss for Left.
    if ((at(gv, hv) & kLeftToMove & kGood) == 0 && (at(gv, hv) & kLeftToMove & kWinnerKnown) == 0) {
      at(gv, hv) &= static_cast<u8>(~(kLeftToMove & kVisited));
      at(gv, hv) |= (kLeftToMove & kWinnerKnown);
      alter_predecessors_of_won(gv, hv, kLeftToMove, false);
      changed = true;
    }
    at(gv, hv) &= static_cast<u8>(~(kGood & kLeftToMove));
  }
  if (right) {
    if ((at(gv, hv) & kRightToMove & kGood) == 0 && (at(gv, hv) & kRightToMove & kWinnerKnown) == 0) {
      at(gv, hv) &= static_cast<u8>(~(kRightToMove & kVisited));
      at(gv, hv) |= (kRightToMove & (kWinnerKnown | kMoverWins));
      alter_predecessors_of_won(gv, hv, kRightToMove, true);
      changed = true;
    }
    at(gv, hv) &= static_cast<u8>(~(kGood & kRightToMove));
  }
  if (!recursive) return changed;
  if (left) {
    for (int e : g_.right[gv])
      if (e != kNone && mark_bad_states_lost(e, hv, true)) changed = true;
    for (int e : h_.left[hv])
      if (e != kNone && mark_bad_states_lost(gv, e, true)) changed = true;
  }
  if (right) {
    for (int e : g_.left[gv])
      if (e != kNone && mark_bad_states_lost(e, hv, true)) changed = true;
    for (int e : h_.right[hv])
      if (e != kNone && mark_bad_states_lost(gv, e, true)) changed = true;
  }
  return changed;
}

}  // namespace cgcheck::cgt::loopy::detail
