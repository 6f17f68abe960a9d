// Misère play of Kayles, Dawson's Kayles and Grundy's game: the misère Grundy values and genera of
// single heaps 0..20 as CGSuite computes them (data/misere-heap-games.csv), one claim per game,
// re-derived from the rules by the misère session (each heap solved as a whole position).
#include <cctype>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/core.h>
#include <fmt/format.h>

#include "claims/check_kinds.hpp"
#include "claims/claim_builder.hpp"
#include "runtime/data.hpp"
#include "core/misere.hpp"
#include "core/parse.hpp"
#include "games/heap_games/cgsuite_genus.hpp"
#include "games/heap_games/domains.hpp"
#include "papers/octal_games/table.hpp"

namespace cgcheck::octal_games {
namespace {

constexpr const char* kMisereFile = "misere-heap-games.csv";
constexpr std::uint64_t kHeaps = 20;  // the table's heaps 0..20

void add_row(Registry& r, const std::vector<std::string>& f) {
  const std::string& game = f[0];
  const std::string& name = f[1];
  std::vector<Grundy> values;
  for (const auto& v : split(f[2], ' ')) values.push_back(static_cast<Grundy>(parse_int(v, 0, 1 << 20, "misère value")));
  std::vector<std::string> genera;
  for (const auto& g : split(f[3], ' ')) genera.emplace_back(g);
  if (values.size() != kHeaps + 1 || genera.size() != kHeaps + 1)
    throw std::runtime_error(fmt::format("data/{}: {} needs {} values and genera", kMisereFile, name, kHeaps + 1));
  std::string slug;
  for (char c : name)
    if (std::isalnum(static_cast<unsigned char>(c))) slug += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    else if (c == ' ') slug += '-';
  ClaimSet(r, kPaperFile, game).claim("misere-" + slug)
      .cite(fmt::format("Misère {}: values and genera of heaps 0..{}", name, kHeaps), f[4])
      .says(fmt::format("Under misère play the heaps 0..{} of {} have misère Grundy values {} and genera {} (as CGSuite "
                        "computes and prints them).",
                        kHeaps, name, fmt::join(values, " "), fmt::join(genera, " ")))
      .over(heap_games::misere_heaps_of(game), {kHeaps, kHeaps, kHeaps})
      .checked_by("the misère session (each heap solved whole; genus from the options' genera) vs the table, the "
                  "genus compared term by term as CGSuite's notation stands for")
      .check(property([values, genera](std::uint32_t n, const auto& truth) -> Verdict {
        const Solved s = truth.at(n);
        if (s.value != std::to_string(values[n])) return mismatch("misère value " + std::to_string(values[n]), s.value);
        constexpr std::size_t kTerms = 10;
        const auto said = heap_games::read_cgsuite_genus(genera[n], kTerms);
        if (!said) throw InputError(fmt::format("data/{}: '{}' is no genus", kMisereFile, genera[n]));
        const auto ours = heap_games::read_cgsuite_genus(s.genus, kTerms);
        if (!ours || !(*said == *ours)) return mismatch("genus " + genera[n], s.genus);
        return std::nullopt;
      }));
}

}  // namespace

void add_misere_claims(Registry& r) {
  for (const auto& f : read_data_csv(kMisereFile)) {
    if (f.size() < 5) throw std::runtime_error(fmt::format("data/{}: short row", kMisereFile));
    add_row(r, f);
  }
}

}  // namespace cgcheck::octal_games
