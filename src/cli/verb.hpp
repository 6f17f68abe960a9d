#pragma once
// The verbs of the command. Each verb is one file in src/cli/verbs/: it registers itself with a
// VerbRegistration (static, in that file), which adds its subcommand and flags to the command line
// and says how it runs. Adding a verb is one new file; main.cpp knows none of them.
#include <functional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "cli/session.hpp"

namespace cgcheck::cli {

// What a verb gives the command once its flags are registered.
struct VerbRun {
  CLI::App* command = nullptr;
  // The verb's output files (flag, path) and input files, for Session::check_outputs before any
  // work; called only when the verb was chosen.
  std::function<void(std::vector<OutputTarget>& outputs, std::vector<std::string>& inputs)> files;
  std::function<int()> run;
  bool reads_claims = false;  // joins saved conjectures and --claims files to the registry first
  bool under_mpi = false;     // shares its work among the ranks of an mpirun job
};

struct Verb {
  int order = 0;  // the place in --help
  std::function<VerbRun(CLI::App& app, Session& s)> add;
};

// Every registered verb, in --help order.
std::vector<const Verb*> verbs();

struct VerbRegistration {
  explicit VerbRegistration(Verb v);
};

}  // namespace cgcheck::cli
