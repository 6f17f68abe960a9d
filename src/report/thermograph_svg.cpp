#include "report/thermograph_svg.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include <fmt/core.h>

#include "core/text.hpp"

#include "report/svg.hpp"

namespace cgcheck {
namespace {

double num(const cgt::Dyadic& x) { return std::ldexp(static_cast<double>(x.num), -x.exp); }

constexpr double kWidth = 520, kHeight = 380, kMargin = 60;

// The wall's corners from t = -1 up to `top`.
std::vector<std::pair<double, double>> corners(const cgt::Trajectory& wall, double top) {
  std::vector<std::pair<double, double>> out;
  for (const auto& s : wall.segments)
    if (num(s.t) <= top) out.emplace_back(num(s.t), num(s.x));
  const auto& last = wall.segments.back();
  out.emplace_back(top, num(last.x) + last.slope * (top - num(last.t)));
  return out;
}

}  // namespace

// A title is one line over the picture: a value of megabytes (once 1.9 MB in the title) is cut.
constexpr std::size_t kTitleMax = 200;

std::string thermograph_svg(const cgt::Thermograph& th, const std::string& title) {
  const double temperature = num(th.temperature), mean = num(th.mean);
  const double top = std::max(temperature, 0.0) + std::max(1.0, std::max(temperature, 0.0) / 2);
  const auto left = corners(th.left, top), right = corners(th.right, top);
  double lo = mean, hi = mean;
  for (const auto* wall : {&left, &right})
    for (const auto& [t, x] : *wall) lo = std::min(lo, x), hi = std::max(hi, x);
  if (hi - lo < 1) lo -= 0.5, hi += 0.5;
  const double pad = (hi - lo) * 0.1;
  lo -= pad, hi += pad;
  // Values decrease to the right (Left's side is on the left), temperature rises upward.
  auto px = [&](double x) { return kMargin + (hi - x) / (hi - lo) * (kWidth - 2 * kMargin); };
  auto py = [&](double t) { return kHeight - kMargin - (t + 1) / (top + 1) * (kHeight - 2 * kMargin); };
  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" viewBox=\"0 0 {0} {1}\" "
      "font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
      "<text x=\"{2}\" y=\"24\" font-size=\"14\">{3}</text>\n",
      kWidth, kHeight, kMargin, svg_escape(shortened(title, kTitleMax)));
  // Axes: t = 0 and t = -1 across, the value axis's ends labelled.
  for (double t : {-1.0, 0.0})
    svg += fmt::format("<line x1=\"{:.1f}\" y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\" stroke=\"#bbbbbb\"/>\n"
                       "<text x=\"{:.1f}\" y=\"{:.1f}\" fill=\"#777777\">t = {}</text>\n",
                       kMargin, py(t), kWidth - kMargin, py(t), kWidth - kMargin + 4, py(t) + 4, t);
  // Temperature and mean, dashed.
  svg += fmt::format("<line x1=\"{:.1f}\" y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\" stroke=\"#d55e00\" stroke-dasharray=\"4 3\"/>\n"
                     "<text x=\"{:.1f}\" y=\"{:.1f}\" fill=\"#d55e00\">temperature {}</text>\n",
                     kMargin, py(temperature), kWidth - kMargin, py(temperature), kMargin + 4, py(temperature) - 4,
                     th.temperature.str());
  svg += fmt::format("<line x1=\"{:.1f}\" y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\" stroke=\"#0072b2\" stroke-dasharray=\"4 3\"/>\n"
                     "<text x=\"{:.1f}\" y=\"{:.1f}\" fill=\"#0072b2\" text-anchor=\"middle\">mean {}</text>\n",
                     px(mean), py(-1), px(mean), py(top), px(mean), kHeight - kMargin + 20, th.mean.str());
  // The walls (they meet at the temperature and rise together as the mast).
  for (const auto* wall : {&left, &right}) {
    std::string points;
    for (const auto& [t, x] : *wall) points += fmt::format("{:.1f},{:.1f} ", px(x), py(t));
    svg += fmt::format("<polyline points=\"{}\" fill=\"none\" stroke=\"black\" stroke-width=\"2\"/>\n", points);
  }
  // The stops, where the walls cross t = 0.
  const double ls = num(th.left.at(cgt::Dyadic{})), rs = num(th.right.at(cgt::Dyadic{}));
  svg += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"end\">L {}</text>\n", px(ls) - 4, py(0) - 4,
                     th.left.at(cgt::Dyadic{}).str());
  svg += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\">R {}</text>\n", px(rs) + 4, py(0) - 4, th.right.at(cgt::Dyadic{}).str());
  svg += "</svg>\n";
  return svg;
}

}  // namespace cgcheck
