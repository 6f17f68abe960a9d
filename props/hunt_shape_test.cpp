// Hunts narrow their enumeration before positions are built (--shape, and --where's conjuncts on
// structural fields), and --bound counts the same thing in `check` and `hunt`: the shaped walk is
// the unshaped walk filtered by the field, in the same order, for every game that has shape
// fields (Nim*'s count vectors, small = 1, in the claims' order within a total and pass state); the
// single-delete-nim and Nim* count-vector hunts walk check's positions in check's order, and the
// heap games' claims the hunt's single heaps; saved conjectures of the old meaning are widened;
// progress lines say what runs, where and how fast.
#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <map>
#include <tuple>
#include <fstream>
#include <string>
#include <variant>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "cli_run.hpp"
#include "core/error.hpp"
#include "core/progress.hpp"
#include "claims/registry.hpp"
#include "claims/claim.hpp"
#include "runtime/workspace.hpp"
#include "games/heap_games/domains.hpp"
#include "games/nim_pass/domains.hpp"
#include "games/single_delete_nim/single_delete_nim.hpp"
#include "lua/conjecture.hpp"

namespace cgcheck {
namespace {

using cgcheck_test::run;

const std::vector<ShapeField> kFields = {{"n", "piles"}, {"k", "heaps"}, {"pass", "pass available", true}};

TEST(ShapeOfWhere, RecognisesConjunctsOnShapeFields) {
  auto w = shape_of_where("return n == 2", kFields);
  EXPECT_TRUE(w.whole);
  EXPECT_EQ(w.shape, (Shape{{"n", 2}}));
  w = shape_of_where("  return pass and 3 == k and (n == 4) and m1 + m2 == k", kFields);
  EXPECT_FALSE(w.whole);  // m1 + m2 == k is not a shape constraint: still evaluated
  EXPECT_EQ(w.shape, (Shape{{"pass", 1}, {"k", 3}, {"n", 4}}));
  w = shape_of_where("return not pass and k == 0", kFields);
  EXPECT_TRUE(w.whole);
  EXPECT_EQ(w.shape, (Shape{{"pass", 0}, {"k", 0}}));
  w = shape_of_where("return pass == false", kFields);
  EXPECT_EQ(w.shape, (Shape{{"pass", 0}}));
  w = shape_of_where("return n == 2 and n == 3", kFields);
  EXPECT_TRUE(w.conflict);
}

TEST(ShapeOfWhere, LeavesAnythingElseToLua) {
  for (const char* where : {
           "return n == 2 or k == 1",        // a disjunction fixes nothing
           "return (n == 2 and k == 1) or pass",
           "return n ~= 2", "return n >= 2", "return n == 2.0", "return pass == 1",  // a flag is not 1
           "return k == \"2\"", "return n == 2 -- and k == 1", "return n == 2 and [[x]] == k", "n == 2", "if n == 2 then return true end",
           "return p.n == 2", "return not n == 2", "return function() end and n == 2", "return x"}) {
    const auto w = shape_of_where(where, kFields);
    if (std::string(where) == "return function() end and n == 2" || std::string(where) == "return x") {
      EXPECT_FALSE(w.whole) << where;
    }
    EXPECT_TRUE(w.shape.empty()) << where;
  }
}

TEST(ParseShape, FieldsAndValues) {
  EXPECT_EQ(parse_shape("n=2", kFields), (Shape{{"n", 2}}));
  EXPECT_EQ(parse_shape(" k = 3 , pass=true", kFields), (Shape{{"k", 3}, {"pass", 1}}));
  EXPECT_EQ(parse_shape("pass=0", kFields), (Shape{{"pass", 0}}));
  EXPECT_THROW(parse_shape("x=2", kFields), InputError);
  EXPECT_THROW(parse_shape("n", kFields), InputError);
  EXPECT_THROW(parse_shape("n=two", kFields), InputError);
  EXPECT_THROW(parse_shape("pass=2", kFields), InputError);
  EXPECT_THROW(parse_shape("n=2,n=3", kFields), InputError);
}

std::int64_t as_int(const FieldValue& v) {
  if (std::holds_alternative<bool>(v)) return std::get<bool>(v);
  return std::get<std::int64_t>(v);
}

std::vector<std::string> walk(const GameEntry& g, std::uint64_t bound, const Shape& shape) {
  std::vector<std::string> out;
  g.explorer.enumerate(bound, shape, [&](const std::string& t) { out.push_back(t); });
  return out;
}

// Small bounds per game: every value of every shape field is tried.
std::uint64_t small_bound(const std::string& id) {
  if (id == "seqcomp") return 3;
  if (id == "single-delete-nim") return 6;
  if (id == "sato-welter" || id == "turning-turtles" || id == "inset") return 7;
  if (id == "nim" || id == "nim-pass") return 9;
  return 12;
}

TEST(ShapedEnumeration, IsTheFilteredWalkInTheSameOrder) {
  int games = 0;
  for (const auto& g : registry().games()) {
    if (g.explorer.shape.empty()) continue;
    ++games;
    const std::uint64_t bound = small_bound(g.id);
    const auto all = walk(g, bound, {});
    ASSERT_FALSE(all.empty()) << g.id;
    for (const auto& f : g.explorer.shape) {
      std::uint64_t covered = 0;
      // Single-delete Nim's default walk is n = 2..4; a fixed n beyond is tested against check's domain below.
      const std::int64_t top = f.boolean ? 1 : g.id == "single-delete-nim" ? 4 : 10;
      for (std::int64_t v = -1; v <= top; ++v) {
        std::vector<std::string> filtered;
        for (const auto& t : all)
          for (const auto& [name, value] : g.explorer.fields(t))
            if (name == f.name && as_int(value) == v) filtered.push_back(t);
        // Nim*'s count vectors are listed within a total and pass state by (m1, m2, m3, m4)
        // ascending, the claims' order, where any heap sizes are listed by the heap list.
        if (g.id == "nim-pass" && f.name == "small" && v == 1)
          std::stable_sort(filtered.begin(), filtered.end(), [&](const std::string& a, const std::string& b) {
            auto key = [&](const std::string& t) {
              std::map<std::string, std::int64_t> x;
              for (const auto& [name, value] : g.explorer.fields(t))
                if (std::holds_alternative<std::int64_t>(value) || std::holds_alternative<bool>(value)) x[name] = as_int(value);
              return std::tuple{x["n"], x["pass"], x["m1"], x["m2"], x["m3"], x["m4"]};
            };
            return key(a) < key(b);
          });
        EXPECT_EQ(walk(g, bound, {{f.name, v}}), filtered) << g.id << " " << f.name << "=" << v;
        covered += filtered.size();
      }
      EXPECT_EQ(covered, all.size()) << g.id << " " << f.name;
    }
  }
  EXPECT_GE(games, 7);  // nim, nim-pass, single-delete-nim, the three set games, seqcomp
}

// The hunt of single-delete-nim walks exactly check's n-pile domain (every pile <= the largest
// pile bound), in check's colex order.
TEST(BoundMeaning, SingleDeleteNimHuntWalksChecksDomain) {
  const GameEntry* g = registry().game("single-delete-nim");
  ASSERT_NE(g, nullptr);
  for (unsigned n : {2u, 3u, 4u, 5u, 7u}) {
    std::vector<std::string> check_order;
    sdn::for_each_multiset(n, 9, [&](const std::vector<std::uint32_t>& p) {
      check_order.push_back(fmt::format("{}", fmt::join(p, ",")));
    });
    EXPECT_EQ(walk(*g, 9, {{"n", n}}), check_order) << n;
  }
}

// The Nim* hunt with every heap at most 4 (small = 1, pass available) walks the positions of
// check's count-vector claims in the order of their keys, the order minimal counterexamples take.
TEST(BoundMeaning, NimPassCountVectorHuntWalksChecksOrder) {
  const GameEntry* g = registry().game("nim-pass");
  ASSERT_NE(g, nullptr);
  const auto domain = nim_pass::heaps_upto4(0, "every count vector", [](const nim_pass::Counts&) { return true; });
  const std::uint32_t bound = 14;
  std::vector<nim_pass::Counts> check_order;
  for (const auto& item : domain.items(bound)) domain.each_in(bound, item, [&](const nim_pass::Counts& c) { check_order.push_back(c); });
  std::sort(check_order.begin(), check_order.end(),
            [&](const nim_pass::Counts& a, const nim_pass::Counts& b) { return domain.key(a) < domain.key(b); });
  std::vector<std::string> texts;
  for (const auto& c : check_order) texts.push_back(domain.game_position(c));
  EXPECT_EQ(walk(*g, bound, {{"small", 1}, {"pass", 1}}), texts);
}

// The heap games' claims walk single heaps 0..bound: the hunt's listing of at most one heap.
TEST(BoundMeaning, HeapGameClaimsWalkTheHuntsSingleHeaps) {
  const GameEntry* g = registry().game("subtraction:1,2,5");
  ASSERT_NE(g, nullptr);
  std::vector<std::string> hunted;
  for (const auto& t : walk(*g, 40, {}))
    if (t.find(',') == std::string::npos) hunted.push_back(t);
  RunOptions options;
  Workspace workspace;
  RunContext ctx(options, workspace);
  std::vector<std::string> claimed;
  heap_games::heaps_of("subtraction:1,2,5").each(ctx, 40, [&](std::uint32_t n) {
    claimed.push_back(n == 0 ? std::string() : std::to_string(n));
  });
  EXPECT_EQ(claimed.size(), 41u);
  EXPECT_EQ(claimed, hunted);
}

// Sets of the three set games: elements < bound, as their claims count.
TEST(BoundMeaning, SetGamesCountElementsBelowTheBound) {
  const GameEntry* sw = registry().game("sato-welter");
  ASSERT_NE(sw, nullptr);
  EXPECT_EQ(walk(*sw, 10, {}).size(), 1024u);  // every subset of {0..9}
  EXPECT_EQ(walk(*sw, 10, {{"n", 2}}).size(), 45u);
  EXPECT_EQ(walk(*registry().game("turning-turtles"), 10, {}).size(), 512u);  // the odd ones
  // Inset: N = 2..8, N-element sets and singletons, elements < 10.
  std::uint64_t inset = 0;
  for (std::uint64_t N = 2, c = 45; N <= 8; c = c * (10 - N) / (N + 1), ++N) inset += c + 10;
  EXPECT_EQ(walk(*registry().game("inset"), 10, {}).size(), inset);
}

TEST(BoundMeaning, GamesStateWhatTheBoundCounts) {
  const auto r = run("games");
  ASSERT_EQ(r.code, 0) << r.err;
  // The built-in games and families (the shipped game files follow, by path: no bound of their own).
  std::size_t lines = 0;
  for (std::size_t at = 0; (at = r.out.find('\n', at)) != std::string::npos; ++at)
    if (r.out.rfind(".lua\t", r.out.find('\t', at + 1)) == std::string::npos ||
        r.out.rfind(".lua\t", r.out.find('\t', at + 1)) < at)
      ++lines;
  std::size_t bounds = 0;
  for (std::size_t at = 0; (at = r.out.find("\tbound: ", at)) != std::string::npos; ++at) ++bounds;
  EXPECT_EQ(bounds, lines);
  EXPECT_NE(r.out.find("single-delete-nim\timpartial"), std::string::npos);
  EXPECT_NE(r.out.find("bound: largest pile"), std::string::npos);
  EXPECT_NE(r.out.find("bound: largest element + 1"), std::string::npos);
}

TEST(HuntCommand, ReportsGeneratedAndKept) {
  // The shape comes from --where; the rest of --where is evaluated per position.
  auto r = run("hunt single-delete-nim --where 'return n == 2 and piles[1] % 2 == 1' --predict-grundy "
               "'return v2(((piles[1] - 1) | (piles[2] - 1)) + 1)' --bound 10 --random 0");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("generated 55 positions (shape n=2 fixed before generation), kept 30 (by --where)"), std::string::npos)
      << r.out;
  // The same shape by --shape; no --where at all.
  r = run("hunt single-delete-nim --shape n=2 --predict-grundy 'return v2(((piles[1] - 1) | (piles[2] - 1)) + 1)' "
          "--bound 10 --random 0");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("generated 55 positions (shape n=2 fixed before generation), kept 55\n"), std::string::npos) << r.out;
  // Two values for one field: nothing to generate.
  r = run("hunt nim --shape k=2 --where 'return k == 3' --property 'return true' --random 0");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("generated 0 positions"), std::string::npos) << r.out;
  // A field the game cannot fix is bad input, naming the ones it can.
  r = run("hunt nim --shape piles=2 --property 'return true'");
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(cgcheck_test::one_line(r.err)) << r.err;
  EXPECT_NE(r.err.find("k (number of heaps)"), std::string::npos) << r.err;
}

