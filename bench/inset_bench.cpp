// Inset games (Sato–Welter, turning turtles, the inset game): the dense table fills over SetDomain
// as the claims build them, the generic memo solver against the plain baseline on the same
// positions, and the formula evaluators (φ_n of Theorem 3.5, ψ of Theorem 4.4, φ_{N,1} of
// Theorem 5.5) per position. Ratios are between rows of the same run.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <tuple>
#include <vector>

#include "core/baseline_solver.hpp"
#include "core/dense_table.hpp"
#include "core/memo_solver.hpp"
#include "papers/inset/formulas.hpp"
#include "games/inset/inset.hpp"

namespace {
using namespace cgcheck;
using namespace cgcheck::inset;

// The dense table type the inset claims read (games/inset/domains.hpp).
using Table = DenseTable<SetDomain, std::uint16_t>;

void rate(benchmark::State& state, std::uint64_t n) {
  state.counters["positions"] = static_cast<double>(n);
  state.counters["positions/s"] = benchmark::Counter(static_cast<double>(n) * static_cast<double>(state.iterations()),
                                                     benchmark::Counter::kIsRate);
}

// One dense table (domain built inside the timed loop, as the claims do).
void table_fill(benchmark::State& state, Rules rules, int M, const std::vector<int>& sizes, int N) {
  std::uint64_t n = 0, bytes = 0;
  for (auto _ : state) {
    const Table t{SetDomain(rules, M, sizes, N)};
    n = t.size();
    bytes = t.bytes();
    benchmark::DoNotOptimize(t.grundy_at(n - 1));
  }
  rate(state, n);
  state.counters["bytes"] = static_cast<double>(bytes);
}

// Sato–Welter: every set of 1..6 elements below M (the claims use M = 18 / 30 / 40).
void BM_SatoWelterTable(benchmark::State& state) {
  const int M = static_cast<int>(state.range(0));
  table_fill(state, Rules::sato_welter, M, sw_sizes(M), 0);
}
BENCHMARK(BM_SatoWelterTable)->Arg(12)->Arg(18)->Arg(30)->Unit(benchmark::kMillisecond);

// Turning turtles: every odd-size set below M (the claims use M = 14 / 22 / 25).
void BM_TurningTurtlesTable(benchmark::State& state) {
  const int M = static_cast<int>(state.range(0));
  table_fill(state, Rules::turning_turtles, M, odd_sizes(M), 0);
}
BENCHMARK(BM_TurningTurtlesTable)->Arg(12)->Arg(14)->Arg(20)->Unit(benchmark::kMillisecond);

// Inset game: args (M, N), P_N ∪ P_1 with elements below M (the claims fill N = 2..7 at M = 14 / 24 / 30).
void BM_InsetTable(benchmark::State& state) {
  const int M = static_cast<int>(state.range(0)), N = static_cast<int>(state.range(1));
  table_fill(state, Rules::inset, M, inset_sizes(N), N);
}
BENCHMARK(BM_InsetTable)
    ->Args({14, 4})->Args({14, 7})->Args({24, 4})->Args({24, 7})->Unit(benchmark::kMillisecond);

// The domain alone (the sets ranked by sum, size and colex, and the colex -> rank arrays), the part
// of a table build that lists the sets: args (rules, M, N), N = 0 outside the inset game.
void BM_SetDomain(benchmark::State& state) {
  const auto rules = static_cast<Rules>(state.range(0));
  const int M = static_cast<int>(state.range(1)), N = static_cast<int>(state.range(2));
  const std::vector<int> sizes = rules == Rules::sato_welter ? sw_sizes(M) : rules == Rules::turning_turtles ? odd_sizes(M) : inset_sizes(N);
  std::uint64_t n = 0;
  for (auto _ : state) {
    const SetDomain d(rules, M, sizes, N);
    n = d.size();
    benchmark::DoNotOptimize(d.unrank(n - 1));
  }
  rate(state, n);
}
BENCHMARK(BM_SetDomain)
    ->Args({static_cast<int>(Rules::sato_welter), 30, 0})
    ->Args({static_cast<int>(Rules::turning_turtles), 20, 0})
    ->Args({static_cast<int>(Rules::turning_turtles), 24, 0})
    ->Args({static_cast<int>(Rules::inset), 24, 7})
    ->Unit(benchmark::kMillisecond);

// ---- Memo solver vs baseline: the positions of a dense domain as sorted vectors, cold memo each
// iteration. Compare with the table rows at the same bound (BM_SatoWelterTable/12,
// BM_TurningTurtlesTable/12, BM_InsetTable/14/4). ----
std::vector<Set> domain_sets(Rules rules, int M, const std::vector<int>& sizes, int N) {
  const SetDomain d(rules, M, sizes, N);
  std::vector<Set> out;
  for (std::uint64_t r = 0; r < d.size(); ++r) out.push_back(to_set(d.unrank(r)));
  return out;
}

template <class Solver, class P>
void solve_all(benchmark::State& state, const std::vector<P>& positions) {
  for (auto _ : state) {
    Solver solver;
    Grundy acc = 0;
    for (const auto& p : positions) acc += solver.grundy(p);
    benchmark::DoNotOptimize(acc);
  }
  rate(state, positions.size());
}

void BM_SatoWelterMemo(benchmark::State& state) {
  const int M = static_cast<int>(state.range(0));
  solve_all<MemoSolver<SatoWelter>>(state, domain_sets(Rules::sato_welter, M, sw_sizes(M), 0));
}
void BM_SatoWelterBaseline(benchmark::State& state) {
  const int M = static_cast<int>(state.range(0));
  solve_all<BaselineSolver<SatoWelter>>(state, domain_sets(Rules::sato_welter, M, sw_sizes(M), 0));
}
BENCHMARK(BM_SatoWelterMemo)->Arg(12)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SatoWelterBaseline)->Arg(12)->Unit(benchmark::kMillisecond);

