// Single-delete Nim: time to fill the bit-packed P/N table for n = 4 piles with piles <= M
// (M = 64, 128, 256: 766,480 / 11,716,640 / 183,181,376 positions), and the bytes it holds; and the
// split Grundy table (the one `cgcheck solve` answers from) against the generic DenseTable over
// MultisetDomain on the same shapes, n = 4, M = 44, 64, 128, in the same run.
#include <benchmark/benchmark.h>

#include <chrono>

#include "core/dense_table.hpp"
#include "games/single_delete_nim/pn_table.hpp"
#include "games/single_delete_nim/single_delete_nim.hpp"
#include "games/single_delete_nim/split_grundy_table.hpp"

namespace {

// The 4-pile P/N table with piles <= M, keeping the position bits or the flags only. Counters: the
// positions, the P-positions, the bytes held and the positions filled per second.
void pn_table_bench(benchmark::State& state, cgcheck::sdn::PnTable::Keep keep) {
  const auto m = static_cast<std::uint32_t>(state.range(0));
  std::uint64_t p = 0, bytes = 0, size = 0;
  for (auto _ : state) {
    const cgcheck::sdn::PnTable t(4, m, keep);
    p = t.p_count();
    bytes = t.bytes();
    size = t.size();
    benchmark::DoNotOptimize(p);
  }
  state.counters["positions"] = static_cast<double>(size);
  state.counters["P_positions"] = static_cast<double>(p);
  state.counters["MiB"] = static_cast<double>(bytes) / (1 << 20);
  state.counters["positions_per_s"] = benchmark::Counter(static_cast<double>(size) * static_cast<double>(state.iterations()),
                                                         benchmark::Counter::kIsRate);
}
void BM_SdnPnTable4(benchmark::State& state) { pn_table_bench(state, cgcheck::sdn::PnTable::Keep::positions); }
BENCHMARK(BM_SdnPnTable4)->Arg(64)->Arg(128)->Arg(256)->Unit(benchmark::kMillisecond)->Iterations(1);
// Flags only (what `solve --outcome` and example-3.1-truth use): piles <= 256, and <= 432 (Section
// 3.1's case (2) example).
void BM_SdnPnFlags4(benchmark::State& state) { pn_table_bench(state, cgcheck::sdn::PnTable::Keep::flags_only); }
BENCHMARK(BM_SdnPnFlags4)->Arg(256)->Arg(432)->Unit(benchmark::kMillisecond)->Iterations(1);

// The split Grundy table for n = 4, piles <= M. Counters: the largest Grundy value, the bytes per
// stored value, the positions resolved option by option, and the time of the generic DenseTable on
// the same domain (filled once, outside the timed loop) divided by this table's time.
void BM_SdnSplitGrundyTable4(benchmark::State& state) {
  using namespace cgcheck;
  const auto m = static_cast<std::uint32_t>(state.range(0));
  const auto t0 = std::chrono::steady_clock::now();
  const DenseTable<sdn::MultisetDomain, std::uint16_t> dense{sdn::MultisetDomain(4, m)};
  const double dense_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  benchmark::DoNotOptimize(dense.grundy_at(dense.size() - 1));
  Grundy max_value = 0;
  std::uint64_t size = 0, bytes = 0, direct = 0, width = 0;
  double split_s = 0;
  for (auto _ : state) {
    const auto t1 = std::chrono::steady_clock::now();
    const sdn::SplitGrundyTable t(4, m);
    split_s += std::chrono::duration<double>(std::chrono::steady_clock::now() - t1).count();
    max_value = t.max_value();
    size = t.size();
    bytes = t.bytes();
    direct = t.direct_fills();
    width = t.value_width();
    benchmark::DoNotOptimize(t.grundy_at(size - 1));
  }
  split_s /= static_cast<double>(state.iterations());
  state.counters["positions"] = static_cast<double>(size);
  state.counters["max_grundy"] = static_cast<double>(max_value);
  state.counters["value_bytes"] = static_cast<double>(width);
  state.counters["direct_fills"] = static_cast<double>(direct);
  state.counters["MiB"] = static_cast<double>(bytes) / (1 << 20);
  state.counters["dense_ms"] = dense_s * 1e3;
  state.counters["dense_over_split"] = dense_s / split_s;
}
// The generic table takes minutes beyond 64 (277 s at 128 on a loaded machine), so the ratio is
// measured at 44 and 64 and larger bounds time the split table alone.
BENCHMARK(BM_SdnSplitGrundyTable4)->Arg(44)->Arg(64)->Unit(benchmark::kMillisecond);

void BM_SdnSplitGrundyTable4Alone(benchmark::State& state) {
  const auto m = static_cast<std::uint32_t>(state.range(0));
  std::uint64_t size = 0;
  cgcheck::Grundy max_value = 0;
  for (auto _ : state) {
    const cgcheck::sdn::SplitGrundyTable t(4, m);
    size = t.size();
    max_value = t.max_value();
    benchmark::DoNotOptimize(t.grundy_at(size - 1));
  }
  state.counters["positions"] = static_cast<double>(size);
  state.counters["max_grundy"] = static_cast<double>(max_value);
  state.counters["positions/s"] = benchmark::Counter(static_cast<double>(size) * static_cast<double>(state.iterations()),
                                                     benchmark::Counter::kIsRate);
}
BENCHMARK(BM_SdnSplitGrundyTable4Alone)->Arg(128)->Arg(180)->Unit(benchmark::kMillisecond);

}  // namespace
