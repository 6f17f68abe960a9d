// Saved conjectures: `hunt --save` writes a conjecture as <folder>/<name>.json, and every saved one
// is registered as a claim about its game (lua/conjecture.hpp).
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include "runtime/json_text.hpp"
#include "core/error.hpp"
#include "runtime/output.hpp"
#include "runtime/share_dir.hpp"
#include "core/text.hpp"
#include "lua/conjecture.hpp"

namespace cgcheck {

std::string conjecture_path(const std::filesystem::path& dir, const std::string& n) {
  return (dir / (n + ".json")).string();
}

void check_conjecture_name(const std::string& n, const std::filesystem::path& dir) {
  namespace fs = std::filesystem;
  if (n.empty() || !std::all_of(n.begin(), n.end(), [](char ch) {
        return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '-' || ch == '_';
      }))
    throw InputError(fmt::format("conjecture name '{}' must be lower-case letters, digits, '-' or '_'", n));
  const fs::path shipped = share_dir() / "conjectures";
  std::error_code ec;
  if (fs::exists(shipped / (n + ".json"), ec) && !fs::equivalent(dir, shipped, ec))
    throw InputError(fmt::format("conjecture name '{}' is taken by a conjecture shipped with cgcheck; choose another", n));
}

std::string save_conjecture(const Conjecture& c, const std::filesystem::path& dir, bool force) {
  check_conjecture_name(c.name, dir);
  {
    std::error_code ec;
    if (!force && std::filesystem::exists(std::filesystem::symlink_status(conjecture_path(dir, c.name), ec)))
      throw InputError(fmt::format("{} exists; --force replaces it", conjecture_path(dir, c.name)));
  }
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) throw InputError(fmt::format("cannot create the conjectures folder {}: {}", dir.string(), ec.message()));
  nlohmann::json j{{"name", c.name},   {"game", c.game},     {"form", std::string(name(c.form))},
                   {"code", c.code},   {"where", c.where},   {"bound", c.bound.value_or(0)},
                   {"bound_counts", c.bound_counts},       {"random", c.random},
                   {"seed", c.seed},   {"expected", c.expected}};
  if (!c.shape.empty()) j["shape"] = c.shape;
  const std::string path = conjecture_path(dir, c.name);
  write_file_atomically(path, json_text(j));
  return path;
}


