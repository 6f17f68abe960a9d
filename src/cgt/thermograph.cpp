#include "cgt/thermograph.hpp"

#include <algorithm>
#include <stdexcept>

namespace cgcheck::cgt {
namespace {

using Segment = Trajectory::Segment;

Dyadic times(const Dyadic& x, int k) { return x.times(k); }

// x / d for d = ±1, ±2, ±4, ...: the slopes of walls differ by at most 2, so crossings are dyadic.
Dyadic divided(const Dyadic& x, int d) {
  const int mag = d < 0 ? -d : d;
  if (mag == 0 || (mag & (mag - 1)) != 0) throw std::logic_error("thermograph: a crossing that is not dyadic");
  const Dyadic y = x.halved(__builtin_ctz(static_cast<unsigned>(mag)));
  return d < 0 ? -y : y;
}

// The segment of f holding t.
const Segment& segment_at(const Trajectory& f, const Dyadic& t) {
  auto it = std::upper_bound(f.segments.begin(), f.segments.end(), t, [](const Dyadic& x, const Segment& s) { return x < s.t; });
  if (it == f.segments.begin()) throw std::logic_error("thermograph: a temperature below -1");
  return *(it - 1);
}

// Joins consecutive segments that continue one another.
Trajectory tidy(std::vector<Segment> segs) {
  Trajectory out;
  for (auto& s : segs) {
    if (!out.segments.empty()) {
      const Segment& last = out.segments.back();
      if (last.slope == s.slope && last.x + times(s.t - last.t, last.slope) == s.x) continue;
    }
    out.segments.push_back(s);
  }
  return out;
}

// max (larger = true) or min of f and g, segment by segment over the union of their breakpoints,
// with a breakpoint added where they cross.
Trajectory combine(const Trajectory& f, const Trajectory& g, bool larger) {
  std::vector<Dyadic> ts;
  for (const auto& s : f.segments) ts.push_back(s.t);
  for (const auto& s : g.segments) ts.push_back(s.t);
  std::sort(ts.begin(), ts.end());
  ts.erase(std::unique(ts.begin(), ts.end()), ts.end());
  std::vector<Segment> out;
  auto pick = [&](const Dyadic& t, const Segment& a, const Segment& b) {
    const Dyadic fa = a.x + times(t - a.t, a.slope), gb = b.x + times(t - b.t, b.slope);
    // At a tie, the one that wins just after t.
    bool first = larger ? (fa > gb || (fa == gb && a.slope >= b.slope)) : (fa < gb || (fa == gb && a.slope <= b.slope));
    const Segment& s = first ? a : b;
    out.push_back({t, first ? fa : gb, s.slope});
  };
  for (std::size_t j = 0; j < ts.size(); ++j) {
    const Dyadic& t = ts[j];
    const Segment& a = segment_at(f, t);
    const Segment& b = segment_at(g, t);
    pick(t, a, b);
    if (a.slope == b.slope) continue;
    // Where the two lines cross inside (t, next): the other takes over there.
    const Dyadic fa = a.x + times(t - a.t, a.slope), gb = b.x + times(t - b.t, b.slope);
    const Dyadic cross = t + divided(gb - fa, a.slope - b.slope);
    if (cross > t && (j + 1 == ts.size() || cross < ts[j + 1])) pick(cross, a, b);
  }
  return tidy(std::move(out));
}

}  // namespace

Dyadic Trajectory::at(const Dyadic& t) const {
  const Segment& s = segment_at(*this, t);
  return s.x + times(t - s.t, s.slope);
}

Trajectory Trajectory::tilted(int slope) const {
  std::vector<Segment> segs = segments;
  for (auto& s : segs) {
    s.x = s.x + times(s.t, slope);
    s.slope += slope;
  }
  return tidy(std::move(segs));
}

Trajectory Trajectory::max(const Trajectory& f, const Trajectory& g) { return combine(f, g, true); }
Trajectory Trajectory::min(const Trajectory& f, const Trajectory& g) { return combine(f, g, false); }

std::optional<Dyadic> Trajectory::meets(const Trajectory& other) const {
  std::vector<Dyadic> ts;
  for (const auto& s : segments) ts.push_back(s.t);
  for (const auto& s : other.segments) ts.push_back(s.t);
  std::sort(ts.begin(), ts.end());
  ts.erase(std::unique(ts.begin(), ts.end()), ts.end());
  for (std::size_t j = 0; j < ts.size(); ++j) {
    const Dyadic d = at(ts[j]) - other.at(ts[j]);
    if (d <= Dyadic{}) return ts[j];
    const int slope = segment_at(*this, ts[j]).slope - segment_at(other, ts[j]).slope;
    if (slope >= 0) continue;
    const Dyadic cross = ts[j] + divided(d, -slope);
    if (j + 1 == ts.size() || cross < ts[j + 1]) return cross;
  }
  return std::nullopt;
}

Trajectory Trajectory::capped(const Dyadic& t) const {
  std::vector<Segment> segs;
  for (const auto& s : segments)
    if (s.t < t) segs.push_back(s);
  segs.push_back({t, at(t), 0});
  return tidy(std::move(segs));
}

const Thermograph& Thermographer::of(GameId g) {
  const GameId c = a_.canon(g);
  if (auto it = memo_.find(c); it != memo_.end()) return it->second;
  Thermograph th;
  if (auto v = a_.number_value(c); v && v->is_integer()) {
    th.left = th.right = Trajectory::constant(*v);
    th.temperature = Dyadic::integer(-1);
    th.mean = *v;
  } else {
    // Copies of the option lists: the options' thermographs take canonical forms, which may add
    // games to the arena and move its node storage.
    if (a_.left(c).empty() || a_.right(c).empty()) throw std::logic_error("thermograph: a canonical non-integer with an empty side");
    std::optional<Trajectory> ls, rs;
    const std::vector<GameId> left = a_.left(c), right = a_.right(c);
    for (GameId x : left) {
      const Trajectory w = of(x).right;
      ls = ls ? Trajectory::max(*ls, w) : w;
    }
    for (GameId x : right) {
      const Trajectory w = of(x).left;
      rs = rs ? Trajectory::min(*rs, w) : w;
    }
    const Trajectory lscaf = ls->tilted(-1), rscaf = rs->tilted(+1);
    const auto t = lscaf.meets(rscaf);
    if (!t) throw std::logic_error("thermograph: scaffolds that never meet");
    th.temperature = *t;
    th.mean = lscaf.at(*t);
    th.left = lscaf.capped(*t);
    th.right = rscaf.capped(*t);
  }
  return memo_.emplace(c, std::move(th)).first->second;
}

}  // namespace cgcheck::cgt
