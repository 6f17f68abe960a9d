#pragma once
// A game file seen as a game of the registry: `solve`, `hunt` and `check --game` accept a path to a
// game file wherever they accept a game id.
#include <filesystem>
#include <memory>
#include <string_view>

#include <rapidcheck.h>

#include "claims/registry.hpp"
#include "lua/game_file.hpp"

namespace cgcheck::lua {

// True when `id` names a game file rather than a built-in game (it ends in .lua).
bool is_game_file(std::string_view id);

// The entry of a game file, loaded once per process and kept. Throws InputError.
const GameEntry& game_file_entry(const std::filesystem::path& path);

// The memory the listings of game_file_entry's enumeration may take (what positions() returns,
// copied; 0: the Lua state's cap): a hunt over a game file sets it from --max-memory, since the entry
// is shared and its Explorer takes no limit of its own.
void set_game_file_listing_memory(std::uint64_t bytes);

// Random positions of a game file: its random(rng, size) or, without one, positions drawn from its
// enumeration at `bound`. Shrinks try smaller entries and shorter arrays, keeping those valid() accepts.
// The self-checks of a game file over its enumeration up to `bound`: options are arrays of
// integers that valid() accepts, no option equals its position, the move graph has no cycle,
// normalize is idempotent, and (impartial) every Grundy value is the mex of its options' values,
// recomputed from the options independently of the solver's memo. Returns a one-line summary;
// throws InputError naming the first problem.
std::string self_check(const std::filesystem::path& path, std::uint64_t bound, std::uint64_t max_memory = 0);

rc::Gen<Position> position_gen(std::shared_ptr<GameFile> game, std::uint64_t bound);

}  // namespace cgcheck::lua
