#pragma once
// The check kind `periodic`: "the Grundy sequence of GAME has preperiod e and period p (and, if
// given, these values in its periodic part)", for any game that offers its Grundy sequence
// (GameEntry::sequence, runtime/grundy_sequence.hpp). Its status is `proved` when the game's
// periodicity theorem closes it from the values computed (the claim then holds for
// every heap), `holds` when the values up to the bound agree but no theorem applies or its window
// needs more values than the bound, and `refuted` with the first disagreement otherwise:
//   - a heap n >= e with G(n + p) != G(n) (the period fails),
//   - e > 0 and G(e - 1 + p) = G(e - 1) (the preperiod is smaller: e - 1 is no exception),
//   - a proper divisor of p that is also a period from e (p is not the least period),
//   - a value of the periodic part that differs from the claimed one.
// Claim files name the game: periodic_check(result, catalog, game id, e, p, bound, ctx).
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "claims/check_kinds.hpp"
#include "claims/check_kind.hpp"
#include "claims/claim.hpp"
#include "claims/result.hpp"
#include "runtime/game_catalog.hpp"
#include "runtime/grundy_sequence.hpp"

namespace cgcheck {

// `values`: empty, or G(n) for n = 0..p-1 modulo p in the periodic part (values[n % p]).
// `bound`: the most values computed. Throws InputError for a bound beyond --max-memory.
void periodic_check(ClaimResult& res, GrundySequence& sequence, std::uint64_t preperiod, std::uint64_t period,
                    std::uint64_t bound, RunContext& ctx, const std::vector<std::uint32_t>& values = {});
// The same for a game of the catalog; throws InputError for an unknown game (or a family's malformed
// parameter) and a game without a Grundy sequence.
void periodic_check(ClaimResult& res, const GameCatalog& games, const std::string& game, std::uint64_t preperiod,
                    std::uint64_t period, std::uint64_t bound, RunContext& ctx,
                    const std::vector<std::uint32_t>& values = {});
ClaimResult periodic_check(const GameCatalog& games, const std::string& game, std::uint64_t preperiod,
                           std::uint64_t period, std::uint64_t bound, RunContext& ctx,
                           const std::vector<std::uint32_t>& values = {});

// For ClaimDef::check: the claim's run over the sequence `make` gives (a game's GameEntry::sequence).
inline auto periodic(std::function<std::unique_ptr<GrundySequence>()> make, std::uint64_t preperiod,
                     std::uint64_t period, std::vector<std::uint32_t> values = {}) {
  return named(name(CheckKind::periodic), [=](ClaimResult& res, RunContext& ctx, std::uint64_t bound) {
    periodic_check(res, *make(), preperiod, period, bound, ctx, values);
  });
}

// The same over the claim's domain (ClaimDef::over): the sequence its sequence() makes (a heap
// game's Heaps, games/heap_games/domains.hpp).
inline auto periodic(std::uint64_t preperiod, std::uint64_t period, std::vector<std::uint32_t> values = {}) {
  return OnDomain{[=](const auto& dom) { return periodic(dom.sequence(), preperiod, period, values); }};
}

}  // namespace cgcheck
