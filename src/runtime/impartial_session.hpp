#pragma once
// `cgcheck solve` for any impartial game: parse, reference solver, print. The memo persists across
// the positions of one batch.
#include <algorithm>
#include <cstdint>
#include <string>

#include <fmt/core.h>

#include "core/error.hpp"
#include "runtime/game_entry.hpp"
#include "core/text.hpp"
#include "core/memo_solver.hpp"

namespace cgcheck {

// G also provides G::parse(std::string_view) -> Position (throws InputError) and
// G::print(const Position&) -> std::string. Solver answers grundy(p) and takes set_budget(moves) and
// set_memory_limit(bytes):
// the generic memo solver, or a game's faster one (a table for some positions, the memo elsewhere).
template <class G, class Solver = MemoSolver<G>>
class ImpartialSession : public SolveSession {
 public:
  void set_budget(std::uint64_t moves) override { solver_.set_budget(moves); }
  void set_memory_limit(std::uint64_t bytes) override { solver_.set_memory_limit(bytes); }
  Solved solve(std::string_view text) override {
    const auto p = G::parse(text);
    const Grundy g = solver_.grundy(p);
    return {G::print(p), fmt::format("{}", g), std::string(name(outcome_of(g)))};
  }
  std::uint32_t grundy(std::string_view text) override { return solver_.grundy(G::parse(text)); }
  std::optional<std::vector<std::string>> options(std::string_view text) override {
    const auto p = G::parse(text);
    std::vector<typename G::Position> out;
    G::options(p, out);
    std::vector<std::string> printed;
    printed.reserve(out.size());
    for (const auto& o : out) printed.push_back(G::print(o));
    return printed;
  }

 private:
  Solver solver_;
};

// The largest bound for a table grown to answer a position needing `need`: between `need` and
// max(2 x `current`, `first`) (doubling, so a batch of growing positions builds O(log) tables), the
// largest that fits(bound) accepts; 0 when not even `need` fits (then the caller falls back to its
// solver).
template <class Fits>
std::uint64_t grown_bound(std::uint64_t need, std::uint64_t current, std::uint64_t first, Fits&& fits) {
  if (!fits(need)) return 0;
  std::uint64_t b = std::max({need, 2 * current, first});
  while (!fits(b)) b = need + (b - need) / 2;
  return b;
}

// A session whose `outcome` a game answers from its P/N table where it can: everything else goes to
// the wrapped session `Inner` (the full solve, and the options that certificates list), and the
// budget and memory limit are kept for the table's growth to respect.
template <class Inner>
class TableOutcomeSession : public SolveSession {
 public:
  Solved solve(std::string_view text) override { return inner_.solve(text); }
  std::uint32_t grundy(std::string_view text) override { return inner_.grundy(text); }
  std::optional<std::vector<std::string>> options(std::string_view text) override { return inner_.options(text); }
  void set_budget(std::uint64_t moves) override {
    inner_.set_budget(moves);
    budget_ = moves;
  }
  void set_memory_limit(std::uint64_t bytes) override {
    inner_.set_memory_limit(bytes);
    memory_ = bytes;
  }

 protected:
  // The bound of the table to build for a position needing `need` (grown_bound: doubling from
  // `current`, at least `first`, at most `max`), whose size is bytes(bound) and whose cost is
  // moves(bound) of the budget (`what` names the table before the bound in a refusal). 0 when the
  // table for `need` exceeds `max` or the memory limit: the
  // position goes to the full solve. Within memory but over the budget, the position is refused at
  // once: the full solve explores about the positions the table holds, each with all its moves, so it would
  // only spend the budget before refusing (four-pile Single-delete Nim with piles of 800 took
  // minutes to be refused that way).
  template <class Bytes, class Moves>
  std::uint64_t table_bound(std::uint64_t need, std::uint64_t current, std::uint64_t first, std::uint64_t max,
                            Bytes&& bytes, Moves&& moves, const std::string& what) const {
    const auto in_memory = [&](std::uint64_t b) { return b <= max && (memory_ == 0 || bytes(b) <= memory_); };
    if (!in_memory(need)) return 0;
    if (budget_ != 0 && moves(need) > budget_)
      throw InputError(fmt::format("{} {} counts as {} moves, over --max-moves {} (raise it, or 0 for no limit)",
                                   what, need, with_commas(moves(need)), with_commas(budget_)));
    return grown_bound(need, current, first,
                       [&](std::uint64_t b) { return in_memory(b) && (budget_ == 0 || moves(b) <= budget_); });
  }

  Inner inner_;
  std::uint64_t budget_ = 0, memory_ = kDefaultSolveMemory;
};

}  // namespace cgcheck
