// The short-game engine against known facts of combinatorial game theory (Siegel, "Combinatorial Game
// Theory"; Albert–Nowakowski–Wolfe, "Lessons in Play") and against the algebra every game obeys.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <functional>
#include <map>
#include <set>

#include "cgt/game.hpp"
#include "cgt/generators.hpp"

namespace cgcheck::cgt {
namespace {

TEST(Cgt, TwentyTwoValuesBornByDayTwo) {
  Arena a;
  const auto games = all_games(a, 2);
  EXPECT_EQ(games.size(), 256u);
  std::set<GameId> values;
  for (GameId g : games) values.insert(a.canon(g));
  EXPECT_EQ(values.size(), 22u);
  std::set<GameId> day1;
  for (GameId g : all_games(a, 1)) day1.insert(a.canon(g));
  EXPECT_EQ(day1.size(), 4u);  // 0, 1, -1, *
  // Distinct canonical forms are pairwise unequal, and each is its own canonical form.
  for (GameId x : values) {
    EXPECT_EQ(a.canon(x), x);
    for (GameId y : values) {
      if (x != y) {
        EXPECT_FALSE(a.eq(x, y));
      }
    }
  }
}

// canonical_games: the canonical forms born by day b, built from antichains of the day before; the
// counts 1, 4, 22, 1474 are the known numbers of games born by days 0-3.
TEST(Cgt, CanonicalFormsBornByDayThree) {
  Arena a;
  EXPECT_EQ(canonical_games(a, 1).size(), 4u);
  const auto day2 = canonical_games(a, 2);
  EXPECT_EQ(day2.size(), 22u);
  std::set<GameId> two(day2.begin(), day2.end());
  for (GameId g : all_games(a, 2)) EXPECT_TRUE(two.count(a.canon(g)));  // the literal forms' values, a second way
  const auto day3 = canonical_games(a, 3);
  EXPECT_EQ(day3.size(), 1474u);
  std::set<GameId> three(day3.begin(), day3.end());
  EXPECT_EQ(three.size(), 1474u);
  for (GameId g : day3) {
    EXPECT_EQ(a.canon(g), g);
    EXPECT_LE(a.birthday(g), 3u);
  }
  for (GameId g : day2) EXPECT_TRUE(three.count(g));
}

TEST(Cgt, NimberSumIsXor) {
  Arena a;
  for (std::uint32_t x = 0; x < 8; ++x)
    for (std::uint32_t y = 0; y < 8; ++y) EXPECT_EQ(a.add(a.nimber(x), a.nimber(y)), a.canon(a.nimber(x ^ y))) << x << " " << y;
}

TEST(Cgt, UpsAndStars) {
  Arena a;
  const GameId up = a.up(), st = a.star();
  const GameId dup_star = a.add(a.add(up, up), st);
  EXPECT_EQ(a.outcome(dup_star), Outcome::L);  // ⇑* > 0
  EXPECT_EQ(to_string(a, dup_star), "^^*");
  EXPECT_EQ(a.outcome(a.add(up, st)), Outcome::N);  // ↑* || 0
  EXPECT_EQ(a.outcome(st), Outcome::N);
  EXPECT_EQ(a.outcome(up), Outcome::L);
  EXPECT_EQ(a.add(st, st), a.zero());
  // ↑* = {0,* | 0} in canonical form.
  EXPECT_EQ(a.add(up, st), a.make({a.zero(), st}, {a.zero()}));
  // ↑^2 ("up-second") is positive and less than ↑; 5·↑^2 < ↑.
  EXPECT_TRUE(a.lt(a.zero(), a.up_nth(2)));
  EXPECT_TRUE(a.lt(a.multiple(a.up_nth(2), 5), up));
  EXPECT_EQ(a.canon(a.up_nth_literal(2)), a.up_nth(2));
  EXPECT_EQ(a.canon(a.up_nth_literal(3)), a.up_nth(3));
  EXPECT_EQ(a.up_nth(1), up);
}

TEST(Cgt, NumberArithmetic) {
  Arena a;
  for (std::int64_t p = -12; p <= 12; ++p)
    for (std::int64_t q = -12; q <= 12; ++q) {
      const Dyadic x = Dyadic::make(p, 2), y = Dyadic::make(q, 3);
      EXPECT_EQ(a.add(a.number(x), a.number(y)), a.canon(a.number(x + y)));
      EXPECT_EQ(a.le(a.number(x), a.number(y)), x <= y);
      EXPECT_EQ(*a.number_value(a.number(x)), x);
      EXPECT_TRUE(a.is_number(a.number(x)));
    }
  // Literal forms are already canonical (Definition 6).
  EXPECT_EQ(a.canon(a.number(Dyadic::make(3, 1))), a.number(Dyadic::make(3, 1)));
  EXPECT_EQ(a.canon(a.integer(-4)), a.integer(-4));
  EXPECT_EQ(*a.number_value(a.make({a.integer(-1)}, {a.integer(1)})), Dyadic{});
  EXPECT_EQ(*a.number_value(a.make({a.integer(1)}, {a.integer(4)})), Dyadic::integer(2));
  EXPECT_EQ(*a.number_value(a.make({a.integer(-3)}, {})), Dyadic{});
  EXPECT_EQ(*a.number_value(a.make({a.integer(1)}, {a.number(Dyadic::make(3, 1))})), Dyadic::integer(1) + Dyadic::make(1, 2));
}

TEST(Cgt, DyadicArithmeticIsExactOrRefused) {
  // 8 + 1/2^60 once wrapped to a negative number (outcome L); now it is refused before overflow.
  const Dyadic tiny = Dyadic::make(1, 60);
  EXPECT_THROW((void)(Dyadic::integer(8) + tiny), InputError);
  EXPECT_THROW((void)Dyadic::make(1, Dyadic::kMaxExp + 1), InputError);
  EXPECT_THROW((void)Dyadic::integer(Dyadic::kNumLimit), InputError);
  EXPECT_THROW((void)Dyadic::integer(Dyadic::kNumLimit - 1).times(2), InputError);
  EXPECT_THROW((void)Dyadic::make(1, Dyadic::kMaxExp).halved(), InputError);
  // Inside the range: exact, as 128-bit arithmetic computes it.
  EXPECT_EQ(Dyadic::integer(3) + tiny, Dyadic::make((Int128{3} << 60) + 1, 60));
  EXPECT_EQ(Dyadic::make(1, 62) + Dyadic::make(1, 62), Dyadic::make(1, 61));
  EXPECT_EQ(Dyadic::integer(Dyadic::kNumLimit - 1) - Dyadic::integer(Dyadic::kNumLimit - 1), Dyadic{});
  EXPECT_LT(Dyadic::make(-1, 62), Dyadic{});
  Arena a;
  // The sum of two numbers out of range is refused, not built move by move or wrapped.
  EXPECT_THROW(a.add(a.integer(8), a.number(tiny)), InputError);
  EXPECT_EQ(a.add(a.integer(2), a.number(tiny)), a.canon(a.number(Dyadic::integer(2) + tiny)));
}

TEST(Cgt, NumberTranslationAddsWithoutWalkingTheNumber) {
  // x + H = {H^L + x | H^R + x} for H not a number: the sum of a large integer and ^ walks ^'s
  // options, not the integer's followers, and equals the sum computed the long way on small cases.
  Arena a;
  const GameId up = a.up(), star = a.star();
  for (std::int64_t n = -6; n <= 6; ++n)
    for (const GameId h : {up, star, a.add(up, star), a.make({a.integer(2)}, {a.integer(-1)})}) {
      const GameId x = a.integer(n);
      const GameId literal = a.canon(a.sum(x, h));  // the literal sum, canonicalised
      EXPECT_EQ(a.add(x, h), literal) << n;
      EXPECT_EQ(a.add(h, x), literal) << n;
      const GameId half = a.number(Dyadic::make(2 * n + 1, 1));
      EXPECT_EQ(a.add(half, h), a.canon(a.sum(half, h))) << n;
    }
  const GameId big = a.integer(10'000);
  a.set_budget(1'000);  // the long way takes 10,000 levels of options of the integer
  const GameId sum = a.add(big, up);
  a.set_budget(UINT64_MAX);
  EXPECT_EQ(a.left_stop(sum), Dyadic::integer(10'000));
  EXPECT_EQ(a.right_stop(sum), Dyadic::integer(10'000));
  EXPECT_TRUE(a.eq(a.add(sum, a.neg(big)), up));
}

TEST(Cgt, TheArenaHoldsItsMemoryLimit) {
  Arena a;
  a.set_memory_limit(std::uint64_t{8} << 20);
  EXPECT_THROW(a.nimber(4000), OverBudget);  // about 8 million option entries
  a.set_memory_limit(UINT64_MAX);
  EXPECT_EQ(a.add(a.nimber(3), a.nimber(5)), a.nimber(6));  // still usable
  EXPECT_GT(a.bytes(), std::uint64_t{0});
}

TEST(Cgt, Printing) {
  Arena a;
  EXPECT_EQ(to_string(a, a.zero()), "0");
  EXPECT_EQ(to_string(a, a.integer(3)), "3");
  EXPECT_EQ(to_string(a, a.number(Dyadic::make(-3, 1))), "-3/2");
  EXPECT_EQ(to_string(a, a.star()), "*");
  EXPECT_EQ(to_string(a, a.nimber(3)), "*3");
  EXPECT_EQ(to_string(a, a.up()), "^");
  EXPECT_EQ(to_string(a, a.neg(a.up())), "v");
  EXPECT_EQ(to_string(a, a.add(a.up(), a.star())), "^*");
  EXPECT_EQ(to_string(a, a.add(a.integer(1), a.star())), "1*");
  EXPECT_EQ(to_string(a, a.make({a.integer(1)}, {a.integer(-1)})), "+-1");
  EXPECT_EQ(to_string(a, a.multiple(a.neg(a.up()), 3)), "v3");
}

TEST(Cgt, MisereOutcomes) {
  Arena a;
  EXPECT_EQ(a.misere_outcome(a.zero()), Outcome::N);  // the player to move cannot, and wins
  EXPECT_EQ(a.misere_outcome(a.star()), Outcome::P);
  EXPECT_EQ(a.misere_outcome(a.integer(1)), Outcome::R);  // Left must move to 0, then Right wins
  EXPECT_EQ(a.misere_outcome(a.nimber(2)), Outcome::N);
}

TEST(Cgt, DicoticAndNumbers) {
  Arena a;
  EXPECT_TRUE(a.dicotic(a.zero()));
  EXPECT_TRUE(a.dicotic(a.star()));
  EXPECT_TRUE(a.dicotic(a.up()));
  EXPECT_FALSE(a.dicotic(a.integer(1)));
  EXPECT_FALSE(a.dicotic(a.make({a.zero()}, {a.integer(1)})));  // {0|1} = 1/2, option 1 not dicotic
  EXPECT_FALSE(a.is_number(a.star()));
  EXPECT_TRUE(a.is_number(a.make({a.star()}, {a.star()})));  // {*|*} = 0
}

// The comparison with a number takes the number avoidance theorem's shortcut (it never walks the
// number's options); a plain recursion over both games' options, written here, must agree: every
// canonical game born by day 3 against numbers with denominators up to 8, both ways.
TEST(Cgt, ComparisonsWithNumbersAgreeWithThePlainRecursion) {
  Arena a;
  std::map<std::pair<GameId, GameId>, bool> memo;
  const std::function<bool(GameId, GameId)> plain = [&](GameId g, GameId h) -> bool {
    if (auto it = memo.find({g, h}); it != memo.end()) return it->second;
    bool r = true;
    for (GameId gl : std::vector<GameId>(a.left(g))) r = r && !plain(h, gl);
    for (GameId hr : std::vector<GameId>(a.right(h))) r = r && !plain(hr, g);
    return memo[{g, h}] = r;
  };
  std::vector<GameId> numbers;
  for (std::int64_t p = -24; p <= 24; ++p) numbers.push_back(a.number(Dyadic::make(p, 3)));
  std::size_t compared = 0;
  for (const GameId g : canonical_games(a, 3))
    for (const GameId x : numbers) {
      EXPECT_EQ(a.le(g, x), plain(g, x)) << to_string(a, g) << " <= " << to_string(a, x);
      EXPECT_EQ(a.le(x, g), plain(x, g)) << to_string(a, x) << " <= " << to_string(a, g);
      ++compared;
    }
  EXPECT_GT(compared, 1000u);
  // Numbers' birthdays are computed, not walked: the same as the recursion over the literal form.
  const std::function<std::uint64_t(GameId)> born = [&](GameId g) -> std::uint64_t {
    std::uint64_t b = 0;
    for (GameId o : std::vector<GameId>(a.left(g))) b = std::max(b, born(o) + 1);
    for (GameId o : std::vector<GameId>(a.right(g))) b = std::max(b, born(o) + 1);
    return b;
  };
  for (const GameId x : numbers) EXPECT_EQ(a.birthday(x), born(x)) << to_string(a, x);
}

// An integer past kEagerInteger is one game holding its value; its option is made when asked for.
// Walked down by left()/right(), it is the same chain of literal forms as the small integers (each
// step's option has the value one nearer 0, made from its option by make() it is the same game),
// and its misère outcome, known without the walk, is the plain recursion's over that chain.
TEST(Cgt, LargeIntegersAreTheirChainOfLiteralFormsMadeOnDemand) {
  Arena a;
  const std::int64_t k = Arena::kEagerInteger;
  std::map<GameId, std::uint8_t> memo;  // bit0: Left moving first wins, bit1: Right moving first
  const std::function<std::uint8_t(GameId)> misere = [&](GameId g) -> std::uint8_t {
    if (auto it = memo.find(g); it != memo.end()) return it->second;
    const std::vector<GameId> l = a.left(g), r = a.right(g);
    bool lw = l.empty(), rw = r.empty();
    for (GameId x : l) lw = lw || !(misere(x) & 2);
    for (GameId x : r) rw = rw || !(misere(x) & 1);
    return memo[g] = static_cast<std::uint8_t>((lw ? 1 : 0) | (rw ? 2 : 0));
  };
  for (const std::int64_t sign : {1, -1})
    for (std::int64_t n = k - 3; n <= k + 4; ++n) {
      const std::int64_t v = sign * n;
      const GameId g = a.integer(v);
      EXPECT_EQ(*a.number_value(g), Dyadic::integer(v));
      const std::vector<GameId> near = sign > 0 ? a.left(g) : a.right(g), far = sign > 0 ? a.right(g) : a.left(g);
      ASSERT_EQ(near.size(), 1u) << v;
      EXPECT_TRUE(far.empty()) << v;
      EXPECT_EQ(near[0], a.integer(v - sign)) << v;
      EXPECT_EQ(sign > 0 ? a.make({near[0]}, {}) : a.make({}, {near[0]}), g) << v;
      EXPECT_EQ(a.make({}, {}), a.zero());
      EXPECT_EQ(a.birthday(g), static_cast<std::uint64_t>(n));
      const std::uint8_t plain = misere(g);
      EXPECT_EQ(a.misere_outcome(g), plain == 2 ? Outcome::R : plain == 1 ? Outcome::L : Outcome::N) << v;
    }
  // CGSuite's own test value (CanonicalShortGameTestCase.scala): a number, added and compared as one.
  const std::int64_t big = 1'823'437'481'924;
  const std::size_t before = a.size();
  const GameId x = a.integer(-big), up = a.up(), star = a.star();
  EXPECT_EQ(to_string(a, x), "-1823437481924");
  EXPECT_EQ(a.neg(x), a.integer(big));
  EXPECT_EQ(a.add(x, a.neg(x)), a.zero());
  EXPECT_EQ(a.add(x, a.integer(1)), a.integer(1 - big));
  EXPECT_TRUE(a.lt(x, a.integer(1 - big)));
  EXPECT_TRUE(a.lt(x, star));
  EXPECT_EQ(a.outcome(x), Outcome::R);
  EXPECT_EQ(a.misere_outcome(x), Outcome::L);  // as CGSuite's test gives
  EXPECT_EQ(a.birthday(x), static_cast<std::uint64_t>(big));
  const GameId xu = a.add(x, up);
  EXPECT_EQ(to_string(a, xu), "-1823437481924^");
  EXPECT_EQ(a.left_stop(xu), Dyadic::integer(-big));
  EXPECT_TRUE(a.eq(a.add(xu, a.integer(big)), up));
  const GameId half = a.number(Dyadic::make(2 * big + 1, 1));
  EXPECT_EQ(to_string(a, half), "3646874963849/2");
  EXPECT_TRUE(a.lt(a.integer(big), half) && a.lt(half, a.integer(big + 1)));
  EXPECT_EQ(a.right(x), std::vector<GameId>{a.integer(1 - big)});  // one step of the chain, on demand
  EXPECT_LT(a.size() - before, 100u);
  // Walked down by left(), a large integer's games are made outside make(): the index still grows
  // to hold them all (it grew by one doubling and its probe then never ended).
  for (GameId g = a.integer(20'000); g != a.integer(k);) g = a.left(g)[0];
  const GameId nim = a.nimber(40);
  EXPECT_EQ(a.make({}, {}), a.zero());
  EXPECT_EQ(a.add(nim, nim), a.zero());
  EXPECT_EQ(a.make({a.integer(19'999)}, {}), a.integer(20'000));
  // The misère outcome of a literal form deeper than kMaxWalk is refused (a large integer's own is
  // known without the walk, above).
  EXPECT_THROW(a.misere_outcome(a.make({a.integer(20'000)}, {a.integer(-20'000)})), InputError);
  // Past Dyadic's exact range: refused.
  EXPECT_THROW(a.integer(Dyadic::kNumLimit), InputError);
  EXPECT_THROW(a.add(a.integer(Dyadic::kNumLimit - 1), a.integer(1)), InputError);
}

RC_GTEST_PROP(Cgt, GMinusGIsZero, ()) {
  Arena a;
  const GameId g = build(a, *gen_game(3));
  RC_ASSERT(a.add(g, a.neg(g)) == a.zero());
  RC_ASSERT(a.eq(a.sum(g, a.neg(g)), a.zero()));
}

RC_GTEST_PROP(Cgt, SumIsCommutativeAndAssociative, ()) {
  Arena a;
  const GameId g = build(a, *gen_game(3)), h = build(a, *gen_game(2)), j = build(a, *gen_game(2));
  RC_ASSERT(a.sum(g, h) == a.sum(h, g));
  RC_ASSERT(a.add(g, h) == a.add(h, g));
  RC_ASSERT(a.add(a.add(g, h), j) == a.add(g, a.add(h, j)));
  RC_ASSERT(a.canon(a.sum(a.sum(g, h), j)) == a.add(g, a.add(h, j)));
}

RC_GTEST_PROP(Cgt, CanonicalFormIsIdempotentAndEqual, ()) {
  Arena a;
  const GameId g = build(a, *gen_game(3));
  const GameId c = a.canon(g);
  RC_ASSERT(a.canon(c) == c);
  RC_ASSERT(a.eq(g, c));
  RC_ASSERT(a.outcome(g) == a.outcome(c));
  RC_ASSERT(a.birthday(c) <= a.birthday(g));
}

RC_GTEST_PROP(Cgt, ComparisonAgreesWithCanonicalForms, ()) {
  Arena a;
  const GameId g = build(a, *gen_game(3)), h = build(a, *gen_game(3));
  RC_ASSERT(a.le(g, h) == a.le(a.canon(g), a.canon(h)));
  RC_ASSERT(a.eq(g, h) == (a.canon(g) == a.canon(h)));
  // G <= H iff H - G >= 0.
  RC_ASSERT(a.le(g, h) == a.le(a.zero(), a.sum(h, a.neg(g))));
}

RC_GTEST_PROP(Cgt, OutcomeFromOptions, ()) {
  // Left moving first wins iff some G^L >= 0; Right moving first wins iff some G^R <= 0.
  Arena a;
  const GameId g = build(a, *gen_game(3));
  bool lf = false, rf = false;
  for (GameId x : a.left(g)) lf = lf || a.le(a.zero(), x);
  for (GameId x : a.right(g)) rf = rf || a.le(x, a.zero());
  const Outcome o = lf && rf ? Outcome::N : lf ? Outcome::L : rf ? Outcome::R : Outcome::P;
  RC_ASSERT(a.outcome(g) == o);
}

RC_GTEST_PROP(Cgt, DicoticGamesAreInfinitesimal, ()) {
  Arena a;
  const GameId g = build(a, *gen_dicotic(3));
  RC_ASSERT(a.dicotic(g));
  RC_ASSERT(a.lt(g, a.number(Dyadic::make(1, 4))));
  RC_ASSERT(a.lt(a.number(Dyadic::make(-1, 4)), g));
}

}  // namespace
}  // namespace cgcheck::cgt