// The random phase keeps only positions of the shape.
TEST(HuntCommand, RandomPositionsOutsideTheShapeAreSkipped) {
  const auto r = run("hunt nim --shape k=2 --property 'return k == 2' --bound 6 --random 300");
  EXPECT_EQ(r.code, 0) << r.out << r.err;
}

// A conjecture saved before --bound meant the same for check and hunt (no "bound_counts") is
// widened to cover what it covered; one saved under another meaning than today's is an error.
TEST(SavedConjectures, OldBoundsAreWidened) {
  const auto dir = cgcheck_test::temp_folder("hunt-shape");
  std::ofstream(dir / "old-sw.json") << R"({"bound": 20, "code": "return elements[1] ~ elements[2]", "expected": "refuted",
    "form": "predict-grundy", "game": "sato-welter", "name": "old-sw", "random": 0, "seed": 1, "where": "return n == 2"})";
  std::ofstream(dir / "old-sdn.json") << R"({"bound": 40, "code": "return true", "expected": "holds",
    "form": "property", "game": "single-delete-nim", "name": "old-sdn", "random": 0, "seed": 1, "where": "return n == 2"})";
  Registry r = registry();
  register_saved_conjectures(r, dir, false);
  EXPECT_EQ(r.claim("conjectures/old-sw")->bounds.standard, 21u);
  EXPECT_NE(r.claim("conjectures/old-sw")->domain.find("largest element + 1 <= 21"), std::string::npos);
  EXPECT_EQ(r.claim("conjectures/old-sdn")->bounds.standard, 39u);
  std::filesystem::remove_all(dir);
}

