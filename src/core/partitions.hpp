#pragma once
// Integer partitions, the enumeration of heap games' positions by total (Nim, Nim with a pass):
// each partition as its non-decreasing list of parts, lexicographically. With a number of parts
// given, only those partitions are built (a hunt's --shape), not all of them filtered.
#include <cstdint>
#include <optional>
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

}  // namespace cgcheck
