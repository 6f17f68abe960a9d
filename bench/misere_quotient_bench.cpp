// Misère quotients (cgt/misere_quotient.hpp): the learner as shipped, which first tries whether a
// new heap is an element the quotient already has (proved by the exhaustive check) and answers sums
// of smaller heaps from the quotient already proved, against the plain learner that learns at every
// heap and searches every sum move by move (the baseline), side by side on the same games and heap
// bounds. Counters:
// the quotient's order and the sums solved move by move (the memory the solver holds is about 120
// bytes per sum of the newest heap size; the baseline keeps every sum).
#include <benchmark/benchmark.h>

#include <string>

#include "cgt/misere_quotient.hpp"
#include "games/heap_games/quotient.hpp"
#include "games/heap_games/rules.hpp"

namespace {

using namespace cgcheck;

void run(benchmark::State& state, const char* code, bool reuse) {
  const heap_games::HeapRules r = heap_games::parse_take_and_break(code);
  const auto n = static_cast<misere::Heap>(state.range(0));
  misere::QuotientLimits limits;
  limits.reuse_proved = reuse;
  limits.conservative_first = reuse;
  std::uint32_t order = 0;
  std::uint64_t solved = 0;
  for (auto _ : state) {
    misere::SumOutcomes outcomes(heap_games::quotient_options(r), 100'000'000);
    order = misere::misere_quotient(n, outcomes, limits).monoid.order;
    solved = outcomes.positions();
  }
  state.counters["order"] = order;
  state.counters["sums solved"] = static_cast<double>(solved);
}

void BM_Quotient077(benchmark::State& s) { run(s, "0.77", true); }
void BM_Quotient077Baseline(benchmark::State& s) { run(s, "0.77", false); }
void BM_Quotient016(benchmark::State& s) { run(s, "0.16", true); }
void BM_Quotient016Baseline(benchmark::State& s) { run(s, "0.16", false); }
void BM_Quotient007(benchmark::State& s) { run(s, "0.07", true); }
void BM_Quotient007Baseline(benchmark::State& s) { run(s, "0.07", false); }

// Kayles and .16 to heaps 8, 10, 12 (cost grows with the order and the newest heap's sums);
// Dawson's Kayles, whose quotient stays at order 12, to heap 24.
BENCHMARK(BM_Quotient077)->Arg(8)->Arg(10)->Arg(12)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Quotient077Baseline)->Arg(8)->Arg(10)->Arg(12)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Quotient016)->Arg(8)->Arg(10)->Arg(12)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Quotient016Baseline)->Arg(8)->Arg(10)->Arg(12)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Quotient007)->Arg(12)->Arg(18)->Arg(24)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Quotient007Baseline)->Arg(12)->Arg(18)->Arg(24)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
