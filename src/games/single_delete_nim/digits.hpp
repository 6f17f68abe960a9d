#pragma once
// Binary digits as "Single-delete Nim" (000_633afeca0431c1ee.txt) writes them, which its closed forms
// and the structured positions (generators.hpp) are built from, and the pairs of integers its
// arithmetic propositions range over.
#include <cstdint>
#include <string>
#include <utility>

#include <fmt/core.h>
#include <rapidcheck.h>

#include "claims/claim.hpp"
#include "games/single_delete_nim/single_delete_nim.hpp"

namespace cgcheck::sdn {

// v2(z): the exponent of 2 in z >= 1 (Section 1.3).
inline unsigned v2(std::uint64_t z) { return static_cast<unsigned>(__builtin_ctzll(z)); }

// I_k(z): "the k-th digit from the right in the binary representation of z", 1-indexed (Section
// 1.4): I_k(z) = 1 iff the quotient of z by 2^(k-1) is odd.
inline unsigned I(unsigned k, std::uint64_t z) {
  return k >= 1 && k <= 64 ? static_cast<unsigned>((z >> (k - 1)) & 1U) : 0U;
}

// Every x <= y <= bound, then random x, y < 2^62 (arithmetic claims: their own numbers, no solver).
struct XY {
  using Position = std::pair<std::uint64_t, std::uint64_t>;
  std::string range(std::uint64_t bound) const { return fmt::format("every x, y in 1..{}", bound); }
  std::string print(const Position& p) const { return fmt::format("x={}, y={}", p.first, p.second); }
  template <class Visit>
  void each(RunContext&, std::uint64_t bound, Visit&& visit) const {
    for (std::uint64_t y = 1; y <= bound; ++y)
      for (std::uint64_t x = 1; x <= y; ++x) visit(Position{x, y});
  }
  rc::Gen<Position> random() const {
    return rc::gen::pair(rc::gen::inRange<std::uint64_t>(1, kMaxPile), rc::gen::inRange<std::uint64_t>(1, kMaxPile));
  }
  std::string random_range() const { return "random x, y < 2^62"; }
  std::uint64_t random_cases() const { return 5000; }
};

}  // namespace cgcheck::sdn
