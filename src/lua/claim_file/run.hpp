#pragma once
// Running one claim of a claim file (claim_file/run.cpp): the check a claim file's claim is
// registered with (lua/claim_file.cpp).
#include <cstddef>
#include <cstdint>
#include <string>

#include "claims/claim.hpp"
#include "claims/registry.hpp"
#include "claims/result.hpp"

namespace cgcheck::lua::claim_file {

// Claim `index` of the claim file at `path`: the same walk as a built-in claim (claims/check_kinds.hpp):
// work items over the run's threads and ranks, checkpoints, the random phase with shrinking. The file
// is read again for the run (a Lua state per worker thread); its game is solved once per worker.
void run_claim_of_file(ClaimResult& res, RunContext& ctx, std::uint64_t bound, const Registry& r,
                       const std::string& path, std::size_t index);

}  // namespace cgcheck::lua::claim_file
