// Exploration tables and pictures for "The Game Positions of Nim with a Pass (heaps of sizes at most
// four)", Wong Oi Lin (2015): computed in the run's exploration phase from the run's tables.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <fmt/core.h>
#include <fmt/format.h>

#include "runtime/heat_map.hpp"
#include "games/nim_pass/domains.hpp"
#include "papers/nim_pass/views.hpp"
#include "papers/nim_pass/formulas.hpp"

namespace cgcheck::nim_pass {

std::string exploration(RunContext& ctx) {
  const std::uint32_t s = 40;
  const CountTable& t = count_table(ctx, std::max<std::uint32_t>(s, 1));
  std::string md;
  md += "### P-positions per stone count (heaps <= 4, pass available)\n\n";
  md += "Irregular = P-status differs from the (o,e,e,e)/(e,o,o,e) rule; case-B = positions with m1 + m3 < 2 and m2 - m4 < 4.\n\n";
  md += "| n | positions | P-positions | irregular | irregular positions |\n|---:|---:|---:|---:|---|\n";
  md += p_positions_by_stones(t, s, parity_rule);
  md += "\n### Grundy values of small positions (pass available)\n\n";
  md += "Grundy value of (m1, m2, 0, 0) with the pass available (rows m1, columns m2):\n\n";
  return md + grundy_grid_m1_m2(t, 8);
}

std::vector<Picture> pictures(RunContext& ctx) {
  const CountTable& t = count_table(ctx, 230);  // the largest slice cell, (1, 36, 0, 36), has 217 stones
  std::vector<Picture> out;
  out.push_back({"nim-pass-p-m1-m2.svg",
                 "Nim* P-positions (black) among heaps of sizes 1 and 2: (m1, m2, 0, 0), pass available. Beyond n >= 7 "
                 "they are exactly m1 odd, m2 even (Table 1, row 2).",
                 slice_map(t, "Nim*: P-positions of (m1, m2, 0, 0), pass available", true, 40, "m1 (heaps of size 1)",
                           "m2 (heaps of size 2)",
                           [](int x, int y) { return Counts{{std::uint32_t(x), std::uint32_t(y), 0, 0}, true}; })});
  for (std::uint32_t m1 : {0u, 1u}) {
    const std::uint32_t m3 = 1 - m1;
    out.push_back({fmt::format("nim-pass-grundy-{}-x-{}-y.svg", m1, m3),
                   fmt::format("Grundy values of ({}, X, {}, Y) with the pass available: the case-B region of Theorem 1 "
                               "(m1 + m3 < 2) where P-positions (black) follow congruences mod 3 and 6 rather than the "
                               "nim-sum.", m1, m3),
                   slice_map(t, fmt::format("Nim*: Grundy values of ({}, m2, {}, m4), pass available", m1, m3), false, 36,
                             "X = m2 (heaps of size 2)", "Y = m4 (heaps of size 4)",
                             [m1, m3](int x, int y) { return Counts{{m1, std::uint32_t(x), m3, std::uint32_t(y)}, true}; })});
  }
  return out;
}

}  // namespace cgcheck::nim_pass
