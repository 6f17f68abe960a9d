#pragma once
// Nim with a pass (Nim*): Nim plus one pass for the whole game, shared by both players. The pass
// hands the turn over and leaves the heaps alone; it cannot be used when every heap is empty.
//
// Two state spaces:
//  * NimPass: any heap sizes, a sorted list of positive heaps plus the pass bit; solved by the
//    generic memo solver.
//  * CountDomain: heaps of size at most 4 as a count vector (m1, m2, m3, m4) plus the pass bit,
//    every position with at most S stones, ranked for a dense table. Its moves are written on the
//    counts, independently of NimPass::options, so the two solvers check each other.
#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/heap_bytes.hpp"

namespace cgcheck::nim_pass {

struct Position {
  std::vector<std::uint32_t> heaps;  // positive, ascending
  bool pass = true;                  // the pass is still available
  bool operator==(const Position&) const = default;
  std::uint64_t stones() const;
};

struct NimPass {
  using Position = nim_pass::Position;
  static constexpr std::string_view id = "nim-pass";
  static void options(const Position& p, std::vector<Position>& out);
  // The number of options options() lists (for the solver's work budget and memory estimate): each
  // distinct heap size h gives h moves, plus the pass while it is available and a heap is left.
  // (Counting every heap, 40,000 heaps of one stone looked like 40,000 options of 160 KB each,
  // where there are two.)
  static std::uint64_t option_count(const Position& p) {
    std::uint64_t n = p.pass && !p.heaps.empty() ? 1 : 0;
    for (std::size_t i = 0; i < p.heaps.size(); ++i)
      if (i == 0 || p.heaps[i] != p.heaps[i - 1]) n += p.heaps[i];
    return n;
  }
  static std::uint64_t heap_bytes(const Position& p) { return vector_heap_bytes(p.heaps.size(), sizeof(std::uint32_t)); }
  static std::size_t hash(const Position& p);
  // Syntax: heap sizes separated by commas, pass available unless ";pass=0" follows ("3,5,6",
  // "3,5,6;pass=0"; "" is the empty position). Heaps must be >= 1.
  static Position parse(std::string_view text);
  static std::string print(const Position& p);
};

// Heaps of size at most 4, as counts: m[k-1] heaps of size k.
struct Counts {
  std::array<std::uint32_t, 4> m{};
  bool pass = true;
  bool operator==(const Counts&) const = default;
  std::uint64_t stones() const { return m[0] + 2ull * m[1] + 3ull * m[2] + 4ull * m[3]; }
};

Position to_position(const Counts& c);
// Throws InputError if a heap exceeds 4.
Counts to_counts(const Position& p);
// The paper's notation (m1,m2,m3,m4), with ";pass=0" when the pass is used.
std::string print_counts(const Counts& c);

// Every count vector with at most `max_stones` stones, both pass states. Rank: the pass-used block
// first (the pass move goes from the second block to the first), and inside a block lexicographic
// on (m4, m3, m2, m1): every Nim move lowers the count of the heap size it takes from and only
// raises counts of smaller sizes, so it lowers this rank.
class CountDomain {
 public:
  using Position = Counts;
  explicit CountDomain(std::uint32_t max_stones);
  std::uint64_t size() const { return 2 * block_; }
  std::uint64_t block_size() const { return block_; }
  std::uint32_t max_stones() const { return s_; }
  std::uint64_t rank(const Counts& c) const;
  Counts unrank(std::uint64_t r) const;
  void options(const Counts& c, std::vector<Counts>& out) const;
  // Every position of the domain with a move to c (for predecessor marking): a heap of size `to`
  // (or a new heap, to = 0) grown back to any larger size <= 4, within the stone bound; and the
  // same counts with the pass available, when c has the pass used and is not empty.
  void predecessors(const Counts& c, std::vector<Counts>& out) const;
  // Every position in rank order, without unranking: visit(rank, counts).
  template <class Visit>
  void for_each(Visit&& visit) const {
    std::uint64_t r = 0;
    for (bool pass : {false, true})
      for (std::uint32_t m4 = 0; 4 * m4 <= s_; ++m4)
        for (std::uint32_t m3 = 0; 4 * m4 + 3 * m3 <= s_; ++m3)
          for (std::uint32_t m2 = 0; 4 * m4 + 3 * m3 + 2 * m2 <= s_; ++m2)
            for (std::uint32_t m1 = 0; 4 * m4 + 3 * m3 + 2 * m2 + m1 <= s_; ++m1)
              visit(r++, Counts{{m1, m2, m3, m4}, pass});
  }
  // Positions with at most s stones and one pass state (closed form of the simplex count).
  static std::uint64_t count_upto(std::uint32_t s);

 private:
  std::uint32_t s_;
  std::uint64_t block_;
  // c2_[r], c3_[r], c4_[r]: number of (m1..mk) with m1 + 2 m2 + ... + k mk <= r.
  std::vector<std::uint64_t> c2_, c3_, c4_;
};

// Calls visit(Counts) for every count vector with exactly n stones and the given pass state (and
// `heaps` heaps, if given), in lexicographic order of (m1, m2, m3, m4): the within-size part of the
// order of the claims' keys (domains.hpp: HeapsUpTo4) and of what hunt and claim files list with
// every heap at most 4 (CountVectors).
template <class Visit>
void for_each_counts_with_stones(std::uint32_t n, bool pass, Visit&& visit, std::optional<std::uint64_t> heaps = std::nullopt) {
  for (std::uint32_t m1 = 0; m1 <= n; ++m1)
    for (std::uint32_t m2 = 0; m1 + 2 * m2 <= n; ++m2)
      for (std::uint32_t m3 = 0; m1 + 2 * m2 + 3 * m3 <= n; ++m3) {
        const std::uint32_t rest = n - m1 - 2 * m2 - 3 * m3;
        if (rest % 4 != 0) continue;
        if (heaps && std::uint64_t{m1} + m2 + m3 + rest / 4 != *heaps) continue;
        visit(Counts{{m1, m2, m3, rest / 4}, pass});
      }
}

// Calls visit(Position) for every position (any heap sizes) with exactly n stones and the given
// pass state (and `heaps` heaps, if given), heaps ascending, in lexicographic order of the heap list.
void for_each_position_with_stones(std::uint32_t n, bool pass, const std::function<void(const Position&)>& visit,
                                   std::optional<std::uint64_t> heaps = std::nullopt);

std::uint32_t nim_sum(const Position& p);
std::uint32_t nim_sum(const Counts& c);

}  // namespace cgcheck::nim_pass
