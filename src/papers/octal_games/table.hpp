#pragma once
// The literature table of octal game periods (data/octal-games.csv), read once per use.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "claims/registry.hpp"

namespace cgcheck::octal_games {

inline constexpr const char* kTableFile = "octal-games.csv";
inline constexpr const char* kPaperFile = "data/octal-games.csv";

struct Row {
  std::string game;                     // game id
  std::string name;                     // common name, may be empty
  std::optional<std::uint64_t> period;  // none: open
  std::int64_t last_exception = -1;     // -1: none (purely periodic)
  std::vector<std::uint32_t> values;    // the periodic part's values (G(n) at n mod period), if given
  std::string citation;
  std::string finding;  // empty when reproduced; else what the computation gives
};

// Throws std::runtime_error if the file cannot be read, InputError on a malformed field.
std::vector<Row> literature_table();

// The claims misere-* (misere.cpp): misère values and genera of single heaps, from
// data/misere-heap-games.csv. Throws if the file cannot be read.
void add_misere_claims(Registry& r);

}  // namespace cgcheck::octal_games
