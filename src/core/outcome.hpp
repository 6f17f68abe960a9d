#pragma once
#include <cstdint>
#include <string_view>

namespace cgcheck {

// Sprague–Grundy value of an impartial position.
using Grundy = std::uint32_t;

// Outcome class under normal play: P (previous player wins), N (next player wins); for partizan
// games also L (Left wins whoever starts) and R (Right wins whoever starts).
enum class Outcome : std::uint8_t { P, N, L, R };

constexpr std::string_view name(Outcome o) {
  switch (o) {
    case Outcome::P: return "P";
    case Outcome::N: return "N";
    case Outcome::L: return "L";
    case Outcome::R: return "R";
  }
  return "?";
}

// How G compares with V, read off the outcome class of G - V: "=", ">", "<" or "||" (confused).
constexpr std::string_view relation_of_difference(Outcome o) {
  switch (o) {
    case Outcome::P: return "=";
    case Outcome::L: return ">";
    case Outcome::R: return "<";
    case Outcome::N: return "||";
  }
  return "?";
}

constexpr Outcome outcome_of(Grundy g) { return g == 0 ? Outcome::P : Outcome::N; }

}  // namespace cgcheck
