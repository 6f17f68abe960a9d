#pragma once
// Single-delete Nim (Shinoda 2024, 000_633afeca0431c1ee.txt, Definition 1.2): n >= 2 piles, every
// pile >= 1. A move removes one pile entirely, then splits one of the remaining piles into two piles
// of at least one stone each, so the number of piles stays n. Normal play; the only terminal
// position is <1,...,1>.
//
// Three computations of the truth, written independently of each other:
//  * SingleDeleteNim: the rules on a sorted pile list, for the generic memo solver (any n, any size).
//  * MultisetDomain: every n-pile multiset with piles <= M, ranked colexicographically, with its own
//    move generator; the generic DenseTable fills Grundy values bottom-up over it.
//  * PnTable (pn_table.hpp): a bit-packed P/N table over the same ranks, filled by a different
//    method (one bit per "some split of S beside these kept piles is P", a row of positions at a
//    time with word operations), fast enough for 10^9 positions.
// A fourth, SplitGrundyTable (split_grundy_table.hpp), caches "the values of the splits of S beside
// these kept piles" for Grundy values; `cgcheck solve` answers from it.
//
// Rank order (documented size order): positions sorted ascending p1 <= ... <= pn are ordered
// colexicographically, i.e. by the largest pile, then the second largest, and so on. Every move
// lowers this rank: old minus new is {+q, +r, -s, -(q-s)} with s, q-s < q, so the largest value with
// a non-zero net count is max(q, r) and it is in the old position. The colex rank does not depend on
// M, so the table for M is a prefix of the table for any larger M.
#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "core/heap_bytes.hpp"

namespace cgcheck::sdn {

// The rules as implemented, the computations of the truth and the size order, for the report.
inline constexpr std::string_view kRulesMarkdown =
    "n >= 2 piles of at least one stone. A move removes one pile entirely, then splits one of the remaining piles "
    "into two piles of at least one stone each, so there are always n piles; the only terminal position is "
    "<1,...,1>. Normal play. A position is a multiset (`12,14,15,40`).\n\n"
    "Four computations: the generic memo solver on the rules (any n); a Grundy table over the colex-ranked domain of "
    "n-pile multisets with piles <= M filled by the generic DenseTable (every option of every position); a Grundy "
    "table over the same ranks filled from a lazily built cache of split sets (the Grundy values reachable by "
    "splitting S beside these kept piles), which the Grundy claims and `solve` use (two piles <= 5000 in a quarter "
    "of a second); and a bit-packed P/N table filled from a cache \"does some split of S beside these kept piles "
    "reach a P-position\", which reaches n = 4 with piles <= 256 (183,181,376 positions) for the P/N claims. They "
    "are cross-checked on every position of small tables in props/single_delete_nim_test.cpp.\n\n"
    "Size order: positions with piles <= M are enumerated colexicographically on the sorted piles (by the largest "
    "pile, then the second largest, ...); every move lowers this rank, and the first failure met is the minimal "
    "counterexample.";

// Piles ascending. Piles are 64-bit so formulas can be evaluated far beyond any table.
struct Position {
  std::vector<std::uint64_t> piles;
  bool operator==(const Position&) const = default;
  std::uint64_t stones() const;
};

// Largest pile accepted by the parser: 2^62, so sums of two piles never overflow.
inline constexpr std::uint64_t kMaxPile = std::uint64_t{1} << 62;

struct SingleDeleteNim {
  using Position = sdn::Position;
  static constexpr std::string_view id = "single-delete-nim";
  static void options(const Position& p, std::vector<Position>& out);
  // The number of options options() lists (for the solver's work budget and memory estimate),
  // counted without building them and saturating at UINT64_MAX: piles up to 2^62 made a plain sum
  // of splits wrap around to a small number, and such a position passed the budget.
  static std::uint64_t option_count(const Position& p);
  static std::uint64_t heap_bytes(const Position& p) { return vector_heap_bytes(p.piles.size(), sizeof(std::uint64_t)); }
  static std::size_t hash(const Position& p);
  // Syntax: pile sizes separated by commas, at least two, each >= 1 ("12,14,15,40"); the order
  // does not matter (a position is a multiset).
  static Position parse(std::string_view text);
  static std::string print(const Position& p);
};

// Sorts the piles (a position is a multiset). Throws InputError on fewer than 2 piles or a pile < 1.
Position make_position(std::vector<std::uint64_t> piles);

// Whether `to` is one move from `from` (both ascending), checked from the rules: some pile of
// `from` is removed, another pile q is replaced by two piles >= 1 summing to q.
bool is_move(const Position& from, const Position& to);

// C(n, k) for the table sizes; saturates at UINT64_MAX instead of overflowing.
std::uint64_t binom(std::uint64_t n, std::uint64_t k);
// Number of n-pile multisets with piles in 1..m: C(m + n - 1, n).
std::uint64_t multisets(unsigned n, std::uint64_t m);

// The dense domain's position: up to kMaxDensePiles piles ascending in a fixed array, so generating
// hundreds of millions of options allocates nothing.
inline constexpr unsigned kMaxDensePiles = 8;
struct Piles {
  std::array<std::uint32_t, kMaxDensePiles> v{};
  std::uint8_t n = 0;
  bool operator==(const Piles&) const = default;
};
Position to_position(const Piles& p);
// Throws InputError when the position has more than kMaxDensePiles piles or a pile above 2^32 - 1.
Piles to_piles(const Position& p);

// Every n-pile multiset with piles <= M, ranked colexicographically (see above).
class MultisetDomain {
 public:
  using Position = Piles;
  MultisetDomain(unsigned n, std::uint32_t max_pile);
  std::uint64_t size() const { return size_; }
  unsigned piles() const { return n_; }
  std::uint32_t max_pile() const { return m_; }
  std::uint64_t rank(const Piles& p) const;
  Piles unrank(std::uint64_t r) const;
  // The moves, written on the sorted array directly (independently of SingleDeleteNim::options).
  void options(const Piles& p, std::vector<Piles>& out) const;

