#pragma once
// Views of the Nim* Grundy table of heaps of sizes at most 4 for a report: a grid of small
// positions, and a slice of positions as a heat map.
#include <cstdint>
#include <optional>
#include <string>
#include <utility>

#include <fmt/core.h>

#include "core/heat_map.hpp"
#include "games/nim_pass/domains.hpp"

namespace cgcheck::nim_pass {

// The Grundy values of (m1, m2, 0, 0) with the pass available, m1, m2 <= size, as a Markdown table
// (rows m1, columns m2).
inline std::string grundy_grid_m1_m2(const CountTable& t, std::uint32_t size) {
  std::string md = "| m1 \\ m2 |";
  for (std::uint32_t m2 = 0; m2 <= size; ++m2) md += fmt::format(" {} |", m2);
  md += "\n|---|";
  for (std::uint32_t m2 = 0; m2 <= size; ++m2) md += "---:|";
  md += "\n";
  for (std::uint32_t m1 = 0; m1 <= size; ++m1) {
    md += fmt::format("| {} |", m1);
    for (std::uint32_t m2 = 0; m2 <= size; ++m2) md += fmt::format(" {} |", t.grundy(Counts{{m1, m2, 0, 0}, true}));
    md += "\n";
  }
  return md;
}

// A slice of the table as a heat map over 0..max on both axes: the cell (x, y) is the Grundy value
// of make(x, y) -> Counts (binary: black where it is 0). The map reads t when it is drawn.
template <class Make>
HeatMap slice_map(const CountTable& t, std::string title, bool binary, int max, Make make) {
  HeatMap m;
  m.title = std::move(title);
  m.binary = binary;
  m.x_min = m.y_min = 0;
  m.x_max = m.y_max = max;
  m.value = [&t, make](int x, int y) -> std::optional<unsigned> { return t.grundy(make(x, y)); };
  return m;
}

}  // namespace cgcheck::nim_pass
