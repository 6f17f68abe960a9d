#include "games/single_delete_nim/split_grundy_table.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>

#include <fmt/core.h>

#include "core/error.hpp"
#include "core/heap_bytes.hpp"
#include "core/mex.hpp"

namespace cgcheck::sdn {

namespace {

constexpr std::uint64_t kKnown = std::uint64_t{1} << 63;  // split-cache entry computed
constexpr std::uint64_t kSat = std::numeric_limits<std::uint64_t>::max();


}  // namespace

SplitGrundyTable::SplitGrundyTable(unsigned n, std::uint32_t max_pile, unsigned first_mask_bits,
                                   unsigned max_mask_bits)
    : n_(n), max_mask_bits_(max_mask_bits) {
  if (n < 2 || n > kMaxDensePiles) throw InputError(fmt::format("split Grundy table needs 2..{} piles, got {}", kMaxDensePiles, n));
  if (max_pile < 1) throw InputError("split Grundy table needs piles up to at least 1");
  if (first_mask_bits < 1 || first_mask_bits > max_mask_bits || max_mask_bits > kMaxMaskBits)
    throw std::invalid_argument("split Grundy table: need 1 <= first_mask_bits <= max_mask_bits <= 255");
  set_mask_bits(first_mask_bits);
  grow(max_pile);
}

void SplitGrundyTable::set_mask_bits(unsigned bits) {
  mask_bits_ = bits;
  words_ = bits / 64 + 1;  // leaves bit 63 of the last word free for the "computed" mark
  for (unsigned w = 0; w < kMaxWords; ++w) {
    const unsigned lo = 64 * w;
    low_[w] = bits <= lo ? 0 : bits - lo >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << (bits - lo)) - 1;
  }
  // Entries of the old width are meaningless now; every one is recomputed on demand, from values
  // that are all final.
  for (std::size_t x = 2; x < split_.size(); ++x) split_[x].assign(static_cast<std::size_t>(kept_count_ * words_), 0);
}

std::uint64_t SplitGrundyTable::rank(const std::uint32_t* p, unsigned k) const {
  std::uint64_t r = 0;
  for (unsigned i = 0; i < k; ++i) r += binom_[(i + 1) * width_ + p[i] - 1 + i];
  return r;
}

const std::uint64_t* SplitGrundyTable::split_set(const std::uint32_t* kept, std::uint32_t x, std::uint64_t below) {
  const unsigned W = words_;
  std::uint64_t* e = split_[x].data() + rank(kept, n_ - 2) * W;
  if (e[W - 1] & kKnown) return e;
  std::array<std::uint64_t, kMaxWords> opt_bits{};
  std::array<std::uint32_t, kMaxDensePiles> opt{};
  for (std::uint32_t a = 1; a <= x / 2; ++a) {
    merge_split(kept, n_ - 2, a, x - a, opt.data());
    const std::uint64_t ro = rank(opt.data(), n_);
    // Sound only because every member is an option of the position being filled; a lower rank
    // is what guarantees it is final.
    if (ro >= below) throw std::logic_error("split Grundy table: an option does not have a lower rank");
    const Grundy v = values_.get(ro);
    if (v < mask_bits_) opt_bits[v >> 6] |= std::uint64_t{1} << (v & 63);
  }
  for (unsigned w = 0; w < W; ++w) e[w] = opt_bits[w];
  e[W - 1] |= kKnown;
  return e;
}

Grundy SplitGrundyTable::direct(const std::uint32_t* p, std::uint64_t below) {
  // The split sets cannot tell the mex (they only see values < mask_bits): read every option.
  ++direct_;
  scratch_.clear();
  std::array<std::uint32_t, kMaxDensePiles> kept{}, opt{};
  for (unsigned i = 0; i < n_; ++i)
    for (unsigned j = 0; j < n_; ++j) {
      if (j == i || p[j] < 2) continue;
      unsigned t = 0;
      for (unsigned q = 0; q < n_; ++q)
        if (q != i && q != j && t < kMaxDensePiles) kept[t++] = p[q];
      for (std::uint32_t a = 1; a <= p[j] / 2; ++a) {
        merge_split(kept.data(), n_ - 2, a, p[j] - a, opt.data());
        const std::uint64_t ro = rank(opt.data(), n_);
        if (ro >= below) throw std::logic_error("split Grundy table: an option does not have a lower rank");
        scratch_.push_back(values_.get(ro));
      }
    }
  return mex(scratch_);
}

