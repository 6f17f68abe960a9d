#pragma once
// Binary digits as "Single-delete Nim" (000_633afeca0431c1ee.txt) writes them, which its closed forms
// and the structured positions (generators.hpp) are built from, and the integers its arithmetic
// propositions range over.
#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>

#include <fmt/core.h>
#include <rapidcheck.h>

#include "runtime/run_context.hpp"
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

// Two numbers w, x and two digit places b < c.
struct DigitCase {
  std::uint64_t w, x;
  unsigned b, c;
};

// Every w, x < 2^bits and b < c <= bits meeting `hypotheses` (Proposition 3.3's), then random w, x
// < 2^62 with b, c and the digits forced so that they do: I_{b+1}(w) = I_{b+1}(x) = 1, every column
// b+2..c holds a 1 of w or x, and x's column c+1 is w's.
template <class Hypotheses>
struct DigitCases {
  using Position = DigitCase;
  Hypotheses hypotheses;
  const char* bound_name;  // the bound's name in the error of a bound out of range
  std::string range(std::uint64_t bits) const {
    checked_bound(bits, 0, 14, bound_name);
    return fmt::format("every w, x in 1..2^{}-1 and b < c <= {} meeting the hypotheses", bits, bits);
  }
  std::string print(const DigitCase& a) const { return fmt::format("w={}, x={}, b={}, c={}", a.w, a.x, a.b, a.c); }
  template <class Visit>
  void each(RunContext&, std::uint64_t bits, Visit&& visit) const {
    for (std::uint64_t w = 1; w < (std::uint64_t{1} << bits); ++w)
      for (std::uint64_t x = 1; x < (std::uint64_t{1} << bits); ++x)
        for (unsigned c = 1; c <= bits; ++c)
          for (unsigned b = 0; b < c; ++b)
            if (const DigitCase a{w, x, b, c}; hypotheses(a)) visit(a);
  }
  rc::Gen<DigitCase> random() const {
    return rc::gen::apply(
        [](std::uint64_t w, std::uint64_t x, unsigned b, unsigned gap) {
          const unsigned c = std::min(b + gap, 60u);
          w |= std::uint64_t{1} << b, x |= std::uint64_t{1} << b;
          for (unsigned j = b + 2; j <= c; ++j)
            if (!I(j, w) && !I(j, x)) w |= std::uint64_t{1} << (j - 1);
          x = (x & ~(std::uint64_t{1} << c)) | (w & (std::uint64_t{1} << c));
          return DigitCase{w & (kMaxPile - 1), x & (kMaxPile - 1), b, c};
        },
        rc::gen::arbitrary<std::uint64_t>(), rc::gen::arbitrary<std::uint64_t>(), rc::gen::inRange(0u, 40u),
        rc::gen::inRange(1u, 20u));
  }
  std::string random_range() const { return "random w, x < 2^62 forced to meet the hypotheses"; }
  std::uint64_t random_cases() const { return 5000; }
};
// Deduced from its braces (clang, which the fuzz build uses, has no deduction for aggregates).
template <class Hypotheses>
DigitCases(Hypotheses, const char*) -> DigitCases<Hypotheses>;

}  // namespace cgcheck::sdn
