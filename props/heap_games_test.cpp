// The heap game families: the fast sequence engine (rare values, bit-set mex, all-but counts,
// three-heap sets) against the plain mex computed straight from the rules, and `solve` on sums of
// heaps against a generic memo solver that never uses the nim-sum (it breaks whole positions).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cli_run.hpp"
#include "core/error.hpp"
#include "core/hash.hpp"
#include "core/memo_solver.hpp"
#include "claims/registry.hpp"
#include "claims/periodic.hpp"
#include "games/heap_games/periodicity.hpp"
#include "report/render.hpp"
#include "games/heap_games/rules.hpp"
#include "games/heap_games/sequence.hpp"
#include "core/sanitizers.hpp"

namespace cgcheck {
namespace {

using namespace heap_games;

std::vector<std::uint32_t> fast(const HeapRules& r, std::uint32_t n) {
  SequenceEngine e(r);
  e.extend_to(n);
  return e.values().to_vector();
}

// Games of every kind: octal (with d0 = 4, with whole-heap removal), hexadecimal with three-heap
// moves, subtraction and all-but sets, Grundy's game. C.FC's values pass 255 at heap 147, where the
// store widens mid-run: its three-heap bookkeeping once went out of step there (found by
// HexadecimalSequenceIsThePlainOneTo150).
const std::vector<std::string> kGames = {
    "take-and-break:0.77",  "take-and-break:0.07",  "take-and-break:0.137", "take-and-break:0.16",
    "take-and-break:0.127", "take-and-break:4.7",   "take-and-break:0.6",   "take-and-break:0.007",
    "take-and-break:0.51",  "take-and-break:0.56",  "take-and-break:4.102", "take-and-break:0.8",
    "take-and-break:0.F",   "take-and-break:0.B7",  "take-and-break:8.0",   "take-and-break:C.1",
    "take-and-break:0.E4",  "subtraction:1,3,4",    "subtraction:2,5,7",    "subtraction:all-but:1",
    "subtraction:all-but:2,3", "grundys-game", "take-and-break:C.FC"};

// The "done when": every heap to 300, for every kind of game, engine == plain, and `solve`
// (the registry's session) gives the same single-heap values.
TEST(HeapGames, EngineAndSolveAgreeWithThePlainMexOnEveryHeapTo300) {
  for (const auto& id : kGames) {
    SCOPED_TRACE(id);
    const HeapRules r = parse_heap_game(id);
    const auto plain = plain_sequence(r, 300);
    EXPECT_EQ(fast(r, 300), plain);
    const auto session = registry().game(id)->session();
    for (std::uint32_t n = 0; n <= 300; ++n)
      ASSERT_EQ(session->solve(std::to_string(n)).value, std::to_string(plain[n])) << "heap " << n;
  }
}

// A position of several heaps solved as one game: options replace one heap by its parts. No
// nim-sum anywhere, so it checks the session's nim-sum of heap values independently.
struct WholePosition {
  using Position = std::vector<std::uint32_t>;  // ascending, no empty heap
  static inline const HeapRules* rules = nullptr;
  static void options(const Position& p, std::vector<Position>& out) {
    for (std::size_t i = 0; i < p.size(); ++i) {
      if (i > 0 && p[i] == p[i - 1]) continue;
      for_each_option(*rules, p[i], [&](std::uint32_t a, std::uint32_t b, std::uint32_t c) {
        Position q = p;
        q.erase(q.begin() + static_cast<std::ptrdiff_t>(i));
        for (auto x : {a, b, c})
          if (x) q.push_back(x);
        std::sort(q.begin(), q.end());
        out.push_back(std::move(q));
      });
    }
  }
  static std::size_t hash(const Position& p) { return hash_range(p); }
};

RC_GTEST_PROP(HeapGames, SolveOnSumsIsTheGenericSolverOnTheWholePosition, ()) {
  const auto id = *rc::gen::elementOf(kGames);
  const HeapRules r = parse_heap_game(id);
  auto heaps = *rc::gen::container<std::vector<std::uint32_t>>(rc::gen::inRange<std::uint32_t>(1, 9));
  if (heaps.size() > 3) heaps.resize(3);
  std::sort(heaps.begin(), heaps.end());
  WholePosition::rules = &r;
  MemoSolver<WholePosition> solver;
  const auto session = registry().game(id)->session();
  std::string text = fmt::format("{}", fmt::join(heaps, ","));
  RC_ASSERT(session->solve(text).value == std::to_string(solver.grundy(heaps)));
}

rc::Gen<std::string> octal_code() {
  return rc::gen::map(
      rc::gen::pair(rc::gen::element(0, 4), rc::gen::container<std::vector<int>>(rc::gen::inRange(0, 8))),
      [](const std::pair<int, std::vector<int>>& c) {
        std::string s = std::to_string(c.first) + ".";
        for (std::size_t i = 0; i < c.second.size() && i < 4; ++i) s += static_cast<char>('0' + c.second[i]);
        if (c.second.empty()) s += '7';
        return s;
      });
}

RC_GTEST_PROP(HeapGames, RareValueSequenceIsThePlainMexSequenceTo2000, ()) {
  const HeapRules r = parse_take_and_break(*octal_code());
  RC_ASSERT(fast(r, 2000) == plain_sequence(r, 2000));
}

RC_GTEST_PROP(HeapGames, HexadecimalSequenceIsThePlainOneTo150, ()) {
  std::string code = *rc::gen::element<std::string>("0.", "4.", "8.", "C.");
  const auto digits = *rc::gen::container<std::vector<int>>(rc::gen::inRange(0, 16));
  for (std::size_t i = 0; i < digits.size() && i < 3; ++i) code += "0123456789ABCDEF"[digits[i]];
  if (digits.empty()) code += 'F';
  const HeapRules r = parse_take_and_break(code);
  RC_ASSERT(fast(r, 150) == plain_sequence(r, 150));
}

RC_GTEST_PROP(HeapGames, SubtractionSequencesAreThePlainOnesTo2000, ()) {
  auto set = *rc::gen::nonEmpty(rc::gen::container<std::vector<int>>(rc::gen::inRange(1, 40)));
  if (set.size() > 6) set.resize(6);
  const bool all_but = *rc::gen::arbitrary<bool>();
  const HeapRules r = parse_subtraction(fmt::format("{}{}", all_but ? "all-but:" : "", fmt::join(set, ",")));
  RC_ASSERT(fast(r, 2000) == plain_sequence(r, 2000));
}

// The rare-value path proper (a mask found, heaps answered without the full scan), far enough for
// values to grow: .16 and Grundy's game to 20,000 against the plain computation.
TEST(HeapGames, RareValueMethodIsExactAndUsedOnLongerRuns) {
  for (const auto* id : {"take-and-break:0.16", "grundys-game"}) {
    SCOPED_TRACE(id);
    const HeapRules r = parse_heap_game(id);
    SequenceEngine e(r);
    e.extend_to(20000);
    EXPECT_EQ(e.values().to_vector(), plain_sequence(r, 20000));
    EXPECT_NE(e.stats().mask, 0u);
  }
}

// Rare values settled by the splits of a short heap list (a bit few values have), tried at once:
// exact on random codes and on .376, whose rare values above 127 need one of its few large heaps.
RC_GTEST_PROP(HeapGames, HeapListLookupIsThePlainMexTo2000, ()) {
  const HeapRules r = parse_take_and_break(*octal_code());
  SequenceEngine e(r);
  e.set_short_scan(0);
  e.extend_to(2000);
  RC_ASSERT(e.values().to_vector() == plain_sequence(r, 2000));
}

TEST(HeapGames, HeapListLookupIsExactOn376) {
  const HeapRules r = parse_take_and_break("0.376");
  SequenceEngine e(r);
  e.set_short_scan(0);
  e.extend_to(20000);
  EXPECT_GT(e.stats().list_scans, 100u);
  EXPECT_EQ(e.stats().mask, 0xFEu);
  EXPECT_EQ(e.values().to_vector(), plain_sequence(r, 20000));
}

// Flammenkamp's domain form of the sparse space (sparse heaps depend on the heap's parity too):
// 0.106 picks it; exact against the plain computation.
TEST(HeapGames, DomainFormOfTheRareValueMethodIsExact) {
  const HeapRules r = parse_take_and_break("0.106");
  SequenceEngine e(r);
  e.set_period_fill(false);
  e.extend_to(20000);
  EXPECT_TRUE(e.stats().domain);
  EXPECT_NE(e.stats().mask, 0u);
  EXPECT_EQ(e.values().to_vector(), plain_sequence(r, 20000));
}

// Periodic games: once the theorem proves a period on the way, later values are copied from one
// period earlier, and still equal the plain computation (also when extended again).
TEST(HeapGames, PeriodProvedOnTheWayFillsTheRestExactly) {
  // The plain sequence is quadratic: 12,000 values under AddressSanitizer (a minute there otherwise).
  constexpr std::uint32_t kTo = kUnderAsan ? 12'000 : 20'000;
  for (const auto* code : {"0.77", "0.07", "0.177", "4.7"}) {
    SCOPED_TRACE(code);
    const HeapRules r = parse_take_and_break(code);
    SequenceEngine e(r);
    e.extend_to(5000);
    e.extend_to(kTo);
    EXPECT_EQ(e.values().to_vector(), plain_sequence(r, kTo));
    EXPECT_NE(e.stats().period, 0u);
    EXPECT_GT(e.stats().filled, kTo / 2);
  }
}

// Values beyond one byte widen the store (all-but sets have values near n / 2).
TEST(HeapGames, WideValuesAreStoredExactly) {
  const HeapRules r = parse_subtraction("all-but:1");
  SequenceEngine e(r);
  e.extend_to(3000);
  EXPECT_EQ(e.values().width(), 2u);
  EXPECT_EQ(e.values().to_vector(), plain_sequence(r, 3000));
}

TEST(HeapGames, CheckpointRoundTripAndResume) {
  const HeapRules r = parse_take_and_break("0.16");
  SequenceEngine a(r);
  a.extend_to(5000);
  const auto bytes = to_binary(r.id(), a.values());
  const auto back = from_binary(bytes, r.id());
  EXPECT_EQ(back, a.values().to_vector());
  EXPECT_THROW(from_binary(bytes, "take-and-break:0.77"), InputError);
  EXPECT_THROW(from_binary(bytes.substr(0, bytes.size() - 1), r.id()), InputError);
  EXPECT_THROW(from_binary("hello", r.id()), InputError);
  SequenceEngine b(r);
  b.resume(std::vector<std::uint32_t>(back.begin(), back.begin() + 3000));
  b.extend_to(8000);
  a.extend_to(8000);
  EXPECT_EQ(b.values().to_vector(), a.values().to_vector());
}

TEST(HeapGames, MalformedGamesAreInputErrors) {
  for (const auto* bad : {"take-and-break:0.9Z", "take-and-break:1.7", "take-and-break:2.7", "take-and-break:077",
                          "take-and-break:0.", "take-and-break:", "subtraction:",
                          "subtraction:0", "subtraction:1,-2", "subtraction:all-but:x", "subtraction:1,,2"}) {
    SCOPED_TRACE(bad);
    EXPECT_THROW(registry().game(bad), InputError);
  }
  EXPECT_EQ(registry().game("take-and-break:.770")->id, "take-and-break:0.77");
  // CGSuite's codes may have digits before d0 (they add tokens): 00.7 is its normal form 0.7.
  EXPECT_EQ(registry().game("take-and-break:00.7")->id, "take-and-break:0.7");
  EXPECT_EQ(registry().game("subtraction:4,1,3,1")->id, "subtraction:1,3,4");
  EXPECT_EQ(registry().game("grundys-game:1"), nullptr);
}

// find_periodicity against a brute-force reading of the plain sequence: the smallest p for which
// the mismatches G(n + p) != G(n) stop early in the range, and the last of them.
TEST(HeapGames, PeriodicityAgreesWithABruteForceReadingOfThePlainSequence) {
  for (const auto* code : {"0.77", "0.07", "0.137", "0.117", "0.1377", "4.7", "0.177"}) {
    SCOPED_TRACE(code);
    const HeapRules r = parse_take_and_break(code);
    const std::uint32_t len = 3000;
    const auto plain = plain_sequence(r, len - 1);
    std::uint64_t period = 0, preperiod = 0;
    for (std::uint64_t p = 1; p < 400 && period == 0; ++p) {
      std::uint64_t e = 0;
      for (std::uint64_t n = 0; n + p < len; ++n)
        if (plain[n + p] != plain[n]) e = n + 1;
      if (e < 500) period = p, preperiod = e;
    }
    ASSERT_NE(period, 0u);
    SequenceEngine e(r);
    e.extend_to(len - 1);
    const auto found = find_periodicity(r, e.values());
    ASSERT_TRUE(found.period);
    EXPECT_EQ(*found.period, period);
    EXPECT_EQ(found.preperiod, preperiod);
    EXPECT_TRUE(found.proved);
    const auto c = check_period(r, e.values(), preperiod, period);
    EXPECT_TRUE(c.proved && c.preperiod_exact && !c.smaller_period);
    if (preperiod > 0) {
      EXPECT_FALSE(check_period(r, e.values(), preperiod - 1, period).window_holds);
    }
    EXPECT_FALSE(check_period(r, e.values(), preperiod + 1, period).preperiod_exact);
    EXPECT_TRUE(check_period(r, e.values(), preperiod, 2 * period).smaller_period);
  }
}

// Moves leaving three heaps (hexadecimal digits with bit 8): the theorem's window grows to CGSuite's
// 3e + 3p + t + 3 values. 0.F takes one token a move and can always move, so G(n) = n mod 2 (each
// game lasts as many moves as tokens); 0.B7 has period 4 from heap 1, here read from the plain mex
// to 1,500. Both are proved; a sequence perturbed inside the window, even past the octal theorem's
// shorter window 2e + 2p + t, is not.
TEST(HeapGames, ThreeHeapPeriodicityIsProvedAndAPerturbedSequenceIsNot) {
  struct Case {
    const char* code;
    std::uint64_t e, p;
  };
  for (const Case& k : {Case{"0.F", 0, 2}, Case{"0.B7", 1, 4}, Case{"0.F1", 3, 2}, Case{"0.B5", 2, 2}}) {
    SCOPED_TRACE(k.code);
    const HeapRules r = parse_take_and_break(k.code);
    ASSERT_TRUE(r.splits_in_three());
    ASSERT_TRUE(has_theorem(r));
    const std::uint64_t need = values_needed(r, k.e, k.p);
    EXPECT_EQ(need, 3 * k.e + 3 * k.p + r.max_take() + 3);
    const auto plain = plain_sequence(r, 1500);
    for (std::uint64_t n = k.e; n + k.p <= 1500; ++n) ASSERT_EQ(plain[n + k.p], plain[n]) << n;
    // Past 1,024 values the engine proves the period on the way and copies the rest: exact.
    SequenceEngine filled(r);
    filled.extend_to(1100);
    filled.extend_to(1500);
    EXPECT_EQ(filled.stats().period, k.p);
    EXPECT_GT(filled.stats().filled, 0u);
    EXPECT_EQ(filled.values().to_vector(), plain);
    if (k.e > 0) {
      ASSERT_NE(plain[k.e - 1 + k.p], plain[k.e - 1]);
    }
    if (std::string(k.code) == "0.F") {
      for (std::uint32_t n = 0; n <= 1500; ++n) ASSERT_EQ(plain[n], n % 2);
    }
    // The engine's values, exactly the theorem's window: proved, by check and by search.
    SequenceEngine e(r);
    e.extend_to(need - 1);
    EXPECT_EQ(e.values().to_vector(), std::vector<std::uint32_t>(plain.begin(), plain.begin() + static_cast<std::ptrdiff_t>(need)));
    const auto c = check_period(r, e.values(), k.e, k.p);
    EXPECT_TRUE(c.proved && c.preperiod_exact && !c.smaller_period);
    const auto found = find_periodicity(r, e.values());
    ASSERT_TRUE(found.period);
    EXPECT_TRUE(found.proved);
    EXPECT_EQ(*found.period, k.p);
    EXPECT_EQ(found.preperiod, k.e);
    // One value fewer: not proved.
    SequenceEngine shorter(r);
    shorter.extend_to(need - 2);
    EXPECT_FALSE(check_period(r, shorter.values(), k.e, k.p).proved);
    // Perturbed at the last heap of the window, past where the octal window would end.
    const std::uint64_t at = need - 1;
    ASSERT_GE(at, 2 * std::max<std::uint64_t>(k.e, 1) + 2 * k.p + r.max_take());
    auto bad = plain;
    bad.resize(need);
    bad[at] ^= 1;
    SequenceEngine perturbed(r);
    perturbed.resume(bad);
    EXPECT_FALSE(check_period(r, perturbed.values(), k.e, k.p).proved);
    const auto none = find_periodicity(r, perturbed.values());
    EXPECT_FALSE(none.proved && *none.period == k.p && none.preperiod <= k.e);
  }
}

// The `periodic` claim kind: proved by the theorem, refuted for each way a claim can be wrong,
// and an expectation `holds` is met by `proved`.
TEST(HeapGames, PeriodicClaimKind) {
  Workspace tables;
  RunContext ctx(RunOptions{}, tables);
  const std::string kayles = "take-and-break:0.77";
  const std::vector<std::uint32_t> values = {4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7};
  const auto proved = periodic_check(registry(), kayles, 71, 12, 1'000'000, ctx, values);
  EXPECT_EQ(proved.status, Status::proved);
  EXPECT_EQ(proved.checked.at(0).mode, "theorem");
  EXPECT_EQ(proved.checked.at(0).count, 2u * 71 + 2 * 12 + 2);  // G(0 .. 2e + 2p + t - 1)
  EXPECT_EQ(periodic_check(registry(), kayles, 70, 12, 1'000'000, ctx).status, Status::refuted);  // 70 is an exception
  EXPECT_EQ(periodic_check(registry(), kayles, 72, 12, 1'000'000, ctx).status, Status::refuted);  // 71 is not
  EXPECT_EQ(periodic_check(registry(), kayles, 71, 24, 1'000'000, ctx).status, Status::refuted);  // 12 divides 24
  auto wrong = values;
  wrong[3] = 9;
  EXPECT_EQ(periodic_check(registry(), kayles, 71, 12, 1'000'000, ctx, wrong).status, Status::refuted);
  // Below the theorem's window: checked to the bound only.
  EXPECT_EQ(periodic_check(registry(), kayles, 71, 12, 150, ctx).status, Status::holds);
  EXPECT_EQ(periodic_check(registry(), kayles, 71, 12, 50, ctx).status, Status::inconclusive);
  // No theorem for Grundy's game: holds at best.
  EXPECT_NE(periodic_check(registry(), "grundys-game", 0, 1, 500, ctx).status, Status::proved);
  EXPECT_THROW(periodic_check(registry(), "take-and-break:0.9Z", 0, 1, 10, ctx), InputError);

  Claim c;
  c.expected = Expectation::holds;
  ClaimRun run{&c, proved};
  EXPECT_TRUE(run.as_expected());
  EXPECT_EQ(to_json(run)["status"], "proved");
  ClaimResult r;
  r.status = Status::proved;
  r.checked.push_back({"theorem", 1, "x"});
  r.settle();
  EXPECT_EQ(r.status, Status::proved);
  r.mismatches = 1;
  r.settle();
  EXPECT_EQ(r.status, Status::refuted);
}

TEST(HeapGames, CommandLineBadInputIsOneLineAndExit2) {
  for (const auto* args : {"solve take-and-break:0.9Z 1", "solve subtraction:0 1", "solve take-and-break:0.77 1,x",
                           "solve take-and-break:0.77 -- -1", "solve take-and-break:0.77 99999999999",
                           "sequence take-and-break:0.9Z --to 5", "sequence take-and-break:0.77 --to -1",
                           "sequence take-and-break:0.77 --to 5 --format xml", "sequence nim --to 5",
                           "sequence take-and-break:0.77 --to 99999999999", "periodicity subtraction:x",
                           "periodicity take-and-break:0.77 --to 5 --json /dev/null/x.json",
                           "sequence take-and-break:0.77 --to 5 --output /dev/null/x.txt",
                           "sequence take-and-break:0.77 --to 100000000 --max-memory 0.01"}) {
    SCOPED_TRACE(args);
    const auto r = cgcheck_test::run(args);
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1);
  }
  const auto ok = cgcheck_test::run("solve take-and-break:0.77 70,71,1");
  EXPECT_EQ(ok.code, 0);
  EXPECT_EQ(ok.out, "1,70,71\t0\tP\n");
  const auto seq = cgcheck_test::run("sequence take-and-break:0.77 --to 4");
  EXPECT_EQ(seq.out, "0\t0\n1\t1\n2\t2\n3\t3\n4\t1\n");
}

// Subtraction games: the window proof for finite sets; all-but sets get a period with saltus,
// observed only; both against the plain sequence read directly.
TEST(HeapGames, SubtractionPeriodsAndSaltus) {
  for (const auto* spec : {"1,3,4", "2,5,7", "3,4,9"}) {
    SCOPED_TRACE(spec);
    const HeapRules r = parse_subtraction(spec);
    SequenceEngine e(r);
    e.extend_to(5000);
    const auto found = find_periodicity(r, e.values());
    ASSERT_TRUE(found.period && found.proved);
    const auto plain = plain_sequence(r, 5000);
    for (std::uint64_t n = found.preperiod; n + *found.period <= 5000; ++n) ASSERT_EQ(plain[n + *found.period], plain[n]);
    if (found.preperiod > 0) {
      EXPECT_NE(plain[found.preperiod - 1 + *found.period], plain[found.preperiod - 1]);
    }
  }
  const HeapRules all_but = parse_subtraction("all-but:2,3");
  SequenceEngine e(all_but);
  e.extend_to(5000);
  const auto found = find_periodicity(all_but, e.values());
  ASSERT_TRUE(found.period);
  EXPECT_FALSE(found.proved);
  EXPECT_NE(found.saltus, 0);
  const auto plain = plain_sequence(all_but, 5000);
  for (std::uint64_t n = found.preperiod; n + *found.period <= 5000; ++n)
    ASSERT_EQ(static_cast<std::int64_t>(plain[n + *found.period]) - plain[n], found.saltus);
}

// A long sequence stops within a second of Ctrl-C, exit 130, no output file.
TEST(HeapGames, LongSequenceStopsOnInterrupt) {
  const auto dir = cgcheck_test::temp_folder("heap-int");
  const std::string out = (dir / "g.txt").string();
  const auto r = cgcheck_test::run_and_signal({"sequence", "take-and-break:0.007", "--to", "100000000", "--output", out.c_str()}, SIGINT);
  ASSERT_TRUE(WIFEXITED(r.status));
  EXPECT_EQ(WEXITSTATUS(r.status), 130) << r.err;
  EXPECT_LT(r.waited, 1.0);
  EXPECT_TRUE(cgcheck_test::one_line(r.err)) << r.err;
  EXPECT_FALSE(std::filesystem::exists(out));
  std::filesystem::remove_all(dir);
}

// Files: atomically written, a checkpoint resumes, the binary format reads back.
TEST(HeapGames, SequenceFilesAndCheckpoint) {
  const auto dir = cgcheck_test::temp_folder("heap-seq");
  const std::string bin = (dir / "g.bin").string(), ck = (dir / "g.ck").string(), json = (dir / "p.json").string();
  ASSERT_EQ(cgcheck_test::run("sequence take-and-break:0.16 --to 20000 --format binary --output " + bin).code, 0);
  const auto values = from_binary(cgcheck_test::slurp(bin), "take-and-break:0.16");
  EXPECT_EQ(values, plain_sequence(parse_take_and_break("0.16"), 20000));
  ASSERT_EQ(cgcheck_test::run("sequence take-and-break:0.16 --to 5000 --checkpoint " + ck + " --output /dev/null").code, 0);
  ASSERT_EQ(cgcheck_test::run("sequence take-and-break:0.16 --to 20000 --format binary --checkpoint " + ck + " --output " + bin).code, 0);
  EXPECT_EQ(from_binary(cgcheck_test::slurp(bin), "take-and-break:0.16"), values);
  EXPECT_EQ(cgcheck_test::run("sequence take-and-break:0.77 --to 10 --checkpoint " + ck).code, 2);  // another game's
  const auto p = cgcheck_test::run("periodicity take-and-break:0.77 --json " + json);
  EXPECT_EQ(p.code, 0);
  const auto j = nlohmann::json::parse(cgcheck_test::slurp(json));
  EXPECT_EQ(j["period"], 12);
  EXPECT_EQ(j["preperiod"], 71);
  EXPECT_EQ(j["last_exception"], 70);
  EXPECT_EQ(j["proved"], true);
  EXPECT_EQ(j["saltus"], 0);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace cgcheck
