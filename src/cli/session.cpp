#include "cli/session.hpp"

#include <sys/resource.h>

#include <algorithm>
#include <filesystem>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <thread>

#include <fmt/core.h>

#include "core/error.hpp"
#include "core/progress.hpp"
#include "core/text.hpp"
#include "claims/result.hpp"
#include "lua/claim_file.hpp"
#include "lua/conjecture.hpp"
#include "lua/sandbox.hpp"

namespace cgcheck::cli {

const CLI::Validator kNonNegative(
    [](std::string& v) -> std::string {
      const auto first = v.find_first_not_of(" \t\n\v\f\r");
      if (first != std::string::npos && v[first] == '-') return "must not be negative (got " + v + ")";
      // CLI11 reads 010 as octal and 0x10 as hexadecimal: a count is written in decimal digits, and a
      // leading zero is refused rather than read as octal (--to 010 computed G(0..8)).
      const auto last = v.find_last_not_of(" \t\n\v\f\r");
      const std::string digits = first == std::string::npos ? "" : v.substr(first, last - first + 1);
      if (digits.empty() || digits.find_first_not_of("0123456789") != std::string::npos)
        return "is not a whole number in decimal digits (got " + v + ")";
      if (digits.size() > 1 && digits[0] == '0') return "has a leading zero (write it without: got " + v + ")";
      // strtoull saturates: --seed 18446744073709551616 was read as 2^64 - 1, silently.
      std::uint64_t parsed = 0;
      if (const auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), parsed);
          ec == std::errc::result_out_of_range)
        return "is too large (at most 18446744073709551615; got " + v + ")";
      return {};
    },
    "NON-NEGATIVE");

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

// Only a finite positive number of at least one byte means something: 0, negative, NaN and
// infinity are refused rather than read as "no limit"; sizes beyond 2^64 bytes saturate instead of
// overflowing the conversion.
std::uint64_t gib_to_bytes(double gib, const char* flag) {
  if (!std::isfinite(gib) || !(gib > 0))
    throw InputError(fmt::format("{} must be a finite positive number of GiB, not {}", flag, gib));
  const double bytes = gib * 1073741824.0;
  if (bytes < 1) throw InputError(fmt::format("{} {} GiB is less than one byte", flag, gib));
  if (bytes >= 18446744073709551615.0) return UINT64_MAX;
  return static_cast<std::uint64_t>(bytes);
}

