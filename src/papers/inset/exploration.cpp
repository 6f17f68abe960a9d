// Exploration tables and pictures for "Inset games and strategies", K. Nakada (2021): computed in
// the run's exploration phase from the run's tables (papers/inset/views.hpp).
#include <string>
#include <vector>

#include <fmt/core.h>
#include <fmt/format.h>

#include "papers/inset/views.hpp"
#include "papers/inset/formulas.hpp"

namespace cgcheck::inset {

std::string exploration(RunContext& ctx) {
  std::string md;
  const int M = 16;
  md += fmt::format("### Inset game: positions and P-positions with elements < {} (dense tables)\n\n", M);
  md += "Also counted: N-element positions whose inset value differs from their Sato–Welter value φ_N (the singleton "
        "moves change the value), and the largest Grundy value met.\n\n";
  md += "| N | positions | P-positions | P-positions of size N | value != φ_N | largest value |\n|---:|---:|---:|---:|---:|---:|\n";
  md += inset_rows(ctx, M, [](const Set& s) { return phi(s); });
  md += "\n### Inset game N = 4: P-positions {a,b,c,d} with d < 10\n\n";
  const std::vector<std::string> ps = p_positions(table(ctx, Rules::inset, M, inset_sizes(4), 4), 4, 10);
  md += fmt::format("{} positions (order: sum, then colexicographic): {}\n", ps.size(), fmt::join(ps, ", "));
  return md;
}

// Sato–Welter with two elements as a picture: the Grundy value of {a, b}.
std::vector<Picture> pictures(RunContext&) {
  return {{"sato-welter-2.svg",
           "Grundy values of two-element Sato-Welter positions {a, b}, 0 <= a, b < 64 (the diagonal is not a "
           "position; black = P). Theorem 3.5's formula gives every cell.",
           sato_welter_pairs_map(63)}};
}

}  // namespace cgcheck::inset
