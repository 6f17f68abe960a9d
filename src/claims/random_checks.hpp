#pragma once
// Runs of random positions drawn from a generator of their own, for a phase of a claim (phases(...))
// whose positions no domain enumerates: positions far beyond any table, where only a formula or a
// memo solver answers.
#include <cstdint>
#include <memory>
#include <string>
#include <utility>

#include <fmt/core.h>
#include <rapidcheck.h>

#include "claims/check_kind.hpp"
#include "claims/check_kinds.hpp"
#include "claims/claim.hpp"
#include "claims/runner.hpp"
#include "core/memo_solver.hpp"

namespace cgcheck {

// A value the paper gives vs the solver's.
inline Verdict value_vs(std::int64_t claimed, std::uint64_t actual) {
  if (claimed == static_cast<std::int64_t>(actual)) return std::nullopt;
  return mismatch(fmt::format("{}", claimed), fmt::format("{}", actual));
}

// Random positions from a generator as the domain of a claim's phase (in_turn(...),
// claims/check_kinds.hpp): the words are the report's and the run's, `cases` at the standard
// profile. RandomFrom is answered by a formula alone (its truth is empty: random_every(check)),
// MemoAtRandom<G> by G's memo solver, a second solver beside a table (random_grundy_is(formula)).
template <class T>
struct RandomPhase {
  using Position = T;
  std::string words;
  rc::Gen<T> gen;
  std::uint64_t cases;
  std::string describe() const { return words; }
  std::string random_range() const { return words; }
  rc::Gen<T> random() const { return gen; }
  std::uint64_t random_cases() const { return cases; }
};
template <class T, class Print>
struct RandomFrom : RandomPhase<T> {
  Print printer;
  std::string print(const T& p) const { return printer(p); }
  struct Truth {};
  Truth truth(RunContext&, std::uint64_t) const { return {}; }
};
template <class T, class Print>
RandomFrom<T, Print> random_from(std::string words, rc::Gen<T> gen, std::uint64_t cases, Print print) {
  return {{std::move(words), std::move(gen), cases}, std::move(print)};
}
template <class G>
struct MemoAtRandom : RandomPhase<typename G::Position> {
  using Position = typename G::Position;
  std::string print(const Position& p) const { return G::print(p); }
  struct Truth {
    std::shared_ptr<MemoSolver<G>> memo = std::make_shared<MemoSolver<G>>();
    Grundy grundy(const Position& p) const { return memo->grundy(p); }
    bool is_p(const Position& p) const { return grundy(p) == 0; }
  };
  Truth truth(RunContext&, std::uint64_t) const { return {}; }
};
template <class G>
MemoAtRandom<G> memo_at_random(std::string words, rc::Gen<typename G::Position> gen, std::uint64_t cases) {
  return {{std::move(words), std::move(gen), cases}};
}

// check(p) -> Verdict at every random position of the claim's domain (a formula alone).
template <class Check>
auto random_every(Check check) {
  return random_property([check = std::move(check)](const auto& p, const auto&) { return check(p); });
}
// formula(p) is the Grundy value at every random position of the claim's domain (MemoAtRandom).
template <class Formula>
auto random_grundy_is(Formula formula) {
  return random_property([formula = std::move(formula)](const auto& p, const auto& truth) {
    return value_vs(formula(p), truth.grundy(p));
  });
}

}  // namespace cgcheck
