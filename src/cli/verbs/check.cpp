// cgcheck check: run claims; exit 1 if an observed status differs from its expectation, 2 if a
// claim could not be checked.
#include <algorithm>
#include <filesystem>
#include <memory>

#include <fmt/core.h>

#include "cli/verb.hpp"
#include "runtime/cluster.hpp"
#include "core/error.hpp"
#include "core/text.hpp"
#include "lua/claim_file.hpp"
#include "lua/game_entry.hpp"
#include "report/render.hpp"

namespace cgcheck::cli {
namespace {

struct Flags {
  std::string game, claim, paper, json, junit;
  bool keep_tables = false;
  CLI::Option *json_opt = nullptr, *junit_opt = nullptr, *checkpoint_opt = nullptr;
};

int check(Session& s, const Flags& f) {
  const RunOptions& ctx = s.options;
  const Registry& reg = s.reg();
  if (!f.paper.empty() && (!f.game.empty() || !f.claim.empty())) throw InputError("--paper cannot be combined with --game or --claim");
  if (lua::is_game_file(f.game) && f.claim.empty()) {
    // A game file without claims about it: the file's self-checks over its enumeration.
    const GameEntry& g = find_game(reg, f.game);
    if (std::none_of(reg.claims().begin(), reg.claims().end(), [&](const Claim& c) { return c.game == g.id; })) {
      const std::uint64_t b = ctx.bound.value_or(ctx.profile == Profile::ci ? 8 : ctx.profile == Profile::deep ? 20 : 12);
      fmt::print("{}\n", lua::self_check(f.game, b, ctx.max_memory));
      return 0;
    }
  }
  // With --claims, check runs the files' claims unless a game, claim or paper is named.
  const auto claims = s.select_claims(f.game, f.claim, f.paper, s.has_claim_files() && f.game.empty());
  s.prepare_checkpoints();
  // One claim reads its tables alone: it may check them as they are filled and keep none
  // (checkpoints save finished work items of a walk over a kept table, so they keep it).
  RunOptions run_options = ctx;
  run_options.keep_tables = f.keep_tables || claims.size() > 1 || !ctx.checkpoint_dir.empty();
  Workspace tables;
  const auto runs = s.run_claims(claims, run_options, tables);
  std::vector<OutputFile> files;
  if (!f.json.empty()) files.emplace_back(f.json, json_text(to_json(runs, ctx)));
  if (!f.junit.empty()) files.emplace_back(f.junit, to_junit(runs));
  // Under mpirun every rank holds the same results; rank 0 alone writes them.
  if (!files.empty() && cluster().is_root()) write_files_atomically(files);
  std::size_t unexpected = 0;
  for (const auto& r : runs) unexpected += r.as_expected() ? 0 : 1;
  fmt::print("{} claims, {} as expected, {} unexpected\n", runs.size(), runs.size() - unexpected, unexpected);
  return Session::exit_code(runs);
}

const VerbRegistration kCheck{{40, [](CLI::App& app, Session& s) {
  auto f = std::make_shared<Flags>();
  VerbRun v;
  auto* cmd = v.command = app.add_subcommand("check", "Run claims; exit 1 if an observed status differs from its expectation");
  cmd->add_option("--game", f->game, "Only this game's claims (a game id, or a game file: without claims, its self-checks)");
  cmd->add_option("--claim", f->claim, "Only this claim");
  cmd->add_option("--paper", f->paper, "Only the claims about this paper's games (its report name, e.g. nim-pass)");
  f->json_opt = cmd->add_option("--json", f->json, "Write results as JSON to FILE");
  f->junit_opt = cmd->add_option("--junit", f->junit, "Write results as JUnit XML to FILE (one test case per claim)");
  s.add_claims_option(cmd, "Claim file, or a folder of them (repeatable): their claims join the built-in ones");
  s.add_conjectures_option(cmd, "Folder of saved conjectures: when it exists, they join the claims");
  s.add_run_options(cmd);
  f->checkpoint_opt = s.add_checkpoint_options(cmd);
  // check of one claim streams the tables that support it (RunOptions::keep_tables); this turns it
  // off, to measure the two side by side.
  cmd->add_flag("--keep-tables", f->keep_tables,
                "Build and keep each table whole even when one claim runs (one claim is otherwise checked as its "
                "table is filled, where the table allows it: Nim* heaps <= 4); results do not change");
  v.reads_claims = true;
  v.under_mpi = true;
  v.files = [f, &s](std::vector<OutputTarget>& outputs, std::vector<std::string>& inputs) {
    if (f->json_opt->count() > 0) outputs.push_back({"--json", f->json});
    if (f->junit_opt->count() > 0) outputs.push_back({"--junit", f->junit});
    s.refuse_empty_checkpoint(f->checkpoint_opt);
    if (lua::is_game_file(f->game)) inputs.push_back(f->game);
  };
  v.run = [f, &s] { return check(s, *f); };
  return v;
}}};

}  // namespace
}  // namespace cgcheck::cli
