#pragma once
// The game graph of a loopy partizan game: vertices are positions, each with its Left and Right
// edges (its options); a cycle is allowed, an edge to the vertex itself is a pass. The value engine
// (simplify.hpp) works on these graphs as CGSuite's LoopyGame works on its Bigraph and Pregraph
// (lib/core/src/main/scala/org/cgsuite/core/LoopyGame.java and Bigraph.java, read at CGSuite 2.x):
// an edge that a simplification removes is set to kNone in place, so edge indices stay stable while
// an algorithm runs, and pack() drops them afterwards.
#include <cstdint>
#include <vector>

namespace cgcheck::cgt::loopy {

inline constexpr int kNone = -1;

// Who moves, as CGSuite's state markers encode it: the two players' bits interleave, so that
// `marker & mover & FLAG` reads a flag of one player's state and `mover ^ kMoveMask` is the other one.
using Mover = std::uint8_t;
inline constexpr Mover kLeftToMove = 0x55;
inline constexpr Mover kRightToMove = 0xaa;
inline constexpr Mover kMoveMask = 0xff;
inline constexpr Mover opponent(Mover m) { return static_cast<Mover>(m ^ kMoveMask); }

struct Graph {
  std::vector<std::vector<int>> left, right;

  Graph() = default;
  explicit Graph(std::size_t n) : left(n), right(n) {}
  int size() const { return static_cast<int>(left.size()); }
  const std::vector<int>& edges(Mover m, int v) const { return m == kLeftToMove ? left[v] : right[v]; }
  std::vector<int>& edges(Mover m, int v) { return m == kLeftToMove ? left[v] : right[v]; }

  // on = {pass |}, off = {| pass}, dud = {pass | pass}, as literal one-vertex forms.
  bool is_on(int v) const { return left[v].size() == 1 && right[v].empty() && left[v][0] == v; }
  bool is_off(int v) const { return right[v].size() == 1 && left[v].empty() && right[v][0] == v; }
  bool is_dud(int v) const {
    return left[v].size() == 1 && right[v].size() == 1 && left[v][0] == v && right[v][0] == v;
  }

  // The graph with every edge turned round (vertex v's Left list holds the vertices with a Left
  // edge to v).
  Graph reverse() const;
  // The part reachable from `start`, renumbered in depth-first order from it (so `start` is 0),
  // with removed and repeated edges dropped and each edge list sorted.
  Graph pack(int start) const;
  // -G: Left's and Right's edges exchanged.
  Graph negative() const;
  // G + H: vertex g·|H| + h is the pair (g, h).
  static Graph sum(const Graph& g, const Graph& h);
  // Appends a copy of `part` (its vertices renumbered after this graph's); returns where its vertex
  // 0 landed.
  int append(const Graph& part);

  // Is there an alternating sequence of moves from `from` with `first` to move that reaches `to`
  // with `target` to move? (CGSuite's isAlternatingReachable; the empty sequence counts.)
  bool alternating_reachable(int from, Mover first, int to, Mover target) const;
  // Does some move of `mover` from v start an alternating sequence that comes back to v with
  // `mover` to move again?
  bool self_alternating_follower(int v, Mover mover) const;
  // Unravels the alternating cycles through edge `edge` of `mover` at `from` n times
  // (CGSuite's Pregraph.unravelBy).
  Graph unravel_by(int from, int edge, Mover mover, int n) const;
};

// The strongly connected components of a directed graph (kNone entries skipped): of[v] is v's
// component, numbered in the order they close, so every edge leads to a component numbered no
// higher (sinks first); size[c] counts c's vertices.
struct Components {
  std::vector<int> of, size;
};
Components strongly_connected(const std::vector<std::vector<int>>& adj);

// Facts about every vertex of a graph (CGSuite's Bigraph flags): whether the positions reachable
// from it include a cycle, a cycle longer than a pass, or an infinite alternating sequence of moves
// (a stopper has none).
struct GraphFacts {
  std::vector<bool> cycle_free, long_cycle_free, alternating_cycle_free;
};
GraphFacts facts_of(const Graph& g);
bool is_alternating_cycle_free(const Graph& g, int v);
bool is_cycle_free(const Graph& g, int v);

}  // namespace cgcheck::cgt::loopy
