// Nim with a pass: the dense count-vector table, the generic memo solver and the plain baseline on
// the same positions, so speed-ups are ratios measured in one run.
#include <benchmark/benchmark.h>

#include <random>

#include "core/baseline_solver.hpp"
#include "core/dense_table.hpp"
#include "core/memo_solver.hpp"
#include "core/predecessor_table.hpp"
#include "games/nim_pass/count_pn_table.hpp"
#include "papers/nim_pass/formulas.hpp"
#include "games/nim_pass/nim_pass.hpp"

namespace {
using namespace cgcheck;
using namespace cgcheck::nim_pass;

struct PositionLess {
  bool operator()(const Position& a, const Position& b) const {
    return std::tie(a.pass, a.heaps) < std::tie(b.pass, b.heaps);
  }
};

// Every heaps-<=-4 position with at most S stones, both pass states, in a dense table.
void BM_DenseTable(benchmark::State& state) {
  const auto s = static_cast<std::uint32_t>(state.range(0));
  std::uint64_t n = 0;
  for (auto _ : state) {
    DenseTable<CountDomain> t{CountDomain(s)};
    n = t.size();
    benchmark::DoNotOptimize(t.grundy_at(n - 1));
  }
  state.counters["positions"] = static_cast<double>(n);
  state.counters["positions/s"] = benchmark::Counter(static_cast<double>(n) * static_cast<double>(state.iterations()),
                                                     benchmark::Counter::kIsRate);
  state.counters["bytes"] = static_cast<double>(n);
}
BENCHMARK(BM_DenseTable)->Arg(60)->Arg(120)->Arg(300)->Unit(benchmark::kMillisecond);

// Predecessor marking on the same domain (P/N only): each P-position marks its predecessors, N
// positions cost a bit read. Compare with BM_DenseTable (options of every position) and BM_RowTable.
void BM_PredecessorTable(benchmark::State& state) {
  const auto s = static_cast<std::uint32_t>(state.range(0));
  std::uint64_t n = 0;
  for (auto _ : state) {
    PredecessorPnTable<CountDomain> t{CountDomain(s)};
    n = t.domain().size();
    benchmark::DoNotOptimize(t.p_at(n - 1));
  }
  state.counters["positions"] = static_cast<double>(n);
  state.counters["positions/s"] = benchmark::Counter(static_cast<double>(n) * static_cast<double>(state.iterations()),
                                                     benchmark::Counter::kIsRate);
  state.counters["bytes"] = static_cast<double>(n) / 8;
}
BENCHMARK(BM_PredecessorTable)->Arg(60)->Arg(120)->Arg(300)->Unit(benchmark::kMillisecond);

// The bit-packed row table (P/N only) over the same positions: args (S, threads). Compare with
// BM_DenseTable at the same S for the ratio; S = 1000 is the target.
void BM_RowTable(benchmark::State& state) {
  const auto s = static_cast<std::uint32_t>(state.range(0));
  const auto threads = static_cast<unsigned>(state.range(1));
  std::uint64_t n = 0, bytes = 0;
  for (auto _ : state) {
    CountPnTable t(s, threads);
    n = t.positions();
    bytes = t.bytes();
    benchmark::DoNotOptimize(t.is_p(Counts{{1, 0, 0, 0}, true}));
  }
  state.counters["positions"] = static_cast<double>(n);
  state.counters["positions/s"] = benchmark::Counter(static_cast<double>(n) * static_cast<double>(state.iterations()),
                                                     benchmark::Counter::kIsRate);
  state.counters["bytes"] = static_cast<double>(bytes);
}
BENCHMARK(BM_RowTable)
    ->Args({60, 1})->Args({120, 1})->Args({300, 1})->Args({300, 2})->Args({1000, 1})->Args({1000, 2})
    ->Unit(benchmark::kMillisecond)->UseRealTime();

// The same positions (pass available, at most S stones) through the generic memo solver and the
// baseline, from a cold memo each iteration.
template <class Solver>
void solve_all(benchmark::State& state) {
  const auto s = static_cast<std::uint32_t>(state.range(0));
  std::vector<Position> positions;
  for (std::uint32_t k = 0; k <= s; ++k)
    for_each_counts_with_stones(k, true, [&](const Counts& c) { positions.push_back(to_position(c)); });
  for (auto _ : state) {
    Solver solver;
    Grundy acc = 0;
    for (const auto& p : positions) acc += solver.grundy(p);
    benchmark::DoNotOptimize(acc);
  }
  state.counters["positions"] = static_cast<double>(positions.size());
  state.counters["positions/s"] = benchmark::Counter(
      static_cast<double>(positions.size()) * static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
void BM_MemoSolver(benchmark::State& state) { solve_all<MemoSolver<NimPass>>(state); }
void BM_BaselineSolver(benchmark::State& state) { solve_all<BaselineSolver<NimPass, PositionLess>>(state); }
BENCHMARK(BM_MemoSolver)->Arg(40)->Arg(60)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_BaselineSolver)->Arg(40)->Arg(60)->Unit(benchmark::kMillisecond);

// Theorem 1's formula over every position of a table.
void BM_Theorem1Formula(benchmark::State& state) {
  const CountDomain d(static_cast<std::uint32_t>(state.range(0)));
  for (auto _ : state) {
    std::uint64_t p = 0;
    for (std::uint64_t r = d.block_size(); r < d.size(); ++r) p += theorem1_p(d.unrank(r), ExceptionP::positive);
    benchmark::DoNotOptimize(p);
  }
  state.counters["positions/s"] = benchmark::Counter(static_cast<double>(d.block_size()) * static_cast<double>(state.iterations()),
                                                     benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Theorem1Formula)->Arg(120)->Unit(benchmark::kMillisecond);

}  // namespace
