// Claims whose exhaustive phase runs in parallel must not depend on the thread count: the same
// coverage (counts and range text), mismatch counts and kinds, and counterexample for 1, 2 and 3
// threads. The seqcomp claims give every worker its own partizan engine, the inset and
// turning-turtles claims share one dense table and keep per-worker scratch buffers.
#include <gtest/gtest.h>

#include <string>

#include "claims/registry.hpp"
#include "run/run.hpp"
#include "core/dense_table.hpp"
#include "games/sliding_coins/four_table.hpp"

namespace cgcheck {
namespace {

ClaimResult run_with(const std::string& id, std::uint64_t bound, unsigned threads) {
  const Claim* c = registry().claim(id);
  EXPECT_NE(c, nullptr) << id;
  if (!c) return {};
  RunOptions ctx;
  ctx.bound = bound;
  ctx.random_cases = 20;  // the random phase is sequential; a few cases keep the test short
  ctx.threads = threads;
  return run_claim(*c, ctx);
}

void expect_same(const ClaimResult& a, const ClaimResult& b, const std::string& what) {
  EXPECT_EQ(a.status, b.status) << what;
  ASSERT_EQ(a.checked.size(), b.checked.size()) << what;
  for (std::size_t i = 0; i < a.checked.size(); ++i) {
    EXPECT_EQ(a.checked[i].mode, b.checked[i].mode) << what;
    EXPECT_EQ(a.checked[i].count, b.checked[i].count) << what;
    EXPECT_EQ(a.checked[i].range, b.checked[i].range) << what;
  }
  EXPECT_EQ(a.mismatches, b.mismatches) << what;
  EXPECT_EQ(a.mismatch_kinds, b.mismatch_kinds) << what;
  ASSERT_EQ(a.counterexample.has_value(), b.counterexample.has_value()) << what;
  if (a.counterexample) {
    EXPECT_EQ(a.counterexample->position, b.counterexample->position) << what;
    EXPECT_EQ(a.counterexample->claimed, b.counterexample->claimed) << what;
    EXPECT_EQ(a.counterexample->actual, b.counterexample->actual) << what;
    EXPECT_EQ(a.counterexample->found_by, b.counterexample->found_by) << what;
  }
  EXPECT_EQ(a.message, b.message) << what;
}

void expect_thread_independent(const std::string& id, std::uint64_t bound) {
  const ClaimResult one = run_with(id, bound, 1);
  EXPECT_GT(one.total_checked(), 0u) << id;
  for (unsigned t : {2u, 3u}) expect_same(one, run_with(id, bound, t), id + " with " + std::to_string(t) + " threads");
}

TEST(ParallelClaims, SeqcompAlgorithmDoesNotDependOnThreads) {
  expect_thread_independent("seqcomp/remark-algorithm", 5);
}

TEST(ParallelClaims, SeqcompTheorem7DoesNotDependOnThreads) {
  expect_thread_independent("seqcomp/thm-7-c", 3);
  expect_thread_independent("seqcomp/lemma-4-a", 4);
}

TEST(ParallelClaims, InsetTablesDoNotDependOnThreads) {
  expect_thread_independent("inset/lemma-5.10", 12);
  expect_thread_independent("inset/lemma-5.11", 12);
  expect_thread_independent("turning-turtles/thm-4.4", 12);
}

TEST(ParallelClaims, FourCoinClaimDoesNotDependOnThreads) {
  expect_thread_independent("sliding-coins/thm-1-four-coins", 14);
}

// The four-coin table filled block anti-diagonal by anti-diagonal equals the sequential DenseTable
// cell for cell, for any thread count and block size (small blocks: many diagonals, ragged edges).
TEST(ParallelClaims, FourCoinTableEqualsDenseTable) {
  const sliding_coins::FourDomain d(12);
  const DenseTable<sliding_coins::FourDomain, std::uint16_t> dense(d);
  for (unsigned threads : {1u, 2u, 3u})
    for (std::uint64_t block : {1u, 5u, 8u, 64u, 1000u}) {
      const sliding_coins::FourTable t(d, threads, {}, block);
      ASSERT_EQ(t.size(), dense.size());
      std::uint64_t differ = 0;
      for (std::uint64_t r = 0; r < t.size(); ++r) differ += t.grundy_at(r) != dense.grundy_at(r);
      EXPECT_EQ(differ, 0u) << threads << " threads, block " << block;
    }
}

}  // namespace
}  // namespace cgcheck
