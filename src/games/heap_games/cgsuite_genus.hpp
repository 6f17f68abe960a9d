#pragma once
// Genera as CGSuite prints them (Genus.supDigit), read into the misère session's Genus (core/misere.hpp).
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.hpp"
#include "core/misere.hpp"
#include "core/parse.hpp"

namespace cgcheck::heap_games {

// The terms γ0 .. γ(count-1) that a genus printed by CGSuite stands for (its Genus.supDigit): a nim
// heap's genus has no superscript (g < 2: 1 - g, then g xor 2, g, ...; else g, g xor 2, g, ...), a
// tame (or restive) game's one digit d (then d xor 2, d, ... when d < 4, else the base's), and
// otherwise the written terms, whose last two alternate. nullopt when the text is no genus.
inline std::optional<Genus> read_cgsuite_genus(std::string_view text, std::size_t count) {
  const auto caret = text.find('^');
  Genus g;
  std::vector<Grundy> digits;
  try {
    g.base = static_cast<Grundy>(parse_int(text.substr(0, caret), 0, 1 << 20, "genus"));
    if (caret != std::string_view::npos) {
      const std::string_view sup = text.substr(caret + 1);
      if (sup.starts_with('(')) {
        for (const auto& d : split(std::string(sup.substr(1, sup.size() - 2)), ','))
          digits.push_back(static_cast<Grundy>(parse_int(d, 0, 1 << 20, "genus")));
      } else {
        for (char c : sup) digits.push_back(static_cast<Grundy>(parse_int(std::string(1, c), 0, 9, "genus")));
      }
      if (digits.empty()) return std::nullopt;
    }
  } catch (const InputError&) {
    return std::nullopt;
  }
  for (std::size_t i = 0; i < count; ++i) {
    const Grundy odd = (i & 1) != 0 ? 2 : 0;  // xor 2 on odd terms
    if (i < digits.size()) g.sup.push_back(digits[i]);
    else if (digits.empty()) g.sup.push_back(i == 0 && g.base < 2 ? 1 - g.base : g.base ^ odd);
    else if (digits.size() == 1) g.sup.push_back((digits[0] < 4 ? digits[0] : g.base) ^ odd);
    else g.sup.push_back(digits[digits.size() - 2 + ((i - digits.size()) & 1)]);
  }
  return g;
}

}  // namespace cgcheck::heap_games