void SplitGrundyTable::grow(std::uint32_t max_pile) {
  if (max_pile <= m_) return;
  const unsigned n = n_, k = n - 2;
  const std::uint64_t old_size = values_.size(), new_size = multisets(n, max_pile);
  kept_count_ = multisets(k, max_pile);
  if (new_size == kSat || sat_mul(sat_mul(kept_count_, std::uint64_t{max_pile} + 1), kMaxWords) == kSat)
    throw InputError(fmt::format("split Grundy table with {} piles <= {} is too large", n, max_pile));
  width_ = std::size_t{max_pile} + n + 1;
  binom_.assign((n + 1) * width_, 0);
  for (unsigned kk = 0; kk <= n; ++kk)
    for (std::size_t c = 0; c < width_; ++c) binom_[kk * width_ + c] = binom(c, kk);
  values_.resize(new_size);
  // Rows x = 0, 1 stay empty: a pile of one stone cannot be split. The colex rank of K does not
  // depend on the bound, so the old rows are a prefix of the new ones.
  split_.resize(std::size_t{max_pile} + 1);
  for (std::size_t x = 2; x < split_.size(); ++x) split_[x].resize(static_cast<std::size_t>(kept_count_ * words_), 0);
  const std::uint32_t old_m = m_;
  m_ = max_pile;

  // The first new rank is <1, ..., 1, old_m + 1> (with old_m = 0: <1, ..., 1>, rank 0).
  std::array<std::uint32_t, kMaxDensePiles> p{};
  for (unsigned i = 0; i < n; ++i) p[i] = 1;
  p[n - 1] = old_m + 1;
  for (std::uint64_t r = old_size; r < new_size; ++r) {
    std::array<std::uint64_t, kMaxWords> seen{};
    const unsigned W = words_;
    const bool full = for_each_remove_split(p.data(), n, [&](const std::uint32_t* kept, std::uint32_t S) {
      const std::uint64_t* e = split_set(kept, S, r);
      bool all = true;
      for (unsigned w = 0; w < W; ++w) {
        seen[w] |= e[w];
        all = all && (seen[w] & low_[w]) == low_[w];
      }
      return all;  // every value the masks hold is reachable: stop
    });
    Grundy g = 0;
    if (full) {
      g = direct(p.data(), r);
      // A value the masks cannot hold: widen them (if allowed) before the next position.
      if (mask_bits_ < max_mask_bits_) set_mask_bits(std::min(max_mask_bits_, std::max(2 * mask_bits_ + 1, g + 1)));
    } else {
      unsigned w = 0;
      while ((seen[w] & low_[w]) == low_[w]) ++w;
      g = 64 * w + static_cast<Grundy>(__builtin_ctzll(~(seen[w] & low_[w])));
    }
    values_.set(r, g);
    max_value_ = std::max(max_value_, g);
    // Colex successor (as in for_each_multiset): raise the lowest pile that can grow, reset the
    // ones below it to 1.
    unsigned i = 0;
    while (i < n && !((i + 1 < n && p[i] < p[i + 1]) || (i + 1 == n && p[i] < m_))) ++i;
    if (i == n) break;
    ++p[i];
    for (unsigned q = 0; q < i; ++q) p[q] = 1;
  }
}

Grundy SplitGrundyTable::grundy(const std::uint32_t* piles, unsigned n) const {
  if (n != n_) throw std::out_of_range("split Grundy table: wrong number of piles");
  for (unsigned i = 0; i < n; ++i)
    if (piles[i] < 1 || piles[i] > m_ || (i > 0 && piles[i] < piles[i - 1]))
      throw std::out_of_range("split Grundy table: position outside the table");
  return values_.get(rank(piles, n));
}

