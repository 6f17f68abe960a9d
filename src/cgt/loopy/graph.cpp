#include "cgt/loopy/graph.hpp"

#include <algorithm>
#include <utility>

#include "core/progress.hpp"

namespace cgcheck::cgt::loopy {
namespace {

// Visits the vertices reachable from `start` in the depth-first preorder of CGSuite's recursive
// walks (Left edges before Right edges), without recursion: game graphs reach 10⁵ vertices.
template <class Visit>
void preorder(const Graph& g, int start, std::vector<char>& seen, Visit&& visit) {
  std::vector<std::pair<int, std::size_t>> stack;
  seen[start] = 1;
  visit(start);
  stack.emplace_back(start, 0);
  while (!stack.empty()) {
    auto& [v, i] = stack.back();
    const std::size_t nl = g.left[v].size(), n = nl + g.right[v].size();
    if (i == n) {
      stack.pop_back();
      continue;
    }
    const int w = i < nl ? g.left[v][i] : g.right[v][i - nl];
    ++i;
    if (w == kNone || seen[w]) continue;
    seen[w] = 1;
    visit(w);
    stack.emplace_back(w, 0);
  }
}

std::vector<int> packed_list(std::vector<int> edges, const std::vector<int>& map) {
  std::sort(edges.begin(), edges.end());
  edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
  std::vector<int> out;
  out.reserve(edges.size());
  for (int e : edges)
    if (e != kNone) out.push_back(map[e]);
  return out;
}

// The states (vertex, mover) of alternating play that lie on a cycle: state 2v is v with Left to
// move, 2v+1 with Right to move. A state never has an edge to itself (the mover alternates), so a
// cycle needs two states of one component.
std::vector<char> states_on_alternating_cycles(const Graph& g) {
  std::vector<std::vector<int>> states(2 * static_cast<std::size_t>(g.size()));
  for (int v = 0; v < g.size(); ++v) {
    for (int e : g.left[v])
      if (e != kNone) states[2 * v].push_back(2 * e + 1);
    for (int e : g.right[v])
      if (e != kNone) states[2 * v + 1].push_back(2 * e);
  }
  const Components c = strongly_connected(states);
  std::vector<char> cyclic(states.size(), 0);
  for (std::size_t s = 0; s < states.size(); ++s) cyclic[s] = c.size[c.of[s]] > 1;
  return cyclic;
}

}  // namespace

Components strongly_connected(const std::vector<std::vector<int>>& adj) {
  // Tarjan's algorithm without recursion (game graphs reach 10⁵ vertices).
  const int n = static_cast<int>(adj.size());
  Components c;
  c.of.assign(adj.size(), kNone);
  std::vector<int> index(adj.size(), -1), low(adj.size(), 0), stack;
  std::vector<char> on_stack(adj.size(), 0);
  std::vector<std::pair<int, std::size_t>> work;
  int next = 0;
  auto open = [&](int v) {
    index[v] = low[v] = next++;
    stack.push_back(v);
    on_stack[v] = 1;
    work.emplace_back(v, 0);
  };
  for (int root = 0; root < n; ++root) {
    if (index[root] != -1) continue;
    open(root);
    while (!work.empty()) {
      auto& [v, i] = work.back();
      if (i < adj[v].size()) {
        const int t = adj[v][i++];
        if (t == kNone) continue;
        if (index[t] == -1)
          open(t);
        else if (on_stack[t])
          low[v] = std::min(low[v], index[t]);
        continue;
      }
      const int done = v;
      work.pop_back();
      if (!work.empty()) low[work.back().first] = std::min(low[work.back().first], low[done]);
      if (low[done] != index[done]) continue;
      const int id = static_cast<int>(c.size.size());
      c.size.push_back(0);
      int t;
      do {
        t = stack.back();
        stack.pop_back();
        on_stack[t] = 0;
        c.of[t] = id;
        ++c.size[id];
      } while (t != done);
    }
  }
  return c;
}

Graph Graph::reverse() const {
  Graph r(left.size());
  for (int v = 0; v < size(); ++v) {
    for (int e : left[v])
      if (e != kNone) r.left[e].push_back(v);
    for (int e : right[v])
      if (e != kNone) r.right[e].push_back(v);
  }
  return r;
}

Graph Graph::pack(int start) const {
  std::vector<int> map(left.size(), kNone);
  std::vector<char> seen(left.size(), 0);
  int next = 0;
  preorder(*this, start, seen, [&](int v) { map[v] = next++; });
  Graph out(static_cast<std::size_t>(next));
  for (int v = 0; v < size(); ++v) {
    if (map[v] == kNone) continue;
    out.left[map[v]] = packed_list(left[v], map);
    out.right[map[v]] = packed_list(right[v], map);
  }
  return out;
}

Graph Graph::negative() const {
  Graph out;
  out.left = right;
  out.right = left;
  return out;
}

Graph Graph::sum(const Graph& g, const Graph& h) {
  const int nh = h.size();
  Graph out(static_cast<std::size_t>(g.size()) * static_cast<std::size_t>(nh));
  for (int i = 0; i < g.size(); ++i)
    for (int j = 0; j < nh; ++j) {
      const int at = i * nh + j;
      for (Mover m : {kLeftToMove, kRightToMove}) {
        auto& list = out.edges(m, at);
        for (int e : g.edges(m, i)) list.push_back(e == kNone ? kNone : e * nh + j);
        for (int e : h.edges(m, j)) list.push_back(e == kNone ? kNone : i * nh + e);
        std::sort(list.begin(), list.end());
      }
    }
  return out;
}

int Graph::append(const Graph& part) {
  const int at = size();
  for (int v = 0; v < part.size(); ++v) {
    left.emplace_back();
    right.emplace_back();
    for (int e : part.left[v]) left.back().push_back(e == kNone ? kNone : e + at);
    for (int e : part.right[v]) right.back().push_back(e == kNone ? kNone : e + at);
  }
  return at;
}

bool Graph::alternating_reachable(int from, Mover first, int to, Mover target) const {
  // Depth-first over states (vertex, mover); 2v is Left to move.
  const int goal = 2 * to + (target == kLeftToMove ? 0 : 1);
  std::vector<char> seen(2 * left.size(), 0);
  std::vector<int> stack{2 * from + (first == kLeftToMove ? 0 : 1)};
  while (!stack.empty()) {
    const int s = stack.back();
    stack.pop_back();
    if (s == goal) return true;
    if (seen[s]) continue;
    seen[s] = 1;
    const auto& out = s % 2 == 0 ? left[s / 2] : right[s / 2];
    for (int e : out)
      if (e != kNone) stack.push_back(2 * e + (s % 2 == 0 ? 1 : 0));
  }
  return false;
}

bool Graph::self_alternating_follower(int v, Mover mover) const {
  for (int e : edges(mover, v))
    if (e != kNone && alternating_reachable(e, opponent(mover), v, mover)) return true;
  return false;
}

Graph Graph::unravel_by(int from, int edge, Mover mover, int n) const {
  const int nv = size();
  const int target = edges(mover, from)[edge];
  // The vertices on an alternating cycle through the edge: reached from it and reaching back.
  std::vector<int> renumber(nv, kNone);
  int count = 0;
  for (int v = 0; v < nv; ++v) {
    poll_interrupt();  // each test walks the graph: seconds on a large one
    if ((alternating_reachable(v, kLeftToMove, from, mover) &&
         alternating_reachable(target, opponent(mover), v, kLeftToMove)) ||
        (alternating_reachable(v, kRightToMove, from, mover) &&
         alternating_reachable(target, opponent(mover), v, kRightToMove)))
      renumber[v] = count++;
  }
  Graph out(static_cast<std::size_t>(nv + 2 * n * count));
  for (int v = 0; v < nv; ++v) {
    out.left[v] = left[v];
    out.right[v] = right[v];
    if (renumber[v] == kNone) continue;
    for (int k = 0; k < n; ++k) {
      const int lk = nv + 2 * k * count + renumber[v], rk = nv + (2 * k + 1) * count + renumber[v];
      out.left[lk] = out.left[rk] = left[v];
      out.right[lk] = out.right[rk] = right[v];
      for (std::size_t i = 0; i < left[v].size(); ++i) {
        const int t = left[v][i];
        if (t != kNone && renumber[t] != kNone) out.left[lk][i] = nv + (2 * k + 1) * count + renumber[t];
      }
      for (std::size_t i = 0; i < right[v].size(); ++i) {
        const int t = right[v][i];
        if (t != kNone && renumber[t] != kNone) out.right[rk][i] = nv + 2 * k * count + renumber[t];
      }
    }
  }
  const bool left_moves = mover == kLeftToMove;
  out.edges(mover, from)[edge] = n == 0 ? kNone : nv + (left_moves ? count : 0) + renumber[target];
  for (int k = 0; k < n; ++k)
    out.edges(mover, nv + (2 * k + (left_moves ? 0 : 1)) * count + renumber[from])[edge] =
        k == n - 1 ? kNone : nv + (2 * (k + 1) + (left_moves ? 1 : 0)) * count + renumber[target];
  return out;
}

GraphFacts facts_of(const Graph& g) {
  const int n = g.size();
  GraphFacts f;
  const std::vector<char> cyclic = states_on_alternating_cycles(g);
  // A vertex is alternating-cycle free when no vertex reachable from it lies on an alternating
  // cycle; cycle free likewise for any cycle, long-cycle free for a cycle other than a pass.
  std::vector<char> on_alt(n), on_cycle(n), on_long(n);
  for (int v = 0; v < n; ++v) on_alt[v] = cyclic[2 * v] || cyclic[2 * v + 1];
  // Plain cycles: the SCCs of the graph of all edges; a pass alone is a cycle but not a long one.
  Graph both(static_cast<std::size_t>(n));
  for (int v = 0; v < n; ++v) {
    for (int e : g.left[v])
      if (e != kNone) both.left[v].push_back(e);
    for (int e : g.right[v])
      if (e != kNone) both.left[v].push_back(e);
    both.right[v] = both.left[v];
  }
  // In `both`, alternating play is plain play, so its alternating cycles are the plain cycles of g
  // (a pass makes a two-state cycle through v's Left and Right states).
  const std::vector<char> plain = states_on_alternating_cycles(both);
  for (int v = 0; v < n; ++v) on_cycle[v] = plain[2 * v];
  Graph no_pass(static_cast<std::size_t>(n));
  for (int v = 0; v < n; ++v) {
    for (int e : both.left[v])
      if (e != v) no_pass.left[v].push_back(e);
    no_pass.right[v] = no_pass.left[v];
  }
  const std::vector<char> longer = states_on_alternating_cycles(no_pass);
  for (int v = 0; v < n; ++v) on_long[v] = longer[2 * v];
  // Propagate "reaches a bad vertex" backwards.
  const Graph rev = both.reverse();
  auto spread = [&](const std::vector<char>& bad) {
    std::vector<bool> free(n, true);
    std::vector<int> stack;
    for (int v = 0; v < n; ++v)
      if (bad[v]) {
        free[v] = false;
        stack.push_back(v);
      }
    while (!stack.empty()) {
      const int v = stack.back();
      stack.pop_back();
      for (int p : rev.left[v])
        if (free[p]) {
          free[p] = false;
          stack.push_back(p);
        }
    }
    return free;
  };
  f.alternating_cycle_free = spread(on_alt);
  f.cycle_free = spread(on_cycle);
  f.long_cycle_free = spread(on_long);
  return f;
}

bool is_alternating_cycle_free(const Graph& g, int v) { return facts_of(g).alternating_cycle_free[v]; }

bool is_cycle_free(const Graph& g, int v) { return facts_of(g).cycle_free[v]; }

}  // namespace cgcheck::cgt::loopy
