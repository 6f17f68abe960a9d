#include "games/inset/inset.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <numeric>
#include <stdexcept>

#include <fmt/core.h>
#include <fmt/format.h>

#include "core/error.hpp"
#include "core/hash.hpp"
#include "core/parse.hpp"

namespace cgcheck::inset {

std::int64_t sum(const Set& s) { return std::accumulate(s.begin(), s.end(), std::int64_t{0}); }

std::string print_set(const Set& s) { return fmt::format("{}", fmt::join(s, ",")); }

Set parse_set(std::string_view text, std::string_view game) {
  // The empty set is a position of the Sato–Welter game (no move: value 0); the games that forbid it
  // (turning turtles: odd size; inset: N elements or one) say so by their own size rule.
  Set s;
  if (trim(text).empty()) return s;
  for (std::string_view part : split(text, ',')) {
    const std::string_view t = trim(part);
    if (!t.empty() && t.front() == '-') throw InputError(fmt::format("{} element '{}' is negative", game, t));
    s.push_back(parse_int(t, 0, kMaxElement, fmt::format("{} element", game)));
  }
  std::sort(s.begin(), s.end());
  std::int64_t total = 0;
  for (const auto e : s)
    if (__builtin_add_overflow(total, e, &total) || total > kMaxSum)
      throw InputError(fmt::format("{} position's elements sum to more than 2^62 (at most 2^62)", game));
  if (auto it = std::adjacent_find(s.begin(), s.end()); it != s.end())
    throw InputError(fmt::format("{} position '{}' repeats the element {}", game, trim(text), *it));
  return s;
}

void sato_welter_moves(const Set& s, std::vector<Set>& out) {
  // Move element s[i] to any smaller y not in the set; the result is re-sorted.
  for (std::size_t i = 0; i < s.size(); ++i) {
    for (std::int64_t y = 0; y < s[i]; ++y) {
      if (std::binary_search(s.begin(), s.end(), y)) continue;
      Set t = s;
      t.erase(t.begin() + static_cast<std::ptrdiff_t>(i));
      t.insert(std::lower_bound(t.begin(), t.end(), y), y);
      out.push_back(std::move(t));
    }
  }
}

void SatoWelter::options(const Position& p, std::vector<Position>& out) { sato_welter_moves(p, out); }
std::size_t SatoWelter::hash(const Position& p) { return hash_range(p, 11); }
SatoWelter::Position SatoWelter::parse(std::string_view text) { return parse_set(text, "sato-welter"); }

void pair_deletions(const Set& s, std::vector<Set>& out) {
  // n = m + 2 and y ⊂ x; a one-element position has no such move.
  if (s.size() >= 3)
    for (std::size_t i = 0; i < s.size(); ++i)
      for (std::size_t j = i + 1; j < s.size(); ++j) {
        Set t;
        for (std::size_t k = 0; k < s.size(); ++k)
          if (k != i && k != j) t.push_back(s[k]);
        out.push_back(std::move(t));
      }
}

void TurningTurtles::options(const Position& p, std::vector<Position>& out) {
  sato_welter_moves(p, out);
  pair_deletions(p, out);
}
std::size_t TurningTurtles::hash(const Position& p) { return hash_range(p, 13); }
TurningTurtles::Position TurningTurtles::parse(std::string_view text) {
  Set s = parse_set(text, "turning-turtles");
  if (s.size() % 2 == 0)
    throw InputError(fmt::format("turning-turtles position '{}' has {} elements (must be odd)", trim(text), s.size()));
  return s;
}

void Inset::options(const Position& p, std::vector<Position>& out) {
  std::vector<Set> sets;
  sato_welter_moves(p.x, sets);  // inside P_N, and Nim moves inside P_1
  if (static_cast<int>(p.x.size()) == p.N)
    for (auto v : p.x) sets.push_back(Set{v});  // x -> {x_i}
  for (auto& s : sets) out.push_back(InsetPosition{std::move(s), p.N});
}
std::size_t Inset::hash(const Position& p) { return hash_range(p.x, 17 + static_cast<std::size_t>(p.N)); }

Inset::Position Inset::parse(std::string_view text) {
  const auto parts = split(text, ';');
  if (parts.size() != 2)
    throw InputError(fmt::format("inset position '{}': expected elements then ';N=<parameter>', e.g. 1,2,4,5;N=4", text));
  const std::string_view opt = trim(parts[1]);
  if (opt.substr(0, 2) != "N=")
    throw InputError(fmt::format("inset position '{}': expected ';N=<parameter>' after the elements", text));
  const std::int64_t n = parse_int(opt.substr(2), std::numeric_limits<std::int64_t>::min(), 1000, "inset parameter N");
  if (n < 2) throw InputError(fmt::format("inset parameter N = {} is below 2", n));
  InsetPosition p{parse_set(parts[0], "inset"), static_cast<int>(n)};
  if (p.x.size() != 1 && static_cast<std::int64_t>(p.x.size()) != n)
    throw InputError(fmt::format("inset position '{}' has {} elements (must be N = {} or 1)", text, p.x.size(), n));
  return p;
}

std::string Inset::print(const Position& p) { return fmt::format("{};N={}", print_set(p.x), p.N); }

// ---- Dense domain ----

Set to_set(Mask m) {
  Set s;
  while (m) {
    s.push_back(__builtin_ctzll(m));
    m &= m - 1;
  }
  return s;
}

Mask to_mask(const Set& s) {
  Mask m = 0;
  for (auto v : s) {
    if (v < 0 || v >= 64) throw std::out_of_range("set element outside a 64-bit mask");
    m |= Mask{1} << v;
  }
  return m;
}

namespace {
std::uint64_t binomial(int n, int k) {
  if (k < 0 || n < 0 || k > n) return 0;
  std::uint64_t r = 1;
  for (int i = 1; i <= k; ++i) r = r * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
  return r;
}

// C(n, k) for n, k < 64, precomputed: rank() is on the dense table's hot path.
struct BinomialTable {
  std::uint64_t c[64][65]{};
  BinomialTable() {
    for (int n = 0; n < 64; ++n) {
      c[n][0] = 1;
      for (int k = 1; k <= n; ++k) c[n][k] = c[n - 1][k - 1] + (k <= n - 1 ? c[n - 1][k] : 0);
    }
  }
};
const BinomialTable kBinomial;

// Colexicographic index of a k-set among all k-sets: sum over its j-th smallest element b_j
// (j from 0) of C(b_j, j + 1).
std::uint64_t colex(Mask m) {
  std::uint64_t r = 0;
  int j = 0;
  while (m) {
    const int b = __builtin_ctzll(m);
    r += kBinomial.c[b][j + 1];
    ++j;
    m &= m - 1;
  }
  return r;
}

}  // namespace

std::uint64_t SetDomain::count(int M, const std::vector<int>& sizes) {
  std::uint64_t n = 0;
  for (int k : sizes) n += binomial(M, k);
  return n;
}

std::uint64_t SetDomain::estimate_bytes(int M, const std::vector<int>& sizes) {
  std::uint64_t b = heap_block_bytes(count(M, sizes) * sizeof(Mask));
  for (int k : sizes) b += heap_block_bytes(binomial(M, k) * sizeof(std::uint32_t));
  return b;
}

SetDomain::SetDomain(Rules rules, int M, std::vector<int> sizes, int N)
    : rules_(rules), M_(M), N_(N), sizes_(std::move(sizes)) {
  if (M < 1 || M > 63) throw InputError(fmt::format("set domain bound M = {} outside 1..63", M));
  std::sort(sizes_.begin(), sizes_.end());
  sizes_.erase(std::unique(sizes_.begin(), sizes_.end()), sizes_.end());
  if (count(M, sizes_) > 0xFFFFFFFFull) throw InputError("set domain larger than 2^32 positions");
  // The sets in rank order, as the hunts list them. A set's bits and colex index are kept as sums
  // from its largest element down (bits[j], colex[j]: elements j..k-1), redone only below the
  // largest element that changed: a turning-turtles set of 21 elements mostly changes in its
  // smallest few.
  masks_.resize(count(M, sizes_));
  const std::size_t nsz = sizes_.empty() ? 1 : static_cast<std::size_t>(sizes_.back()) + 1;
  colex_rank_.assign(nsz, {});
  for (int k : sizes_) colex_rank_[static_cast<std::size_t>(k)].resize(binomial(M, k));
  const auto& C = kBinomial.c;
  std::uint32_t r = 0;
  std::array<Mask, 65> bits{};
  std::array<std::uint64_t, 65> colex{};
  for_each_set_in_rank_order(M, sizes_, [&](const std::int64_t* e, int k, std::int64_t changed) {
    bits[static_cast<std::size_t>(k)] = 0;  // a larger size may have left its sums here
    colex[static_cast<std::size_t>(k)] = 0;
    for (auto j = static_cast<std::size_t>(changed + 1); j-- > 0;) {
      bits[j] = bits[j + 1] | Mask{1} << e[j];
      colex[j] = colex[j + 1] + C[e[j]][j + 1];
    }
    masks_[r] = bits[0];
    colex_rank_[static_cast<std::size_t>(k)][colex[0]] = r++;
  });
}

std::uint64_t SetDomain::rank(Mask m) const {
  const auto k = static_cast<std::size_t>(__builtin_popcountll(m));
  if ((m >> M_) != 0 || k >= colex_rank_.size() || colex_rank_[k].empty())
    throw std::out_of_range("set outside the dense domain");
  return colex_rank_[k][colex(m)];
}

void SetDomain::options(Mask m, std::vector<Mask>& out) const {
  const int k = __builtin_popcountll(m);
  // Sato–Welter move on bits: clear a set bit x, set a clear bit y < x.
  for (Mask rest = m; rest; rest &= rest - 1) {
    const int x = __builtin_ctzll(rest);
    const Mask xb = Mask{1} << x;
    for (int y = 0; y < x; ++y) {
      const Mask yb = Mask{1} << y;
      if (!(m & yb)) out.push_back(m ^ xb ^ yb);
    }
  }
  // Turning turtles: clear two set bits.
  if (rules_ == Rules::turning_turtles && k >= 3) {
    for (Mask a = m; a; a &= a - 1)
      for (Mask b = a & (a - 1); b; b &= b - 1) out.push_back(m ^ (a & (~a + 1)) ^ (b & (~b + 1)));
  }
  // Inset: from an N-set keep one bit.
  if (rules_ == Rules::inset && k == N_) {
    for (Mask a = m; a; a &= a - 1) out.push_back(a & (~a + 1));
  }
}

void SetDomain::option_ranks(Mask m, std::vector<std::uint64_t>& out) const {
  const int k = __builtin_popcountll(m);
  const auto& to_rank = colex_rank_[static_cast<std::size_t>(k)];
  const auto& C = kBinomial.c;
  const std::int64_t base = static_cast<std::int64_t>(colex(m));
  // Sato–Welter move: clear x = the i-th set bit, set a clear bit y < x. With t set bits below y,
  //   colex' = colex - C(x, i+1) + C(y, t+1) + sum over set bits b_j, y < b_j < x, of C(b_j, j+2) - C(b_j, j+1)
  // (those bits move up one index).
  int i = 0;
  for (Mask rest = m; rest; rest &= rest - 1, ++i) {
    const int x = __builtin_ctzll(rest);
    std::int64_t between = 0;
    int below = i;  // set bits below y (all of them while y is above them)
    const std::int64_t without_x = base - static_cast<std::int64_t>(C[x][i + 1]);
    for (int y = x - 1; y >= 0; --y) {
      if ((m >> y) & 1U) {
        --below;
        between += static_cast<std::int64_t>(C[y][below + 2]) - static_cast<std::int64_t>(C[y][below + 1]);
        continue;
      }
      out.push_back(to_rank[static_cast<std::size_t>(without_x + static_cast<std::int64_t>(C[y][below + 1]) + between)]);
    }
  }
  // Turning turtles: clear the p-th and q-th set bits (p < q). The bits between move down one
  // index and those above q two, so with prefix sums of C(b_j, j+1), C(b_j, j), C(b_j, j-1):
  //   colex' = P0[p] + (P1[q] - P1[p+1]) + (P2[k] - P2[q+1]).
  if (rules_ == Rules::turning_turtles && k >= 3) {
    const auto& to_smaller = colex_rank_[static_cast<std::size_t>(k - 2)];
    if (to_smaller.empty()) throw std::out_of_range("set outside the dense domain");  // as rank() does
    std::array<std::uint64_t, 65> P0{}, P1{}, P2{};
    int j = 0;
    for (Mask rest = m; rest; rest &= rest - 1, ++j) {
      const int b = __builtin_ctzll(rest);
      P0[j + 1] = P0[j] + C[b][j + 1];
      P1[j + 1] = P1[j] + C[b][j];
      P2[j + 1] = P2[j] + (j >= 1 ? C[b][j - 1] : 0);
    }
    for (int p = 0; p < k; ++p)
      for (int q = p + 1; q < k; ++q)
        out.push_back(to_smaller[static_cast<std::size_t>(P0[p] + (P1[q] - P1[p + 1]) + (P2[k] - P2[q + 1]))]);
  }
  // Inset: from an N-set keep one bit (k of them, ranked one by one).
  if (rules_ == Rules::inset && k == N_)
    for (Mask a = m; a; a &= a - 1) out.push_back(rank(a & (~a + 1)));
}

}  // namespace cgcheck::inset
