#pragma once
// A heap game's Grundy sequence as the `periodic` check kind reads it (runtime/grundy_sequence.hpp):
// the rare-value sequence engine, with the periodicity theorems of games/heap_games/periodicity.hpp.
#include <functional>
#include <memory>
#include <string>

#include "games/heap_games/rules.hpp"
#include "runtime/grundy_sequence.hpp"

namespace cgcheck::heap_games {

std::unique_ptr<GrundySequence> heap_sequence(const HeapRules& rules);
// The sequence of the heap game `game` (take-and-break:0.07), its id parsed when it is made (throws
// InputError for a malformed one).
inline std::function<std::unique_ptr<GrundySequence>()> sequence_of(std::string game) {
  return [game = std::move(game)] { return heap_sequence(parse_heap_game(game)); };
}

}  // namespace cgcheck::heap_games
