#pragma once
// Check kinds for claims checked with an engine: a list of cases (examples, table rows, small
// parameter ranges), one case, and a search that must find something. Each run has an engine of
// its own.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <fmt/core.h>

#include "cgt/game.hpp"
#include "cgt/generators.hpp"
#include "claims/check_kinds.hpp"
#include "claims/runner.hpp"
#include "games/seqcomp/domains.hpp"
#include "games/seqcomp/seqcomp.hpp"
#include "games/seqcomp/uptimal.hpp"

namespace cgcheck::seqcomp {

// core's cases with an engine of the run's own: list(bound) -> {range words, cases};
// check(engine, case) -> Verdict.
template <class List, class Check, class Print>
auto engine_cases(List list, Check check, Print print) {
  return cases(list, [check](RunContext&) {
    return [check, e = std::make_shared<Engine>()](const auto& c) -> Verdict { return check(*e, c); };
  }, print);
}
// One case (an example, a printed counterexample), shown as `position`.
template <class Check>
auto one_case(std::string range, std::string position, Check check) {
  return engine_cases([range](std::uint64_t) { return std::pair{range, std::vector<int>{0}}; },
               [check](Engine& e, int) -> Verdict { return check(e); }, [position](int) { return position; });
}
// 1 <= var <= bound, for bounds up to `max`.
inline auto one_to(const char* var, std::uint64_t max, const char* words = "") {
  return [=](std::uint64_t b) {
    check_bound(b, max, var);
    std::vector<std::uint32_t> ks;
    for (std::uint32_t k = 1; k <= b; ++k) ks.push_back(k);
    return std::pair{fmt::format("1 <= {} <= {}{}", var, b, words), ks};
  };
}
// A value the engine computed against the uptimal the paper prints for it.
inline Verdict value_is(Engine& e, GameId v, const std::string& printed) {
  return v == e.u.game(parse_uptimal(printed)) ? Verdict{} : mismatch(printed, cgt::to_string(e.a, v));
}
// The literal games of birthday <= b (b at most max) in e's arena, for a search.
inline std::vector<GameId> games_up_to(Engine& e, std::uint64_t b, std::uint64_t max) {
  check_bound(b, max, "birthday");
  return cgt::all_games(e.a, static_cast<int>(b));
}
// Where the claim is that a counterexample exists: a failure only if none was found.
inline void expect_found(ClaimResult& res, bool found, const char* what) {
  if (!found) record_failure(res, "(all)", {what, "none", ""}, "exhaustive");
}

// Every sequence of `len` values in lo..hi, lexicographically.
inline std::vector<std::vector<std::int64_t>> sequences(std::size_t len, std::int64_t lo, std::int64_t hi) {
  std::vector<std::vector<std::int64_t>> out{{}};
  for (std::size_t i = 0; i < len; ++i) {
    std::vector<std::vector<std::int64_t>> next;
    for (const auto& s : out)
      for (std::int64_t v = lo; v <= hi; ++v) {
        next.push_back(s);
        next.back().push_back(v);
      }
    out = std::move(next);
  }
  return out;
}

// A chain as the transcribed tables (data/seqcomp-example-*.csv) write it: components separated by
// spaces.
inline Chain chain_of_spaced(std::string s) {
  std::replace(s.begin(), s.end(), ' ', ',');
  return parse_chain(s);
}

}  // namespace cgcheck::seqcomp
