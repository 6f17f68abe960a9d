#include "core/loopy.hpp"

#include <algorithm>
#include <charconv>
#include <deque>

#include <fmt/core.h>
#include <fmt/format.h>

#include "core/error.hpp"
#include "core/progress.hpp"

namespace cgcheck {

std::string LoopyGrundy::text() const {
  if (finite) return fmt::format("{}", value);
  return fmt::format("inf({})", fmt::join(K, ","));
}

LoopyGrundy LoopyGrundy::parse(std::string_view text) {
  const auto bad = [&] {
    return InputError(fmt::format("'{}' is not a generalized Grundy value (an integer, or inf(K) as inf(0,2))",
                                  text.substr(0, 60)));
  };
  auto trimmed = [](std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
  };
  auto integer = [&](std::string_view s) {
    s = trimmed(s);
    Grundy g = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), g);
    if (s.empty() || ec != std::errc{} || end != s.data() + s.size()) throw bad();
    return g;
  };
  const std::string_view t = trimmed(text);
  LoopyGrundy v;
  if (!t.starts_with("inf(")) {
    v.value = integer(t);
    return v;
  }
  if (!t.ends_with(')')) throw bad();
  v.finite = false;
  const std::string_view inside = trimmed(t.substr(4, t.size() - 5));
  for (std::size_t at = 0; !inside.empty() && at <= inside.size();) {
    const std::size_t comma = std::min(inside.find(',', at), inside.size());
    v.K.push_back(integer(inside.substr(at, comma - at)));
    at = comma + 1;
  }
  std::sort(v.K.begin(), v.K.end());
  v.K.erase(std::unique(v.K.begin(), v.K.end()), v.K.end());
  return v;
}

std::string_view LoopyGrundy::outcome() const {
  if (finite) return value == 0 ? "P" : "N";
  return std::find(K.begin(), K.end(), Grundy{0}) != K.end() ? "N" : "D";
}

namespace {

char letter(Result r) { return r == Result::win ? 'W' : r == Result::loss ? 'L' : 'D'; }

// A closed set's moves in local indices (0..n-1), forward and reversed.
struct Local {
  std::vector<std::uint32_t> first, to;           // moves of i: to[first[i], first[i+1])
  std::vector<std::uint32_t> pred_first, pred;    // who moves to i: pred[pred_first[i], pred_first[i+1])

  // `sides` 1: the impartial moves; 2: state 2i is i with Left to move, 2i+1 with Right to move.
  Local(const PlayGraph& g, PlayIds nodes, int sides) {
    PlayGraph::Id top = 0;
    for (auto v : nodes) top = std::max(top, v);
    std::vector<std::uint32_t> index(std::size_t{top} + 1, UINT32_MAX);
    for (std::uint32_t i = 0; i < nodes.size(); ++i) index[nodes[i]] = i;
    const std::size_t n = nodes.size() * static_cast<std::size_t>(sides);
    first.assign(n + 1, 0);
    for (std::size_t s = 0; s < n; ++s) {
      const PlayGraph::Id v = nodes[s / static_cast<std::size_t>(sides)];
      const bool right = sides == 2 && s % 2 == 1;
      for (auto w : right ? g.right(v) : g.left(v)) {
        // The mover changes: from Left to move at v to Right to move at w, and back.
        to.push_back(sides == 2 ? 2 * index[w] + (right ? 0 : 1) : index[w]);
      }
      first[s + 1] = static_cast<std::uint32_t>(to.size());
    }
    pred_first.assign(n + 1, 0);
    for (auto t : to) ++pred_first[t + 1];
    for (std::size_t s = 0; s < n; ++s) pred_first[s + 1] += pred_first[s];
    pred.resize(to.size());
    std::vector<std::uint32_t> fill(pred_first.begin(), pred_first.end() - 1);
    for (std::uint32_t s = 0; s < n; ++s)
      for (std::uint32_t e = first[s]; e < first[s + 1]; ++e) pred[fill[to[e]]++] = s;
  }
  std::size_t size() const { return first.size() - 1; }
  std::span<const std::uint32_t> moves(std::size_t s) const { return {to.data() + first[s], first[s + 1] - first[s]}; }
  std::span<const std::uint32_t> preds(std::size_t s) const {
    return {pred.data() + pred_first[s], pred_first[s + 1] - pred_first[s]};
  }
};

// Retrograde analysis: a state with no move is a loss for its mover; a state with a move to a loss
// is a win; a state all of whose moves go to wins is a loss; the rest are draws.
std::vector<Result> retrograde(const Local& l) {
  const std::size_t n = l.size();
  std::vector<Result> r(n, Result::draw);
  std::vector<std::uint32_t> left(n);
  std::deque<std::uint32_t> queue;
  for (std::uint32_t s = 0; s < n; ++s) {
    left[s] = static_cast<std::uint32_t>(l.moves(s).size());
    if (left[s] == 0) {
      r[s] = Result::loss;
      queue.push_back(s);
    }
  }
  std::uint64_t steps = 0;
  while (!queue.empty()) {
    const std::uint32_t t = queue.front();
    queue.pop_front();
    for (std::uint32_t s : l.preds(t)) {
      if (r[s] != Result::draw) continue;
      if (r[t] == Result::loss) {
        r[s] = Result::win;
        queue.push_back(s);
      } else if (--left[s] == 0) {
        r[s] = Result::loss;
        queue.push_back(s);
      }
    }
    if ((++steps & 0xFFFF) == 0) poll_interrupt();
  }
  return r;
}

// The finite values of the options of each ∞ member.
void fill_K(const Local& l, std::vector<LoopyGrundy>& out) {
  for (std::size_t u = 0; u < out.size(); ++u) {
    if (out[u].finite) continue;
    for (std::uint32_t w : l.moves(u))
      if (out[w].finite) out[u].K.push_back(out[w].value);
    std::sort(out[u].K.begin(), out[u].K.end());
    out[u].K.erase(std::unique(out[u].K.begin(), out[u].K.end()), out[u].K.end());
  }
}

}  // namespace

