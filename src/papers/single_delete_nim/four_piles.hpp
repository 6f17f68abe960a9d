#pragma once
// Four-pile positions with 64-bit piles, for claims about a formula far beyond any table: the
// position as an array, its moves by the rules, the two conditions that make a predicate the
// P-positions, and a domain of every position with piles <= bound (colex order, so the first
// failure is minimal) followed by random positions from a generator.
#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include <fmt/core.h>
#include <fmt/format.h>
#include <rapidcheck.h>

#include "claims/runner.hpp"
#include "games/single_delete_nim/domains.hpp"

namespace cgcheck::sdn {

using Quad = std::array<std::uint64_t, 4>;

inline Quad quad(const Ranked& p) { return {p[0], p[1], p[2], p[3]}; }
inline Quad sorted_quad(Quad q) {
  std::sort(q.begin(), q.end());
  return q;
}
inline std::string print_quad(const Quad& q) { return fmt::format("{}", fmt::join(sorted_quad(q), ",")); }
// A move by the rules between four-pile positions written in any pile order.
inline bool is_move4(const Quad& from, const Quad& to) {
  const Quad f = sorted_quad(from), t = sorted_quad(to);
  return is_move(Position{{f.begin(), f.end()}}, Position{{t.begin(), t.end()}});
}
// A four-pile position (piles in any order, all within the table) in a four-pile P/N table.
inline bool is_p4(const PnTable& t, const Quad& q) {
  const Quad s = sorted_quad(q);
  return t.is_p({static_cast<std::uint32_t>(s[0]), static_cast<std::uint32_t>(s[1]), static_cast<std::uint32_t>(s[2]),
                 static_cast<std::uint32_t>(s[3])});
}

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

// The two conditions that make the positions where is_p holds the P-positions, at one position q:
// from a P-position no move reaches a P-position ...
template <class IsP>
Verdict p_has_no_p_option(const Quad& q, IsP is_p) {
  if (!is_p(q)) return std::nullopt;
  if (const auto o = find_option4(q, is_p))
    return Mismatch{"no move to P", "move to " + print_quad(*o), "P-position with a move to a P-position"};
  return std::nullopt;
}

// ... and from every other position some move does. The moves that split off 2^k are tried first;
// every move only when the piles are at most full_search (else the verdict is inconclusive).
template <class IsP>
Verdict n_has_p_option(const Quad& q, IsP is_p, std::uint64_t full_search) {
  if (is_p(q) || find_option4(q, is_p, true)) return std::nullopt;
  if (sorted_quad(q)[3] > full_search)
    return Mismatch{"a move to P", "none of the form 2^k + rest (piles too large to try all)", "inconclusive-large"};
  if (find_option4(q, is_p)) return std::nullopt;
  return Mismatch{"a move to P", "no move to P", "N-position without a move to a P-position"};
}

// Every 4-pile position with piles <= bound, minimal in the colex order (single_delete_nim.hpp), then random
// positions from `gen`; no truth (for claims about a formula alone).
struct Quads {
  using Position = Quad;
  rc::Gen<Quad> gen;
  std::string random_words;
  std::uint64_t cases;  // random cases at the standard profile

  std::string range(std::uint64_t bound) const { return fmt::format("every 4-pile position with piles <= {}", bound32(bound)); }
  std::string print(const Quad& q) const { return print_quad(q); }
  std::string game_position(const Quad& q) const { return print_quad(q); }  // for certificates
  // The exhaustive walk of positions(4): items by largest pile, the minimal failure taken by the
  // colex key (the largest pile first).
  std::vector<std::uint32_t> items(std::uint64_t bound) const { return positions(4).items(bound); }
  std::uint64_t item_positions(std::uint64_t bound, std::uint32_t top) const { return positions(4).item_positions(bound, top); }
  template <class Visit>
  void each_in(std::uint64_t bound, std::uint32_t top, Visit&& visit) const {
    positions(4).each_in(bound, top, [&](const Ranked& p) { visit(quad(p)); });
  }
  auto key(const Quad& q) const {
    const Quad s = sorted_quad(q);
    return std::tuple{s[3], s[2], s[1], s[0]};
  }
  rc::Gen<Quad> random() const { return gen; }
  std::string random_range() const { return random_words; }
  std::uint64_t random_cases() const { return cases; }
  Multisets::NoTruth truth(RunContext&, std::uint64_t) const { return {}; }
};

}  // namespace cgcheck::sdn
