#pragma once
// The position sets sliding-coins claims range over, as domains (claims/check_kinds.hpp): two-coin
// positions by y, then x (the documented order), answered by the run's strap table or, under any
// reading of the rules, by that reading's memo solver; four-coin positions in rank order, answered
// by the run's four-coin table. Also the run's two tables and the random generators.
#include <cstdint>
#include <algorithm>
#include <memory>
#include <string>
#include <utility>

#include <fmt/core.h>
#include <rapidcheck.h>

#include "runtime/run_context.hpp"
#include "core/dense_table.hpp"
#include "core/error.hpp"
#include "core/memo_solver.hpp"
#include "games/sliding_coins/four_table.hpp"
#include "games/sliding_coins/sliding_coins.hpp"

namespace cgcheck::sliding_coins {

using StrapTable = DenseTable<StrapDomain, std::uint16_t>;

inline constexpr std::uint64_t kMaxStrapY = 20000;  // 2e8 positions: the largest strap table allowed
inline constexpr std::uint64_t kMaxFourY = 200;     // 4e8 four-coin positions

// Bytes the tables take at their peak, for the memory guard (checked against measured peaks by the
// MemoryEstimates tests). The strap table stores a byte a position until a value passes 255, then
// widens to two bytes, holding both copies while it does: three bytes a position at the peak. The
// four-coin table holds two bytes a position from the start, every strap's option ranks (at most
// 2·max_y of 4 bytes a strap: x + y options at (x, y)), and each filling thread its scratch list and
// its allocator arena (about 1 MiB measured; counted as 1 MiB a thread).
inline std::uint64_t strap_table_bytes(std::uint64_t max_y) { return 3 * StrapDomain(static_cast<std::uint32_t>(max_y)).size(); }
inline std::uint64_t four_table_bytes(std::uint64_t max_y, unsigned threads) {
  const std::uint64_t straps = StrapDomain(static_cast<std::uint32_t>(max_y)).size();
  return 2 * FourDomain(static_cast<std::uint32_t>(max_y)).size() + straps * (2 * max_y * 4 + 8) +
         std::uint64_t{std::max(1u, threads)} * (1u << 20);
}

// One strap table serves every claim of a run: the largest built so far answers any smaller bound,
// because StrapDomain(B) ranks every position with y <= B the same way for every B.
inline const StrapTable& strap_table(std::uint64_t max_y, RunContext& ctx) {
  checked_bound(max_y, 0, kMaxStrapY, "sliding-coins y");
  return ctx.tables<int, StrapTable>().get(
      0, [max_y](const StrapTable& t) { return t.domain().max_y() >= max_y; },
      [&] {
        const StrapDomain d(static_cast<std::uint32_t>(max_y));
        return build_table<StrapTable>(ctx, strap_table_bytes(max_y), d.size(),
                                       fmt::format("the sliding-coins table for y <= {}", max_y), d);
      });
}

// The four-coin table for exactly this bound (its ranks depend on the bound), filled on ctx.threads
// threads (see four_table.hpp: the same values as a DenseTable, in a parallel order).
inline const FourTable& four_table(std::uint64_t max_y, RunContext& ctx) {
  checked_bound(max_y, 0, kMaxFourY, "sliding-coins four-coin y");
  return ctx.tables<int, FourTable>().get(
      0, [max_y](const FourTable& t) { return t.domain().strap().max_y() == max_y; },
      [&] {
        const FourDomain d(static_cast<std::uint32_t>(max_y));
        return build_table<FourTable>(ctx, four_table_bytes(max_y, ctx.threads), d.size(),
                                      fmt::format("the four-coin table for y <= {}", max_y), d, ctx.threads);
      });
}

inline std::uint64_t positions_upto(std::uint64_t max_y) { return max_y * (max_y + 1) / 2; }

// Every two-coin position with 1 <= y <= max_y, in the documented order: y, then x.
template <class Visit>
void for_each_position(std::uint64_t max_y, Visit&& visit) {
  for (std::uint32_t y = 1; y <= max_y; ++y)
    for (std::uint32_t x = 0; x < y; ++x) visit(Position::two(x, y));
}

// Calls f.template operator()<R>() for every reading, in kVariants order.
template <class F, std::size_t... I>
void for_each_variant_impl(F& f, std::index_sequence<I...>) {
  (f.template operator()<kVariants[I]>(), ...);
}
template <class F>
void for_each_variant(F&& f) {
  for_each_variant_impl(f, std::make_index_sequence<kVariants.size()>{});
}

// Random two-coin positions with y <= max_y; RapidCheck shrinks toward small y, then small x.
inline rc::Gen<Position> gen_two(std::int64_t max_y) {
  return rc::gen::mapcat(rc::gen::inRange<std::int64_t>(1, max_y + 1), [](std::int64_t y) {
    return rc::gen::map(rc::gen::inRange<std::int64_t>(0, y), [y](std::int64_t x) {
      return Position::two(static_cast<std::uint32_t>(x), static_cast<std::uint32_t>(y));
    });
  });
}

// Random four-coin positions with straps y <= max_y; one strap in twelve is over.
inline rc::Gen<FourPosition> gen_four(std::int64_t max_y) {
  const auto strap = rc::gen::map(rc::gen::pair(rc::gen::inRange<int>(0, 12), gen_two(max_y)),
                                  [](std::pair<int, Position> p) { return p.first == 0 ? Position::none() : p.second; });
  return rc::gen::map(rc::gen::pair(strap, strap),
                      [](std::pair<Position, Position> p) { return FourPosition{p.first, p.second}; });
}

// Every two-coin position 0 <= x < y <= bound (default reading), answered by the run's strap table.
struct TwoCoins {
  using Position = sliding_coins::Position;
  std::string describe() const {
    return "two-coin positions (x, y), 0 <= x < y <= bound, default reading (adjacent-frozen), by the dense table; "
           "bound = y";
  }
  std::string range(std::uint64_t bound) const {
    return fmt::format("every two-coin position with y <= {} ({} positions)", bound, with_commas(positions_upto(bound)));
  }
  std::string print(const Position& p) const { return sliding_coins::print(p); }
  template <class Visit>
  void each(RunContext&, std::uint64_t bound, Visit&& visit) const {
    for_each_position(bound, visit);
  }
  struct Truth {
    const StrapTable* t;
    Grundy grundy(const Position& p) const { return t->grundy(p); }
    bool is_p(const Position& p) const { return grundy(p) == 0; }
  };
  Truth truth(RunContext& ctx, std::uint64_t bound) const { return {&strap_table(bound, ctx)}; }
};

// The same positions under reading R of the rules, answered by the memo solver of that reading (the
// readings differ in their moves, so no dense table).
template <Rules R>
struct TwoCoinsRead : TwoCoins {
  std::string describe() const {
    return fmt::format("two-coin positions with y <= bound under the reading {}, by its memo solver; bound = y",
                       variant_name(R));
  }
  std::string range(std::uint64_t bound) const {
    return fmt::format("every two-coin position with y <= {} ({} positions), reading {}", bound, positions_upto(bound),
                       variant_name(R));
  }
  struct Truth {
    std::shared_ptr<MemoSolver<Game<R>>> memo = std::make_shared<MemoSolver<Game<R>>>();
    Grundy grundy(const Position& p) const { return memo->grundy(p); }
    bool is_p(const Position& p) const { return grundy(p) == 0; }
  };
  Truth truth(RunContext&, std::uint64_t bound) const {
    checked_bound(bound, 0, 400, "sliding-coins variant y (memo solver)");
    return {};
  }
};

// Every four-coin position with both straps y <= bound, in rank order (left strap: over first, then
// y, x; then the right strap), answered by the run's four-coin table; a strap's own value comes from
// the run's strap table, fetched on first use (a claim that never asks builds none).
struct FourCoinPositions {
  using Position = FourPosition;
  std::string describe() const {
    return "four-coin positions, each strap a two-coin position with y <= bound or a strap that is over, by the "
           "four-coin table; bound = y. Order: left strap (over first, then y, x), then right strap";
  }
  std::string range(std::uint64_t bound) const {
    return fmt::format("every four-coin position with both straps y <= {} ({} positions)", bound,
                       with_commas(FourDomain(static_cast<std::uint32_t>(bound)).size()));
  }
  std::string print(const FourPosition& p) const { return FourCoins::print(p); }
  template <class Visit>
  void each(RunContext&, std::uint64_t bound, Visit&& visit) const {
    const FourDomain d(static_cast<std::uint32_t>(bound));
    for (std::uint64_t rk = 0; rk < d.size(); ++rk) visit(d.unrank(rk));
  }
  struct Truth {
    const FourTable* t;
    RunContext* ctx;
    std::uint64_t bound;
    mutable const StrapTable* straps = nullptr;
    Grundy grundy(const FourPosition& p) const { return t->grundy(p); }
    bool is_p(const FourPosition& p) const { return grundy(p) == 0; }
    Grundy strap(const sliding_coins::Position& s) const {
      if (!straps) straps = &strap_table(bound, *ctx);
      return straps->grundy(s);
    }
  };
  Truth truth(RunContext& ctx, std::uint64_t bound) const {
    return {&four_table(bound, ctx), &ctx, bound};
  }
};

// Random four-coin positions whose straps have y <= max_y, answered by the generic memo solvers of both
// games, a second solver beside the tables (random two-coin positions are claims/random_checks.hpp's
// memo_at_random<SlidingCoins>).
struct RandomFourCoins {
  using Position = FourPosition;
  std::int64_t max_y = 18;
  std::uint64_t cases = 60;  // at the standard profile
  std::string describe() const { return random_range(); }
  std::string print(const FourPosition& p) const { return FourCoins::print(p); }
  rc::Gen<FourPosition> random() const { return gen_four(max_y); }
  std::string random_range() const {
    return fmt::format("random four-coin positions with straps y <= {} (generic memo solvers)", max_y);
  }
  std::uint64_t random_cases() const { return cases; }
  struct Truth {
    std::shared_ptr<MemoSolver<FourCoins>> four = std::make_shared<MemoSolver<FourCoins>>();
    std::shared_ptr<MemoSolver<SlidingCoins>> two = std::make_shared<MemoSolver<SlidingCoins>>();
    Grundy grundy(const FourPosition& p) const { return four->grundy(p); }
    bool is_p(const FourPosition& p) const { return grundy(p) == 0; }
    Grundy strap(const sliding_coins::Position& s) const { return two->grundy(s); }
  };
  Truth truth(RunContext&, std::uint64_t) const { return {}; }
};

}  // namespace cgcheck::sliding_coins