// Every message is one line on standard error: a line break inside it (a Lua error("a\nb"), a
// position typed with a newline) is shown as \n, and every other control byte escaped, so text from
// standard input or a file never reaches the terminal raw. Printed with stdio, which does not throw:
// the message must get out even when something else failed.
void print_error(const char* prefix, std::string_view msg) {
  // A message quoting a whole position or value (a 200 KB typed value) is cut: one readable line.
  constexpr std::size_t kMaxMessage = 2000;
  std::string cut;
  if (msg.size() > kMaxMessage) {
    cut = shortened(msg, kMaxMessage);
    msg = cut;
  }
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

// A claim's line on the console names its counterexample; a value of 149 KB stays in the JSON and
// the report, and the line is cut.
constexpr std::size_t kConsoleLineMax = 2000;

Session::Session() { options.threads = std::clamp(std::thread::hardware_concurrency(), 1u, kMaxThreads); }

const Registry& Session::base() const { return base_ ? *base_ : registry(); }

void Session::load_claims() {
  base_ = &registry_with_conjectures(conjectures);
  if (!claim_paths.empty()) {
    static Registry extended = base();
    lua::load_claim_files(extended, claim_paths);
    registry_ = &extended;
  }
}

void Session::add_progress_flag(CLI::App* cmd) {
  // Progress lines go to standard error when it is a terminal; --progress asks for them anywhere.
  cmd->add_flag("--progress", show_progress, "Progress lines on standard error even when it is not a terminal (one a second)");
}

void Session::add_conjectures_option(CLI::App* cmd, const char* what) {
  cmd->add_option("--conjectures", conjectures, what)->capture_default_str();
}

void Session::add_claims_option(CLI::App* cmd, const char* what) { cmd->add_option("--claims", claim_paths, what); }

void Session::add_max_memory_option(CLI::App* cmd, const char* what) {
  max_memory_options_.push_back(cmd->add_option("--max-memory", max_memory_gib_, what));
}

CLI::Option* Session::add_checkpoint_options(CLI::App* cmd) {
  CLI::Option* checkpoint = cmd->add_option("--checkpoint", options.checkpoint_dir,
                                      "Folder for checkpoints: finished work items of exhaustive walks are saved there, and a "
                                      "run started again with the same arguments resumes from them");
  cmd->add_option("--checkpoint-every", options.checkpoint_every, "Seconds between checkpoint saves")
      ->capture_default_str()
      ->check(CLI::Range(0.0, 86400.0));
  return checkpoint;
}

void Session::refuse_empty_checkpoint(const CLI::Option* checkpoint) const {
  if (checkpoint->count() > 0 && options.checkpoint_dir.empty()) throw InputError("--checkpoint '' is empty; name a folder");
}

void Session::prepare_checkpoints() const {
  if (options.checkpoint_dir.empty()) return;
  std::error_code ec;
  std::filesystem::create_directories(options.checkpoint_dir, ec);
  if (ec || !std::filesystem::is_directory(options.checkpoint_dir, ec))
    throw InputError(fmt::format("--checkpoint {}: cannot create the folder{}", options.checkpoint_dir,
                                 ec ? ": " + ec.message() : std::string()));
}

void Session::add_lua_steps_option(CLI::App* cmd) {
  lua_steps_options_.push_back(
      cmd->add_option("--lua-steps", lua_steps_,
                      fmt::format("Work limit of one call into a game file, claim file or conjecture, in Lua steps "
                                  "(default {:.0f}: a runaway script stops within seconds; raise it for a long row's "
                                  "options)",
                                  lua::kDefaultWorkLimit))
          ->check(kNonNegative)
          ->check(CLI::Range(std::uint64_t{1000}, std::uint64_t{1'000'000'000'000'000})));
}

void Session::add_run_options(CLI::App* cmd) {
  add_lua_steps_option(cmd);
  cmd->add_option("--threads", options.threads, "Worker threads for exhaustive runs (default: all cores, at most 1024); results do not depend on it")
      ->check(kNonNegative);
  add_max_memory_option(cmd, "GiB a dense table may take (default: 80% of available memory)");
  cmd->add_option("--profile", profile_, "Bounds: ci, standard (default) or deep");
  cmd->add_option("--bound", bound_, "Override each claim's size bound (its meaning is in the claim's domain)")->check(kNonNegative);
  cmd->add_option("--seed", options.seed, "Seed of the random phase (the same seed replays the same cases)")->check(kNonNegative);
  random_options_.push_back(
      cmd->add_option("--random", random_cases_, "Random cases per claim, overriding every claim's own count (0: no random phase)")
          ->check(kNonNegative));
  cmd->add_flag("--quiet", quiet, "Print only claims whose status is unexpected");
  add_progress_flag(cmd);
}

void Session::finish_options() {
  if (profile_ == "ci") options.profile = Profile::ci;
  else if (profile_ == "standard") options.profile = Profile::standard;
  else if (profile_ == "deep") options.profile = Profile::deep;
  else throw InputError(fmt::format("unknown profile '{}' (ci, standard, deep)", profile_));
  if (options.threads > kMaxThreads) throw InputError(fmt::format("--threads {} is more than {} threads", options.threads, kMaxThreads));
  const auto given = [](const std::vector<CLI::Option*>& flags) {
    return std::any_of(flags.begin(), flags.end(), [](CLI::Option* o) { return o->count() > 0; });
  };
  options.max_memory = given(max_memory_options_) ? gib_to_bytes(max_memory_gib_, "--max-memory") : default_max_memory();
  if (bound_ != 0) options.bound = bound_;
  if (given(random_options_)) options.random_cases = random_cases_;
  for (const CLI::Option* o : lua_steps_options_)
    if (o->count() > 0) lua::set_default_work_limit(static_cast<double>(lua_steps_));
  Progress::set_mode(quiet ? Progress::Mode::off : show_progress ? Progress::Mode::always : Progress::Mode::terminal);
}

std::vector<ClaimRun> Session::run_claims(const std::vector<const Claim*>& claims, const RunOptions& run_options,
                                          Workspace& tables) const {
  std::vector<ClaimRun> runs;
  for (const Claim* c : claims) {
    try {
      ClaimRun r{c, run_claim(*c, run_options, tables, reg())};
      if (!quiet || !r.as_expected()) {
        std::string line = fmt::format("{:<9} {:<46} expected {:<8} {:>14} checked  {:8.2f} s", name(r.result.status),
                                       c->id, name(c->expected), with_commas(r.result.total_checked()), r.result.seconds);
        if (!r.as_expected()) line += "  UNEXPECTED";
        if (const auto& ce = r.result.counterexample)
          line += fmt::format("  [{}{}]", verdict_words(*ce), ce->found_by.starts_with("random") ? "; random phase, shrunk" : "");
        if (r.result.status == Status::error) line += "  " + r.result.message;
        fmt::print("{}\n", shortened(printable(line), kConsoleLineMax));
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

std::vector<const Claim*> Session::select_claims(std::string game, const std::string& claim, const std::string& paper,
                                                 bool files_only) const {
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
    if ((game.empty() || c.game == game) && (!files_only || base().claim(c.id) == nullptr)) out.push_back(&c);
  if (out.empty()) throw InputError(fmt::format("no claims registered for game '{}'", game));
  return out;
}

int Session::exit_code(const std::vector<ClaimRun>& runs) {
  std::size_t unexpected = 0;
  for (const auto& r : runs) unexpected += r.as_expected() ? 0 : 1;
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

}  // namespace cgcheck::cli
