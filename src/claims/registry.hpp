#pragma once
// Everything the command knows: its games (the catalog, runtime/game_catalog.hpp), papers (for
// reports) and claims.
// Filled from what is compiled in: every folder under src/games/ and src/papers/ registers itself.
#include <algorithm>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include <rapidcheck.h>

#include "claims/claim.hpp"
#include "runtime/game_catalog.hpp"
#include "runtime/game_entry.hpp"
#include "runtime/heat_map.hpp"

namespace cgcheck {

struct PaperEntry {
  std::string file;         // e.g. 004_567416f96dbe5f38.txt
  std::string citation;     // authors, title, year
  std::string report_name;  // report file stem, e.g. nim-pass
  std::vector<std::string> games;
  std::string rules;  // Markdown: the rules as implemented, and readings the suite settled
  // Optional Markdown sections computed at report time (exploration tables, pictures).
  std::function<std::string(RunContext&)> exploration;
  // Optional pictures (heat maps, P-position plots), embedded after the exploration.
  std::function<std::vector<Picture>(RunContext&)> pictures;
  // A source whose claims all name it (claim files, the saved conjectures): it lists no other
  // claim about its games, and is not the paper of those games.
  bool named_claims_only = false;
};

// Whether a paper's page lists claim c: a claim names its paper (a claim file's claims belong to the
// file's paper, whatever game they speak about), or else belongs to the paper of its game.
inline bool of_paper(const PaperEntry& paper, const Claim& c) {
  if (!c.paper.empty()) return c.paper == paper.report_name;
  if (paper.named_claims_only) return false;
  return std::find(paper.games.begin(), paper.games.end(), c.game) != paper.games.end();
}

class Registry : public GameCatalog {
 public:
  Registry() = default;
  // A copy to extend (claim files, a user's conjectures): the entries, not the family members made
  // so far (see GameCatalog).
  Registry(const Registry& o) = default;
  Registry& operator=(const Registry&) = delete;

  using GameCatalog::add;
  // A paper's report name must name a page of the report (check_report_name): it is validated here,
  // where every paper (built in or from a claim file) arrives. Throws InputError.
  void add(PaperEntry p);
  // Lists `game` among the games of the paper `report_name` (a source whose claims arrive from
  // several places: the saved conjectures of the shipped folder and of a user's).
  void add_game_to_paper(std::string_view report_name, const std::string& game);
  void add(Claim c);
  // Puts c in the place of the registered claim of its id (a saved conjecture of the working folder
  // over the shipped one of that name). Throws std::logic_error when there is none.
  void replace(Claim c);

  const std::vector<PaperEntry>& papers() const { return papers_; }
  const std::vector<Claim>& claims() const { return claims_; }
  const Claim* claim(std::string_view id) const;
  const PaperEntry* paper(std::string_view id) const;  // by report name, e.g. nim-pass
  const PaperEntry* paper_of_game(std::string_view game) const;

 private:
  std::vector<PaperEntry> papers_;
  std::vector<Claim> claims_;
};

// The source of saved conjectures (`hunt --save`, whatever their folder): their claims are
// `conjectures/NAME` and the report lists them on the page of that name.
inline constexpr std::string_view kSavedConjectures = "conjectures";

// The registry with every game, paper and claim (the shipped saved conjectures included).
const Registry& registry();
// The registry joined by the conjectures a user saved in `dir` (`--conjectures`), or registry()
// itself when `dir` does not exist or is the shipped folder. Throws InputError when `dir` is not a
// folder or one of its conjectures has the name of a registered one.
const Registry& registry_with_conjectures(const std::string& dir);

}  // namespace cgcheck
