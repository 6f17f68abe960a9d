#pragma once
// Uptimals x + a_1·↑ + a_2·↑² + ... + a_n·↑ⁿ + *m (↑ⁿ the up-nth, ↑ⁿ = {0 | * - ↑ - ... - ↑ⁿ⁻¹}),
// recognised in a canonical form in the shapes CGSuite treats specially: numbers, nimbers and
// x + k·↑ + *m (length at most 1, CGSuite's number-up-stars), a unit ±↑ⁿ and a unit sum
// ±(↑ + ... + ↑ⁿ), each with a number and a star. The printer writes them compactly; the atomic
// weight of an uptimal is a_1 and its reduced canonical form x.
#include <cstdint>
#include <map>
#include <optional>
#include <utility>
#include <vector>

#include "cgt/game.hpp"

namespace cgcheck::cgt {

// x + Σ a_i·↑^i + *m: length 0 or 1, a unit (±↑ⁿ) or a unit sum.
struct Uptimal {
  Dyadic x;
  std::vector<std::int64_t> a;  // a_1 .. a_n (empty: no ups)
  std::uint32_t m = 0;
  bool unit = false, unit_sum = false;  // for n >= 2
};


class UptimalReader {
 public:
  explicit UptimalReader(Arena& a) : a_(a) {}
  // The uptimal a canonical game is, or nullopt; kept for reuse.
  const std::optional<Uptimal>& of(GameId canonical) {
    if (auto it = memo_.find(canonical); it != memo_.end()) return it->second;
    auto u = read(canonical);
    return memo_.emplace(canonical, std::move(u)).first->second;
  }
  // x + k·↑ + *m with the number x = 0 counted: CGSuite's number-up-stars.
  bool number_up_star(GameId canonical) {
    const auto& u = of(canonical);
    return u && u->a.size() <= 1;
  }

 private:
  std::optional<Uptimal> read(GameId c);
  std::optional<std::pair<std::int64_t, std::uint32_t>> ups_of(GameId h);
  std::optional<std::uint32_t> nimber_of(GameId g);

  Arena& a_;
  std::map<GameId, std::optional<Uptimal>> memo_;
};

}  // namespace cgcheck::cgt