void BM_TurningTurtlesMemo(benchmark::State& state) {
  const int M = static_cast<int>(state.range(0));
  solve_all<MemoSolver<TurningTurtles>>(state, domain_sets(Rules::turning_turtles, M, odd_sizes(M), 0));
}
void BM_TurningTurtlesBaseline(benchmark::State& state) {
  const int M = static_cast<int>(state.range(0));
  solve_all<BaselineSolver<TurningTurtles>>(state, domain_sets(Rules::turning_turtles, M, odd_sizes(M), 0));
}
BENCHMARK(BM_TurningTurtlesMemo)->Arg(12)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TurningTurtlesBaseline)->Arg(12)->Unit(benchmark::kMillisecond);

struct InsetLess {
  bool operator()(const InsetPosition& a, const InsetPosition& b) const { return std::tie(a.N, a.x) < std::tie(b.N, b.x); }
};
std::vector<InsetPosition> inset_positions(int M, int N) {
  std::vector<InsetPosition> out;
  for (auto& s : domain_sets(Rules::inset, M, inset_sizes(N), N)) out.push_back(InsetPosition{std::move(s), N});
  return out;
}
void BM_InsetMemo(benchmark::State& state) {
  solve_all<MemoSolver<Inset>>(state, inset_positions(static_cast<int>(state.range(0)), static_cast<int>(state.range(1))));
}
void BM_InsetBaseline(benchmark::State& state) {
  solve_all<BaselineSolver<Inset, InsetLess>>(
      state, inset_positions(static_cast<int>(state.range(0)), static_cast<int>(state.range(1))));
}
BENCHMARK(BM_InsetMemo)->Args({14, 4})->Unit(benchmark::kMillisecond);
BENCHMARK(BM_InsetBaseline)->Args({14, 4})->Unit(benchmark::kMillisecond);

// ---- Formula evaluators, per position: every position of the domain, as sorted vectors built
// outside the timed loop (the evaluator alone). ----
template <class F>
void formula_all(benchmark::State& state, const std::vector<Set>& sets, F&& f) {
  for (auto _ : state) {
    std::int64_t acc = 0;
    for (const auto& s : sets) acc ^= f(s);
    benchmark::DoNotOptimize(acc);
  }
  rate(state, sets.size());
}

// Theorem 3.5: φ_n(x) = ⊕ x_i ⊕ ⊕_{i<j} (x_i|x_j), over every set of 1..6 elements below M.
void BM_SatoWelterPhi(benchmark::State& state) {
  const int M = static_cast<int>(state.range(0));
  formula_all(state, domain_sets(Rules::sato_welter, M, sw_sizes(M), 0), [](const Set& s) { return phi(s); });
}
BENCHMARK(BM_SatoWelterPhi)->Arg(18)->Arg(30)->Unit(benchmark::kMillisecond);

// The second computation of φ_n (hook lengths), same positions.
void BM_SatoWelterPhiHook(benchmark::State& state) {
  const int M = static_cast<int>(state.range(0));
  formula_all(state, domain_sets(Rules::sato_welter, M, sw_sizes(M), 0), [](const Set& s) { return phi_hook(s); });
}
BENCHMARK(BM_SatoWelterPhiHook)->Arg(18)->Arg(30)->Unit(benchmark::kMillisecond);

// Theorem 4.4: ψ(x) = x_1 ⊕ ... ⊕ x_n, over every odd-size set below M.
void BM_TurningTurtlesPsi(benchmark::State& state) {
  const int M = static_cast<int>(state.range(0));
  formula_all(state, domain_sets(Rules::turning_turtles, M, odd_sizes(M), 0), [](const Set& s) { return psi(s); });
}
BENCHMARK(BM_TurningTurtlesPsi)->Arg(14)->Arg(20)->Unit(benchmark::kMillisecond);

// Theorem 5.5: φ_{N,1}, args (M, N), over P_N ∪ P_1 with elements below M.
void BM_InsetPhiN1(benchmark::State& state) {
  const int M = static_cast<int>(state.range(0)), N = static_cast<int>(state.range(1));
  formula_all(state, domain_sets(Rules::inset, M, inset_sizes(N), N), [N](const Set& s) { return phi_N1(s, N); });
}
BENCHMARK(BM_InsetPhiN1)->Args({14, 4})->Args({24, 4})->Args({24, 7})->Unit(benchmark::kMillisecond);

}  // namespace
