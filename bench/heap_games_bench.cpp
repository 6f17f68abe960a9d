// Grundy sequences of heap games: the rare-value engine against the plain O(n^2) mex on the same
// game (.16, Gangolli and Plambeck's period 149,459), the .16 proof end to end, and the engine's
// speed on other games. Counters: values/s, and the bytes each method holds (values plus the
// engine's list of rare heaps; the plain method: values plus its mark array).
#include <benchmark/benchmark.h>

#include <cstdint>
#include <vector>

#include "games/heap_games/periodicity.hpp"
#include "games/heap_games/rules.hpp"
#include "games/heap_games/sequence.hpp"

namespace {

using namespace cgcheck::heap_games;

// The plain computation, as a short C program would do it: one byte per value, every split of
// every heap, a mark array stamped with the heap's index (no clearing), mex by scanning.
std::vector<std::uint8_t> plain_octal(const HeapRules& r, std::uint32_t n) {
  std::vector<std::uint8_t> g(std::size_t{n} + 1, 0);
  std::vector<std::uint32_t> seen(256, ~0u);
  for (std::uint32_t h = 1; h <= n; ++h) {
    for (std::uint32_t k = 1; k < r.digits.size() && k <= h; ++k) {
      const unsigned d = r.digits[k];
      const std::uint32_t m = h - k;
      if ((d & 1) && m == 0) seen[0] = h;
      if ((d & 2) && m >= 1) seen[g[m]] = h;
      if (d & 4)
        for (std::uint32_t a = 1; 2 * a <= m; ++a) seen[g[a] ^ g[m - a]] = h;
    }
    unsigned v = 0;
    while (seen[v] == h) ++v;
    g[h] = static_cast<std::uint8_t>(v);
  }
  return g;
}

void BM_PlainMex16(benchmark::State& state) {
  const HeapRules r = parse_take_and_break("0.16");
  const auto n = static_cast<std::uint32_t>(state.range(0));
  for (auto _ : state) benchmark::DoNotOptimize(plain_octal(r, n).data());
  state.counters["values/s"] = benchmark::Counter(static_cast<double>(n) + 1, benchmark::Counter::kIsIterationInvariantRate);
  state.counters["bytes"] = static_cast<double>(n) + 1 + 256 * 4;
}

// The rare-value method alone: the period .16 proves at 509,622 values does not fill the rest.
void BM_RareValue16(benchmark::State& state) {
  const HeapRules r = parse_take_and_break("0.16");
  const auto n = static_cast<std::uint32_t>(state.range(0));
  double bytes = 0;
  bool same = true;
  for (auto _ : state) {
    SequenceEngine e(r);
    e.set_period_fill(false);
    e.extend_to(n);
    bytes = static_cast<double>(e.values().bytes() + e.stats().rare_heaps * 4);
    benchmark::DoNotOptimize(e.values().size());
  }
  // The two methods must agree; checked once, outside the timing, at sizes the plain one finishes.
  if (n <= 200'000) {
    SequenceEngine e(r);
    e.extend_to(n);
    const auto plain = plain_octal(r, n);
    for (std::uint32_t i = 0; i <= n; ++i) same = same && e.values()[i] == plain[i];
  }
  if (!same) state.SkipWithError("rare-value and plain sequences differ");
  state.counters["values/s"] = benchmark::Counter(static_cast<double>(n) + 1, benchmark::Counter::kIsIterationInvariantRate);
  state.counters["bytes"] = bytes;
}

// .16's periodicity proved: the sequence to the theorem's window and the search for the period.
void BM_Proof16(benchmark::State& state) {
  const HeapRules r = parse_take_and_break("0.16");
  for (auto _ : state) {
    SequenceEngine e(r);
    e.extend_to(values_needed(r, 105'351, 149'459) - 1);
    const auto found = find_periodicity(r, e.values());
    if (!found.proved || found.period != 149'459u || found.preperiod != 105'351u) state.SkipWithError("not proved");
  }
}

// .376's periodicity proved (Gangolli and Plambeck 1989; 510 rare values, the largest 176): the
// sequence to the theorem's window, settled by the short heap lists where the scan does not.
void BM_Proof376(benchmark::State& state) {
  const HeapRules r = parse_take_and_break("0.376");
  std::uint64_t lists = 0;
  for (auto _ : state) {
    SequenceEngine e(r);
    e.extend_to(values_needed(r, 2'268'248, 4) - 1);
    const auto found = find_periodicity(r, e.values());
    if (!found.proved || found.period != 4u || found.preperiod != 2'268'248u) state.SkipWithError("not proved");
    lists = e.stats().list_scans;
  }
  state.counters["list_scans"] = static_cast<double>(lists);
}

// The engine on other games: values per second and whether a mask was found.
void BM_Engine(benchmark::State& state, const char* game) {
  const HeapRules r = parse_heap_game(game);
  const auto n = static_cast<std::uint32_t>(state.range(0));
  std::uint64_t full = 0;
  for (auto _ : state) {
    SequenceEngine e(r);
    e.extend_to(n);
    full = e.stats().full_scans;
  }
  state.counters["values/s"] = benchmark::Counter(static_cast<double>(n) + 1, benchmark::Counter::kIsIterationInvariantRate);
  state.counters["full_scans"] = static_cast<double>(full);
}

}  // namespace

BENCHMARK(BM_RareValue16)->Arg(200'000)->Arg(1'000'000)->Arg(10'000'000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Proof16)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Proof376)->Unit(benchmark::kSecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_Engine, kayles, "take-and-break:0.77")->Arg(1'000'000)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Engine, octal_1777, "take-and-break:0.1777")->Arg(10'000'000)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Engine, treblecross, "take-and-break:0.007")->Arg(100'000)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_Engine, grundys_game, "grundys-game")->Arg(1'000'000)->Unit(benchmark::kMillisecond)->Iterations(1);
// The plain method at 10^6 takes minutes: one iteration.
BENCHMARK(BM_PlainMex16)->Arg(200'000)->Arg(1'000'000)->Unit(benchmark::kSecond)->Iterations(1);
