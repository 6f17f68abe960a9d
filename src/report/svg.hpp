#pragma once
// SVG heat maps for the reports: a grid of cells coloured by a small non-negative value (a Grundy
// value, or 0/1 for P/N), with axis labels, tick marks and a legend. Knows no game.
#include <functional>
#include <optional>
#include <string>

namespace cgcheck {

struct HeatMap {
  std::string title;
  std::string x_label, y_label;
  int x_min = 0, x_max = 0;  // inclusive ranges
  int y_min = 0, y_max = 0;
  // Value at (x, y); nullopt leaves the cell blank (outside the domain).
  std::function<std::optional<unsigned>(int x, int y)> value;
  // Legend text for a value; default "value v". With `binary`, 0 is drawn black and the rest white.
  std::function<std::string(unsigned)> legend;
  bool binary = false;
  int tick_every = 0;  // 0 chooses automatically
};

// A square map over lo..hi on both axes: the common case.
inline HeatMap square_map(std::string title, std::string x_label, std::string y_label, int lo, int hi,
                          std::function<std::optional<unsigned>(int, int)> value) {
  HeatMap m;
  m.title = std::move(title);
  m.x_label = std::move(x_label);
  m.y_label = std::move(y_label);
  m.x_min = m.y_min = lo;
  m.x_max = m.y_max = hi;
  m.value = std::move(value);
  return m;
}

std::string render_svg(const HeatMap& map);

}  // namespace cgcheck
