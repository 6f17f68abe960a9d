// Exploration tables and pictures for "Single-delete Nim", M. Shinoda (2024): computed in the run's
// exploration phase from the run's tables.
#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <fmt/core.h>
#include <fmt/format.h>

#include "core/heat_map.hpp"
#include "core/memo_solver.hpp"
#include "games/single_delete_nim/domains.hpp"
#include "papers/single_delete_nim/formulas.hpp"

namespace cgcheck::sdn {

namespace {

std::string grundy_grid(const SplitGrundyTable& g, unsigned n, std::uint32_t fixed, std::uint32_t size) {
  std::string md = "| |";
  for (std::uint32_t z = 1; z <= size; ++z) md += fmt::format(" {} |", z);
  md += "\n|---|";
  for (std::uint32_t z = 1; z <= size; ++z) md += "---:|";
  md += "\n";
  for (std::uint32_t y = 1; y <= size; ++y) {
    md += fmt::format("| **{}** |", y);
    for (std::uint32_t z = 1; z <= size; ++z) {
      std::vector<std::uint32_t> v = n == 2 ? std::vector<std::uint32_t>{y, z} : std::vector<std::uint32_t>{fixed, y, z};
      std::sort(v.begin(), v.end());
      md += fmt::format(" {} |", g.grundy(v.data(), n));
    }
    md += "\n";
  }
  return md;
}

}  // namespace

std::string exploration(const RunContext& ctx) {
  std::string md;
  const bool deep = ctx.profile == Profile::deep, ci = ctx.profile == Profile::ci;
  md += "### P-positions per number of piles n and largest pile M\n\n";
  md += "Counted from the bit-packed P/N table (tables for smaller M are prefixes of the largest).\n\n";
  md += "| n | M | positions | P-positions | P share |\n|---:|---:|---:|---:|---:|\n";
  struct Row { unsigned n; std::vector<std::uint32_t> ms; };
  const std::vector<Row> rows =
      ci ? std::vector<Row>{{2, {16, 64}}, {3, {16, 64}}, {4, {16, 32}}, {5, {12}}, {6, {8}}, {7, {8}}}
         : std::vector<Row>{{2, {16, 64, 256, 1000}}, {3, {16, 64, 256, 512}},
                            {4, deep ? std::vector<std::uint32_t>{16, 32, 64, 128, 256} : std::vector<std::uint32_t>{16, 32, 64, 128}},
                            // n = 5, 6, 7: about a minute each at the deep bounds (measured on 2 shared cores).
                            {5, deep ? std::vector<std::uint32_t>{16, 32, 64, 96} : std::vector<std::uint32_t>{16, 32, 48, 64}},
                            {6, deep ? std::vector<std::uint32_t>{8, 16, 32, 40} : std::vector<std::uint32_t>{8, 16, 24, 32}},
                            {7, deep ? std::vector<std::uint32_t>{8, 16, 20, 24} : std::vector<std::uint32_t>{8, 12, 16, 20}}};
  for (const auto& row : rows) {
    const PnTable& t = pn_table(row.n, row.ms.back(), ctx);
    for (auto m : row.ms) {
      const std::uint64_t size = multisets(row.n, m), p = t.p_count_below(size);
      md += fmt::format("| {} | {} | {} | {} | {:.4f} |\n", row.n, m, with_commas(size), with_commas(p),
                        static_cast<double>(p) / static_cast<double>(size));
    }
  }
  md += "\n### Where Theorem 1.5 fails (n = 4)\n\n";
  {
    const std::uint32_t m = ci ? 48 : deep ? 256 : 128;
    const PnTable& t = pn_table(4, m, ctx);
    std::uint64_t r = 0, bad = 0, bad_corr = 0;
    std::vector<std::string> first;
    for_each_multiset(4, m, [&](const std::vector<std::uint32_t>& p) {
      const bool truth = t.p_at(r++);
      const std::array<std::uint64_t, 4> q{p[0], p[1], p[2], p[3]};
      if (thm15_p(q) != truth && bad++ < 8) first.push_back(print_piles(p));
      if (thm15_corrected_p(q) != truth) ++bad_corr;
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
std::vector<Picture> pictures(const RunContext&) {
  MemoSolver<SingleDeleteNim> solver;
  const int max = 64;
  auto value = [&solver](int y, int z) -> std::optional<unsigned> {
    return solver.grundy(make_position({static_cast<std::uint64_t>(y), static_cast<std::uint64_t>(z)}));
  };
  const HeatMap g = square_map("Delete Nim (2 piles): Grundy value of <y, z>", "y (first pile)", "z (second pile)", 1,
                                max, value);
  HeatMap pn = g;
  pn.title = "Delete Nim (2 piles): P-positions (black)";
  pn.binary = true;
  return {{"single-delete-nim-grundy-2.svg",
           "Grundy values of two-pile Delete Nim, piles 1..64 (black = 0 = P). P-positions are exactly the pairs of "
           "odd piles (Theorem 1.1); the values grow with the 2-adic valuation of ((y-1) OR (z-1)) + 1 "
           "(conj-grundy-2).",
           g},
          {"single-delete-nim-p-2.svg", "P-positions of two-pile Delete Nim, piles 1..64: both piles odd.",
           pn}};
}

}  // namespace cgcheck::sdn
