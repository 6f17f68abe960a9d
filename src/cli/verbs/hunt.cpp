// cgcheck hunt: a conjecture typed in Lua, tested like a claim: the smallest counterexample, or the
// range where it held; --save keeps it as a claim.
#include <algorithm>
#include <filesystem>
#include <memory>
#include <stdexcept>

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include "cli/verb.hpp"
#include "runtime/json_text.hpp"
#include "core/error.hpp"
#include "claims/certificate.hpp"
#include "claims/result.hpp"
#include "core/text.hpp"
#include "lua/conjecture.hpp"
#include "lua/game_entry.hpp"
#include "run/run.hpp"

namespace cgcheck::cli {
namespace {

struct Flags {
  Conjecture conj;
  std::string predict_p, predict_grundy, predict_value, property, save, json;
  bool force = false;
  double lua_memory_gib = 1;
  CLI::Option *json_opt = nullptr, *save_opt = nullptr, *checkpoint_opt = nullptr;
};

// The conjecture the flags state: its form and code (exactly one of the four), and the run's
// limits.
Conjecture conjecture_of(Session& s, const Flags& f) {
  const int given = !f.predict_p.empty() + !f.predict_grundy.empty() + !f.predict_value.empty() + !f.property.empty();
  if (given != 1) throw InputError("hunt needs exactly one of --predict-p, --predict-grundy, --predict-value, --property");
  Conjecture c = f.conj;
  for (const auto& [form, code] : {std::pair{ConjectureForm::predict_p, &f.predict_p},
                                   std::pair{ConjectureForm::predict_grundy, &f.predict_grundy},
                                   std::pair{ConjectureForm::predict_value, &f.predict_value},
                                   std::pair{ConjectureForm::property, &f.property}})
    if (!code->empty()) {
      c.form = form;
      c.code = *code;
    }
  c.lua_memory = gib_to_bytes(f.lua_memory_gib, "--lua-memory");
  if (s.options.threads > kMaxThreads) throw InputError(fmt::format("--threads {} is more than {} threads", s.options.threads, kMaxThreads));
  c.threads = std::max(1u, s.options.threads);
  c.max_memory = s.options.max_memory;
  return c;
}

// The result as hunt prints it: the counterexample or none, what each phase covered, the time.
void print_hunt(const Conjecture& c, const ClaimResult& r, const HuntStats& stats) {
  if (r.counterexample) {
    const auto& ce = *r.counterexample;
    // The wording of check's line and the JUnit file: one wording per verdict.
    fmt::print("counterexample {} ({})\n", shortened(printable(verdict_words(ce)), 2000), ce.found_by);
  } else {
    fmt::print("no counterexample\n");
  }
  std::string shape;
  for (const auto& [field, value] : stats.shape) shape += fmt::format("{}{}={}", shape.empty() ? "" : ",", field, value);
  for (const auto& cov : r.checked) {
    fmt::print("{}: {} positions, {}\n", cov.mode, with_commas(cov.count), cov.range);
    if (cov.mode == "exhaustive")
      fmt::print("generated {} positions{}, kept {}{}\n", with_commas(stats.generated),
                 shape.empty() ? "" : fmt::format(" (shape {} fixed before generation)", shape), with_commas(stats.kept),
                 c.where.empty() ? "" : stats.where_in_shape ? " (--where fixes only the shape)" : " (by --where)");
  }
  if (r.mismatches > 0) fmt::print("mismatches: {}\n", with_commas(r.mismatches));
  fmt::print("time: {:.2f} s\n", r.seconds);
}

// --json: the conjecture, what the hunt walked and its result.
void write_hunt_json(const std::string& path, const Conjecture& c, const GameEntry& g, const ClaimResult& r,
                     const HuntStats& stats) {
  nlohmann::json j{{"game", c.game}, {"form", std::string(name(c.form))}, {"code", c.code}, {"bound", stats.bound},
                   {"bound_counts", bound_unit(g.explorer.bound_meaning)}, {"shape", stats.shape},
                   {"generated", stats.generated}, {"kept", stats.kept},
                   {"random", c.random}, {"seed", c.seed}, {"status", std::string(name(r.status))},
                   {"mismatches", r.mismatches}};
  j["checked"] = nlohmann::json::array();
  for (const auto& cov : r.checked) j["checked"].push_back({{"mode", cov.mode}, {"count", cov.count}, {"range", cov.range}});
  if (r.counterexample)
    j["counterexample"] = {{"position", r.counterexample->position}, {"claimed", r.counterexample->claimed},
                           {"actual", r.counterexample->actual}, {"found_by", r.counterexample->found_by}};
  // The runner certifies a counterexample from the game's rules, as it does a claim's.
  if (!r.certificates.empty()) {
    j["certificates"] = nlohmann::json::array();
    for (const auto& cert : r.certificates) j["certificates"].push_back(to_json(cert));
  }
  write_file_atomically(path, json_text(j));
}

int hunt_verb(Session& s, Flags& f) {
  Conjecture c = conjecture_of(s, f);
  lua::set_game_file_listing_memory(c.max_memory);  // a game file's positions() held to --max-memory
  const std::string& save = f.save;
  const std::string& conjectures = s.conjectures;
  if (!save.empty() && lua::is_game_file(c.game))
    throw InputError("--save keeps conjectures about built-in games; for a game file, put the conjecture in a claim file (see 'cgcheck new')");
  const GameEntry* g = &find_game(s.reg(), c.game);
  if (!save.empty()) {  // before the run, not after it
    check_conjecture_name(save, conjectures);
    std::error_code ec;
    if (!f.force && std::filesystem::exists(std::filesystem::symlink_status(conjecture_path(conjectures, save), ec)))
      throw InputError(fmt::format("{} exists; --force replaces it", conjecture_path(conjectures, save)));
  }
  s.prepare_checkpoints();
  fmt::print("hunt {} {}: {}\n", printable(c.game), name(c.form), shortened(printable(c.code), 2000));
  // A typed conjecture is a claim like any other, the object a saved conjecture or a built-in claim
  // is, run by the same runner; its checkpoints are named by its id and text.
  // The counterexample's certificate is built from the game's rules: a game file joins the registry
  // the runner looks games up in (it found only built-in games, and a hunt over a file got none).
  Registry games = s.reg();
  if (lua::is_game_file(c.game) && !games.game(g->id)) games.add(*g);
  HuntStats stats;
  Claim claim;
  claim.id = "hunt/" + g->id;
  claim.game = g->id;
  const std::uint64_t bound = c.bound.value_or(g->explorer.default_bound);
  claim.bounds = {bound, bound, bound};
  claim.checker = conjecture_check(c, [g]() -> const GameEntry& { return *g; }, games, &stats);
  RunOptions options = s.options;  // --threads and the checkpoint flags
  options.bound.reset();
  options.seed = c.seed;
  options.threads = c.threads;
  options.max_memory = c.max_memory;
  Workspace tables;
  const ClaimResult r = run_claim(claim, options, tables, games);
  if (r.status == Status::error) throw std::runtime_error(r.message);
  print_hunt(c, r, stats);
  if (!f.json.empty()) write_hunt_json(f.json, c, *g, r, stats);
  if (!save.empty() && r.status == Status::inconclusive)
    throw InputError(fmt::format("no position was checked{}, so there is nothing to save as '{}'",
                                 c.where.empty() ? "" : " (the --where filter held nowhere)", save));
  if (!save.empty()) {
    c.name = save;
    c.bound = stats.bound;
    c.bound_counts = bound_unit(g->explorer.bound_meaning);
    c.expected = r.status == Status::refuted ? "refuted" : "holds";
    const std::string path = save_conjecture(c, conjectures, f.force);
    fmt::print("saved as {} (claim {}/{}, expected {})\n", path, kSavedConjectures, save, c.expected);
  }
  return r.status == Status::refuted ? 1 : 0;
}

const VerbRegistration kHunt{{70, [](CLI::App& app, Session& s) {
  auto f = std::make_shared<Flags>();
  VerbRun v;
  auto* cmd = v.command =
      app.add_subcommand("hunt", "Test a conjecture written in Lua: smallest counterexample or the range where it held");
  cmd->add_option("game", f->conj.game, "Game id, or a game file (.lua)")->required();
  auto* o1 = cmd->add_option("--predict-p", f->predict_p, "Lua returning true where the position is P");
  auto* o2 = cmd->add_option("--predict-grundy", f->predict_grundy, "Lua returning the predicted Grundy value");
  auto* o3 = cmd->add_option("--predict-value", f->predict_value, "Lua returning the predicted canonical value (partizan)");
  auto* o4 = cmd->add_option("--property", f->property,
                             "Lua returning true where a property holds; may call grundy(pos), value(pos), outcome(pos)");
  cmd->add_option("--where", f->conj.where, "Lua filter: only positions where it returns true are checked (e.g. 'return n == 4')");
  o1->excludes(o2, o3, o4);
  o2->excludes(o3, o4);
  o3->excludes(o4);
  f->conj.random = 200;
  cmd->add_option("--bound", f->conj.bound,
                  "Exhaustive phase: every position up to this bound (what it counts and each game's default: "
                  "'cgcheck games'; the same as check's)")
      ->check(kNonNegative);
  cmd->add_option("--shape", f->conj.shape,
                  "FIELD=VALUE[,...]: fix structural fields before positions are generated (number of heaps or "
                  "piles, pass, length: see README); --where's conjuncts FIELD == VALUE do the same");
  cmd->add_option("--random", f->conj.random, "Random phase: this many random positions, failures shrunk")
      ->capture_default_str()
      ->check(kNonNegative);
  cmd->add_option("--seed", f->conj.seed, "Seed of the random phase")->capture_default_str()->check(kNonNegative);
  cmd->add_option("--threads", s.options.threads,
                  "Worker threads of the exhaustive phase (default: all cores, at most 1024); results do not depend on it")
      ->check(kNonNegative);
  s.add_max_memory_option(cmd, "GiB the listed positions of the exhaustive phase may take (default: 80% of available memory)");
  f->save_opt = cmd->add_option("--save", f->save, "Save the conjecture as NAME.json in the --conjectures folder (it then joins the claims)");
  cmd->add_flag("--force", f->force, "With --save: replace an existing saved conjecture of that name");
  s.add_conjectures_option(cmd, "Folder --save writes to (created if missing)");
  s.add_progress_flag(cmd);
  s.add_lua_steps_option(cmd);
  f->json_opt = cmd->add_option("--json", f->json, "Write the result as JSON to FILE");
  f->checkpoint_opt = s.add_checkpoint_options(cmd);
  cmd->add_option("--lua-memory", f->lua_memory_gib, "GiB the conjecture's Lua state may hold")->capture_default_str();
  v.files = [f, &s](std::vector<OutputTarget>& outputs, std::vector<std::string>& inputs) {
    if (f->json_opt->count() > 0) outputs.push_back({"--json", f->json});
    s.refuse_empty_checkpoint(f->checkpoint_opt);
    if (f->save_opt->count() > 0) {
      check_conjecture_name(f->save, s.conjectures);
      const std::string target = conjecture_path(s.conjectures, f->save);
      std::error_code ec;
      if (!f->force && std::filesystem::exists(std::filesystem::symlink_status(target, ec)))
        throw InputError(fmt::format("--save {}: {} exists; --force replaces it", f->save, target));
      outputs.push_back({"--save", target, true});
    }
    if (lua::is_game_file(f->conj.game)) inputs.push_back(f->conj.game);
  };
  v.run = [f, &s] { return hunt_verb(s, *f); };
  return v;
}}};

}  // namespace
}  // namespace cgcheck::cli
