#pragma once
// A thermograph drawn as SVG (solve --thermograph): Left's wall and Right's wall against the
// temperature (upward), values decreasing to the right as Winning Ways draws them, the mast above
// the temperature, with the temperature, the mean and the stops marked.
#include <string>

#include "cgt/thermograph.hpp"

namespace cgcheck {

std::string thermograph_svg(const cgt::Thermograph& th, const std::string& title);

}  // namespace cgcheck
