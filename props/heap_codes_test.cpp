// CGSuite's generalized take-and-break codes against CGSuite's own test table (A. N. Siegel,
// CGSuite, lib/core/src/test/scala/org/cgsuite/core/impartial/TBCodeTest.scala, github.com/
// aaron-siegel/cgsuite): each code's normal form, and the options of one heap in CGSuite's traversal
// order. Then the games they name: `4!.0` is Grundy's game and `0.[3]` Nim, each against the game
// cgcheck already has, and every code's sequence against the plain mex of its options.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <fmt/core.h>
#include <fmt/format.h>

#include "core/error.hpp"
#include "games/heap_games/rules.hpp"
#include "games/heap_games/sequence.hpp"
#include "games/heap_games/tb_code.hpp"
#include "games/heap_games/turning.hpp"
#include "runtime/game_catalog.hpp"

namespace {

using namespace cgcheck::heap_games;

// CGSuite's table, as printed there.
const std::vector<std::pair<std::string, std::string>> kNormalizations = {
    {"04.30", "4.3"},
    {"04.00[30]", "4.00[30]"},
    {"04.00[00]", "4.0"},
    {"00.00[00]", "0.0"},
    {"0.{1,2!}", "0.6!"},
    {"0.{0!,2!,3!}", "0.D!"},
    {"0.{0!,2!,3}", "0.{0,2!,3}"},
    {"0.{0!,2!,3!+}", "0.{0,2+}!"},
    {"0.{0!,2,3!+}", "0.{0,2,3!+}"},
    {"0.{0!,3+}", "0.{0,3+}"},
    {"0.{0,2!,4!+}", "0.{0,2,4+}!"},
    {"0.{0!,2!,4+}", "0.{0,2!,4+}"},
    {"0.{0!,2!,4?+}", "0.{0,2!,4?+}"},
    {"0.{0!,2?,4?+}", "0.{0,2,4+}?"},
    {"0.{0!,2=,4?+}", "0.{0,2=,4?+}"},
    {"0.{0!,2=,3?,4?+}", "0.{0,2=,3?+}"},
    {"0.{0!,2?,3?,4?+}", "0.{0,2+}?"},
    {"0.{0,1!,2,3,4+}", "0.*"},
    {"0.{0,1,2!,3!,4!+}", "0.*!"},
};

struct Traversal {
  std::string code;
  std::uint32_t heap;
  std::string options;  // CGSuite's text: options separated by two spaces, heaps by commas, "-" for none left
};

const std::vector<Traversal> kTraversals = {
    {"0.3", 9, "8"},
    {"0.7", 9, "8  1,7  2,6  3,5  4,4"},
    {"0.77", 9, "8  1,7  2,6  3,5  4,4  7  1,6  2,5  3,4"},
    {"4.0", 8, "1,7  2,6  3,5  4,4"},
    {"4!.0", 8, "1,7  2,6  3,5"},
    {"0.3F", 9, "8  7  1,6  2,5  3,4  1,1,5  1,2,4  1,3,3  2,2,3"},
    {"0.3F?", 9, "8  7  1,6  2,5  3,4  1,1,5  1,2,4  1,3,3  2,2,3"},
    {"0.3F!", 9, "8  7  1,6  2,5  3,4  1,2,4"},
    {"0.3f", 11, "10  9  1,8  2,7  3,6  4,5  1,1,7  1,2,6  1,3,5  1,4,4  2,2,5  2,3,4  3,3,3"},
    {"0.3f?", 11, "10  9  1,8  2,7  3,6  4,5  1,1,7  1,2,6  1,3,5  1,4,4  2,2,5  2,3,4"},
    {"0.3f!", 11, "10  9  1,8  2,7  3,6  4,5  1,2,6  1,3,5  2,3,4"},
    {"0.*3", 7, "6  1,5  2,4  3,3  1,1,4  1,2,3  2,2,2  1,1,1,3  1,1,2,2  1,1,1,1,2  1,1,1,1,1,1  5"},
    {"0.*?3", 7, "6  1,5  2,4  1,1,4  1,2,3  1,1,1,3  1,1,2,2  1,1,1,1,2  5"},
    {"0.*!3", 7, "6  1,5  2,4  1,2,3  5"},
    {"0.[3]", 7, "6  5  4  3  2  1  -"},
    {"0.[2]", 7, "6  5  4  3  2  1"},
    {"0.3[1]", 7, "6  -"},
    {"0.7[03]", 7, "6  1,5  2,4  3,3  4  2  -"},
    {"80.0", 7, "1,1,6  1,2,5  1,3,4  2,2,4  2,3,3"},
    {"0.*=", 11, "10  5,5  2,2,2,2,2  1,1,1,1,1,1,1,1,1,1"},
    {"{2+}=.0", 10, "5,5  2,2,2,2,2  1,1,1,1,1,1,1,1,1,1"},
    {"0.{0,1,3+}", 1, "-"},
    {"0.{0,1,3+}", 2, "1"},
    {"0.{0,1,3+}", 7, "6  1,1,4  1,2,3  2,2,2  1,1,1,3  1,1,2,2  1,1,1,1,2  1,1,1,1,1,1"},
    {"0.{1,3+}", 1, ""},
    {"0.{2,3?+}", 7, "1,5  2,4  3,3  1,1,4  1,2,3  1,1,1,3  1,1,2,2  1,1,1,1,2"},
};

std::string traversal_text(const TbCode& code, std::uint32_t n) {
  std::vector<std::string> options;
  code.for_each_option(n, [&](const std::uint32_t* heaps, std::uint32_t count) {
    options.push_back(count == 0 ? "-" : fmt::format("{}", fmt::join(heaps, heaps + count, ",")));
  });
  return fmt::format("{}", fmt::join(options, "  "));
}

TEST(HeapCodes, NormalFormsAreCGSuites) {
  for (const auto& [code, normal] : kNormalizations) EXPECT_EQ(parse_tb_code(code).text(), normal) << code;
}

// The moves d0 = 4 and d_-1 = 8 refused here are refused for the code's whole normal form, so the
// codes of the table that cgcheck refuses (none) would show as exceptions.
TEST(HeapCodes, TraversalsAreCGSuites) {
  for (const auto& t : kTraversals) EXPECT_EQ(traversal_text(parse_tb_code(t.code), t.heap), t.options) << t.code;
}

TEST(HeapCodes, GrundysGameAndNimAreTheGamesCgcheckHas) {
  const auto grundy = parse_take_and_break("4!.0");
  EXPECT_EQ(grundy.family, Family::general);
  EXPECT_EQ(grundy.id(), "take-and-break:4!.0");
  EXPECT_EQ(plain_sequence(grundy, 300), plain_sequence(grundys_game(), 300));
  SequenceEngine fast(grundy);
  fast.extend_to(2000);
  SequenceEngine known(grundys_game());
  known.extend_to(2000);
  EXPECT_EQ(fast.values().to_vector(), known.values().to_vector());

  SequenceEngine nim(parse_take_and_break("0.[3]"));
  nim.extend_to(500);
  for (std::uint32_t n = 0; n <= 500; ++n) ASSERT_EQ(nim.values()[n], n);
  // 0.[2]: take any number but not the whole heap: G(n) = n - 1 for n >= 1.
  SequenceEngine all_but_whole(parse_take_and_break("0.[2]"));
  all_but_whole.extend_to(200);
  for (std::uint32_t n = 1; n <= 200; ++n) ASSERT_EQ(all_but_whole.values()[n], n - 1);
}

// A code in another spelling of an octal code is that code, played by the octal engine.
TEST(HeapCodes, OctalCodesInOtherSpellingsAreTheOctalGame) {
  const auto r = parse_take_and_break("04.30");
  EXPECT_EQ(r.family, Family::take_and_break);
  EXPECT_EQ(r.id(), "take-and-break:4.3");
  EXPECT_EQ(parse_take_and_break("0.{1}{1,2}").id(), "take-and-break:0.26");
}

// Every code of the table: the engine's sequence is the plain mex of each heap's options, with the
// heaps' values nim-added (rules.hpp's reference, over the same traversal).
TEST(HeapCodes, SequencesAreTheMexOfTheOptions) {
  for (const auto& t : kTraversals) {
    const auto r = parse_take_and_break(t.code);
    const std::uint32_t n = r.family == Family::general && r.code->max_heaps() > 8 ? 40 : 300;
    SequenceEngine e(r);
    e.extend_to(n);
    // Written here from the traversal alone: G(h) = mex over options of the xor of G(parts).
    std::vector<std::uint32_t> g;
    for (std::uint32_t h = 0; h <= n; ++h) {
      std::vector<bool> seen(h + 64, false);
      const auto visit = [&](const std::uint32_t* heaps, std::uint32_t count) {
        std::uint32_t v = 0;
        for (std::uint32_t i = 0; i < count; ++i) v ^= g[heaps[i]];
        if (v < seen.size()) seen[v] = true;
      };
      if (r.family == Family::general) r.code->for_each_option(h, visit);
      else parse_tb_code(t.code).for_each_option(h, visit);
      std::uint32_t m = 0;
      while (seen[m]) ++m;
      g.push_back(m);
    }
    EXPECT_EQ(e.values().to_vector(), g) << t.code;
  }
}

TEST(HeapCodes, CodesWhosePlayNeedNotEndAreRefused) {
  for (const char* code : {"2.0", "{1}.3", "40.0", "C0.0", "{1,2}0.0", "0.[3", "0.3]", "0..3", "0.{", "0.{x}", "0.{64}",
                           "0.&x;", "0.W", "3", "0.{+}", ".{2}"}) {
    EXPECT_THROW(parse_take_and_break(code), cgcheck::InputError) << code;
  }
  EXPECT_NO_THROW(parse_take_and_break("80.0"));
}

}  // namespace

