// A claim's check end to end: the run context (options, the run's tables, the claim's own walk
// numbers) and the check kinds, which name themselves the same way for a built-in claim, a claim
// file's claim and a saved conjecture.
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <string>
#include <utility>

#include <nlohmann/json.hpp>
#include <rapidcheck.h>

#include "cli_run.hpp"
#include "claims/check_kinds.hpp"
#include "claims/claim_builder.hpp"
#include "claims/random_checks.hpp"
#include "claims/claim.hpp"
#include "claims/printed_cases.hpp"
#include "claims/registry.hpp"
#include "claims/periodic.hpp"
#include "games/heap_games/heap_sequence.hpp"
#include "run/run.hpp"

namespace cgcheck {
namespace {

// Heaps 0..bound of Nim on one heap: n is P iff n = 0, and its Grundy value is n.
struct OneHeap {
  using Position = std::uint32_t;
  std::string range(std::uint64_t bound) const { return "every heap <= " + std::to_string(bound); }
  std::string print(Position n) const { return std::to_string(n); }
  template <class Visit>
  void each(RunContext&, std::uint64_t bound, Visit&& visit) const {
    for (std::uint32_t n = 0; n <= bound; ++n) visit(n);
  }
  struct Truth {
    bool is_p(Position n) const { return n == 0; }
    std::uint32_t grundy(Position n) const { return n; }
  };
  Truth truth(RunContext&, std::uint64_t) const { return {}; }
};

TEST(CheckKinds, NameThemselves) {
  const auto is_zero = [](std::uint32_t n) { return n == 0; };
  const auto ok = [](std::uint32_t) -> Verdict { return std::nullopt; };
  EXPECT_EQ(make_check(p_iff(OneHeap{}, is_zero))->kind(), "p_iff");
  EXPECT_EQ(make_check(p_if(OneHeap{}, is_zero))->kind(), "p_if");
  EXPECT_EQ(make_check(grundy_is(OneHeap{}, [](std::uint32_t n) { return n; }))->kind(), "grundy_is");
  EXPECT_EQ(make_check(property(OneHeap{}, [](std::uint32_t, const OneHeap::Truth&) -> Verdict { return std::nullopt; }))->kind(),
            "property");
  EXPECT_EQ(make_check(every(OneHeap{}, ok))->kind(), "every");
  EXPECT_EQ(make_check(phases(every(OneHeap{}, ok), p_iff(OneHeap{}, is_zero)))->kind(), "phases");
  EXPECT_EQ(make_check(printed({}))->kind(), "cases");
  EXPECT_EQ(make_check(periodic(heap_games::sequence_of("take-and-break:0.07"), 52, 34))->kind(), "periodic");
  EXPECT_EQ(make_check([](ClaimResult&, RunContext&, std::uint64_t) {})->kind(), "walk");
  EXPECT_EQ(make_check([](ClaimResult&, RunContext&, std::uint64_t) {}, "grundy_is")->kind(), "grundy_is");
}

// The typed check runs as the lambda it replaced did: a true claim holds, a false one is refuted
// at its minimal counterexample.
TEST(CheckKinds, RunThroughTheClaimsCheck) {
  Claim good, bad;
  good.id = "test/p-iff-zero";
  good.checker = make_check(p_iff(OneHeap{}, [](std::uint32_t n) { return n == 0; }));
  good.bounds = {20, 20, 20};
  bad.id = "test/grundy-is-half";
  bad.checker = make_check(grundy_is(OneHeap{}, [](std::uint32_t n) { return n / 2; }));
  bad.bounds = {20, 20, 20};
  bad.expected = Expectation::refuted;
  const ClaimResult g = run_claim(good, RunOptions{}), b = run_claim(bad, RunOptions{});
  EXPECT_EQ(g.status, Status::holds);
  EXPECT_EQ(g.total_checked(), 21u);
  ASSERT_EQ(b.status, Status::refuted);
  ASSERT_TRUE(b.counterexample);
  EXPECT_EQ(b.counterexample->position, "1");  // 1 / 2 = 0, but G(1) = 1
}

// A claim over domains in turn (ClaimDef::over(in_turn(...), bounds)) runs each phase on its own
// domain, and the report's words are the domains' words in turn.
struct HeapsWithWords : OneHeap {
  std::string describe() const { return "heaps of Nim"; }
};
struct RandomHeaps {
  using Position = std::uint32_t;
  std::string describe() const { return "random heaps < 1000"; }
  std::string print(Position n) const { return std::to_string(n); }
  rc::Gen<Position> random() const { return rc::gen::inRange<std::uint32_t>(0, 1000); }
  std::string random_range() const { return describe(); }
  std::uint64_t random_cases() const { return 100; }
  struct Truth {};
  Truth truth(RunContext&, std::uint64_t) const { return {}; }
};
TEST(CheckKinds, DomainsInTurnEachGetTheirPhase) {
  Registry reg;
  const ClaimSet paper(reg, "test-paper.txt", "test");
  // Grundy value n on the heaps; the random phase checks a formula alone, wrong from 500 on.
  paper.claim("in-turn").cite("t", "s").says("s").over(in_turn(HeapsWithWords{}, RandomHeaps{}), {30, 30, 30})
      .refuted(Finding::conjecture)
      .check(phases(grundy_is([](std::uint32_t n) { return n; }),
                    random_every([](std::uint32_t n) { return n < 500 ? Verdict{} : mismatch("< 500", std::to_string(n)); })));
  const Claim* c = reg.claim("test/in-turn");
  ASSERT_NE(c, nullptr);
  EXPECT_EQ(c->domain, "heaps of Nim; then random heaps < 1000");
  EXPECT_EQ(c->checker->kind(), "phases");
  RunOptions options;
  options.profile = Profile::standard;
  const ClaimResult r = run_claim(*c, options);
  ASSERT_EQ(r.status, Status::refuted);
  ASSERT_EQ(r.checked.size(), 2u);
  EXPECT_EQ(r.checked[0].count, 31u);  // every heap 0..30, the first domain
  ASSERT_TRUE(r.counterexample);
  EXPECT_EQ(r.counterexample->position, "500");  // shrunk to the least failing random heap
}

TEST(CheckKinds, BuiltInClaimsNameTheirKind) {
  const Claim* thm = registry().claim("nim-pass/thm-1-case-a");
  const Claim* table = registry().claim("take-and-break:0.07/table-octal-games");
  ASSERT_NE(thm, nullptr);
  ASSERT_NE(table, nullptr);
  EXPECT_EQ(thm->checker->kind(), "p_iff");
  EXPECT_EQ(table->checker->kind(), "periodic");
}

// A table built through one run's context is found by every claim of that run, and by no other run.
TEST(RunContext, TablesBelongToTheirRun) {
  struct Table {
    int value;
  };
  int builds = 0;
  auto get = [&](RunContext& ctx) -> const Table& {
    return ctx.tables<int, Table>().get(
        0, [](const Table&) { return true; },
        [&] {
          ++builds;
          return std::make_unique<Table>(Table{builds});
        });
  };
  Workspace run1, run2;
  RunContext a(RunOptions{}, run1, "x/a"), b(RunOptions{}, run1, "x/b"), c(RunOptions{}, run2, "x/a");
  EXPECT_EQ(get(a).value, 1);
  EXPECT_EQ(get(b).value, 1);  // the same run: built once
  EXPECT_EQ(get(c).value, 2);  // another run: its own
  EXPECT_EQ(builds, 2);
  EXPECT_EQ((run1.cache<int, Table>().find(0)->value), 1);
  EXPECT_EQ((run2.cache<int, Table>().find(0)->value), 2);
}

// A claim's walks are numbered from 0 in its own context (they name its checkpoint files).
TEST(RunContext, WalksAreNumberedPerClaim) {
  Workspace tables;
  RunOptions options;
  options.seed = 7;
  RunContext first(options, tables, "x/first"), second(options, tables, "x/second");
  EXPECT_EQ(first.next_walk(), 0u);
  EXPECT_EQ(first.next_walk(), 1u);
  EXPECT_EQ(second.next_walk(), 0u);
  EXPECT_EQ(second.claim_id(), "x/second");
  EXPECT_EQ(second.seed, 7u);
}

}  // namespace
}  // namespace cgcheck

