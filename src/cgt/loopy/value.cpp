#include "cgt/loopy/value.hpp"

#include <fmt/core.h>

#include <functional>
#include <map>

#include "core/error.hpp"

namespace cgcheck::cgt::loopy {
namespace {

LoopyValue stopper_of(Graph g) {
  LoopyValue v;
  v.offside = g;
  v.onside = std::move(g);
  return v;
}

// A side simplified by CGSuite's rules, made canonical when it is a stopper.
Graph simplified_side(const Graph& g, int start, Side side, bool& is_stopper) {
  Graph s = simplify(g, start, side);
  is_stopper = is_alternating_cycle_free(s, 0);
  return is_stopper ? canonical_stopper(s, 0) : s;
}

const Graph& zero_graph() {
  static const Graph zero(1);
  return zero;
}

// Stopper comparison where both sides are stoppers, else the side's own (LoopyGame.leq(h, onside)).
bool side_leq(const Graph& g, bool g_stopper, const Graph& h, bool h_stopper, Side side) {
  return leq(g, 0, h, 0, g_stopper && h_stopper ? Side::stopper : side);
}

char sided_class(const LoopyValue& v, Side s) {
  const bool stop = s == Side::offside ? v.offside_stopper : v.onside_stopper;
  const bool geq = side_leq(zero_graph(), true, v.side(s), stop, s);
  const bool leq0 = side_leq(v.side(s), stop, zero_graph(), true, s);
  return geq ? (leq0 ? 'P' : 'L') : (leq0 ? 'R' : 'N');
}

}  // namespace

LoopyValue value_of(const Graph& g, int start) {
  Graph p = g.pack(start);
  if (is_alternating_cycle_free(p, 0)) return stopper_of(canonical_stopper(p, 0));
  return sided_value_of(p, 0, p, 0);
}

LoopyValue sided_value_of(const Graph& on, int on_start, const Graph& off, int off_start) {
  LoopyValue v;
  v.onside = simplified_side(on, on_start, Side::onside, v.onside_stopper);
  v.offside = simplified_side(off, off_start, Side::offside, v.offside_stopper);
  v.stopper = false;
  if (v.onside_stopper && v.offside_stopper) return stopper_sided(stopper_of(v.onside), stopper_of(v.offside));
  return v;
}

LoopyValue stopper_sided(const LoopyValue& onside, const LoopyValue& offside) {
  if (!onside.stopper || !offside.stopper) throw InputError("both sides of X & Y are stoppers");
  const bool off_le_on = leq(offside.onside, 0, onside.onside, 0, Side::stopper);
  if (off_le_on && leq(onside.onside, 0, offside.onside, 0, Side::stopper)) return onside;
  if (!off_le_on) {
    Arena a;
    throw InputError(fmt::format("X & Y needs the offside Y <= the onside X: {} is not <= {}", to_string(a, offside),
                                 to_string(a, onside)));
  }
  LoopyValue v;
  v.onside = onside.onside;
  v.offside = offside.onside;
  v.stopper = false;
  return v;
}

LoopyValue of_short(Arena& a, GameId g) {
  const GameId c = a.canon(g);
  std::map<GameId, int> vertex;
  std::vector<GameId> order;
  Graph graph;
  std::function<int(GameId)> visit = [&](GameId x) -> int {
    if (auto it = vertex.find(x); it != vertex.end()) return it->second;
    const int v = graph.size();
    vertex.emplace(x, v);
    graph.left.emplace_back();
    graph.right.emplace_back();
    const std::vector<GameId> lo = a.left(x), ro = a.right(x);
    for (GameId o : lo) {
      const int t = visit(o);
      graph.left[v].push_back(t);
    }
    for (GameId o : ro) {
      const int t = visit(o);
      graph.right[v].push_back(t);
    }
    return v;
  };
  visit(c);
  return stopper_of(graph.pack(0));
}

std::optional<GameId> short_at(Arena& a, const Graph& g, int start) {
  if (!is_cycle_free(g, start)) return std::nullopt;
  std::vector<GameId> memo(static_cast<std::size_t>(g.size()), 0);
  std::vector<char> done(static_cast<std::size_t>(g.size()), 0);
  std::function<GameId(int)> make = [&](int v) -> GameId {
    if (done[v]) return memo[v];
    std::vector<GameId> lo, ro;
    for (int e : g.left[v])
      if (e != kNone) lo.push_back(make(e));
    for (int e : g.right[v])
      if (e != kNone) ro.push_back(make(e));
    memo[v] = a.canon(a.make(std::move(lo), std::move(ro)));
    done[v] = 1;
    return memo[v];
  };
  return make(start);
}

std::optional<GameId> as_short(Arena& a, const LoopyValue& v) {
  if (!v.stopper) return std::nullopt;
  return short_at(a, v.onside, 0);
}

LoopyValue negative(const LoopyValue& v) {
  LoopyValue n;
  n.onside = v.offside.negative();
  n.offside = v.onside.negative();
  n.onside_stopper = v.offside_stopper;
  n.offside_stopper = v.onside_stopper;
  n.stopper = v.stopper;
  return n;
}

LoopyValue sum(const LoopyValue& g, const LoopyValue& h) {
  const Graph on = Graph::sum(g.onside, h.onside);
  if (g.stopper && h.stopper) return value_of(on, 0);
  return sided_value_of(on, 0, Graph::sum(g.offside, h.offside), 0);
}

bool le(const LoopyValue& g, const LoopyValue& h) {
  return side_leq(g.onside, g.onside_stopper, h.onside, h.onside_stopper, Side::onside) &&
         side_leq(g.offside, g.offside_stopper, h.offside, h.offside_stopper, Side::offside);
}

bool eq(const LoopyValue& g, const LoopyValue& h) { return le(g, h) && le(h, g); }

std::string outcome_class(const LoopyValue& v) {
  const char on = sided_class(v, Side::onside), off = sided_class(v, Side::offside);
  const std::string pair{on, off};
  if (on == off) return std::string(1, on);
  if (pair == "LN") return "NHat";
  if (pair == "LP") return "PHat";
  if (pair == "LR") return "D";
  if (pair == "NR") return "NCheck";
  if (pair == "PR") return "PCheck";
  throw InputError(fmt::format("a sided value whose onside outcome {} is below its offside outcome {}", on, off));
}

LoopyValue side_of(const LoopyValue& v, Side s) {
  LoopyValue out;
  out.onside = out.offside = v.side(s);
  out.onside_stopper = out.offside_stopper = s == Side::offside ? v.offside_stopper : v.onside_stopper;
  out.stopper = out.onside_stopper;
  return out;
}

}  // namespace cgcheck::cgt::loopy
