#include "report/svg.hpp"

#include "core/text.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

#include <fmt/core.h>

#include "core/text.hpp"

namespace cgcheck {

namespace {

// Colour-blind-safe colours. Up to eight values: the Okabe–Ito palette (Okabe and Ito, "Color
// Universal Design", 2002), distinguishable under every common colour-vision deficiency, with 0
// (P-positions) black. More values: viridis (van der Walt and Smith, matplotlib), whose lightness
// rises monotonically, so order survives any deficiency and a greyscale print; 0 stays black.
constexpr const char* kOkabeIto[] = {"#000000", "#e69f00", "#56b4e9", "#009e73",
                                     "#f0e442", "#0072b2", "#d55e00", "#cc79a7"};
constexpr unsigned kDiscreteMax = 7;  // values 0..7 get one Okabe–Ito colour each

// Viridis control points, for values beyond the discrete palette.
constexpr unsigned char kViridis[][3] = {{68, 1, 84},   {59, 82, 139},  {33, 145, 140},
                                         {94, 201, 98}, {253, 231, 37}};

std::string gradient(double t) {
  // From a fifth of the way up, so the darkest value stays apart from 0's black.
  t = 0.2 + 0.8 * std::clamp(t, 0.0, 1.0);
  t *= 4.0;
  const int i = std::min(3, static_cast<int>(t));
  const double f = t - i;
  auto mix = [&](int c) { return static_cast<int>(kViridis[i][c] + f * (kViridis[i + 1][c] - kViridis[i][c]) + 0.5); };
  return fmt::format("#{:02x}{:02x}{:02x}", mix(0), mix(1), mix(2));
}

std::string colour(unsigned v, bool binary, unsigned max) {
  if (binary) return v == 0 ? "#000000" : "#e4e4e4";
  if (max <= kDiscreteMax) return kOkabeIto[v];
  if (v == 0) return "#000000";
  return gradient(static_cast<double>(v - 1) / static_cast<double>(std::max(1u, max - 1)));
}

// Black or white text, whichever reads on `fill` (#rrggbb), by its relative luminance.
const char* text_on(const std::string& fill) {
  auto channel = [&](int i) { return std::stoi(fill.substr(static_cast<std::size_t>(1 + 2 * i), 2), nullptr, 16) / 255.0; };
  const double y = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return y < 0.45 ? "#ffffff" : "#000000";
}

// Cells at least this many pixels wide carry their value as text.
constexpr int kLabelledCell = 16;

}  // namespace

std::string svg_escape(const std::string& s) {
  // XML 1.0 allows no control character but tab and line breaks, and no invalid UTF-8: script text
  // (a show() with ESC bytes) made the file malformed. Such bytes are written as visible \xNN.
  std::string out;
  for (char c : printable(s)) {
    if (c == '<') out += "&lt;";
    else if (c == '>') out += "&gt;";
    else if (c == '&') out += "&amp;";
    else if (c == '"') out += "&quot;";
    else if (c == '\'') out += "&apos;";
    else out += c;
  }
  return out;
}

namespace {

// Where the plot goes: the size of a cell in pixels, the margins and the plot's extent.
struct Layout {
  int nx, ny, cell, left, top, plot_w, plot_h;
};

Layout layout_of(const HeatMap& m) {
  const int nx = m.x_max - m.x_min + 1, ny = m.y_max - m.y_min + 1;
  const int cell = std::clamp(560 / std::max(nx, ny), 1, 24);
  return {nx, ny, cell, 60, 40, nx * cell, ny * cell};
}

// The cells (values, row by row from y_min, in a vector): a rect each and its value where it fits.
// `seen` gets the values the legend lists (0 and 1 for a binary map).
std::string draw_cells(const HeatMap& m, const Layout& at, const std::vector<std::optional<unsigned>>& values,
                       unsigned max, std::map<unsigned, bool>& seen) {
  std::string cells;
  std::size_t idx = 0;
  for (int y = m.y_min; y <= m.y_max; ++y)
    for (int x = m.x_min; x <= m.x_max; ++x) {
      const auto v = values[idx++];
      if (!v) continue;
      seen[m.binary ? (*v == 0 ? 0u : 1u) : *v] = true;
      // y grows upward, as on a mathematician's axes.
      const std::string fill = colour(*v, m.binary, max);
      const int cell = at.cell, cx = at.left + (x - m.x_min) * cell, cy = at.top + (m.y_max - y) * cell;
      cells += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"/>\n", cx, cy, cell, cell, fill);
      // The value itself where it fits (P on the P-cells of a P/N map; a binary map with its own
      // legend means something else by 0), so no colour has to be decoded.
      if (cell >= kLabelledCell && (!m.binary || (*v == 0 && !m.legend)))
        cells += fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"{}\" fill=\"{}\">{}</text>\n",
                             cx + cell / 2, cy + cell / 2 + cell / 6, std::min(11, cell / 2), text_on(fill),
                             m.binary ? std::string("P") : fmt::format("{}", *v));
    }
  return cells;
}