TEST(Progress, LineNamesSubjectPhaseUnitRateAndTimeLeft) {
  const std::string line =
      Progress::format_line("single-delete-nim/thm-1.5", "exhaustive", "positions", 4'194'304, 12'502'500, 2.0);
  EXPECT_EQ(line,
            "single-delete-nim/thm-1.5 | exhaustive: 4,194,304/12,502,500 positions (33.5%), 2.1 M/s, 4 s left");
  EXPECT_EQ(Progress::format_line("hunt nim", "shrink", "candidates tried", 12, 0, 3.0),
            "hunt nim | shrink: 12 candidates tried, 4.0/s, 3 s so far");
  // Never past 100%, whatever the count.
  EXPECT_NE(Progress::format_line("", "random", "cases", 250, 200, 1.0).find("(100.0%)"), std::string::npos);
}

// --progress draws lines on a standard error that is not a terminal (one a second); without it, none.
TEST(Progress, OnlyWhenATerminalOrAsked) {
  // Lines name the hunt as its claim, hunt/GAME. About 5 ms of Lua per position, 684 positions: a
  // few seconds, so a line is due even on an idle machine (300,000 iterations took 0.93 s in all,
  // under the one second before the first line).
  const std::string slow = "hunt nim --property 'for i = 1, 1500000 do end return true' --bound 15 --random 0";
  auto r = run(slow);
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.err, "");
  r = run(slow + " --progress");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.err.find("hunt/nim | exhaustive: "), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("/684 positions ("), std::string::npos) << r.err;
}


