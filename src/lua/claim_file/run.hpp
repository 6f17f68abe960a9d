#pragma once
// Running one claim of a claim file (claim_file/run.cpp): the check a claim file's claim is
// registered with (lua/claim_file.cpp).
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>

#include "claims/claim.hpp"
#include "claims/registry.hpp"
#include "claims/result.hpp"
#include "lua/claim_file/state.hpp"

namespace cgcheck::lua::claim_file {

// Where a claim's Lua state comes from: its claim file, read again by each worker thread, or a claim
// stated in memory (a hunt's conjecture).
struct ClaimSource {
  std::string key;  // names the source in the run's caches: the file's path, or the conjecture's text
  std::function<std::shared_ptr<ClaimState>()> load;
};

// What the exhaustive phase walked (hunt prints it): the shape fixed before generation, whether its
// fields disagree (nothing is generated), whether --where said nothing beyond it (not evaluated per
// position), and the positions generated.
struct WalkStats {
  Shape shape;
  bool conflict = false;
  bool where_in_shape = false;
  std::uint64_t generated = 0;
};

// A script's failure at a position (its formula or where raised, returned the wrong type, or the
// solver refused the position), the smallest such position's in the exhaustive order: a claim
// file's claim then has status `error` (the run's other claims still run); hunt refuses the run.
struct ScriptError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Claim `index` of the source: the same walk as a built-in claim (claims/check_kinds.hpp): work items
// over the run's threads and ranks, checkpoints, the random phase with shrinking; the source is
// loaded once per worker thread and run, and its game solved once per worker. `stats`, if given,
// receives what the exhaustive phase walked.
void run_claim_of(ClaimResult& res, RunContext& ctx, std::uint64_t bound, const Registry& r, const ClaimSource& source,
                  std::size_t index, WalkStats* stats = nullptr);

// Claim `index` of the claim file at `path`: the same walk as a built-in claim (claims/check_kinds.hpp):
// work items over the run's threads and ranks, checkpoints, the random phase with shrinking. The file
// is read again for the run (a Lua state per worker thread); its game is solved once per worker.
void run_claim_of_file(ClaimResult& res, RunContext& ctx, std::uint64_t bound, const Registry& r,
                       const std::string& path, std::size_t index);

}  // namespace cgcheck::lua::claim_file