namespace {

// The page of the saved conjectures: claims of their own source, whatever game each is about (one
// page of the report, "conjectures", for the shipped folder and a user's).
void add_saved_conjectures_paper(Registry& r) {
  if (r.paper(kSavedConjectures)) return;
  PaperEntry p;
  p.file = "conjectures/";
  p.citation = "Conjectures saved with `cgcheck hunt --save`";
  p.report_name = std::string(kSavedConjectures);
  p.named_claims_only = true;
  p.rules = "Each conjecture is a line of Lua about one game, saved by `cgcheck hunt --save` with the status it had "
            "then as its expectation; the game's rules are those of its own paper's page.";
  r.add(std::move(p));
}

// The conjecture saved in file f. A user's folder is input: a file that does not read is bad input
// (exit 2). A shipped one that does not read stays a claim whose check fails, so the gate names it:
// `problem` says why, and the conjecture is named after the file.
Conjecture read_saved_conjecture(const std::filesystem::path& f, bool shipped, std::string& problem) {
  Conjecture c;
  try {
    std::ifstream in(f);
    const auto j = nlohmann::json::parse(in);
    c.name = j.at("name");
    c.game = j.at("game");
    c.form = parse_conjecture_form(j.at("form").get<std::string>());
    c.code = j.at("code");
    c.where = j.value("where", "");
    // Counts must be integers in range: a float (1e30) converted to an integer was garbage, and
    // "bound": 1e30 checked one position and reported holds.
    const auto count = [&](const char* key, std::uint64_t max, std::optional<std::uint64_t> fallback) -> std::uint64_t {
      if (!j.contains(key)) {
        if (fallback) return *fallback;
        throw InputError(fmt::format("'{}' is missing", key));
      }
      const auto& v = j.at(key);
      if (!v.is_number_unsigned() || v.get<std::uint64_t>() > max)
        throw InputError(fmt::format("'{}' must be an integer from 0 to {}, not {}", key, max, v.dump()));
      return v.get<std::uint64_t>();
    };
    c.bound = count("bound", 1'000'000'000, std::nullopt);
    c.shape = j.value("shape", "");
    c.bound_counts = j.value("bound_counts", "");
    c.random = count("random", 1'000'000'000, 0);
    c.seed = count("seed", UINT64_MAX, 1);
    c.expected = j.at("expected");
  } catch (const std::exception& e) {
    if (!shipped) throw InputError(fmt::format("saved conjecture {} is unreadable: {}", f.string(), e.what()));
    problem = e.what();
    c.name = f.stem().string();
  }
  return c;
}

// The claim of saved conjecture c (from file f), on the saved conjectures' page; its game is looked
// up when the claim runs (the registry being filled outlives its claims).
Claim saved_conjecture_claim(const Registry& r, const std::filesystem::path& f, bool shipped, Conjecture c,
                             const std::string& problem) {
  Claim claim;
  claim.id = fmt::format("{}/{}", kSavedConjectures, c.name);
  claim.game = c.game;
  claim.paper = std::string(kSavedConjectures);
  claim.source = {shipped ? fmt::format("conjectures/{}.json", c.name) : f.string(),
                  fmt::format("saved conjecture {}", c.name), "cgcheck hunt"};
  claim.statement = fmt::format("{}: `{}`{}", name(c.form), c.code, c.where.empty() ? "" : fmt::format(" where `{}`", c.where));
  // A file saved before --bound meant the same for check and hunt has no "bound_counts": its
  // bound is read in the old unit and widened to cover the same positions (the game says how).
  if (problem.empty() && c.bound_counts.empty()) {
    if (const GameEntry* g = r.game(c.game); g && g->explorer.from_legacy_bound) {
      c.bound = g->explorer.from_legacy_bound(*c.bound);
      c.bound_counts = bound_unit(g->explorer.bound_meaning);
    }
  }
  claim.domain = fmt::format("every position with {} <= {}{}, then {} random positions",
                             c.bound_counts.empty() ? "size" : c.bound_counts, *c.bound,
                             c.shape.empty() ? "" : ", shape " + c.shape, c.random);
  claim.check = "the Lua conjecture vs the solver (cgcheck hunt)";
  claim.note = "Saved with `cgcheck hunt --save`.";
  claim.expected = c.expected == "refuted" ? Expectation::refuted : Expectation::holds;
  claim.finding = claim.expected == Expectation::refuted ? Finding::conjecture : Finding::none;
  claim.bounds = {*c.bound, *c.bound, *c.bound};
  claim.checker = conjecture_check(c, [c, problem, reg = &r]() -> const GameEntry& {
    if (!problem.empty()) throw std::runtime_error("unreadable saved conjecture: " + problem);
    const GameEntry* g = reg->game(c.game);
    if (!g) throw std::runtime_error("saved conjecture names unknown game " + c.game);
    if (!c.bound_counts.empty() && c.bound_counts != bound_unit(g->explorer.bound_meaning))
      throw std::runtime_error(fmt::format("saved conjecture's bound counts {}, but {}'s --bound counts {}: re-save it",
                                           c.bound_counts, c.game, bound_unit(g->explorer.bound_meaning)));
    return *g;
  }, r);
  return claim;
}

}  // namespace

void register_saved_conjectures(Registry& r, const std::filesystem::path& dir, bool shipped) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return;
  note_input_folder(dir.string());  // its files are read: no output lands among them
  std::vector<fs::path> files;
  // Only regular files: reading a FIFO someone left in the folder would wait forever.
  for (const auto& e : fs::directory_iterator(dir, ec))
    if (e.path().extension() == ".json" && e.is_regular_file(ec)) files.push_back(e.path());
  std::sort(files.begin(), files.end());
  if (!files.empty()) add_saved_conjectures_paper(r);
  std::vector<std::string> names;  // registered from this folder
  for (const auto& f : files) {
    std::string problem;
    Conjecture c = read_saved_conjecture(f, shipped, problem);
    const std::string id = fmt::format("{}/{}", kSavedConjectures, c.name);
    // A user's conjecture named like a shipped one (or two files of one name) would be two claims
    // of one name; refused with the file to rename instead of failing as a duplicate claim id.
    // The working folder's conjecture of a shipped conjecture's name wins: an installed cgcheck run
    // inside a clone of the repository reads the clone's copies of the shipped ones, and a user's
    // edited copy is the one they mean. Two of one name within a folder, or one named like a claim
    // of a paper, are still refused.
    const Claim* existing = r.claim(id);
    const bool overrides_shipped = existing && !shipped && existing->paper == kSavedConjectures &&
                                   std::find(names.begin(), names.end(), c.name) == names.end();
    if (existing && !overrides_shipped)
      throw InputError(fmt::format("saved conjecture {} is named '{}', like the registered claim {}; rename it",
                                   f.string(), c.name, id));
    names.push_back(c.name);
    if (!c.game.empty()) r.add_game_to_paper(kSavedConjectures, c.game);
    Claim claim = saved_conjecture_claim(r, f, shipped, std::move(c), problem);
    if (overrides_shipped) r.replace(std::move(claim));
    else r.add(std::move(claim));
  }
}

}  // namespace cgcheck
