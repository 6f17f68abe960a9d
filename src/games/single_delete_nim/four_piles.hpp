#pragma once
// Four-pile positions with 64-bit piles, for claims about a formula far beyond any table: the
// position as an array, its moves by the rules, and a domain of every position with piles <= bound
// (colex order, so the first failure is minimal) followed by random positions from a generator.
#include <algorithm>
#include <array>
#include <cstdint>
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

// Calls f(option) for every option of an ascending quad (options repeat when two piles split are
// equal), or with powers_only for those that split off a power of two; stops when f returns true
// and returns whether it did.
template <class F>
bool for_each_option4(const Quad& sorted, F&& f, bool powers_only = false) {
  for (int i = 0; i < 4; ++i) {
    if (i > 0 && sorted[i] == sorted[i - 1]) continue;
    for (int j = 0; j < 4; ++j) {
      if (j == i || sorted[j] < 2) continue;
      std::uint64_t kept[2];
      int k = 0;
      for (int t = 0; t < 4; ++t)
        if (t != i && t != j) kept[k++] = sorted[t];
      const std::uint64_t S = sorted[j];
      if (powers_only) {  // cheap at 2^40
        for (unsigned e = 0; e < 63 && (std::uint64_t{1} << e) < S; ++e)
          if (f(Quad{kept[0], kept[1], std::uint64_t{1} << e, S - (std::uint64_t{1} << e)})) return true;
        continue;
      }
      for (std::uint64_t s = 1; s <= S / 2; ++s)
        if (f(Quad{kept[0], kept[1], s, S - s})) return true;
    }
  }
  return false;
}

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