// The ticks along both axes and the axes' labels.
std::string draw_axes(const HeatMap& m, const Layout& at) {
  const int left = at.left, top = at.top, cell = at.cell, plot_w = at.plot_w, plot_h = at.plot_h;
  std::string svg;
  const int tick = m.tick_every > 0 ? m.tick_every : std::max(1, (std::max(at.nx, at.ny) + 9) / 10);
  for (int x = m.x_min; x <= m.x_max; ++x)
    if ((x - m.x_min) % tick == 0)
      svg += fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>\n",
                         left + (x - m.x_min) * cell + cell / 2, top + plot_h + 15, x);
  for (int y = m.y_min; y <= m.y_max; ++y)
    if ((y - m.y_min) % tick == 0)
      svg += fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"end\">{}</text>\n", left - 5,
                         top + (m.y_max - y) * cell + cell / 2 + 4, y);
  svg += fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>\n", left + plot_w / 2, top + plot_h + 35,
                     svg_escape(m.x_label));
  svg += fmt::format("<text transform=\"translate(15,{}) rotate(-90)\" text-anchor=\"middle\">{}</text>\n",
                     top + plot_h / 2, svg_escape(m.y_label));
  return svg;
}

// The legend from (legend_x, top): a gradient bar from 1 to max with 0 (black) listed separately
// when the values are many (`continuous`), else each value seen with its colour.
std::string draw_legend(const HeatMap& m, int legend_x, int top, bool continuous, unsigned max,
                        const std::map<unsigned, bool>& seen) {
  std::string svg;
  int ly = top;
  if (continuous) {
    if (seen.count(0)) {
      svg += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"14\" height=\"14\" fill=\"#000000\"/>\n", legend_x, ly);
      svg += fmt::format("<text x=\"{}\" y=\"{}\">{}</text>\n", legend_x + 20, ly + 11,
                         svg_escape(m.legend ? m.legend(0) : "grundy 0 (P)"));
      ly += 24;
    }
    const int bar = 120;
    for (int i = 0; i < bar; ++i)
      svg += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"14\" height=\"1\" fill=\"{}\"/>\n", legend_x, ly + bar - 1 - i,
                         gradient(static_cast<double>(i) / (bar - 1)));
    auto label = [&](unsigned v) { return svg_escape(m.legend ? m.legend(v) : fmt::format("grundy {}", v)); };
    svg += fmt::format("<text x=\"{}\" y=\"{}\">{}</text>\n", legend_x + 20, ly + 10, label(max));
    svg += fmt::format("<text x=\"{}\" y=\"{}\">{}</text>\n", legend_x + 20, ly + bar / 2 + 4, label((max + 1) / 2));
    svg += fmt::format("<text x=\"{}\" y=\"{}\">{}</text>\n", legend_x + 20, ly + bar, label(1));
  } else {
    for (const auto& [v, _] : seen) {
      svg += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"14\" height=\"14\" fill=\"{}\" stroke=\"#888\"/>\n", legend_x,
                         ly, colour(v, m.binary, max));
      const std::string text =
          m.legend ? m.legend(v) : (m.binary ? (v == 0 ? "P-position" : "N-position") : fmt::format("grundy {}", v));
      svg += fmt::format("<text x=\"{}\" y=\"{}\">{}</text>\n", legend_x + 20, ly + 11, svg_escape(text));
      ly += 20;
    }
  }
  return svg;
}

}  // namespace

std::string render_svg(const HeatMap& m) {
  const Layout at = layout_of(m);
  std::map<unsigned, bool> seen;
  std::vector<std::optional<unsigned>> values;
  unsigned max = 0;
  for (int y = m.y_min; y <= m.y_max; ++y)
    for (int x = m.x_min; x <= m.x_max; ++x) {
      values.push_back(m.value(x, y));
      if (values.back()) max = std::max(max, *values.back());
    }
  const bool continuous = !m.binary && max > kDiscreteMax;
  const std::string cells = draw_cells(m, at, values, max, seen);
  const int legend_x = at.left + at.plot_w + 20;
  const int legend_rows = continuous ? 8 : static_cast<int>(seen.size());
  const int width = legend_x + 170, height = std::max(at.top + at.plot_h + 50, at.top + 20 * legend_rows + 40);
  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" viewBox=\"0 0 {} {}\" "
      "font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n",
      width, height, width, height);
  svg += fmt::format("<text x=\"{}\" y=\"20\" font-size=\"14\" font-weight=\"bold\">{}</text>\n", at.left,
                     svg_escape(m.title));
  svg += cells;
  svg += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"#888\"/>\n", at.left,
                     at.top, at.plot_w, at.plot_h);
  svg += draw_axes(m, at);
  svg += draw_legend(m, legend_x, at.top, continuous, max, seen);
  svg += "</svg>\n";
  return svg;
}

}  // namespace cgcheck
