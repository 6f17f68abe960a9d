// The report's sections for "Octal and subtraction games": the rules as implemented, the literature
// table with what the computation derives and proves, and pictures of Grundy sequences.
#include <string>
#include <vector>

#include <fmt/core.h>

#include "claims/claim.hpp"
#include "core/text.hpp"
#include "games/heap_games/period_table.hpp"
#include "games/heap_games/sequence_picture.hpp"
#include "papers/octal_games/table.hpp"

namespace cgcheck {

using namespace heap_games;

std::string octal_games_exploration(RunContext& ctx) {
  const std::uint64_t bound = ctx.bound_for(Bounds{1'100'000, 25'000'000, 500'000'000});
  std::string md = fmt::format(
      "### The literature table, re-derived\n\n"
      "Each game's sequence computed until `cgcheck periodicity` finds the smallest period whose theorem window "
      "fits, up to {} values (the profile's bound). Claimed: the table's period and last exception; derived: the "
      "computation's.\n\n",
      with_commas(bound));
  std::vector<octal_games::Row> rows;
  try {
    rows = octal_games::literature_table();
  } catch (const std::exception& e) {
    return md + fmt::format("\nThe table could not be read: {}\n", e.what());
  }
  // Open games: a fixed reach (0.007 needs every option of most heaps: about 2 s for 10^5).
  md += derived_period_table(rows, bound, ctx.profile == Profile::deep ? 1'000'000 : 100'000);
  md += "\nA derived period that differs from the claimed one, or no proof, means the computation did not reach the "
        "claim's window within the bound (see each claim's status above) or disagrees (a finding, in the claims).\n";
  return md;
}

std::vector<Picture> octal_games_pictures(RunContext&) {
  std::vector<Picture> out;
  out.push_back(grundy_sequence_picture("take-and-break:0.77", "octal-games-kayles.svg", 160,
                                        "Kayles (0.77): G(n) against n; periodic with period 12 after the last "
                                        "exception at n = 70"));
  out.push_back(grundy_sequence_picture("take-and-break:0.177", "octal-games-0.177.svg", 700,
                                        "0.177: G(n) against n; periodic with period 20 after the last exception at "
                                        "n = 496"));
  return out;
}

}  // namespace cgcheck
