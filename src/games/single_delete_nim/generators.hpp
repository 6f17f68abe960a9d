#pragma once
// Structured RapidCheck generators for 4-pile positions. Uniform random piles almost never reach the
// deep cases of Theorem 1.5 (a < b < c < d with constrained bit columns), so a position is built from
// a chosen valuation pattern and chosen bit columns: case 1..5 or one of the (△) patterns, the case's
// sub-conditions forced true, then optionally one sub-condition's bit flipped (a near miss). Every
// input is a RapidCheck integer, so shrinking goes toward fewer high bits and smaller valuations.
#include <array>
#include <cstdint>

#include <rapidcheck.h>

#include "games/single_delete_nim/digits.hpp"

namespace cgcheck::sdn {

struct StructuredSpec {
  int mode = 0;        // 0..4: case 1..5; 5..8: the (△) patterns a=b=c<d, a=b<c=d, a=b<c<d, a<b=c<d
  unsigned a = 0;      // smallest valuation
  unsigned g1 = 1, g2 = 1, g3 = 1;  // valuation gaps (used where the pattern has a '<')
  std::array<std::uint64_t, 4> raw{};  // free high bits of w, x, y, z
  int flip = 0;        // 0: none; 1..6: break one sub-condition bit
  unsigned width = 21; // piles < 2^width
};

// Builds the standard form <w,x,y,z> the spec describes (ascending by valuation).
inline std::array<std::uint64_t, 4> build_structured(const StructuredSpec& s) {
  static constexpr bool lt[9][3] = {{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {1, 1, 1}, {1, 1, 1},
                                    {0, 0, 1}, {0, 1, 0}, {0, 1, 1}, {1, 0, 1}};
  const int m = s.mode;
  const unsigned a = s.a, b = a + (lt[m][0] ? s.g1 : 0), c = b + (lt[m][1] ? s.g2 : 0), d = c + (lt[m][2] ? s.g3 : 0);
  const unsigned val[4] = {a, b, c, d};
  const std::uint64_t top = s.width >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << s.width) - 1;
  std::array<std::uint64_t, 4> p{};
  for (int i = 0; i < 4; ++i) p[i] = ((std::uint64_t{1} << val[i]) | (s.raw[i] << (val[i] + 1))) & top;
  auto& [w, x, y, z] = p;
  // set(k, v, bit): I_k(v) := bit, only above v's valuation so v2 never changes.
  auto set = [](unsigned k, std::uint64_t& v, unsigned bit) {
    if (k < 1 || k > 63 || k - 1 <= v2(v)) return;
    const std::uint64_t mask = std::uint64_t{1} << (k - 1);
    v = bit ? (v | mask) : (v & ~mask);
  };
  auto columns_at_least = [&](unsigned lo, unsigned hi, std::initializer_list<std::uint64_t*> piles, unsigned need) {
    for (unsigned k = lo; k <= hi && k <= 63; ++k) {
      unsigned have = 0;
      for (auto* v : piles) have += I(k, *v);
      for (auto* v : piles)
        if (have < need && I(k, *v) == 0) { set(k, *v, 1); have += I(k, *v); }
    }
  };
  if (m == 1) set(b + 1, w, 0);  // (2A)
  if (m == 2) {                   // (3A)-(3C)
    set(c + 1, w, 0), set(c + 1, x, 0);
    columns_at_least(b + 2, c, {&w, &x}, 1);
    set(b + 1, w, 1);
  }
  if (m == 3 || m == 4) {  // (4B)-(4E) = (5C)-(5F), then (4A) or (5A)+(5B)
    columns_at_least(c + 2, d, {&w, &x, &y}, 2);
    set(c + 1, w, 1), set(c + 1, x, 1);
    columns_at_least(b + 2, c, {&w, &x}, 1);
    set(b + 1, w, 1);
    if (m == 3) set(d + 1, w, 0), set(d + 1, x, 0), set(d + 1, y, 0);
    if (m == 4) {
      set(d + 1, w, 1), set(d + 1, x, 1), set(d + 1, y, 1);
      for (unsigned i = d + 2; i <= s.width && i <= 63; ++i) {
        const unsigned sum = I(i, w) + I(i, x) + I(i, y) + I(i, z);
        if (sum == 1 || sum == 2) {
          // Up to three (w, x, y) or clear: chosen by z's raw bit so shrinking prefers clearing.
          const unsigned up = I(i, z);
          set(i, w, up), set(i, x, up), set(i, y, up);
        }
      }
    }
  }
  // A near miss: flip one bit a sub-condition looks at.
  switch (s.flip) {
    case 1: set(b + 1, w, 1 - I(b + 1, w)); break;
    case 2: set(c + 1, x, 1 - I(c + 1, x)); break;
    case 3: set(d + 1, y, 1 - I(d + 1, y)); break;
    case 4: if (c >= b + 2) set(b + 2, w, 0), set(b + 2, x, 0); break;
    case 5: if (d >= c + 2) set(c + 2, x, 0), set(c + 2, y, 0); break;
    case 6: set(d + 2 + static_cast<unsigned>(s.raw[0] % 3), z, 1); break;
    default: break;
  }
  return p;
}

inline rc::Gen<StructuredSpec> gen_structured_spec(unsigned width, int mode_lo = 0, int mode_hi = 8) {
  const unsigned maxgap = width > 24 ? 8 : 4;
  return rc::gen::apply(
      [width](int mode, unsigned a, unsigned g1, unsigned g2, unsigned g3, std::uint64_t r0, std::uint64_t r1,
              std::uint64_t r2, std::uint64_t r3, int flip) {
        return StructuredSpec{mode, a, g1, g2, g3, {r0, r1, r2, r3}, flip, width};
      },
      rc::gen::inRange(mode_lo, mode_hi + 1), rc::gen::inRange(0u, 4u), rc::gen::inRange(1u, maxgap + 1),
      rc::gen::inRange(1u, maxgap + 1), rc::gen::inRange(1u, maxgap + 1), rc::gen::arbitrary<std::uint64_t>(),
      rc::gen::arbitrary<std::uint64_t>(), rc::gen::arbitrary<std::uint64_t>(), rc::gen::arbitrary<std::uint64_t>(),
      rc::gen::inRange(0, 7));
}

// Structured positions (ascending by valuation) with piles < 2^width.
inline rc::Gen<std::array<std::uint64_t, 4>> gen_structured(unsigned width, int mode_lo = 0, int mode_hi = 8) {
  return rc::gen::map(gen_structured_spec(width, mode_lo, mode_hi), build_structured);
}

}  // namespace cgcheck::sdn
