#pragma once
// Row checks: a formula's row (core/row_terms.hpp) compared with a P/N table's row, word by word;
// only the positions where the two differ go through the claim's per-position check.
#include <bit>
#include <cstdint>

#include "core/row_terms.hpp"

namespace cgcheck {

// How a row check compares: p_iff (formula row == P row inside the domain) or p_if (every position
// the formula calls P is P).
enum class RowMode { iff, if_p };

// One row of a domain as the check sees it: `words` words of P-bits and of the domain's own
// membership (its hypothesis, its size limits), and the position at an index.
//   visit(i) is called for every index that mismatches; passed(n) counts the n that agree.
template <class Visit, class Passed>
void check_row(const std::uint64_t* p_bits, const RowTerms& in, const RowTerms& said, std::uint64_t words, RowMode mode,
               Visit&& visit, Passed&& passed) {
  for (std::uint64_t w = 0; w < words; ++w) {
    const std::uint64_t d = row_word(in, w);
    if (d == 0) continue;
    const std::uint64_t f = row_word(said, w), p = p_bits[w];
    const std::uint64_t checked = mode == RowMode::iff ? d : d & f;
    std::uint64_t bad = mode == RowMode::iff ? (d & (f ^ p)) : (checked & ~p);
    passed(static_cast<std::uint64_t>(std::popcount(checked) - std::popcount(bad)));
    while (bad) {
      visit(64 * w + static_cast<std::uint64_t>(std::countr_zero(bad)));
      bad &= bad - 1;
    }
  }
}

}  // namespace cgcheck
