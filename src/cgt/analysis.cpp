#include "cgt/analysis.hpp"

#include <algorithm>

#include <fmt/core.h>
#include <fmt/format.h>

#include "cgt/parse_value.hpp"
#include "core/error.hpp"

namespace cgcheck::cgt {

const std::vector<std::string_view>& analysis_names() {
  static const std::vector<std::string_view> names{
      "left_stop", "right_stop", "mean",       "temperature", "atomic_weight", "reduced",           "birthday",
      "freeze",    "incentives", "confusion_interval", "cool=T", "heat=T",     "norton=U",          "overheat=S:T",
      "thermograph", "onside",    "offside",      "degree",             "outcome"};
  return names;
}

namespace {

// A column with an argument ("cool=1/2"): its name and the argument's text.
std::pair<std::string_view, std::string_view> split_column(std::string_view name) {
  const auto eq = name.find('=');
  if (eq == std::string_view::npos) return {name, {}};
  return {name.substr(0, eq), name.substr(eq + 1)};
}

}  // namespace

void check_analysis_name(std::string_view name) {
  // (Not a structured binding: clang before 16 cannot capture one in a lambda, and the fuzz build
  // is clang's.)
  const std::pair<std::string_view, std::string_view> asked = split_column(name);
  const auto& names = analysis_names();
  const bool known = std::any_of(names.begin(), names.end(), [&](std::string_view n) {
    const auto [nb, na] = split_column(n);
    return nb == asked.first && na.empty() == asked.second.empty();
  });
  if (!known) throw InputError(fmt::format("--show: unknown column '{}' (there are {})", name, fmt::join(names, ", ")));
}

std::string Analysis::column(GameId g, std::string_view name) {
  const GameId c = a_.canon(g);
  if (name == "left_stop") return a_.left_stop(c).str();
  if (name == "right_stop") return a_.right_stop(c).str();
  // The loopy columns of a short game: it is its own onside and offside, of degree 0.
  if (name == "onside" || name == "offside") return to_string(a_, c);
  if (name == "degree") return "0";
  if (name == "outcome") return std::string(cgcheck::name(a_.outcome(c)));
  if (name == "mean") return thermographs_.of(c).mean.str();
  if (name == "temperature") return thermographs_.of(c).temperature.str();
  if (name == "birthday") return std::to_string(a_.birthday(c));
  if (name == "atomic_weight") {
    const auto w = reducer_.atomic_weight(c);
    return w ? to_string(a_, *w) : "-";
  }
  if (name == "reduced") return to_string(a_, reducer_.reduced_canonical_form(c));
  if (name == "freeze") return to_string(a_, operations_.freeze(c));
  if (name == "thermograph") return cgsuite_text(thermographs_.of(c));
  if (name == "confusion_interval") return operations_.confusion_interval(c);
  if (name == "incentives") {
    // Left's, then Right's, as CGSuite lists them: {a,b};{c}.
    std::vector<std::string> sides;
    for (const bool left : {true, false}) {
      std::vector<std::string> texts;
      for (GameId x : operations_.incentives(c, left, !left)) texts.push_back(to_string(a_, x));
      sides.push_back(fmt::format("{{{}}}", fmt::join(texts, ",")));
    }
    return sides[0] + ";" + sides[1];
  }
  check_analysis_name(name);
  const auto [base, arg] = split_column(name);
  if (base == "overheat") {
    const auto colon = arg.find(':');
    if (colon == std::string_view::npos) throw InputError(fmt::format("--show {}: write overheat=S:T", name));
    return to_string(a_, operations_.overheat(c, parse_value(a_, arg.substr(0, colon)), parse_value(a_, arg.substr(colon + 1))));
  }
  const GameId v = parse_value(a_, arg);
  if (base == "cool") {
    const auto t = a_.number_value(a_.canon(v));
    if (!t) throw InputError(fmt::format("--show {}: the temperature is a number", name));
    return to_string(a_, operations_.cool(c, *t));
  }
  if (base == "heat") return to_string(a_, operations_.heat(c, v));
  if (base == "norton") return to_string(a_, operations_.norton(c, v));
  return {};
}

}  // namespace cgcheck::cgt
