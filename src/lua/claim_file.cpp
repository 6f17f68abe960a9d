// A claim file's parts, by job: what the file says (claim_file/spec.hpp, read in spec.cpp), the game
// it speaks about (target.hpp), the file's Lua state and the solver functions its formulas call
// (state.hpp, functions.cpp), the truth a run shares (truth.hpp) and the run of one claim (run.hpp).
// This file registers a file's paper and claims.
#include "lua/claim_file.hpp"

#include <set>
#include <algorithm>
#include <filesystem>
#include <memory>
#include <string>

#include <fmt/core.h>

#include "claims/check_kind.hpp"
#include "core/error.hpp"
#include "lua/claim_file/run.hpp"
#include "lua/claim_file/state.hpp"
#include "lua/claim_file/target.hpp"
#include "lua/game_entry.hpp"

namespace cgcheck::lua {

namespace fs = std::filesystem;

namespace {

using claim_file::ClaimSpec;
using claim_file::ClaimState;
using claim_file::FileSpec;

// What a claim of the kind compares, in the report's words.
std::string check_words(CheckKind k) {
  switch (k) {
    case CheckKind::p_iff: return "formula (P iff true) vs the solver's outcome";
    case CheckKind::p_if: return "formula (P where true) vs the solver's outcome";
    case CheckKind::grundy_is: return "formula's Grundy value vs the solver";
    case CheckKind::value_is: return "formula's game value vs the solver's canonical value (compared as games)";
    case CheckKind::outcome_is: return "formula's outcome class vs the solver";
    case CheckKind::periodic:
      return "the Grundy sequence from the rules vs the claimed preperiod and period (proved by the periodicity theorem "
             "when it applies)";
    case CheckKind::quotient:
      return "the written misère quotient's predictions vs every sum of heaps, by the exhaustive check, and vs the "
             "quotient computed from the rules";
    case CheckKind::property: break;
  }
  return "property (the formula may call the solver)";
}

// `file_games`: the ids of the game files earlier claim files brought in. A paper id may be the id of
// a game file (the Clobber example's paper is `clobber`, about the file `clobber.lua`), whichever
// claim file named that game first: only built-in games, papers and other files' papers are taken.
void load_one(Registry& r, const fs::path& path, std::set<std::string>& file_games) {
  ClaimState st(path);
  FileSpec spec = st.spec;
  const std::string paper_id = spec.paper_id.empty() ? spec.stem : spec.paper_id;
  if (r.paper(paper_id) || (r.game(paper_id) && !file_games.count(paper_id)))
    throw InputError(fmt::format("claim file {}: paper id '{}' is already taken by a built-in paper or game, or another claim file",
                                 st.file_, paper_id));
  // The game is resolved now so a claim file naming an unknown or broken game fails at once.
  std::string game_id;
  {
    auto target = claim_file::make_target(r, spec);
    game_id = target->id();
  }
  // A game file joins the run's registry under its id (unless one is taken), so that what the run
  // reports about its claims can solve their positions (the thermograph of a counterexample).
  if (is_game_file(spec.game) && !r.game(game_id)) {
    fs::path g(spec.game);
    if (g.is_relative()) g = path.parent_path() / g;
    r.add(game_file_entry(g));
    file_games.insert(game_id);
  }
  PaperEntry p;
  p.file = path.filename().string();
  // Authors, "Title" (year), doi or url: the citation as the report prints the built-in papers'.
  std::string cite = spec.authors;
  if (!spec.title.empty()) cite += fmt::format("{}\"{}\"", cite.empty() ? "" : ", ", spec.title);
  if (!spec.year.empty()) cite += fmt::format(" ({})", spec.year);
  if (!spec.link.empty()) cite += fmt::format(", {}{}", spec.link.rfind("http", 0) == 0 ? "" : "doi:", spec.link);
  p.citation = cite.empty() ? paper_id : cite;
  p.report_name = paper_id;
  p.games = {game_id};
  p.named_claims_only = true;  // its page lists its own claims, not the built-in ones about its game
  p.rules = fmt::format("Claims from the claim file `{}` about the game `{}` ({}); checked without recompiling.",
                        p.file, game_id, spec.game);
  r.add(std::move(p));
  const std::string file_path = path.string();
  for (std::size_t i = 0; i < spec.claims.size(); ++i) {
    const ClaimSpec& s = spec.claims[i];
    Claim c;
    c.id = fmt::format("{}/{}", paper_id, s.id);
    if (r.claim(c.id)) throw InputError(fmt::format("claim file {}: claim id '{}' appears twice", st.file_, s.id));
    c.game = game_id;
    c.paper = paper_id;  // the file's own page, whatever game the claim speaks about
    c.source = {path.filename().string(), s.cite.empty() ? s.id : s.cite, s.section};
    c.statement = s.statement;
    c.domain = fmt::format("positions up to the bound{}, {} play", s.has_where ? ", where the claim's where() holds" : "",
                           s.play == "misere" ? "misère" : "normal");
    c.check = check_words(s.check);
    c.note = s.note;
    c.expected = s.expect == "refuted" ? Expectation::refuted : Expectation::holds;
    c.finding = c.expected == Expectation::holds ? Finding::none
                : s.finding == "reading"         ? Finding::reading
                : s.finding == "conjecture"      ? Finding::conjecture
                                                 : Finding::erratum;
    c.bounds = s.bounds;
    c.checker = make_check(
        [reg = &r, file_path, i](ClaimResult& res, RunContext& ctx, std::uint64_t bound) {
          claim_file::run_claim_of_file(res, ctx, bound, *reg, file_path, i);
        },
        std::string(name(s.check)));
    r.add(std::move(c));
  }
}

}  // namespace

bool is_claim_file(const std::string& path) {
  ClaimState st(path, true);  // a file that does not even load is an error, not "some other file"
  return st.is_claims;
}

void load_claim_files(Registry& r, const std::vector<std::string>& paths) {
  std::set<std::string> file_games;
  for (const auto& p : paths) {
    std::error_code ec;
    if (fs::is_directory(p, ec)) {
      std::vector<fs::path> files;
      for (const auto& e : fs::directory_iterator(p, ec))
        if (e.path().extension() == ".lua" && e.is_regular_file(ec)) files.push_back(e.path());
      std::sort(files.begin(), files.end());
      std::size_t found = 0;
      for (const auto& f : files) {
        if (!is_claim_file(f.string())) continue;
        load_one(r, f, file_games);
        ++found;
      }
      if (found == 0) throw InputError(fmt::format("--claims {}: no claim files in the folder", p));
    } else if (fs::exists(p, ec)) {
      load_one(r, p, file_games);
    } else {
      throw InputError(fmt::format("--claims {}: no such file or folder", p));
    }
  }
}

}  // namespace cgcheck::lua
