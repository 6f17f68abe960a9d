#pragma once
// The move graph of a game, stored once and walked by the solvers whose values do not add up over
// components: misère play (a sum is solved as a whole position) and loopy games (retrograde
// analysis over every position reachable from the one asked). The host (a built-in game's options
// as text, a game file) interns its positions as dense ids and says what the moves of an id are;
// the graph keeps them in flat arrays, so the analyses (core/misere.hpp, core/loopy.hpp) know no
// game.
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "core/error.hpp"
#include "core/progress.hpp"

namespace cgcheck {

class PlayGraph {
 public:
  using Id = std::uint32_t;

  bool expanded(Id v) const { return v < first_.size() && first_[v] != kUnexpanded; }
  // Records v's moves: an impartial game's options as `left` (right empty); a partizan game's
  // Left and Right options.
  void set_moves(Id v, std::span<const Id> left, std::span<const Id> right) {
    if (v >= first_.size()) {
      first_.resize(v + 1, kUnexpanded);
      left_count_.resize(v + 1, 0);
    }
    first_[v] = edges_.size();
    left_count_[v] = static_cast<std::uint32_t>(left.size());
    edges_.insert(edges_.end(), left.begin(), left.end());
    edges_.insert(edges_.end(), right.begin(), right.end());
    end_.resize(first_.size(), 0);
    end_[v] = edges_.size();
  }
  // An impartial position's options; a partizan position's Left options.
  std::span<const Id> left(Id v) const { return {edges_.data() + first_[v], left_count_[v]}; }
  std::span<const Id> right(Id v) const {
    const std::uint64_t b = first_[v] + left_count_[v];
    return {edges_.data() + b, static_cast<std::size_t>(end_[v] - b)};
  }
  std::span<const Id> options(Id v) const { return left(v); }
  std::uint64_t edges() const { return edges_.size(); }
  std::uint64_t bytes() const {
    return edges_.capacity() * sizeof(Id) + (first_.capacity() + end_.capacity()) * 8 + left_count_.capacity() * 4;
  }

 private:
  static constexpr std::uint64_t kUnexpanded = UINT64_MAX;
  std::vector<std::uint64_t> first_, end_;  // per id: its moves are edges_[first_, end_)
  std::vector<std::uint32_t> left_count_;   // the first left_count_ of them are Left's
  std::vector<Id> edges_;
};

// Expands every position reachable from `root` that g has not expanded yet, depth first with an
// explicit stack (a game may be thousands of moves deep). expand(v, left, right) fills the ids of
// v's moves, interning new positions as it goes (ids dense: a new one is the next integer).
template <class Expand>
void explore(PlayGraph& g, PlayGraph::Id root, Expand&& expand) {
  std::vector<PlayGraph::Id> todo{root}, left, right;
  // Polled by moves listed, not by positions: a position of two sliding coins 10^5 apart has 10^5
  // moves, and 4,096 such positions between polls left Ctrl-C unheard for minutes.
  std::uint64_t moves = 0, next_poll = 4096;
  while (!todo.empty()) {
    const PlayGraph::Id v = todo.back();
    todo.pop_back();
    if (g.expanded(v)) continue;
    left.clear();
    right.clear();
    expand(v, left, right);
    g.set_moves(v, left, right);
    for (auto w : left)
      if (!g.expanded(w)) todo.push_back(w);
    for (auto w : right)
      if (!g.expanded(w)) todo.push_back(w);
    moves += 1 + left.size() + right.size();
    if (moves >= next_poll) {
      poll_interrupt();
      next_poll = moves + 4096;
    }
  }
}

// Thrown by a host's expand when its graph and tables pass the session's memory limit.
struct PlayOverMemory {};

// Runs attempt() with a host's cached graph; when it passes the memory limit (PlayOverMemory), the
// cache is only a cache: reset() drops what earlier positions left and attempt() runs once more,
// and a second failure (or a first one with nothing cached) throws refusal(). Any other failure (a
// refused budget) also resets: it may leave positions half expanded. An interrupt does not: the
// run is ending, and freeing a graph of millions of positions took seconds after Ctrl-C; the
// cache is marked `stale` instead, and reset at the start of the next call if there is one.
template <class Attempt, class Reset, class Refusal>
auto with_cache_retry(bool& stale, bool cached, Attempt&& attempt, Reset&& reset, Refusal&& refusal)
    -> decltype(attempt()) {
  if (stale) {
    reset();
    stale = false;
    cached = false;
  }
  for (bool retried = false;; retried = true) {
    try {
      return attempt();
    } catch (const PlayOverMemory&) {
      reset();
      if (!cached || retried) throw refusal();
    } catch (const Interrupted&) {
      stale = true;
      throw;
    } catch (...) {
      reset();
      throw;
    }
  }
}

// Every id reachable from root (root first), each once: the closed set a loopy analysis runs on.
// `mark` is scratch space indexed by id (grown here, left all false).
inline std::vector<PlayGraph::Id> reachable(const PlayGraph& g, PlayGraph::Id root, std::vector<bool>& mark) {
  std::vector<PlayGraph::Id> out{root};
  if (mark.size() <= root) mark.resize(root + 1, false);
  mark[root] = true;
  for (std::size_t i = 0; i < out.size(); ++i) {
    auto visit = [&](PlayGraph::Id w) {
      if (mark.size() <= w) mark.resize(w + 1, false);
      if (!mark[w]) {
        mark[w] = true;
        out.push_back(w);
      }
    };
    for (auto w : g.left(out[i])) visit(w);
    for (auto w : g.right(out[i])) visit(w);
  }
  for (auto v : out) mark[v] = false;
  return out;
}

}  // namespace cgcheck
