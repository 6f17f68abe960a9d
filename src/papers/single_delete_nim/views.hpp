#pragma once
// Views of the game's tables for a paper's exploration section: how many P-positions, Grundy
// values as a grid, and the two-pile Grundy values as a heat map.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <fmt/core.h>

#include "runtime/heat_map.hpp"
#include "core/memo_solver.hpp"
#include "games/single_delete_nim/domains.hpp"

namespace cgcheck::sdn {

// Markdown: for each n and each largest pile M of its row, the positions and P-positions (one P/N
// table per n, built for the row's last M; the tables for smaller M are prefixes of it).
struct PShareRow {
  unsigned n;
  std::vector<std::uint32_t> ms;  // ascending
};
inline std::string p_share_table(RunContext& ctx, const std::vector<PShareRow>& rows) {
  std::string md = "| n | M | positions | P-positions | P share |\n|---:|---:|---:|---:|---:|\n";
  for (const auto& row : rows) {
    const PnTable& t = pn_table(row.n, row.ms.back(), ctx);
    for (auto m : row.ms) {
      const std::uint64_t size = multisets(row.n, m), p = t.p_count_below(size);
      md += fmt::format("| {} | {} | {} | {} | {:.4f} |\n", row.n, m, with_commas(size), with_commas(p),
                        static_cast<double>(p) / static_cast<double>(size));
    }
  }
  return md;
}

// Markdown: the Grundy values of <y, z> (n = 2) or <fixed, y, z> (n = 3) for y, z <= size.
inline std::string grundy_grid(const SplitGrundyTable& g, unsigned n, std::uint32_t fixed, std::uint32_t size) {
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

// The Grundy values of two-pile positions <y, z>, piles 1..max, by the memo solver of the rules.
// The map owns its solver: the run evaluates the cells after this returns.
inline HeatMap two_pile_grundy_map(int max) {
  auto solver = std::make_shared<MemoSolver<SingleDeleteNim>>();
  auto value = [solver](int y, int z) -> std::optional<unsigned> {
    return solver->grundy(make_position({static_cast<std::uint64_t>(y), static_cast<std::uint64_t>(z)}));
  };
  return square_map("Delete Nim (2 piles): Grundy value of <y, z>", "y (first pile)", "z (second pile)", 1, max, value);
}

}  // namespace cgcheck::sdn
