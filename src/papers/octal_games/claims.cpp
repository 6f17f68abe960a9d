// "Octal and subtraction games": the published periods of octal games (Winning Ways; Guy and Smith,
// 1956; Gangolli and Plambeck, 1989; Flammenkamp's tables), one `periodic` claim per row of the
// literature table data/octal-games.csv, each proved by the octal periodicity theorem where its
// window fits the profile's bound. Rows the computation does not reproduce are findings.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include <fmt/core.h>
#include <fmt/format.h>

#include "claims/check_kinds.hpp"
#include "claims/claim_builder.hpp"
#include "games/heap_games/domains.hpp"
#include "claims/periodic.hpp"
#include "games/heap_games/periodicity.hpp"
#include "games/heap_games/rules.hpp"
#include "games/heap_games/rules_text.hpp"
#include "games/heap_games/sequence.hpp"
#include "papers/octal_games/table.hpp"

namespace cgcheck {
namespace {

using namespace octal_games;

// A claim per row whose proof needs at most 1.1 million values: ci proves every one in seconds.
// Rows that need more (.376: 4,536,507 values; .354: 20,126,195; .1777: 443,139,470) would be
// inconclusive at ci, below e + p; they are proved by the deep CTest (periodicity-deep/...) and in
// the report's table re-derived (the exploration), up to its profile's bound.
constexpr Bounds kBounds{1'100'000, 10'000'000, 500'000'000};

// A claim per row of the literature table that ci can prove (rows with a finding: refuted as quoted).
void add_table_row_claims(Registry& r, const std::vector<Row>& rows) {
  for (const auto& row : rows) {
    if (!row.period) continue;  // open games: the exploration says how far they were computed
    const auto e = static_cast<std::uint64_t>(row.last_exception + 1);
    // Rows whose proof needs more values than the ci bound are the deep CTest's (periodicity-deep/...),
    // not the gate's: below e + p a bound can say nothing about them.
    if (heap_games::values_needed(heap_games::parse_heap_game(row.game), e, *row.period) > kBounds.ci) continue;
    const std::string said = fmt::format("{}{} has period {} and last exception {} (preperiod {}){}", row.game,
                                         row.name.empty() ? "" : " (" + row.name + ")", *row.period,
                                         row.last_exception, e,
                                         row.values.empty() ? "" : fmt::format("; the periodic values are {}", fmt::join(row.values, " ")));
    auto claim = ClaimSet(r, kPaperFile, row.game).claim("table-octal-games")
        .cite("Table row " + row.game, row.citation)
        .says(said + ".")
        .over(heap_games::heaps_of(row.game), kBounds)
        .checked_by("periodic: the rare-value sequence engine, then the octal periodicity theorem (Guy and Smith, 1956) "
                    "on the window e <= n < 2e + p + t, the exact preperiod, the least period");
    if (!row.finding.empty()) claim.refuted(Finding::erratum).note("As quoted, not reproduced: " + row.finding + ".");
    claim.check(periodic(e, *row.period, row.values));
  }
}

// Beside the rows: the corrected .56 row, the .161 = .36 equivalence, a closed form over heap sizes, and
// Dawson's Kayles read with Dawson's chess's heap count.
void add_repair_and_reading_claims(Registry& r) {
  // The corrected .56 row: the preperiod the computation gives, proved.
  ClaimSet(r, kPaperFile, "take-and-break:0.56").claim("table-octal-games-corrected")
      .cite("Table row take-and-break:0.56, corrected", "the computation (see the row's note)")
      .says("take-and-break:0.56 has period 144 and last exception 326639 (preperiod 326640).")
      .over(heap_games::heaps_of("take-and-break:0.56"), kBounds)
      .checked_by("periodic, as the table rows")
      .check(periodic(326640, 144));
  // Flammenkamp's tables list .161 and .36 as the same game (as reported in Czajka's octal-games
  // README); their values first differ at heap 519.
  ClaimSet(r, kPaperFile, "take-and-break:0.161").claim("table-octal-games-161-is-36")
      .cite("Game equivalences, .161 = .36", "Flammenkamp's tables as reported in Czajka's octal-games README")
      .says("take-and-break:0.161 has the Grundy values of take-and-break:0.36 at every heap.")
      .over(heap_games::heaps_of("take-and-break:0.161"), {1000, 1000, 10'000})
      .checked_by("grundy_is: the sequence engine on .161 vs .36's values from the same engine")
      .refuted(Finding::erratum)
      .note("They differ first at heap 519: G(519) = 2 in .161 and 4 in .36 (then heap 521: 8 and 2), as Czajka "
            "reports; a plain mex straight from the rules gives the same.")
      .check(grundy_is(heap_games::values_of("take-and-break:0.36", 10'000)));
  // A closed form over heap sizes (grundy_is): the subtraction game S = {1, ..., k} is Nim modulo k + 1.
  ClaimSet(r, kPaperFile, "subtraction:1,2,3").claim("thm-subtraction-1-to-k")
      .cite("Subtraction games S = {1..k}", "Berlekamp, Conway, Guy, Winning Ways (1982), ch. 4")
      .says("In the subtraction game S = {1, 2, 3}, G(n) = n mod 4.")
      .over(heap_games::heaps_of("subtraction:1,2,3"), {100'000, 1'000'000, 10'000'000})
      .checked_by("grundy_is: the sequence engine vs n mod 4")
      .check(grundy_is([](std::uint32_t n) { return n % 4; }));
  // Dawson's Kayles and Dawson's chess count heaps one apart (.07's G(n) is .137's G(n - 1)), so the
  // last exception 51 belongs to .137; quoted for .07 it fails.
  ClaimSet(r, kPaperFile, "take-and-break:0.07").claim("table-octal-games-chess-count")
      .cite("Dawson's Kayles with Dawson's chess's heap count", "a reading: last exception 51 as for .137")
      .says("take-and-break:0.07 (Dawson's Kayles) has period 34 and last exception 51.")
      .over(heap_games::heaps_of("take-and-break:0.07"), kBounds)
      .checked_by("periodic, as the table rows")
      .refuted(Finding::reading)
      .note("51 is the last exception of Dawson's chess .137 (OEIS A002187: exceptions at 0 14 16 17 31 34 51); "
            ".07 has the same values one heap later, so its last exception is 52 (the table row).")
      .check(periodic(52, 34));
}

void add_claims(Registry& r) {
  std::vector<Row> rows;
  try {
    rows = literature_table();
  } catch (const std::exception& e) {
    // A missing or damaged table is an error of the run, not of every command.
    const std::string why = e.what();
    ClaimSet(r, kPaperFile, "take-and-break:0.77").claim("table-octal-games-missing")
        .cite("data/octal-games.csv", "the literature table")
        .says("The literature table can be read.")
        .over("the table", {0, 0, 0})
        .check([why](ClaimResult&, RunContext&, std::uint64_t) -> void { throw std::runtime_error(why); });
    return;
  }
  add_table_row_claims(r, rows);
  add_repair_and_reading_claims(r);
  try {
    add_misere_claims(r);
    add_quotient_claims(r);
    add_quotient_theorem_claims(r);
  } catch (const std::exception& e) {
    const std::string why = e.what();
    ClaimSet(r, kPaperFile, "take-and-break:0.77").claim("misere-table-missing")
        .cite("data/misere-heap-games.csv", "misère values as CGSuite computes them")
        .says("The misère table can be read.")
        .over("the table", {0, 0, 0})
        .check([why](ClaimResult&, RunContext&, std::uint64_t) -> void { throw std::runtime_error(why); });
  }
}

}  // namespace

std::string octal_games_exploration(RunContext& ctx);
std::vector<Picture> octal_games_pictures(RunContext& ctx);

void register_paper_octal_games(Registry& r) {
  std::vector<std::string> games;
  try {
    for (const auto& row : literature_table()) games.push_back(row.game);
  } catch (const std::exception&) {
    games.push_back("take-and-break:0.77");
  }
  games.push_back("take-and-break:0.56");
  games.push_back("take-and-break:0.161");
  games.push_back("subtraction:1,2,3");
  games.push_back("grundys-game");  // the misère claims (misere.cpp)
  games.push_back("take-and-break:0.75");  // the quotient theorems (quotient_theorems.cpp), filed under R8's game
  try {
    for (auto& g : quotient_games()) games.push_back(std::move(g));  // the quotient claims (quotients.cpp)
  } catch (const std::exception&) {
    // An incomplete install: add_quotient_claims names the missing file when the claims are added.
  }
  std::sort(games.begin(), games.end());
  games.erase(std::unique(games.begin(), games.end()), games.end());
  r.add(PaperEntry{kPaperFile,
                   "Octal and subtraction games: published periods (Guy and Smith 1956; Berlekamp, Conway, Guy 1982; "
                   "Gangolli and Plambeck 1989; Flammenkamp)",
                   "octal-games", games, std::string(heap_games::kRulesMarkdown), octal_games_exploration, octal_games_pictures});
  add_claims(r);
}

}  // namespace cgcheck
