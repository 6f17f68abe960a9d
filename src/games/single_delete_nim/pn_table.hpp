#pragma once
// Single-delete Nim: the P/N status of every n-pile position with piles <= M, filled a row of
// positions at a time with word operations.
//
// A move removes pile i and splits pile j into s + (S - s), so whether it reaches a P-position
// depends on the kept piles K (the n - 2 others) and S = p_j through one bit
//   F(K, S) = "some split of S beside K is a P-position".
// The positions of a *row* share their n - 1 largest piles G and differ in the smallest pile
// a = 1..G[0]; no position of a row is an option of another (an option of (a, G) with the same G
// would need a removed pile of size a - a' > 0 and a split pile e with {a', e} as its parts, so
// a = a' + e > e >= a or e = a' + e). Every move of (a, G) is one of three shapes:
//   - remove a, split p_j in G: F(G \ p_j, p_j), the same for the whole row;
//   - remove p_i in G, split a: F(G \ p_i, a), consecutive in a when F is laid out [K][S];
//   - remove p_i, split p_j (both in G): F({a} + R, p_j) with R = G \ {p_i, p_j}, consecutive in a
//     when F is laid out [R][S][smallest kept pile].
// So a row's "has a P option" bits are the OR of 1 + (n-1) + (n-1)(n-2) bit ranges, and its P bits
// their complement. Once a row is known, its P-positions are written into F the same two ways (a
// split pair {a, p_t}: F(G \ p_t, a + p_t), consecutive in a in the first layout; a split pair
// {p_u, p_v} in G: F({a} + R, p_u + p_v), consecutive in a in the second). The first layout is read
// only where S <= min K, which no split pair inside G produces (S = p_u + p_v >= 2a > a = min K), so
// it receives only the first kind; the second layout receives both (the first kind bit by bit).
//
// The flags alone answer any position with piles <= M afterwards (P iff none of its move shapes
// has F set): the table keeps the bit per position (1 bit each, colex order, what the claims' walks
// read) unless asked to keep only the flags, about M^(n-1)/8 · (1/(n-2)! + 1/(n-3)!) bytes, which
// answers single positions far beyond a full table (four piles <= 800: 96 MB instead of 2.2 GB).
// It uses only the rules: no formula from the paper.
#include <array>
#include <cstdint>
#include <functional>
#include <vector>

#include "games/single_delete_nim/single_delete_nim.hpp"

namespace cgcheck::sdn {

class PnTable {
 public:
  enum class Keep { positions, flags_only };
  // progress(done, total) is called now and then while filling (positions done of size()).
  PnTable(unsigned n, std::uint32_t max_pile, Keep keep, const std::function<void(std::uint64_t, std::uint64_t)>& progress = {});
  PnTable(unsigned n, std::uint32_t max_pile, const std::function<void(std::uint64_t, std::uint64_t)>& progress = {})
      : PnTable(n, max_pile, Keep::positions, progress) {}
  unsigned piles() const { return n_; }
  std::uint32_t max_pile() const { return m_; }
  std::uint64_t size() const { return size_; }
  bool keeps_positions() const { return !bits_.empty() || size_ == 0; }
  // By colex rank; only when the table keeps positions.
  bool p_at(std::uint64_t rank) const { return (bits_[rank >> 6] >> (rank & 63)) & 1U; }
  // Piles ascending, n of them, each <= max_pile (from the flags when positions are not kept).
  bool is_p(const std::vector<std::uint32_t>& piles) const;
  std::uint64_t p_count() const { return p_count_; }
  // P-positions among the ranks below `rank_end` (the table for a smaller M is a prefix); only
  // when the table keeps positions.
  std::uint64_t p_count_below(std::uint64_t rank_end) const;
  // Bytes held: the position bits (if kept) and the two flag layouts.
  std::uint64_t bytes() const { return bytes_; }
  // Estimated bytes for a table of this shape (for the memory guard, before allocating).
  static std::uint64_t estimate_bytes(unsigned n, std::uint32_t max_pile, Keep keep = Keep::positions);

 private:
  std::uint64_t rank(const std::uint32_t* p, unsigned k) const;
  std::uint64_t by_s(const std::uint32_t* kept) const;                            // [K][S] row start
  std::uint64_t by_kept_min(const std::uint32_t* rest, std::uint32_t s) const;  // [R][S][x] row start
  bool flag(const std::uint32_t* kept, std::uint32_t s) const;                  // F(K, S), K ascending
  void fill(const std::function<void(std::uint64_t, std::uint64_t)>& progress);
  void record_p_row(const std::uint32_t* g, unsigned k, std::uint32_t b, std::uint64_t row_rank,
                    const std::vector<std::uint64_t>& p_row, std::vector<std::uint64_t>& row,
                    std::array<std::uint32_t, kMaxDensePiles>& kept);

  unsigned n_;
  std::uint32_t m_;
  std::uint64_t size_;
  std::uint64_t p_count_ = 0;
  std::uint64_t bytes_ = 0;
  std::size_t width_;
  std::vector<std::uint64_t> binom_;  // binom_[k * width_ + c] = C(c, k)
  std::vector<std::uint64_t> bits_;   // P bit per position, colex order (empty: flags only)
  std::vector<std::uint64_t> by_s_;         // F laid out [K][S]
  std::vector<std::uint64_t> by_kept_min_;  // F laid out [R][S][x], K = {x} + R, x = min K (n >= 3)
};

}  // namespace cgcheck::sdn
