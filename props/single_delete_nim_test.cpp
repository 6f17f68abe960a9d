// Single-delete Nim: the four computations (memo solver, generic dense Grundy table, bit-packed
// P/N table, split Grundy table) against each other and against the local properties of Grundy
// values; the solve session (table with memo fallback) against the memo solver; ranking, parsing,
// and the structured generators.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <memory>
#include <string>

#include "runtime/impartial_session.hpp"
#include "claims/registry.hpp"
#include "core/dense_table.hpp"
#include "core/error.hpp"
#include "core/memo_solver.hpp"
#include "papers/single_delete_nim/formulas.hpp"
#include "games/single_delete_nim/generators.hpp"
#include "games/single_delete_nim/domains.hpp"
#include "games/single_delete_nim/pn_table.hpp"
#include "games/single_delete_nim/single_delete_nim.hpp"
#include "games/single_delete_nim/split_grundy_table.hpp"

namespace cgcheck::sdn {
namespace {

rc::Gen<Position> gen_position() {
  return rc::gen::apply(
      [](std::uint64_t first, std::vector<std::uint64_t> rest) {
        rest.push_back(first);
        if (rest.size() < 2) rest.push_back(1);
        if (rest.size() > 5) rest.resize(5);
        return make_position(rest);
      },
      rc::gen::inRange<std::uint64_t>(1, 13), rc::gen::container<std::vector<std::uint64_t>>(rc::gen::inRange<std::uint64_t>(1, 13)));
}

TEST(SingleDeleteNim, ThreeSolversAgree) {
  // n, M small enough for the memo solver to visit every position.
  for (auto [n, m] : {std::pair{2u, 60u}, {3u, 24u}, {4u, 14u}, {5u, 9u}, {6u, 7u}}) {
    const MultisetDomain d(n, m);
    DenseTable<MultisetDomain, std::uint16_t> g(d);
    const PnTable t(n, m), flags(n, m, PnTable::Keep::flags_only);
    MemoSolver<SingleDeleteNim> memo;
    ASSERT_EQ(d.size(), t.size());
    std::uint64_t p_count = 0;
    for (std::uint64_t r = 0; r < d.size(); ++r) {
      const Piles p = d.unrank(r);
      ASSERT_EQ(d.rank(p), r);
      const Grundy gm = memo.grundy(to_position(p));
      ASSERT_EQ(g.grundy_at(r), gm) << SingleDeleteNim::print(to_position(p));
      ASSERT_EQ(t.p_at(r), gm == 0) << SingleDeleteNim::print(to_position(p));
      // The flags alone give the same answer (the table that keeps no position bits).
      ASSERT_EQ(flags.is_p({p.v.begin(), p.v.begin() + n}), gm == 0) << SingleDeleteNim::print(to_position(p));
      p_count += gm == 0 ? 1 : 0;
    }
    EXPECT_EQ(t.p_count(), p_count);
    EXPECT_EQ(flags.p_count(), p_count);
    EXPECT_FALSE(flags.keeps_positions());
  }
}

TEST(SingleDeleteNim, PnTableIsAPrefixAcrossBounds) {
  const PnTable small(4, 20), large(4, 33);
  for (std::uint64_t r = 0; r < small.size(); ++r) ASSERT_EQ(small.p_at(r), large.p_at(r)) << r;
  EXPECT_EQ(small.p_count(), large.p_count_below(small.size()));
}

// The P/N table's rows against the split Grundy table (a different method: values, a cache per
// (kept piles, split pile)) on larger tables than the memo solver reaches, three to five piles, and
// its flags-only form at random positions of the same range.
TEST(SingleDeleteNim, PnTableAgreesWithSplitGrundyTable) {
  for (auto [n, m] : {std::pair{3u, 90u}, {4u, 48u}, {5u, 20u}}) {
    const PnTable t(n, m), flags(n, m, PnTable::Keep::flags_only);
    const SplitGrundyTable g(n, m);
    ASSERT_EQ(t.size(), g.size());
    for (std::uint64_t r = 0; r < t.size(); ++r) ASSERT_EQ(t.p_at(r), g.grundy_at(r) == 0) << n << " piles, rank " << r;
    std::uint64_t seed = 12345;
    for (int i = 0; i < 2000; ++i) {
      std::vector<std::uint32_t> p(n);
      for (auto& x : p) x = static_cast<std::uint32_t>((seed = seed * 6364136223846793005ULL + 1442695040888963407ULL) >> 40) % m + 1;
      std::sort(p.begin(), p.end());
      ASSERT_EQ(flags.is_p(p), t.is_p(p)) << n << " piles";
    }
  }
}

TEST(SingleDeleteNim, EnumerationIsRankOrder) {
  for (unsigned n : {2u, 3u, 4u, 5u}) {
    const MultisetDomain d(n, 11);
    std::uint64_t r = 0;
    for_each_multiset(n, 11, [&](const std::vector<std::uint32_t>& p) {
      Piles q;
      q.n = static_cast<std::uint8_t>(n);
      std::copy(p.begin(), p.end(), q.v.begin());
      ASSERT_EQ(d.rank(q), r);
      ASSERT_EQ(colex_rank(p.data(), n), r);
      ++r;
    });
    EXPECT_EQ(r, multisets(n, 11));
  }
}

RC_GTEST_PROP(SingleDeleteNim, GrundyIsMexOfOptionsAndPHasNoPOption, ()) {
  const Position p = *gen_position();
  MemoSolver<SingleDeleteNim> memo;
  std::vector<Position> opts;
  SingleDeleteNim::options(p, opts);
  std::vector<Grundy> values;
  for (const auto& o : opts) {
    RC_ASSERT(is_move(p, o));
    values.push_back(memo.grundy(o));
  }
  RC_ASSERT(memo.grundy(p) == mex(values));
  const bool has_p_option = std::find(values.begin(), values.end(), 0u) != values.end();
  RC_ASSERT((memo.grundy(p) == 0) == !has_p_option);
}

RC_GTEST_PROP(SingleDeleteNim, DenseOptionsAreTheRulesOptions, ()) {
  const Position p = *gen_position();
  const MultisetDomain d(static_cast<unsigned>(p.piles.size()), 12);
  std::vector<Piles> dense;
  d.options(to_piles(p), dense);
  std::vector<Position> rules;
  SingleDeleteNim::options(p, rules);
  std::vector<Position> a;
  for (const auto& o : dense) a.push_back(to_position(o));
  auto key = [](const Position& x, const Position& y) { return x.piles < y.piles; };
  std::sort(a.begin(), a.end(), key);
  a.erase(std::unique(a.begin(), a.end()), a.end());
  std::sort(rules.begin(), rules.end(), key);
  rules.erase(std::unique(rules.begin(), rules.end()), rules.end());
  RC_ASSERT(a == rules);
  for (const auto& o : dense) RC_ASSERT(d.rank(o) < d.rank(to_piles(p)));
}

RC_GTEST_PROP(SingleDeleteNim, ParsePrintRoundTrip, ()) {
  const Position p = *gen_position();
  RC_ASSERT(SingleDeleteNim::parse(SingleDeleteNim::print(p)) == p);
}

RC_GTEST_PROP(SingleDeleteNim, StructuredGeneratorHitsItsPattern, ()) {
  // With no near-miss flip, modes 0..4 build positions satisfying case 1..5 of the printed theorem.
  StructuredSpec s = *gen_structured_spec(21, 0, 4);
  s.flip = 0;
  const auto q = build_structured(s);
  for (auto v : q) RC_ASSERT(v >= 1u);
  RC_ASSERT(thm15_case(q) == s.mode + 1);
}

// Mask widths for the split table: the default, widening from tiny masks, and masks that stay too
// narrow for most values (nearly every position resolved option by option).
struct MaskSetting {
  unsigned first, max;
};
constexpr MaskSetting kMaskSettings[] = {{63, SplitGrundyTable::kMaxMaskBits}, {2, 5}, {1, 1}};

TEST(SingleDeleteNim, SplitTableAgreesWithDenseTable) {
  for (auto [n, m] : {std::pair{2u, 60u}, {3u, 24u}, {4u, 14u}, {5u, 9u}, {6u, 7u}}) {
    const MultisetDomain d(n, m);
    const DenseTable<MultisetDomain, std::uint16_t> dense(d);
    for (const MaskSetting ms : kMaskSettings) {
      const SplitGrundyTable t(n, m, ms.first, ms.max);
      ASSERT_EQ(t.size(), dense.size());
      for (std::uint64_t r = 0; r < t.size(); ++r)
        ASSERT_EQ(t.grundy_at(r), dense.grundy_at(r))
            << "n=" << n << " M=" << m << " masks " << ms.first << ".." << ms.max << " at "
            << SingleDeleteNim::print(to_position(d.unrank(r)));
      // The narrow settings must really take the option-by-option path (else this proves nothing).
      if (ms.max < 8 && n >= 3) {
        EXPECT_GT(t.direct_fills(), 0u) << n;
      }
      if (ms.first == 2 && t.max_value() > 5) {
        EXPECT_EQ(t.mask_bits(), 5u) << n;
      }
    }
  }
}

TEST(SingleDeleteNim, SplitTableGrowsToTheSameTable) {
  // Grown in steps (with masks that widen on the way) equals built at once, and the dense table.
  for (unsigned n : {2u, 3u, 4u, 5u}) {
    const std::uint32_t m = n == 2 ? 40 : n == 3 ? 20 : n == 4 ? 13 : 9;
    SplitGrundyTable grown(n, 1, 2, 63);
    for (std::uint32_t b : {2u, 3u, m / 2, m - 1, m - 1, m}) grown.grow(b);
    const SplitGrundyTable whole(n, m);
    const DenseTable<MultisetDomain, std::uint16_t> dense{MultisetDomain(n, m)};
    ASSERT_EQ(grown.size(), dense.size());
    ASSERT_EQ(grown.max_pile(), m);
    for (std::uint64_t r = 0; r < dense.size(); ++r) {
      ASSERT_EQ(grown.grundy_at(r), dense.grundy_at(r)) << n << " " << r;
      ASSERT_EQ(whole.grundy_at(r), dense.grundy_at(r)) << n << " " << r;
    }
  }
}

TEST(SingleDeleteNim, SplitTableIsMexOfOptionsPast63) {
  // Four-pile values first pass 63 at piles <= 60 (rank 593,719), so with the default settings
  // this table widens its masks to two words there. The local property G = mex of the options'
  // values (options from MultisetDomain, a generator written independently) is checked on every
  // position with largest pile 59..64: before, across and after the widening. The smaller tables
  // are checked whole against the dense table above.
  const std::uint32_t m = 64, from = 59;
  const SplitGrundyTable t(4, m);
  EXPECT_GT(t.max_value(), 63u);
  EXPECT_GT(t.mask_bits(), 63u);
  const MultisetDomain d(4, m);
  std::vector<Piles> opts;
  std::vector<Grundy> values;
  std::uint64_t checked = 0, above63 = 0;
  for (std::uint64_t r = multisets(4, from - 1); r < t.size(); ++r) {
    const Piles p = d.unrank(r);
    opts.clear();
    d.options(p, opts);
    values.clear();
    for (const auto& o : opts) values.push_back(t.grundy_at(d.rank(o)));
    ASSERT_EQ(t.grundy_at(r), mex(values)) << SingleDeleteNim::print(to_position(p));
    ASSERT_EQ(t.grundy(p.v.data(), 4), t.grundy_at(r));
    ++checked;
    above63 += t.grundy_at(r) > 63 ? 1 : 0;
  }
  EXPECT_EQ(checked, t.size() - multisets(4, from - 1));
  EXPECT_GT(above63, 0u);
}

RC_GTEST_PROP(SingleDeleteNim, SplitTableAgreesWithMemoSolver, ()) {
  const Position p = *gen_position();
  const auto n = static_cast<unsigned>(p.piles.size());
  const SplitGrundyTable t(n, static_cast<std::uint32_t>(p.piles.back()));
  const Piles q = to_piles(p);
  MemoSolver<SingleDeleteNim> memo;
  RC_ASSERT(t.grundy(q.v.data(), n) == memo.grundy(p));
}

TEST(SingleDeleteNim, GrundyStoreWidensAndGrowsWithoutTruncating) {
  GrundyStore<std::uint32_t> v;
  v.resize(4);
  v.set(0, 7);
  v.set(1, 255);
  EXPECT_EQ(v.width(), 1u);
  v.set(2, 300);
  EXPECT_EQ(v.width(), 2u);
  v.resize(6);
  v.set(5, 70000);
  EXPECT_EQ(v.width(), 4u);
  const Grundy want[] = {7, 255, 300, 0, 0, 70000};
  for (std::uint64_t i = 0; i < 6; ++i) EXPECT_EQ(v.get(i), want[i]) << i;
  GrundyStore<std::uint32_t> w;  // straight from one byte to four
  w.resize(2);
  w.set(0, 9);
  w.set(1, 1u << 20);
  EXPECT_EQ(w.width(), 4u);
  EXPECT_EQ(w.get(0), 9u);
  EXPECT_EQ(w.get(1), 1u << 20);
}

rc::Gen<Position> gen_batch_position() {
  // 2..10 piles (above kMaxDensePiles only the memo solver answers); piles up to 16 for at most 4
  // piles, up to 6 beyond, so the memo solver that checks every answer stays quick.
  return rc::gen::map(rc::gen::pair(rc::gen::inRange<std::size_t>(2, 11),
                                    rc::gen::container<std::vector<std::uint64_t>>(10, rc::gen::inRange<std::uint64_t>(1, 17))),
                      [](std::pair<std::size_t, std::vector<std::uint64_t>> nv) {
                        auto& v = nv.second;
                        v.resize(nv.first);
                        if (nv.first > 4)
                          for (auto& x : v) x = 1 + (x - 1) % 6;
                        return make_position(v);
                      });
}

RC_GTEST_PROP(SingleDeleteNim, BatchSolverAgreesWithMemoSolver, ()) {
  // Small limits, so a batch both grows tables and falls back to the memo solver.
  const auto batch = *rc::gen::container<std::vector<Position>>(gen_batch_position());
  BatchSolver solver(TableLimits{3000, std::uint64_t{1} << 20});
  MemoSolver<SingleDeleteNim> memo;
  for (const auto& p : batch) RC_ASSERT(solver.grundy(p) == memo.grundy(p));
  RC_ASSERT(solver.table_answers() + solver.memo_answers() == batch.size());
}

TEST(SingleDeleteNim, BatchSolverGrowsAndFallsBack) {
  BatchSolver solver(TableLimits{5000, std::uint64_t{1} << 20});
  MemoSolver<SingleDeleteNim> memo;
  // Rising piles: the 4-pile table grows (geometrically: fewer grows than new bounds).
  unsigned asked = 0;
  for (std::uint64_t m = 3; m <= 16; ++m, ++asked) {
    const Position p = make_position({1, 2, m - 1, m});
    ASSERT_EQ(solver.grundy(p), memo.grundy(p)) << m;
  }
  EXPECT_EQ(solver.memo_answers(), 0u);
  EXPECT_GT(solver.grows(), 1u);
  EXPECT_LT(solver.grows(), asked);
  const std::uint32_t m4 = solver.table(4)->max_pile();
  EXPECT_GE(m4, 16u);
  // Past the entry limit (C(M+3, 4) > 5000 from M = 18): the memo solver answers, the table stays.
  const Position big = make_position({3, 5, 7, 30});
  EXPECT_EQ(solver.grundy(big), memo.grundy(big));
  EXPECT_EQ(solver.memo_answers(), 1u);
  EXPECT_EQ(solver.table(4)->max_pile(), m4);
  // Nine piles: always the memo solver.
  const Position nine = make_position({1, 1, 1, 1, 1, 1, 1, 2, 3});
  EXPECT_EQ(solver.grundy(nine), memo.grundy(nine));
  EXPECT_EQ(solver.memo_answers(), 2u);
  EXPECT_EQ(solver.table(9), nullptr);
}

TEST(SingleDeleteNim, BatchSolverKeepsTheBudget) {
  // A table whose fill would exceed the budget is not built; the memo solver then refuses.
  BatchSolver solver;
  solver.set_budget(1000);
  EXPECT_THROW(solver.grundy(make_position({30, 30, 30, 30})), InputError);
  EXPECT_EQ(solver.table(4), nullptr);
  const Position small = make_position({1, 2, 3});  // fits the budget
  EXPECT_EQ(solver.grundy(small), MemoSolver<SingleDeleteNim>().grundy(small));
  EXPECT_EQ(solver.table_answers(), 1u);
  EXPECT_THROW(solver.grundy(make_position({1, 1000000000000})), InputError);
}

RC_GTEST_PROP(SingleDeleteNim, SolveSessionPrintsWhatTheMemoSessionPrints, ()) {
  // The registered session against the generic one, on the same batch: byte-identical answers.
  const auto batch = *rc::gen::container<std::vector<Position>>(gen_batch_position());
  const auto session = registry().game("single-delete-nim")->session();
  ImpartialSession<SingleDeleteNim> generic;
  for (const auto& p : batch) {
    // Piles in descending order: both must print the sorted position.
    std::string text;
    for (auto it = p.piles.rbegin(); it != p.piles.rend(); ++it) text += (text.empty() ? "" : ",") + std::to_string(*it);
    const Solved a = session->solve(text), b = generic.solve(text);
    RC_ASSERT(a.position == b.position);
    RC_ASSERT(a.value == b.value);
    RC_ASSERT(a.outcome == b.outcome);
  }
}

TEST(SingleDeleteNim, RulesAtTheEdges) {
  MemoSolver<SingleDeleteNim> memo;
  EXPECT_EQ(memo.grundy(SingleDeleteNim::parse("1,1")), 0u);
  EXPECT_EQ(memo.grundy(SingleDeleteNim::parse("1,1,1,1")), 0u);
  EXPECT_NE(memo.grundy(SingleDeleteNim::parse("1,2")), 0u);
  EXPECT_EQ(SingleDeleteNim::parse("40,15,14,12"), SingleDeleteNim::parse("12,14,15,40"));
  EXPECT_EQ(memo.grundy(SingleDeleteNim::parse("12,14,15,40")), 0u);  // the minimal counterexample to Theorem 1.5
}

TEST(SingleDeleteNim, BadInput) {
  for (const char* bad : {"", "1", "0,1", "-1,2", "1,,2", "a,b", "99999999999999999999,1", "5000000000000000000,1"})
    EXPECT_THROW(SingleDeleteNim::parse(bad), InputError) << bad;
}

}  // namespace
}  // namespace cgcheck::sdn

// The positions a work item is said to hold (progress counts them ahead) are the positions its
// walk visits, and the items together hold every position.
TEST(SingleDeleteNim, ItemPositionsAreTheVisitedOnes) {
  for (unsigned n : {2u, 3u, 4u, 5u}) {
    const auto dom = cgcheck::sdn::positions(n);
    std::uint64_t total = 0;
    for (const auto d : dom.items(14)) {
      std::uint64_t visited = 0;
      dom.each_in(14, d, [&](const cgcheck::sdn::Ranked&) { ++visited; });
      EXPECT_EQ(dom.item_positions(14, d), visited) << n << " piles, largest " << d;
      total += visited;
    }
    EXPECT_EQ(total, cgcheck::sdn::multisets(n, 14));
  }
}
