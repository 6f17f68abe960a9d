#pragma once
// Dyadic rationals num / 2^exp: the values of the short games that are numbers. Kept normalized
// (num odd, or exp = 0) so equal values compare equal field by field.
//
// Exact or refused: every result is computed in 128 bits and checked against the range below before
// it is stored, so a sum, a mean or a crossing of thermograph walls that does not fit is an
// InputError naming the limit, never a wrapped value (8 + 1/2^60 once printed as a negative number).
#include <compare>
#include <cstdint>
#include <string>

#include "core/error.hpp"

namespace cgcheck::cgt {

// 128-bit intermediates keep common-denominator arithmetic exact (a GCC extension).
__extension__ typedef __int128 Int128;

struct Dyadic {
  // |num| < 2^62 and exp <= 62: a common denominator of two values shifts a numerator by at most 62
  // bits, so sums and comparisons of two values stay far inside 128 bits, and negation never wraps.
  static constexpr int kMaxExp = 62;
  static constexpr std::int64_t kNumLimit = std::int64_t{1} << 62;

  std::int64_t num = 0;
  std::int32_t exp = 0;  // value = num / 2^exp, exp >= 0

  // n / 2^e normalized; throws InputError when the value is outside the range above.
  static Dyadic make(Int128 n, int e) {
    while (e > 0 && (n % 2) == 0) {
      n /= 2;
      --e;
    }
    if (e < 0 || e > kMaxExp || n <= -Int128{kNumLimit} || n >= Int128{kNumLimit}) out_of_range();
    return Dyadic{static_cast<std::int64_t>(n), static_cast<std::int32_t>(e)};
  }
  static Dyadic integer(Int128 n) { return make(n, 0); }
  [[noreturn]] static void out_of_range() {
    throw InputError(
        "a number in this value is outside cgcheck's exact arithmetic (numerators below 2^62 in size, "
        "denominators up to 2^62)");
  }
  bool is_integer() const { return exp == 0; }
  friend bool operator==(const Dyadic&, const Dyadic&) = default;
  friend std::strong_ordering operator<=>(const Dyadic& a, const Dyadic& b) {
    const int e = a.exp > b.exp ? a.exp : b.exp;
    const Int128 x = static_cast<Int128>(a.num) << (e - a.exp);
    const Int128 y = static_cast<Int128>(b.num) << (e - b.exp);
    return x < y ? std::strong_ordering::less : x > y ? std::strong_ordering::greater : std::strong_ordering::equal;
  }
  friend Dyadic operator+(const Dyadic& a, const Dyadic& b) {
    const int e = a.exp > b.exp ? a.exp : b.exp;
    return make((static_cast<Int128>(a.num) << (e - a.exp)) + (static_cast<Int128>(b.num) << (e - b.exp)), e);
  }
  friend Dyadic operator-(const Dyadic& a) { return Dyadic{-a.num, a.exp}; }
  friend Dyadic operator-(const Dyadic& a, const Dyadic& b) { return a + (-b); }
  // x · k and x / 2^k, exact or refused.
  Dyadic times(std::int64_t k) const { return make(static_cast<Int128>(num) * k, exp); }
  Dyadic halved(int k = 1) const { return make(num, exp + k); }
  // "3", "-3/2", "57/16".
  std::string str() const {
    if (exp == 0) return std::to_string(num);
    return std::to_string(num) + "/" + std::to_string(std::int64_t{1} << exp);
  }
};

// The simplest dyadic strictly between lo and hi (either may be absent): the value of {lo | hi}
// when both sides are numbers (the simplicity theorem).
Dyadic simplest_between(const Dyadic* lo, const Dyadic* hi);

}  // namespace cgcheck::cgt
