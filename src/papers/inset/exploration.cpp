// Exploration tables and pictures for "Inset games and strategies", K. Nakada (2021): computed in
// the run's exploration phase from the run's tables.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <fmt/core.h>
#include <fmt/format.h>

#include "core/heat_map.hpp"
#include "core/memo_solver.hpp"
#include "games/inset/domains.hpp"
#include "papers/inset/formulas.hpp"

namespace cgcheck::inset {

std::string exploration(RunContext& ctx) {
  std::string md;
  const int M = 16;
  md += fmt::format("### Inset game: positions and P-positions with elements < {} (dense tables)\n\n", M);
  md += "Also counted: N-element positions whose inset value differs from their Sato–Welter value φ_N (the singleton "
        "moves change the value), and the largest Grundy value met.\n\n";
  md += "| N | positions | P-positions | P-positions of size N | value != φ_N | largest value |\n|---:|---:|---:|---:|---:|---:|\n";
  for (int N = 2; N <= 7; ++N) {
    const Table& t = table(ctx, Rules::inset, M, inset_sizes(N), N);
    std::uint64_t p = 0, pN = 0, diff = 0, mx = 0;
    for (std::uint64_t r = 0; r < t.size(); ++r) {
      const Mask m = t.domain().unrank(r);
      const auto g = t.grundy_at(r);
      mx = std::max<std::uint64_t>(mx, g);
      const bool big = __builtin_popcountll(m) == N;
      if (g == 0) {
        ++p;
        pN += big;
      }
      if (big && static_cast<std::int64_t>(g) != phi(to_set(m))) ++diff;
    }
    md += fmt::format("| {} | {} | {} | {} | {} | {} |\n", N, with_commas(t.size()), with_commas(p), with_commas(pN),
                      with_commas(diff), mx);
  }
  md += "\n### Inset game N = 4: P-positions {a,b,c,d} with d < 10\n\n";
  const Table& t = table(ctx, Rules::inset, M, inset_sizes(4), 4);
  std::vector<std::string> ps;
  for (std::uint64_t r = 0; r < t.size(); ++r) {
    const Set s = to_set(t.domain().unrank(r));
    if (s.size() == 4 && s.back() < 10 && t.grundy_at(r) == 0) ps.push_back("{" + print_set(s) + "}");
  }
  md += fmt::format("{} positions (order: sum, then colexicographic): {}\n", ps.size(), fmt::join(ps, ", "));
  return md;
}

// Sato–Welter with two elements as a picture: the Grundy value of {a, b}. The map is evaluated after
// this returns (the run materializes it), so it owns its solver.
std::vector<Picture> pictures(RunContext&) {
  auto solver = std::make_shared<MemoSolver<SatoWelter>>();
  const HeatMap g = square_map("Sato-Welter, two elements: Grundy value of {a, b}", "a", "b", 0, 63,
                               [solver](int a, int b) -> std::optional<unsigned> {
                                 if (a == b) return std::nullopt;
                                 return solver->grundy(Set{std::min<std::int64_t>(a, b), std::max<std::int64_t>(a, b)});
                               });
  return {{"sato-welter-2.svg",
           "Grundy values of two-element Sato-Welter positions {a, b}, 0 <= a, b < 64 (the diagonal is not a "
           "position; black = P). Theorem 3.5's formula gives every cell.",
           g}};
}

}  // namespace cgcheck::inset
