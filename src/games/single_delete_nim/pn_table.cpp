#include "games/single_delete_nim/pn_table.hpp"

#include <array>
#include <bit>
#include <stdexcept>

#include <fmt/core.h>

#include "core/bit_range.hpp"
#include "core/error.hpp"

namespace cgcheck::sdn {

namespace {

// Words for a row of up to max_pile bits.
constexpr std::size_t kRowWords = (100'000 + 63) / 64 + 1;

// p without the entries at indices skip1 and skip2 (pass n for "none"), ascending as p is.
void without(const std::uint32_t* p, unsigned n, unsigned skip1, unsigned skip2, std::uint32_t* out) {
  unsigned k = 0;
  for (unsigned q = 0; q < n; ++q)
    if (q != skip1 && q != skip2) out[k++] = p[q];
}

std::uint64_t flag_bits(unsigned n, std::uint32_t m) {
  const std::uint64_t w = std::uint64_t{m} + 1;
  std::uint64_t b = multisets(n - 2, m) * w;
  if (n >= 3) b += multisets(n - 3, m) * w * w;
  return b;
}

}  // namespace

std::uint64_t PnTable::estimate_bytes(unsigned n, std::uint32_t max_pile, Keep keep) {
  // The position bits, the two flag layouts, the binomial array and 1 MiB of working room (page
  // rounding, the walk's buffers; props/memory_limits_test.cpp compares with the measured peak).
  const std::uint64_t positions = keep == Keep::positions ? (multisets(n, max_pile) + 63) / 64 * 8 : 0;
  return positions + (flag_bits(n, max_pile) + 63) / 64 * 8 + 16 +
         (std::uint64_t{n} + 1) * (std::uint64_t{max_pile} + n + 1) * sizeof(std::uint64_t) + (std::uint64_t{1} << 20);
}

PnTable::PnTable(unsigned n, std::uint32_t max_pile, Keep keep,
                 const std::function<void(std::uint64_t, std::uint64_t)>& progress)
    : n_(n), m_(max_pile), width_(std::size_t{max_pile} + n + 1) {
  if (n < 2 || n > kMaxDensePiles) throw InputError(fmt::format("P/N table needs 2..{} piles, got {}", kMaxDensePiles, n));
  if (max_pile < 1) throw InputError("P/N table needs piles up to at least 1");
  if (max_pile > 100'000) throw InputError("P/N table: piles up to 100,000 at most");
  size_ = multisets(n, max_pile);
  binom_.resize((n + 1) * width_);
  for (unsigned k = 0; k <= n; ++k)
    for (std::size_t c = 0; c < width_; ++c) binom_[k * width_ + c] = binom(c, k);
  if (keep == Keep::positions) bits_.assign((size_ + 63) / 64, 0);
  const std::uint64_t w = std::uint64_t{m_} + 1;
  // One spare word past each layout: a row read or written at the end may touch it.
  by_s_.assign((multisets(n - 2, m_) * w + 63) / 64 + 1, 0);
  if (n >= 3) by_kept_min_.assign((multisets(n - 3, m_) * w * w + 63) / 64 + 1, 0);
  bytes_ = (bits_.size() + by_s_.size() + by_kept_min_.size()) * 8 + binom_.size() * 8;
  fill(progress);
}

std::uint64_t PnTable::rank(const std::uint32_t* p, unsigned k) const {
  std::uint64_t r = 0;
  for (unsigned i = 0; i < k; ++i) r += binom_[(i + 1) * width_ + p[i] - 1 + i];
  return r;
}

std::uint64_t PnTable::by_s(const std::uint32_t* kept) const { return rank(kept, n_ - 2) * (std::uint64_t{m_} + 1); }

std::uint64_t PnTable::by_kept_min(const std::uint32_t* rest, std::uint32_t s) const {
  const std::uint64_t w = std::uint64_t{m_} + 1;
  return (rank(rest, n_ - 3) * w + s) * w;
}

bool PnTable::flag(const std::uint32_t* kept, std::uint32_t s) const {
  // With n = 2 nothing is kept and only the first layout exists; otherwise the second layout has
  // every flag (the first lacks the ones with S > min K).
  std::uint64_t i = 0;
  const std::uint64_t* layout = nullptr;
  if (n_ == 2) {
    i = s, layout = by_s_.data();
  } else {
    i = by_kept_min(kept + 1, s) + kept[0], layout = by_kept_min_.data();
  }
  return (layout[i >> 6] >> (i & 63)) & 1U;
}

// A row's P-positions (p_row: bit a - 1 for the position (a, g)) made known where later rows read
// them as options: the row itself, and the positions that reach them by splitting a pair of piles.
void PnTable::record_p_row(const std::uint32_t* g, unsigned k, std::uint32_t b, std::uint64_t row_rank,
                           const std::vector<std::uint64_t>& p_row, std::vector<std::uint64_t>& row,
                           std::array<std::uint32_t, kMaxDensePiles>& kept) {
  const unsigned n = n_;
  if (!bits_.empty()) or_bits(bits_.data(), row_rank, p_row.data(), b);
  // Split pair {a, p_t}: F(g \ p_t, a + p_t) for the P-positions' a, where a + p_t <= M.
  for (unsigned t = 0; t < k; ++t) {
    if (t > 0 && g[t] == g[t - 1]) continue;
    if (g[t] >= m_) continue;
    const unsigned reach = std::min<std::uint32_t>(b, m_ - g[t]);  // a <= M - p_t
    without(g, k, t, k, kept.data());
    std::copy_n(p_row.begin(), (reach + 63) / 64, row.begin());
    if (reach % 64 != 0) row[(reach + 63) / 64 - 1] &= (std::uint64_t{1} << (reach % 64)) - 1;
    or_bits(by_s_.data(), by_s(kept.data()) + 1 + g[t], row.data(), reach);
    if (n < 3) continue;
    // ... and bit by bit in the second layout: K = g \ p_t, its smallest pile kept[0].
    for (unsigned w = 0; w < (reach + 63) / 64; ++w)
      for (std::uint64_t bitsw = row[w]; bitsw != 0; bitsw &= bitsw - 1) {
        const std::uint32_t a = w * 64 + static_cast<unsigned>(std::countr_zero(bitsw)) + 1;
        const std::uint64_t i = by_kept_min(kept.data() + 1, a + g[t]) + kept[0];
        by_kept_min_[i >> 6] |= std::uint64_t{1} << (i & 63);
      }
  }
  // Split pair {p_u, p_v} of g: F({a} + R, p_u + p_v), R = g \ {p_u, p_v}.
  for (unsigned u = 0; u < k; ++u) {
    if (u > 0 && g[u] == g[u - 1]) continue;
    for (unsigned v = u + 1; v < k; ++v) {
      if (v > u + 1 && g[v] == g[v - 1]) continue;
      if (std::uint64_t{g[u]} + g[v] > m_) continue;
      without(g, k, u, v, kept.data());
      or_bits(by_kept_min_.data(), by_kept_min(kept.data(), g[u] + g[v]) + 1, p_row.data(), b);
    }
  }
}

void PnTable::fill(const std::function<void(std::uint64_t, std::uint64_t)>& progress) {
  const unsigned n = n_;
  std::vector<std::uint64_t> has_p_option(kRowWords), row(kRowWords), p_row(kRowWords);
  std::array<std::uint32_t, kMaxDensePiles> kept{};
  std::uint64_t done = 0, next_report = std::uint64_t{1} << 20;
  // g: the n - 1 largest piles of the row, ascending; its positions are (a, g), a = 1..g[0].
  for_each_multiset(n - 1, m_, [&](const std::vector<std::uint32_t>& gv) {
    const std::uint32_t* g = gv.data();
    const unsigned k = n - 1;           // piles in g
    const std::uint32_t b = g[0];       // the row's length
    const unsigned words = (b + 63) / 64;
    // Colex rank of (1, g): the smallest pile contributes C(0, 1) = 0, pile i of g sits at index i + 1.
    std::uint64_t row_rank = 0;
    for (unsigned i = 0; i < k; ++i) row_rank += binom_[(i + 2) * width_ + g[i] - 1 + i + 1];

    // Remove a, split p_j of g: the same for the whole row.
    bool all_n = false;
    for (unsigned j = 0; j < k && !all_n; ++j) {
      if (g[j] < 2 || (j > 0 && g[j] == g[j - 1])) continue;
      without(g, k, j, k, kept.data());
      all_n = flag(kept.data(), g[j]);
    }
    if (!all_n) {
      std::fill_n(has_p_option.begin(), words, 0);
      // Remove p_i of g, split a: F(g \ p_i, a) for a = 1..b.
      for (unsigned i = 0; i < k; ++i) {
        if (i > 0 && g[i] == g[i - 1]) continue;
        without(g, k, i, k, kept.data());
        read_bits(by_s_.data(), by_s(kept.data()) + 1, b, row.data());
        for (unsigned w = 0; w < words; ++w) has_p_option[w] |= row[w];
      }
      // Remove p_i, split p_j (both of g): F({a} + R, p_j), R = g \ {p_i, p_j}.
      for (unsigned i = 0; i < k; ++i) {
        if (i > 0 && g[i] == g[i - 1]) continue;
        for (unsigned j = 0; j < k; ++j) {
          if (j == i || g[j] < 2 || (j > 0 && g[j] == g[j - 1] && j - 1 != i)) continue;
          without(g, k, i, j, kept.data());
          read_bits(by_kept_min_.data(), by_kept_min(kept.data(), g[j]) + 1, b, row.data());
          for (unsigned w = 0; w < words; ++w) has_p_option[w] |= row[w];
        }
      }
      std::uint64_t found = 0;
      for (unsigned w = 0; w < words; ++w) {
        p_row[w] = ~has_p_option[w];
        if (w + 1 == words && b % 64 != 0) p_row[w] &= (std::uint64_t{1} << (b % 64)) - 1;
        found += static_cast<std::uint64_t>(std::popcount(p_row[w]));
      }
      if (found != 0) {
        p_count_ += found;
        record_p_row(g, k, b, row_rank, p_row, row, kept);
      }
    }
    done += b;
    if (progress && done >= next_report) {
      progress(done, size_);
      next_report = done + (std::uint64_t{1} << 20);
    }
  });
  if (progress) progress(size_, size_);
}

bool PnTable::is_p(const std::vector<std::uint32_t>& piles) const {
  if (piles.size() != n_) throw std::out_of_range("P/N table: wrong number of piles");
  for (std::size_t i = 0; i < piles.size(); ++i)
    if (piles[i] < 1 || piles[i] > m_ || (i > 0 && piles[i] < piles[i - 1]))
      throw std::out_of_range("P/N table: position outside the table");
  if (!bits_.empty()) return p_at(colex_rank(piles.data(), n_));
  // From the flags: P iff no move shape (remove i, split j) has a P split.
  const bool has_p_option = for_each_remove_split(piles.data(), n_, [&](const std::uint32_t* kept, std::uint32_t s) {
    return flag(kept, s);
  });
  return !has_p_option;
}

std::uint64_t PnTable::p_count_below(std::uint64_t rank_end) const {
  if (bits_.empty()) throw std::logic_error("P/N table: positions not kept");
  rank_end = std::min(rank_end, size_);
  std::uint64_t c = 0;
  for (std::uint64_t w = 0; w < rank_end / 64; ++w) c += static_cast<std::uint64_t>(std::popcount(bits_[w]));
  for (std::uint64_t r = rank_end / 64 * 64; r < rank_end; ++r) c += p_at(r) ? 1 : 0;
  return c;
}

}  // namespace cgcheck::sdn
