#pragma once
// SVG rendering of a heat map (runtime/heat_map.hpp): reads the map's cells, draws axes, ticks and a
// legend.
#include <string>

#include "runtime/heat_map.hpp"

namespace cgcheck {

std::string render_svg(const HeatMap& map);

// Text for SVG: <, > and & escaped (titles and labels come from users' files).
std::string svg_escape(const std::string& s);

}  // namespace cgcheck
