#include "cgt/analysis.hpp"

#include <algorithm>

#include <fmt/core.h>
#include <fmt/format.h>

#include "core/error.hpp"

namespace cgcheck::cgt {

const std::vector<std::string_view>& analysis_names() {
  static const std::vector<std::string_view> names{"left_stop", "right_stop", "mean", "temperature", "birthday"};
  return names;
}

void check_analysis_name(std::string_view name) {
  const auto& names = analysis_names();
  if (std::find(names.begin(), names.end(), name) == names.end())
    throw InputError(fmt::format("--show: unknown column '{}' (there are {})", name, fmt::join(names, ", ")));
}

std::string analysis(Arena& a, Thermographer& th, GameId g, std::string_view name) {
  const GameId c = a.canon(g);
  if (name == "left_stop") return a.left_stop(c).str();
  if (name == "right_stop") return a.right_stop(c).str();
  if (name == "mean") return th.of(c).mean.str();
  if (name == "temperature") return th.of(c).temperature.str();
  if (name == "birthday") return std::to_string(a.birthday(c));
  check_analysis_name(name);
  return {};
}

}  // namespace cgcheck::cgt
