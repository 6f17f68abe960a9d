#pragma once
// Running claims: one claim (timed, its status settled, exceptions turned into an error result)
// or a selection of them in order.
#include <functional>
#include <vector>

#include "core/claim.hpp"
#include "core/result.hpp"

namespace cgcheck {

// Runs one claim: time, status, and exceptions turned into an error result (an InputError, e.g. a
// bound too large, and an interruption propagate so the command can exit with code 2 or 130).
ClaimResult run_claim(const Claim& c, const RunContext& ctx);

}  // namespace cgcheck
