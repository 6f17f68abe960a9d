// Nim with a pass: the two solvers against each other and against the local properties of Grundy
// values; parsing and printing.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>

#include "core/dense_table.hpp"
#include "core/error.hpp"
#include "core/memo_solver.hpp"
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
  for (const char* bad : {"0", "-1", "1,,2", "a", "1;pass=2", "1;pass=0;x", "99999999999", "1;foo"})
    EXPECT_THROW(NimPass::parse(bad), InputError) << bad;
}

}  // namespace
}  // namespace cgcheck::nim_pass
