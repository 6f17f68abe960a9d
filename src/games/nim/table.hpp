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
  void options(const Position& p, std::vector<Position>& out) const { Nim::options(p, out); }
  template <class Visit>
  void for_each(Visit&& visit) const {
    std::uint64_t r = 0;
    for (std::uint32_t total = 0; total <= ranks_.bound(); ++total)
      for_each_partition<std::uint32_t>(total, std::nullopt, [&](const Position& p) { visit(r++, p); });
  }
  // The ranks of Nim::options(p), without building them (PartitionRanks::for_each_lowered).
  void option_ranks(const Position& p, std::vector<std::uint64_t>& out) const {
    ranks_.for_each_lowered(p, [&](std::uint64_t r, std::uint64_t) { out.push_back(r); });
  }

 private:
  PartitionRanks ranks_;
};

}  // namespace cgcheck::nim
