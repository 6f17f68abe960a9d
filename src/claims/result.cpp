#include "claims/result.hpp"

#include <fmt/core.h>

#include <string>

namespace cgcheck {

std::string_view name(Status s) {
  switch (s) {
    case Status::holds: return "holds";
    case Status::refuted: return "refuted";
    case Status::inconclusive: return "inconclusive";
    case Status::error: return "error";
    case Status::proved: return "proved";
  }
  return "?";
}

std::string_view name(Witness::Shows s) {
  switch (s) {
    case Witness::Shows::outcome: return "outcome";
    case Witness::Shows::grundy: return "grundy";
    case Witness::Shows::position: return "position";
  }
  return "?";
}

std::string verdict_words(const Counterexample& ce) {
  return fmt::format("{}: claims {}, is {}", ce.position.empty() ? "\"\"" : ce.position, ce.claimed, ce.actual);
}

}  // namespace cgcheck
