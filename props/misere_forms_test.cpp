// Misère canonical forms (cgt/misere_form.hpp) against CGSuite's own test values, and against a
// second computation that knows no canonical form: misère outcomes of sums played out over the
// literal game trees, and the genus of core/misere.hpp.
//
// CGSuite's values: A. N. Siegel, CGSuite, github.com/aaron-siegel/cgsuite,
// lib/core/src/test/scala/org/cgsuite/lang/MisereCanonicalGameTestCase.scala (every case: the form,
// birthday, genus, the phyla, mate, nim values, outcome, options), EvalTest.scala (the *[...]
// operator), GameTest.scala (MisereMinus), GameHeapTest.scala (Grundy's game at 22) and
// GameGridTest.scala (the Cram board .........|##.######).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "cgt/misere_form.hpp"
#include "cli_run.hpp"
#include "core/error.hpp"
#include "core/misere.hpp"

namespace cgcheck::cgt {
namespace {

struct Case {
  const char* typed;
  const char* printed;
  unsigned birthday;
  const char* genus;
  bool even, generally_restive, generally_tame, half_tame, nim_heap, restive, restless, tame, tameable;
  const char* mate;
  unsigned misere_nim_value;
  char outcome;
  unsigned nim_value;
  std::vector<const char*> options;
};

// MisereCanonicalGameTestCase.scala, in its order (its "*[[2],0]" case appears twice there).
const std::vector<Case> kCases = {
    {"*[0]", "*[0]", 0, "0", true, false, true, false, true, false, false, true, true, "*[1]", 1, 'N', 0, {}},
    {"*[1]", "*[1]", 1, "1", false, false, true, false, true, false, false, true, true, "*[0]", 0, 'P', 1, {"*[0]"}},
    {"*[2]", "*[2]", 2, "2", true, false, true, false, true, false, false, true, true, "*[2]", 2, 'N', 2,
     {"*[0]", "*[1]"}},
    {"*[[2]]", "*[2#]", 3, "0^0", true, false, true, false, false, false, false, true, true, "*[2#]", 0, 'P', 0,
     {"*[2]"}},
    {"*[[[2]]]", "*[2##]", 4, "1^1", true, false, true, false, false, false, false, true, true, "*[2##]", 1, 'N', 1,
     {"*[2#]"}},
    {"*[2]+*[2]", "*[2[2]]", 4, "0^0", true, false, true, false, false, false, false, true, true, "*[2[2]]", 0, 'P', 0,
     {"*[2]", "*[3]"}},
    {"*[[*[2]+*[[2]]]]", "*[2[#2#]]", 6, "0^0", true, false, true, false, false, false, false, true, true,
     "*[2[#2#]]", 0, 'P', 0, {"*[2[#2]]"}},
    {"*[[2],0]", "*[2#0]", 4, "1^2", true, true, false, true, false, true, false, false, false, "*[2#1]", 2, 'N', 1,
     {"*[0]", "*[2#]"}},
    {"*[[2],1]", "*[2#1]", 4, "2^1420", true, false, false, false, false, false, true, false, false, "*[2#0]", 1, 'N',
     2, {"*[1]", "*[2#]"}},
    {"*[[*[4]+*[2]]]", "*[4[2#]]", 7, "0^0", true, false, true, false, false, false, false, true, true, "*[4[2#]]", 0,
     'P', 0, {"*[4[2]]"}},
    {"*[[[2]],[[2],1]]", "*[(2#1)2##]", 5, "0^0", true, false, true, false, false, false, false, false, true,
     "*[(2#0)2##]", 0, 'P', 0, {"*[2##]", "*[2#1]"}},
    {"*[[[2]],[[[2],0],0,1]]", "*[((2#0)10)2##]", 6, "0^0", true, false, true, false, false, false, false, false, true,
     "*[((2#1)10)2##]", 0, 'P', 0, {"*[2##]", "*[(2#0)10]"}},
    {"*[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]", "*[((2#0)2[#1]2#)(2#1)[1]]", 6, "0^120", true, false, false, false,
     false, false, false, false, true, "*[((2#1)2[#1]2#)(2#0)[1]]", 1, 'N', 0,
     {"*[(2#1)[1]]", "*[(2#0)2[#1]2#]"}},
    {"*[[[2],2,0],[[2],3],1]", "*[(2#20)2[#1]1]", 5, "0^2", true, true, false, true, false, false, false, false, false,
     "*[(2#21)2[#1]0]", 2, 'N', 0, {"*[1]", "*[2[#1]]", "*[2#20]"}},
};

TEST(MisereForms, CgsuiteTestCases) {
  for (const Case& c : kCases) {
    SCOPED_TRACE(c.typed);
    MisereArena a;
    const MisereId g = parse_misere_value(a, c.typed);
    EXPECT_EQ(a.to_string(g), c.printed);
    EXPECT_EQ(a.birthday(g), c.birthday);
    EXPECT_EQ(a.genus(g).text(), c.genus);
    EXPECT_EQ(a.even(g), c.even);
    EXPECT_EQ(a.generally_restive(g), c.generally_restive);
    EXPECT_EQ(a.generally_tame(g), c.generally_tame);
    // Half-tame (MisereCanonicalGameOps.isHalfTame): not generally tame, and G + G is generally tame
    // of genus 0^0.
    const MisereId twice = a.add(g, g);
    EXPECT_EQ(!a.generally_tame(g) && a.generally_tame(twice) && a.nim_value(twice) == 0 &&
                  a.misere_nim_value(twice) == 0,
              c.half_tame);
    EXPECT_EQ(a.is_nim_heap(g), c.nim_heap);
    EXPECT_EQ(a.restive(g), c.restive);
    EXPECT_EQ(a.restless(g), c.restless);
    EXPECT_EQ(a.tame(g), c.tame);
    EXPECT_EQ(a.tameable(g), c.tameable);
    EXPECT_EQ(a.to_string(a.mate(g)), c.mate);
    EXPECT_EQ(a.misere_nim_value(g), c.misere_nim_value);
    EXPECT_EQ(a.p_position(g) ? 'P' : 'N', c.outcome);
    EXPECT_EQ(a.nim_value(g), c.nim_value);
    std::vector<std::string> opts;
    for (MisereId o : a.options(g)) opts.push_back(a.to_string(o));
    EXPECT_EQ(opts, std::vector<std::string>(c.options.begin(), c.options.end()));
    // The printed form reads back to the same form.
    EXPECT_EQ(parse_misere_value(a, a.to_string(g)), g);
  }
}

TEST(MisereForms, CgsuiteEvalAndMinus) {
  MisereArena a;
  // EvalTest.scala: the *[...] operator.
  EXPECT_EQ(a.to_string(parse_misere_value(a, "*[3]")), "*[3]");
  EXPECT_EQ(a.to_string(parse_misere_value(a, "*[[2],0]")), "*[2#0]");
  // GameTest.scala: *[[[2]]] MisereMinus *[[2]] and *[[[2]]] MisereMinus *[[4]].
  const auto d = a.subtract(parse_misere_value(a, "*[[[2]]]"), parse_misere_value(a, "*[[2]]"));
  ASSERT_TRUE(d.has_value());
  EXPECT_EQ(a.to_string(*d), "*[2[##-2]0]");
  EXPECT_FALSE(a.subtract(parse_misere_value(a, "*[[[2]]]"), parse_misere_value(a, "*[[4]]")).has_value());
  // and the difference is one: adding back gives the game.
  EXPECT_EQ(a.add(*d, parse_misere_value(a, "*[[2]]")), parse_misere_value(a, "*[[[2]]]"));
}

// ---- the second computation: literal game trees, played out ----

// Literal impartial games, hash-consed by their sorted option lists.
struct Literal {
  std::vector<std::vector<int>> opts;
  std::map<std::vector<int>, int> ids;
  int make(std::vector<int> o) {
    std::sort(o.begin(), o.end());
    o.erase(std::unique(o.begin(), o.end()), o.end());
    auto [it, added] = ids.try_emplace(o, static_cast<int>(opts.size()));
    if (added) opts.push_back(o);
    return it->second;
  }
  // Misère: the player who cannot move wins. The sum is a multiset of literal games; a move replaces
  // one of them by one of its options.
  std::map<std::vector<int>, bool> memo;
  bool next_wins(std::vector<int> sum) {
    std::sort(sum.begin(), sum.end());
    if (auto it = memo.find(sum); it != memo.end()) return it->second;
    bool any_move = false, wins = false;
    for (std::size_t i = 0; i < sum.size() && !wins; ++i) {
      if (i > 0 && sum[i] == sum[i - 1]) continue;
      for (int o : opts[static_cast<std::size_t>(sum[i])]) {
        any_move = true;
        auto next = sum;
        next[i] = o;
        if (!next_wins(next)) {
          wins = true;
          break;
        }
      }
    }
    const bool r = !any_move || wins;
    memo.emplace(sum, r);
    return r;
  }
  MisereId form(MisereArena& a, int g, std::map<int, MisereId>& done) {
    if (auto it = done.find(g); it != done.end()) return it->second;
    std::vector<MisereId> o;
    for (int x : opts[static_cast<std::size_t>(g)]) o.push_back(form(a, x, done));
    return done[g] = a.make(o);
  }
};

// The games born by day 3 (all 16 literal forms on the four of day 2), and random ones of day 4 and 5.
std::vector<int> test_games(Literal& lit) {
  std::vector<int> day2;
  const int z = lit.make({}), s = lit.make({z});
  for (int m = 0; m < 4; ++m) {
    std::vector<int> o;
    if (m & 1) o.push_back(z);
    if (m & 2) o.push_back(s);
    day2.push_back(lit.make(o));
  }
  std::vector<int> games;
  for (int m = 0; m < 16; ++m) {
    std::vector<int> o;
    for (int i = 0; i < 4; ++i)
      if (m & (1 << i)) o.push_back(day2[static_cast<std::size_t>(i)]);
    games.push_back(lit.make(o));
  }
  std::mt19937 rng(47);
  for (int day = 4; day <= 5; ++day) {
    const std::vector<int> below = games;
    for (int k = 0; k < 40; ++k) {
      std::vector<int> o;
      const int n = 1 + static_cast<int>(rng() % 4);
      for (int i = 0; i < n; ++i) o.push_back(below[rng() % below.size()]);
      games.push_back(lit.make(o));
    }
  }
  std::sort(games.begin(), games.end());
  games.erase(std::unique(games.begin(), games.end()), games.end());
  return games;
}

TEST(MisereForms, SameFormSameOutcomeInEverySum) {
  Literal lit;
  const auto games = test_games(lit);
  MisereArena a;
  std::map<int, MisereId> done;
  std::vector<MisereId> forms;
  for (int g : games) forms.push_back(lit.form(a, g, done));
  // The nim heaps 0..3 and the games of day 3 as the other summands.
  std::vector<int> others(games.begin(), games.begin() + 16);
  int prev = lit.make({});
  for (int k = 1; k <= 3; ++k) {
    std::vector<int> o{prev};
    for (int x : lit.opts[static_cast<std::size_t>(prev)]) o.push_back(x);
    prev = lit.make(o);
    others.push_back(prev);
  }
  std::size_t equal_pairs = 0, distinct_pairs = 0;
  for (std::size_t i = 0; i < games.size(); ++i) {
    // The outcome read off the form is the outcome played out, alone and in each sum; the form of
    // the sum is the sum of the forms.
    EXPECT_EQ(a.p_position(forms[i]), !lit.next_wins({games[i]}));
    for (int x : others) {
      const MisereId fx = lit.form(a, x, done);
      const MisereId sum = a.add(forms[i], fx);
      EXPECT_EQ(a.p_position(sum), !lit.next_wins({games[i], x})) << a.to_string(forms[i]) << " + " << a.to_string(fx);
    }
    for (std::size_t j = i + 1; j < games.size(); ++j) {
      if (forms[i] != forms[j]) {
        ++distinct_pairs;
        continue;
      }
      ++equal_pairs;
      for (int x : others)
        for (int y : others)
          ASSERT_EQ(lit.next_wins({games[i], x, y}), lit.next_wins({games[j], x, y}))
              << a.to_string(forms[i]) << " with " << x << ", " << y;
    }
  }
  // The test compares something: both kinds of pairs occur.
  EXPECT_GT(equal_pairs, 20u);
  EXPECT_GT(distinct_pairs, 100u);
}

TEST(MisereForms, FormOfSumIsSumOfForms) {
  Literal lit;
  const auto games = test_games(lit);
  MisereArena a;
  std::map<int, MisereId> done;
  for (std::size_t i = 0; i < 30; ++i)
    for (std::size_t j = 0; j < 30; ++j) {
      // The literal sum, built as a literal tree, then simplified.
      std::map<std::pair<int, int>, int> memo;
      std::function<int(int, int)> sum = [&](int g, int h) {
        if (auto it = memo.find({g, h}); it != memo.end()) return it->second;
        std::vector<int> o;
        for (int x : lit.opts[static_cast<std::size_t>(g)]) o.push_back(sum(x, h));
        for (int y : lit.opts[static_cast<std::size_t>(h)]) o.push_back(sum(g, y));
        return memo[{g, h}] = lit.make(o);
      };
      const int gh = sum(games[i], games[j]);
      EXPECT_EQ(lit.form(a, gh, done), a.add(lit.form(a, games[i], done), lit.form(a, games[j], done)));
    }
}

TEST(MisereForms, GenusAgreesWithCoreGenus) {
  Literal lit;
  const auto games = test_games(lit);
  MisereArena a;
  std::map<int, MisereId> done;
  // core/misere.hpp's genus, from the literal options.
  std::map<int, Genus> core;
  std::function<const Genus&(int)> genus = [&](int g) -> const Genus& {
    if (auto it = core.find(g); it != core.end()) return it->second;
    std::vector<Genus> og;
    for (int x : lit.opts[static_cast<std::size_t>(g)]) og.push_back(genus(x));
    std::vector<const Genus*> ptrs;
    for (const auto& x : og) ptrs.push_back(&x);
    return core[g] = og.empty() ? Genus::zero() : Genus::of_options(ptrs);
  };
  for (int g : games) {
    const MisereId f = lit.form(a, g, done);
    const MisereGenus& mg = a.genus(f);
    const Genus& cg = genus(g);
    EXPECT_EQ(mg.base, cg.base) << a.to_string(f);
    for (std::size_t i = 0; i < 12; ++i) EXPECT_EQ(mg.digit(i), cg.digit(i)) << a.to_string(f) << " term " << i;
    EXPECT_EQ(a.misere_nim_value(f), cg.misere());
    EXPECT_EQ(a.nim_value(f), cg.base);
  }
}

TEST(MisereForms, HostileInputIsRefused) {
  MisereArena a;
  a.set_budget(2'000'000);
  for (const char* bad : {"", "*", "*[", "*[2", "*[2]]", "*[2,]", "*[[2]", "*[x]", "*[2#-9]", "*[(2)]",
                          "*[99999999999999999999]", "*[1001]", "*[&12]", "2", "*[2]+", "*[2[2]"}) {
    SCOPED_TRACE(bad);
    EXPECT_THROW(parse_misere_value(a, bad), InputError);
  }
  // Deep nesting and long chains are refused, not a crash.
  EXPECT_THROW(parse_misere_value(a, "*[" + std::string(100000, '[') + std::string(100000, ']') + "]"), InputError);
  EXPECT_THROW(parse_misere_value(a, "*[2" + std::string(5000, '#') + "]"), InputError);
  // A large sum runs out of the budget.
  MisereArena b;
  b.set_budget(200);
  EXPECT_THROW(parse_misere_value(b, "*[[2],1]+*[[2],1]+*[[2],1]+*[[2],1]+*[[2],1]+*[[2],1]+*[[2],1]+*[[2],0]"),
               InputError);
}

// The command: misère canonical forms of positions of a built-in game and of a game file, made from
// their options (GameHeapTest.scala: Grundy's game at 22; GameGridTest.scala: the Cram board).
TEST(MisereForms, CgsuiteGamePositions) {
  using cgcheck_test::one_line;
  using cgcheck_test::run;
  const auto g = run("solve grundys-game 22 --play misere --show canonical");
  ASSERT_EQ(g.code, 0) << g.err;
  EXPECT_EQ(g.out,
            "22\t1\tN\t3^1431\t*[(((2[2]21)[2](2[2]21)20)(2[2]21)3)((2[2]21)[2](2[2]21)20)(2[2]21)[1]2[2]1]\n");
  const auto c = run("solve " + std::string(CGCHECK_SOURCE_DIR) +
                     "/examples/games/cram.lua '.........|##.######' --play misere --show canonical,genus,tame,"
                     "restive,restless,misere_nim_value,nim_value");
  ASSERT_EQ(c.code, 0) << c.err;
  EXPECT_EQ(c.out, "######.##|.........\t1\tN\t4^146\t*[2[2]321]\t4^146\tfalse\tfalse\ttrue\t1\t4\n");
  // The typed value reads to the same form, and misere-value prints it with its outcome and genus.
  const auto v = run("solve misere-value '*[2[2]321]' '*[[2],1]' '*[2]+*[2]'");
  ASSERT_EQ(v.code, 0) << v.err;
  EXPECT_EQ(v.out, "*[2[2]321]\t*[2[2]321]\tN\t4^146\n*[[2],1]\t*[2#1]\tN\t2^1420\n*[2]+*[2]\t*[2[2]]\tP\t0^0\n");
  // A partizan game and an unknown column are refused on one line.
  const auto p = run("solve misere-value '*[2]' --play misere --show thermograph");
  EXPECT_EQ(p.code, 2);
  EXPECT_TRUE(one_line(p.err)) << p.err;
  const auto bad = run("solve misere-value '*[[[[2]' ");
  EXPECT_EQ(bad.code, 2);
  EXPECT_TRUE(one_line(bad.err)) << bad.err;
}

}  // namespace
}  // namespace cgcheck::cgt
