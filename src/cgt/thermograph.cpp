#include "cgt/thermograph.hpp"

#include <algorithm>
#include <stdexcept>

#include "core/error.hpp"

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

std::string cgsuite_text(const Trajectory& wall) {
  const auto& segs = wall.segments;
  std::string out = segs.back().x.str() + ",[";
  for (std::size_t i = segs.size(); i-- > 1;) out += segs[i].t.str() + (i > 1 ? "," : "");
  out += "],[";
  for (std::size_t i = segs.size(); i-- > 0;) out += std::to_string(segs[i].slope) + (i > 0 ? "," : "");
  return out + "]";
}

std::string cgsuite_text(const Thermograph& t) {
  return "Thermograph(" + cgsuite_text(t.left) + "," + cgsuite_text(t.right) + ")";
}

namespace {

// A dyadic rational written as CGSuite writes one: "3", "-1/16".
Dyadic read_dyadic(std::string_view s, std::string_view whole) {
  auto bad = [&] { return InputError("'" + std::string(whole) + "' is not a thermograph as CGSuite writes one"); };
  if (s.empty()) throw bad();
  const bool neg = s.front() == '-';
  if (neg) s.remove_prefix(1);
  const auto slash = s.find('/');
  auto number = [&](std::string_view d) {
    if (d.empty() || d.size() > 18 || !std::all_of(d.begin(), d.end(), [](char c) { return c >= '0' && c <= '9'; })) throw bad();
    return std::stoll(std::string(d));
  };
  const long long num = number(s.substr(0, slash));
  int exp = 0;
  if (slash != std::string_view::npos) {
    long long den = number(s.substr(slash + 1));
    if (den <= 0 || (den & (den - 1)) != 0) throw bad();
    while (den > 1) den >>= 1, ++exp;
  }
  const Dyadic x = Dyadic::integer(num).halved(exp);
  return neg ? -x : x;
}

// One wall: MAST,[c...],[s...] from `at`; `at` ends past its closing bracket.
Trajectory read_wall(std::string_view s, std::size_t& at, std::string_view whole) {
  auto bad = [&] { return InputError("'" + std::string(whole) + "' is not a thermograph as CGSuite writes one"); };
  const auto comma = s.find(",[", at);
  if (comma == std::string_view::npos) throw bad();
  const Dyadic mast = read_dyadic(s.substr(at, comma - at), whole);
  auto list = [&](std::size_t from, std::size_t& end) {
    const auto close = s.find(']', from);
    if (close == std::string_view::npos) throw bad();
    std::vector<std::string_view> items;
    std::string_view body = s.substr(from, close - from);
    while (!body.empty()) {
      const auto c = body.find(',');
      items.push_back(body.substr(0, c));
      body = c == std::string_view::npos ? std::string_view{} : body.substr(c + 1);
    }
    end = close + 1;
    return items;
  };
  std::size_t end = 0;
  const auto crit = list(comma + 2, end);
  if (s.substr(end, 2) != ",[") throw bad();
  const auto slopes = list(end + 2, end);
  if (slopes.size() != crit.size() + 1) throw bad();
  // Bottom up: segment i (from the top) runs between crit[i] and crit[i-1].
  std::vector<Dyadic> ts;
  for (auto c : crit) ts.push_back(read_dyadic(c, whole));
  for (std::size_t i = 1; i < ts.size(); ++i)
    if (!(ts[i] < ts[i - 1])) throw bad();
  if (!ts.empty() && !(Dyadic::integer(-1) < ts.back())) throw bad();
  std::vector<int> k;
  for (auto v : slopes) {
    const Dyadic d = read_dyadic(v, whole);
    if (d.exp != 0 || d.num < -4 || d.num > 4) throw bad();
    k.push_back(static_cast<int>(d.num));
  }
  // The mast's value holds at the top critical point; walk down to -1.
  std::vector<Segment> segs(ts.size() + 1);
  Dyadic x = mast;
  for (std::size_t i = 0; i <= ts.size(); ++i) {
    const Dyadic start = i < ts.size() ? ts[i] : Dyadic::integer(-1);
    const Dyadic end_t = i == 0 ? start : ts[i - 1];
    // x at end_t is known (x); at start it is x - slope * (end_t - start).
    const Dyadic at_start = i == 0 ? x : x - (end_t - start).times(k[i]);
    segs[ts.size() - i] = Segment{start, at_start, k[i]};
    x = at_start;
  }
  at = end;
  return tidy(std::move(segs));
}

}  // namespace

Thermograph read_cgsuite_thermograph(std::string_view text) {
  std::string_view s = text;
  while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
  while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
  std::string compact;
  for (char c : s)
    if (c != ' ') compact += c;
  const std::string_view c = compact;
  if (!c.starts_with("Thermograph(") || !c.ends_with(")"))
    throw InputError("'" + std::string(text) + "' is not a thermograph as CGSuite writes one: Thermograph(...)");
  std::size_t at = 12;
  Thermograph t;
  t.left = read_wall(c, at, text);
  if (c.substr(at, 1) != ",") throw InputError("'" + std::string(text) + "' is not a thermograph as CGSuite writes one");
  ++at;
  t.right = read_wall(c, at, text);
  if (at + 1 != c.size()) throw InputError("'" + std::string(text) + "' is not a thermograph as CGSuite writes one");
  return t;
}

}  // namespace cgcheck::cgt
