#pragma once
// The check kind `quotient`: "the misère quotient of GAME is this presentation, with this element
// for each heap" (T. E. Plambeck and A. N. Siegel, "Misère quotients for impartial games", 2008),
// written as MisereSolver writes one: "Q = <a,b,c | a2=1,b3=b,bc=ab,c2=b2>; P = {a,b2}" and the
// heaps' words from heap 0 ("1 a b a b c ..."). Checked to a heap bound N (at most the heaps
// written):
//   - for n = 1..N, the written quotient predicts the misère outcome of every sum of heaps 1..n
//     (the exhaustive local check of cgt/misere_quotient.hpp, a proof for that n); the first n
//     where it does not is the counterexample, with a shortest sum it mispredicts;
//   - the quotient computed from the rules for heaps 1..N is the written one (the same order,
//     products, P-portion and heap elements): a written monoid that predicts every outcome but is
//     larger than the quotient is refuted too, with the first difference.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "cgt/misere_quotient.hpp"
#include "claims/result.hpp"
#include "runtime/game_catalog.hpp"
#include "runtime/run_context.hpp"

namespace cgcheck {

void quotient_check(ClaimResult& res, const GameCatalog& games, const std::string& game, const std::string& presentation,
                    const std::string& heaps, std::uint64_t bound, RunContext& ctx);
// The misère quotient of the sums of heaps 1..bound, computed by MisereSolver's method (the learner
// when a heap has an option as large as itself) and proved by the exhaustive local check, which
// solves no sum: a quotient that fails it is an internal error, never a result.
misere::Pretension proved_quotient(const std::function<std::vector<std::vector<std::uint32_t>>(std::uint32_t)>& options,
                                   std::uint32_t bound, std::uint32_t max_order = 5000);
// "The misère quotient of the sums of heaps 1..bound has order K": refuted with the order computed
// (proved_quotient: proved by the exhaustive check, minimal by construction).
void quotient_order_check(ClaimResult& res, const GameCatalog& games, const std::string& game, std::uint64_t order,
                          std::uint64_t bound);
// The same for a game given by its heaps' options (GameEntry::heap_options) and its id.
using QuotientHeapOptions = std::function<std::vector<std::vector<std::uint32_t>>(std::uint32_t)>;
void quotient_check(ClaimResult& res, const QuotientHeapOptions& options, const std::string& game,
                    const std::string& presentation, const std::string& heaps, std::uint64_t bound);

}  // namespace cgcheck
