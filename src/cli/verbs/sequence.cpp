// cgcheck sequence GAME --to N: the Grundy values G(0..N) of a heap game.
#include <memory>

#include "cli/verb.hpp"
#include "games/heap_games/verbs.hpp"

namespace cgcheck::cli {
namespace {

struct Flags {
  SequenceRequest req;
  CLI::Option *output = nullptr, *checkpoint = nullptr;
};

const VerbRegistration kSequence{{80, [](CLI::App& app, Session& s) {
  auto f = std::make_shared<Flags>();
  VerbRun v;
  auto* cmd = v.command =
      app.add_subcommand("sequence", "Grundy sequence G(0..N) of a heap game (take-and-break, subtraction, grundys-game)");
  cmd->add_option("game", f->req.game, "Game id, e.g. take-and-break:0.16")->required();
  cmd->add_option("--to", f->req.to, "Compute G(0..N)")->required()->check(kNonNegative);
  cmd->add_option("--play", f->req.play,
                  "normal, or misere: n<TAB>misère Grundy value<TAB>genus (each heap solved whole: practical to a few "
                  "dozen)")
      ->check(CLI::IsMember({"normal", "misere"}))
      ->capture_default_str();
  cmd->add_option("--format", f->req.format, "text (n<TAB>G(n) per line) or binary (see README)")->capture_default_str();
  f->output = cmd->add_option("--output", f->req.output, "Write to FILE (atomically) instead of standard output");
  f->checkpoint = cmd->add_option(
      "--checkpoint", f->req.checkpoint,
      "Resume from FILE if it exists; save progress to it every minute and on Ctrl-C (values it holds are kept)");
  s.add_max_memory_option(cmd, "GiB the values may take (default: 80% of available memory)");
  s.add_progress_flag(cmd);
  v.files = [f](std::vector<OutputTarget>& outputs, std::vector<std::string>&) {
    if (f->output->count() > 0) outputs.push_back({"--output", f->req.output});
    if (f->checkpoint->count() > 0) outputs.push_back({"--checkpoint", f->req.checkpoint});
  };
  v.run = [f, &s] {
    f->req.max_memory = s.options.max_memory;
    return run_sequence(f->req);
  };
  return v;
}}};

}  // namespace
}  // namespace cgcheck::cli
