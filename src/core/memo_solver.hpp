#pragma once
// The reference solver: Grundy values by mex over options, memoized on the canonical position.
// Iterative with an explicit stack, so a game whose positions are thousands of moves deep does not
// overflow the C++ call stack.
#include <cstdint>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/error.hpp"
#include "core/impartial.hpp"
#include "core/mex.hpp"
#include "core/outcome.hpp"
#include "core/progress.hpp"

namespace cgcheck {

template <ImpartialGame G>
class MemoSolver {
 public:
  using Position = typename G::Position;

  // At most `options` moves generated per call of grundy() (0 = no limit), so a position far too
  // large for exhaustive search is refused with an InputError instead of running for hours.
  void set_budget(std::uint64_t options) { budget_ = options; }

  Grundy grundy(const Position& root) {
    if (auto it = memo_.find(root); it != memo_.end()) return it->second;
    std::uint64_t spent = 0;
    struct Frame {
      Position pos;
      std::vector<Position> opts;
      std::size_t next = 0;
    };
    std::vector<Frame> stack;
    auto push = [&](const Position& p) {
      // A game that can count a position's moves cheaply lets the budget refuse a position before
      // its move list is built (a single heap of 10^9 stones would exhaust memory first).
      if constexpr (requires { G::option_count(p); }) {
        if (budget_ != 0 && spent + static_cast<std::uint64_t>(G::option_count(p)) > budget_)
          throw InputError("the position is too large for the reference solver (more than " +
                           std::to_string(budget_) + " moves to explore)");
      }
      Frame f{p, {}, 0};
      G::options(p, f.opts);
      spent += f.opts.size();
      if (budget_ != 0 && spent > budget_)
        throw InputError("the position is too large for the reference solver (more than " +
                         std::to_string(budget_) + " moves to explore)");
      stack.push_back(std::move(f));
    };
    push(root);
    std::vector<Grundy> values;
    std::uint64_t steps = 0;
    while (!stack.empty()) {
      // A long solve (seconds to minutes) stops within milliseconds of Ctrl-C or SIGTERM.
      if ((++steps & 0xFFFF) == 0) poll_interrupt();
      Frame& top = stack.back();
      while (top.next < top.opts.size() && memo_.contains(top.opts[top.next])) ++top.next;
      if (top.next < top.opts.size()) {
        Position child = top.opts[top.next];  // copy: push may reallocate the stack
        push(child);
        continue;
      }
      values.clear();
      for (const auto& o : top.opts) values.push_back(memo_.at(o));
      memo_.emplace(std::move(top.pos), mex(values));
      stack.pop_back();
    }
    return memo_.at(root);
  }

  Outcome outcome(const Position& p) { return outcome_of(grundy(p)); }

  std::size_t size() const { return memo_.size(); }
  void clear() { memo_.clear(); }

 private:
  struct Hash {
    std::size_t operator()(const Position& p) const { return G::hash(p); }
  };
  std::unordered_map<Position, Grundy, Hash> memo_;
  std::uint64_t budget_ = 0;
};

}  // namespace cgcheck
