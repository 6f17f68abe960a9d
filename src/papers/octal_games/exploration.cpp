// The report's sections for "Octal and subtraction games": the rules as implemented, the literature
// table with what the computation derives and proves, and pictures of Grundy sequences.
#include <algorithm>
#include <memory>
#include <cstdint>
#include <string>
#include <vector>

#include <fmt/core.h>

#include "claims/claim.hpp"
#include "core/heat_map.hpp"
#include "claims/result.hpp"
#include "games/heap_games/periodicity.hpp"
#include "games/heap_games/rules.hpp"
#include "games/heap_games/sequence.hpp"
#include "games/heap_games/sequence_picture.hpp"
#include "papers/octal_games/table.hpp"

namespace cgcheck {

using namespace heap_games;
using octal_games::Row;

std::string octal_games_exploration(RunContext& ctx) {
  const std::uint64_t bound = ctx.bound_for(Bounds{1'100'000, 25'000'000, 500'000'000});
  std::string md = fmt::format(
      "### The literature table, re-derived\n\n"
      "Each game's sequence computed until `cgcheck periodicity` finds the smallest period whose theorem window "
      "fits, up to {} values (the profile's bound). Claimed: the table's period and last exception; derived: the "
      "computation's.\n\n"
      "| game | name | claimed period | claimed last exception | derived period | derived last exception | proved | "
      "values computed | citation |\n|---|---|---:|---:|---:|---:|---|---:|---|\n",
      with_commas(bound));
  std::vector<Row> rows;
  try {
    rows = octal_games::literature_table();
  } catch (const std::exception& e) {
    return md + fmt::format("\nThe table could not be read: {}\n", e.what());
  }
  for (const auto& row : rows) {
    const HeapRules r = parse_heap_game(row.game);
    SequenceEngine engine(r);
    // As `cgcheck periodicity`: double until proved (or, for a claimed period, until its window fits).
    std::uint64_t to = 4095;
    if (row.period && has_theorem(r))
      to = std::max<std::uint64_t>(to, values_needed(r, static_cast<std::uint64_t>(row.last_exception + 1), *row.period));
    // Open games: a fixed reach (0.007 needs every option of most heaps: about 2 s for 10^5).
    if (!row.period) to = std::min<std::uint64_t>(bound, ctx.profile == Profile::deep ? 1'000'000 : 100'000);
    Periodicity found;
    for (;;) {
      to = std::min(to, bound);
      engine.extend_to(to);
      found = find_periodicity(r, engine.values());
      if (found.proved || to >= bound || !row.period) break;
      to = to * 2 + 1;
    }
    const std::string derived_p = found.period ? with_commas(*found.period) : "none";
    const std::string derived_e = found.period && found.last_exception() ? with_commas(*found.last_exception())
                                  : found.period                         ? "none"
                                                                         : "—";
    md += fmt::format("| `{}` | {} | {} | {} | {} | {} | {} | {} | {} |\n", row.game, row.name,
                      row.period ? with_commas(*row.period) : "unknown",
                      row.period ? (row.last_exception < 0 ? "none" : with_commas(static_cast<std::uint64_t>(row.last_exception))) : "—",
                      derived_p, derived_e, found.proved ? "**proved**" : "no", with_commas(engine.values().size()),
                      row.citation);
  }
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
