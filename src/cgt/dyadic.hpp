#pragma once
// Dyadic rationals num / 2^exp: the values of the short games that are numbers. Kept normalized
// (num odd, or exp = 0) so equal values compare equal field by field.
#include <compare>
#include <cstdint>
#include <string>

namespace cgcheck::cgt {

// 128-bit intermediates keep common-denominator arithmetic exact (a GCC extension).
__extension__ typedef __int128 Int128;

struct Dyadic {
  std::int64_t num = 0;
  std::int32_t exp = 0;  // value = num / 2^exp, exp >= 0

  static Dyadic make(std::int64_t n, std::int32_t e) {
    while (e > 0 && (n % 2) == 0) {
      n /= 2;
      --e;
    }
    return Dyadic{n, e};
  }
  static Dyadic integer(std::int64_t n) { return Dyadic{n, 0}; }
  bool is_integer() const { return exp == 0; }
  friend bool operator==(const Dyadic&, const Dyadic&) = default;
  // Compared on a common denominator (128-bit, so no overflow for exp <= 60).
  friend std::strong_ordering operator<=>(const Dyadic& a, const Dyadic& b) {
    const int e = a.exp > b.exp ? a.exp : b.exp;
    const Int128 x = static_cast<Int128>(a.num) << (e - a.exp);
    const Int128 y = static_cast<Int128>(b.num) << (e - b.exp);
    return x < y ? std::strong_ordering::less : x > y ? std::strong_ordering::greater : std::strong_ordering::equal;
  }
  friend Dyadic operator+(const Dyadic& a, const Dyadic& b) {
    const int e = a.exp > b.exp ? a.exp : b.exp;
    return make(a.num * (std::int64_t{1} << (e - a.exp)) + b.num * (std::int64_t{1} << (e - b.exp)), e);
  }
  friend Dyadic operator-(const Dyadic& a) { return Dyadic{-a.num, a.exp}; }
  friend Dyadic operator-(const Dyadic& a, const Dyadic& b) { return a + (-b); }
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
