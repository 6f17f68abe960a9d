#pragma once
// Single-delete Nim: a fourth computation of the Grundy values, fast enough for `cgcheck solve` to
// answer a batch by table lookup.
//
// SplitGrundyTable fills Grundy values over the colex ranks of MultisetDomain bottom-up, like the
// generic DenseTable, but shares the work between positions the way PnTable does: a move removes
// pile i and splits pile j, so the options of p for one pair (i, j) are K ∪ {a, x - a}, 1 <= a <= x/2,
// where K is p without piles i and j and x = p_j. Many positions share the same (K, x), so the set
//   S(K, x) = { G(K ∪ {a, x - a}) : 1 <= a <= x/2 }
// is computed once (lazily, the first time a position asks: its members are options of that position,
// hence of lower rank and already filled) and kept as a bitmask; G(p) = mex of the union of S over
// the pairs (i, j). It uses only the rules: no formula from the paper.
//
// BatchSolver is what `cgcheck solve single-delete-nim` runs: one table per pile count, grown
// geometrically as a batch asks for larger piles, and the generic memo solver for the positions a
// table cannot reasonably cover.
#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "core/grundy_store.hpp"
#include "core/memo_solver.hpp"
#include "core/outcome.hpp"
#include "games/single_delete_nim/single_delete_nim.hpp"

namespace cgcheck::sdn {

class SplitGrundyTable {
 public:
  // Every n-pile multiset with piles <= max_pile (2 <= n <= kMaxDensePiles, max_pile >= 1).
  //
  // The split sets are bitmasks of mask_bits bits (values >= mask_bits are left out), held in
  // words of 64 bits with bit 63 of the last word marking an entry as computed. A position whose
  // sets cover all of 0..mask_bits-1 is resolved by reading its options one by one (its value is
  // >= mask_bits); then, while mask_bits < max_mask_bits, the masks are widened (at least doubled,
  // to 127, 255, ...) and the split cache is dropped, to be refilled lazily from the final values.
  // Four-pile values pass 63 near piles 60 and reach 116 at piles <= 128. Only tests set
  // first_mask_bits or max_mask_bits below the defaults, to exercise both paths on small tables.
  static constexpr unsigned kMaxMaskBits = 255;
  SplitGrundyTable(unsigned n, std::uint32_t max_pile, unsigned first_mask_bits = 63,
                   unsigned max_mask_bits = kMaxMaskBits);

  // Extends the table to piles <= max_pile (no-op if already there). The ranks of the smaller
  // table are a prefix of the larger one's and S(K, x) does not depend on the bound, so everything
  // filled so far is kept.
  void grow(std::uint32_t max_pile);

  unsigned piles() const { return n_; }
  std::uint32_t max_pile() const { return m_; }
  std::uint64_t size() const { return values_.size(); }
  Grundy grundy_at(std::uint64_t rank) const { return values_.get(rank); }
  // Piles ascending, n of them, each in 1..max_pile(); throws std::out_of_range otherwise.
  Grundy grundy(const std::uint32_t* piles, unsigned n) const;
  Grundy max_value() const { return max_value_; }
  unsigned value_width() const { return values_.width(); }
  unsigned mask_bits() const { return mask_bits_; }
  // Positions whose split sets were full, resolved option by option.
  std::uint64_t direct_fills() const { return direct_; }
  // Bytes held: the values and the split cache.
  std::uint64_t bytes() const;

  // Estimates for the shape (n, max_pile), before allocating: bytes (values at one byte each, plus
  // the split cache at its widest, kMaxMaskBits) and work (split-set lookups plus the options read
  // to fill the split sets). Both saturate at UINT64_MAX.
  static std::uint64_t estimate_bytes(unsigned n, std::uint32_t max_pile);
  static std::uint64_t estimate_work(unsigned n, std::uint32_t max_pile);

