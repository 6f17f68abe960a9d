#pragma once
// Rows of a bit-packed table, and a formula's verdict along one as a union of terms (the check that
// compares them is claims/row_check.hpp; the tables that offer rows are the games').
//
// Row checks: a closed form compared with a P/N table 64 positions per word operation.
//
// A dense P/N table stores the positions that differ only in one coordinate (a row) as consecutive
// bits. The paper's closed forms are mostly parities, residues and comparisons along that
// coordinate, so a formula's verdict on a whole row is a union of a few terms "index in [lo, hi)
// and in a periodic pattern" (comparisons are the interval, parities and residues the pattern). A
// row check builds the formula's row and the domain's row (its hypothesis) from such terms with
// word operations, XORs the formula's row with the P row, and visits only the positions where the
// two differ, through the claim's ordinary per-position check: the mismatches, their kinds and the
// minimal counterexample come from the same code as in a walk over every position, and the
// positions that agree are counted in bulk.
//
// A formula offers a row by having, besides operator()(position), row_terms(key) -> RowTerms,
// where key is the domain's row key (for example the position with the row's coordinate at 0).
// by_rows(per_position, terms) makes one from two functions; the property tests compare every such
// pair on every position of a small table (a row builder that disagrees with its formula would
// hide mismatches, so it is checked like a solver).
#include <algorithm>
#include <array>
#include <concepts>
#include <bit>
#include <cstdint>
#include <utility>

namespace cgcheck {

// One term of a row: bit i (i = the row's coordinate) is set iff lo <= i < hi and bit i % period of
// `pattern` is set, for a period that divides 64 (the pattern holds 64 / period copies).
struct RowTerm {
  std::uint64_t lo = 0, hi = 0;
  std::uint64_t pattern = ~std::uint64_t{0};
};
inline constexpr std::uint64_t kEveryIndex = ~std::uint64_t{0};
inline constexpr std::uint64_t kEvenIndex = 0x5555555555555555ULL;
inline constexpr std::uint64_t kOddIndex = ~kEvenIndex;
inline constexpr std::uint64_t kNoIndexEnd = ~std::uint64_t{0};  // hi for "no upper limit"

// A union of at most four terms (an empty union: the formula is false along the whole row).
struct RowTerms {
  std::array<RowTerm, 4> term{};
  unsigned n = 0;
  RowTerms& add(std::uint64_t lo, std::uint64_t hi, std::uint64_t pattern = kEveryIndex) {
    if (lo < hi && pattern != 0) term.at(n++) = RowTerm{lo, hi, pattern};
    return *this;
  }
  static RowTerms all() { return RowTerms{}.add(0, kNoIndexEnd); }
  static RowTerms none() { return {}; }
  static RowTerms one(std::uint64_t i) { return RowTerms{}.add(i, i + 1); }
  // The terms of a row where the formula is `all` when `b` holds, else none.
  static RowTerms when(bool b) { return b ? all() : none(); }
  // The union with another row's terms.
  RowTerms unite(const RowTerms& o) const {
    RowTerms r = *this;
    for (unsigned k = 0; k < o.n; ++k) r.add(o.term[k].lo, o.term[k].hi, o.term[k].pattern);
    return r;
  }
  // Every term intersected with [lo, hi) (a hypothesis "index >= k" on top of a formula).
  RowTerms clipped(std::uint64_t lo, std::uint64_t hi) const {
    RowTerms r;
    for (unsigned k = 0; k < n; ++k) r.add(std::max(lo, term[k].lo), std::min(hi, term[k].hi), term[k].pattern);
    return r;
  }
};

// Bits 64 w .. 64 w + 63 of a row built from `t`.
inline std::uint64_t row_word(const RowTerms& t, std::uint64_t w) {
  const std::uint64_t first = 64 * w;
  std::uint64_t out = 0;
  for (unsigned k = 0; k < t.n; ++k) {
    const RowTerm& r = t.term[k];
    if (r.hi <= first || r.lo >= first + 64) continue;
    std::uint64_t m = r.pattern;
    if (r.lo > first) m &= ~std::uint64_t{0} << (r.lo - first);
    if (r.hi < first + 64) m &= (std::uint64_t{1} << (r.hi - first)) - 1;
    out |= m;
  }
  return out;
}

// A formula with its row builder.
template <class At, class Terms>
struct ByRows {
  At at;
  Terms terms;
  template <class P>
  auto operator()(const P& p) const {
    return at(p);
  }
  template <class K>
  RowTerms row_terms(const K& key) const {
    return terms(key);
  }
};
template <class At, class Terms>
ByRows<At, Terms> by_rows(At at, Terms terms) {
  return {std::move(at), std::move(terms)};
}

template <class F, class K>
concept row_formula = requires(const F& f, const K& k) {
  { f.row_terms(k) } -> std::same_as<RowTerms>;
};

}  // namespace cgcheck
