#pragma once
// The three games of "Inset games and strategies", K. Nakada, FPSAC 2021 (003_4be60c0abf18f07e.txt).
// A position is a finite set of non-negative integers (balls in boxes / awake turtles), kept as a
// sorted vector so equal sets compare equal.
//  * Sato–Welter (Def 3.1), P_n: move one element to a smaller value not in the set.
//  * Turning turtles (Def 4.1), odd-size sets: a Sato–Welter move, or delete two elements.
//  * Inset game (Def 5.1), P_N ∪ P_1 with N >= 2: Sato–Welter moves inside P_N, Nim moves inside
//    P_1, and from x ∈ P_N to any one-element subset {x_i}.
// Two state spaces: the vector positions below, solved by the generic memo solver, and SetDomain,
// bitmask positions with every element below M, ranked for a dense table. The domain writes its
// moves on bitmasks, independently of the options() below, so the two solvers check each other.
#include <algorithm>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "core/heap_bytes.hpp"

namespace cgcheck::inset {

// Largest element a parsed position may hold: the formulas work on 64-bit integers and the
// large-position checks use elements up to 2^40; 2^50 leaves room for the bit tricks.
constexpr std::int64_t kMaxElement = std::int64_t{1} << 50;
// Largest sum of the elements a parsed position may have. Elements are at most 2^50 but a position
// may list any number of them: 16,385 elements near 2^50 summed past 2^64, the 64-bit sum wrapped
// to a small number, and the work budget (which counts about sum + 1 moves) let the position through
// to a move list of 2^50 entries per element. Every move lowers the sum, so every position met
// while solving stays below this too, and sum() never overflows.
constexpr std::int64_t kMaxSum = std::int64_t{1} << 62;

using Set = std::vector<std::int64_t>;  // ascending, distinct, >= 0

std::int64_t sum(const Set& s);
std::string print_set(const Set& s);
// Comma-separated distinct non-negative elements in any order; `game` names the game in errors.
Set parse_set(std::string_view text, std::string_view game);

struct SatoWelter {
  using Position = Set;
  static void options(const Position& p, std::vector<Position>& out);
  // Upper bound on the number of options (for the solver's work budget and memory estimate).
  static std::uint64_t option_count(const Position& p) { return static_cast<std::uint64_t>(sum(p)) + 1; }
  static std::uint64_t heap_bytes(const Position& p) { return vector_heap_bytes(p.size(), sizeof(std::int64_t)); }
  static std::size_t hash(const Position& p);
  static Position parse(std::string_view text);  // "3,5"; at least one element
  static std::string print(const Position& p) { return print_set(p); }
};

struct TurningTurtles {
  using Position = Set;
  static void options(const Position& p, std::vector<Position>& out);
  // Upper bound on the number of options (for the solver's work budget).
  static std::uint64_t option_count(const Position& p) {
    return sat_add(static_cast<std::uint64_t>(sum(p)), sat_mul(p.size(), p.size()) + 1);
  }
  static std::uint64_t heap_bytes(const Position& p) { return vector_heap_bytes(p.size(), sizeof(std::int64_t)); }
  static std::size_t hash(const Position& p);
  static Position parse(std::string_view text);  // "2,3,5"; odd size
  static std::string print(const Position& p) { return print_set(p); }
};

struct InsetPosition {
  Set x;
  int N = 2;
  bool operator==(const InsetPosition&) const = default;
};

struct Inset {
  using Position = InsetPosition;
  static void options(const Position& p, std::vector<Position>& out);
  // Upper bound on the number of options (for the solver's work budget).
  static std::uint64_t option_count(const Position& p) {
    return static_cast<std::uint64_t>(sum(p.x)) + p.x.size() + 1;
  }
  static std::uint64_t heap_bytes(const Position& p) { return vector_heap_bytes(p.x.size(), sizeof(std::int64_t)); }
  static std::size_t hash(const Position& p);
  static Position parse(std::string_view text);  // "1,2,4,5;N=4", "5;N=4"
  static std::string print(const Position& p);
};

// The Sato–Welter options of a set (shared by all three games' options()).
void sato_welter_moves(const Set& s, std::vector<Set>& out);
// Turning turtles' other moves: delete two elements.
void pair_deletions(const Set& s, std::vector<Set>& out);

// ---- The order of the sets ----

// Every set of k distinct elements below M whose elements sum to s, in colexicographic order (by the
// largest element, then the next largest, and so on): visit(elements, changed) with the k elements
// ascending, of which elements[0..changed] differ from the previous set's (the first set: changed =
// k - 1), so a caller can keep sums over the elements from the top down. Each element's range is
// exact (the smaller elements can still make up the rest of the sum below it), so no branch of the
// walk comes back empty.
template <class Visit>
void for_each_set_with_sum(std::int64_t M, std::int64_t k, std::int64_t s, std::vector<std::int64_t>& e,
                           std::vector<std::int64_t>& hi, Visit&& visit) {
  // i elements below e_i (distinct, >= 0) sum to at least i(i-1)/2 and at most i e_i - i(i+1)/2.
  auto tri = [](std::int64_t i) { return i * (i + 1) / 2; };
  auto lo_of = [&](std::int64_t i, std::int64_t r) { return std::max(i, (r + tri(i) + i) / (i + 1)); };
  if (k == 0) {
    if (s == 0) visit(e.data(), std::int64_t{-1});
    return;
  }
  e.resize(static_cast<std::size_t>(k));
  hi.resize(static_cast<std::size_t>(k));
  auto at = [](std::vector<std::int64_t>& v, std::int64_t i) -> std::int64_t& { return v[static_cast<std::size_t>(i)]; };
  std::int64_t i = k - 1, r = s;  // r: the sum of the elements 0..i
  at(e, i) = lo_of(i, r);
  at(hi, i) = std::min(M - 1, r - tri(i - 1));
  if (at(e, i) > at(hi, i)) return;
  std::int64_t changed = i;
  for (;;) {
    while (i > 0) {  // the smaller elements, each at its least
      r -= at(e, i);
      --i;
      at(e, i) = lo_of(i, r);
      at(hi, i) = std::min(at(e, i + 1) - 1, r - tri(i - 1));
    }
    visit(e.data(), changed);
    while (i < k && at(e, i) == at(hi, i)) {  // the lowest element that can still grow
      if (i + 1 < k) r += at(e, i + 1);
      ++i;
    }
    if (i == k) return;
    ++at(e, i);
    changed = i;
  }
}

// Every set with elements below M whose size is one of `sizes`, in the order of the dense tables'
// ranks (SetDomain) and of what `hunt` and claim files list: the sum of the elements, then size,
// then colexicographic. visit(elements, size, changed) with the elements ascending, of which
// elements[0..changed] differ from the previous set's when it had the same size and sum (else
// changed = size - 1).
template <class Visit>
void for_each_set_in_rank_order(std::int64_t M, std::vector<int> sizes, Visit&& visit) {
  std::sort(sizes.begin(), sizes.end());
  sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
  sizes.erase(std::remove_if(sizes.begin(), sizes.end(), [&](int k) { return k < 0 || k > M; }), sizes.end());
  if (sizes.empty()) return;
  // A set of k elements below M sums to k(k-1)/2 .. k(M-1) - k(k-1)/2.
  auto least = [](std::int64_t k) { return k * (k - 1) / 2; };
  auto most = [&](std::int64_t k) { return k * (M - 1) - k * (k - 1) / 2; };
  std::int64_t from = least(sizes.front()), to = 0;
  for (int k : sizes) {
    from = std::min(from, least(k));
    to = std::max(to, most(k));
  }
  std::vector<std::int64_t> e, hi;
  for (std::int64_t s = from; s <= to; ++s)
    for (int k : sizes)
      if (s >= least(k) && s <= most(k))
        for_each_set_with_sum(M, k, s, e, hi, [&](const std::int64_t* elements, std::int64_t changed) {
          visit(elements, k, changed);
        });
}

// ---- Dense domain ----
enum class Rules { sato_welter, turning_turtles, inset };

using Mask = std::uint64_t;
Set to_set(Mask m);
Mask to_mask(const Set& s);  // every element must be < 64

// Every set with elements below M whose size is one of `sizes` (for the inset game, sizes {1, N}).
// Rank order (for_each_set_in_rank_order): sum of elements, then size, then colexicographic. Every
// move lowers the rank:
// Sato–Welter moves and deletions of two elements lower the sum; the inset move {0, x} → {x} keeps
// the sum but lowers the size (that is why the sum alone is not enough).
class SetDomain {
 public:
  using Position = Mask;
  SetDomain(Rules rules, int M, std::vector<int> sizes, int N = 0);
  std::uint64_t size() const { return masks_.size(); }
  Mask unrank(std::uint64_t r) const { return masks_[r]; }
  std::uint64_t rank(Mask m) const;
  void options(Mask m, std::vector<Mask>& out) const;
  // The ranks of options(m), in any order (DenseTable's fill reads them, core/dense_table.hpp): a
  // Sato–Welter move's colex index follows from m's by the change at the two bits and at the set
  // bits between them, kept as a running sum while the new bit walks down, so no option is ranked
  // from scratch (ranking took 60% of the turning-turtles fill).
  void option_ranks(Mask m, std::vector<std::uint64_t>& out) const;
  // Number of sets of the given sizes with elements below M (to guard memory before building).
  static std::uint64_t count(int M, const std::vector<int>& sizes);
  // Bytes the domain holds once built, and at the peak of building it: the rank -> set array (8
  // bytes a set) and the colex index -> rank arrays (4 bytes a set).
  static std::uint64_t estimate_bytes(int M, const std::vector<int>& sizes);

 private:
  Rules rules_;
  int M_, N_;
  std::vector<int> sizes_;
  std::vector<Mask> masks_;                             // rank -> set
  std::vector<std::vector<std::uint32_t>> colex_rank_;  // [size][colex index] -> rank
};

// The set sizes each game's dense table holds (the claims' domains, also used by bench/):
// Sato–Welter sets of 1..6 elements, turning-turtles sets of odd size, inset positions of size 1
// (the N-element sets' singleton options) and N.
inline std::vector<int> sw_sizes(int M) {
  std::vector<int> s;
  for (int n = 1; n <= std::min(6, M); ++n) s.push_back(n);
  return s;
}
inline std::vector<int> odd_sizes(int M) {
  std::vector<int> s;
  for (int n = 1; n <= M; n += 2) s.push_back(n);
  return s;
}
inline std::vector<int> inset_sizes(int N) { return {1, N}; }

}  // namespace cgcheck::inset
