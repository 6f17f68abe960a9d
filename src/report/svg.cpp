#include "report/svg.hpp"

#include <algorithm>
#include <cmath>
#include <map>

#include <fmt/core.h>

namespace cgcheck {

namespace {

// A perceptually ordered palette for Grundy values 0..15 (0 stands out as black: P-positions);
// larger values cycle from the last entries.
constexpr const char* kPalette[] = {"#000000", "#440154", "#482878", "#3e4989", "#31688e", "#26828e",
                                    "#1f9e89", "#35b779", "#6ece58", "#b5de2b", "#fde725", "#fdae61",
                                    "#f46d43", "#d73027", "#a50026", "#7f0000"};

std::string colour(unsigned v, bool binary) {
  if (binary) return v == 0 ? "#000000" : "#f2f2f2";
  return kPalette[std::min<unsigned>(v, 15)];
}

std::string escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '<') out += "&lt;";
    else if (c == '>') out += "&gt;";
    else if (c == '&') out += "&amp;";
    else out += c;
  }
  return out;
}

}  // namespace

std::string render_svg(const HeatMap& m) {
  const int nx = m.x_max - m.x_min + 1, ny = m.y_max - m.y_min + 1;
  const int cell = std::clamp(560 / std::max(nx, ny), 1, 24);
  const int left = 60, top = 40, plot_w = nx * cell, plot_h = ny * cell;
  std::map<unsigned, bool> seen;
  std::string cells;
  for (int y = m.y_min; y <= m.y_max; ++y)
    for (int x = m.x_min; x <= m.x_max; ++x) {
      const auto v = m.value(x, y);
      if (!v) continue;
      seen[m.binary ? (*v == 0 ? 0u : 1u) : *v] = true;
      // y grows upward, as on a mathematician's axes.
      cells += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"/>\n", left + (x - m.x_min) * cell,
                           top + (m.y_max - y) * cell, cell, cell, colour(*v, m.binary));
    }
  const int legend_x = left + plot_w + 20;
  const int width = legend_x + 170, height = std::max(top + plot_h + 50, top + 20 * static_cast<int>(seen.size()) + 40);
  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" viewBox=\"0 0 {} {}\" "
      "font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n",
      width, height, width, height);
  svg += fmt::format("<text x=\"{}\" y=\"20\" font-size=\"14\" font-weight=\"bold\">{}</text>\n", left, escape(m.title));
  svg += cells;
  svg += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"#888\"/>\n", left, top,
                     plot_w, plot_h);
  const int tick = m.tick_every > 0 ? m.tick_every : std::max(1, (std::max(nx, ny) + 9) / 10);
  for (int x = m.x_min; x <= m.x_max; ++x)
    if ((x - m.x_min) % tick == 0)
      svg += fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>\n",
                         left + (x - m.x_min) * cell + cell / 2, top + plot_h + 15, x);
  for (int y = m.y_min; y <= m.y_max; ++y)
    if ((y - m.y_min) % tick == 0)
      svg += fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"end\">{}</text>\n", left - 5,
                         top + (m.y_max - y) * cell + cell / 2 + 4, y);
  svg += fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>\n", left + plot_w / 2, top + plot_h + 35,
                     escape(m.x_label));
  svg += fmt::format("<text transform=\"translate(15,{}) rotate(-90)\" text-anchor=\"middle\">{}</text>\n",
                     top + plot_h / 2, escape(m.y_label));
  int ly = top;
  for (const auto& [v, _] : seen) {
    svg += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"14\" height=\"14\" fill=\"{}\" stroke=\"#888\"/>\n", legend_x, ly,
                       colour(v, m.binary));
    const std::string text = m.legend ? m.legend(v) : (m.binary ? (v == 0 ? "P-position" : "N-position") : fmt::format("grundy {}", v));
    svg += fmt::format("<text x=\"{}\" y=\"{}\">{}</text>\n", legend_x + 20, ly + 11, escape(text));
    ly += 20;
  }
  svg += "</svg>\n";
  return svg;
}

}  // namespace cgcheck
