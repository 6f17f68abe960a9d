#pragma once
// The default reading's Grundy values as the report shows them, whatever a paper claims about them:
// a Markdown table and a heat map; and every reading held against a statement about the values.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include <fmt/core.h>

#include "claims/check_kinds.hpp"
#include "runtime/heat_map.hpp"
#include "core/memo_solver.hpp"
#include "games/sliding_coins/domains.hpp"

namespace cgcheck::sliding_coins {

// Each reading of the rules solved by the generic memo solver for every two-coin position with y <=
// bound and held against said(position, grundy) -> Verdict (the statement `source` makes), as
// Markdown table rows: whether it agrees, the disagreements, and the smallest (the first in the
// order y, then x).
template <class Said>
std::string readings_rows(RunContext& ctx, std::uint64_t bound, const std::string& source, Said said) {
  std::string md;
  for_each_variant([&]<Rules R>() {
    ClaimResult res;
    auto held = [&](const Position& p, const auto& truth) { return said(p, truth.grundy(p)); };
    property(TwoCoinsRead<R>{}, held)(res, ctx, bound);
    std::string first = "-";
    if (res.counterexample)
      first = fmt::format("({}): {} says {}, the solver {}", res.counterexample->position, source,
                          res.counterexample->claimed, res.counterexample->actual);
    md += fmt::format("| `{}`{} | {} | {} | {} | {} |\n", variant_name(R), R == kDefault ? " (default)" : "",
                      variant_description(R), res.mismatches == 0 ? "**yes**" : "no", res.mismatches, first);
  });
  return md;
}

// Grundy values of every (x, y) with y <= max_y, from the strap table t (which must reach max_y).
inline std::string grundy_table(const StrapTable& t, std::uint32_t max_y) {
  std::string md = fmt::format(
      "\n### Grundy values for y <= {} (default reading)\n\nRow y (right coin), column x (left coin); blank where "
      "x >= y.\n\n| y \\ x |",
      max_y);
  for (std::uint32_t x = 0; x < max_y; ++x) md += fmt::format(" {} |", x);
  md += "\n|---:|";
  for (std::uint32_t x = 0; x < max_y; ++x) md += "---:|";
  md += "\n";
  for (std::uint32_t y = 1; y <= max_y; ++y) {
    md += fmt::format("| **{}** |", y);
    for (std::uint32_t x = 0; x < max_y; ++x)
      md += x < y ? fmt::format(" {} |", t.grundy(Position::two(x, y))) : std::string(" |");
    md += "\n";
  }
  return md;
}

// Grundy values of (x, y), 0 <= x < y <= max_y, by the generic memo solver. The map owns its solver,
// so it can be read (materialized) after the caller has returned.
inline HeatMap grundy_map(int max_y) {
  auto solver = std::make_shared<MemoSolver<SlidingCoins>>();
  return square_map("Sliding coins (default reading): Grundy value of (x, y)", "x (left coin)", "y (right coin)", 0,
                    max_y, [solver](int x, int y) -> std::optional<unsigned> {
                      if (x >= y) return std::nullopt;
                      return solver->grundy(Position::two(static_cast<std::uint32_t>(x), static_cast<std::uint32_t>(y)));
                    });
}

}  // namespace cgcheck::sliding_coins
