#include "cgt/analysis.hpp"

#include <algorithm>

#include <fmt/core.h>
#include <fmt/format.h>

#include "core/error.hpp"

namespace cgcheck::cgt {

const std::vector<std::string_view>& analysis_names() {
  static const std::vector<std::string_view> names{"left_stop",     "right_stop", "mean", "temperature",
                                                   "atomic_weight", "reduced",    "birthday"};
  return names;
}

void check_analysis_name(std::string_view name) {
  const auto& names = analysis_names();
  if (std::find(names.begin(), names.end(), name) == names.end())
    throw InputError(fmt::format("--show: unknown column '{}' (there are {})", name, fmt::join(names, ", ")));
}

std::string Analysis::column(GameId g, std::string_view name) {
  const GameId c = a_.canon(g);
  if (name == "left_stop") return a_.left_stop(c).str();
  if (name == "right_stop") return a_.right_stop(c).str();
  if (name == "mean") return thermographs_.of(c).mean.str();
  if (name == "temperature") return thermographs_.of(c).temperature.str();
  if (name == "birthday") return std::to_string(a_.birthday(c));
  if (name == "atomic_weight") {
    const auto w = reducer_.atomic_weight(c);
    return w ? to_string(a_, *w) : "-";
  }
  if (name == "reduced") return to_string(a_, reducer_.reduced_canonical_form(c));
  check_analysis_name(name);
  return {};
}

}  // namespace cgcheck::cgt
