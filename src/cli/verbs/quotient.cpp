// cgcheck quotient GAME --max-heap N: the misère quotient of a heap game.
#include <memory>

#include "cli/verb.hpp"
#include "games/heap_games/quotient.hpp"

namespace cgcheck::cli {
namespace {

struct Flags {
  heap_games::QuotientRequest req;
  CLI::Option* json = nullptr;
};

const VerbRegistration kQuotient{{95, [](CLI::App& app, Session& s) {
  auto f = std::make_shared<Flags>();
  VerbRun v;
  auto* cmd = v.command = app.add_subcommand(
      "quotient", "Misère quotient of a heap game (Plambeck-Siegel): presentation, P-portion, heap-to-element map, proved");
  cmd->add_option("game", f->req.game, "Game id, e.g. take-and-break:0.75")->required();
  cmd->add_option("--max-heap", f->req.max_heap, "The quotient of the sums of heaps 1..N")
      ->check(kNonNegative)
      ->capture_default_str();
  f->json = cmd->add_option("--json", f->req.json,
                            "Write the quotient as JSON to FILE (elements, generators, relations, p_portion, "
                            "heap_element, product: the multiplication table by element index)");
  cmd->add_option("--check-sums", f->req.check_sums,
                  "Also solve every sum of at most K heaps with the misère solver and compare (a second computation)")
      ->check(kNonNegative);
  cmd->add_option("--max-order", f->req.max_order, "Refuse a quotient with more elements (it may be infinite)")
      ->check(kNonNegative)
      ->capture_default_str();
  cmd->add_option("--method", f->req.method,
                  "recalibrate (MisereSolver's method: solves no sum) or learn (L* over sums a memoized misère solver "
                  "answers: an independent second computation)")
      ->check(CLI::IsMember({"recalibrate", "learn"}))
      ->capture_default_str();
  cmd->add_option("--max-states", f->req.max_states,
                  "Bound on the exhaustive check's pairs and on a candidate quotient's table entries")
      ->check(kNonNegative)
      ->capture_default_str();
  cmd->add_option("--max-positions", f->req.max_positions, "Sums of heaps the reference solver may remember")
      ->check(kNonNegative)
      ->capture_default_str();
  s.add_progress_flag(cmd);
  v.files = [f](std::vector<OutputTarget>& outputs, std::vector<std::string>&) {
    if (f->json->count() > 0) outputs.push_back({"--json", f->req.json});
  };
  v.run = [f] { return heap_games::run_quotient(f->req); };
  return v;
}}};

}  // namespace
}  // namespace cgcheck::cli
