#pragma once
// What `hunt` and claim files list of Nim, as a domain (runtime/domain_explorer.hpp derives the
// game's explorer from it): every position of at most `bound` stones, by total stones, then the
// ascending heap list lexicographically (for_each_partition), narrowed by the shape field k (the
// number of heaps). Truth: the dense table (table.hpp), ranked in the same order.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <fmt/core.h>

#include "core/dense_table.hpp"
#include "core/error.hpp"
#include "core/partitions.hpp"
#include "games/nim/nim.hpp"
#include "games/nim/table.hpp"
#include "runtime/game_entry.hpp"
#include "runtime/run_context.hpp"

namespace cgcheck::nim {

struct Positions {
  using Position = Nim::Position;
  static constexpr std::uint64_t kMaxBound = 70;  // partitions grow fast
  std::optional<std::uint64_t> heaps;

  static const std::vector<ShapeField>& shape_fields() {
    static const std::vector<ShapeField> fields = {{"k", "number of heaps"}};
    return fields;
  }
  std::optional<Positions> narrowed(std::uint64_t, const Shape& shape) const {
    std::int64_t lo = 0, hi = INT64_MAX;
    if (!narrow(shape, "k", lo, hi)) return std::nullopt;
    Positions d = *this;
    if (lo == hi) d.heaps = static_cast<std::uint64_t>(lo);
    return d;
  }
  std::string print(const Position& p) const { return Nim::print(p); }
  template <class Visit>
  void each(RunContext&, std::uint64_t bound, Visit&& visit) const {
    for (std::uint32_t total = 0; total <= bound; ++total) for_each_partition(total, heaps, visit);
  }
  // A byte per position of the whole domain (every k), read in the listing's order.
  struct Truth {
    std::shared_ptr<const DenseTable<NimDomain>> t;
    Grundy grundy(const Position& p) const { return t->grundy(p); }
  };
  Truth truth(RunContext& ctx, std::uint64_t bound) const {
    const auto b = static_cast<std::uint32_t>(bound);
    const std::uint64_t n = PartitionRanks(b).size();
    return {build_table<DenseTable<NimDomain>>(ctx, n * (1 + sizeof(std::uint32_t)), n,
                                               fmt::format("Nim positions of at most {} stones", bound), NimDomain(b))};
  }
  // Exactly where k is free (every partition of 0..bound); a fixed k is a part of them, not counted.
  std::optional<double> count(std::uint64_t bound) const {
    if (heaps) return std::nullopt;
    return static_cast<double>(PartitionRanks(static_cast<std::uint32_t>(bound)).size());
  }
};

}  // namespace cgcheck::nim
