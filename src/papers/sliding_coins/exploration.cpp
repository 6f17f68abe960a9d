// The report's sections for "A variant of game of sliding coins" (Miyadera, Manabe, Lee): the rules
// with the reading Theorem 2 settles, and the exploration table and picture, computed in the run's
// exploration phase.
#include <cstdint>
#include <string>
#include <vector>

#include <fmt/core.h>

#include "games/sliding_coins/domains.hpp"
#include "papers/sliding_coins/values.hpp"
#include "papers/sliding_coins/formulas.hpp"

namespace cgcheck::sliding_coins {

Verdict theorem2_at(formula::i64 x, formula::i64 y, Grundy g);  // claims.cpp

std::string paper_rules() {
  return rules_text() +
         "\nTheorem 2 is run against each (claims `sliding-coins/thm-2-variant-*`, table under Exploration). Only "
         "`adjacent-frozen` agrees; it is the default game `sliding-coins`: the push leaves the left coin on the square "
         "just below the right coin, and a move that puts a coin over the edge ends the strap (the remaining coin has "
         "no move, so such a move reaches value 0, which is also why every position is N). The other readings are "
         "rejected by their smallest disagreement with Definition 3.1 (see the table).\n\n" +
         solvers_text() +
         "**Order.** Exhaustive checks visit positions by y, then x, so the first failure is the minimal "
         "counterexample in that order. Lemmas 3-6 are properties of Definition 3.1 and the rules alone, checked also "
         "at random positions far beyond the table (y up to 2^18, 2^20 in deep) and at random elements of each G_{n,j} "
         "built from the set's parameters; RapidCheck shrinks failures toward small parameters.";
}

std::string exploration(RunContext& ctx) {
  const std::uint64_t vb = 60;
  std::string md = fmt::format(
      "### Readings of the missing figures against Theorem 2\n\n"
      "Each reading solved by the generic memo solver for every two-coin position with y <= {} ({} positions) and "
      "compared with Definition 3.1. The smallest disagreement is the first in the order y, then x.\n\n"
      "| reading | rules | agrees | disagreements | smallest disagreement |\n|---|---|---|---:|---|\n",
      vb, positions_upto(vb));
  md += readings_rows(ctx, vb, "Definition 3.1", [](const Position& p, Grundy g) { return theorem2_at(p.x, p.y, g); });
  return md + grundy_table(strap_table(16, ctx), 16);
}

std::vector<Picture> pictures(RunContext&) {
  return {{"sliding-coins-grundy.svg",
           "Grundy values of the two-coin game (reading adjacent-frozen), 0 <= x < y <= 64. No cell is black: every "
           "two-coin position is an N-position (remark-all-n); the bands are the sets G_{n,1}, G_{n,2}, G_{n,3} of "
           "Definition 3.1.",
           grundy_map(64)}};
}

}  // namespace cgcheck::sliding_coins
