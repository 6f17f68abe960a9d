// Inset games paper (003_4be60c0abf18f07e.txt): the memo solver against the dense table for all three
// games, the local properties of Grundy values, the hook-length second computation of φ_n, parsing,
// and the two's-complement arithmetic on Z (N, (a|b), animating functions) with its own properties.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <set>
#include <tuple>
#include <vector>

#include "core/dense_table.hpp"
#include "core/error.hpp"
#include "core/memo_solver.hpp"
#include "games/inset/arith.hpp"
#include "papers/inset/formulas.hpp"
#include "games/inset/inset.hpp"

namespace cgcheck::inset {
namespace {

using Table = DenseTable<SetDomain, std::uint16_t>;

Set gen_small_set(std::size_t lo, std::size_t hi, std::int64_t below, bool odd = false) {
  const auto n0 = *rc::gen::inRange(lo, hi + 1);
  const std::size_t n = odd && n0 % 2 == 0 ? n0 + 1 : n0;
  // Draw n values, then replace repeats by the smallest unused values: a fixed number of draws, so
  // shrinking (which may shrink every draw to 0) cannot loop.
  const auto v = *rc::gen::container<std::vector<std::int64_t>>(n, rc::gen::inRange<std::int64_t>(0, below));
  std::set<std::int64_t> s(v.begin(), v.end());
  for (std::int64_t y = 0; s.size() < n; ++y) s.insert(y);
  return {s.begin(), s.end()};
}

// ---- Solvers: dense table == memo solver on every position of a domain ----

TEST(SatoWelter, DenseTableAgreesWithMemoSolver) {
  const SetDomain d(Rules::sato_welter, 14, {1, 2, 3, 4});
  const Table t(d);
  MemoSolver<SatoWelter> memo;
  for (std::uint64_t r = 0; r < d.size(); ++r) {
    const Mask m = d.unrank(r);
    ASSERT_EQ(d.rank(m), r);
    ASSERT_EQ(t.grundy_at(r), memo.grundy(to_set(m))) << print_set(to_set(m));
  }
}

TEST(TurningTurtles, DenseTableAgreesWithMemoSolver) {
  const SetDomain d(Rules::turning_turtles, 12, {1, 3, 5, 7, 9, 11});
  const Table t(d);
  MemoSolver<TurningTurtles> memo;
  for (std::uint64_t r = 0; r < d.size(); ++r) {
    const Mask m = d.unrank(r);
    ASSERT_EQ(d.rank(m), r);
    ASSERT_EQ(t.grundy_at(r), memo.grundy(to_set(m))) << print_set(to_set(m));
  }
}

TEST(Inset, DenseTableAgreesWithMemoSolver) {
  for (int N = 2; N <= 6; ++N) {
    const SetDomain d(Rules::inset, 13, {1, N}, N);
    const Table t(d);
    MemoSolver<Inset> memo;
    for (std::uint64_t r = 0; r < d.size(); ++r) {
      const Mask m = d.unrank(r);
      ASSERT_EQ(d.rank(m), r);
      ASSERT_EQ(t.grundy_at(r), memo.grundy(InsetPosition{to_set(m), N})) << print_set(to_set(m)) << " N=" << N;
    }
  }
}

TEST(SetDomain, OrderIsSumThenSizeAndMovesLowerTheRank) {
  const SetDomain d(Rules::inset, 10, {1, 2}, 2);
  std::vector<Mask> opts;
  for (std::uint64_t r = 1; r < d.size(); ++r) {
    const Set a = to_set(d.unrank(r - 1)), b = to_set(d.unrank(r));
    ASSERT_LE(std::make_pair(sum(a), a.size()), std::make_pair(sum(b), b.size()));
  }
  // {0,5} -> {5} keeps the sum: the size breaks the tie.
  EXPECT_LT(d.rank(to_mask({5})), d.rank(to_mask({0, 5})));
  EXPECT_EQ(d.size(), SetDomain::count(10, {1, 2}));
}

// The rank order, stated once (for_each_set_in_rank_order: the tables' ranks and the hunts'
// listing), is every set of the sizes asked, sorted by (sum, size, colexicographic), each once:
// against all subsets sorted, below 12 with every size, and below 70 (past the bit masks) with a
// few; the dense domain ranks its sets in that order.
TEST(SetDomain, RankOrderIsEverySetBySumSizeAndColex) {
  auto key = [](const Set& x) { return std::tuple{sum(x), x.size(), Set(x.rbegin(), x.rend())}; };
  auto listed = [](std::int64_t M, const std::vector<int>& sizes) {
    std::vector<Set> out;
    for_each_set_in_rank_order(M, sizes, [&](const std::int64_t* e, int k, std::int64_t) { out.emplace_back(e, e + k); });
    return out;
  };
  for (std::int64_t M = 0; M <= 12; ++M) {
    std::vector<int> sizes;
    for (int k = 0; k <= M + 1; ++k) sizes.push_back(k);
    std::vector<Set> all;
    for (Mask m = 0; m < (Mask{1} << M); ++m) all.push_back(to_set(m));
    std::sort(all.begin(), all.end(), [&](const Set& a, const Set& b) { return key(a) < key(b); });
    EXPECT_EQ(listed(M, sizes), all) << M;
  }
  std::vector<Set> few;
  for (std::int64_t a = 0; a < 70; ++a) {
    few.push_back({a});
    for (std::int64_t b = a + 1; b < 70; ++b) {
      few.push_back({a, b});
      for (std::int64_t c = b + 1; c < 70; ++c) few.push_back({a, b, c});
    }
  }
  std::sort(few.begin(), few.end(), [&](const Set& a, const Set& b) { return key(a) < key(b); });
  EXPECT_EQ(listed(70, {3, 1, 2}), few);
  const SetDomain d(Rules::turning_turtles, 13, odd_sizes(13));
  const auto sets = listed(13, odd_sizes(13));
  ASSERT_EQ(d.size(), sets.size());
  for (std::uint64_t r = 0; r < d.size(); ++r) {
    ASSERT_EQ(to_set(d.unrank(r)), sets[r]) << r;
    ASSERT_EQ(d.rank(d.unrank(r)), r);
  }
}

// The ranks the domain computes for a set's options by running sums are the ranks of its options,
// ranked one by one (the fill reads only the former).
TEST(SetDomain, OptionRanksAreTheOptionsRanked) {
  for (auto [rules, sizes, N] : {std::tuple{Rules::sato_welter, std::vector<int>{1, 2, 3, 4, 5}, 0},
                                 std::tuple{Rules::turning_turtles, std::vector<int>{1, 3, 5, 7}, 0},
                                 std::tuple{Rules::inset, std::vector<int>{1, 4}, 4}}) {
    const SetDomain d(rules, 13, sizes, N);
    for (std::uint64_t r = 0; r < d.size(); ++r) {
      std::vector<Mask> opts;
      d.options(d.unrank(r), opts);
      std::vector<std::uint64_t> one_by_one, fast;
      for (const Mask o : opts) one_by_one.push_back(d.rank(o));
      d.option_ranks(d.unrank(r), fast);
      std::sort(one_by_one.begin(), one_by_one.end());
      std::sort(fast.begin(), fast.end());
      ASSERT_EQ(fast, one_by_one) << print_set(to_set(d.unrank(r)));
    }
  }
}

TEST(SetDomain, BitmaskOptionsEqualVectorOptions) {
  for (auto [rules, sizes, N] : {std::tuple{Rules::sato_welter, std::vector<int>{1, 2, 3}, 0},
                                 std::tuple{Rules::turning_turtles, std::vector<int>{1, 3, 5}, 0},
                                 std::tuple{Rules::inset, std::vector<int>{1, 4}, 4}}) {
    const SetDomain d(rules, 11, sizes, N);
    for (std::uint64_t r = 0; r < d.size(); ++r) {
      std::vector<Mask> bm;
      d.options(d.unrank(r), bm);
      std::vector<Set> a, b;
      for (auto m : bm) a.push_back(to_set(m));
      const Set x = to_set(d.unrank(r));
      if (rules == Rules::sato_welter) SatoWelter::options(x, b);
      if (rules == Rules::turning_turtles) TurningTurtles::options(x, b);
      if (rules == Rules::inset) {
        std::vector<InsetPosition> ip;
        Inset::options(InsetPosition{x, N}, ip);
        for (auto& p : ip) b.push_back(p.x);
      }
      std::sort(a.begin(), a.end());
      std::sort(b.begin(), b.end());
      ASSERT_EQ(a, b) << print_set(x);
    }
  }
}

// ---- Local properties of the memo solver ----

template <class G>
void check_local(const typename G::Position& p) {
  MemoSolver<G> memo;
  std::vector<typename G::Position> opts;
  G::options(p, opts);
  std::vector<Grundy> values;
  for (const auto& o : opts) values.push_back(memo.grundy(o));
  RC_ASSERT(memo.grundy(p) == mex(values));
  const bool has_p_option = std::find(values.begin(), values.end(), 0u) != values.end();
  RC_ASSERT((memo.grundy(p) == 0) == !has_p_option);
}

RC_GTEST_PROP(SatoWelter, GrundyIsMexOfOptions, ()) { check_local<SatoWelter>(gen_small_set(1, 4, 16)); }
RC_GTEST_PROP(TurningTurtles, GrundyIsMexOfOptions, ()) { check_local<TurningTurtles>(gen_small_set(1, 5, 14, true)); }
RC_GTEST_PROP(Inset, GrundyIsMexOfOptions, ()) {
  const int N = *rc::gen::inRange(2, 6);
  const bool single = *rc::gen::inRange(0, 4) == 0;
  check_local<Inset>(InsetPosition{gen_small_set(single ? 1 : static_cast<std::size_t>(N),
                                                 single ? 1 : static_cast<std::size_t>(N), 14),
                                   N});
}

// ---- Second computation of φ_n: hook lengths of the Young diagram (Remark 3.3) ----

RC_GTEST_PROP(SatoWelter, HookLengthFormEqualsPhi, ()) {
  const Set x = gen_small_set(1, 7, 200);
  RC_ASSERT(phi_hook(x) == phi(x));
}

TEST(SatoWelter, HookLengthFormEqualsSolver) {
  MemoSolver<SatoWelter> memo;
  const SetDomain d(Rules::sato_welter, 12, {1, 2, 3});
  for (std::uint64_t r = 0; r < d.size(); ++r) {
    const Set x = to_set(d.unrank(r));
    ASSERT_EQ(phi_hook(x), static_cast<std::int64_t>(memo.grundy(x))) << print_set(x);
  }
}

// ---- Parsing ----

TEST(InsetGames, ParseAndPrint) {
  EXPECT_EQ(SatoWelter::parse("5, 3"), (Set{3, 5}));
  EXPECT_EQ(SatoWelter::print(SatoWelter::parse("5,3")), "3,5");
  EXPECT_EQ(TurningTurtles::parse("5,2,3"), (Set{2, 3, 5}));
  EXPECT_EQ(Inset::parse("1,2,4,5;N=4"), (InsetPosition{{1, 2, 4, 5}, 4}));
  EXPECT_EQ(Inset::parse("5;N=4"), (InsetPosition{{5}, 4}));
  EXPECT_EQ(Inset::print(Inset::parse("5,4,2,1;N=4")), "1,2,4,5;N=4");
}

TEST(InsetGames, BadInput) {
  for (const char* bad : {"3,3", "-1,2", "1,,2", "a", "1.5", "99999999999999999999"})
    EXPECT_THROW(SatoWelter::parse(bad), InputError) << bad;
  EXPECT_EQ(SatoWelter::parse(""), Set{});  // the empty set is a position (no move)
  for (const char* bad : {"1,2", "", "1,1,2", "-3"}) EXPECT_THROW(TurningTurtles::parse(bad), InputError) << bad;
  for (const char* bad : {"1,2", "1,2;N=1", "1;N=0", "1;N=-3", "1,2,3;N=2", "1,2;N=4", "1,1;N=2", "-1;N=2",
                          "1;M=2", "1;N=2;N=3", "1;N=x"})
    EXPECT_THROW(Inset::parse(bad), InputError) << bad;
}

RC_GTEST_PROP(InsetGames, ParsePrintRoundTrip, ()) {
  const Set x = gen_small_set(1, 6, 1000);
  RC_ASSERT(SatoWelter::parse(SatoWelter::print(x)) == x);
  const int N = static_cast<int>(x.size()) < 2 ? 2 : static_cast<int>(x.size());
  const InsetPosition p{x, N};
  RC_ASSERT(Inset::parse(Inset::print(p)) == p);
}

TEST(InsetGames, RulesAtTheEdges) {
  MemoSolver<SatoWelter> sw;
  EXPECT_EQ(sw.grundy({0, 1, 2}), 0u);  // terminal {0,...,n-1}
  EXPECT_EQ(sw.grundy({7}), 7u);        // one ball is one Nim heap
  MemoSolver<TurningTurtles> tt;
  EXPECT_EQ(tt.grundy({0}), 0u);        // terminal {0}
  std::vector<Set> o;
  TurningTurtles::options({5}, o);
  EXPECT_EQ(o.size(), 5u);              // deleting one element is not a move
  MemoSolver<Inset> in;
  std::vector<InsetPosition> io;
  Inset::options(InsetPosition{{0, 5}, 2}, io);
  EXPECT_NE(std::find(io.begin(), io.end(), InsetPosition{{5}, 2}), io.end());  // {0,5} -> {5}
}

// ---- Two's-complement arithmetic on Z ----

rc::Gen<std::int64_t> gen_z() {
  return rc::gen::oneOf(rc::gen::inRange<std::int64_t>(-(std::int64_t{1} << 60), std::int64_t{1} << 60),
                        rc::gen::inRange<std::int64_t>(-40, 41));
}

TEST(Arith, SmallValues) {
  EXPECT_EQ(nimN(0), -1);
  EXPECT_EQ(nimN(1), 1);
  EXPECT_EQ(nimN(12), 7);   // 12 = 4 * 3: 2^3 - 1
  EXPECT_EQ(nimN(-12), 7);  // [...110100]
  EXPECT_EQ(bar(3, 5), 3);
  EXPECT_EQ(-1 ^ 11, -12);  // (-1) ⊕ a = -a - 1
}

RC_GTEST_PROP(Arith, NIsOnesBelowTheLowestSetBit, ()) {
  const std::int64_t a = *gen_z();
  RC_PRE(a != 0);
  // Independent of nimN: counted bit by bit.
  int t = 0;
  while (((a >> t) & 1) == 0) ++t;
  RC_ASSERT(nimN(a) == (std::int64_t{1} << (t + 1)) - 1);
}

RC_GTEST_PROP(Arith, BarIsSymmetricAndTranslationInvariant, ()) {
  const std::int64_t a = *gen_z(), b = *gen_z(), c = *gen_z();
  RC_ASSERT(bar(a, b) == bar(b, a));
  RC_ASSERT(bar(a, b) == bar(a + c, b + c));
  RC_ASSERT(bar(a, b) == nimN(a - b));
  RC_ASSERT((bar(a, b) < 0) == (a == b));
}

RC_GTEST_PROP(Arith, AnimatingInverseAndComposition, ()) {
  const auto alpha = *rc::gen::container<std::vector<std::int64_t>>(rc::gen::inRange<std::int64_t>(-1000, 1000));
  const Animating f{alpha, *rc::gen::inRange<std::int64_t>(-1000, 1000)};
  const Animating g{*rc::gen::container<std::vector<std::int64_t>>(rc::gen::inRange<std::int64_t>(-50, 50)),
                    *rc::gen::inRange<std::int64_t>(-50, 50)};
  const std::int64_t x = *gen_z() >> 8;
  const Animating fi = inverse_by_lemma_2_8(f);
  RC_ASSERT(fi(f(x)) == x);
  RC_ASSERT(f(fi(x)) == x);
  RC_ASSERT(compose(f, g)(x) == f(g(x)));
  const std::int64_t b = *rc::gen::inRange<std::int64_t>(-300, 300);
  RC_ASSERT(add_map(b)(x) == x + b);
  RC_ASSERT(xor_map(b)(x) == (x ^ b));
}

TEST(Arith, AnimatingIsABijectionOnAWindow) {
  // f maps Z/2^k to itself bijectively for every k (a 2-adic isometry): check on residues mod 2^10.
  const Animating f{{3, -7, 12, 100}, 5};
  std::set<std::int64_t> seen;
  for (std::int64_t x = 0; x < 1024; ++x) seen.insert(f(x) & 1023);
  EXPECT_EQ(seen.size(), 1024u);
}

RC_GTEST_PROP(Arith, PreimagesFindEverySolution, ()) {
  const Animating f{*rc::gen::container<std::vector<std::int64_t>>(rc::gen::inRange<std::int64_t>(-64, 64)),
                    *rc::gen::inRange<std::int64_t>(-64, 64)};
  const std::int64_t x = *rc::gen::inRange<std::int64_t>(-100000, 100000);
  const auto ys = preimages([&](std::int64_t y) { return f(y); }, f(x));
  RC_ASSERT(ys.size() == 1u);
  RC_ASSERT(ys[0] == x);
}

TEST(Arith, PreimagesOfANonInjectiveMap) {
  // y -> y & ~1 is causal but 2-to-1: both preimages are found.
  const auto ys = preimages([](std::int64_t y) { return y & ~std::int64_t{1}; }, 10);
  EXPECT_EQ(std::set<std::int64_t>(ys.begin(), ys.end()), (std::set<std::int64_t>{10, 11}));
}

// ---- The formulas' large-position counting agrees with brute force at small positions ----

RC_GTEST_PROP(Inset, FormulaValueOfMovedElementIsFoundByPreimages, ()) {
  const int N = *rc::gen::inRange(2, 6);
  const Set x = gen_small_set(static_cast<std::size_t>(N), static_cast<std::size_t>(N), 40);
  const std::int64_t h = *rc::gen::inRange<std::int64_t>(0, 64);
  // Brute force: options of value h among the Sato–Welter moves.
  std::vector<Set> opts;
  sato_welter_moves(x, opts);
  std::uint64_t brute = 0;
  for (const auto& o : opts) brute += phi_N1(o, N) == h;
  std::uint64_t fast = 0;
  for (std::size_t i = 0; i < x.size(); ++i) {
    std::vector<std::int64_t> v = x;
    for (auto y : preimages([&](std::int64_t yy) { v[i] = yy; return phi_N1(v, N); }, h))
      if (y >= 0 && y < x[i] && !std::binary_search(x.begin(), x.end(), y)) ++fast;
  }
  RC_ASSERT(fast == brute);
}

}  // namespace
}  // namespace cgcheck::inset
