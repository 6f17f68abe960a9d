#pragma once
// mex (minimum excludant): the least non-negative integer not in a finite multiset.
#include <cstdint>
#include <vector>

#include "core/outcome.hpp"

namespace cgcheck {

// The mex of k values is at most k, so a k+1 flag array decides it in O(k). The values beyond k are
// irrelevant and skipped.
template <class Range>
Grundy mex(const Range& values) {
  std::size_t k = 0;
  for ([[maybe_unused]] const auto& v : values) ++k;
  if (k <= 63) {
    std::uint64_t seen = 0;
    for (const auto& v : values)
      if (static_cast<std::uint64_t>(v) < 64) seen |= std::uint64_t{1} << v;
    return static_cast<Grundy>(__builtin_ctzll(~seen));
  }
  std::vector<bool> seen(k + 1, false);
  for (const auto& v : values)
    if (static_cast<std::size_t>(v) <= k) seen[static_cast<std::size_t>(v)] = true;
  Grundy m = 0;
  while (seen[m]) ++m;
  return m;
}

}  // namespace cgcheck
