#pragma once
// `cgcheck solve` for any impartial game: parse, reference solver, print. The memo persists across
// the positions of one batch.
#include <algorithm>
#include <cstdint>

#include <fmt/core.h>

#include "core/registry.hpp"
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

// A session whose `outcome` a game answers from its P/N table where it can: everything else goes to
// the wrapped session `Inner` (the full solve, and the options that certificates list), and the
// budget and memory limit are kept for the table's growth to respect.
template <class Inner>
class TableOutcomeSession : public SolveSession {
 public:
  Solved solve(std::string_view text) override { return inner_.solve(text); }
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
  Inner inner_;
  std::uint64_t budget_ = 0, memory_ = kDefaultSolveMemory;
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

}  // namespace cgcheck
