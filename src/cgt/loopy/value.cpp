#include "cgt/loopy/value.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <map>
#include <tuple>
#include <unordered_map>

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

// Orders values by their two graphs, so values built alike are attached once.
struct SameGraphs {
  bool operator()(const LoopyValue* x, const LoopyValue* y) const {
    return std::tie(x->onside.left, x->onside.right, x->offside.left, x->offside.right) <
           std::tie(y->onside.left, y->onside.right, y->offside.left, y->offside.right);
  }
};

void values_by_components(const Graph& g, std::vector<std::optional<LoopyValue>>& values, std::size_t max_vertices, int root) {
  std::vector<std::vector<int>> adj(static_cast<std::size_t>(g.size()));
  for (int v = 0; v < g.size(); ++v) {
    adj[v] = g.left[v];
    adj[v].insert(adj[v].end(), g.right[v].begin(), g.right[v].end());
  }
  const Components c = strongly_connected(adj);
  std::vector<std::vector<int>> members(c.size.size());
  for (int v = 0; v < g.size(); ++v) members[c.of[v]].push_back(v);
  // The values asked for: the root's (every vertex's without one), and those a move from another
  // component leads to; the rest of a component is in its graph but not valued itself.
  std::vector<char> needed(static_cast<std::size_t>(g.size()), root == kNone ? 1 : 0);
  if (root != kNone) needed[root] = 1;
  for (int v = 0; v < g.size(); ++v)
    for (int t : adj[v])
      if (t != kNone && c.of[t] != c.of[v]) needed[t] = 1;
  for (std::size_t id = 0; id < members.size(); ++id) {
    const std::vector<int>& in = members[id];
    if (std::none_of(in.begin(), in.end(), [&](int v) { return needed[v] && !values[v]; })) continue;
    std::unordered_map<int, int> local, on_at, off_at;
    std::map<const LoopyValue*, std::pair<int, int>, SameGraphs> attached;
    for (std::size_t i = 0; i < in.size(); ++i) local.emplace(in[i], static_cast<int>(i));
    Graph on(in.size()), off(in.size());
    for (std::size_t i = 0; i < in.size(); ++i)
      for (Mover m : {kLeftToMove, kRightToMove})
        for (int t : g.edges(m, in[i])) {
          if (t == kNone) continue;
          if (auto it = local.find(t); it != local.end()) {
            on.edges(m, static_cast<int>(i)).push_back(it->second);
            off.edges(m, static_cast<int>(i)).push_back(it->second);
            continue;
          }
          // A value below: its sides, once per component and once per equal graph (positions of
          // equal value are common, and every vertex more costs the marking a row and a column).
          auto [on_it, fresh] = on_at.try_emplace(t, 0);
          if (fresh) {
            auto [same, first] = attached.try_emplace(&*values[t], std::pair{0, 0});
            if (first) same->second = {on.append(values[t]->onside), off.append(values[t]->offside)};
            on_it->second = same->second.first;
            off_at[t] = same->second.second;
          }
          on.edges(m, static_cast<int>(i)).push_back(on_it->second);
          off.edges(m, static_cast<int>(i)).push_back(off_at[t]);
        }
    const std::size_t n = static_cast<std::size_t>(std::max(on.size(), off.size()));
    if (max_vertices != 0 && n > max_vertices) throw GraphTooLarge{n};
    for (std::size_t i = 0; i < in.size(); ++i)
      if (needed[in[i]] && !values[in[i]]) values[in[i]] = sided_value_of(on, static_cast<int>(i), off, static_cast<int>(i));
  }
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
  // Depth first with an explicit stack (vertices numbered in preorder, left options before right):
  // the integer 4095 is a chain of 4,096 positions, deeper than the call stack should go.
  std::map<GameId, int> vertex;
  Graph graph;
  struct Frame {
    int v;
    std::vector<GameId> options;  // left options, then right
    std::size_t lefts, next = 0;
  };
  std::vector<Frame> stack;
  const auto enter = [&](GameId x) {
    if (graph.size() >= kMaxTypedVertices)
      throw InputError(fmt::format("a short value of more than {} positions cannot be taken as a loopy value", kMaxTypedVertices));
    const int v = graph.size();
    vertex.emplace(x, v);
    graph.left.emplace_back();
    graph.right.emplace_back();
    std::vector<GameId> options = a.left(x);
    const std::size_t lefts = options.size();
    for (GameId o : a.right(x)) options.push_back(o);
    stack.push_back(Frame{v, std::move(options), lefts});
  };
  enter(a.canon(g));
  while (!stack.empty()) {
    Frame& f = stack.back();
    if (f.next == f.options.size()) {
      stack.pop_back();
      continue;
    }
    const std::size_t i = f.next++;
    const int v = f.v;
    const bool left = i < f.lefts;
    const GameId o = f.options[i];
    if (const auto it = vertex.find(o); it != vertex.end()) {
      (left ? graph.left : graph.right)[v].push_back(it->second);
      continue;
    }
    const int t = graph.size();
    (left ? graph.left : graph.right)[v].push_back(t);
    enter(o);  // f may dangle from here
  }
  return stopper_of(graph.pack(0));
}

