#pragma once
// Views of the set games' dense tables for a report: the inset game's positions and P-positions per
// N against a value rule, the P-positions of one size listed, and two-element Sato–Welter as a map.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <fmt/core.h>
#include <fmt/format.h>

#include "runtime/heat_map.hpp"
#include "core/memo_solver.hpp"
#include "games/inset/domains.hpp"

namespace cgcheck::inset {

// For N = 2..7, a Markdown table row over the inset game's sets with elements < M: positions,
// P-positions, P-positions of size N, the N-element positions whose value differs from rule(set),
// and the largest value met.
template <class Rule>
std::string inset_rows(RunContext& ctx, int M, Rule rule) {
  std::string md;
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
      if (big && static_cast<std::int64_t>(g) != rule(to_set(m))) ++diff;
    }
    md += fmt::format("| {} | {} | {} | {} | {} | {} |\n", N, with_commas(t.size()), with_commas(p), with_commas(pN),
                      with_commas(diff), mx);
  }
  return md;
}

// The P-positions of t with `size` elements, each below `below`, in the table's order.
inline std::vector<std::string> p_positions(const Table& t, std::size_t size, std::int64_t below) {
  std::vector<std::string> ps;
  for (std::uint64_t r = 0; r < t.size(); ++r) {
    const Set s = to_set(t.domain().unrank(r));
    if (s.size() == size && s.back() < below && t.grundy_at(r) == 0) ps.push_back("{" + print_set(s) + "}");
  }
  return ps;
}

// The Grundy value of the two-element Sato–Welter position {a, b}, 0 <= a, b <= max (none on the
// diagonal). The map is evaluated after it is returned, so it owns its solver.
inline HeatMap sato_welter_pairs_map(int max) {
  auto solver = std::make_shared<MemoSolver<SatoWelter>>();
  return square_map("Sato-Welter, two elements: Grundy value of {a, b}", "a", "b", 0, max,
                    [solver](int a, int b) -> std::optional<unsigned> {
                      if (a == b) return std::nullopt;
                      return solver->grundy(Set{std::min<std::int64_t>(a, b), std::max<std::int64_t>(a, b)});
                    });
}

}  // namespace cgcheck::inset
