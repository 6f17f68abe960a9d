#pragma once
// Coin-turning games, `turning:CODE` (turning.cpp): rows of coins over the spawning game of a code.
#include "runtime/game_catalog.hpp"

namespace cgcheck::heap_games {

void register_turning(GameCatalog& r);

}  // namespace cgcheck::heap_games
