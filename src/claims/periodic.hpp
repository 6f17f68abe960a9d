#pragma once
// The check kind `periodic`: "the Grundy sequence of GAME has preperiod e and period p (and, if
// given, these values in its periodic part)". Its status is `proved` when a theorem of
// games/heap_games/periodicity.hpp closes it from the values computed (the claim then holds for
// every heap), `holds` when the values up to the bound agree but no theorem applies or its window
// needs more values than the bound, and `refuted` with the first disagreement otherwise:
//   - a heap n >= e with G(n + p) != G(n) (the period fails),
//   - e > 0 and G(e - 1 + p) = G(e - 1) (the preperiod is smaller: e - 1 is no exception),
//   - a proper divisor of p that is also a period from e (p is not the least period),
//   - a value of the periodic part that differs from the claimed one.
// Usable from claim files: periodic_check(game id, e, p, bound, ctx) returns the result.
#include <cstdint>
#include <string>
#include <vector>

#include "claims/check_kind.hpp"
#include "claims/claim.hpp"
#include "claims/result.hpp"

namespace cgcheck::heap_games {

// `values`: empty, or G(n) for n = 0..p-1 modulo p in the periodic part (values[n % p]).
// `bound`: the most heaps (values) computed. Throws InputError for a malformed game id or a bound
// beyond --max-memory.
void periodic_check(ClaimResult& res, const std::string& game, std::uint64_t preperiod, std::uint64_t period,
                    std::uint64_t bound, RunContext& ctx, const std::vector<std::uint32_t>& values = {});
ClaimResult periodic_check(const std::string& game, std::uint64_t preperiod, std::uint64_t period, std::uint64_t bound,
                           RunContext& ctx, const std::vector<std::uint32_t>& values = {});

// For ClaimDef::check: the claim's run.
inline auto periodic(std::string game, std::uint64_t preperiod, std::uint64_t period,
                     std::vector<std::uint32_t> values = {}) {
  return named(name(CheckKind::periodic), [=](ClaimResult& res, RunContext& ctx, std::uint64_t bound) {
    periodic_check(res, game, preperiod, period, bound, ctx, values);
  });
}

}  // namespace cgcheck::heap_games
