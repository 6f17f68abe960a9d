// The registry's lookups and checks. What fills it (the folders compiled in, claim files, saved
// conjectures) lives in the layers above: run/catalog.cpp.
#include "claims/registry.hpp"

#include <algorithm>
#include <charconv>
#include <mutex>
#include <stdexcept>

#include <fmt/core.h>

#include "core/error.hpp"
#include "runtime/output.hpp"

namespace cgcheck {

void Registry::add(PaperEntry p) {
  check_report_name(p.report_name);
  papers_.push_back(std::move(p));
}

void Registry::add_game_to_paper(std::string_view report_name, const std::string& game) {
  for (auto& p : papers_)
    if (p.report_name == report_name && std::find(p.games.begin(), p.games.end(), game) == p.games.end()) p.games.push_back(game);
}

void Registry::add(Claim c) {
  if (claim(c.id)) throw std::logic_error("duplicate claim id " + c.id);
  if (!c.checker) throw std::logic_error("claim without a check: " + c.id);
  if ((c.expected == Expectation::refuted) != (c.finding != Finding::none))
    throw std::logic_error("a claim expected refuted says what it is (erratum, reading, conjecture), and only then: " + c.id);
  claims_.push_back(std::move(c));
}

void Registry::replace(Claim c) {
  for (auto& old : claims_)
    if (old.id == c.id) {
      if (!c.checker) throw std::logic_error("claim without a check: " + c.id);
      old = std::move(c);
      return;
    }
  throw std::logic_error("no claim to replace: " + c.id);
}

const Claim* Registry::claim(std::string_view id) const {
  for (const auto& c : claims_)
    if (c.id == id) return &c;
  return nullptr;
}

const PaperEntry* Registry::paper(std::string_view id) const {
  for (const auto& p : papers_)
    if (p.report_name == id) return &p;
  return nullptr;
}

const PaperEntry* Registry::paper_of_game(std::string_view game) const {
  for (const auto& p : papers_)
    if (!p.named_claims_only)
      for (const auto& g : p.games)
        if (g == game) return &p;
  return nullptr;
}

}  // namespace cgcheck
