#pragma once
// Pictures of a heap game's Grundy sequence for a report.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "runtime/heat_map.hpp"
#include "games/heap_games/rules.hpp"
#include "games/heap_games/sequence.hpp"

namespace cgcheck::heap_games {

// The Grundy sequence G(0..last_n) of a heap game drawn as a picture: a black cell at (n, G(n)).
inline Picture grundy_sequence_picture(const std::string& game, const std::string& file, int last_n,
                                       const std::string& caption) {
  const HeapRules r = parse_heap_game(game);
  SequenceEngine engine(r);
  engine.extend_to(static_cast<std::uint64_t>(last_n));
  auto values = std::make_shared<std::vector<std::uint32_t>>(engine.values().to_vector());
  HeatMap m;
  m.title = "G(n) of " + game;
  m.x_label = "heap n";
  m.y_label = "G(n)";
  m.x_min = 0;
  m.x_max = last_n;
  m.y_min = 0;
  m.y_max = static_cast<int>(engine.values().max_value());
  m.binary = true;  // black where G(n) is the row's value
  m.value = [values](int x, int y) -> std::optional<unsigned> {
    return (*values)[static_cast<std::size_t>(x)] == static_cast<std::uint32_t>(y) ? 0u : 1u;
  };
  m.legend = [](unsigned v) { return v == 0 ? std::string("G(n) = this value") : std::string("G(n) is another value"); };
  return Picture{file, caption, std::move(m)};
}

}  // namespace cgcheck::heap_games
