#pragma once
// Tables of heap games' periods (data/octal-games.csv's format): per game the published period and
// last exception, or "unknown" for an open game, read from a CSV file of the data folder; and the
// same table re-derived from the rules by the sequence engine and the periodicity theorems.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cgcheck::heap_games {

struct PeriodRow {
  std::string game;                     // game id
  std::string name;                     // common name, may be empty
  std::optional<std::uint64_t> period;  // none: open
  std::int64_t last_exception = -1;     // -1: none (purely periodic)
  std::vector<std::uint32_t> values;    // the periodic part's values (G(n) at n mod period), if given
  std::string citation;
  std::string finding;  // empty when reproduced; else what the computation gives
};

// A row's game id: an octal code such as 0.77 stands for take-and-break:0.77.
std::string game_of_code(const std::string& code);

// The rows of `file` (in the data folder): code, name, period or "unknown", last exception (-1:
// none), the periodic values separated by spaces, citation, finding. Throws std::runtime_error if
// the file cannot be read, InputError on a malformed field.
std::vector<PeriodRow> read_period_table(const std::string& file);

// The table re-derived as Markdown rows: each game's sequence computed, doubling, until `periodicity`
// finds the smallest period whose theorem window fits (up to `bound` values); open games to a fixed
// `open_reach` (at most `bound`).
std::string derived_period_table(const std::vector<PeriodRow>& rows, std::uint64_t bound, std::uint64_t open_reach);

}  // namespace cgcheck::heap_games
