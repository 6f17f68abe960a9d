// Misère quotients of heap games as the literature states them (data/misere-quotients.json), one
// `quotient` claim each: the written quotient must predict every sum of heaps up to the bound (the
// exhaustive check) and be the quotient computed from the rules (claims/quotient.hpp).
#include <filesystem>
#include <fstream>
#include <string>

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include "claims/check_kind.hpp"
#include "claims/claim_builder.hpp"
#include "cgt/misere_quotient.hpp"
#include "claims/quotient.hpp"
#include "core/error.hpp"
#include "games/heap_games/quotient.hpp"
#include "games/heap_games/rules.hpp"
#include "papers/octal_games/table.hpp"
#include "runtime/data.hpp"
#include "runtime/share_dir.hpp"

namespace cgcheck::octal_games {
namespace {

constexpr const char* kQuotientFile = "misere-quotients.json";

nlohmann::json read_quotients() {
  const std::filesystem::path folder = share_dir() / "data";
  const std::string path = (folder / kQuotientFile).string();
  note_input_folder(folder.string());
  note_input(path);
  std::ifstream in(path);
  if (!in) throw InputError("cannot read " + path);
  nlohmann::json j = nlohmann::json::parse(in, nullptr, false);
  if (j.is_discarded() || !j.contains("quotients") || !j["quotients"].is_array())
    throw InputError(fmt::format("data/{}: not JSON with a \"quotients\" array", kQuotientFile));
  return j["quotients"];
}

std::string field(const nlohmann::json& row, const char* key) {
  if (!row.contains(key) || !row[key].is_string())
    throw InputError(fmt::format("data/{}: a row without the string field \"{}\"", kQuotientFile, key));
  return row[key].get<std::string>();
}

}  // namespace

std::vector<std::string> quotient_games() {
  std::vector<std::string> games;
  for (const auto& row : read_quotients()) games.push_back(field(row, "game"));
  return games;
}

// A row that states only the quotient's order (as the literature sometimes does: "Q_30(0.07) has
// size 360"): the quotient computed from the rules to the bound, proved by the exhaustive check.
void add_order_claim(Registry& r, const nlohmann::json& row, std::uint64_t bound) {
  const std::string game = field(row, "game");
  if (!row["order"].is_number_unsigned()) throw InputError(fmt::format("data/{}: an order that is not a count", kQuotientFile));
  const auto order = row["order"].get<std::uint64_t>();
  const auto options = heap_games::quotient_options(heap_games::parse_heap_game(game));
  ClaimSet(r, kPaperFile, game)
      .claim("misere-quotient-" + field(row, "id"))
      .cite(field(row, "cite"), fmt::format("data/{}", kQuotientFile))
      .says(field(row, "says"))
      .over(fmt::format("every sum of heaps 1..bound of {} (bound: the largest heap), misère play", game), {bound, bound, bound})
      .checked_by("the quotient of heaps 1..bound computed by MisereSolver's method (no sum solved), proved by the "
                  "exhaustive local check, its order compared")
      .check(named(name(CheckKind::quotient), [=](ClaimResult& res, RunContext&, std::uint64_t b) {
        const misere::Pretension q = proved_quotient(options, static_cast<misere::Heap>(b));
        res.checked.push_back({"exhaustive", b, fmt::format("every sum of heaps 1..{} of {} (misère play)", b, game)});
        if (q.monoid.order != order) {
          ++res.mismatches;
          res.mismatch_kinds["order"] += 1;
          res.counterexample = Counterexample{fmt::format("heaps 1..{}", b), fmt::format("order {}", order),
                                              fmt::format("order {}", q.monoid.order), "the quotient computed from the rules", {}};
        }
        res.message = fmt::format("the quotient of heaps 1..{} has order {} ({} in the P-portion; {} generators), proved by "
                                  "the exhaustive check", b, q.monoid.order, q.monoid.p_count(), misere::present(q).generator_heap.size());
      }));
}

void add_quotient_claims(Registry& r) {
  for (const auto& row : read_quotients()) {
    if (!row.contains("bound") || !row["bound"].is_number_unsigned())
      throw InputError(fmt::format("data/{}: a row without a bound", kQuotientFile));
    const auto bound = row["bound"].get<std::uint64_t>();
    if (row.contains("order")) {
      add_order_claim(r, row, bound);
      continue;
    }
    const std::string game = field(row, "game"), presentation = field(row, "presentation"), heaps = field(row, "heaps");
    const heap_games::HeapRules rules = heap_games::parse_heap_game(game);
    const auto options = heap_games::quotient_options(rules);
    ClaimSet(r, kPaperFile, game)
        .claim("misere-quotient-" + field(row, "id"))
        .cite(field(row, "cite"), fmt::format("data/{}", kQuotientFile))
        .says(field(row, "says") + " (" + presentation + "; heaps from 0: " + heaps + ")")
        .over(fmt::format("every sum of heaps 1..bound of {} (bound: the largest heap), misère play", game),
              {bound, bound, bound})
        .checked_by("the written quotient's predictions on every sum of heaps 1..n for each n up to the bound, by the "
                    "exhaustive check (the least failing n and a sum with fewest heaps), and the quotient computed "
                    "from the rules at the bound")
        .check(named(name(CheckKind::quotient), [=](ClaimResult& res, RunContext&, std::uint64_t b) {
          quotient_check(res, options, game, presentation, heaps, b);
        }));
  }
}

}  // namespace cgcheck::octal_games