namespace {

using namespace cgcheck::heap_games;

// CGSuite's spawning games (GameHeapTest.scala, "define other heap games properly"): the options of
// a heap of 20 and the nim values of heaps 1 to 20.
struct SpawningCase {
  std::string code;
  std::size_t options_of_20;
  std::vector<std::uint32_t> values_1_to_20;
};

const std::vector<SpawningCase> kSpawning = {
    {"1-3", 191, {1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38}},    // Mock Turtles
    {"1-9", 169766, {1, 2, 4, 8, 16, 32, 64, 128, 256, 511, 512, 1024, 2048, 4096, 7711, 8192, 16384, 26215, 32768, 43691}},  // Moidores
    {"3", 171, {0, 0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35}},        // Triplets
    {"1+C", 20, {1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4}},                  // Ruler
    {"1-3C(5)", 11, {1, 2, 4, 7, 8, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8}},               // Mock Turtle Fives
    {"3C(5)", 6, {0, 0, 1, 2, 4, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4}},                  // Triplet Fives
    {"1-5C", 5, {1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4}},                   // Ruler Fives
    {"3E", 9, {0, 0, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 0, 0, 1, 2, 2, 1, 4, 4}},                     // Turnips
    {"4FS", 9, {0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3}},                    // Grunt
    {"1+S", 2046, {1, 2, 4, 3, 6, 7, 8, 16, 18, 25, 32, 11, 64, 31, 128, 10, 256, 5, 512, 28}},  // Sym
};

TEST(SpawningCodes, OptionsAndNimValuesAreCGSuites) {
  for (const auto& c : kSpawning) {
    const auto r = parse_heap_game("spawning:" + c.code);
    std::size_t options = 0;
    for_each_split(r, 20, [&](const std::uint32_t*, std::uint32_t) { ++options; });
    EXPECT_EQ(options, c.options_of_20) << c.code;
    SequenceEngine e(r);
    e.extend_to(20);
    const auto g = e.values().to_vector();
    EXPECT_EQ(std::vector<std::uint32_t>(g.begin() + 1, g.end()), c.values_1_to_20) << c.code;
  }
}

// Every option is a set of distinct heaps below the heap (coins left of the one turned to tails),
// arranged as the element says; checked on the codes above up to heap 16 against a filter over all
// subsets, written here from the rules of Winning Ways' coin-turning games.
TEST(SpawningCodes, OptionsAreTheArrangementsTheCodeAllows) {
  const std::vector<std::pair<std::string, std::function<bool(const std::vector<std::uint32_t>&, std::uint32_t)>>> rules = {
      {"1-3", [](const auto& h, std::uint32_t) { return h.size() <= 2; }},
      {"3", [](const auto& h, std::uint32_t) { return h.size() == 2; }},
      {"1+C", [](const auto& h, std::uint32_t n) {
         for (std::size_t i = 0; i < h.size(); ++i)
           if (h[i] != n - h.size() + i) return false;
         return true;
       }},
      {"3E", [](const auto& h, std::uint32_t n) { return h.size() == 2 && h[1] - h[0] == n - h[1]; }},
      {"1+S", [](const auto& h, std::uint32_t n) {
         std::vector<std::uint32_t> all = h;
         all.push_back(n);
         for (std::size_t i = 0; i < all.size(); ++i)
           if (all[i] - all[0] != all.back() - all[all.size() - 1 - i]) return false;
         return true;
       }},
      {"4FS", [](const auto& h, std::uint32_t n) {
         return h.size() == 3 && h[0] == 1 && h[1] - h[0] == n - h[2];
       }},
      // F as the rule states it (coin 1 among those turned), where CGSuite's traversal differs: it
      // drops 5+SF's larger arrangements and lets 1F turn any one coin.
      {"5+SF", [](const auto& h, std::uint32_t n) {
         std::vector<std::uint32_t> all = h;
         all.push_back(n);
         if (all.size() < 5 || all[0] != 1) return false;
         for (std::size_t i = 0; i < all.size(); ++i)
           if (all[i] - all[0] != all.back() - all[all.size() - 1 - i]) return false;
         return true;
       }},
      {"1F", [](const auto& h, std::uint32_t n) { return h.empty() && n == 1; }},
      {"1-3F", [](const auto& h, std::uint32_t n) { return h.size() <= 2 && (h.empty() ? n == 1 : h[0] == 1); }},
  };
  for (const auto& rule : rules) {
    const auto& [code, allowed] = rule;  // not captured below: clang 14 cannot capture a binding
    const std::string& name = rule.first;
    const auto r = parse_heap_game("spawning:" + code);
    for (std::uint32_t n = 1; n <= 16; ++n) {
      std::set<std::vector<std::uint32_t>> listed, expected;
      for_each_split(r, n, [&](const std::uint32_t* h, std::uint32_t count) {
        EXPECT_TRUE(listed.insert(std::vector<std::uint32_t>(h, h + count)).second) << name << " lists an option twice";
      });
      for (std::uint32_t mask = 0; mask < (1u << (n - 1)); ++mask) {
        std::vector<std::uint32_t> h;
        for (std::uint32_t b = 0; b + 1 < n; ++b)
          if (mask >> b & 1) h.push_back(b + 1);
        if (allowed(h, n)) expected.insert(h);
      }
      EXPECT_EQ(listed, expected) << code << " at heap " << n;
    }
  }
}

TEST(SpawningCodes, MalformedCodesAreRefused) {
  for (const char* code : {"", "0", "x", "1-", "3-1", "1C(", "1C(x)", "1Z", ",", "99999999"})
    EXPECT_THROW(parse_heap_game(std::string("spawning:") + code), cgcheck::InputError) << code;
}

}  // namespace

