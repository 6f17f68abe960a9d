#pragma once
// Heat maps for the reports: a grid of cells coloured by a small non-negative value (a Grundy
// value, or 0/1 for P/N), with axis labels and a legend. A paper describes one with a value
// function over its tables; the run evaluates every cell (materialize) as a timed phase, so the
// report's SVG renderer only reads numbers. Knows no game.
#include <functional>
#include <memory>
#include <vector>
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

  // Evaluates every cell now and replaces `value` by a lookup into the stored cells, so the map no
  // longer reads the tables it was described over.
  void materialize() {
    auto cells = std::make_shared<std::vector<std::optional<unsigned>>>();
    for (int y = y_min; y <= y_max; ++y)
      for (int x = x_min; x <= x_max; ++x) cells->push_back(value(x, y));
    const int nx = x_max - x_min + 1, x0 = x_min, y0 = y_min;
    value = [cells, nx, x0, y0](int x, int y) { return (*cells)[static_cast<std::size_t>((y - y0) * nx + (x - x0))]; };
  }
};

// A picture for a report: a heat map drawn as an SVG next to the Markdown and embedded in it.
struct Picture {
  std::string file;     // file name under reports/img/, e.g. nim-pass-slice.svg
  std::string caption;  // alt text and caption
  HeatMap map;
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

}  // namespace cgcheck
