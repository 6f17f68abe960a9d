#pragma once
// Nim's second solver: every position of at most `bound` stones in a dense table, ranked in the
// order `hunt` and claim files enumerate them (total stones, then the ascending heap list), filled
// bottom-up by DenseTable from the rules' options (a move removes stones, so it lowers the rank).
// It shares nothing with the memo solver but Nim::options' rules and mex; a test compares the two.
#include <cstdint>
#include <optional>
#include <vector>

#include "core/partitions.hpp"
#include "games/nim/nim.hpp"

namespace cgcheck::nim {

class NimDomain {
 public:
  using Position = Nim::Position;
  explicit NimDomain(std::uint32_t bound) : ranks_(bound) {}
  std::uint64_t size() const { return ranks_.size(); }
  Position unrank(std::uint64_t r) const { return ranks_.unrank<std::uint32_t>(r); }
  std::uint64_t rank(const Position& p) const { return ranks_.rank(p.begin(), p.end()); }
  const PartitionRanks& ranks() const { return ranks_; }
  void options(const Position& p, std::vector<Position>& out) const { Nim::options(p, out); }
  template <class Visit>
  void for_each(Visit&& visit) const {
    std::uint64_t r = 0;
    for (std::uint32_t total = 0; total <= ranks_.bound(); ++total)
      for_each_partition<std::uint32_t>(total, std::nullopt, [&](const Position& p) { visit(r++, p); });
  }
  // The ranks of Nim::options(p) without building them. Heap i (the first of equal heaps) lowered
  // to x < p[i] leaves the rest r (p without heap i) with x inserted at j, the number of parts of r
  // below x. The terms of r's parts after x do not depend on x (their stones-from-here are r's
  // suffix sums), so they are summed once per i; only the j parts before x are summed per x.
  void option_ranks(const Position& p, std::vector<std::uint64_t>& out) const {
    const std::size_t k = p.size();
    if (k == 0) return;
    const std::size_t m = k - 1;  // parts of r
    rest_.resize(m + 1);
    suffix_.resize(m + 1);
    tail_.resize(m + 2);
    std::uint64_t total = 0;
    for (auto h : p) total += h;
    for (std::size_t i = 0; i < k; ++i) {
      if (i > 0 && p[i] == p[i - 1]) continue;
      for (std::size_t a = 0, b = 0; a < k; ++a)
        if (a != i) rest_[b++] = p[a];
      suffix_[m] = 0;
      for (std::size_t l = m; l-- > 0;) suffix_[l] = suffix_[l + 1] + rest_[l];
      // tail_[l]: the terms of r[l..] with r's own predecessors (r[l - 1], or 1 for l = 0).
      tail_[m] = 0;
      for (std::size_t l = m; l-- > 0;) tail_[l] = tail_[l + 1] + ranks_.term(suffix_[l], rest_[l], l ? rest_[l - 1] : 1);
      const std::uint64_t rest_total = total - p[i];
      out.push_back(ranks_.first(rest_total) + tail_[0]);  // x = 0: the heap emptied
      std::size_t j = 0;
      for (std::uint32_t x = 1; x < p[i]; ++x) {
        while (j < m && rest_[j] < x) ++j;
        std::uint64_t r = ranks_.first(rest_total + x);
        for (std::size_t l = 0; l < j; ++l) r += ranks_.term(suffix_[l] + x, rest_[l], l ? rest_[l - 1] : 1);
        r += ranks_.term(suffix_[j] + x, x, j ? rest_[j - 1] : 1);
        if (j < m) r += ranks_.term(suffix_[j], rest_[j], x) + tail_[j + 1];
        out.push_back(r);
      }
    }
  }

 private:
  PartitionRanks ranks_;
  // Scratch of option_ranks (DenseTable fills from one thread).
  mutable std::vector<std::uint64_t> rest_, suffix_, tail_;
};

}  // namespace cgcheck::nim
