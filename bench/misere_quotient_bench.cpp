// Misère quotients (cgt/misere_quotient.hpp), three methods side by side on the same games and heap
// bounds: MisereSolver's method (`Recalibrated`, the shipped default of `cgcheck quotient`, which
// solves no sum; its exhaustive proof is timed with it), the learner (which first tries whether a new
// heap is an element the quotient already has and answers sums of smaller heaps from the quotient
// already proved: `--method learn`), and the plain learner that learns at every heap and searches
// every sum move by move (`Baseline`). Counters:
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

void run_recalibrated(benchmark::State& state, const char* code) {
  const heap_games::HeapRules r = heap_games::parse_take_and_break(code);
  const auto n = static_cast<misere::Heap>(state.range(0));
  std::uint32_t order = 0;
  for (auto _ : state) {
    misere::SumOutcomes outcomes(heap_games::quotient_options(r), 1);
    const misere::Pretension q = misere::misere_quotient_recalibrated(n, outcomes);
    if (misere::first_misprediction(q, outcomes)) state.SkipWithError("the quotient fails its proof");
    order = q.monoid.order;
  }
  state.counters["order"] = order;
  state.counters["sums solved"] = 0;
}

void BM_Quotient077Recalibrated(benchmark::State& s) { run_recalibrated(s, "0.77"); }
void BM_Quotient016Recalibrated(benchmark::State& s) { run_recalibrated(s, "0.16"); }
void BM_Quotient007Recalibrated(benchmark::State& s) { run_recalibrated(s, "0.07"); }
void BM_Quotient077(benchmark::State& s) { run(s, "0.77", true); }
void BM_Quotient077Baseline(benchmark::State& s) { run(s, "0.77", false); }
void BM_Quotient016(benchmark::State& s) { run(s, "0.16", true); }
void BM_Quotient016Baseline(benchmark::State& s) { run(s, "0.16", false); }
void BM_Quotient007(benchmark::State& s) { run(s, "0.07", true); }
void BM_Quotient007Baseline(benchmark::State& s) { run(s, "0.07", false); }

// The learners: Kayles and .16 to heaps 8, 10, 12 (cost grows with the order and the newest heap's
// sums); Dawson's Kayles, whose quotient reaches order 24 at heap 14 and stays there, to heap 24.
BENCHMARK(BM_Quotient077Recalibrated)->Arg(8)->Arg(10)->Arg(12)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Quotient016Recalibrated)->Arg(8)->Arg(10)->Arg(12)->Arg(14)->Unit(benchmark::kMillisecond);
// Dawson's Kayles past the learner's reach: order 144 at heap 26, 360 at heap 30 (A. N. Siegel's
// figure for MisereSolver, "Q_30(0.07) has size 360").
BENCHMARK(BM_Quotient007Recalibrated)->Arg(12)->Arg(18)->Arg(24)->Arg(26)->Arg(30)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Quotient077)->Arg(8)->Arg(10)->Arg(12)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Quotient077Baseline)->Arg(8)->Arg(10)->Arg(12)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Quotient016)->Arg(8)->Arg(10)->Arg(12)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Quotient016Baseline)->Arg(8)->Arg(10)->Arg(12)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Quotient007)->Arg(12)->Arg(18)->Arg(24)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Quotient007Baseline)->Arg(12)->Arg(18)->Arg(24)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