// solve --outcome answers from the P/N tables where the game has them; the answers agree with the
// full solve's outcome (the memo or split tables: another computation), and reach positions the
// memo's budget refuses.
TEST(SolveOutcome, AgreesWithTheFullSolve) {
  for (const auto& [game, positions] : std::vector<std::pair<std::string, std::string>>{
           {"nim-pass", "1,2,3 4,4,4,1 1,1,2,2,3,3,4 '2,2,2;pass=0' 4,4,4,4,3,3,1 ''"},
           {"single-delete-nim", "1,1,1,1 1,2,2,2 5,7,9,11 3,6,10,13 2,2 4,9,12 1,1,1,1,1"},
           {"sliding-coins-four", "'3,7;0,5' '0,1;0,1' '2,9;off' 'off;off' '1,12;4,11'"},
           {"nim", "1,2,3 3,5,7"}}) {
    const auto full = run("solve " + game + " " + positions);
    const auto fast = run("solve --outcome " + game + " " + positions);
    ASSERT_EQ(full.code, 0) << full.err;
    ASSERT_EQ(fast.code, 0) << fast.err;
    std::string expected;  // POSITION<TAB>OUTCOME from POSITION<TAB>VALUE<TAB>OUTCOME
    std::size_t at = 0;
    for (std::size_t nl; (nl = full.out.find('\n', at)) != std::string::npos; at = nl + 1) {
      const std::string line = full.out.substr(at, nl - at);
      const auto t1 = line.find('\t'), t2 = line.rfind('\t');
      expected += line.substr(0, t1) + line.substr(t2) + "\n";
    }
    EXPECT_EQ(fast.out, expected) << game;
  }
  // 30 heaps of at most 4: more than 10^5 memo moves, a table of about 2.4 M positions.
  const std::string big = "1,1,1,1,1,2,2,2,2,2,2,3,3,3,3,3,3,3,4,4,4,4,4,4,4,4,4,4,4,4";
  EXPECT_EQ(run("solve nim-pass --max-moves 100000 " + big).code, 2);
  const auto table = run("solve nim-pass --max-moves 100000 --outcome " + big);
  EXPECT_EQ(table.code, 0) << table.err;
  EXPECT_EQ(table.out, big + "\tN\n");
  EXPECT_EQ(run("solve nim-pass " + big).out, big + "\t3\tN\n");
}

}  // namespace
}  // namespace cgcheck
