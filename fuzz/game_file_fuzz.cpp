// Game files: any bytes as a game file must end in answers or an InputError (a syntax error, a
// missing field, options that are not arrays of integers, a cycle, a runaway or memory-hungry
// function), never a crash, a hang or a Lua PANIC. The seeds are small complete game files.
#include <cstdint>
#include <string>
#include <string_view>

#include "core/error.hpp"
#include "lua/game_file.hpp"
#include "lua/game_solver.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view source(reinterpret_cast<const char*>(data), size);
  try {
    // A smaller cap than the command's 1 GiB keeps a file that hoards memory under libFuzzer's RSS
    // limit (with sanitizer overhead) while still exercising the cap.
    cgcheck::lua::GameFile game(source, "fuzz.lua", std::uint64_t{256} << 20);
    cgcheck::lua::GameSolver solver(game), searcher(game);
    // 5,000 moves: a game whose positions grow with every move costs the square of the budget in
    // Lua work (each move copies a longer array), about 10 s under the sanitizers at 20,000; the
    // caps are exercised as well at 5,000.
    solver.set_budget(5'000);
    // Positions may grow with every move (5,000 moves of ever longer arrays are 100 MB): the
    // solvers' tables are held to 256 MiB, as --max-memory holds the command's.
    solver.set_memory_limit(std::uint64_t{256} << 20);
    searcher.set_memory_limit(std::uint64_t{256} << 20);
    // The outcome search with tiny attempt and merge budgets, so large and small components,
    // merged and unmerged canonical forms all occur.
    searcher.set_budget(5'000);
    searcher.set_search_budgets(50, 500, 20);
    for (const char* text : {"3", "1,2", "()", "5,0,7"}) {
      try {
        const auto p = game.parse(text);
        (void)searcher.outcome(p);
        (void)solver.value_text(p);
        (void)game.show(p);
      } catch (const cgcheck::InputError&) {
      }
    }
    if (game.has_enumeration()) (void)game.positions(4);
  } catch (const cgcheck::InputError&) {
  }
  return 0;
}
