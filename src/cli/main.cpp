// The cgcheck command: the verbs of src/cli/verbs/ on one command line (see README.md).
// Exit codes: 0 success; 1 a claim's observed status differs from its expectation; 2 bad input, a
// claim that could not be checked, or output that cannot be written (a file or standard output);
// 3 internal error; 130 interrupted.
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <new>
#include <string>
#include <system_error>
#include <vector>

#include <CLI/CLI.hpp>
#include <fmt/core.h>

#include "cli/session.hpp"
#include "cli/verb.hpp"
#include "runtime/cluster.hpp"
#include "core/error.hpp"
#include "runtime/output.hpp"
#include "core/progress.hpp"
#ifdef CGCHECK_MPI
#include "cli/mpi_cluster.hpp"
#endif

namespace cgcheck::cli {
namespace {

// The first signal asks the running loop to stop at its next poll (it then says how far it got);
// a second one exits at once. Either way the set of output files is all old or all new, with no
// temporary file left: while temporary files are written, exiting removes them (nothing has been
// renamed yet); while they are renamed, the signals are blocked (runtime/output.hpp), so a second one
// exits only once the whole set is in place.
void on_signal(int) {
  if (g_interrupted.exchange(true)) {
    remove_temporary_files();
    static const char msg[] = "cgcheck: interrupted again; exiting now (output files are all old or all new)\n";
    [[maybe_unused]] const auto n = ::write(STDERR_FILENO, msg, sizeof msg - 1);
    ::_exit(130);
  }
}

int run(int argc, char** argv) {
  CLI::App app{"cgcheck: checks closed-form claims of combinatorial game theory papers against a reference solver"};
  app.require_subcommand(1);
  app.set_help_all_flag("--help-all", "Show help for every verb");
  app.set_version_flag("--version", std::string("cgcheck ") + CGCHECK_VERSION);
  app.footer("Data (tables, shipped conjectures, examples): ../share/cgcheck beside the binary, or the folder named by "
             "the environment variable CGCHECK_DATA_DIR. Documentation: README.md.\n");
  Session session;
  std::vector<VerbRun> runs;
  for (const Verb* v : verbs()) runs.push_back(v->add(app, session));

  if (argc >= 2 && argv[1][0] != '-') {
    const bool known = std::any_of(runs.begin(), runs.end(), [&](const VerbRun& r) { return r.command->get_name() == argv[1]; });
    if (!known) {
      std::string names;
      for (const auto& r : runs) names += (names.empty() ? "" : ", ") + r.command->get_name();
      throw InputError(fmt::format("unknown verb '{}' ({})", argv[1], names));
    }
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
  const auto chosen = std::find_if(runs.begin(), runs.end(), [](const VerbRun& r) { return r.command->parsed(); });
  if (chosen == runs.end()) return 2;  // not reached: a verb is required
  session.finish_options();
  // Under mpirun only check and report share their work; any other verb would run K times over,
  // its files written by every rank at once.
  if (cluster().size() > 1 && !chosen->under_mpi)
    throw InputError(fmt::format("only check and report run under mpirun ({} ranks); run other verbs alone", cluster().size()));
  // Every output path is checked before any work: given (not ''), writable, distinct from the
  // others and from every file the verb reads. A run is not wasted on a path that fails at the end,
  // and no input (a claim file, a game file) is replaced by results.
  std::vector<OutputTarget> outputs;
  std::vector<std::string> inputs = session.claim_paths;
  if (chosen->files) chosen->files(outputs, inputs);
  // The checkpoint folder is read on resume: an output there would be read as a checkpoint.
  if (!session.options.checkpoint_dir.empty()) inputs.push_back(session.options.checkpoint_dir);
  check_output_files(outputs, inputs);
  if (chosen->reads_claims) {
    session.load_claims();
    // Loading read more files than the command line names: the game files a claim file names, the
    // data tables, the folders of saved conjectures. Checked again with them, still before any work;
    // files read later still (a game file a formula names) are refused when the outputs are written.
    for (auto& in : noted_inputs()) inputs.push_back(std::move(in));
    check_output_files(outputs, inputs);
  }
  return chosen->run();
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
  } catch (const std::bad_alloc&) {
    // A bound or a file that asks for more memory than the machine has is bad input, not a crash.
    print_error("error: ", "out of memory: the run asked for more memory than the machine gives it (lower the bound, "
                           "or give --max-memory to be refused before allocating)");
    return 2;
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
}  // namespace cgcheck::cli

int main(int argc, char** argv) {
#ifdef CGCHECK_MPI
  // One rank of an mpirun job: the other ranks stay silent (rank 0 prints and writes every file).
  if (cgcheck::start_mpi(&argc, &argv) && !cgcheck::cluster().is_root()) {
    [[maybe_unused]] auto* o = std::freopen("/dev/null", "w", stdout);
    [[maybe_unused]] auto* e = std::freopen("/dev/null", "w", stderr);
  }
#endif
  std::signal(SIGINT, cgcheck::cli::on_signal);
  std::signal(SIGTERM, cgcheck::cli::on_signal);
  int code = cgcheck::cli::guarded_run(argc, argv);
  // Buffered output is written at the latest here; a failure now must not pass for success.
  errno = 0;
  const bool flushed = std::fflush(stdout) == 0 && !std::ferror(stdout);
  if (!flushed && (code == 0 || code == 1)) code = cgcheck::cli::stdout_failed(errno);
#ifdef CGCHECK_MPI
  cgcheck::stop_mpi(code);
#endif
  return code;
}