std::optional<GameId> short_at(Arena& a, const Graph& g, int start) {
  // Built bottom up from the start, depth first with an explicit stack (a game file's graph can be
  // deeper than the call stack); a vertex met again while its options are being built closes a
  // cycle, and the game is not short.
  std::vector<GameId> memo(static_cast<std::size_t>(g.size()), 0);
  std::vector<char> state(static_cast<std::size_t>(g.size()), 0);  // 1 in progress, 2 built
  struct Frame {
    int v;
    std::size_t next = 0;  // over the left edges, then the right
    std::vector<GameId> lo, ro;
  };
  std::vector<Frame> stack;
  state[start] = 1;
  stack.push_back(Frame{start, 0, {}, {}});
  while (!stack.empty()) {
    Frame& f = stack.back();
    const std::size_t lefts = g.left[f.v].size();
    if (f.next == lefts + g.right[f.v].size()) {
      memo[f.v] = a.canon(a.make(std::move(f.lo), std::move(f.ro)));
      state[f.v] = 2;
      stack.pop_back();
      continue;
    }
    const std::size_t i = f.next++;
    const int e = i < lefts ? g.left[f.v][i] : g.right[f.v][i - lefts];
    if (e == kNone) continue;
    if (state[e] == 1) return std::nullopt;
    if (state[e] == 2) {
      (i < lefts ? f.lo : f.ro).push_back(memo[e]);
      continue;
    }
    // Revisited when the option is built: the frame's counter steps back to take its value.
    --f.next;
    state[e] = 1;
    stack.push_back(Frame{e, 0, {}, {}});
  }
  return memo[start];
}

std::string Pseudonumber::str(bool parens) const {
  if (infinite != 0) return infinite > 0 ? "on" : "off";
  if (over == 0) return x.str();
  if (x == Dyadic{}) return over > 0 ? "over" : "under";
  const std::string text = x.str() + (over > 0 ? "over" : "under");
  return parens ? "(" + text + ")" : text;
}

std::optional<Pseudonumber> pseudonumber_at(Arena& a, const Graph& g, int v) {
  if (g.is_on(v) || g.is_off(v)) return Pseudonumber{g.is_on(v) ? 1 : -1, {}, 0};
  if (const auto s = short_at(a, g, v)) {
    if (const auto x = a.number_value(*s)) return Pseudonumber{0, *x, 0};
    return std::nullopt;
  }
  // {x | pass} and {pass | x}, x a number.
  if (g.left[v].size() != 1 || g.right[v].size() != 1) return std::nullopt;
  const bool over = g.right[v][0] == v, under = g.left[v][0] == v;
  if (over == under) return std::nullopt;
  const auto base = short_at(a, g, over ? g.left[v][0] : g.right[v][0]);
  const auto x = base ? a.number_value(*base) : std::nullopt;
  if (!x) return std::nullopt;
  return Pseudonumber{0, *x, over ? 1 : -1};
}

LoopyValue pseudonumber_value(Arena& a, const Pseudonumber& p) {
  if (p.infinite != 0) {
    Graph g(1);
    g.edges(p.infinite > 0 ? kLeftToMove : kRightToMove, 0).push_back(0);
    return stopper_of(std::move(g));
  }
  const LoopyValue x = of_short(a, a.number(p.x));
  if (p.over == 0) return x;
  Graph g(1);
  const int at = g.append(x.onside);
  g.edges(p.over > 0 ? kLeftToMove : kRightToMove, 0).push_back(at);
  g.edges(p.over > 0 ? kRightToMove : kLeftToMove, 0).push_back(0);
  return value_of(g, 0);
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
  const auto size = [](const LoopyValue& x) { return static_cast<long long>(std::max(x.onside.size(), x.offside.size())); };
  if (size(g) * size(h) > kMaxTypedVertices)
    throw InputError(fmt::format("the sum's game graph would have {} positions (at most {})", size(g) * size(h), kMaxTypedVertices));
  const Graph on = Graph::sum(g.onside, h.onside);
  LoopyValue out = g.stopper && h.stopper ? value_of(on, 0) : sided_value_of(on, 0, Graph::sum(g.offside, h.offside), 0);
  // The theory adds stopper-sided values (Siegel, ch. VI); a sum whose side is no stopper has no
  // value there (CGSuite would print its simplified sides).
  if (!out.onside_stopper || !out.offside_stopper)
    throw InputError("the sum is not stopper-sided: the theory gives it no value (a side is no stopper)");
  return out;
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
