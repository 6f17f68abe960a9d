// Single-delete Nim: the three computations (memo solver, generic dense Grundy table, bit-packed
// P/N table) against each other and against the local properties of Grundy values; ranking,
// parsing, and the structured generators.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>

#include "core/dense_table.hpp"
#include "core/error.hpp"
#include "core/memo_solver.hpp"
#include "games/single_delete_nim/formulas.hpp"
#include "games/single_delete_nim/generators.hpp"
#include "games/single_delete_nim/single_delete_nim.hpp"

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
    const PnTable t(n, m);
    MemoSolver<SingleDeleteNim> memo;
    ASSERT_EQ(d.size(), t.size());
    for (std::uint64_t r = 0; r < d.size(); ++r) {
      const Piles p = d.unrank(r);
      ASSERT_EQ(d.rank(p), r);
      const Grundy gm = memo.grundy(to_position(p));
      ASSERT_EQ(g.grundy_at(r), gm) << SingleDeleteNim::print(to_position(p));
      ASSERT_EQ(t.p_at(r), gm == 0) << SingleDeleteNim::print(to_position(p));
    }
  }
}

TEST(SingleDeleteNim, PnTableIsAPrefixAcrossBounds) {
  const PnTable small(4, 20), large(4, 33);
  for (std::uint64_t r = 0; r < small.size(); ++r) ASSERT_EQ(small.p_at(r), large.p_at(r)) << r;
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
