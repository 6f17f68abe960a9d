#pragma once
// Comparison and simplification of loopy game graphs, as CGSuite 2.x computes them (LoopyGame.java:
// leq, simplifyGraph, canonicalizeStopperGraph, fuse), so that values print and compare exactly as
// CGSuite's do.
//
// Comparing stoppers G <= H asks whether Left, with Right to move first, can always answer in H - G
// (never run out of moves): a retrograde marking of the states (g, h, mover) of the sum. Comparing a
// side of general loopy games adds CGSuite's "good state" iteration, in which infinite play favours
// Left (onside) or Right (offside). Simplification bypasses reversible options, removes dominated
// ones and, for a side, edges that do not matter and alternating cycles that can be unravelled;
// fusion then merges equal vertices, which makes a stopper's graph canonical.
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "cgt/loopy/graph.hpp"

namespace cgcheck::cgt::loopy {

enum class Side : int { stopper = 0, onside = 1, offside = 2 };

// G <= H for the graphs' vertices g and h: for stoppers when `side` is Side::stopper, else in the
// given side.
bool leq(const Graph& g, int gv, const Graph& h, int hv, Side side);

// The simplified graph of `g` seen from `start`, packed so the start is vertex 0 and fused: for a
// stopper (side = Side::stopper) this is CGSuite's canonical form; for a side of a general game it
// is CGSuite's simplified side (a stopper exactly when the game's side is one).
Graph simplify(const Graph& g, int start, Side side);

// A stopper's canonical graph (CGSuite's canonicalizeStopperGraph): bypass, eliminate, fuse.
Graph canonical_stopper(const Graph& g, int start);

// Thrown when the unravelling's own equivalence check fails (CGSuite throws too): a defect of the
// engine, never of the input.
struct LoopyEngineFailure : std::logic_error {
  using std::logic_error::logic_error;
};

}  // namespace cgcheck::cgt::loopy
