#pragma once
// Four-pile positions with 64-bit piles, for claims about a formula far beyond any table: the
// position as an array, its moves by the rules, and a domain of every position with piles <= bound
// (colex order, so the first failure is minimal) followed by random positions from a generator.
#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <fmt/core.h>
#include <fmt/format.h>
#include <rapidcheck.h>

#include "games/single_delete_nim/domains.hpp"

namespace cgcheck::sdn {

using Quad = std::array<std::uint64_t, 4>;

inline Quad quad(const Ranked& p) { return {p[0], p[1], p[2], p[3]}; }
inline Quad sorted_quad(Quad q) {
  std::sort(q.begin(), q.end());
  return q;
}
inline std::string print_quad(const Quad& q) { return fmt::format("{}", fmt::join(sorted_quad(q), ",")); }

// The first option of q (in a fixed order; options repeat when two piles split are equal) where
// pred holds, or with powers_only the first of those that split off a power of two (cheap at 2^40).
template <class Pred>
std::optional<Quad> find_option4(const Quad& q, Pred&& pred, bool powers_only = false) {
  const Quad sorted = sorted_quad(q);
  for (int i = 0; i < 4; ++i) {
    if (i > 0 && sorted[i] == sorted[i - 1]) continue;
    for (int j = 0; j < 4; ++j) {
      if (j == i || sorted[j] < 2) continue;
      std::uint64_t kept[2];
      int k = 0;
      for (int t = 0; t < 4; ++t)
        if (t != i && t != j) kept[k++] = sorted[t];
      const std::uint64_t S = sorted[j];
      if (powers_only) {
        for (unsigned e = 0; e < 63 && (std::uint64_t{1} << e) < S; ++e)
          if (const Quad o{kept[0], kept[1], std::uint64_t{1} << e, S - (std::uint64_t{1} << e)}; pred(o)) return o;
        continue;
      }
      for (std::uint64_t s = 1; s <= S / 2; ++s)
        if (const Quad o{kept[0], kept[1], s, S - s}; pred(o)) return o;
    }
  }
  return std::nullopt;
}

// Every 4-pile position with piles <= bound in the colex order (single_delete_nim.hpp), then random
// positions from `gen`; no truth (for claims about a formula alone).
struct Quads {
  using Position = Quad;
  rc::Gen<Quad> gen;
  std::string random_words;
  std::uint64_t cases;  // random cases at the standard profile

  std::string range(std::uint64_t bound) const { return fmt::format("every 4-pile position with piles <= {}", bound32(bound)); }
  std::string print(const Quad& q) const { return print_quad(q); }
  template <class Visit>
  void each(const RunContext& ctx, std::uint64_t bound, Visit&& visit) const {
    positions(4).each(ctx, bound, [&](const Ranked& p) { visit(quad(p)); });
  }
  rc::Gen<Quad> random() const { return gen; }
  std::string random_range() const { return random_words; }
  std::uint64_t random_cases() const { return cases; }
  Multisets::NoTruth truth(const RunContext&, std::uint64_t, ClaimResult&) const { return {}; }
};

}  // namespace cgcheck::sdn
