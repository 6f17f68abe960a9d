// The cgcheck command. Verbs: games, claims, solve, check, report (see README.md).
// Exit codes: 0 success; 1 a claim's observed status differs from its expectation; 2 bad input or
// output that cannot be written (a file or standard output); 3 internal error; 130 interrupted.
#include <sys/resource.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <algorithm>
#include <filesystem>
#include <set>
#include <fstream>
#include <thread>
#include <iostream>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include <CLI/CLI.hpp>
#include <fmt/core.h>

#include "core/text.hpp"
#include "core/cluster.hpp"
#include "core/progress.hpp"
#include "core/registry.hpp"
#include "core/error.hpp"
#include "lua/claim_file.hpp"
#include "lua/conjecture.hpp"
#include "lua/game_entry.hpp"
#include "lua/templates.hpp"
#include "core/memo_solver.hpp"
#include "core/output.hpp"
#include "report/render.hpp"
#include "run/families.hpp"
#include "run/run.hpp"
#ifdef CGCHECK_MPI
#include "cli/mpi_cluster.hpp"
#endif

namespace cgcheck {
namespace {

// The built-in registry joined by the user's saved conjectures (--conjectures, when the folder
// exists), or a copy of that extended with the claim files given by --claims.
const Registry* g_base = nullptr;
const Registry* g_registry = nullptr;
const Registry& base_reg() { return g_base ? *g_base : registry(); }
const Registry& reg() { return g_registry ? *g_registry : base_reg(); }

// The first signal asks the running loop to stop at its next poll (it then says how far it got);
// a second one exits at once. Either way the set of output files is all old or all new, with no
// temporary file left: while temporary files are written, exiting removes them (nothing has been
// renamed yet); while they are renamed, the signals are blocked (core/output.hpp), so a second one
// exits only once the whole set is in place.
void on_signal(int) {
  if (g_interrupted.exchange(true)) {
    remove_temporary_files();
    static const char msg[] = "cgcheck: interrupted again; exiting now (output files are all old or all new)\n";
    [[maybe_unused]] const auto n = ::write(STDERR_FILENO, msg, sizeof msg - 1);
    ::_exit(130);
  }
}

// Half of the address-space limit (ulimit -v), or no limit: the binary, its libraries and the
// allocator's reserve take part of that space too, so an estimate held to the limit itself would
// still end in bad_alloc.
std::uint64_t address_space_share() {
  struct rlimit rl {};
  if (::getrlimit(RLIMIT_AS, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY) return UINT64_MAX;
  return static_cast<std::uint64_t>(rl.rlim_cur) / 2;
}

// A safe share of the memory the machine has available now: 80% of MemAvailable (and no more than
// half of an address-space limit).
std::uint64_t default_max_memory() {
  std::ifstream in("/proc/meminfo");
  std::string key;
  std::uint64_t kib = 0;
  std::string unit;
  while (in >> key >> kib >> unit)
    if (key == "MemAvailable:") return std::min(kib * 1024 / 5 * 4, address_space_share());
  return std::min<std::uint64_t>(std::uint64_t{8} << 30, address_space_share());  // unknown: assume 8 GiB
}

// A size in GiB given on the command line, in bytes. Only a finite positive number of at least one
// byte means something: 0, negative, NaN and infinity are refused rather than read as "no limit";
// sizes beyond 2^64 bytes saturate instead of overflowing the conversion.
std::uint64_t gib_to_bytes(double gib, const char* flag) {
  if (!std::isfinite(gib) || !(gib > 0))
    throw InputError(fmt::format("{} must be a finite positive number of GiB, not {}", flag, gib));
  const double bytes = gib * 1073741824.0;
  if (bytes < 1) throw InputError(fmt::format("{} {} GiB is less than one byte", flag, gib));
  if (bytes >= 18446744073709551615.0) return UINT64_MAX;
  return static_cast<std::uint64_t>(bytes);
}

void print_error(const char* prefix, std::string_view msg);

// CLI11 reads "-5" into an unsigned option with strtoull, which wraps it to 2^64 - 5 (so
// `--max-moves -1` meant "unlimited"): a sign on an unsigned flag is refused before conversion.
const CLI::Validator kNonNegative(
    [](std::string& v) -> std::string {
      const auto first = v.find_first_not_of(" \t\n\v\f\r");
      if (first != std::string::npos && v[first] == '-') return "must not be negative (got " + v + ")";
      // strtoull saturates: --seed 18446744073709551616 was read as 2^64 - 1, silently.
      std::uint64_t parsed = 0;
      const char* begin = v.data() + (first == std::string::npos ? v.size() : first);
      if (const auto [ptr, ec] = std::from_chars(begin, v.data() + v.size(), parsed); ec == std::errc::result_out_of_range)
        return "is too large (at most 18446744073709551615; got " + v + ")";
      return {};
    },
    "NON-NEGATIVE");

// More workers than this is a typo, not a machine: thousands of threads fail to start (and a
// failed std::thread aborted the run).
constexpr unsigned kMaxThreads = 1024;

Profile parse_profile(const std::string& s) {
  if (s == "ci") return Profile::ci;
  if (s == "standard") return Profile::standard;
  if (s == "deep") return Profile::deep;
  throw InputError(fmt::format("unknown profile '{}' (ci, standard, deep)", s));
}

int cmd_games() {
  // The last column: what --bound counts, for check and hunt alike.
  for (const auto& g : reg().games())
    fmt::print("{}\t{}\t{}\t{}\tbound: {}; hunt default {}\n", g.id, g.partizan ? "partizan" : "impartial", g.title,
               g.syntax, g.explorer.bound_meaning, g.explorer.default_bound);
  for (const auto& f : registry().families())
    fmt::print("{}:{}\timpartial\t{}\t{}\tbound: {}\n", f.id, f.parameter, f.title, f.syntax, f.bound_meaning);
  return 0;
}

// A field of a tab-separated line: a TAB, line break or other control character in it (a claim
// file's cite or title) is written as an escape (\t, \n, \r, \xNN), and a backslash as \\, so
// every claim is one line of the same columns.
std::string tsv_field(std::string_view text) {
  std::string out;
  for (const char ch : text) {
    const auto u = static_cast<unsigned char>(ch);
    if (ch == '\t') out += "\\t";
    else if (ch == '\n') out += "\\n";
    else if (ch == '\r') out += "\\r";
    else if (ch == '\\') out += "\\\\";
    else if (u < 0x20 || u == 0x7f) out += fmt::format("\\x{:02x}", u);
    else out += ch;
  }
  return out;
}

// With --claims and neither --game nor --all, the files' claims only.
int cmd_claims(std::string game, bool files_only) {
  if (!game.empty()) game = find_game(reg(), game).id;
  for (const auto& c : reg().claims())
    if ((game.empty() || c.game == game) && (!files_only || base_reg().claim(c.id) == nullptr))
      fmt::print("{}\t{}\t{}, {} ({})\n", tsv_field(c.id), name(c.expected), tsv_field(c.source.label),
                 tsv_field(c.source.section), tsv_field(c.source.paper));
  return 0;
}

int cmd_solve(const std::string& game, const std::vector<std::string>& positions, std::uint64_t max_moves,
              std::uint64_t max_memory, bool outcome_only) {
  auto session = find_game(reg(), game).session();
  session->set_budget(max_moves);
  session->set_memory_limit(max_memory);
  auto answer = [&](const std::string& text) {
    Solved s;
    try {
      s = outcome_only ? session->outcome(text) : session->solve(text);
    } catch (const Interrupted&) {
      // Exit here, with the session alive: unwinding would first free the solver's memo (millions
      // of entries, more than a second on a loaded machine), and nothing else is left to write.
      std::string line = fmt::format("interrupted while solving '{}' (the answers above are complete)", text);
      for (char& ch : line)
        if (ch == '\n' || ch == '\r') ch = ' ';
      std::fflush(stdout);
      std::fprintf(stderr, "cgcheck: %s\n", line.c_str());
      std::_Exit(130);
    }
    if (outcome_only) fmt::print("{}\t{}\n", s.position, s.outcome);
    else fmt::print("{}\t{}\t{}\n", s.position, s.value, s.outcome);
  };
  if (!positions.empty()) {
    for (const auto& p : positions) answer(p);
    return 0;
  }
  // Batch mode: one position per line on standard input; '#' lines are comments.
  std::string line;
  std::size_t lineno = 0;
  while (std::getline(std::cin, line)) {
    ++lineno;
    if (!line.empty() && line[0] == '#') continue;  // an empty line is the empty position
    try {
      answer(line);
    } catch (const InputError& e) {
      throw InputError(fmt::format("line {}: {}", lineno, e.what()));
    }
  }
  return 0;
}

std::vector<const Claim*> select_claims(std::string game, const std::string& claim, const std::string& paper = {},
                                       bool files_only = false) {
  if (!game.empty()) game = find_game(reg(), game).id;
  std::vector<const Claim*> out;
  if (!paper.empty()) {
    const PaperEntry* p = reg().paper(paper);
    if (!p) throw InputError(fmt::format("unknown paper '{}' (see 'cgcheck claims')", paper));
    for (const auto& c : reg().claims())
      if (of_paper(*p, c)) out.push_back(&c);
    return out;
  }
  if (!claim.empty()) {
    const Claim* c = reg().claim(claim);
    if (!c) throw InputError(fmt::format("unknown claim '{}' (see 'cgcheck claims')", claim));
    if (!game.empty() && c->game != game) throw InputError(fmt::format("claim '{}' is not a claim of game '{}'", claim, game));
    out.push_back(c);
    return out;
  }
  for (const auto& c : reg().claims())
    if ((game.empty() || c.game == game) && (!files_only || base_reg().claim(c.id) == nullptr)) out.push_back(&c);
  if (out.empty()) throw InputError(fmt::format("no claims registered for game '{}'", game));
  return out;
}

// 2 when a claim could not be checked (its script failed: status error), else 1 when a status
// differs from its expectation, else 0. The results are written first either way.
int exit_code(const std::vector<ClaimRun>& runs, std::size_t unexpected) {
  const auto is_error = [](const ClaimRun& r) { return r.result.status == Status::error; };
  const auto first = std::find_if(runs.begin(), runs.end(), is_error);
  if (first != runs.end()) {
    std::fflush(stdout);
    const auto more = std::count_if(first + 1, runs.end(), is_error);
    print_error("error: ", fmt::format("claim {} could not be checked: {}{}", first->claim->id, first->result.message,
                                       more > 0 ? fmt::format(" (and {} more claims in error)", more) : ""));
    return 2;
  }
  return unexpected == 0 ? 0 : 1;
}

std::vector<ClaimRun> run_claims(const std::vector<const Claim*>& claims, const RunContext& ctx, bool quiet) {
  std::vector<ClaimRun> runs;
  for (const Claim* c : claims) {
    try {
      ClaimRun r{c, run_claim(*c, ctx)};
      if (!quiet || !r.as_expected()) {
        std::string line = fmt::format("{:<9} {:<46} expected {:<8} {:>14} checked  {:8.2f} s", name(r.result.status),
                                       c->id, name(c->expected), with_commas(r.result.total_checked()), r.result.seconds);
        if (!r.as_expected()) line += "  UNEXPECTED";
        if (r.result.counterexample)
          line += fmt::format("  [{}: claims {}, is {}{}]",
                              r.result.counterexample->position.empty() ? "\"\"" : r.result.counterexample->position,
                              r.result.counterexample->claimed, r.result.counterexample->actual,
                              r.result.counterexample->found_by.starts_with("random") ? "; random phase, shrunk" : "");
        if (r.result.status == Status::error) line += "  " + r.result.message;
        fmt::print("{}\n", line);
        std::fflush(stdout);
      }
      runs.push_back(std::move(r));
    } catch (const Interrupted&) {
      throw Interrupted(fmt::format("interrupted during {} after {} of {} claims; no file written", c->id,
                                    runs.size(), claims.size()));
    }
  }
  return runs;
}

int cmd_check(const std::string& game, const std::string& claim, const std::string& paper, const RunContext& ctx, bool keep_tables,
              const std::string& json, const std::string& junit, bool quiet) {
  if (!paper.empty() && (!game.empty() || !claim.empty())) throw InputError("--paper cannot be combined with --game or --claim");
  if (lua::is_game_file(game) && claim.empty()) {
    // A game file without claims about it: the file's self-checks over its enumeration.
    const GameEntry& g = find_game(reg(), game);
    if (std::none_of(reg().claims().begin(), reg().claims().end(), [&](const Claim& c) { return c.game == g.id; })) {
      const std::uint64_t b = ctx.bound.value_or(ctx.profile == Profile::ci ? 8 : ctx.profile == Profile::deep ? 20 : 12);
      const std::string summary = lua::self_check(game, b);
      fmt::print("{}\n", summary);
      return 0;
    }
  }
  // With --claims, check runs the files' claims unless a game, claim or paper is named.
  const auto claims = select_claims(game, claim, paper, g_registry != nullptr);
  if (!ctx.checkpoint_dir.empty()) {
    // Claims from claim files are not checkpointed: a --checkpoint that would save nothing is
    // refused rather than left as an empty folder.
    const auto from_files = std::count_if(claims.begin(), claims.end(), [](const Claim* c) { return base_reg().claim(c->id) == nullptr; });
    if (static_cast<std::size_t>(from_files) == claims.size())
      throw InputError(fmt::format("--checkpoint {}: claims from claim files are not checkpointed, and no other claim is "
                                   "selected; run without --checkpoint", ctx.checkpoint_dir));
    if (from_files > 0)
      print_error("note: ", fmt::format("--checkpoint: the {} claims from claim files are not checkpointed", from_files));
    std::error_code ec;
    // Every rank makes it: ranks on other machines may see a folder of their own.
    std::filesystem::create_directories(ctx.checkpoint_dir, ec);
    if (ec || !std::filesystem::is_directory(ctx.checkpoint_dir, ec))
      throw InputError(fmt::format("--checkpoint {}: cannot create the folder{}", ctx.checkpoint_dir,
                                   ec ? ": " + ec.message() : std::string()));
  }
  // One claim reads its tables alone: it may check them as they are filled and keep none
  // (checkpoints save finished work items of a walk over a kept table, so they keep it).
  RunContext run_ctx = ctx;
  run_ctx.keep_tables = keep_tables || claims.size() > 1 || !ctx.checkpoint_dir.empty();
  const auto runs = run_claims(claims, run_ctx, quiet);
  std::vector<OutputFile> files;
  if (!json.empty()) files.emplace_back(json, json_text(to_json(runs, ctx)));
  if (!junit.empty()) files.emplace_back(junit, to_junit(runs));
  // Under mpirun every rank holds the same results; rank 0 alone writes them.
  if (!files.empty() && cluster().is_root()) write_files_atomically(files);
  std::size_t unexpected = 0;
  for (const auto& r : runs) unexpected += r.as_expected() ? 0 : 1;
  fmt::print("{} claims, {} as expected, {} unexpected\n", runs.size(), runs.size() - unexpected, unexpected);
  return exit_code(runs, unexpected);
}

int cmd_report(const std::string& out, const std::string& game, const std::string& claim, const std::string& paper,
               bool all_claims, const RunContext& ctx, bool quiet, bool force, const std::vector<std::string>& inputs) {
  // Before the run: the folder can be written (its files would otherwise land in / or fail at the
  // end), holds only what an earlier report wrote (unless --force), and no page the report writes
  // is a file it reads.
  check_output_folder(out, "--out");
  check_report_folder(out, force);
  {
    std::vector<OutputTarget> pages{{"--out", out + "/README.md"}, {"--out", out + "/results.json"},
                                    {"--out", out + "/" + kReportManifest}};
    for (const auto& p : reg().papers()) pages.push_back({"--out", out + "/" + p.report_name + ".md"});
    check_output_files(pages, inputs);
  }
  if (!paper.empty() && (!game.empty() || !claim.empty())) throw InputError("--paper cannot be combined with --game or --claim");
  // Every claim, or (like check) the named game's, claim's or paper's, or with --claims the files' own.
  const bool filtered = !all_claims && (!game.empty() || !claim.empty() || !paper.empty() || g_registry != nullptr);
  std::vector<const Claim*> all;
  if (filtered) all = select_claims(game, claim, paper, g_registry != nullptr && game.empty());
  else
    for (const auto& c : reg().claims()) all.push_back(&c);
  const auto runs = run_claims(all, ctx, quiet);
  std::set<std::string> papers;
  for (const auto& p : reg().papers())
    for (const auto& r : runs)
      if (of_paper(p, *r.claim)) papers.insert(p.report_name);
  const auto explorations = explore(reg(), ctx, filtered ? &papers : nullptr);
  // The time labels the previous report showed, so times that moved only a little keep theirs and a
  // re-run on an unchanged tree changes results.json alone. A missing or unreadable file is no
  // previous report (it is replaced whole below).
  TimeLabels previous;
  std::error_code ec;
  if (std::filesystem::is_regular_file(out + "/results.json", ec))  // not a FIFO, which would block
    if (std::ifstream in(out + "/results.json"); in) previous = recorded_time_labels(nlohmann::json::parse(in, nullptr, false));
  const TimeLabels times = time_labels(reg(), runs, previous);
  // The pages hold no timings (a report is a function of the tree, the profile and the seed);
  // results.json keeps them, with the labels the previous one showed where a time moved little.
  auto files = render_markdown(reg(), runs, explorations, ctx, out);
  files.emplace_back(out + "/results.json", json_text(to_json(runs, ctx, times)));
  files.emplace_back(out + "/" + kReportManifest, report_manifest(out, files));
  if (cluster().is_root()) write_files_atomically(files);
  std::size_t unexpected = 0;
  for (const auto& r : runs) unexpected += r.as_expected() ? 0 : 1;
  fmt::print("wrote {} files to {}/; {} claims, {} unexpected\n", files.size(), out, runs.size(), unexpected);
  return exit_code(runs, unexpected);
}

int cmd_hunt(Conjecture c, const std::string& save, const std::string& json, const std::string& conjectures, bool force) {
  if (!save.empty() && lua::is_game_file(c.game))
    throw InputError("--save keeps conjectures about built-in games; for a game file, put the conjecture in a claim file (see 'cgcheck new')");
  const GameEntry* g = &find_game(reg(), c.game);
  if (!save.empty()) {  // before the run, not after it
    check_conjecture_name(save, conjectures);
    std::error_code ec;
    if (!force && std::filesystem::exists(std::filesystem::symlink_status(conjecture_path(conjectures, save), ec)))
      throw InputError(fmt::format("{} exists; --force replaces it", conjecture_path(conjectures, save)));
  }
  fmt::print("hunt {} {}: {}\n", c.game, name(c.form), c.code);
  HuntStats stats;
  const ProgressSubject subject("hunt " + c.game);
  const ClaimResult r = hunt(c, *g, &stats);
  if (r.counterexample) {
    const auto& ce = *r.counterexample;
    fmt::print("counterexample: {}\tpredicted {}\tactual {}\t({})\n", ce.position.empty() ? "\"\" (the empty position)" : ce.position, ce.claimed, ce.actual, ce.found_by);
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
  if (!json.empty()) {
    nlohmann::json j{{"game", c.game}, {"form", std::string(name(c.form))}, {"code", c.code}, {"bound", stats.bound},
                     {"bound_counts", bound_unit(g->explorer.bound_meaning)}, {"shape", stats.shape},
                     {"generated", stats.generated}, {"kept", stats.kept},
                     {"random", c.random}, {"seed", c.seed}, {"status", std::string(name(r.status))},
                     {"mismatches", r.mismatches}};
    j["checked"] = nlohmann::json::array();
    for (const auto& cov : r.checked) j["checked"].push_back({{"mode", cov.mode}, {"count", cov.count}, {"range", cov.range}});
    if (r.counterexample)
      j["counterexample"] = {{"position", r.counterexample->position}, {"predicted", r.counterexample->claimed},
                             {"actual", r.counterexample->actual}, {"found_by", r.counterexample->found_by}};
    write_file_atomically(json, json_text(j));
  }
  if (!save.empty() && r.status == Status::inconclusive)
    throw InputError(fmt::format("no position was checked{}, so there is nothing to save as '{}'",
                                 c.where.empty() ? "" : " (the --where filter held nowhere)", save));
  if (!save.empty()) {
    c.name = save;
    c.bound = stats.bound;
    c.bound_counts = bound_unit(g->explorer.bound_meaning);
    c.expected = r.status == Status::refuted ? "refuted" : "holds";
    const std::string path = save_conjecture(c, conjectures, force);
    fmt::print("saved as {} (claim {}/conj-saved-{}, expected {})\n", path, c.game, save, c.expected);
  }
  return r.status == Status::refuted ? 1 : 0;
}

int run(int argc, char** argv) {
  CLI::App app{"cgcheck: checks closed-form claims of combinatorial game theory papers against a reference solver"};
  app.require_subcommand(1);
  app.set_help_all_flag("--help-all", "Show help for every verb");

  auto* games = app.add_subcommand("games", "List the games: id, kind, title, position syntax, what --bound counts");
  // Progress lines go to standard error when it is a terminal; --progress asks for them anywhere.
  bool show_progress = false;
  const auto add_progress_flag = [&](CLI::App* cmd) {
    cmd->add_flag("--progress", show_progress,
                  "Progress lines on standard error even when it is not a terminal (one a second)");
  };
  std::string game, claim, paper, json, out = "reports", profile = "standard";
  std::vector<std::string> positions;
  std::string junit, new_name;
  std::vector<std::string> claim_paths;
  // A user's saved conjectures: hunt --save writes here, and when it exists its conjectures join the
  // claims. Relative to the current folder, so neither the sources nor the install are written to.
  std::string conjectures = "conjectures";
  const auto add_conjectures_option = [&](CLI::App* cmd, const char* what) {
    cmd->add_option("--conjectures", conjectures, what)->capture_default_str();
  };
  constexpr const char* kJoinConjectures = "Folder of saved conjectures: when it exists, they join the claims";
  app.set_version_flag("--version", std::string("cgcheck ") + CGCHECK_VERSION);
  app.footer("Data (tables, shipped conjectures, examples): ../share/cgcheck beside the binary, or the folder named by "
             "the environment variable CGCHECK_DATA_DIR. Documentation: README.md (the command, hunt, bring your own game).\n");
  bool all_claims = false;
  auto* claims = app.add_subcommand("claims", "List the claims");
  claims->add_option("--game", game, "Only this game's claims (a game id or a game file)");
  claims->add_flag("--all", all_claims, "With --claims: every claim, not only the files' own");
  claims->add_option("--claims", claim_paths, "Claim file, or a folder of them (repeatable): their claims join the built-in ones");
  add_conjectures_option(claims, kJoinConjectures);

  auto* solve = app.add_subcommand("solve", "Solve positions: POSITION<TAB>VALUE<TAB>OUTCOME per line");
  bool outcome_only = false;
  solve->add_flag("--outcome", outcome_only,
                  "Print POSITION<TAB>OUTCOME only, answered from a P/N table where the game has one (nim-pass heaps "
                  "<= 4, single-delete-nim 4 piles, sliding-coins-four)");
  solve->add_option("game", game, "Game id, or a game file (.lua)")->required();
  solve->add_option("positions", positions, "Positions; none: read one per line from standard input");
  std::uint64_t max_moves = 200'000'000;
  // Measured on the 2-core development machine (shared): 10^7 moves took 3.8 s to the refusal,
  // 2·10^7 4.5-9.7 s (Nim, Nim with a pass, four sliding coins), growing faster than linearly with
  // the memo; the default 2·10^8 takes a minute or more (README).
  solve->add_option("--max-moves", max_moves,
                    "Refuse a position whose solution needs more moves explored than this (the default takes a "
                    "minute or more to a refusal; 20000000: about 10 s; see README)")
      ->capture_default_str()
      ->check(kNonNegative);
  // Moves explored do not bound memory (a position of 40,000 heaps is 160 KB, and a few moves per
  // level of a deep line hold gigabytes), so a solve has a memory limit of its own: a fixed default,
  // so that the same position is refused on every machine, lowered under a smaller address-space
  // limit (ulimit -v).
  double solve_memory_gib = static_cast<double>(kDefaultSolveMemory) / (1 << 30);
  auto* solve_memory = solve->add_option("--max-memory", solve_memory_gib,
                                         "GiB the solver's memo and move lists may take (default 2)");

  RunContext ctx;
  ctx.threads = std::clamp(std::thread::hardware_concurrency(), 1u, kMaxThreads);
  std::uint64_t bound = 0, random_cases = 0;
  bool quiet = false;
  double max_memory_gib = 0;
  std::vector<CLI::Option*> max_memory_options, random_options;
  auto add_run_options = [&](CLI::App* cmd) {
    cmd->add_option("--threads", ctx.threads, "Worker threads for exhaustive runs (default: all cores, at most 1024); results do not depend on it")
        ->check(kNonNegative);
    max_memory_options.push_back(
        cmd->add_option("--max-memory", max_memory_gib, "GiB a dense table may take (default: 80% of available memory)"));
    cmd->add_option("--profile", profile, "Bounds: ci, standard (default) or deep");
    cmd->add_option("--bound", bound, "Override each claim's size bound (its meaning is in the claim's domain)")->check(kNonNegative);
    cmd->add_option("--seed", ctx.seed, "Seed of the random phase (the same seed replays the same cases)")->check(kNonNegative);
    random_options.push_back(
        cmd->add_option("--random", random_cases, "Random cases per claim, overriding every claim's own count (0: no random phase)")
            ->check(kNonNegative));
    cmd->add_flag("--quiet", quiet, "Print only claims whose status is unexpected");
    add_progress_flag(cmd);
  };
  auto* check = app.add_subcommand("check", "Run claims; exit 1 if an observed status differs from its expectation");
  check->add_option("--game", game, "Only this game's claims (a game id, or a game file: without claims, its self-checks)");
  check->add_option("--claim", claim, "Only this claim");
  check->add_option("--paper", paper, "Only the claims about this paper's games (its report name, e.g. nim-pass)");
  auto* check_json = check->add_option("--json", json, "Write results as JSON to FILE");
  auto* check_junit = check->add_option("--junit", junit, "Write results as JUnit XML to FILE (one test case per claim)");
  check->add_option("--claims", claim_paths, "Claim file, or a folder of them (repeatable): their claims join the built-in ones");
  add_conjectures_option(check, kJoinConjectures);
  add_run_options(check);
  auto* check_checkpoint = check->add_option("--checkpoint", ctx.checkpoint_dir,
                    "Folder for checkpoints: finished work items of exhaustive walks are saved there, and a run "
                    "started again with the same arguments resumes from them");
  // check of one claim streams the tables that support it (RunContext::keep_tables); this turns it off,
  // to measure the two side by side.
  bool keep_tables = false;
  check->add_flag("--keep-tables", keep_tables,
                  "Build and keep each table whole even when one claim runs (one claim is otherwise checked as its "
                  "table is filled, where the table allows it: Nim* heaps <= 4); results do not change");
  check->add_option("--checkpoint-every", ctx.checkpoint_every, "Seconds between checkpoint saves")
      ->capture_default_str()
      ->check(CLI::Range(0.0, 86400.0));
  auto* report = app.add_subcommand("report", "Run every claim and write Markdown reports");
  report->add_option("--out", out, "Output directory")->capture_default_str();
  report->add_option("--claims", claim_paths, "Claim file, or a folder of them (repeatable): a report of their claims (--all: with every built-in claim)");
  report->add_option("--game", game, "Only this game's claims");
  report->add_option("--claim", claim, "Only this claim");
  report->add_option("--paper", paper, "Only this paper's claims (its report name)");
  report->add_flag("--all", all_claims, "With --claims: every claim, the built-in ones too");
  bool report_force = false;
  report->add_flag("--force", report_force,
                   "Write into an --out folder that holds files an earlier report did not write (they are kept)");
  add_conjectures_option(report, kJoinConjectures);
  auto* new_cmd = app.add_subcommand("new", "Write NAME.lua (a game file) and NAME-claims.lua (a claim file) to start from");
  new_cmd->add_option("name", new_name, "Name of the game (lower-case letters, digits, '-')")->required();
  add_run_options(report);

  auto* hunt_cmd = app.add_subcommand("hunt", "Test a conjecture written in Lua: smallest counterexample or the range where it held");
  Conjecture conj;
  std::string predict_p, predict_grundy, predict_value, property, save;
  hunt_cmd->add_option("game", conj.game, "Game id, or a game file (.lua)")->required();
  auto* o1 = hunt_cmd->add_option("--predict-p", predict_p, "Lua returning true where the position is P");
  auto* o2 = hunt_cmd->add_option("--predict-grundy", predict_grundy, "Lua returning the predicted Grundy value");
  auto* o3 = hunt_cmd->add_option("--predict-value", predict_value, "Lua returning the predicted canonical value (partizan)");
  auto* o4 = hunt_cmd->add_option("--property", property, "Lua returning true where a property holds; may call grundy(pos), value(pos), outcome(pos)");
  hunt_cmd->add_option("--where", conj.where, "Lua filter: only positions where it returns true are checked (e.g. 'return n == 4')");
  o1->excludes(o2, o3, o4);
  o2->excludes(o3, o4);
  o3->excludes(o4);
  conj.random = 200;
  hunt_cmd->add_option("--bound", conj.bound,
                       "Exhaustive phase: every position up to this bound (what it counts and each game's default: "
                       "'cgcheck games'; the same as check's)")
      ->check(kNonNegative);
  hunt_cmd->add_option("--shape", conj.shape,
                       "FIELD=VALUE[,...]: fix structural fields before positions are generated (number of heaps or "
                       "piles, pass, length: see README); --where's conjuncts FIELD == VALUE do the same");
  hunt_cmd->add_option("--random", conj.random, "Random phase: this many random positions, failures shrunk")->capture_default_str()->check(kNonNegative);
  hunt_cmd->add_option("--seed", conj.seed, "Seed of the random phase")->capture_default_str()->check(kNonNegative);
  auto* hunt_save = hunt_cmd->add_option("--save", save, "Save the conjecture as NAME.json in the --conjectures folder (it then joins the claims)");
  bool force = false;
  hunt_cmd->add_flag("--force", force, "With --save: replace an existing saved conjecture of that name");
  add_conjectures_option(hunt_cmd, "Folder --save writes to (created if missing)");
  add_progress_flag(hunt_cmd);
  auto* hunt_json = hunt_cmd->add_option("--json", json, "Write the result as JSON to FILE");
  double lua_memory_gib = 1;
  hunt_cmd->add_option("--lua-memory", lua_memory_gib, "GiB the conjecture's Lua state may hold")->capture_default_str();

  // The heap game families (take-and-break, subtraction, Grundy's game): Grundy sequences and periods.
  SequenceRequest seq_req;
  auto* sequence_cmd = app.add_subcommand("sequence", "Grundy sequence G(0..N) of a heap game (take-and-break, subtraction, grundys-game)");
  sequence_cmd->add_option("game", seq_req.game, "Game id, e.g. take-and-break:0.16")->required();
  sequence_cmd->add_option("--to", seq_req.to, "Compute G(0..N)")->required()->check(kNonNegative);
  sequence_cmd->add_option("--format", seq_req.format, "text (n<TAB>G(n) per line) or binary (see README)")->capture_default_str();
  auto* seq_output = sequence_cmd->add_option("--output", seq_req.output, "Write to FILE (atomically) instead of standard output");
  auto* seq_checkpoint = sequence_cmd->add_option(
      "--checkpoint", seq_req.checkpoint,
      "Resume from FILE if it exists; save progress to it every minute and on Ctrl-C (values it holds are kept)");
  max_memory_options.push_back(sequence_cmd->add_option("--max-memory", max_memory_gib, "GiB the values may take (default: 80% of available memory)"));
  PeriodicityRequest per_req;
  std::uint64_t per_to = 0;
  auto* periodicity_cmd = app.add_subcommand("periodicity", "Period and preperiod of a heap game, proved by the octal periodicity theorem where it applies");
  periodicity_cmd->add_option("game", per_req.game, "Game id, e.g. take-and-break:0.16")->required();
  auto* per_to_opt = periodicity_cmd->add_option("--to", per_to, "Compute G(0..N) only (default: extend until proved or memory runs out)")->check(kNonNegative);
  auto* per_json = periodicity_cmd->add_option("--json", per_req.json, "Write the result as JSON to FILE");
  max_memory_options.push_back(periodicity_cmd->add_option("--max-memory", max_memory_gib, "GiB the values may take (default: 80% of available memory)"));
  add_progress_flag(sequence_cmd);
  add_progress_flag(periodicity_cmd);

  if (argc >= 2 && argv[1][0] != '-') {
    bool known = false;
    for (const auto* sub : app.get_subcommands({})) known = known || sub->get_name() == argv[1];
    if (!known)
      throw InputError(fmt::format("unknown verb '{}' (games, claims, solve, check, report, hunt, new, sequence, periodicity)", argv[1]));
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    // Not an error: CLI11 reports --version by throwing, and the ParseError below would turn it into
    // "error: cgcheck X.Y.Z" and exit 2.
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    print_error("error: ", e.what());
    return 2;
  }
  ctx.profile = parse_profile(profile);
  if (ctx.threads > kMaxThreads)
    throw InputError(fmt::format("--threads {} is more than {} threads", ctx.threads, kMaxThreads));
  const bool max_memory_given =
      std::any_of(max_memory_options.begin(), max_memory_options.end(), [](CLI::Option* o) { return o->count() > 0; });
  ctx.max_memory = max_memory_given ? gib_to_bytes(max_memory_gib, "--max-memory") : default_max_memory();
  if (bound != 0) ctx.bound = bound;
  if (std::any_of(random_options.begin(), random_options.end(), [](CLI::Option* o) { return o->count() > 0; }))
    ctx.random_cases = random_cases;
  Progress::set_mode(quiet ? Progress::Mode::off : show_progress ? Progress::Mode::always : Progress::Mode::terminal);
  // Under mpirun only check and report share their work; any other verb would run K times over,
  // its files written by every rank at once.
  if (cluster().size() > 1 && !*check && !*report)
    throw InputError(fmt::format("only check and report run under mpirun ({} ranks); run other verbs alone", cluster().size()));
  // Every output path is checked before any work: given (not ''), writable, distinct from the
  // others and from every file the verb reads. A run is not wasted on a path that fails at the end,
  // and no input (a claim file, a game file) is replaced by results.
  {
    std::vector<OutputTarget> outputs;
    const auto given = [&](CLI::Option* o, const char* flag, const std::string& path) {
      if (o->count() > 0) outputs.push_back({flag, path});
    };
    std::vector<std::string> inputs = claim_paths;
    if (*check) {
      given(check_json, "--json", json);
      given(check_junit, "--junit", junit);
      if (check_checkpoint->count() > 0 && ctx.checkpoint_dir.empty())
        throw InputError("--checkpoint '' is empty; name a folder");
      if (lua::is_game_file(game)) inputs.push_back(game);
    }
    if (*hunt_cmd) {
      given(hunt_json, "--json", json);
      if (hunt_save->count() > 0) {
        check_conjecture_name(save, conjectures);
        outputs.push_back({"--save", conjecture_path(conjectures, save)});
      }
      if (lua::is_game_file(conj.game)) inputs.push_back(conj.game);
    }
    if (*sequence_cmd) {
      given(seq_output, "--output", seq_req.output);
      given(seq_checkpoint, "--checkpoint", seq_req.checkpoint);
    }
    if (*periodicity_cmd) given(per_json, "--json", per_req.json);
    check_output_files(outputs, inputs);
  }
  if (*check || *claims || *report) g_base = &registry_with_conjectures(conjectures);
  if (!claim_paths.empty()) {
    static Registry extended = base_reg();
    lua::load_claim_files(extended, claim_paths);
    g_registry = &extended;
  }
  if (*new_cmd) return lua::write_templates(new_name);

  if (*games) return cmd_games();
  if (*sequence_cmd) {
    seq_req.max_memory = ctx.max_memory;
    return run_sequence(seq_req);
  }
  if (*periodicity_cmd) {
    if (per_to_opt->count() > 0) per_req.to = per_to;
    per_req.max_memory = ctx.max_memory;
    return run_periodicity(per_req);
  }
  if (*claims) return cmd_claims(game, g_registry != nullptr && game.empty() && !all_claims);
  if (*solve) {
    const std::uint64_t limit = solve_memory->count() > 0 ? gib_to_bytes(solve_memory_gib, "--max-memory")
                                                          : std::min(kDefaultSolveMemory, address_space_share());
    return cmd_solve(game, positions, max_moves, limit, outcome_only);
  }
  if (*check) return cmd_check(game, claim, paper, ctx, keep_tables, json, junit, quiet);
  if (*report) return cmd_report(out, game, claim, paper, all_claims, ctx, quiet, report_force, claim_paths);
  if (*hunt_cmd) {
    const int given = !predict_p.empty() + !predict_grundy.empty() + !predict_value.empty() + !property.empty();
    if (given != 1) throw InputError("hunt needs exactly one of --predict-p, --predict-grundy, --predict-value, --property");
    for (const auto& [form, code] : {std::pair{ConjectureForm::predict_p, &predict_p},
                                     std::pair{ConjectureForm::predict_grundy, &predict_grundy},
                                     std::pair{ConjectureForm::predict_value, &predict_value},
                                     std::pair{ConjectureForm::property, &property}})
      if (!code->empty()) {
        conj.form = form;
        conj.code = *code;
      }
    conj.lua_memory = gib_to_bytes(lua_memory_gib, "--lua-memory");
    return cmd_hunt(conj, save, json, conjectures, force);
  }
  return 2;
}

}  // namespace
}  // namespace cgcheck

namespace cgcheck {
namespace {

// Every message is one line on standard error: a line break inside it (a Lua error("a\nb"), a
// position typed with a newline) is shown as \n. Printed with stdio, which does not throw: the
// message must get out even when something else failed.
void print_error(const char* prefix, std::string_view msg) {
  // Every control byte is shown escaped (\n, \r, \t, \xNN): text from standard input or a file
  // must not reach the terminal raw.
  std::string line;
  for (const char ch : msg) {
    const auto u = static_cast<unsigned char>(ch);
    if (ch == '\n') line += "\\n";
    else if (ch == '\r') line += "\\r";
    else if (ch == '\t') line += "\\t";
    else if (u < 0x20 || u == 0x7f) line += fmt::format("\\x{:02x}", u);
    else line += ch;
  }
  std::fprintf(stderr, "cgcheck: %s%s\n", prefix, line.c_str());
}

// Standard output that cannot be written (a full disk, a closed descriptor) fails the command like
// an output file that cannot be written: one line, exit 2. (Without this a failed write was an
// "internal error", or went unnoticed when the failure came at the final flush.)
int stdout_failed(int err) {
  print_error("error: ", fmt::format("cannot write to standard output: {}", err ? std::strerror(err) : "I/O error"));
  return 2;
}

int guarded_run(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const InputError& e) {
    print_error("error: ", e.what());
    return 2;
  } catch (const Interrupted& e) {
    print_error("", e.what());
    return 130;
  } catch (const std::exception& e) {
    if (std::ferror(stdout)) {
      const auto* sys = dynamic_cast<const std::system_error*>(&e);
      return stdout_failed(sys ? sys->code().value() : errno);
    }
    print_error("internal error: ", e.what());
    return 3;
  }
}

}  // namespace
}  // namespace cgcheck

int main(int argc, char** argv) {
#ifdef CGCHECK_MPI
  // One rank of an mpirun job: the other ranks stay silent (rank 0 prints and writes every file).
  if (cgcheck::start_mpi(&argc, &argv) && !cgcheck::cluster().is_root()) {
    [[maybe_unused]] auto* o = std::freopen("/dev/null", "w", stdout);
    [[maybe_unused]] auto* e = std::freopen("/dev/null", "w", stderr);
  }
#endif
  std::signal(SIGINT, cgcheck::on_signal);
  std::signal(SIGTERM, cgcheck::on_signal);
  int code = cgcheck::guarded_run(argc, argv);
  // Buffered output is written at the latest here; a failure now must not pass for success.
  errno = 0;
  const bool flushed = std::fflush(stdout) == 0 && !std::ferror(stdout);
  if (!flushed && (code == 0 || code == 1)) code = cgcheck::stdout_failed(errno);
#ifdef CGCHECK_MPI
  cgcheck::stop_mpi(code);
#endif
  return code;
}
