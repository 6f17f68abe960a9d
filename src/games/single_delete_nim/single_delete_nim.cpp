#include "games/single_delete_nim/single_delete_nim.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>

#include <fmt/core.h>
#include <fmt/format.h>

#include "core/error.hpp"
#include "core/hash.hpp"
#include "core/parse.hpp"

namespace cgcheck::sdn {

std::uint64_t Position::stones() const {
  std::uint64_t s = 0;
  for (auto p : piles) s += p;
  return s;
}

void SingleDeleteNim::options(const Position& p, std::vector<Position>& out) {
  const std::size_t n = p.piles.size();
  // Remove pile i, split pile j (j != i) into s + (q - s). Equal piles give equal options, so only
  // the first pile of each size is removed; splits are taken with s <= q - s.
  for (std::size_t i = 0; i < n; ++i) {
    if (i > 0 && p.piles[i] == p.piles[i - 1]) continue;
    std::vector<std::uint64_t> rest;
    rest.reserve(n - 1);
    for (std::size_t k = 0; k < n; ++k)
      if (k != i) rest.push_back(p.piles[k]);
    for (std::size_t j = 0; j < rest.size(); ++j) {
      if (j > 0 && rest[j] == rest[j - 1]) continue;
      const std::uint64_t q = rest[j];
      for (std::uint64_t s = 1; s <= q / 2; ++s) {
        Position o;
        o.piles.reserve(n);
        for (std::size_t k = 0; k < rest.size(); ++k)
          if (k != j) o.piles.push_back(rest[k]);
        o.piles.push_back(s);
        o.piles.push_back(q - s);
        std::sort(o.piles.begin(), o.piles.end());
        out.push_back(std::move(o));
      }
    }
  }
}

std::uint64_t SingleDeleteNim::option_count(const Position& p) {
  // options() removes one pile of each distinct size v, then splits one pile of each distinct size
  // w among the rest into s + (w - s), s <= w / 2. The distinct sizes of the rest are those of p,
  // less v when v occurs once: so the count is the sum over distinct v of D - [v occurs once] v/2,
  // with D the sum of w/2 over the distinct sizes w (piles are ascending).
  const auto& q = p.piles;
  std::uint64_t D = 0;
  for (std::size_t i = 0; i < q.size(); ++i)
    if (i == 0 || q[i] != q[i - 1]) D = sat_add(D, q[i] / 2);
  std::uint64_t count = 0;
  for (std::size_t i = 0; i < q.size(); ++i) {
    if (i > 0 && q[i] == q[i - 1]) continue;
    const bool once = i + 1 == q.size() || q[i + 1] != q[i];
    count = sat_add(count, D == UINT64_MAX ? D : D - (once ? q[i] / 2 : 0));
  }
  return count;
}

std::size_t SingleDeleteNim::hash(const Position& p) { return hash_range(p.piles, p.piles.size()); }

Position make_position(std::vector<std::uint64_t> piles) {
  if (piles.size() < 2)
    throw InputError(fmt::format("single-delete-nim position needs at least 2 piles, got {}", piles.size()));
  for (auto v : piles)
    if (v < 1) throw InputError("single-delete-nim pile sizes must be >= 1");
  std::sort(piles.begin(), piles.end());
  return Position{std::move(piles)};
}

Position SingleDeleteNim::parse(std::string_view text) {
  std::vector<std::uint64_t> piles;
  for (auto v : parse_int_list(text, 1, static_cast<std::int64_t>(kMaxPile), "single-delete-nim pile size"))
    piles.push_back(static_cast<std::uint64_t>(v));
  return make_position(std::move(piles));
}

std::string SingleDeleteNim::print(const Position& p) { return fmt::format("{}", fmt::join(p.piles, ",")); }

bool is_move(const Position& from, const Position& to) {
  const std::size_t n = from.piles.size();
  if (to.piles.size() != n || n < 2) return false;
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j) {
      if (i == j) continue;
      // The kept piles must all be in `to`; the two left over must be >= 1 and sum to pile j.
      std::vector<std::uint64_t> left = to.piles;
      bool ok = true;
      for (std::size_t k = 0; k < n && ok; ++k) {
        if (k == i || k == j) continue;
        auto it = std::find(left.begin(), left.end(), from.piles[k]);
        if (it == left.end()) ok = false;
        else left.erase(it);
      }
      if (ok && left.size() == 2 && left[0] >= 1 && left[1] >= 1 && left[0] + left[1] == from.piles[j]) return true;
    }
  return false;
}

Position to_position(const Piles& p) {
  Position q;
  for (unsigned i = 0; i < p.n; ++i) q.piles.push_back(p.v[i]);
  return q;
}