std::string LoopyOutcome::text() const { return fmt::format("L-first:{},R-first:{}", letter(left_first), letter(right_first)); }

std::vector<LoopyGrundy> generalized_grundy(const PlayGraph& g, PlayIds nodes) {
  const Local l(g, nodes, 1);
  const std::size_t n = l.size();
  constexpr std::uint32_t kUnlabelled = UINT32_MAX, kInfinite = UINT32_MAX - 1;
  std::vector<std::uint32_t> label(n, kUnlabelled);
  std::vector<std::uint32_t> bad(n);  // options unlabelled or ∞ with no option labelled m yet
  std::vector<bool> has_m(n);         // has an option labelled m (an unlabelled u: may not take m)
  std::size_t unlabelled = n;
  auto open = [&](std::uint32_t v) { return label[v] == kUnlabelled || label[v] == kInfinite; };
  std::uint64_t steps = 0;
  for (std::uint32_t m = 0; unlabelled > 0; ++m) {
    std::fill(has_m.begin(), has_m.end(), false);
    std::vector<std::uint32_t> queue;
    for (std::uint32_t u = 0; u < n; ++u) {
      if (label[u] != kUnlabelled) continue;
      bad[u] = 0;
      for (std::uint32_t w : l.moves(u)) bad[u] += open(w) ? 1 : 0;
      if (bad[u] == 0) queue.push_back(u);
    }
    while (!queue.empty()) {
      const std::uint32_t u = queue.back();
      queue.pop_back();
      if (label[u] != kUnlabelled || has_m[u] || bad[u] != 0) continue;
      label[u] = m;
      --unlabelled;
      for (std::uint32_t p : l.preds(u)) {
        if (!open(p) || has_m[p]) continue;
        has_m[p] = true;  // p may no longer take m, and p's predecessors may answer a move to p
        for (std::uint32_t q : l.preds(p))
          if (label[q] == kUnlabelled && --bad[q] == 0 && !has_m[q]) queue.push_back(q);
      }
      if ((++steps & 0xFFFF) == 0) poll_interrupt();
    }
    for (std::uint32_t u = 0; u < n; ++u)
      if (label[u] == kUnlabelled && !has_m[u]) {
        label[u] = kInfinite;  // no option labelled m: no finite value above m either
        --unlabelled;
      }
  }
  std::vector<LoopyGrundy> out(n);
  for (std::size_t u = 0; u < n; ++u) {
    out[u].finite = label[u] != kInfinite;
    if (out[u].finite) out[u].value = label[u];
  }
  fill_K(l, out);
  return out;
}

std::vector<LoopyGrundy> generalized_grundy_by_sums(const PlayGraph& g, PlayIds nodes) {
  const Local l(g, nodes, 1);
  const std::size_t n = l.size();
  std::vector<LoopyGrundy> out(n, LoopyGrundy{false, 0, {}});
  // u + *m for every m <= top: state u * (top + 1) + k is u + *k; its moves: an option of u with
  // the same heap, or u with a smaller heap. γ <= the number of options, so top = the most options
  // plus one covers every finite value and one past it.
  std::size_t top = 0;
  for (std::size_t u = 0; u < n; ++u) top = std::max(top, l.moves(u).size());
  top += 1;
  Local sums = l;
  const std::size_t width = top + 1;
  sums.first.assign(n * width + 1, 0);
  sums.to.clear();
  for (std::size_t s = 0; s < n * width; ++s) {
    const std::size_t u = s / width, k = s % width;
    for (std::uint32_t w : l.moves(u)) sums.to.push_back(static_cast<std::uint32_t>(w * width + k));
    for (std::size_t j = 0; j < k; ++j) sums.to.push_back(static_cast<std::uint32_t>(u * width + j));
    sums.first[s + 1] = static_cast<std::uint32_t>(sums.to.size());
  }
  sums.pred_first.assign(n * width + 1, 0);
  for (auto t : sums.to) ++sums.pred_first[t + 1];
  for (std::size_t s = 0; s < n * width; ++s) sums.pred_first[s + 1] += sums.pred_first[s];
  sums.pred.resize(sums.to.size());
  std::vector<std::uint32_t> fill(sums.pred_first.begin(), sums.pred_first.end() - 1);
  for (std::uint32_t s = 0; s < n * width; ++s)
    for (std::uint32_t e = sums.first[s]; e < sums.first[s + 1]; ++e) sums.pred[fill[sums.to[e]]++] = s;
  const std::vector<Result> r = retrograde(sums);
  for (std::size_t u = 0; u < n; ++u)
    for (std::size_t k = 0; k < width; ++k)
      if (r[u * width + k] == Result::loss) {
        out[u] = {true, static_cast<Grundy>(k), {}};
        break;
      }
  fill_K(l, out);
  return out;
}

std::vector<Result> loopy_results(const PlayGraph& g, PlayIds nodes) { return retrograde(Local(g, nodes, 1)); }

std::vector<LoopyOutcome> loopy_outcomes(const PlayGraph& g, PlayIds nodes) {
  const std::vector<Result> r = retrograde(Local(g, nodes, 2));
  std::vector<LoopyOutcome> out(nodes.size());
  for (std::size_t i = 0; i < out.size(); ++i) out[i] = {r[2 * i], r[2 * i + 1]};
  return out;
}

}  // namespace cgcheck
