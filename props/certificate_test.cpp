// Certificates replayed with the rules alone: every certificate in the committed reports/results.json,
// the certificates of a fresh run of some errata at CI bounds, and certificates tampered with (each
// kind of wrong step must be caught, or the replay proves nothing).
#include <fstream>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "cli_run.hpp"
#include "claims/certificate.hpp"
#include "claims/registry.hpp"
#include "run/run.hpp"

namespace cgcheck {
namespace {

const GameEntry& game(const std::string& id) {
  const GameEntry* g = registry().game(id);
  if (!g) throw std::runtime_error("unknown game " + id);
  return *g;
}

std::string problems_of(const Certificate& c) {
  const auto p = replay_certificate(game(c.game), c);
  return fmt::format("{}", fmt::join(p, "\n"));
}

TEST(Certificates, ReplayEveryCertificateInTheCommittedReport) {
  std::ifstream in(std::string(CGCHECK_SOURCE_DIR) + "/reports/results.json");
  ASSERT_TRUE(in) << "reports/results.json is missing";
  const auto j = nlohmann::json::parse(in);
  std::size_t certificates = 0, errata_certified = 0;
  for (const auto& claim : j.at("claims")) {
    if (!claim.contains("certificates")) continue;
    const bool erratum = claim.value("finding", "") == "erratum";
    for (const auto& cj : claim.at("certificates")) {
      const Certificate c = certificate_from_json(cj);
      ++certificates;
      EXPECT_EQ(problems_of(c), "") << claim.at("id").get<std::string>() << ": " << c.summary;
    }
    errata_certified += erratum ? 1 : 0;
  }
  // Not vacuous: the report's errata carry certificates (those whose game lists its options).
  EXPECT_GE(certificates, 10u);
  EXPECT_GE(errata_certified, 6u);
}

TEST(Certificates, FreshRunOfErrataAtCiBoundsReplays) {
  RunOptions ctx;
  ctx.profile = Profile::ci;
  for (const char* id : {"nim-pass/table-3", "inset/example-5.6-winning-move", "single-delete-nim/lemma-3.2",
                         "sliding-coins/lemma-4", "nim-pass/table-1-row-4"}) {
    const Claim* claim = registry().claim(id);
    ASSERT_NE(claim, nullptr) << id;
    const ClaimResult r = run_claim(*claim, ctx);
    ASSERT_EQ(r.status, Status::refuted) << id;
    ASSERT_FALSE(r.certificates.empty()) << id << ": " << r.message;
    for (const auto& c : r.certificates) {
      EXPECT_EQ(problems_of(c), "") << id;
      // The JSON form carries everything the replay reads.
      EXPECT_EQ(problems_of(certificate_from_json(to_json(c))), "") << id;
    }
  }
}

TEST(Certificates, TheTwoWrongRowsOfTable3AreEachCertifiedP) {
  RunOptions ctx;
  ctx.profile = Profile::ci;
  const ClaimResult r = run_claim(*registry().claim("nim-pass/table-3"), ctx);
  ASSERT_EQ(r.certificates.size(), 2u);
  // (5,0,0,0) and (4,1,1,0): printed N, both P; each certificate lists every option with a reply.
  EXPECT_EQ(r.certificates[0].root.position, "1,1,1,1,1");
  EXPECT_EQ(r.certificates[1].root.position, "1,1,1,1,2,3");
  for (const auto& c : r.certificates) {
    EXPECT_EQ(c.root.outcome, "P");
    EXPECT_TRUE(c.root.all_options);
  }
}

Certificate build(const std::string& g, const std::string& position, Witness::Shows shows) {
  std::string why;
  auto c = build_certificate(game(g), Witness{position, shows, {}}, &why);
  if (!c) throw std::runtime_error(why);
  return *c;
}

TEST(Certificates, ShapesFollowTheTruth) {
  const Certificate p = build("nim", "1,2,3", Witness::Shows::outcome);
  EXPECT_EQ(p.root.outcome, "P");
  EXPECT_TRUE(p.root.all_options);
  EXPECT_EQ(p.root.children.size(), p.root.option_count);
  for (const auto& a : p.root.children) {
    ASSERT_EQ(a.children.size(), 1u);
    EXPECT_EQ(a.children.front().outcome, "P");
  }
  const Certificate n = build("nim", "1,2", Witness::Shows::outcome);
  EXPECT_EQ(n.root.outcome, "N");
  ASSERT_EQ(n.root.children.size(), 1u);
  EXPECT_EQ(n.root.children.front().position, "1,1");
  const Certificate g = build("nim", "2,5", Witness::Shows::grundy);
  EXPECT_EQ(g.root.value, "7");
  EXPECT_EQ(g.root.children.size(), 7u);  // 2,5 -> 2,k (k < 5) and j,5 (j < 2): 5 + 2 options
  for (const auto& c : {p, n, g}) EXPECT_EQ(problems_of(c), "") << c.summary;
  // An octal game's large heap: one option per smaller value, every option re-solved by the replay.
  const Certificate big = build("take-and-break:0.77", "300", Witness::Shows::grundy);
  EXPECT_FALSE(big.root.all_options);
  EXPECT_EQ(problems_of(big), "");
}

// The empty position is named in words (an empty code span is no Markdown), and still replays.
TEST(Certificates, TheEmptyPositionIsNamedInWords) {
  const Certificate p = build("nim", "", Witness::Shows::outcome);
  EXPECT_EQ(p.summary, "The empty position is P: it has no move at all.");
  const Certificate n = build("nim", "1", Witness::Shows::outcome);
  EXPECT_EQ(n.summary, "`1` is N: the move to the empty position wins, since it has no move at all.");
  for (const auto& c : {p, n}) EXPECT_EQ(problems_of(c), "") << c.summary;
}

TEST(Certificates, EveryWrongStepIsCaught) {
  const Certificate p = build("nim", "1,2,3", Witness::Shows::outcome);
  {
    Certificate c = p;  // an option left out of a P-position
    c.root.children.pop_back();
    EXPECT_NE(problems_of(c), "");
  }
  {
    Certificate c = p;  // a move that the rules do not allow
    c.root.children.front().position = "1,2,4";
    EXPECT_NE(problems_of(c), "");
  }
  {
    Certificate c = p;  // a reply that is not P
    c.root.children.front().children.front().outcome = "N";
    EXPECT_NE(problems_of(c), "");
  }
  {
    Certificate c = p;  // a wrong count of options
    c.root.option_count += 1;
    EXPECT_NE(problems_of(c), "");
  }
  {
    Certificate c = build("nim", "1,2", Witness::Shows::outcome);  // a winning move to an N-position
    c.root.children.front() = CertNode{"2", "2", "N", false, false, 0, {}};
    EXPECT_NE(problems_of(c), "");
  }
  {
    Certificate c = build("nim", "2,5", Witness::Shows::grundy);  // the option of value 0 left out
    std::erase_if(c.root.children, [](const CertNode& o) { return o.value == "0"; });
    EXPECT_NE(problems_of(c), "");
  }
  {
    Certificate c = build("nim", "2,5", Witness::Shows::grundy);  // a value the solver does not give
    c.root.value = "8";
    EXPECT_NE(problems_of(c), "");
  }
}

TEST(Certificates, AClaimAboutAGameFileIsCertifiedLikeOneAboutNim) {
  // The runner looked games up in the built-in registry only: a false grundy_is claim of a claim
  // file about a game file got no certificate and an empty message, the same claim about nim one.
  const cgcheck_test::Folder f("file-certificate");
  f.write("g.lua", "return { id = \"sub12\", title = \"t\", kind = \"impartial\", arity = 1,\n"
                   "  options = function(p) local o = {} for d = 1, 2 do if p[1] >= d then o[#o + 1] = {p[1] - d} end end return o end,\n"
                   "  valid = function(p) return #p == 1 and p[1] >= 0 end }\n");
  for (const std::string game : {"g.lua", "nim"}) {
    const std::string claims = f.write(
        "c.lua", "return { paper = { id = \"mine\" }, game = \"" + game + "\", claims = { { id = \"g\", cite = \"T\",\n"
                 "  statement = \"s\", check = \"grundy_is\", formula = function(p) return 0 end, bound = 6, random = 0 } } }\n");
    const auto r = cgcheck_test::run("check --claims " + claims + " --profile ci --json " + f / "out.json", 60);
    EXPECT_EQ(r.code, 1) << game << ": " << r.out << r.err;
    const auto j = nlohmann::json::parse(cgcheck_test::slurp(f / "out.json"));
    const auto& claim = j.at("claims").at(0);
    ASSERT_TRUE(claim.contains("certificates")) << game << ": " << claim.dump();
    EXPECT_EQ(claim.at("certificates").size(), 1u) << game;
    EXPECT_EQ(claim.value("message", "").find("no certificate"), std::string::npos) << game << ": " << claim.dump();
  }
  // A hunt over the game file certifies its counterexample too.
  const auto r = cgcheck_test::run("hunt " + f / "g.lua" + " --predict-grundy 'return 0' --bound 6 --random 0 --json " + f / "h.json", 60);
  EXPECT_EQ(r.code, 1) << r.out << r.err;
  EXPECT_TRUE(nlohmann::json::parse(cgcheck_test::slurp(f / "h.json")).contains("certificates")) << cgcheck_test::slurp(f / "h.json");
}

TEST(Certificates, SolveCommandQuotesWhatTheShellWouldRead) {
  EXPECT_EQ(solve_command("nim", {"1,2,3"}), "cgcheck solve nim 1,2,3");
  EXPECT_EQ(solve_command("inset", {"1,2,4,5;N=4", ""}), "cgcheck solve inset '1,2,4,5;N=4' ''");
}

}  // namespace
}  // namespace cgcheck
