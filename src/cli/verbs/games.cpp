// cgcheck games: every game and family, with what --bound counts.
#include <fmt/core.h>

#include "cli/verb.hpp"

namespace cgcheck::cli {
namespace {

const VerbRegistration kGames{{10, [](CLI::App& app, Session& s) {
  VerbRun v;
  v.command = app.add_subcommand("games", "List the games: id, kind, title, position syntax, what --bound counts");
  v.run = [&s] {
    // The last column: what --bound counts, for check and hunt alike.
    for (const auto& g : s.reg().games())
      fmt::print("{}\t{}\t{}\t{}\tbound: {}; hunt default {}\n", g.id, g.partizan ? "partizan" : "impartial", g.title,
                 g.syntax, g.explorer.bound_meaning, g.explorer.default_bound);
    for (const auto& f : registry().families())
      fmt::print("{}:{}\timpartial\t{}\t{}\tbound: {}\n", f.id, f.parameter, f.title, f.syntax, f.bound_meaning);
    return 0;
  };
  return v;
}}};

}  // namespace
}  // namespace cgcheck::cli
