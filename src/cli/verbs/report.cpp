// cgcheck report: run the claims (every one, or as check selects them) and write the Markdown
// report, results.json and the folder's manifest, all or nothing.
#include <filesystem>
#include <fstream>
#include <memory>
#include <set>

#include <fmt/core.h>

#include "cli/verb.hpp"
#include "runtime/cluster.hpp"
#include "core/error.hpp"
#include "core/text.hpp"
#include "report/render.hpp"
#include "run/explore.hpp"

namespace cgcheck::cli {
namespace {

struct Flags {
  std::string out = "reports", game, claim, paper;
  bool all = false, force = false;
};

int report(Session& s, const Flags& f) {
  const RunOptions& ctx = s.options;
  const Registry& reg = s.reg();
  const std::string& out = f.out;
  // Before the run: the folder can be written (its files would otherwise land in / or fail at the
  // end), holds only what an earlier report wrote (unless --force), and no page the report writes
  // is a file it reads.
  check_output_folder(out, "--out");
  check_report_folder(out, f.force);
  {
    std::vector<OutputTarget> pages{{"--out", out + "/README.md"}, {"--out", out + "/results.json"},
                                    {"--out", out + "/" + kReportManifest}};
    for (const auto& p : reg.papers()) pages.push_back({"--out", out + "/" + p.report_name + ".md"});
    check_output_files(pages, s.claim_paths);
  }
  if (!f.paper.empty() && (!f.game.empty() || !f.claim.empty())) throw InputError("--paper cannot be combined with --game or --claim");
  // Every claim, or (like check) the named game's, claim's or paper's, or with --claims the files' own.
  const bool filtered = !f.all && (!f.game.empty() || !f.claim.empty() || !f.paper.empty() || s.has_claim_files());
  std::vector<const Claim*> selected;
  if (filtered) selected = s.select_claims(f.game, f.claim, f.paper, s.has_claim_files() && f.game.empty());
  else
    for (const auto& c : reg.claims()) selected.push_back(&c);
  Workspace tables;  // the run's tables: the claims' and then the explorations'
  const auto runs = s.run_claims(selected, ctx, tables);
  std::set<std::string> papers;
  for (const auto& p : reg.papers())
    for (const auto& r : runs)
      if (of_paper(p, *r.claim)) papers.insert(p.report_name);
  const auto explorations = explore(reg, ctx, tables, filtered ? &papers : nullptr);
  // The time labels the previous report showed, for results.json: a time that moved only a little
  // keeps its label. A missing or unreadable file is no previous report (it is replaced whole).
  TimeLabels previous;
  std::error_code ec;
  if (std::filesystem::is_regular_file(out + "/results.json", ec))  // not a FIFO, which would block
    if (std::ifstream in(out + "/results.json"); in) previous = recorded_time_labels(nlohmann::json::parse(in, nullptr, false));
  const TimeLabels times = time_labels(reg, runs, previous);
  // The pages hold no timings (a report is a function of the tree, the profile and the seed).
  auto files = render_markdown(reg, runs, explorations, ctx, out);
  files.emplace_back(out + "/results.json", json_text(to_json(runs, ctx, times)));
  files.emplace_back(out + "/" + kReportManifest, report_manifest(out, files));
  if (cluster().is_root()) write_files_atomically(files);
  std::size_t unexpected = 0;
  for (const auto& r : runs) unexpected += r.as_expected() ? 0 : 1;
  fmt::print("wrote {} files to {}/; {} claims, {} unexpected\n", files.size(), out, runs.size(), unexpected);
  return Session::exit_code(runs);
}

const VerbRegistration kReport{{50, [](CLI::App& app, Session& s) {
  auto f = std::make_shared<Flags>();
  VerbRun v;
  auto* cmd = v.command = app.add_subcommand("report", "Run every claim and write Markdown reports");
  cmd->add_option("--out", f->out, "Output directory")->capture_default_str();
  s.add_claims_option(cmd, "Claim file, or a folder of them (repeatable): a report of their claims (--all: with every built-in claim)");
  cmd->add_option("--game", f->game, "Only this game's claims");
  cmd->add_option("--claim", f->claim, "Only this claim");
  cmd->add_option("--paper", f->paper, "Only this paper's claims (its report name)");
  cmd->add_flag("--all", f->all, "With --claims: every claim, the built-in ones too");
  cmd->add_flag("--force", f->force, "Write into an --out folder that holds files an earlier report did not write (they are kept)");
  s.add_conjectures_option(cmd, "Folder of saved conjectures: when it exists, they join the claims");
  s.add_run_options(cmd);
  v.reads_claims = true;
  v.under_mpi = true;
  v.run = [f, &s] { return report(s, *f); };
  return v;
}}};

}  // namespace
}  // namespace cgcheck::cli
