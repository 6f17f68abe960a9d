#pragma once
// The reference solver: Grundy values by mex over options, memoized on the canonical position.
// Iterative with an explicit stack, so a game whose positions are thousands of moves deep does not
// overflow the C++ call stack.
//
// Two limits keep a position that is too large from running away: a work budget (moves generated
// per call) and a memory limit (bytes of the memo plus the open move lists). Moves alone do not
// bound memory: 40,000 Nim heaps make a position of 160 KB, and a deep line of such positions
// holds gigabytes while generating only a few moves per level. Both limits are checked before a
// move list is built, from the game's own upper bound on its size (G::option_count) and its
// positions' heap bytes (G::heap_bytes), so a refusal comes before the allocation, not after.
#include <algorithm>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include <fmt/core.h>

#include "core/error.hpp"
#include "core/heap_bytes.hpp"
#include "core/impartial.hpp"
#include "core/mex.hpp"
#include "core/outcome.hpp"
#include "core/progress.hpp"

namespace cgcheck {

// The memory a solve may use unless told otherwise (`cgcheck solve --max-memory`; README).
inline constexpr std::uint64_t kDefaultSolveMemory = std::uint64_t{2} << 30;

template <ImpartialGame G>
class MemoSolver {
 public:
  using Position = typename G::Position;

  // At most `options` moves generated per call of grundy() (0 = no limit), so a position far too
  // large for exhaustive search is refused with an InputError instead of running for hours.
  void set_budget(std::uint64_t options) { budget_ = options; }
  // At most `bytes` held by the memo and the open move lists (0 = no limit). When a call would pass
  // it, the memo left by earlier calls (a batch) is dropped and the call starts over; a call that
  // alone needs more is refused with an InputError.
  void set_memory_limit(std::uint64_t bytes) { memory_limit_ = bytes; }
  std::uint64_t memory_limit() const { return memory_limit_; }

  Grundy grundy(const Position& root) {
    if (auto it = memo_.find(root); it != memo_.end()) return it->second;
    const bool had_memo = !memo_.empty();
    try {
      return solve(root);
    } catch (const OverMemory&) {
      if (!had_memo) throw refusal();
    }
    clear();  // the memo is only a cache: free what earlier positions left and try once more
    try {
      return solve(root);
    } catch (const OverMemory&) {
      throw refusal();
    }
  }

  Outcome outcome(const Position& p) { return outcome_of(grundy(p)); }

  std::size_t size() const { return memo_.size(); }
  // Estimated bytes the memo holds now.
  std::uint64_t memo_bytes() const { return memo_bytes_; }
  void clear() {
    memo_ = {};
    memo_bytes_ = 0;
  }

  // Bytes of one position beyond sizeof(Position): what the game says its heap blocks take.
  static std::uint64_t heap_bytes(const Position& p) {
    if constexpr (requires { G::heap_bytes(p); }) return G::heap_bytes(p);
    else return 0;
  }
  // Estimated bytes of one memo entry: the node (next pointer, key, value) as malloc hands it out,
  // the key's heap blocks, and three bucket pointers (one per entry at load factor 1, and the old
  // and new arrays side by side while it rehashes).
  static std::uint64_t entry_bytes(const Position& p) {
    return sat_add(heap_block_bytes(sizeof(void*) + sizeof(std::pair<const Position, Grundy>)),
                   sat_add(heap_bytes(p), 3 * sizeof(void*)));
  }

 private:
  struct OverMemory {};
  struct Frame {
    Position pos;
    std::vector<Position> opts;
    std::size_t next = 0;
    std::uint64_t bytes = 0;  // estimated bytes of pos's heap and the move list
  };

  InputError refusal() const {
    return InputError(fmt::format("the position is too large for the reference solver (its memo and move lists "
                                  "would take more than {}; see --max-memory)",
                                  human_bytes(memory_limit_)));
  }

  Grundy solve(const Position& root) {
    std::uint64_t spent = 0;
    std::uint64_t open_bytes = 0;  // the frames' bytes
    std::vector<Frame> stack;
    auto over = [&](std::uint64_t more) {
      return memory_limit_ != 0 && sat_add(sat_add(memo_bytes_, open_bytes), more) > memory_limit_;
    };
    auto push = [&](const Position& p) {
      // The frame itself, counted three times: the stack vector's capacity can be twice its size,
      // and while it grows the old and the new arrays exist side by side.
      std::uint64_t frame = sat_add(3 * sizeof(Frame), heap_bytes(p));
      // A game that can count a position's moves cheaply lets the budget refuse a position before
      // its move list is built (a single heap of 10^9 stones would exhaust memory first).
      if constexpr (requires { G::option_count(p); }) {
        const auto count = static_cast<std::uint64_t>(G::option_count(p));
        if (budget_ != 0 && sat_add(spent, count) > budget_)
          throw InputError("the position is too large for the reference solver (more than " +
                           std::to_string(budget_) + " moves to explore)");
        // Each option: its slot in the list (three slots, as for the stack) and its heap blocks,
        // which are no larger than p's (no move of these games adds elements).
        if (over(sat_add(frame, sat_mul(count, sat_add(3 * sizeof(Position), heap_bytes(p)))))) throw OverMemory{};
      }
      Frame f{p, {}, 0, 0};
      G::options(p, f.opts);
      spent += f.opts.size();
      if (budget_ != 0 && spent > budget_)
        throw InputError("the position is too large for the reference solver (more than " +
                         std::to_string(budget_) + " moves to explore)");
      // What the list takes now that it is built.
      frame = sat_add(frame, sat_add(sat_mul(f.opts.capacity(), sizeof(Position)), sat_mul(f.opts.size(), heap_bytes(p))));
      if (over(frame)) throw OverMemory{};
      f.bytes = frame;
      open_bytes += frame;
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
      const std::uint64_t entry = entry_bytes(top.pos);
      open_bytes -= top.bytes;
      if (over(entry)) throw OverMemory{};
      memo_bytes_ += entry;
      memo_.emplace(std::move(top.pos), mex(values));
      stack.pop_back();
    }
    return memo_.at(root);
  }

  struct Hash {
    std::size_t operator()(const Position& p) const { return G::hash(p); }
  };
  std::unordered_map<Position, Grundy, Hash> memo_;
  std::uint64_t memo_bytes_ = 0;
  std::uint64_t budget_ = 0;
  std::uint64_t memory_limit_ = kDefaultSolveMemory;
};

}  // namespace cgcheck
