// cgcheck games: every game and family, with what --bound counts, then the shipped game files.
#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include <fmt/core.h>

#include "cli/verb.hpp"
#include "core/error.hpp"
#include "lua/game_file.hpp"
#include "runtime/share_dir.hpp"

namespace cgcheck::cli {
namespace {

// The example game files of the install (share/cgcheck/examples/games), by name: each loaded and
// checked as `solve` would, and listed by its path, so `cgcheck solve PATH POSITION` runs it.
// `required` (--files): a missing folder is an error, not an empty list.
void list_shipped_files(bool required) {
  std::filesystem::path dir;
  try {
    dir = share_dir() / "examples" / "games";
  } catch (const InputError&) {
    if (required) throw;
    return;  // no share folder found: the built-in games alone
  }
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec)) {
    if (required) throw InputError(fmt::format("games --files: no folder of example game files at {}", dir.string()));
    return;
  }
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::directory_iterator(dir, ec))
    if (e.path().extension() == ".lua") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  for (const auto& path : files) {
    try {
      const lua::GameFile game(path);
      fmt::print("{}\t{}{}\t{}\t{}\n", path.string(), game.partizan() ? "partizan" : "impartial",
                 game.loopy() ? ", loopy" : "", game.title(), game.citation().empty() ? "(no citation)" : game.citation());
    } catch (const InputError& e) {
      // An edited install: the other files are still listed.
      fmt::print("{}\t?\tdoes not load: {}\t\n", path.string(), e.what());
    }
  }
}

const VerbRegistration kGames{{10, [](CLI::App& app, Session& s) {
  VerbRun v;
  auto files_only = std::make_shared<bool>(false);
  v.command = app.add_subcommand("games", "List the games: id, kind, title, position syntax, what --bound counts; "
                                          "then the shipped game files: path, kind, title, citation");
  v.command->add_flag("--files", *files_only, "List the shipped game files only");
  v.run = [&s, files_only] {
    if (!*files_only) {
      // The last column: what --bound counts, for check and hunt alike.
      for (const auto& g : s.reg().games())
        fmt::print("{}\t{}\t{}\t{}\tbound: {}; hunt default {}\n", g.id, g.partizan ? "partizan" : "impartial", g.title,
                   g.syntax, g.explorer.bound_meaning, g.explorer.default_bound);
      for (const auto& f : registry().families())
        fmt::print("{}:{}\timpartial\t{}\t{}\tbound: {}\n", f.id, f.parameter, f.title, f.syntax, f.bound_meaning);
    }
    list_shipped_files(*files_only);
    return 0;
  };
  return v;
}}};

}  // namespace
}  // namespace cgcheck::cli
