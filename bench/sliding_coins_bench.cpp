// Sliding coins (default reading adjacent-frozen): the two-coin dense table (StrapDomain in the
// generic DenseTable, as the claims build it), the four-coin table (the parallel FourTable against
// the generic DenseTable<FourDomain> on the same positions), the generic memo solver against the
// plain baseline on the same two-coin positions, and Theorem 2's membership test (Definition 3.1)
// over every position of a bound. Ratios are between rows (or counters) of the same run.
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdint>
#include <map>
#include <tuple>
#include <vector>

#include "core/baseline_solver.hpp"
#include "core/dense_table.hpp"
#include "core/memo_solver.hpp"
#include "papers/sliding_coins/formulas.hpp"
#include "games/sliding_coins/domains.hpp"
#include "games/sliding_coins/four_table.hpp"
#include "games/sliding_coins/sliding_coins.hpp"

namespace {
using namespace cgcheck;
using namespace cgcheck::sliding_coins;

using FourDense = DenseTable<FourDomain, std::uint16_t>;

// BaselineSolver keeps a std::map, so it needs an order on positions (Position has none).
struct PositionLess {
  bool operator()(const Position& a, const Position& b) const {
    return std::tie(a.kind, a.x, a.y) < std::tie(b.kind, b.x, b.y);
  }
};

void rate(benchmark::State& state, std::uint64_t n) {
  state.counters["positions"] = static_cast<double>(n);
  state.counters["positions/s"] = benchmark::Counter(static_cast<double>(n) * static_cast<double>(state.iterations()),
                                                     benchmark::Counter::kIsRate);
}

// Every two-coin position with y <= Y (plus the rank for a strap that is over) in the generic dense
// table: Y(Y+1)/2 + 1 positions, about Y options each.
void BM_StrapTable(benchmark::State& state) {
  const auto y = static_cast<std::uint32_t>(state.range(0));
  std::uint64_t n = 0, bytes = 0;
  for (auto _ : state) {
    const StrapTable t{StrapDomain(y)};
    n = t.size();
    bytes = t.bytes();
    benchmark::DoNotOptimize(t.grundy_at(n - 1));
  }
  rate(state, n);
  state.counters["bytes"] = static_cast<double>(bytes);
}
BENCHMARK(BM_StrapTable)->Arg(100)->Arg(150)->Arg(300)->Arg(1000)->Unit(benchmark::kMillisecond);

// The four-coin table over both straps y <= Y ((Y(Y+1)/2 + 1)^2 positions): the parallel FourTable,
// args (Y, threads). The generic DenseTable<FourDomain> fills the same positions once per Y, outside
// the timed loop (the first row of each Y pays for it); its time is the counter generic_ms and
// generic_over_four is its time over FourTable's. The two tables are compared value by value.
void BM_FourTable(benchmark::State& state) {
  const auto y = static_cast<std::uint32_t>(state.range(0));
  const auto threads = static_cast<unsigned>(state.range(1));
  const FourDomain d(y);
  static std::map<std::uint32_t, std::pair<double, std::vector<std::uint16_t>>> generic;  // Y -> (s, values)
  if (!generic.contains(y)) {
    const auto t0 = std::chrono::steady_clock::now();
    const FourDense dense{d};
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::vector<std::uint16_t> values(dense.size());
    for (std::uint64_t r = 0; r < dense.size(); ++r) values[r] = static_cast<std::uint16_t>(dense.grundy_at(r));
    generic.emplace(y, std::make_pair(s, std::move(values)));
  }
  const auto& [generic_s, generic_values] = generic.at(y);
  double four_s = 0;
  std::uint64_t n = 0;
  bool same = true;
  for (auto _ : state) {
    const auto t1 = std::chrono::steady_clock::now();
    const FourTable t(d, threads);
    four_s += std::chrono::duration<double>(std::chrono::steady_clock::now() - t1).count();
    n = t.size();
    benchmark::DoNotOptimize(t.grundy_at(n - 1));
    state.PauseTiming();
    for (std::uint64_t r = 0; r < n && same; ++r) same = t.grundy_at(r) == generic_values[r];
    state.ResumeTiming();
  }
  if (!same) state.SkipWithError("FourTable and the generic DenseTable disagree");
  four_s /= static_cast<double>(state.iterations());
  rate(state, n);
  state.counters["bytes"] = static_cast<double>(n * sizeof(FourTable::Value));
  state.counters["generic_ms"] = generic_s * 1e3;
  state.counters["generic_over_four"] = generic_s / four_s;
}
BENCHMARK(BM_FourTable)
    ->Args({25, 1})->Args({25, 2})->Args({40, 1})->Args({40, 2})->Args({60, 1})->Args({60, 2})
    ->Unit(benchmark::kMillisecond)->UseRealTime();

// Every two-coin position with 1 <= y <= Y, in the claims' order (y, then x), through the generic
// memo solver and the plain baseline, from a cold memo each iteration. Compare with BM_StrapTable at
// the same Y (one more position there: the strap that is over).
std::vector<Position> two_coin_positions(std::uint32_t max_y) {
  std::vector<Position> out;
  for (std::uint32_t y = 1; y <= max_y; ++y)
    for (std::uint32_t x = 0; x < y; ++x) out.push_back(Position::two(x, y));
  return out;
}
template <class Solver>
void solve_all(benchmark::State& state) {
  const std::vector<Position> positions = two_coin_positions(static_cast<std::uint32_t>(state.range(0)));
  for (auto _ : state) {
    Solver solver;
    Grundy acc = 0;
    for (const auto& p : positions) acc += solver.grundy(p);
    benchmark::DoNotOptimize(acc);
  }
  rate(state, positions.size());
}
void BM_MemoSolver(benchmark::State& state) { solve_all<MemoSolver<SlidingCoins>>(state); }
void BM_BaselineSolver(benchmark::State& state) { solve_all<BaselineSolver<SlidingCoins, PositionLess>>(state); }
BENCHMARK(BM_MemoSolver)->Arg(60)->Arg(150)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_BaselineSolver)->Arg(60)->Arg(150)->Unit(benchmark::kMillisecond);

// Theorem 2 side: Definition 3.1's membership test at every two-coin position with y <= Y, reduced
// to the value the sets give (the n of the sets containing (x, y) when they agree, else -1), as the
// claims do.
void BM_Theorem2Formula(benchmark::State& state) {
  const auto max_y = static_cast<formula::i64>(state.range(0));
  for (auto _ : state) {
    formula::i64 acc = 0;
    for (formula::i64 y = 1; y <= max_y; ++y)
      for (formula::i64 x = 0; x < y; ++x) acc += formula::value(x, y);
    benchmark::DoNotOptimize(acc);
  }
  rate(state, static_cast<std::uint64_t>(max_y * (max_y + 1) / 2));
}
BENCHMARK(BM_Theorem2Formula)->Arg(1000)->Arg(3000)->Unit(benchmark::kMillisecond);

}  // namespace