 private:
  static constexpr unsigned kMaxWords = (kMaxMaskBits + 1) / 64;
  std::uint64_t rank(const std::uint32_t* p, unsigned k) const;
  const std::uint64_t* split_set(const std::uint32_t* kept, std::uint32_t x, std::uint64_t below);
  Grundy direct(const std::uint32_t* p, std::uint64_t below);
  void set_mask_bits(unsigned bits);

  unsigned n_;
  std::uint32_t m_ = 0;
  unsigned mask_bits_ = 0, max_mask_bits_;
  unsigned words_ = 1;  // 64-bit words per split set
  std::array<std::uint64_t, kMaxWords> low_{};  // per word: the bits that stand for values < mask_bits
  // binom_[k * width_ + c] = C(c, k) for c < width_ = max_pile + n + 1.
  std::vector<std::uint64_t> binom_;
  std::size_t width_ = 0;
  GrundyStore<std::uint32_t> values_;  // values in the smallest type that holds them
  // split_[x][colex rank of K * words_ ...]: S(K, x) as a bitmask, all zero while not computed.
  std::vector<std::vector<std::uint64_t>> split_;
  std::uint64_t kept_count_ = 0;
  Grundy max_value_ = 0;
  std::uint64_t direct_ = 0;
  std::vector<Grundy> scratch_;
};

// How large a table `cgcheck solve` may build for one pile count. 5·10^7 entries is about the
// 4-pile table with piles <= 180: 45 million one-byte values, 132 MiB with the split cache, a fill
// of about 8 s on a busy 2-core machine. The byte cap (estimated with the widest split masks)
// bites first from n = 7 on, where the split cache outgrows the values. A single solve is further
// held to its budget (set_budget), so the default `--max-moves` of 2·10^8 builds at most the
// 4-pile table with piles <= ~130 at once; a batch may grow it further step by step.
struct TableLimits {
  std::uint64_t max_entries = 50'000'000;
  std::uint64_t max_bytes = std::uint64_t{256} << 20;
};

// Grundy values of arbitrary positions, by table where it fits, by the generic memo solver
// elsewhere (more than kMaxDensePiles piles, piles too large for the limits or the budget).
class BatchSolver {
 public:
  explicit BatchSolver(TableLimits limits = {}) : limits_(limits) {}

  // At most this much work per call (0 = no limit): a table is grown only if its estimated work
  // (SplitGrundyTable::estimate_work, minus what is already filled) fits; the memo solver counts
  // moves explored against the same number and refuses with InputError beyond it.
  void set_budget(std::uint64_t moves) {
    budget_ = moves;
    memo_.set_budget(moves);
  }
  // At most this many bytes for the tables and the memo together (0 = no limit): a table is built
  // or grown only if its estimate fits beside the others, and the memo gets what the tables leave.
  void set_memory_limit(std::uint64_t bytes) { memory_limit_ = bytes; }
  Grundy grundy(const Position& p);

  std::uint64_t table_answers() const { return table_answers_; }
  std::uint64_t memo_answers() const { return memo_answers_; }
  std::uint64_t grows() const { return grows_; }  // table builds and extensions
  // The table for n piles, or nullptr if none was built.
  const SplitGrundyTable* table(unsigned n) const { return n < tables_.size() ? tables_[n].get() : nullptr; }

 private:
  bool fits(unsigned n, std::uint64_t max_pile) const;
  const SplitGrundyTable* table_for(unsigned n, std::uint64_t max_pile);

  TableLimits limits_;
  std::uint64_t budget_ = 0;
  std::uint64_t memory_limit_ = kDefaultSolveMemory;
  std::array<std::unique_ptr<SplitGrundyTable>, kMaxDensePiles + 1> tables_;
  MemoSolver<SingleDeleteNim> memo_;
  std::uint64_t table_answers_ = 0, memo_answers_ = 0, grows_ = 0;
};

}  // namespace cgcheck::sdn