std::uint64_t SplitGrundyTable::bytes() const {
  std::uint64_t b = values_.size() * values_.width();
  for (const auto& row : split_) b += row.size() * sizeof(std::uint64_t);
  return b;
}

std::uint64_t SplitGrundyTable::estimate_bytes(unsigned n, std::uint32_t max_pile) {
  const std::uint64_t m = max_pile;
  return sat_add(multisets(n, m), sat_mul(sat_mul(multisets(n - 2, m), m + 1), sizeof(std::uint64_t) * kMaxWords));
}

std::uint64_t SplitGrundyTable::estimate_work(unsigned n, std::uint32_t max_pile) {
  // Each position looks up at most n(n-1) split sets; each (K, x) is filled once, reading x/2 options
  // (about M^2/4 per K summed over x).
  const std::uint64_t m = max_pile;
  return sat_add(sat_mul(multisets(n, m), std::uint64_t{n} * (n - 1)),
                 sat_mul(multisets(n - 2, m), sat_mul(m, m) / 4));
}

bool BatchSolver::fits(unsigned n, std::uint64_t max_pile) const {
  // Piles are 32-bit in the table; any bound near that is far past the entry cap anyway.
  if (max_pile > std::numeric_limits<std::uint32_t>::max() / 2) return false;
  const auto m = static_cast<std::uint32_t>(max_pile);
  if (multisets(n, m) > limits_.max_entries) return false;
  const std::uint64_t bytes = SplitGrundyTable::estimate_bytes(n, m);
  if (bytes > limits_.max_bytes) return false;
  if (memory_limit_ != 0) {
    // The other pile counts' tables stay, and this one's old version is freed only after growing.
    std::uint64_t held = 0;
    for (const auto& t : tables_)
      if (t) held += t->bytes();
    if (sat_add(held, bytes) > memory_limit_) return false;
  }
  if (budget_ != 0) {
    const auto& t = tables_[n];
    const std::uint64_t done = t ? SplitGrundyTable::estimate_work(n, t->max_pile()) : 0;
    if (SplitGrundyTable::estimate_work(n, m) - done > budget_) return false;
  }
  return true;
}

const SplitGrundyTable* BatchSolver::table_for(unsigned n, std::uint64_t max_pile) {
  auto& t = tables_[n];
  if (t && t->max_pile() >= max_pile) return t.get();
  if (!fits(n, max_pile)) return nullptr;
  // Grow geometrically, to at least twice the entries, so a batch whose piles creep upward costs
  // about twice its final table instead of one fill per new pile size.
  std::uint64_t target = max_pile;
  if (t) {
    const std::uint64_t want = sat_mul(t->size(), 2);
    while (multisets(n, target) < want) ++target;
    if (!fits(n, target)) target = max_pile;
  }
  if (t)
    t->grow(static_cast<std::uint32_t>(target));
  else
    t = std::make_unique<SplitGrundyTable>(n, static_cast<std::uint32_t>(target));
  ++grows_;
  return t.get();
}

Grundy BatchSolver::grundy(const Position& p) {
  const std::size_t n = p.piles.size();
  if (n >= 2 && n <= kMaxDensePiles) {
    if (const SplitGrundyTable* t = table_for(static_cast<unsigned>(n), p.piles.back())) {
      std::array<std::uint32_t, kMaxDensePiles> q{};
      for (std::size_t i = 0; i < n; ++i) q[i] = static_cast<std::uint32_t>(p.piles[i]);
      ++table_answers_;
      return t->grundy(q.data(), static_cast<unsigned>(n));
    }
  }
  if (memory_limit_ != 0) {
    std::uint64_t held = 0;
    for (const auto& t : tables_)
      if (t) held += t->bytes();
    // At least one byte: 0 would mean no limit.
    memo_.set_memory_limit(held < memory_limit_ ? memory_limit_ - held : 1);
  } else {
    memo_.set_memory_limit(0);
  }
  const Grundy g = memo_.grundy(p);
  ++memo_answers_;
  return g;
}

}  // namespace cgcheck::sdn