 private:
  unsigned n_;
  std::uint32_t m_;
  std::uint64_t size_;
  // binom_[k][c] = C(c, k) for c < M + n, k <= n.
  std::vector<std::vector<std::uint64_t>> binom_;
};

// The distinct move shapes of an ascending n-pile position p (n <= kMaxDensePiles): remove pile i,
// split pile j, skipping pairs that give the same multiset as an earlier pair (an equal pile
// removed, or an equal pile split). Calls visit(kept, S) with the n - 2 kept piles ascending and
// S = p[j] >= 2 the pile to split; stops as soon as visit returns true, and returns whether it did.
// Shared by the tables that answer "splitting S beside these kept piles" from a cache.
template <class Visit>
bool for_each_remove_split(const std::uint32_t* p, unsigned n, Visit&& visit) {
  std::array<std::uint32_t, kMaxDensePiles> kept{};
  for (unsigned i = 0; i < n; ++i) {
    if (i > 0 && p[i] == p[i - 1]) continue;  // same multiset as removing pile i-1
    for (unsigned j = 0; j < n; ++j) {
      if (j == i || p[j] < 2) continue;
      // Splitting j is the same as splitting an earlier equal pile that is not the removed one.
      if (j > 0 && p[j - 1] == p[j] && j - 1 != i) continue;
      unsigned t = 0;
      for (unsigned q = 0; q < n; ++q)
        if (q != i && q != j && t < kMaxDensePiles) kept[t++] = p[q];
      if (visit(static_cast<const std::uint32_t*>(kept.data()), p[j])) return true;
    }
  }
  return false;
}

// The two split parts s <= t merged into the ascending kept piles (k of them): out gets k + 2
// piles, ascending. Shared by the tables that build options from "kept piles + a split".
inline void merge_split(const std::uint32_t* kept, unsigned k, std::uint32_t s, std::uint32_t t, std::uint32_t* out) {
  unsigned a = 0, o = 0;
  while (a < k && kept[a] <= s) out[o++] = kept[a++];
  out[o++] = s;
  while (a < k && kept[a] <= t) out[o++] = kept[a++];
  out[o++] = t;
  while (a < k) out[o++] = kept[a++];
}

// Colex rank of an ascending k-multiset with piles >= 1 (k = piles.size()); independent of M.
std::uint64_t colex_rank(const std::uint32_t* piles, unsigned k);

// The game's positions in their documented order, stated once: every ascending n-tuple of piles
// >= 1 whose largest pile is `top`, in colex order (the largest pile, then the second largest,
// ...). `piles` (n >= 1 slots of any indexable buffer) is set to the first and stepped in place to
// each colex successor; visit() is called once per state. The claims' walks (domains.hpp), the
// tables and `hunt` all list positions through it.
template <class Piles, class Visit>
void for_each_with_top(unsigned n, std::uint32_t top, Piles& piles, Visit&& visit) {
  for (unsigned j = 0; j + 1 < n; ++j) piles[j] = 1;
  piles[n - 1] = top;
  for (;;) {
    visit();
    // Colex successor below the top: raise the lowest pile that can grow, reset the ones below it to 1.
    unsigned i = 0;
    while (i + 1 < n && piles[i] == piles[i + 1]) ++i;
    if (i + 1 >= n) return;  // the first n - 1 piles all equal top
    ++piles[i];
    for (unsigned j = 0; j < i; ++j) piles[j] = 1;
  }
}

// Calls visit(piles) for every ascending n-tuple with piles in 1..M, in rank (colex) order: the
// tuples of largest pile 1, then 2, ... (for_each_with_top).
template <class Visit>
void for_each_multiset(unsigned n, std::uint32_t max_pile, Visit&& visit) {
  if (n == 0) return;
  std::vector<std::uint32_t> p(n);
  for (std::uint32_t top = 1; top <= max_pile; ++top)
    for_each_with_top(n, top, p, [&] { visit(static_cast<const std::vector<std::uint32_t>&>(p)); });
}

}  // namespace cgcheck::sdn