namespace {

namespace fs = std::filesystem;

// A claim file's claim and a saved conjecture that state the same check carry the same kind in the
// results, as a built-in claim does.
TEST(CheckKinds, ClaimFilesAndConjecturesUseTheSameNames) {
  const fs::path dir = cgcheck_test::temp_folder("check-kinds");
  std::ofstream(dir / "c.lua") << "return { paper = { id = 'kinds' }, game = 'nim', claims = {\n"
                                  "  { id = 'bouton', statement = 'Bouton', check = 'p_iff', formula = function(p) return p.nimsum == 0 end, bound = 6 },\n"
                                  "  { id = 'grundy', statement = 'nim-sum', check = 'grundy_is', formula = function(p) return p.nimsum end, bound = 6 },\n"
                                  "} }\n";
  const auto saved = cgcheck_test::run("hunt nim --predict-p 'return nimsum == 0' --bound 6 --random 0 --save bouton --conjectures " +
                                       (dir / "mine").string());
  ASSERT_EQ(saved.code, 0) << saved.err;
  const auto r = cgcheck_test::run("check --claims " + (dir / "c.lua").string() + " --conjectures " + (dir / "mine").string() +
                                   " --game nim --json " + (dir / "o.json").string());
  ASSERT_EQ(r.code, 0) << r.out << r.err;
  std::map<std::string, std::string> kinds;
  const auto results = nlohmann::json::parse(cgcheck_test::slurp((dir / "o.json").string()));
  for (const auto& c : results["claims"])
    kinds[c["id"].get<std::string>()] = c.value("check_kind", "");
  EXPECT_EQ(kinds["kinds/bouton"], "p_iff");
  EXPECT_EQ(kinds["kinds/grundy"], "grundy_is") << r.out;
  EXPECT_EQ(kinds["conjectures/bouton"], "p_iff");
  fs::remove_all(dir);
}

// A typed hunt runs as a claim (hunt/GAME) on the runner of check: its counterexample comes with the
// certificate a claim's gets, built from the game's rules.
TEST(CheckKinds, ATypedHuntIsAClaimWithItsCertificate) {
  const fs::path dir = cgcheck_test::temp_folder("typed-hunt");
  const auto r = cgcheck_test::run("hunt nim --predict-p 'return n % 2 == 0' --bound 6 --random 0 --json " +
                                   (dir / "h.json").string());
  EXPECT_EQ(r.code, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("counterexample 2: claims P, is N"), std::string::npos) << r.out;
  const auto j = nlohmann::json::parse(cgcheck_test::slurp((dir / "h.json").string()));
  EXPECT_EQ(j["status"], "refuted");
  ASSERT_TRUE(j.contains("certificates")) << j.dump();
  EXPECT_EQ(j["certificates"][0]["game"], "nim") << j.dump();
  EXPECT_EQ(j["certificates"][0]["root"]["position"], "2") << j.dump();
  fs::remove_all(dir);
}

}  // namespace
