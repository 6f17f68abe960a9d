// Exploration tables and pictures for "Single-delete Nim", M. Shinoda (2024): computed in the run's
// exploration phase from the run's tables.
#include <cstdint>
#include <string>
#include <vector>

#include <fmt/core.h>
#include <fmt/format.h>

#include "papers/single_delete_nim/four_piles.hpp"
#include "papers/single_delete_nim/views.hpp"
#include "papers/single_delete_nim/formulas.hpp"

namespace cgcheck::sdn {

std::string exploration(RunContext& ctx) {
  std::string md;
  const bool deep = ctx.profile == Profile::deep, ci = ctx.profile == Profile::ci;
  md += "### P-positions per number of piles n and largest pile M\n\n";
  md += "Counted from the bit-packed P/N table (tables for smaller M are prefixes of the largest).\n\n";
  // n = 5, 6, 7: about a minute each at the deep bounds (measured on 2 shared cores).
  const std::vector<PShareRow> rows =
      ci     ? std::vector<PShareRow>{{2, {16, 64}}, {3, {16, 64}}, {4, {16, 32}}, {5, {12}}, {6, {8}}, {7, {8}}}
      : deep ? std::vector<PShareRow>{{2, {16, 64, 256, 1000}}, {3, {16, 64, 256, 512}}, {4, {16, 32, 64, 128, 256}},
                                      {5, {16, 32, 64, 96}}, {6, {8, 16, 32, 40}}, {7, {8, 16, 20, 24}}}
             : std::vector<PShareRow>{{2, {16, 64, 256, 1000}}, {3, {16, 64, 256, 512}}, {4, {16, 32, 64, 128}},
                                      {5, {16, 32, 48, 64}}, {6, {8, 16, 24, 32}}, {7, {8, 12, 16, 20}}};
  md += p_share_table(ctx, rows);
  md += "\n### Where Theorem 1.5 fails (n = 4)\n\n";
  {
    const std::uint32_t m = ci ? 48 : deep ? 256 : 128;
    const PnTable& t = pn_table(4, m, ctx);
    std::uint64_t bad = 0, bad_corr = 0;
    std::vector<std::string> first;
    positions(4).each(ctx, m, [&](const Ranked& p) {
      const bool truth = t.p_at(p.rank);
      if (thm15_p(quad(p)) != truth && bad++ < 8) first.push_back(print_piles(p.piles()));
      if (thm15_corrected_p(quad(p)) != truth) ++bad_corr;
    });
    md += fmt::format("Piles <= {}: {} positions where the printed theorem disagrees with the table (all: claims N, is P); "
                      "the first in colex order: {}. The corrected (5A) disagrees at {} positions.\n",
                      m, with_commas(bad), fmt::join(first, "; "), with_commas(bad_corr));
  }
  md += "\n### Grundy values, n = 2 (piles <= 32)\n\n";
  md += "Conjecture conj-grundy-2: G(y,z) = v2(((y-1) OR (z-1)) + 1).\n\n";
  md += grundy_grid(grundy_table(2, 32, ctx), 2, 0, 32);
  const SplitGrundyTable& g3 = grundy_table(3, 16, ctx);
  for (std::uint32_t x : {1u, 2u, 4u}) {
    md += fmt::format("\n### Grundy values, n = 3, slice <{}, y, z> (y, z <= 16)\n\n", x);
    md += grundy_grid(g3, 3, x, 16);
  }
  return md;
}

// Delete Nim (two piles) as pictures: the Grundy values of <y,z> and where the P-positions lie.
std::vector<Picture> pictures(RunContext&) {
  const HeatMap g = two_pile_grundy_map(64);
  HeatMap pn = g;
  pn.title = "Delete Nim (2 piles): P-positions (black)";
  pn.binary = true;
  return {{"single-delete-nim-grundy-2.svg",
           "Grundy values of two-pile Delete Nim, piles 1..64 (black = 0 = P). P-positions are exactly the pairs of "
           "odd piles (Theorem 1.1); the values grow with the 2-adic valuation of ((y-1) OR (z-1)) + 1 "
           "(conj-grundy-2).",
           g},
          {"single-delete-nim-p-2.svg", "P-positions of two-pile Delete Nim, piles 1..64: both piles odd.", pn}};
}

}  // namespace cgcheck::sdn
