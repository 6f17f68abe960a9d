// Sliding coins: the generic memo solver against the dense table (and the four-coin game against its
// dense table), local properties of Grundy values, the two encodings of Definition 3.1 against each
// other, parsing and printing.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <set>

#include "claims/registry.hpp"
#include "core/dense_table.hpp"
#include "core/error.hpp"
#include "core/memo_solver.hpp"
#include "papers/sliding_coins/formulas.hpp"
#include "games/sliding_coins/domains.hpp"
#include "games/sliding_coins/sliding_coins.hpp"

namespace cgcheck::sliding_coins {
namespace {

rc::Gen<Position> gen_position(std::uint32_t max_y) {
  return rc::gen::mapcat(rc::gen::inRange<std::uint32_t>(1, max_y + 1), [](std::uint32_t y) {
    return rc::gen::map(rc::gen::inRange<std::uint32_t>(0, y), [y](std::uint32_t x) { return Position::two(x, y); });
  });
}

const StrapTable& table200() {
  static const StrapTable t{StrapDomain(200)};
  return t;
}

TEST(SlidingCoins, DenseTableAgreesWithMemoSolverForEveryPositionUpToY200) {
  const StrapTable& t = table200();
  const StrapDomain& d = t.domain();
  MemoSolver<SlidingCoins> memo;
  ASSERT_EQ(d.size(), 1u + 200u * 201u / 2u);
  for (std::uint64_t r = 0; r < d.size(); ++r) {
    const Position p = d.unrank(r);
    ASSERT_EQ(d.rank(p), r);
    ASSERT_EQ(t.grundy_at(r), memo.grundy(p)) << print(p);
  }
}

TEST(SlidingCoins, OverStrapsAreTerminalUnderTheDefaultReading) {
  MemoSolver<SlidingCoins> memo;
  EXPECT_EQ(memo.grundy(Position::none()), 0u);
  EXPECT_EQ(memo.grundy(Position::one(0)), 0u);
  EXPECT_EQ(memo.grundy(Position::one(7)), 0u);
}

TEST(SlidingCoins, SmallValuesByHand) {
  // (0,1): options are pushing a coin off (value 0) only, so 1. (0,2): options (0,1) = 1 and 0, so 2.
  // (1,2): left coin to 0 gives (0,2) = 2; push to square 1 gives (0,1) = 1; off gives 0: value 3.
  MemoSolver<SlidingCoins> memo;
  EXPECT_EQ(memo.grundy(parse("0,1")), 1u);
  EXPECT_EQ(memo.grundy(parse("0,2")), 2u);
  EXPECT_EQ(memo.grundy(parse("1,2")), 3u);
}

TEST(SlidingCoins, FourCoinDenseTableAgreesWithMemoSolver) {
  const FourDomain d(16);
  DenseTable<FourDomain, std::uint16_t> t(d);
  MemoSolver<FourCoins> memo;
  for (std::uint64_t r = 0; r < d.size(); ++r) {
    const FourPosition p = d.unrank(r);
    ASSERT_EQ(d.rank(p), r);
    ASSERT_EQ(t.grundy_at(r), memo.grundy(p)) << FourCoins::print(p);
  }
}

RC_GTEST_PROP(SlidingCoins, GrundyIsMexOfOptionsEveryReading, ()) {
  const Position p = *gen_position(40);
  auto check = [&]<Rules R>() {
    MemoSolver<Game<R>> memo;
    std::vector<Position> opts;
    Game<R>::options(p, opts);
    std::vector<Grundy> values;
    for (const auto& o : opts) values.push_back(memo.grundy(o));
    RC_ASSERT(memo.grundy(p) == mex(values));
    // A P-position has no P option; an N-position has one.
    const bool has_p_option = std::find(values.begin(), values.end(), 0u) != values.end();
    RC_ASSERT((memo.grundy(p) == 0) == !has_p_option);
  };
  check.template operator()<kVariants[0]>();
  check.template operator()<kVariants[2]>();
  check.template operator()<kVariants[4]>();
  check.template operator()<kVariants[8]>();
}

RC_GTEST_PROP(SlidingCoins, EveryMoveLowersTheDenseRank, ()) {
  const Position p = *gen_position(200);
  const StrapDomain d(200);
  std::vector<Position> opts;
  SlidingCoins::options(p, opts);
  for (const auto& o : opts) RC_ASSERT(d.rank(o) < d.rank(p));
  // The domain's own moves reach the same values as the game's (over straps all count as rank 0).
  std::vector<Position> dopts;
  d.options(p, dopts);
  std::set<std::uint64_t> a, b;
  for (const auto& o : opts) a.insert(d.rank(o));
  for (const auto& o : dopts) b.insert(d.rank(o));
  RC_ASSERT(a == b);
}

RC_GTEST_PROP(SlidingCoins, MembershipTestAndEnumerationOfDefinition31Agree, ()) {
  const auto n = *rc::gen::inRange<formula::i64>(1, 400);
  const auto j = *rc::gen::inRange(1, 4);
  std::set<std::pair<formula::i64, formula::i64>> listed;
  formula::for_each_in_G(n, j, 700, [&](formula::i64 x, formula::i64 y) {
    RC_ASSERT(formula::in_G(n, j, x, y));
    listed.insert({x, y});
  });
  for (formula::i64 y = 1; y <= 700; ++y)
    for (formula::i64 x = 0; x < y; ++x) RC_ASSERT(formula::in_G(n, j, x, y) == listed.contains({x, y}));
}

RC_GTEST_PROP(SlidingCoins, MembersFindsEverySetContainingThePosition, ()) {
  const Position p = *gen_position(300);
  const auto ms = formula::members(p.x, p.y);
  for (formula::i64 n = 0; n <= 2 * formula::i64{p.y} + 4; ++n)
    for (int j = 1; j <= 3; ++j) {
      bool listed = false;
      for (int i = 0; i < ms.count; ++i) listed = listed || (ms.m[i].n == n && ms.m[i].j == j);
      RC_ASSERT(formula::in_G(n, j, p.x, p.y) == listed);
    }
}

RC_GTEST_PROP(SlidingCoins, ParsePrintRoundTrip, ()) {
  const Position p = *gen_position(100000);
  RC_ASSERT(parse(print(p)) == p);
}

TEST(SlidingCoins, ExplorationNamesOnlyTheDefaultReadingAsAgreeing) {
  const PaperEntry* paper = nullptr;
  for (const auto& p : registry().papers())
    if (p.report_name == "sliding-coins") paper = &p;
  ASSERT_NE(paper, nullptr);
  Workspace tables;
  RunContext ctx(RunOptions{}, tables);
  const std::string md = paper->exploration(ctx);  // the exploration phase calls the same function
  for (const Rules r : kVariants) {
    const auto row = md.find("| `" + variant_name(r) + "`");
    ASSERT_NE(row, std::string::npos) << variant_name(r);
    const std::string line = md.substr(row, md.find('\n', row) - row);
    EXPECT_EQ(line.find("**yes**") != std::string::npos, r == kDefault) << line;
  }
  if (std::getenv("SLIDING_COINS_PRINT")) std::puts(md.c_str());
}

TEST(SlidingCoins, BadInput) {
  for (const char* bad : {"3", "3,3", "5,2", "-1,4", "1,-4", "1,2,3", "", "a,b", "1,", ",1", "1;2", "99999999999,99999999999"})
    EXPECT_THROW(parse(bad), InputError) << bad;
  for (const char* bad : {"1,2", "1,2;3", "1,2;3,3", "x;1,2", "1,2;off;off"}) EXPECT_THROW(FourCoins::parse(bad), InputError) << bad;
  EXPECT_EQ(FourCoins::print(FourCoins::parse("off;0,3")), "off;0,3");
}

}  // namespace
}  // namespace cgcheck::sliding_coins
