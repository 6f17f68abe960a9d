// Row checks (claims/row_check.hpp) must give what a walk over every position gives: the same
// counts, mismatches, kinds and minimal counterexample. A row builder that disagreed with its
// formula inside the domain would hide mismatches, so every builder is compared with its formula on
// every position of a small table, and every claim that runs by rows is run both ways.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "claims/registry.hpp"
#include "claims/row_check.hpp"
#include "games/nim_pass/count_pn_table.hpp"
#include "games/nim_pass/nim_pass.hpp"
#include "papers/nim_pass/formulas.hpp"
#include "run/run.hpp"

namespace cgcheck {
namespace {

// ---- The word operations ----

RC_GTEST_PROP(RowCheck, RowWordMatchesItsTerms, ()) {
  RowTerms t;
  const auto n = *rc::gen::inRange(0, 5);
  for (int k = 0; k < n; ++k) {
    const std::uint64_t lo = *rc::gen::inRange<std::uint64_t>(0, 200);
    const std::uint64_t hi = *rc::gen::element<std::uint64_t>(lo + *rc::gen::inRange<std::uint64_t>(0, 200), kNoIndexEnd);
    const unsigned period = *rc::gen::element(1u, 2u, 4u, 8u, 64u);
    std::uint64_t pattern = 0;
    const std::uint64_t base = *rc::gen::arbitrary<std::uint64_t>();
    for (unsigned i = 0; i < 64; ++i) pattern |= ((base >> (i % period)) & 1U) << i;
    t.add(lo, hi, pattern);
  }
  for (std::uint64_t i = 0; i < 320; ++i) {
    bool want = false;
    for (unsigned k = 0; k < t.n; ++k)
      want = want || (t.term[k].lo <= i && i < t.term[k].hi && ((t.term[k].pattern >> (i % 64)) & 1U));
    RC_ASSERT(((row_word(t, i / 64) >> (i % 64)) & 1U) == static_cast<std::uint64_t>(want));
  }
}

RC_GTEST_PROP(RowCheck, CheckRowVisitsExactlyTheMismatches, (std::uint64_t p0, std::uint64_t p1, std::uint64_t lo, bool iff)) {
  const std::uint64_t p[2] = {p0, p1};
  const RowTerms in = RowTerms{}.add(lo % 128, 100 + lo % 28);
  const RowTerms said = RowTerms{}.add(0, kNoIndexEnd, kOddIndex).add(lo % 97, lo % 97 + 3);
  std::vector<std::uint64_t> visited;
  std::uint64_t passed = 0;
  const RowMode mode = iff ? RowMode::iff : RowMode::if_p;
  check_row(p, in, said, 2, mode, [&](std::uint64_t i) { visited.push_back(i); }, [&](std::uint64_t n) { passed += n; });
  std::vector<std::uint64_t> want;
  std::uint64_t want_passed = 0;
  for (std::uint64_t i = 0; i < 128; ++i) {
    const bool d = (row_word(in, i / 64) >> (i % 64)) & 1U, f = (row_word(said, i / 64) >> (i % 64)) & 1U,
               is = (p[i / 64] >> (i % 64)) & 1U;
    if (!d || (!iff && !f)) continue;
    if (iff ? f != is : !is) want.push_back(i);
    else ++want_passed;
  }
  RC_ASSERT(visited == want);
  RC_ASSERT(passed == want_passed);
}

// ---- Nim with a pass: each row builder against its formula ----

template <class F, class R>
void expect_rows_match(const char* what, F f, R row, std::uint32_t s = 140) {
  using namespace nim_pass;
  for (std::uint32_t m4 = 0; 4 * m4 <= s; ++m4)
    for (std::uint32_t m3 = 0; 4 * m4 + 3 * m3 <= s; ++m3)
      for (std::uint32_t m2 = 0; 4 * m4 + 3 * m3 + 2 * m2 <= s; ++m2) {
        const Counts key{{0, m2, m3, m4}, true};
        const RowTerms t = row(key);
        for (std::uint32_t m1 = 0; 4 * m4 + 3 * m3 + 2 * m2 + m1 <= s; ++m1) {
          const Counts c{{m1, m2, m3, m4}, true};
          ASSERT_EQ(((row_word(t, m1 / 64) >> (m1 % 64)) & 1U) != 0, static_cast<bool>(f(c))) << what << " at " << print_counts(c);
        }
      }
}

TEST(RowCheck, NimPassRowBuildersMatchTheirFormulas) {
  using namespace nim_pass;
  expect_rows_match("parity rule", parity_rule, parity_rule_row);
  expect_rows_match("case A", theorem1_case_a, theorem1_case_a_row);
  expect_rows_match("case B domain", [](const Counts& c) { return !theorem1_case_a(c); }, theorem1_case_b_domain_row);
  for (const auto rd : {ExceptionP::positive, ExceptionP::non_negative}) {
    const auto b = [rd](const Counts& c) { return theorem1_case_b(c, rd); };
    expect_rows_match("case B", b, [&](const Counts& k) { return at_m1_0_or_1(b, k); });
  }
}

// ---- Every claim that runs by rows, both ways ----

ClaimResult run_with(const Claim& c, std::uint64_t bound, unsigned threads, bool rows, bool keep_tables = true) {
  RunOptions ctx;
  ctx.bound = bound;
  ctx.random_cases = 10;
  ctx.threads = threads;
  ctx.row_checks = rows;
  ctx.keep_tables = keep_tables;
  return run_claim(c, ctx);
}

void expect_same(const ClaimResult& a, const ClaimResult& b, const std::string& what) {
  EXPECT_EQ(a.status, b.status) << what;
  ASSERT_EQ(a.checked.size(), b.checked.size()) << what;
  for (std::size_t i = 0; i < a.checked.size(); ++i) {
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
}

void expect_rows_same_as_positions(const std::string& game, std::uint64_t bound) {
  int n = 0;
  for (const Claim& c : registry().claims()) {
    if (c.game != game) continue;
    ++n;
    // Claims with small bounds (the memo solver's, the printed tables) keep theirs.
    const std::uint64_t b = std::min(bound, c.bounds.ci);
    const ClaimResult walked = run_with(c, b, 1, false);
    for (unsigned threads : {1u, 2u}) {
      expect_same(walked, run_with(c, b, threads, true), c.id + " by rows");
      // A run that keeps no table (check of one claim): rows checked as the table is filled.
      expect_same(walked, run_with(c, b, threads, true, false), c.id + " by rows, streamed");
    }
  }
  EXPECT_GT(n, 0) << game;
}

// Bound 130: rows cross word boundaries; case B, the lemmas and the refuted table rows all fail
// somewhere below it, so mismatch counts and counterexamples are compared, not only zeros.
TEST(RowCheck, NimPassClaimsByRowsMatchTheWalk) { expect_rows_same_as_positions("nim-pass", 130); }

// The streamed check is really taken where it applies: its message says so, and the run's
// workspace holds no P/N table afterwards.
TEST(RowCheck, NimPassSingleClaimRunStreams) {
  const Claim* c = registry().claim("nim-pass/thm-1-case-a");
  ASSERT_NE(c, nullptr);
  RunOptions ctx;
  Workspace tables;
  ctx.bound = 90;
  ctx.keep_tables = false;
  const ClaimResult r = run_claim(*c, ctx, tables);
  EXPECT_NE(r.message.find("checked every row as it was filled"), std::string::npos) << r.message;
  EXPECT_EQ((tables.cache<int, nim_pass::CountPnTable>().find(0)), nullptr);
  ctx.keep_tables = true;
  const ClaimResult kept = run_claim(*c, ctx, tables);
  EXPECT_NE(kept.message.find("built the P/N row table"), std::string::npos) << kept.message;
  EXPECT_NE((tables.cache<int, nim_pass::CountPnTable>().find(0)), nullptr);
  expect_same(r, kept, "streamed vs kept");
}

}  // namespace
}  // namespace cgcheck
