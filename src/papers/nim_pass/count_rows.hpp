#pragma once
// Conditions on count vectors (m1, m2, m3, m4) of heaps of sizes at most 4, each with its row along m1
// (by_rows, claims/row_check.hpp), so that a hypothesis or a formula built from them is checked 64
// positions per word against the P/N row table.
#include <cstdint>

#include "claims/row_check.hpp"
#include "games/nim_pass/nim_pass.hpp"

namespace cgcheck::nim_pass {

inline bool odd(std::uint32_t v) { return (v & 1) != 0; }

// A formula that can hold only at m1 = 0 or m1 = 1 (a family of positions with at most one heap of
// size 1): its row is its value at those two positions.
template <class F>
RowTerms at_m1_0_or_1(const F& f, Counts k) {
  RowTerms r;
  for (std::uint32_t m1 : {0u, 1u}) {
    k.m[0] = m1;
    if (f(k)) r.add(m1, m1 + 1);
  }
  return r;
}

// No heap larger than max_size (max_size >= 1: m1 is not read, so the row is all or nothing).
inline auto sizes_upto(unsigned max_size) {
  auto f = [max_size](const Counts& c) {
    for (unsigned k = max_size + 1; k <= 4; ++k)
      if (c.m[k - 1] != 0) return false;
    return true;
  };
  return by_rows(f, [f](const Counts& k) { return RowTerms::when(f(k)); });
}
// Every position of a domain; "is P" in a formula.
inline const auto always = by_rows([](const Counts&) { return true; }, [](const Counts&) { return RowTerms::all(); });
inline const auto never = by_rows([](const Counts&) { return false; }, [](const Counts&) { return RowTerms::none(); });
inline auto parities(int o1, int o2, int o3) {  // 1 odd, 0 even, -1 either
  return by_rows(
      [=](const Counts& c) {
        const int want[3] = {o1, o2, o3};
        for (int k = 0; k < 3; ++k)
          if (want[k] >= 0 && static_cast<int>(odd(c.m[k])) != want[k]) return false;
        return true;
      },
      [=](const Counts& k) {
        if ((o2 >= 0 && static_cast<int>(odd(k.m[1])) != o2) || (o3 >= 0 && static_cast<int>(odd(k.m[2])) != o3))
          return RowTerms::none();
        return RowTerms{}.add(0, kNoIndexEnd, o1 == 1 ? kOddIndex : o1 == 0 ? kEvenIndex : kEveryIndex);
      });
}
// A family of positions with m1 <= 1 (the lemmas' families), with its row.
template <class F>
auto family(F f) {
  return by_rows(f, [f](const Counts& k) { return at_m1_0_or_1(f, k); });
}

}  // namespace cgcheck::nim_pass
