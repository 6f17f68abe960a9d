// The report's sections for "Octal and subtraction games": the rules as implemented, the literature
// table with what the computation derives and proves, the misère quotients computed and proved, and
// pictures of Grundy sequences.
#include <string>
#include <vector>

#include <fmt/core.h>
#include <fmt/format.h>

#include "cgt/misere_quotient.hpp"
#include "claims/claim.hpp"
#include "claims/quotient.hpp"
#include "games/heap_games/quotient.hpp"
#include "games/heap_games/rules.hpp"
#include "core/text.hpp"
#include "games/heap_games/period_table.hpp"
#include "games/heap_games/sequence_picture.hpp"
#include "papers/octal_games/table.hpp"

namespace cgcheck {

using namespace heap_games;

namespace {

// The misère quotients of the games the quotient claims and tests name, each computed by
// MisereSolver's method and proved for every sum of heaps up to its bound: the page's table of them.
std::string quotient_table(RunContext& ctx) {
  struct Entry {
    const char* code;
    std::uint32_t heaps;
  };
  const std::uint32_t wide = ctx.profile == Profile::deep ? 16 : 12;
  const std::vector<Entry> entries{{"0.[3]", 3},  {"0.75", wide}, {"0.77", wide},  {"0.07", 30},  {"0.137", wide},
                                   {"0.31", wide}, {"0.26", wide}, {"0.54", wide},  {"0.72", wide}, {"0.53", wide},
                                   {"0.104", wide}, {"0.4", wide}, {"0.16", 14}};
  std::string md =
      "### Misère quotients\n\n"
      "Each quotient computed by MisereSolver's method and **proved** for every sum of heaps up to the bound by the "
      "exhaustive local check (`cgcheck quotient take-and-break:CODE --max-heap N` prints the same; its docs: "
      "docs/misere-and-loopy.md). Presentations in MisereSolver's notation; past 48 elements only the counts are "
      "shown.\n\n| game | heaps | order | P-portion | generators (heaps) | presentation |\n|---|---|---|---|---|---|\n";
  for (const Entry& e : entries) {
    const std::string game = fmt::format("take-and-break:{}", e.code);
    try {
      const misere::Pretension q = proved_quotient(quotient_options(parse_heap_game(game)), e.heaps);
      const misere::Presentation pr = misere::present(q);
      std::vector<std::string> gens;
      for (misere::Heap h : pr.generator_heap) gens.push_back(std::to_string(h));
      std::string text = fmt::format("{} relations", pr.relations.size());
      if (q.monoid.order <= 48) {
        text = "`";
        for (const char c : pr.text(q.monoid)) text += c == '|' ? std::string("\\|") : std::string(1, c);  // a table cell
        text += "`";
      }
      md += fmt::format("| `{}` | 1..{} | {} | {} | {} | {} |\n", game, e.heaps, q.monoid.order, q.monoid.p_count(),
                        gens.empty() ? std::string("none") : fmt::format("{}", fmt::join(gens, ", ")), text);
    } catch (const std::exception& ex) {
      md += fmt::format("| `{}` | 1..{} | not computed: {} | | | |\n", game, e.heaps, ex.what());
    }
  }
  return md + "\n";
}

}  // namespace

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
        "claim's window within the bound (see each claim's status above) or disagrees (a finding, in the claims).\n\n";
  return md + quotient_table(ctx);
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
