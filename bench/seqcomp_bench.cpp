// Sequential compounds of integers and stars: the canonical value of every chain over {-3..3, *} of
// length <= L through the partizan engine (src/cgt), as the remark-algorithm claim computes it (one
// engine for all chains, so chains with a common suffix share subgames), and the formula side: the
// paper's algorithm (chain -> uptimal) per chain, alone and as the whole claim check (uptimal built
// as a canonical game and compared with the engine's value).
//
// Baseline: the repository has no second, plain computation of canonical values of partizan games
// (the arena's canonical form is the only one, and writing another would be a new solver, not a
// harness). What has a plain baseline is the outcome class: a chain has at most one Left and one
// Right option (each player moves in the first component that has a move for them, dropping the
// components before it), so the outcome
// follows from a std::map-memoized recursion on the chain itself, knowing only the rules. The
// outcome rows compare that with the engine's outcome of the canonical value (which must build the
// value first), on the same chains.
#include <benchmark/benchmark.h>

#include <cstddef>
#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <utility>
#include <vector>

#include "cgt/game.hpp"
#include "core/outcome.hpp"
#include "games/seqcomp/domains.hpp"
#include "games/seqcomp/seqcomp.hpp"
#include "papers/seqcomp/formulas.hpp"

namespace {
using namespace cgcheck;
using namespace cgcheck::seqcomp;

// Every chain over {-3..3, *} with at most max_len components, in the claims' size order.
std::vector<Chain> all_chains(std::size_t max_len) {
  std::vector<Chain> out;
  for_each_chain(max_len, [&](const Chain& c) { out.push_back(c); });
  return out;
}

void rate(benchmark::State& state, std::uint64_t n) {
  state.counters["chains"] = static_cast<double>(n);
  state.counters["chains/s"] = benchmark::Counter(static_cast<double>(n) * static_cast<double>(state.iterations()),
                                                  benchmark::Counter::kIsRate);
}

// Canonical value of every chain of length <= L, one fresh engine per iteration. Counter
// arena_games: the games the arena holds at the end (literal compounds and canonical forms).
void BM_SeqcompEngineValue(benchmark::State& state) {
  const auto chains = all_chains(static_cast<std::size_t>(state.range(0)));
  std::size_t games = 0;
  for (auto _ : state) {
    Engine e;
    std::uint64_t acc = 0;
    for (const auto& c : chains) acc += e.value(c);
    benchmark::DoNotOptimize(acc);
    games = e.a.size();
  }
  rate(state, chains.size());
  state.counters["arena_games"] = static_cast<double>(games);
}
BENCHMARK(BM_SeqcompEngineValue)->Arg(4)->Arg(5)->Arg(6)->Unit(benchmark::kMillisecond);

// The paper's algorithm alone: chain -> uptimal, no engine.
void BM_SeqcompAlgorithm(benchmark::State& state) {
  const auto chains = all_chains(static_cast<std::size_t>(state.range(0)));
  for (auto _ : state) {
    std::size_t acc = 0;
    for (const auto& c : chains) acc += algorithm(c).b.size();
    benchmark::DoNotOptimize(acc);
  }
  rate(state, chains.size());
}
BENCHMARK(BM_SeqcompAlgorithm)->Arg(4)->Arg(5)->Arg(6)->Unit(benchmark::kMillisecond);

// The remark-algorithm check on one thread: the algorithm's uptimal built as a canonical game and
// compared (by id) with the engine's value, fresh engine per iteration. Counter mismatches: 0 expected.
void BM_SeqcompRemarkAlgorithmCheck(benchmark::State& state) {
  const auto chains = all_chains(static_cast<std::size_t>(state.range(0)));
  std::uint64_t mismatches = 0;
  for (auto _ : state) {
    Engine e;
    mismatches = 0;
    for (const auto& c : chains)
      if (e.u.game(algorithm(c)) != e.value(c)) ++mismatches;
    benchmark::DoNotOptimize(mismatches);
  }
  rate(state, chains.size());
  state.counters["mismatches"] = static_cast<double>(mismatches);
}
BENCHMARK(BM_SeqcompRemarkAlgorithmCheck)->Arg(4)->Arg(5)->Unit(benchmark::kMillisecond);

// ---- Outcome classes: plain recursion on the chain vs the engine ----
// A chain as integers, with the star as a sentinel (no chain component reaches it).
constexpr std::int64_t kStar = std::numeric_limits<std::int64_t>::min();
using Plain = std::vector<std::int64_t>;

class PlainOutcome {
 public:
  Outcome outcome(const Plain& c) {
    const bool l = wins_first(c, true), r = wins_first(c, false);
    return l && r ? Outcome::N : l ? Outcome::L : r ? Outcome::R : Outcome::P;
  }

 private:
  // The only option of the mover (Left or Right), if any. Definition 11: (G→H)^L = G^L→H if G has a
  // Left option, else H^L (G is dropped). So the mover moves in the first component i with a move for
  // them, and the components before i are dropped: n > 0 -> n - 1 (Left), n < 0 -> n + 1 (Right),
  // * -> 0 (both).
  static std::optional<Plain> option(const Plain& c, bool left) {
    for (std::size_t i = 0; i < c.size(); ++i) {
      const std::int64_t t = c[i];
      if (t == kStar || (left ? t > 0 : t < 0)) {
        Plain o(c.begin() + static_cast<std::ptrdiff_t>(i), c.end());
        o[0] = t == kStar ? 0 : left ? t - 1 : t + 1;
        return o;
      }
    }
    return std::nullopt;
  }
  // Does `mover` win moving first? Only if it has a move after which the opponent, moving first, loses.
  bool wins_first(const Plain& c, bool left) {
    const auto key = std::make_pair(c, left);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    const auto o = option(c, left);
    const bool w = o && !wins_first(*o, !left);
    memo_.emplace(key, w);
    return w;
  }
  std::map<std::pair<Plain, bool>, bool> memo_;
};

Plain plain_of(const Chain& c) {
  Plain p;
  for (const Token& t : c) p.push_back(t.star ? kStar : t.n);
  return p;
}

void BM_SeqcompOutcomeEngine(benchmark::State& state) {
  const auto chains = all_chains(static_cast<std::size_t>(state.range(0)));
  for (auto _ : state) {
    Engine e;
    std::uint64_t acc = 0;
    for (const auto& c : chains) acc += static_cast<std::uint64_t>(e.a.outcome(e.value(c)));
    benchmark::DoNotOptimize(acc);
  }
  rate(state, chains.size());
}
void BM_SeqcompOutcomePlain(benchmark::State& state) {
  const auto chains = all_chains(static_cast<std::size_t>(state.range(0)));
  std::vector<Plain> plain;
  for (const auto& c : chains) plain.push_back(plain_of(c));
  // The two computations agree (checked once, outside the timed loop).
  {
    Engine e;
    PlainOutcome p;
    for (std::size_t i = 0; i < chains.size(); ++i)
      if (p.outcome(plain[i]) != e.a.outcome(e.value(chains[i]))) {
        state.SkipWithError("plain outcome and engine outcome disagree");
        return;
      }
  }
  for (auto _ : state) {
    PlainOutcome p;
    std::uint64_t acc = 0;
    for (const auto& c : plain) acc += static_cast<std::uint64_t>(p.outcome(c));
    benchmark::DoNotOptimize(acc);
  }
  rate(state, chains.size());
}
BENCHMARK(BM_SeqcompOutcomeEngine)->Arg(4)->Arg(5)->Arg(6)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SeqcompOutcomePlain)->Arg(4)->Arg(5)->Arg(6)->Unit(benchmark::kMillisecond);

}  // namespace
