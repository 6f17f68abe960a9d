// cgcheck periodicity GAME: the period and preperiod of a heap game, proved by the octal
// periodicity theorem where it applies.
#include <memory>

#include "cli/verb.hpp"
#include "games/heap_games/verbs.hpp"

namespace cgcheck::cli {
namespace {

struct Flags {
  PeriodicityRequest req;
  std::uint64_t to = 0;
  CLI::Option *to_opt = nullptr, *json = nullptr;
};

const VerbRegistration kPeriodicity{{90, [](CLI::App& app, Session& s) {
  auto f = std::make_shared<Flags>();
  VerbRun v;
  auto* cmd = v.command = app.add_subcommand(
      "periodicity", "Period and preperiod of a heap game, proved by the octal periodicity theorem where it applies");
  cmd->add_option("game", f->req.game, "Game id, e.g. take-and-break:0.16")->required();
  f->to_opt = cmd->add_option("--to", f->to, "Compute G(0..N) only (default: extend until proved or memory runs out)")
                  ->check(kNonNegative);
  f->json = cmd->add_option("--json", f->req.json, "Write the result as JSON to FILE");
  s.add_max_memory_option(cmd, "GiB the values may take (default: 80% of available memory)");
  s.add_progress_flag(cmd);
  v.files = [f](std::vector<OutputTarget>& outputs, std::vector<std::string>&) {
    if (f->json->count() > 0) outputs.push_back({"--json", f->req.json});
  };
  v.run = [f, &s] {
    if (f->to_opt->count() > 0) f->req.to = f->to;
    f->req.max_memory = s.options.max_memory;
    return run_periodicity(f->req);
  };
  return v;
}}};

}  // namespace
}  // namespace cgcheck::cli
