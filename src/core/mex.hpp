#pragma once
// mex (minimum excludant): the least non-negative integer not in a finite multiset.
#include <array>
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
  if (k < 1024) {  // flags on the stack: a vector per call took a third of a table fill's mex
    std::array<std::uint64_t, 16> seen{};
    for (const auto& v : values)
      if (static_cast<std::uint64_t>(v) <= k) seen[static_cast<std::size_t>(v) / 64] |= std::uint64_t{1} << (v % 64);
    for (std::size_t w = 0;; ++w)
      if (~seen[w] != 0) return static_cast<Grundy>(w * 64 + static_cast<std::size_t>(__builtin_ctzll(~seen[w])));
  }
  std::vector<bool> seen(k + 1, false);
  for (const auto& v : values)
    if (static_cast<std::size_t>(v) <= k) seen[static_cast<std::size_t>(v)] = true;
  Grundy m = 0;
  while (seen[m]) ++m;
  return m;
}

}  // namespace cgcheck
