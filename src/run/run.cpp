#include "run/run.hpp"

#include "core/progress.hpp"

#include <chrono>
#include <exception>

#include "core/error.hpp"

namespace cgcheck {

ClaimResult run_claim(const Claim& c, const RunContext& ctx) {
  ClaimResult res;
  res.seed = ctx.seed;
  const auto start = std::chrono::steady_clock::now();
  const ProgressSubject subject(c.id);  // progress lines name the claim
  try {
    RunContext claim_ctx = ctx;
    claim_ctx.claim_id = c.id;
    claim_ctx.walks = std::make_shared<std::uint64_t>(0);
    c.run(res, claim_ctx, ctx.bound_for(c.bounds));
    res.settle();
  } catch (const InputError&) {
    throw;
  } catch (const Interrupted&) {
    throw;
  } catch (const std::exception& e) {
    res.status = Status::error;
    res.message = e.what();
  }
  res.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return res;
}

}  // namespace cgcheck
