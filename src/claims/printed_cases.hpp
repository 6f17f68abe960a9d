#pragma once
// A paper's worked examples as a list of cases, the `cases` check kind for printed numbers: each
// printed number against what computes it (a formula, the memo solver of any impartial game G),
// and "from -> to is the unique winning move" as three cases.
#include <algorithm>
#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include <fmt/core.h>
#include <fmt/format.h>

#include "claims/claim.hpp"
#include "core/memo_solver.hpp"
#include "claims/runner.hpp"

namespace cgcheck {

struct Case {
  std::string what;
  std::function<Verdict()> check;
};
inline auto printed(std::vector<Case> cases) {
  return named("cases", [cases = std::move(cases)](ClaimResult& res, RunContext&, std::uint64_t) {
    run_cases(res, "the printed values and winning move", cases, [](const Case& c) { return c.check(); },
              [](const Case& c) { return c.what; });
  });
}
inline std::vector<Case> operator+(std::vector<Case> a, std::vector<Case> b) {
  for (auto& c : b) a.push_back(std::move(c));
  return a;
}

// A list the paper prints (its examples, a table's rows), each item checked by verdict(item) and
// shown by print(item); every failing item is counted, the first reported.
template <class Items, class Verdictor, class Print>
auto listed(std::string range, Items items, Verdictor verdict, Print print) {
  return [range = std::move(range), items = std::move(items), verdict, print](ClaimResult& res, RunContext&, std::uint64_t) {
    run_cases(res, range, items, verdict, print);
  };
}

// A printed line of play in an impartial game G: each position with its printed outcome (true: P)
// against G's memo solver, each step a legal move (is_move(from, to)), and the last position terminal.
template <class G, class IsMove>
auto play_line(std::vector<std::pair<typename G::Position, bool>> line, IsMove is_move) {
  return [line = std::move(line), is_move](ClaimResult& res, RunContext&, std::uint64_t) {
    MemoSolver<G> solver;
    std::vector<std::size_t> steps(line.size());
    for (std::size_t i = 0; i < steps.size(); ++i) steps[i] = i;
    run_cases(
        res, fmt::format("{} positions of the line", line.size()), steps,
        [&](std::size_t i) -> Verdict {
          const auto& [p, claimed_p] = line[i];
          const bool truth = solver.grundy(p) == 0;
          if (truth != claimed_p) return mismatch(pn(claimed_p), pn(truth));
          if (i + 1 < line.size() && !is_move(p, line[i + 1].first)) return mismatch("legal move", "illegal");
          std::vector<typename G::Position> opts;
          G::options(p, opts);
          if (i + 1 == line.size() && !opts.empty()) return mismatch("terminal", "has a move");
          return std::nullopt;
        },
        [&](std::size_t i) { return G::print(line[i].first); });
  };
}

// A family the paper states by n: for lo <= n <= bound (bound at most max; `what` names it in the
// error), position(n) is P by G's memo solver iff said_p(n). range: the words, {} for the bound.
template <class G, class Position, class SaidP, class Print>
auto outcomes_by_n(std::string range, unsigned lo, std::uint64_t max, std::string what, Position position, SaidP said_p,
                   Print print) {
  return [=](ClaimResult& res, RunContext&, std::uint64_t bound) {
    checked_bound(bound, 0, max, what);
    MemoSolver<G> solver;
    run_exhaustive(
        res, fmt::format(fmt::runtime(range), bound), bound - lo + 1,
        [&](auto visit) {
          for (unsigned n = lo; n <= bound; ++n) visit(n);
        },
        [&](unsigned n) -> Verdict {
          const bool said = said_p(n), truth = solver.grundy(position(n)) == 0;
          return said == truth ? Verdict{} : mismatch(pn(said), pn(truth));
        },
        print);
  };
}

inline Case value_case(std::string what, std::int64_t said, std::function<std::int64_t()> compute) {
  return Case{std::move(what), [said, compute]() -> Verdict {
                const std::int64_t v = compute();
                return v == said ? Verdict{} : mismatch(fmt::format("{}", said), fmt::format("{}", v));
              }};
}
template <class G>
Case solver_case(std::string what, std::int64_t said, typename G::Position p) {
  return value_case(std::move(what), said, [p] { return static_cast<std::int64_t>(MemoSolver<G>().grundy(p)); });
}

// "from -> to is the unique winning move", as three cases: a move, to value 0, the only one. A
// failure's certificates show the printed target's outcome (the reply that beats it) and the
// position's own (its true winning move).
template <class G>
std::vector<Case> winning_move_cases(const typename G::Position& from, const typename G::Position& to) {
  auto zero_options = [from] {
    MemoSolver<G> s;
    std::vector<typename G::Position> opts;
    G::options(from, opts);
    std::vector<std::string> zeros;
    for (const auto& o : opts)
      if (s.grundy(o) == 0) zeros.push_back(G::print(o));
    std::sort(zeros.begin(), zeros.end());
    zeros.erase(std::unique(zeros.begin(), zeros.end()), zeros.end());
    return std::make_pair(opts, zeros);
  };
  const std::string f = G::print(from), t = G::print(to);
  return {
      Case{fmt::format("{} -> {} is a move", f, t),
           [=] {
             auto [opts, zeros] = zero_options();
             if (std::find(opts.begin(), opts.end(), to) != opts.end()) return Verdict{};
             return Verdict{mismatch("a move", "not a move")};
           }},
      Case{fmt::format("{} -> {} reaches value 0 (a winning move)", f, t),
           [=] {
             const Grundy g = MemoSolver<G>().grundy(to);
             if (g == 0) return Verdict{};
             auto [opts, zeros] = zero_options();
             return Verdict{Mismatch{"0", fmt::format("{}; the winning moves are to {}", g, fmt::join(zeros, " or ")),
                                     "wrong winning move",
                                     {Witness{t, Witness::Shows::outcome, {}}, Witness{f, Witness::Shows::outcome, {}}}}};
           }},
      Case{fmt::format("{} -> {} is the unique winning move", f, t),
           [=] {
             auto [opts, zeros] = zero_options();
             if (zeros.size() == 1 && zeros[0] == t) return Verdict{};
             return Verdict{Mismatch{fmt::format("only {}", t),
                                     fmt::format("value-0 options: {}", zeros.empty() ? "none" : fmt::format("{}", fmt::join(zeros, " ; "))),
                                     "winning move not unique",
                                     {Witness{f, Witness::Shows::outcome, {}}}}};
           }},
  };
}

}  // namespace cgcheck
