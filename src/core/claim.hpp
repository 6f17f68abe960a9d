#pragma once
// A claim: one checkable statement from a paper (or a conjecture), with its citation, the positions
// it speaks about, how it is checked, and what we expect to observe.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "core/result.hpp"

namespace cgcheck {

enum class Expectation { holds, refuted };
std::string_view name(Expectation e);

// How far a run goes: `ci` keeps the CTest gate quick, `standard` is the report's default,
// `deep` is the documented long run.
enum class Profile { ci, standard, deep };
std::string_view name(Profile p);

struct Source {
  std::string paper;    // file name under the shared papers folder, e.g. 004_567416f96dbe5f38.txt
  std::string label;    // as printed: "Theorem 1", "Table 3"
  std::string section;  // where: "Section 2", "Appendix", "p. 4"
};

struct Bounds {
  std::uint64_t ci = 0, standard = 0, deep = 0;
  std::uint64_t of(Profile p) const {
    return p == Profile::ci ? ci : p == Profile::standard ? standard : deep;
  }
};

struct RunContext {
  Profile profile = Profile::standard;
  std::optional<std::uint64_t> bound;  // overrides the claim's bound for this profile
  std::uint64_t seed = 1;              // random phase seed; the same seed replays the same cases
  std::optional<std::uint64_t> random_cases;  // overrides the claim's number of random cases
  std::uint64_t max_memory = 0;        // bytes a dense table may take; 0 = no limit
  unsigned threads = 1;                // workers for parallel exhaustive runs (results do not depend on it)
  std::uint64_t bound_for(const Bounds& b) const { return bound.value_or(b.of(profile)); }
};

struct Claim {
  std::string id;    // <game>/<kind>-<label>, e.g. nim-pass/thm-1-case-a
  std::string game;  // game id
  Source source;
  std::string statement;  // in words, as printed (extraction damage repaired, see note)
  std::string domain;     // positions the claim speaks about, and what the bound means
  std::string check;      // how it is checked: formula vs solver, or which property
  std::string note;       // repairs of extraction damage, readings chosen, findings
  Expectation expected = Expectation::holds;
  Bounds bounds;          // size bound per profile (meaning given in `domain`)
  // Runs the check at `bound`; fills coverage, mismatches and counterexample. The registry's
  // runner times it, settles the status and turns exceptions into Status::error.
  std::function<void(ClaimResult&, const RunContext&, std::uint64_t bound)> run;
};

// Runs one claim: time, status, and exceptions turned into an error result (an InputError, e.g. a
// bound too large, propagates so the command can exit with code 2).
ClaimResult run_claim(const Claim& c, const RunContext& ctx);

}  // namespace cgcheck
