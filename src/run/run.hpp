#pragma once
// Running claims: one claim (timed, its status settled, exceptions turned into an error result)
// or a selection of them in order.
#include <functional>
#include <vector>

#include "claims/claim.hpp"
#include "claims/registry.hpp"
#include "claims/result.hpp"

namespace cgcheck {

// Runs one claim: time, status, and exceptions turned into an error result (an InputError, e.g. a
// bound too large, and an interruption propagate so the command can exit with code 2 or 130).
// The claim's checks read and fill `tables`, shared by the claims of one run.
ClaimResult run_claim(const Claim& c, const RunOptions& options, Workspace& tables);
// The same, with the certificates of a refuted claim built from the games of `games` (the run's
// registry: claim files add their game files to it), not only the built-in ones.
ClaimResult run_claim(const Claim& c, const RunOptions& options, Workspace& tables, const Registry& games);
// A run of one claim with tables of its own, freed on return.
inline ClaimResult run_claim(const Claim& c, const RunOptions& options) {
  Workspace tables;
  return run_claim(c, options, tables);
}

// A game of `r`, or a game file when `id` ends in .lua (loaded once and kept). Throws InputError
// naming the known games for an unknown id.
const GameEntry& find_game(const Registry& r, std::string_view id);

}  // namespace cgcheck
