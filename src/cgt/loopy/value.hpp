#pragma once
// Values of loopy partizan games, as CGSuite 2.x defines them: a stopper in canonical form
// (CanonicalStopper), or a stopper-sided value `onside & offside` (StopperSidedValue), or, when a
// side is not equal to any stopper, a sided value whose sides are CGSuite's simplified graphs. A
// value is built from a game graph (a game file's positions, a value typed in CGSuite's notation),
// added, negated and compared as the theory says (Siegel, Combinatorial Game Theory, 2013, ch. VI),
// and printed as CGSuite prints it (loopy/print.cpp).
#include <compare>
#include <optional>
#include <string>
#include <string_view>

#include "cgt/game.hpp"
#include "cgt/loopy/graph.hpp"
#include "cgt/loopy/simplify.hpp"

namespace cgcheck::cgt::loopy {

struct LoopyValue {
  // Each side's graph, packed with its start at vertex 0: a canonical stopper when the side is one.
  Graph onside, offside;
  bool onside_stopper = true, offside_stopper = true;
  bool stopper = true;  // the two sides are the same stopper (then offside == onside)

  const Graph& side(Side s) const { return s == Side::offside ? offside : onside; }
};

// The value of the game at vertex `start` of `g` (CGSuite's SidedValue(LoopyGame)).
LoopyValue value_of(const Graph& g, int start);
// The value of a game graph given by its two sides (CGSuite's SidedValue(onside, offside)): each
// side simplified in its own sense.
LoopyValue sided_value_of(const Graph& on, int on_start, const Graph& off, int off_start);
// The value of `root` (every vertex when root is kNone) into `values` (size g.size(); values already
// there are kept), with the values of the vertices its components lead to.
// Computed strongly connected component by component, sinks first: a move out of a component can
// never be undone, so each component's graph holds its own vertices and the sides of the values it
// leads to (CGSuite's depth hint, found from the graph instead of declared by the ruleset). A
// component whose graph, with those sides, passes max_vertices throws GraphTooLarge.
struct GraphTooLarge {
  std::size_t vertices;
};
void values_by_components(const Graph& g, std::vector<std::optional<LoopyValue>>& values, std::size_t max_vertices,
                          int root = kNone);
// onside & offside of two stoppers; throws InputError unless offside <= onside.
LoopyValue stopper_sided(const LoopyValue& onside, const LoopyValue& offside);
// The stopper of a short game (its canonical form's graph).
LoopyValue of_short(Arena& a, GameId g);
// The canonical short game at vertex `start` of g when no cycle is reachable from it.
std::optional<GameId> short_at(Arena& a, const Graph& g, int start);
// CGSuite's pseudonumbers: on, off, a number x, x over = {x | pass} and x under = {pass | x},
// ordered as values (off < x under < x < x over < y < on for numbers x < y).
struct Pseudonumber {
  int infinite = 0;  // +1 on, -1 off
  Dyadic x;
  int over = 0;  // +1 over, -1 under
  friend std::strong_ordering operator<=>(const Pseudonumber& a, const Pseudonumber& b) {
    if (a.infinite != b.infinite) return a.infinite <=> b.infinite;
    if (a.infinite != 0) return std::strong_ordering::equal;
    if (a.x != b.x) return a.x <=> b.x;
    return a.over <=> b.over;
  }
  friend bool operator==(const Pseudonumber& a, const Pseudonumber& b) { return (a <=> b) == 0; }
  // As CGSuite prints it: 5over, over, 3/2under, on; `parens` puts (5over) in parentheses.
  std::string str(bool parens = false) const;
};
// The pseudonumber at vertex v of g, or nothing.
std::optional<Pseudonumber> pseudonumber_at(Arena& a, const Graph& g, int v);
LoopyValue pseudonumber_value(Arena& a, const Pseudonumber& p);
// The short game a loop-free stopper is, or nothing.
std::optional<GameId> as_short(Arena& a, const LoopyValue& v);

LoopyValue negative(const LoopyValue& v);
LoopyValue sum(const LoopyValue& g, const LoopyValue& h);
// g <= h, side by side (CGSuite's SidedValue <=).
bool le(const LoopyValue& g, const LoopyValue& h);
bool eq(const LoopyValue& g, const LoopyValue& h);

// CGSuite's outcome classes of a sided value: L, R, P, N, D (a draw), and for values whose sides
// differ PHat, NHat, PCheck, NCheck.
std::string outcome_class(const LoopyValue& v);

// Only a side of the value, as a value (its onside or offside stopper).
LoopyValue side_of(const LoopyValue& v, Side s);

// The value in CGSuite's notation (`on`, `5over`, `^[on]*`, `a{0||||0|||a|*||*}`, `X & Y`, `dud`).
std::string to_string(Arena& a, const LoopyValue& v);
// A typed value's graph, and a sum's (the product of its terms'), are held to this many vertices:
// comparing marks every pair of vertices, so a short text could otherwise ask for gigabytes, and
// the simplification compares many pairs (1000over: 0.1 s; 4000over: 1.5 s, each 20 to 40 times
// that in the sanitizer build).
inline constexpr int kMaxTypedVertices = 1024;
// One side of the value, printed alone (a side that is no stopper as CGSuite's simplified side).
std::string side_to_string(Arena& a, const LoopyValue& v, Side s);
// Reads a value in CGSuite's notation with loopy forms (see parse.cpp); throws InputError.
LoopyValue parse(Arena& a, std::string_view text);
// Whether the text uses a loopy form (a name such as on or pass, a node label, or `&`), so that the
// short-game reader is not asked.
bool looks_loopy(std::string_view text);

// The analysis columns of a loopy value for `solve --show`: onside, offside, left_stop,
// right_stop, degree, outcome. Throws InputError for other names or where a column is undefined.
std::string column(Arena& a, const LoopyValue& v, std::string_view name);

}  // namespace cgcheck::cgt::loopy
