#pragma once
// Nim*'s second solver over any heap sizes: every position of at most `bound` stones, both pass
// states, in a dense table ranked in the order `hunt` and claim files enumerate them (total stones,
// the pass used before the pass available, then the ascending heap list), filled bottom-up by
// DenseTable from NimPass::options (a Nim move removes stones; the pass keeps the total and moves to
// the pass-used block, which comes first). The heaps-<=-4 count tables (count_pn_table.hpp,
// CountDomain) cover a different domain; a test compares this one with the memo solver.
#include <cstdint>
#include <optional>
#include <vector>

#include "core/partitions.hpp"
#include "games/nim_pass/nim_pass.hpp"

namespace cgcheck::nim_pass {

class HeapsDomain {
 public:
  using Position = nim_pass::Position;
  explicit HeapsDomain(std::uint32_t bound) : ranks_(bound) {}
  std::uint64_t size() const { return 2 * ranks_.size(); }
  // A position of t stones: the 2 x first(t) positions of fewer stones, the pass-used block of t
  // stones if the pass is available, then its place among the heap lists of t stones.
  std::uint64_t rank(const Position& p) const {
    const std::uint64_t t = p.stones();
    return ranks_.rank(p.heaps.begin(), p.heaps.end()) + ranks_.first(t) + (p.pass ? ranks_.count(static_cast<std::uint32_t>(t)) : 0);
  }
  Position unrank(std::uint64_t r) const {
    std::uint32_t t = 0;
    while (2 * ranks_.first(t + 1) <= r) ++t;
    std::uint64_t within = r - 2 * ranks_.first(t);
    const bool pass = within >= ranks_.count(t);
    if (pass) within -= ranks_.count(t);
    return Position{ranks_.unrank<std::uint32_t>(ranks_.first(t) + within), pass};
  }
  void options(const Position& p, std::vector<Position>& out) const { NimPass::options(p, out); }
  template <class Visit>
  void for_each(Visit&& visit) const {
    std::uint64_t r = 0;
    Position p;
    for (std::uint32_t total = 0; total <= ranks_.bound(); ++total)
      for (const bool pass : {false, true}) {
        p.pass = pass;
        for_each_partition<std::uint32_t>(total, std::nullopt, [&](const std::vector<std::uint32_t>& heaps) {
          p.heaps = heaps;
          visit(r++, p);
        });
      }
  }
  // The ranks of NimPass::options(p) without building them: the Nim moves by
  // PartitionRanks::for_each_lowered, in p's pass state; the pass to the same heaps, pass used.
  void option_ranks(const Position& p, std::vector<std::uint64_t>& out) const {
    ranks_.for_each_lowered(p.heaps, [&](std::uint64_t r, std::uint64_t t) {
      out.push_back(r + ranks_.first(t) + (p.pass ? ranks_.count(static_cast<std::uint32_t>(t)) : 0));
    });
    if (p.pass && !p.heaps.empty()) out.push_back(rank(p) - ranks_.count(static_cast<std::uint32_t>(p.stones())));
  }

 private:
  PartitionRanks ranks_;
};

}  // namespace cgcheck::nim_pass
