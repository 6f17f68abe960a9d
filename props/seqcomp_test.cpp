// Sequential compounds: the literal compound against an independent computation of the chain's
// positions (a second, direct game-tree builder from the rule "move in the leftmost component where
// you have an option"), the solver's local properties, parsing and the paper's quoted values.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <map>

#include "cgt/game.hpp"
#include "cgt/generators.hpp"
#include "core/error.hpp"
#include "papers/seqcomp/formulas.hpp"
#include "games/seqcomp/domains.hpp"
#include "games/seqcomp/seqcomp.hpp"

namespace cgcheck::seqcomp {
namespace {

rc::Gen<Chain> gen_chain() {
  return rc::gen::map(rc::gen::container<std::vector<int>>(rc::gen::inRange(0, 8)), [](std::vector<int> codes) {
    if (codes.size() > 10) codes.resize(10);
    Chain c;
    for (int k : codes) c.push_back(k == 0 ? num(0) : k == 1 ? star() : num(k % 2 == 0 ? k / 2 : -(k / 2)));
    return c;
  });
}

// Second computation: the chain position as (components, first component replaced by a game in play),
// options generated straight from the rule of Section 2.2 (move in the leftmost component where the
// mover has an option; components to its left are discarded). Components are integers and stars,
// whose options are known: n > 0 has Left option n-1, n < 0 Right option n+1, * has 0 for both.
struct Direct {
  Arena& a;
  std::map<std::string, GameId> memo;  // keyed by the printed chain
  GameId build(const Chain& c) {
    if (auto it = memo.find(print_chain(c)); it != memo.end()) return it->second;
    std::vector<GameId> l, r;
    for (int side = 0; side < 2; ++side) {
      for (std::size_t i = 0; i < c.size(); ++i) {
        const Token& t = c[i];
        std::vector<Token> moves;
        if (t.star) moves.push_back(num(0));
        else if (side == 0 && t.n > 0) moves.push_back(num(t.n - 1));
        else if (side == 1 && t.n < 0) moves.push_back(num(t.n + 1));
        if (moves.empty()) continue;
        for (const Token& m : moves) {
          Chain rest{m};
          rest.insert(rest.end(), c.begin() + static_cast<std::ptrdiff_t>(i) + 1, c.end());
          (side == 0 ? l : r).push_back(build(rest));
        }
        break;  // only the leftmost component where this player can move
      }
    }
    const GameId g = a.make(l, r);
    memo.emplace(print_chain(c), g);
    return g;
  }
};

RC_GTEST_PROP(Seqcomp, CompoundMatchesDirectGameTree, ()) {
  const Chain c = *gen_chain();
  Arena a;
  Compounds comp(a);
  Direct d{a, {}};
  // Literal identity up to 0-components: the direct tree keeps "0" components, whose literal game is
  // {|}; Lemma 3 (i) makes them vanish in the compound. Compare canonical values and outcomes.
  RC_ASSERT(a.canon(comp.chain(c)) == a.canon(d.build(c)));
}

RC_GTEST_PROP(Seqcomp, OutcomeFromOptionsOfTheCompound, ()) {
  const Chain c = *gen_chain();
  Arena a;
  Compounds comp(a);
  const GameId g = comp.chain(c);
  bool lf = false, rf = false;
  for (GameId x : a.left(g)) lf = lf || a.le(0, x);
  for (GameId x : a.right(g)) rf = rf || a.le(x, 0);
  const Outcome o = lf && rf ? Outcome::N : lf ? Outcome::L : rf ? Outcome::R : Outcome::P;
  RC_ASSERT(a.outcome(g) == o);
}

RC_GTEST_PROP(Seqcomp, ParsePrintRoundTrip, ()) {
  const Chain c = *gen_chain();
  RC_ASSERT(parse_chain(print_chain(c)) == c);
}

RC_GTEST_PROP(Seqcomp, NegationOfAChainIsTheNegatedChain, ()) {
  Chain c = *gen_chain();
  Arena a;
  Compounds comp(a);
  const GameId g = comp.chain(c);
  for (auto& t : c)
    if (!t.star) t.n = -t.n;
  RC_ASSERT(a.neg(g) == comp.chain(c));
}

RC_GTEST_PROP(Seqcomp, UptimalPrintParseRoundTrip, ()) {
  Uptimal u;
  u.x = cgt::Dyadic::make(*rc::gen::inRange<std::int64_t>(-40, 40), *rc::gen::inRange(0, 4));
  u.star = *rc::gen::inRange(0, 2);
  u.b = *rc::gen::container<std::vector<std::int64_t>>(rc::gen::inRange<std::int64_t>(-12, 12));
  u.normalize();
  RC_ASSERT(parse_uptimal(print_uptimal(u)) == u);
}

TEST(Seqcomp, QuotedValues) {
  Arena a;
  Compounds comp(a);
  auto v = [&](const char* s) { return cgt::to_string(a, comp.chain(parse_chain(s))); };
  EXPECT_EQ(v("1,*"), "v");
  EXPECT_EQ(v("-1,1"), "1/2");
  EXPECT_EQ(v("*,*"), "0");
  EXPECT_EQ(v("*,*,*"), "*");
  EXPECT_EQ(v("-1,*,*"), "v");
  EXPECT_EQ(v("3"), "3");
  EXPECT_EQ(v(""), "0");
  EXPECT_EQ(v("1,-1"), "-1/2");
}

TEST(Seqcomp, StewartAndOrdinal) {
  Arena a;
  Compounds comp(a);
  const GameId st = a.star();
  EXPECT_EQ(comp.stewart(0, st), st);
  // 1 → * differs: Definition 11 lets Right move in * at once (Right has no option in 1).
  EXPECT_EQ(a.canon(comp.seq(a.integer(1), st)), a.canon(a.neg(a.up())));
  EXPECT_EQ(a.canon(comp.stewart(a.integer(1), st)), a.canon(a.make({st}, {})));
  // Hackenbush: 1 : -1 = 1/2.
  EXPECT_EQ(a.canon(comp.ordinal(a.integer(1), a.integer(-1))), a.number(cgt::Dyadic::make(1, 1)));
}

TEST(Seqcomp, BadInput) {
  for (const char* bad : {"x", "1,,2", "1,a", "**", "1001", "-1001", "1.5", "*,", "99999999999999999999"})
    EXPECT_THROW(parse_chain(bad), InputError) << bad;
}

// The chains a work item is said to hold (progress counts them ahead) are the ones it lists, and
// the items together list every chain.
TEST(Seqcomp, ItemPositionsAreTheListedChains) {
  const Chains dom;
  for (std::uint64_t bound : {0u, 1u, 2u, 4u}) {
    std::uint64_t total = 0;
    for (const auto item : dom.items(bound)) {
      std::uint64_t listed = 0;
      dom.each_in(bound, item, [&](const auto&) { ++listed; });
      EXPECT_EQ(dom.item_positions(bound, item), listed) << "bound " << bound << ", item " << item;
      total += listed;
    }
    EXPECT_EQ(total, chains_upto(bound)) << "bound " << bound;
  }
}

}  // namespace
}  // namespace cgcheck::seqcomp
