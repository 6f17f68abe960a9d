#include "games/heap_games/period_table.hpp"

#include <algorithm>
#include <stdexcept>

#include <fmt/core.h>

#include "runtime/data.hpp"
#include "core/text.hpp"
#include "core/parse.hpp"
#include "games/heap_games/periodicity.hpp"
#include "games/heap_games/rules.hpp"
#include "games/heap_games/sequence.hpp"

namespace cgcheck::heap_games {

std::string game_of_code(const std::string& code) {
  return code.find(':') != std::string::npos || code.find('.') == std::string::npos ? code : "take-and-break:" + code;
}

std::vector<PeriodRow> read_period_table(const std::string& file) {
  std::vector<PeriodRow> rows;
  for (const auto& f : read_data_csv(file)) {
    if (f.size() < 7) throw std::runtime_error(fmt::format("data/{}: short row", file));
    PeriodRow row;
    row.game = game_of_code(f[0]);
    row.name = f[1];
    if (f[2] != "unknown") {
      row.period = static_cast<std::uint64_t>(parse_int(f[2], 1, 4'000'000'000, "period"));
      row.last_exception = parse_int(f[3], -1, 4'000'000'000, "last exception");
      if (!f[4].empty())
        for (auto v : split(f[4], ' ')) row.values.push_back(static_cast<std::uint32_t>(parse_int(v, 0, 1 << 30, "value")));
    }
    row.citation = f[5];
    row.finding = f[6];
    rows.push_back(std::move(row));
  }
  return rows;
}

std::string derived_period_table(const std::vector<PeriodRow>& rows, std::uint64_t bound, std::uint64_t open_reach) {
  std::string md =
      "| game | name | claimed period | claimed last exception | derived period | derived last exception | proved | "
      "values computed | citation |\n|---|---|---:|---:|---:|---:|---|---:|---|\n";
  for (const auto& row : rows) {
    const HeapRules r = parse_heap_game(row.game);
    SequenceEngine engine(r);
    // As `cgcheck periodicity`: double until proved (or, for a claimed period, until its window fits).
    std::uint64_t to = 4095;
    if (row.period && has_theorem(r))
      to = std::max<std::uint64_t>(to, values_needed(r, static_cast<std::uint64_t>(row.last_exception + 1), *row.period));
    if (!row.period) to = std::min(bound, open_reach);
    Periodicity found;
    for (;;) {
      to = std::min(to, bound);
      engine.extend_to(to);
      found = find_periodicity(r, engine.values());
      if (found.proved || to >= bound || !row.period) break;
      to = to * 2 + 1;
    }
    const std::string derived_p = found.period ? with_commas(*found.period) : "none";
    const std::string derived_e = found.period && found.last_exception() ? with_commas(*found.last_exception())
                                  : found.period                         ? "none"
                                                                         : "—";
    md += fmt::format("| `{}` | {} | {} | {} | {} | {} | {} | {} | {} |\n", row.game, row.name,
                      row.period ? with_commas(*row.period) : "unknown",
                      row.period ? (row.last_exception < 0 ? "none" : with_commas(static_cast<std::uint64_t>(row.last_exception))) : "—",
                      derived_p, derived_e, found.proved ? "**proved**" : "no", with_commas(engine.values().size()),
                      row.citation);
  }
  return md;
}

}  // namespace cgcheck::heap_games