Piles to_piles(const Position& p) {
  if (p.piles.size() > kMaxDensePiles)
    throw InputError(fmt::format("dense tables hold at most {} piles, got {}", kMaxDensePiles, p.piles.size()));
  Piles q;
  q.n = static_cast<std::uint8_t>(p.piles.size());
  for (std::size_t i = 0; i < p.piles.size(); ++i) {
    if (p.piles[i] > std::numeric_limits<std::uint32_t>::max())
      throw InputError(fmt::format("pile {} is too large for a dense table", p.piles[i]));
    q.v[i] = static_cast<std::uint32_t>(p.piles[i]);
  }
  return q;
}

std::uint64_t binom(std::uint64_t n, std::uint64_t k) {
  if (k > n) return 0;
  k = std::min(k, n - k);
  __extension__ typedef unsigned __int128 u128;  // exact intermediate products
  u128 r = 1;
  for (std::uint64_t i = 1; i <= k; ++i) {
    r = r * (n - k + i) / i;  // exact: r is C(n - k + i, i) after each step
    if (r > std::numeric_limits<std::uint64_t>::max()) return std::numeric_limits<std::uint64_t>::max();
  }
  return static_cast<std::uint64_t>(r);
}

std::uint64_t multisets(unsigned n, std::uint64_t m) {
  if (n == 0) return 1;
  if (m == 0) return 0;
  return binom(m + n - 1, n);
}

std::uint64_t colex_rank(const std::uint32_t* piles, unsigned k) {
  // Multiset -> strict combination c_i = p_i - 1 + i, ranked by the combinatorial number system.
  std::uint64_t r = 0;
  for (unsigned i = 0; i < k; ++i) r += binom(std::uint64_t{piles[i]} - 1 + i, i + 1);
  return r;
}

MultisetDomain::MultisetDomain(unsigned n, std::uint32_t max_pile) : n_(n), m_(max_pile) {
  if (n < 2 || n > kMaxDensePiles)
    throw InputError(fmt::format("dense domain needs 2..{} piles, got {}", kMaxDensePiles, n));
  if (max_pile < 1) throw InputError("dense domain needs piles up to at least 1");
  size_ = multisets(n, max_pile);
  binom_.assign(n + 1, std::vector<std::uint64_t>(std::size_t{max_pile} + n + 1, 0));
  for (unsigned k = 0; k <= n; ++k)
    for (std::size_t c = 0; c < binom_[k].size(); ++c) binom_[k][c] = binom(c, k);
}

std::uint64_t MultisetDomain::rank(const Piles& p) const {
  if (p.n != n_) throw std::out_of_range("position with the wrong number of piles for the dense domain");
  std::uint64_t r = 0;
  for (unsigned i = 0; i < n_ && i < kMaxDensePiles; ++i) {
    if (p.v[i] < 1 || p.v[i] > m_ || (i > 0 && p.v[i] < p.v[i - 1]))
      throw std::out_of_range("position outside the dense domain");
    r += binom_[i + 1][p.v[i] - 1 + i];
  }
  return r;
}

Piles MultisetDomain::unrank(std::uint64_t r) const {
  Piles p;
  p.n = static_cast<std::uint8_t>(n_);
  // Greedy from the largest pile: the largest c with C(c, i + 1) <= r.
  std::size_t c = binom_[n_].size() - 1;
  for (unsigned i = n_; i-- > 0;) {
    while (binom_[i + 1][c] > r) --c;
    r -= binom_[i + 1][c];
    if (i < kMaxDensePiles) p.v[i] = static_cast<std::uint32_t>(c - i + 1);
  }
  return p;
}

void MultisetDomain::options(const Piles& p, std::vector<Piles>& out) const {
  // Every ordered pair (removed i, split j) and every split s + (q - s) with s < q: duplicates are
  // harmless to mex and keep this generator free of the dedup logic SingleDeleteNim uses.
  const unsigned n = std::min<unsigned>(n_, kMaxDensePiles);
  for (unsigned i = 0; i < n; ++i)
    for (unsigned j = 0; j < n; ++j) {
      if (j == i || p.v[j] < 2) continue;
      std::array<std::uint32_t, kMaxDensePiles> kept{};
      unsigned k = 0;
      for (unsigned t = 0; t < n; ++t)
        if (t != i && t != j && k < kMaxDensePiles) kept[k++] = p.v[t];
      if (k + 2 > kMaxDensePiles) continue;
      for (std::uint32_t s = 1; s < p.v[j]; ++s) {
        Piles o;
        o.n = p.n;
        o.v = kept;
        o.v[k] = s;
        o.v[k + 1] = p.v[j] - s;
        // Insertion sort of the n piles (n <= 8).
        for (unsigned a = 1; a < n; ++a)
          for (unsigned b = a; b > 0 && o.v[b - 1] > o.v[b]; --b) std::swap(o.v[b - 1], o.v[b]);
        out.push_back(o);
      }
    }
}

}  // namespace cgcheck::sdn
