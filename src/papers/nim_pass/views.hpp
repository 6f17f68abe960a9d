#pragma once
// Views of the Nim* Grundy table of heaps of sizes at most 4 for a report: P-positions per stone
// count against a rule, a grid of small positions, and a slice of positions as a heat map.
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <fmt/core.h>
#include <fmt/format.h>

#include "runtime/heat_map.hpp"
#include "games/nim_pass/domains.hpp"

namespace cgcheck::nim_pass {

// Per stone count n <= s (pass available), as Markdown table rows: the positions, the P-positions,
// and the irregular ones, whose P-status differs from rule(Counts) (the first six listed).
template <class Rule>
std::string p_positions_by_stones(const CountTable& t, std::uint32_t s, Rule rule) {
  std::string md;
  for (std::uint32_t n = 0; n <= s; ++n) {
    std::uint64_t count = 0, p = 0, irr = 0;
    std::vector<std::string> list;
    for_each_counts_with_stones(n, true, [&](const Counts& c) {
      ++count;
      const bool isp = t.grundy(c) == 0;
      p += isp;
      if (isp != rule(c)) {
        ++irr;
        if (list.size() < 6) list.push_back(fmt::format("{}{}", print_counts(c), isp ? " P" : " N"));
      }
    });
    md += fmt::format("| {} | {} | {} | {} | {}{} |\n", n, count, p, irr, fmt::join(list, ", "), irr > list.size() ? ", ..." : "");
  }
  return md;
}

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

// A slice of the table as a heat map over 0..max on both axes (labelled x and y): the cell (x, y) is
// the Grundy value of make(x, y) -> Counts (binary: black where it is 0). The map reads t when it is
// drawn.
template <class Make>
HeatMap slice_map(const CountTable& t, std::string title, bool binary, int max, std::string x_label, std::string y_label,
                  Make make) {
  HeatMap m;
  m.title = std::move(title);
  m.binary = binary;
  m.x_min = m.y_min = 0;
  m.x_max = m.y_max = max;
  m.x_label = std::move(x_label);
  m.y_label = std::move(y_label);
  m.value = [&t, make](int x, int y) -> std::optional<unsigned> { return t.grundy(make(x, y)); };
  return m;
}

}  // namespace cgcheck::nim_pass
