#include "claims/registry.hpp"

#include <filesystem>
#include <list>
#include <mutex>
#include <stdexcept>
#include <system_error>

#include <fmt/core.h>
#include <fmt/format.h>

#include "core/error.hpp"
#include "runtime/output.hpp"
#include "runtime/share_dir.hpp"
#include "lua/conjecture.hpp"
#include "lua/game_entry.hpp"
#include "run/run.hpp"

namespace cgcheck {

// Defined in the file CMake generates from the folders under src/games/ and src/papers/: it calls
// each folder's register_game_<folder> / register_paper_<folder>, so what is compiled in is what is
// registered and no list is kept by hand.
void register_compiled_in(Registry& r);

const GameEntry& find_game(const Registry& r, std::string_view id) {
  if (lua::is_game_file(id)) return lua::game_file_entry(std::filesystem::path(std::string(id)));
  if (const GameEntry* g = r.game(id)) return *g;
  std::vector<std::string> ids;
  for (const auto& g : r.games()) ids.push_back(g.id);
  throw InputError(fmt::format("unknown game '{}' (games: {}; or a game file ending in .lua)", id, fmt::join(ids, ", ")));
}

const Registry& registry() {
  // Filled in place, once: saved conjectures keep a pointer to it to find their game at run time.
  static Registry r;
  static std::once_flag once;
  std::call_once(once, [] {
    // Located first: a missing share folder throws (exit 2) before anything is registered, so the
    // registry is never left half filled.
    const std::filesystem::path shipped = share_dir() / "conjectures";
    register_compiled_in(r);
    // The conjectures shipped with the suite join their game's claims (and its CTest gate).
    register_saved_conjectures(r, shipped, true);
  });
  return r;
}

const Registry& registry_with_conjectures(const std::string& dir) {
  namespace fs = std::filesystem;
  const Registry& base = registry();
  std::error_code ec;
  if (!fs::exists(dir, ec)) return base;
  if (!fs::is_directory(dir, ec)) throw InputError(fmt::format("--conjectures {} is not a folder", dir));
  // Run from the repository's root (or the share folder), ./conjectures is the shipped folder,
  // whose conjectures are registered already.
  if (fs::equivalent(dir, share_dir() / "conjectures", ec)) return base;
  // A list, so each registry keeps its address: its saved conjectures point to it.
  static std::list<Registry> extended;
  Registry& r = extended.emplace_back(base);
  register_saved_conjectures(r, dir, false);
  return r;
}

}  // namespace cgcheck
