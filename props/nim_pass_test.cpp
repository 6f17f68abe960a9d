// Nim with a pass: the two solvers against each other and against the local properties of Grundy
// values; parsing and printing.
#include <gtest/gtest.h>

#include <stdexcept>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <atomic>
#include <bit>
#include <map>
#include <mutex>
#include <tuple>

#include "core/dense_table.hpp"
#include "core/error.hpp"
#include "core/memo_solver.hpp"
#include "core/predecessor_table.hpp"
#include "games/nim_pass/count_pn_table.hpp"
#include "games/nim_pass/domains.hpp"
#include "games/nim_pass/heaps_table.hpp"
#include "games/nim_pass/nim_pass.hpp"

namespace cgcheck::nim_pass {
namespace {

rc::Gen<Position> gen_position() {
  return rc::gen::apply(
      [](std::vector<std::uint32_t> h, bool pass) {
        if (h.size() > 7) h.resize(7);
        std::sort(h.begin(), h.end());
        return Position{h, pass};
      },
      rc::gen::container<std::vector<std::uint32_t>>(rc::gen::inRange<std::uint32_t>(1, 10)), rc::gen::arbitrary<bool>());
}

TEST(NimPass, DenseTableAgreesWithMemoSolverOnEveryPositionUpTo40Stones) {
  const CountDomain d(40);
  DenseTable<CountDomain> t(d);
  MemoSolver<NimPass> memo;
  for (std::uint64_t r = 0; r < d.size(); ++r) {
    const Counts c = d.unrank(r);
    ASSERT_EQ(d.rank(c), r);
    ASSERT_EQ(t.grundy_at(r), memo.grundy(to_position(c))) << print_counts(c);
  }
}

// The table over any heap sizes (what claim files about nim-pass read) against the memo solver on
// every position of at most 22 stones (2 x 4,508): ranks in the enumeration's order, unrank
// inverting rank, option_ranks listing the ranks of NimPass::options, the same Grundy values.
TEST(NimPass, HeapsTableAgreesWithMemoSolverUpTo22Stones) {
  const DenseTable<HeapsDomain, std::uint16_t> t{HeapsDomain(22)};
  const HeapsDomain& d = t.domain();
  MemoSolver<NimPass> memo;
  ASSERT_EQ(d.size(), 2u * 4508u);
  std::uint64_t expected = 0;
  for (std::uint32_t n = 0; n <= 22; ++n)
    for (const bool pass : {false, true})
      for_each_position_with_stones(n, pass, [&](const Position& p) {
        ASSERT_EQ(d.rank(p), expected) << NimPass::print(p);
        ASSERT_EQ(d.unrank(expected), p);
        ASSERT_EQ(t.grundy_at(expected), memo.grundy(p)) << NimPass::print(p);
        std::vector<Position> opts;
        NimPass::options(p, opts);
        std::vector<std::uint64_t> want, got;
        for (const auto& o : opts) want.push_back(d.rank(o));
        d.option_ranks(p, got);
        std::sort(want.begin(), want.end());
        std::sort(got.begin(), got.end());
        ASSERT_EQ(got, want) << NimPass::print(p);
        ++expected;
      });
  EXPECT_EQ(expected, d.size());
}

TEST(NimPass, CountDomainSizeMatchesEnumeration) {
  for (std::uint32_t s : {0u, 1u, 7u, 30u}) {
    std::uint64_t n = 0;
    for (std::uint32_t k = 0; k <= s; ++k) for_each_counts_with_stones(k, true, [&](const Counts&) { ++n; });
    EXPECT_EQ(n, CountDomain::count_upto(s)) << s;
  }
}

RC_GTEST_PROP(NimPass, GrundyIsMexOfOptions, ()) {
  const Position p = *gen_position();
  MemoSolver<NimPass> memo;
  std::vector<Position> opts;
  NimPass::options(p, opts);
  std::vector<Grundy> values;
  for (const auto& o : opts) values.push_back(memo.grundy(o));
  RC_ASSERT(memo.grundy(p) == mex(values));
  // A P-position has no P option; an N-position has one.
  const bool has_p_option = std::find(values.begin(), values.end(), 0u) != values.end();
  RC_ASSERT((memo.grundy(p) == 0) == !has_p_option);
}

RC_GTEST_PROP(NimPass, ParsePrintRoundTrip, ()) {
  const Position p = *gen_position();
  RC_ASSERT(NimPass::parse(NimPass::print(p)) == p);
}

TEST(NimPass, RulesAtTheEdges) {
  MemoSolver<NimPass> memo;
  EXPECT_EQ(memo.grundy(NimPass::parse("")), 0u);         // no move at all, pass or not
  EXPECT_EQ(memo.grundy(NimPass::parse(";pass=0")), 0u);
  EXPECT_NE(memo.grundy(NimPass::parse("1")), 0u);        // take it
  EXPECT_EQ(memo.grundy(NimPass::parse("1,1;pass=0")), 0u);
  EXPECT_NE(memo.grundy(NimPass::parse("1,1")), 0u);      // pass into a Nim P-position
}

TEST(NimPass, BadInput) {
  EXPECT_EQ(NimPass::print(NimPass::parse("0,3,0")), "3");  // a heap of 0 is no heap
  for (const char* bad : {"-1", "1,,2", "a", "1;pass=2", "1;pass=0;x", "99999999999", "1;foo"})
    EXPECT_THROW(NimPass::parse(bad), InputError) << bad;
}


// ---- The bit-packed row table (CountPnTable) ----

// The word recurrence against the bit-by-bit definition: P(i) = z(i) && !P(i-1).
RC_GTEST_PROP(NimPass, SolveWordMatchesTheBitRecurrence, (std::uint64_t z, bool carry)) {
  // Sparse and dense words matter most (long runs, runs across the top bit): mix three draws.
  const std::uint64_t zz = *rc::gen::element(z, z & *rc::gen::arbitrary<std::uint64_t>(),
                                             z | *rc::gen::arbitrary<std::uint64_t>());
  std::uint64_t expect = 0, prev = carry ? 1 : 0;
  for (int i = 0; i < 64; ++i) {
    const std::uint64_t bit = ((zz >> i) & 1U) & (prev ^ 1U);
    expect |= bit << i;
    prev = bit;
  }
  RC_ASSERT(detail::solve_word(zz, carry ? 1 : 0) == expect);
}

TEST(NimPass, SolveWordEdgeWords) {
  EXPECT_EQ(detail::solve_word(~0ULL, 0), 0x5555555555555555ULL);
  EXPECT_EQ(detail::solve_word(~0ULL, 1), 0xAAAAAAAAAAAAAAAAULL);
  EXPECT_EQ(detail::solve_word(0, 0), 0ULL);
  EXPECT_EQ(detail::solve_word(0b0110, 0), 0b0010ULL);
  EXPECT_EQ(detail::solve_word(1ULL << 63, 0), 1ULL << 63);
}

// The row table against the generic dense table (Grundy value 0 = P) on every position, both pass
// states, for several bounds (row lengths cross word boundaries at 64 and 128), and with 1, 2 and 3
// threads (a level's rows are dealt out differently, the bits must not change).
TEST(NimPass, RowTableAgreesWithDenseTableOnEveryPositionUpTo150Stones) {
  const CountDomain d(150);
  const DenseTable<CountDomain> dense(d);
  for (std::uint32_t s : {0u, 1u, 5u, 63u, 64u, 65u, 150u})
    for (unsigned threads : {1u, 2u, 3u}) {
      const CountPnTable rows(s, threads);
      std::uint64_t n = 0, p = 0;
      d.for_each([&](std::uint64_t r, const Counts& c) {
        if (c.stones() > s) return;
        ++n;
        const bool want = dense.grundy_at(r) == 0;
        p += want;
        ASSERT_EQ(rows.is_p(c), want) << print_counts(c) << " s=" << s << " threads=" << threads;
      });
      EXPECT_EQ(n, rows.positions()) << s;
      EXPECT_EQ(rows.p_count(false) + rows.p_count(true), p) << s;  // and no stray padding bit
    }
}

// The rolling table (pass-used rows kept five levels deep, pass-available rows only) against the
// table that keeps both blocks, on every pass-available position, for several bounds and thread
// counts; the ring's slots are reused from level 5 on.
TEST(NimPass, RollingRowTableAgreesWithTheKeptOne) {
  for (std::uint32_t s : {0u, 1u, 4u, 5u, 6u, 63u, 64u, 65u, 130u, 200u}) {
    const CountPnTable kept(s, 1);
    for (unsigned threads : {1u, 2u, 3u}) {
      const CountPnTable rolling(s, threads, {}, CountPnTable::PassUsed::rolling);
      EXPECT_FALSE(rolling.holds_pass_used());
      EXPECT_EQ(rolling.positions() * 2, kept.positions());
      EXPECT_EQ(rolling.p_count(true), kept.p_count(true)) << s;
      EXPECT_THROW((void)rolling.p_count(false), std::logic_error);
      EXPECT_LT(rolling.bytes(), kept.bytes());
      EXPECT_LE(rolling.bytes(), CountPnTable::estimate_bytes(s, CountPnTable::PassUsed::rolling));
      for (std::uint32_t m4 = 0; 4 * m4 <= s; ++m4)
        for (std::uint32_t m3 = 0; 4 * m4 + 3 * m3 <= s; ++m3)
          for (std::uint32_t m2 = 0; 4 * m4 + 3 * m3 + 2 * m2 <= s; ++m2)
            for (std::uint32_t m1 = 0; 4 * m4 + 3 * m3 + 2 * m2 + m1 <= s; ++m1) {
              const Counts c{{m1, m2, m3, m4}, true};
              ASSERT_EQ(rolling.is_p(c), kept.is_p(c)) << print_counts(c) << " s=" << s << " threads=" << threads;
            }
    }
  }
}

// The streamed fill (nothing kept: both pass states in the ring, each pass-available row handed to
// the sink as it is filled) against the kept table: every row exactly once, on a thread of the
// fill, with the kept table's bits and zero padding; for bounds across word boundaries and with the
// ring's slots reused, and 1, 2 and 3 threads.
TEST(NimPass, StreamedRowTableHandsOverEveryRowOfTheKeptOne) {
  for (std::uint32_t s : {0u, 1u, 4u, 5u, 6u, 63u, 64u, 65u, 130u, 200u}) {
    const CountPnTable kept(s, 1);
    for (unsigned threads : {1u, 2u, 3u}) {
      std::mutex mu;
      std::map<std::tuple<std::uint32_t, std::uint32_t, std::uint32_t>, int> seen;
      std::uint64_t p = 0;
      CountPnTable::stream(s, threads, [&](unsigned t, std::uint32_t m2, std::uint32_t m3, std::uint32_t m4,
                                           const std::uint64_t* bits) {
        const std::uint32_t len = kept.row_length(m2, m3, m4);
        const std::uint64_t* want = kept.row(true, m2, m3, m4);
        std::lock_guard lock(mu);
        ASSERT_LT(t, threads);
        ++seen[{m2, m3, m4}];
        for (std::uint32_t w = 0; w < (len + 63) / 64; ++w) {
          ASSERT_EQ(bits[w], want[w]) << "row " << m2 << "," << m3 << "," << m4 << " word " << w << " s=" << s;
          p += static_cast<std::uint64_t>(std::popcount(bits[w]));
        }
      });
      std::uint64_t rows = 0;
      for (std::uint32_t m4 = 0; 4 * m4 <= s; ++m4)
        for (std::uint32_t m3 = 0; 4 * m4 + 3 * m3 <= s; ++m3)
          for (std::uint32_t m2 = 0; 4 * m4 + 3 * m3 + 2 * m2 <= s; ++m2) {
            ++rows;
            EXPECT_EQ((seen[{m2, m3, m4}]), 1) << m2 << "," << m3 << "," << m4 << " s=" << s;
          }
      EXPECT_EQ(seen.size(), rows);
      EXPECT_EQ(p, kept.p_count(true)) << s;
    }
  }
}

// An exception from the sink stops the fill on every thread and reaches the caller.
TEST(NimPass, StreamedRowTableStopsOnTheSinksError) {
  for (unsigned threads : {1u, 2u}) {
    std::atomic<int> calls{0};
    EXPECT_THROW(CountPnTable::stream(100, threads,
                                      [&](unsigned, std::uint32_t, std::uint32_t m3, std::uint32_t, const std::uint64_t*) {
                                        ++calls;
                                        if (m3 == 5) throw std::runtime_error("sink");
                                      }),
                 std::runtime_error);
    int rows = 0;  // of the pass available, at 100 stones
    for (std::uint32_t m4 = 0; 4 * m4 <= 100; ++m4)
      for (std::uint32_t m3 = 0; 4 * m4 + 3 * m3 <= 100; ++m3) rows += static_cast<int>((100 - 4 * m4 - 3 * m3) / 2 + 1);
    EXPECT_LT(calls.load(), rows / 2);
  }
}

// What the streamed fill holds at a thousand stones, as the README says: about 5 MiB (the ring,
// 4.5 MiB, and a level's row list), where the kept table's estimate is near 300 MiB.
TEST(NimPass, StreamedRowTableHoldsFiveLevels) {
  const double mib = 1 << 20;
  EXPECT_NEAR(static_cast<double>(CountPnTable::stream_bytes(1000, 1)) / mib, 5.0, 0.1);
  EXPECT_NEAR(static_cast<double>(10 * CountPnTable::ring_level_bytes(1000)) / mib, 4.5, 0.05);
  EXPECT_GT(CountPnTable::estimate_bytes(1000, CountPnTable::PassUsed::rolling), std::uint64_t{250} << 20);
}

// Local property on a larger table, from the moves of CountDomain: a P-position has no P option,
// an N-position has one.
TEST(NimPass, RowTableIsConsistentWithTheMovesUpTo240Stones) {
  const std::uint32_t s = 240;
  const CountDomain d(s);
  const CountPnTable rows(s, 2);
  std::vector<Counts> opts;
  std::uint64_t checked = 0;
  d.for_each([&](std::uint64_t, const Counts& c) {
    opts.clear();
    d.options(c, opts);
    bool has_p = false;
    for (const auto& o : opts) has_p = has_p || rows.is_p(o);
    ASSERT_EQ(rows.is_p(c), !has_p) << print_counts(c);
    ++checked;
  });
  EXPECT_EQ(checked, d.size());
}

// ---- Predecessor marking ----

// predecessors() is the inverse of options(): q is a predecessor of p iff p is an option of q, for
// every pair in the domain.
TEST(NimPass, PredecessorsAreTheInverseOfOptions) {
  const CountDomain d(30);
  std::vector<std::vector<std::uint64_t>> preds_of(d.size());
  std::vector<Counts> out;
  std::uint64_t moves = 0;
  d.for_each([&](std::uint64_t r, const Counts& c) {
    out.clear();
    d.options(c, out);
    for (const auto& o : out) preds_of[d.rank(o)].push_back(r);
    moves += out.size();
  });
  std::uint64_t listed = 0;
  d.for_each([&](std::uint64_t r, const Counts& c) {
    out.clear();
    d.predecessors(c, out);
    std::vector<std::uint64_t> got;
    for (const auto& q : out) got.push_back(d.rank(q));
    std::sort(got.begin(), got.end());
    auto want = preds_of[r];
    std::sort(want.begin(), want.end());
    ASSERT_EQ(got, want) << print_counts(c);
    listed += got.size();
  });
  EXPECT_EQ(listed, moves);
}

TEST(NimPass, PredecessorTableAgreesWithDenseTableUpTo120Stones) {
  const CountDomain d(120);
  const DenseTable<CountDomain> dense(d);
  const PredecessorPnTable<CountDomain> marked(d);
  for (std::uint64_t r = 0; r < d.size(); ++r) ASSERT_EQ(marked.p_at(r), dense.grundy_at(r) == 0) << print_counts(d.unrank(r));
}

// The positions a work item is said to hold (progress counts them ahead) are the ones its walk
// lists before the hypothesis, with and without a lower limit on the stones.
TEST(NimPass, ItemPositionsAreTheListedOnes) {
  for (std::uint32_t min : {0u, 7u, 40u}) {
    const auto dom = heaps_upto4(min, "", [](const Counts&) { return true; });
    for (const auto& item : dom.items(30)) {
      std::uint64_t listed = 0;
      for_each_counts_in_item(item, min, 30, [&](const Counts&) { ++listed; });
      EXPECT_EQ(dom.item_positions(30, item), listed) << "min " << min << ", item " << item.first << "," << item.second;
    }
  }
}

}  // namespace
}  // namespace cgcheck::nim_pass
