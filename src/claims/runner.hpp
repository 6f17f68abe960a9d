#pragma once
// The runners shared by every claim. A claim supplies positions (an enumerator in size order, a
// list of cases, or a RapidCheck generator) and a check that returns a Mismatch where the claim
// fails; the runners count, keep the minimal counterexample, shrink random failures and time.
#include <cstdint>
#include <optional>
#include <string>
#include <utility>

#include <fmt/core.h>
#include <rapidcheck.h>

#include "core/progress.hpp"
#include "claims/result.hpp"

namespace cgcheck {

// What a claim says at a position versus what is true there.
struct Mismatch {
  std::string claimed;
  std::string actual;
  std::string kind;  // direction of the failure; defaults to "claims <claimed>, is <actual>"
  std::vector<Witness> witnesses{};  // the failure as positions of the game, for its certificate
};
using Verdict = std::optional<Mismatch>;

// An impartial position's outcome in a verdict: P, or N (one wording for every check of P-rules).
inline std::string pn(bool is_p) { return is_p ? "P" : "N"; }

inline Mismatch mismatch(std::string claimed, std::string actual) {
  return Mismatch{std::move(claimed), std::move(actual), {}};
}

// A P-rule's verdict at a position whose outcome class is `outcome` (P, N, L, R or D): none when
// the rule's `said_p` matches; else, where the position is P or N (impartial play that ends), the
// claim and the truth as P and N, and otherwise the truth's own class against "P" or "not P". One
// wording for every P-rule: the built-in kinds, claim files and hunts.
inline std::optional<Mismatch> p_rule_verdict(bool said_p, const std::string& outcome, bool impartial) {
  const bool is_p = outcome == "P";
  if (said_p == is_p) return std::nullopt;
  if (impartial && outcome != "D") return mismatch(pn(said_p), pn(is_p));
  return mismatch(said_p ? "P" : "not P", outcome);
}

// The direction of a failure, for counting: its own kind, or "claims X, is Y" for short values.
inline std::string mismatch_kind(const Mismatch& m) {
  if (!m.kind.empty()) return m.kind;
  return (m.claimed.size() <= 16 && m.actual.size() <= 16) ? fmt::format("claims {}, is {}", m.claimed, m.actual)
                                                           : "other";
}

inline void record_failure(ClaimResult& res, const std::string& position, const Mismatch& m,
                           const std::string& found_by) {
  ++res.mismatches;
  ++res.mismatch_kinds[mismatch_kind(m)];
  Counterexample ce{position, m.claimed, m.actual, found_by, m.witnesses};
  if (res.failures.size() < ClaimResult::kListedFailures) res.failures.push_back(ce);
  if (!res.counterexample) res.counterexample = std::move(ce);
}

// Exhaustive phase. enumerate(visit) must call visit(position) for every position of the range in
// the game's documented size order, so the first failure met is the minimal counterexample. An empty
// label: the caller draws the progress line (it counts positions this runner does not see).
template <class Enumerate, class Check, class Print>
void run_exhaustive(ClaimResult& res, std::string range, std::uint64_t expected_total,
                    Enumerate&& enumerate, Check&& check, Print&& print,
                    const std::string& label = "exhaustive") {
  Coverage cov{"exhaustive", 0, std::move(range)};
  std::optional<Progress> progress;
  if (!label.empty()) progress.emplace(label, expected_total);
  enumerate([&](const auto& pos) {
    ++cov.count;
    if (progress) progress->tick(cov.count);
    if (Verdict v = check(pos))
      record_failure(res, print(pos), *v, "exhaustive search, minimal in size order");
  });
  res.checked.push_back(std::move(cov));
}

// A finite list of cases (examples, table rows). Each failure is counted; the first is reported.
template <class Cases, class Check, class Print>
void run_cases(ClaimResult& res, std::string range, const Cases& cases, Check&& check, Print&& print) {
  Coverage cov{"cases", 0, std::move(range)};
  for (const auto& c : cases) {
    ++cov.count;
    if (Verdict v = check(c)) record_failure(res, print(c), *v, "listed case");
  }
  res.checked.push_back(std::move(cov));
}

// Random phase (none after a counterexample): `cases` positions from a RapidCheck generator, sizes ramping from 0 to 100 as in
// rc::check, from a seed that replays the same sequence. A failure is shrunk with the generator's
// own shrinks (greedy: take the first shrink that still fails, until none does).
//
// admit(pos): whether a drawn position belongs to the claim's domain (a claim file's where()). A
// draw it rejects is neither checked nor counted, and shrinking never leaves the domain, so a
// domain that is empty checks nothing (and the claim is inconclusive), never "holds on 100 cases".
struct AdmitAll {
  template <class T>
  bool operator()(const T&) const { return true; }
};
template <class T, class Check, class Print, class Admit = AdmitAll>
void run_random(ClaimResult& res, std::string range, const rc::Gen<T>& gen, std::uint64_t cases,
                std::uint64_t seed, Check&& check, Print&& print, Admit&& admit = {}) {
  // A counterexample found before (the exhaustive phase's minimal one) stands: the random phase
  // would neither replace it nor need to shrink one of its own, so it does not run.
  if (res.counterexample) return;
  Coverage cov{"random", 0, std::move(range)};
  Progress progress("random", cases, "cases");
  rc::Random master(seed);
  for (std::uint64_t i = 0; i < cases; ++i) {
    progress.tick(i);
    rc::Random r = master.split();
    const int size = cases <= 1 ? 100 : static_cast<int>((i * 100) / (cases - 1));
    rc::Shrinkable<T> s = gen(r, size);
    if (!admit(s.value())) continue;
    ++cov.count;
    Verdict v = check(s.value());
    if (!v) continue;
    // Count the unshrunk failure, then shrink it for the report.
    ++res.mismatches;
    std::uint64_t steps = 0, tried = 0;
    Progress shrinking("shrink", 0, "candidates tried");
    for (bool shrunk = true; shrunk && steps < 100000;) {
      shrunk = false;
      auto seq = s.shrinks();
      while (auto candidate = seq.next()) {
        shrinking.update(++tried);
        if (!admit(candidate->value())) continue;
        if (Verdict cv = check(candidate->value())) {
          s = std::move(*candidate);
          v = std::move(cv);
          shrunk = true;
          ++steps;
          break;
        }
      }
    }
    ++res.mismatch_kinds[mismatch_kind(*v) + " (random)"];
    if (!res.counterexample)
      res.counterexample = Counterexample{
          print(s.value()), v->claimed, v->actual,
          fmt::format("random case {} of seed {} (replay with --seed {}), shrunk in {} steps", i, seed,
                      seed, steps),
          v->witnesses};
    break;  // one shrunk counterexample is enough; the exhaustive phase does the counting
  }
  res.checked.push_back(std::move(cov));
}

}  // namespace cgcheck
