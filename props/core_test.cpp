// Unit tests and properties of the generic machinery: mex, the memo solver, the dense table, the
// runners. Uses a subtraction game defined here, so nothing depends on any registered game.
#include <optional>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "core/hash.hpp"
#include "core/large_stack.hpp"
#include "core/parallel_for.hpp"
#include "core/per_worker.hpp"
#include "claims/parallel_runner.hpp"
#include "claims/runner.hpp"
#include "core/dense_table.hpp"
#include "core/grundy_store.hpp"
#include "core/memo_solver.hpp"
#include "core/mex.hpp"
#include "core/parse.hpp"
#include "core/play_graph.hpp"
#include "core/error.hpp"

namespace cgcheck {
namespace {

// Subtraction game S = {1, 3, 4} on one heap: a classic with known period 7 (P iff n mod 7 in {0, 2}).
struct Subtraction {
  using Position = std::uint32_t;
  static void options(const Position& p, std::vector<Position>& out) {
    for (std::uint32_t s : {1u, 3u, 4u})
      if (s <= p) out.push_back(p - s);
  }
  static std::size_t hash(const Position& p) { return p; }
};
struct SubtractionDomain {
  using Position = std::uint32_t;
  std::uint32_t max;
  std::uint64_t size() const { return max + 1; }
  Position unrank(std::uint64_t r) const { return static_cast<Position>(r); }
  std::uint64_t rank(const Position& p) const { return p; }
  void options(const Position& p, std::vector<Position>& out) const { Subtraction::options(p, out); }
};

TEST(Mex, SmallAndLarge) {
  EXPECT_EQ(mex(std::vector<int>{}), 0u);
  EXPECT_EQ(mex(std::vector<int>{0, 1, 3}), 2u);
  EXPECT_EQ(mex(std::vector<int>{1, 2}), 0u);
  std::vector<std::uint32_t> big;
  for (std::uint32_t i = 0; i < 200; ++i) big.push_back(i == 150 ? 1000 : i);
  EXPECT_EQ(mex(big), 150u);
}

RC_GTEST_PROP(Mex, IsLeastMissing, (std::vector<std::uint8_t> values)) {
  const Grundy m = mex(values);
  for (Grundy k = 0; k < m; ++k) RC_ASSERT(std::find(values.begin(), values.end(), k) != values.end());
  RC_ASSERT(std::find(values.begin(), values.end(), m) == values.end());
}

// Long option lists with a large mex, across the three ways mex keeps its flags (one word, a
// stack array below 1,024 values, a vector above).
RC_GTEST_PROP(Mex, LargeMexOfLongLists, ()) {
  const auto n = *rc::gen::inRange<std::uint32_t>(0, 2000);
  const auto missing = *rc::gen::inRange<std::uint32_t>(0, n + 1);
  std::vector<std::uint32_t> values;
  for (std::uint32_t i = 0; i < n; ++i)
    if (i != missing) values.push_back(i);
  const auto extra = *rc::gen::container<std::vector<std::uint32_t>>(rc::gen::inRange<std::uint32_t>(n + 1, 5000));
  values.insert(values.end(), extra.begin(), extra.end());
  std::reverse(values.begin(), values.end());
  RC_ASSERT(mex(values) == missing);
}

TEST(MemoSolver, KnownSubtractionGame) {
  MemoSolver<Subtraction> s;
  for (std::uint32_t n = 0; n < 100; ++n) EXPECT_EQ(s.grundy(n) == 0, n % 7 == 0 || n % 7 == 2) << n;
}

TEST(MemoSolver, DeepGameDoesNotOverflowTheStack) {
  // 10^6 moves deep: a recursive solver would overflow the C++ stack here.
  MemoSolver<Subtraction> s;
  EXPECT_EQ(s.grundy(1'000'000) == 0, 1'000'000 % 7 == 0 || 1'000'000 % 7 == 2);
}

namespace {
// Recursion that needs far more than an ordinary thread's 8 MiB: about 200 bytes a frame.
std::uint64_t deep_sum(std::uint64_t n) {
  volatile char pad[160];
  pad[0] = static_cast<char>(n);
  return n == 0 ? 0 : n + deep_sum(n - 1) + static_cast<std::uint64_t>(pad[0] - static_cast<char>(n));
}
}  // namespace

// The helper thread is reused: one per calling thread, jobs in turn, results and exceptions handed
// back, the caller's worker index seen inside, and a job may itself ask for a large stack.
TEST(LargeStack, RunsDeepJobsInTurnAndRethrows) {
  for (int i = 0; i < 200; ++i)
    EXPECT_EQ(on_large_stack(std::size_t{1} << 28, [&] { return deep_sum(100'000 + i); }),
              (100'000ull + i) * (100'001ull + i) / 2);
  EXPECT_THROW(on_large_stack(std::size_t{1} << 28, []() -> int { throw std::runtime_error("inside"); }),
               std::runtime_error);
  EXPECT_EQ(on_large_stack(std::size_t{1} << 28, [] { return on_large_stack(std::size_t{1} << 28, [] { return 7; }); }), 7);
  std::vector<unsigned> seen(2, 99);
  parallel_for(2, 2, [&](std::uint64_t item, unsigned w) {
    detail::worker_index = w;
    seen[item] = on_large_stack(std::size_t{1} << 24, [] { return current_worker(); }) == w ? 1u : 0u;
  });
  detail::worker_index = 0;
  EXPECT_EQ(seen, (std::vector<unsigned>{1, 1}));
}

TEST(DenseTable, AgreesWithMemoSolver) {
  DenseTable<SubtractionDomain> t(SubtractionDomain{5000});
  MemoSolver<Subtraction> s;
  for (std::uint32_t n = 0; n <= 5000; ++n) ASSERT_EQ(t.grundy(n), s.grundy(n)) << n;
}

struct BadDomain : SubtractionDomain {
  void options(const Position& p, std::vector<Position>& out) const { out.push_back(p); }
};
TEST(DenseTable, RefusesADomainWhoseMovesDoNotLowerTheRank) {
  EXPECT_THROW((DenseTable<BadDomain>(BadDomain{{3}})), std::logic_error);
}

// ---- Grundy values in the smallest type ----

// Writes values in random order that cross 255 and 65535 at random moments; every value written
// must read back unchanged after each widening.
RC_GTEST_PROP(GrundyStore, KeepsEveryValueAcrossWidenings, ()) {
  const auto n = *rc::gen::inRange<std::uint64_t>(1, 3000);
  GrundyStore<std::uint32_t> store(n);
  std::vector<Grundy> want(n, 0);
  const auto writes = *rc::gen::container<std::vector<std::pair<std::uint64_t, Grundy>>>(
      rc::gen::pair(rc::gen::inRange<std::uint64_t>(0, n),
                    rc::gen::oneOf(rc::gen::inRange<Grundy>(0, 256), rc::gen::inRange<Grundy>(0, 70000),
                                   rc::gen::inRange<Grundy>(0, 5000000))));
  Grundy largest = 0;
  for (const auto& [i, g] : writes) {
    store.set(i, g);
    want[i] = g;
    largest = std::max(largest, g);
    RC_ASSERT(store.width() == (largest > 0xFFFF ? 4u : largest > 0xFF ? 2u : 1u));
  }
  for (std::uint64_t i = 0; i < n; ++i) RC_ASSERT(store.get(i) == want[i]);
}

TEST(GrundyStore, RefusesAValueWiderThanDeclared) {
  GrundyStore<std::uint16_t> store(10);
  store.set(3, 65535);
  EXPECT_EQ(store.width(), 2u);
  EXPECT_THROW(store.set(4, 65536), std::overflow_error);
  EXPECT_EQ(store.get(3), 65535u);
}

// One Nim heap up to 600 (G(n) = n): a uint16 table starts at one byte and widens at 256.
struct NimHeapDomain {
  using Position = std::uint32_t;
  std::uint32_t max;
  std::uint64_t size() const { return max + 1; }
  Position unrank(std::uint64_t r) const { return static_cast<Position>(r); }
  std::uint64_t rank(const Position& p) const { return p; }
  void options(const Position& p, std::vector<Position>& out) const {
    for (std::uint32_t k = 0; k < p; ++k) out.push_back(k);
  }
};

TEST(DenseTable, UsesOneByteUntilAValueNeedsTwo) {
  const DenseTable<NimHeapDomain, std::uint16_t> small(NimHeapDomain{255});
  EXPECT_EQ(small.value_width(), 1u);
  EXPECT_EQ(small.grundy_at(255), 255u);
  const DenseTable<NimHeapDomain, std::uint16_t> large(NimHeapDomain{600});
  EXPECT_EQ(large.value_width(), 2u);
  for (std::uint32_t n = 0; n <= 600; ++n) ASSERT_EQ(large.grundy_at(n), n);
  EXPECT_THROW((DenseTable<NimHeapDomain, std::uint8_t>(NimHeapDomain{300})), std::overflow_error);
}

TEST(Runner, ExhaustiveKeepsTheFirstFailureAndCountsAll) {
  ClaimResult res;
  run_exhaustive(
      res, "0..99", 100, [](auto visit) { for (std::uint32_t n = 0; n < 100; ++n) visit(n); },
      [](std::uint32_t n) -> Verdict { return n % 10 == 7 ? Verdict{mismatch("P", "N")} : std::nullopt; },
      [](std::uint32_t n) { return std::to_string(n); });
  res.settle();
  EXPECT_EQ(res.status, Status::refuted);
  EXPECT_EQ(res.mismatches, 10u);
  ASSERT_TRUE(res.counterexample);
  EXPECT_EQ(res.counterexample->position, "7");
  EXPECT_EQ(res.checked.at(0).count, 100u);
}

TEST(Runner, RandomShrinksToTheMinimalFailure) {
  ClaimResult res;
  run_random(res, "random ints", rc::gen::inRange<int>(0, 1000000), 200, 42,
             [](int n) -> Verdict { return n >= 1234 ? Verdict{mismatch("small", "large")} : std::nullopt; },
             [](int n) { return std::to_string(n); });
  res.settle();
  ASSERT_TRUE(res.counterexample);
  EXPECT_EQ(res.counterexample->position, "1234");
}

TEST(Runner, RandomIsReproducibleFromTheSeed) {
  auto first_value = [](std::uint64_t seed) {
    std::vector<int> seen;
    ClaimResult res;
    run_random(res, "r", rc::gen::inRange<int>(0, 1 << 30), 20, seed,
               [&](int n) -> Verdict { seen.push_back(n); return std::nullopt; }, [](int n) { return std::to_string(n); });
    return seen;
  };
  EXPECT_EQ(first_value(7), first_value(7));
  EXPECT_NE(first_value(7), first_value(8));
}

TEST(Runner, ParallelResultDoesNotDependOnThreadCount) {
  // Items are "sizes" 0..199; within size k the positions are k*1000 + j for j < 50. Failures at
  // every position divisible by 37 beyond size 20; the minimal one must be found whatever the threads.
  auto run_with = [](unsigned threads) {
    ClaimResult res;
    run_exhaustive_parallel<std::uint64_t>(
        res, "r", 200, threads,
        [](std::uint64_t item, auto visit) { for (std::uint64_t j = 0; j < 50; ++j) visit(item * 1000 + j); },
        [](std::uint64_t p) -> Verdict {
          return (p / 1000 > 20 && p % 37 == 0) ? Verdict{mismatch("P", "N")} : std::nullopt;
        },
        [](std::uint64_t p) { return std::to_string(p); }, [](std::uint64_t p) { return p; });
    return res;
  };
  const ClaimResult one = run_with(1);
  for (unsigned t : {2u, 3u, 8u}) {
    const ClaimResult many = run_with(t);
    EXPECT_EQ(many.checked.at(0).count, one.checked.at(0).count);
    EXPECT_EQ(many.mismatches, one.mismatches);
    EXPECT_EQ(many.counterexample->position, one.counterexample->position);
  }
  EXPECT_EQ(one.checked.at(0).count, 10000u);
  EXPECT_EQ(one.counterexample->position, "21016");  // 21016 = 37 * 568, the first multiple beyond size 20
}

TEST(Parse, IntegersAndErrors) {
  EXPECT_EQ(parse_int_list(" 1, 2 ,3", 0, 10, "x"), (std::vector<std::int64_t>{1, 2, 3}));
  EXPECT_TRUE(parse_int_list("", 0, 10, "x").empty());
  EXPECT_THROW(parse_int_list("1,,2", 0, 10, "x"), InputError);
  EXPECT_THROW(parse_int("11", 0, 10, "x"), InputError);
  EXPECT_THROW(parse_int("99999999999999999999999", 0, 10, "x"), InputError);
  EXPECT_THROW(parse_int("1a", 0, 10, "x"), InputError);
}

// The one-pass reading of digits and commas answers as the part-by-part one: the same list, or a
// refusal (with a space added, a text takes the part-by-part path alone).
RC_GTEST_PROP(Parse, OnePassListsAgreeWithPartByPart, ()) {
  const auto text = *rc::gen::container<std::string>(rc::gen::element('0', '1', '7', '9', ','));
  std::optional<std::vector<std::int64_t>> fast, slow;
  try {
    fast = parse_int_list(text, 0, 500, "x");
  } catch (const InputError&) {
  }
  try {
    slow = parse_int_list(text + " ", 0, 500, "x");
  } catch (const InputError&) {
  }
  RC_ASSERT(fast == slow);
}

// The 64-bit FNV-1a of the published test vectors (checkpoint checksums and script walk names).
static_assert(fnv1a("") == 0xcbf29ce484222325ull);
static_assert(fnv1a("a") == 0xaf63dc4c8601ec8cull);
static_assert(fnv1a("foobar") == 0x85944171f73967e8ull);

}  // namespace
}  // namespace cgcheck

namespace cgcheck {
namespace {

// An interrupt leaves a host's move graph as it is (freeing it took seconds after Ctrl-C) and
// marks it stale; the next call resets it before it runs. Other failures reset at once.
TEST(CacheRetry, AnInterruptDefersTheResetToTheNextCall) {
  bool stale = false;
  int resets = 0, runs = 0;
  const auto reset = [&] { ++resets; };
  const auto refusal = [] { return InputError("refused"); };
  EXPECT_THROW(with_cache_retry(stale, true, [&]() -> int { throw Interrupted("stop"); }, reset, refusal), Interrupted);
  EXPECT_TRUE(stale);
  EXPECT_EQ(resets, 0);
  EXPECT_EQ(with_cache_retry(stale, true, [&] { return ++runs; }, reset, refusal), 1);
  EXPECT_FALSE(stale);
  EXPECT_EQ(resets, 1);
  EXPECT_THROW(with_cache_retry(stale, true, [&]() -> int { throw InputError("budget"); }, reset, refusal), InputError);
  EXPECT_FALSE(stale);
  EXPECT_EQ(resets, 2);
  // Over memory with a cache: reset and one more try; without one: refused.
  int tries = 0;
  EXPECT_EQ(with_cache_retry(stale, true, [&] { if (++tries == 1) throw PlayOverMemory{}; return tries; }, reset, refusal), 2);
  EXPECT_THROW(with_cache_retry(stale, false, [&]() -> int { throw PlayOverMemory{}; }, reset, refusal), InputError);
}

}  // namespace
}  // namespace cgcheck
