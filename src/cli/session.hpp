#pragma once
// What the verbs share: the registry of claims (the built-in one, joined by saved conjectures and
// claim files), the run options of check and report, and the helpers that turn flags into a
// RunOptions and results into lines and exit codes. One Session per process, made by main.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <CLI/CLI.hpp>

#include "claims/claim.hpp"
#include "runtime/output.hpp"
#include "claims/registry.hpp"
#include "report/render.hpp"
#include "run/run.hpp"

namespace cgcheck::cli {

// More workers than this is a typo, not a machine: thousands of threads fail to start.
constexpr unsigned kMaxThreads = 1024;

// CLI11 reads "-5" into an unsigned option with strtoull, which wraps it to 2^64 - 5, and saturates
// values past 2^64 - 1: a sign or an overflow on an unsigned flag is refused before conversion.
extern const CLI::Validator kNonNegative;

// A size in GiB given on the command line, in bytes (finite, positive, at least one byte).
std::uint64_t gib_to_bytes(double gib, const char* flag);
// Half of the address-space limit (ulimit -v), or no limit.
std::uint64_t address_space_share();
// 80% of the memory available now (and no more than half of an address-space limit).
std::uint64_t default_max_memory();

// One line on standard error ("cgcheck: PREFIXmessage"), every control byte escaped.
void print_error(const char* prefix, std::string_view msg);

class Session {
 public:
  Session();

  // The registry the verbs read: built-in claims, then saved conjectures (when the folder exists)
  // and claim files (--claims), once the flags are parsed (load_claims).
  const Registry& reg() const { return registry_ ? *registry_ : base(); }
  const Registry& base() const;
  bool has_claim_files() const { return registry_ != nullptr; }
  void load_claims();

  // Shared flags.
  std::string conjectures = "conjectures";  // saved conjectures: relative to the current folder
  std::vector<std::string> claim_paths;
  bool show_progress = false, quiet = false;
  void add_progress_flag(CLI::App* cmd);
  void add_conjectures_option(CLI::App* cmd, const char* what);
  void add_claims_option(CLI::App* cmd, const char* what);
  // --threads, --max-memory, --profile, --bound, --seed, --random, --quiet, --progress.
  void add_run_options(CLI::App* cmd);
  // --lua-steps: the work limit of one call into a game file, claim file or conjecture (solve,
  // check, report, hunt, claims).
  void add_lua_steps_option(CLI::App* cmd);
  // A --max-memory of another verb (sequence, periodicity) that fills the same ctx.max_memory.
  void add_max_memory_option(CLI::App* cmd, const char* what);

  // --checkpoint DIR and --checkpoint-every (check, hunt), returning the --checkpoint option.
  // refuse_empty_checkpoint(it) runs with the verb's file checks, before anything runs;
  // prepare_checkpoints() makes the folder (on every rank: ranks on other machines may see a
  // folder of their own).
  CLI::Option* add_checkpoint_options(CLI::App* cmd);
  void refuse_empty_checkpoint(const CLI::Option* checkpoint) const;
  void prepare_checkpoints() const;

  // The run options from the flags (after parsing; throws InputError).
  void finish_options();
  RunOptions options;

  // Runs claims in order, one line each (unexpected ones only with --quiet), with the run's tables.
  std::vector<ClaimRun> run_claims(const std::vector<const Claim*>& claims, const RunOptions& options,
                                   Workspace& tables) const;
  // The claims --game, --claim or --paper select (with claim files and no --game, the files' own).
  std::vector<const Claim*> select_claims(std::string game, const std::string& claim, const std::string& paper,
                                          bool files_only) const;
  // 2 when a claim could not be checked (status error), else 1 when a status differs from its
  // expectation, else 0.
  static int exit_code(const std::vector<ClaimRun>& runs);

 private:
  const Registry* base_ = nullptr;
  const Registry* registry_ = nullptr;
  std::string profile_ = "standard";
  std::uint64_t bound_ = 0, random_cases_ = 0;
  double max_memory_gib_ = 0;
  std::uint64_t lua_steps_ = 0;
  std::vector<CLI::Option*> lua_steps_options_;
  std::vector<CLI::Option*> max_memory_options_, random_options_;
};

}  // namespace cgcheck::cli
