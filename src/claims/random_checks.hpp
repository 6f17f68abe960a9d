#pragma once
// Runs of random positions drawn from a generator of their own, for a phase of a claim (phases(...))
// whose positions no domain enumerates: positions far beyond any table, where only a formula or a
// memo solver answers.
#include <cstdint>
#include <string>
#include <utility>

#include <fmt/core.h>
#include <rapidcheck.h>

#include "claims/check_kind.hpp"
#include "claims/claim.hpp"
#include "claims/runner.hpp"
#include "core/memo_solver.hpp"

namespace cgcheck {

// `cases` random positions (at the standard profile) from gen: check(p) -> Verdict, print(p) for
// the counterexample.
template <class T, class Check, class Print>
auto at_random(std::string range, rc::Gen<T> gen, std::uint64_t cases, Check check, Print print) {
  return named("random_property", [=](ClaimResult& res, RunContext& ctx, std::uint64_t) {
    run_random(res, range, gen, ctx.random_cases_for(cases), ctx.seed, check, print);
  });
}

// A value the paper gives vs the solver's.
inline Verdict value_vs(std::int64_t claimed, std::uint64_t actual) {
  if (claimed == static_cast<std::int64_t>(actual)) return std::nullopt;
  return mismatch(fmt::format("{}", claimed), fmt::format("{}", actual));
}

// formula(p) vs the Grundy value of the memo solver of G at `cases` random positions from gen.
template <class G, class F>
auto vs_memo(std::string range, rc::Gen<typename G::Position> gen, std::uint64_t cases, F formula) {
  return named(name(CheckKind::grundy_is), [=](ClaimResult& res, RunContext& ctx, std::uint64_t bound) {
    MemoSolver<G> memo;
    at_random(range, gen, cases, [&](const typename G::Position& p) { return value_vs(formula(p), memo.grundy(p)); },
              [](const typename G::Position& p) { return G::print(p); })(res, ctx, bound);
  });
}

}  // namespace cgcheck
