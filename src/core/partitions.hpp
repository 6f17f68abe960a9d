#pragma once
// Integer partitions, the enumeration of heap games' positions by total (Nim, Nim with a pass):
// each partition as its non-decreasing list of parts, lexicographically. With a number of parts
// given, only those partitions are built (a hunt's --shape), not all of them filtered.
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <vector>

namespace cgcheck {

template <class T, class Visit>
void for_each_partition(T total, std::optional<std::uint64_t> parts, Visit&& visit) {
  std::vector<T> cur;
  auto rec = [&](auto& self, T left, T min) -> void {
    if (left == 0) {
      if (!parts || cur.size() == *parts) visit(cur);
      return;
    }
    if (parts && cur.size() >= *parts) return;
    // With k parts still to place, each >= h, the smallest h leaves room only if k * h <= left; the
    // last part is the whole rest.
    const std::uint64_t k = parts ? *parts - cur.size() : 0;
    if (k == 1) {
      if (left >= min) {
        cur.push_back(left);
        self(self, T{0}, left);
        cur.pop_back();
      }
      return;
    }
    for (T h = min; h <= left; ++h) {
      if (k > 0 && k * static_cast<std::uint64_t>(h) > static_cast<std::uint64_t>(left)) break;
      cur.push_back(h);
      self(self, static_cast<T>(left - h), h);
      cur.pop_back();
    }
  };
  rec(rec, total, T{1});
}

// The rank of a partition in for_each_partition's order over every total up to a bound (total, then
// the ascending list lexicographically), and back: the index of a dense table whose positions are
// multisets of heap sizes. Counting tables of (bound + 1)^2 entries make rank O(number of parts).
class PartitionRanks {
 public:
  explicit PartitionRanks(std::uint32_t bound) : bound_(bound), n_(bound + 2) {
    if (bound > 300) throw std::invalid_argument("partition ranks: bound above 300 (the counts near 64 bits)");
    // at_least_[r][m]: ascending lists of parts >= m summing to r (the empty list for r = 0).
    at_least_.assign(n_ * n_, 0);
    for (std::uint32_t m = 0; m < n_; ++m) at_least(0, m) = 1;
    for (std::uint32_t r = 1; r < n_; ++r)
      for (std::uint32_t m = r; m >= 1; --m)  // first part m, or more (none above r: the column r + 1 may not exist)
        at_least(r, m) = (m < r ? at_least(r, m + 1) : 0) + at_least(r - m, m);
    // below_[left][h]: lists of the rest `left` whose first part is at most h (sum over h' <= h).
    below_.assign(n_ * n_, 0);
    for (std::uint32_t left = 0; left < n_; ++left)
      for (std::uint32_t h = 1; h < n_; ++h)
        below_[left * n_ + h] = below_[left * n_ + h - 1] + (h <= left ? at_least(left - h, h) : 0);
    offset_.assign(n_ + 1, 0);
    for (std::uint32_t t = 0; t < n_; ++t) offset_[t + 1] = offset_[t] + at_least(t, 1);
  }
  std::uint32_t bound() const { return bound_; }
  // Partitions of every total <= bound.
  std::uint64_t size() const { return offset_[bound_ + 1]; }
  // Partitions of `total` alone.
  std::uint64_t count(std::uint32_t total) const { return at_least(total, 1); }

  // The rank is first(total) plus one term(left, a, min) per part a: `left` the stones from a on,
  // min the part before (1 for the first).
  std::uint64_t first(std::uint64_t total) const { return offset_[total]; }
  // Lists that agree so far and take a smaller part here: a part in [min, a), then any rest.
  std::uint64_t term(std::uint64_t left, std::uint64_t a, std::uint64_t min) const {
    return below_[left * n_ + (a - 1)] - below_[left * n_ + (min - 1)];
  }
  // parts: ascending, no zero, summing to at most bound.
  template <class It>
  std::uint64_t rank(It first_part, It last) const {
    std::uint64_t total = 0;
    for (It i = first_part; i != last; ++i) total += *i;
    std::uint64_t r = offset_[total];
    std::uint64_t left = total, min = 1;
    for (It i = first_part; i != last; ++i) {
      const std::uint64_t a = *i;
      r += term(left, a, min);
      left -= a;
      min = a;
    }
    return r;
  }
  // visit(rank, total) for every list made from `parts` (ascending, no zero) by lowering one part
  // (the first of equal parts) to any x below it, 0 removing it: a Nim move on heaps. Lowering part
  // i to x leaves the rest r with x inserted at j, the number of parts of r below x. The terms of
  // r's parts after x do not depend on x (their stones-from-here are r's suffix sums), so they are
  // summed once per i; only the j parts before x are summed per x.
  template <class T, class Visit>
  void for_each_lowered(const std::vector<T>& parts, Visit&& visit) const {
    const std::size_t k = parts.size();
    if (k == 0) return;
    thread_local std::vector<std::uint64_t> rest, suffix, tail;
    const std::size_t m = k - 1;  // parts of r
    rest.resize(m + 1);
    suffix.resize(m + 1);
    tail.resize(m + 2);
    std::uint64_t total = 0;
    for (auto h : parts) total += h;
    for (std::size_t i = 0; i < k; ++i) {
      if (i > 0 && parts[i] == parts[i - 1]) continue;
      for (std::size_t a = 0, b = 0; a < k; ++a)
        if (a != i) rest[b++] = parts[a];
      suffix[m] = 0;
      for (std::size_t l = m; l-- > 0;) suffix[l] = suffix[l + 1] + rest[l];
      // tail[l]: the terms of r[l..] with r's own predecessors (r[l - 1], or 1 for l = 0).
      tail[m] = 0;
      for (std::size_t l = m; l-- > 0;) tail[l] = tail[l + 1] + term(suffix[l], rest[l], l ? rest[l - 1] : 1);
      const std::uint64_t rest_total = total - parts[i];
      visit(first(rest_total) + tail[0], rest_total);  // x = 0: the part removed
      std::size_t j = 0;
      for (std::uint64_t x = 1; x < parts[i]; ++x) {
        while (j < m && rest[j] < x) ++j;
        std::uint64_t r = first(rest_total + x);
        for (std::size_t l = 0; l < j; ++l) r += term(suffix[l] + x, rest[l], l ? rest[l - 1] : 1);
        r += term(suffix[j] + x, x, j ? rest[j - 1] : 1);
        if (j < m) r += term(suffix[j], rest[j], x) + tail[j + 1];
        visit(r, rest_total + x);
      }
    }
  }
  template <class T>
  std::vector<T> unrank(std::uint64_t r) const {
    std::uint32_t total = 0;
    while (offset_[total + 1] <= r) ++total;
    r -= offset_[total];
    std::vector<T> parts;
    std::uint32_t left = total, min = 1;
    while (left > 0) {
      std::uint32_t h = min;
      while (r >= at_least(left - h, h)) r -= at_least(left - h, h), ++h;
      parts.push_back(static_cast<T>(h));
      left -= h;
      min = h;
    }
    return parts;
  }

 private:
  std::uint64_t& at_least(std::uint32_t r, std::uint32_t m) { return at_least_[r * n_ + m]; }
  std::uint64_t at_least(std::uint32_t r, std::uint32_t m) const { return at_least_[r * n_ + m]; }

  std::uint32_t bound_, n_;
  std::vector<std::uint64_t> at_least_, below_, offset_;
};

}  // namespace cgcheck