namespace {

// A turning game from its coins alone: the mex over every move that turns coins the code allows,
// the rightmost from heads to tails, written here from Winning Ways' rules (the arrangements of
// `allowed`), against cgcheck's value from the spawning game's sequence (the heap form).
std::uint32_t coin_value(const std::string& row, const std::function<bool(const std::vector<std::uint32_t>&, std::uint32_t)>& allowed,
                         std::map<std::string, std::uint32_t>& memo) {
  if (auto it = memo.find(row); it != memo.end()) return it->second;
  std::set<std::uint32_t> seen;
  const auto n = static_cast<std::uint32_t>(row.size());
  for (std::uint32_t last = 1; last <= n; ++last) {
    if (row[last - 1] != 'h') continue;
    for (std::uint32_t mask = 0; mask < (1u << (last - 1)); ++mask) {
      std::vector<std::uint32_t> others;
      for (std::uint32_t b = 0; b + 1 < last; ++b)
        if (mask >> b & 1) others.push_back(b + 1);
      if (!allowed(others, last)) continue;
      std::string next = row;
      next[last - 1] = 't';
      for (auto c : others) next[c - 1] = next[c - 1] == 'h' ? 't' : 'h';
      seen.insert(coin_value(next, allowed, memo));
    }
  }
  std::uint32_t m = 0;
  while (seen.count(m)) ++m;
  return memo[row] = m;
}

TEST(TurningGames, RowsAreTheSumOfTheirHeadsHeaps) {
  cgcheck::GameCatalog catalog;
  register_turning(catalog);
  const auto& family = catalog.families().front();
  // CGSuite (GameStripTest.scala): Turning("1-3")("htththtth").NimValue is 29.
  EXPECT_EQ(family.member("1-3").session()->solve("htththtth").value, "29");
  const std::vector<std::pair<std::string, std::function<bool(const std::vector<std::uint32_t>&, std::uint32_t)>>> rules = {
      {"1-2", [](const auto& h, std::uint32_t) { return h.size() <= 1; }},
      {"1-3", [](const auto& h, std::uint32_t) { return h.size() <= 2; }},
      {"1+C", [](const auto& h, std::uint32_t n) {
         for (std::size_t i = 0; i < h.size(); ++i)
           if (h[i] != n - h.size() + i) return false;
         return true;
       }},
      {"3E", [](const auto& h, std::uint32_t n) { return h.size() == 2 && h[1] - h[0] == n - h[1]; }},
  };
  for (const auto& [code, allowed] : rules) {
    auto session = family.member(code).session();
    std::map<std::string, std::uint32_t> memo;
    for (std::uint32_t len = 0; len <= 9; ++len)
      for (std::uint32_t bits = 0; bits < (1u << len); ++bits) {
        std::string row(len, 't');
        for (std::uint32_t i = 0; i < len; ++i)
          if (bits >> i & 1) row[i] = 'h';
        ASSERT_EQ(session->grundy(row), coin_value(row, allowed, memo)) << code << " " << row;
      }
  }
}

}  // namespace

namespace {

// Equal heaps without end (`0.*=`): a heap has options only at the divisors of what is left, and
// the traversal reaches them without trying every count (a heap of 100,000 took seconds each).
TEST(HeapCodes, EqualHeapsVisitOnlyTheDivisors) {
  const auto code = cgcheck::heap_games::parse_tb_code("0.*=");
  std::vector<std::uint32_t> counts;
  code.for_each_option(100'001, [&](const std::uint32_t* heaps, std::uint32_t count) {
    counts.push_back(count);
    for (std::uint32_t i = 1; i < count; ++i) ASSERT_EQ(heaps[i], heaps[0]);
  });
  // 100,000 = 2^5 5^5: 36 divisors.
  EXPECT_EQ(counts.size(), 36u);
  EXPECT_TRUE(std::is_sorted(counts.begin(), counts.end()));
}

}  // namespace
