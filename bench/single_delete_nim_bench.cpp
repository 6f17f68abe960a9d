// Single-delete Nim: time to fill the bit-packed P/N table for n = 4 piles with piles <= M
// (M = 64, 128, 256: 766,480 / 11,716,640 / 183,181,376 positions), and the bytes it holds.
#include <benchmark/benchmark.h>

#include "games/single_delete_nim/single_delete_nim.hpp"

namespace {

void BM_SdnPnTable4(benchmark::State& state) {
  const auto m = static_cast<std::uint32_t>(state.range(0));
  std::uint64_t p = 0, bytes = 0, size = 0;
  for (auto _ : state) {
    const cgcheck::sdn::PnTable t(4, m);
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
BENCHMARK(BM_SdnPnTable4)->Arg(64)->Arg(128)->Arg(256)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace
