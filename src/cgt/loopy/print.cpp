// Loopy values printed as CGSuite 2.x prints them in plain text (CanonicalStopper.scala,
// SimplifiedLoopyGame.scala, Pseudonumber.scala, SidedValue.scala):
//
//  - a loop-free vertex as the short game it is (cgt/print.cpp), `on`, `off`, `x over` as `5over`,
//    `x under` as `3/2under` (in parentheses where CGSuite puts them: `+-(5over)`);
//  - a switch G = -G as `+-` and its Left options; a plumtree {x || x | z} with z - x <= under as
//    `Tiny(x - z)` after the translate x (`{0|Tiny(on)}`), and Miny likewise;
//  - CGSuite's upon forms: {pass | x*m} (and {pass, x | x}) as `x^[on]*k`, their negatives with `v`,
//    and {x, x*, ... | -(upon)} as `x^<on>*k` (upon-nth);
//  - otherwise {L | R} with the bar shorthand of short games, `pass` for an edge back to the vertex
//    itself, and a name (a, b, ..., z, N1, ...) given to a vertex the first time it is reached again
//    while printing its own options: `a{0||||0|||a|*||*}`;
//  - a sided value as `onside & offside`, and on & off as `dud`.
//
// One difference: CGSuite orders two options that are not short games by a hash code; here they
// keep the order of the canonical graph's vertices (depth first from the start), which is
// reproducible but may list such options in another order than CGSuite.
#include <algorithm>
#include <map>
#include <optional>

#include <fmt/core.h>

#include "cgt/loopy/value.hpp"
#include "cgt/print.hpp"
#include "cgt/uptimal.hpp"
#include "core/error.hpp"

namespace cgcheck::cgt::loopy {
namespace {

enum class UponType { upon, uponth };
struct UponForm {
  UponType type;
  Dyadic number;
  std::uint32_t nimber;
  bool negated;
};

// The vertices being printed (a name once reached again) and the names given: CGSuite starts both
// afresh at each top-level form, each side of a sided value, each option of a switch and each
// subscript of Tiny and Miny.
struct Names {
  std::map<int, std::optional<std::string>> stack;
  int count = 0;
};

// A vertex's options for one player, each once, in the graph's order.
std::vector<int> distinct_options(const Graph& g, int v, Mover m) {
  std::vector<int> out;
  for (int e : g.edges(m, v))
    if (e != kNone && std::find(out.begin(), out.end(), e) == out.end()) out.push_back(e);
  return out;
}

std::string nth_name(int n) { return n < 26 ? std::string(1, static_cast<char>('a' + n)) : fmt::format("N{}", n - 25); }

class LoopyPrinter {
 public:
  LoopyPrinter(Arena& a, const Graph& g, bool stopper)
      : a_(a), g_(g), stopper_(stopper), shorts_(a), facts_(facts_of(g)) {}

  // CGSuite's toOutput: the top level always in braces.
  std::string top(int v) {
    std::string out;
    Names n;
    append(v, true, false, n, out);
    return out;
  }

 private:
  std::optional<GameId> short_of(int v) {
    if (!facts_.cycle_free[v]) return std::nullopt;
    if (auto it = shorts_memo_.find(v); it != shorts_memo_.end()) return it->second;
    const auto s = short_at(a_, g_, v);
    shorts_memo_.emplace(v, *s);
    return s;
  }
  std::optional<Dyadic> number_of(int v) {
    const auto s = short_of(v);
    return s ? a_.number_value(*s) : std::nullopt;
  }
  std::vector<int> options(int v, Mover m) {
    std::vector<int> out = distinct_options(g_, v, m);
    std::stable_sort(out.begin(), out.end(), [&](int x, int y) {
      const auto sx = short_of(x), sy = short_of(y);
      if (sx && sy) return shorts_.compare(*sx, *sy) < 0;
      return sx.has_value() && !sy.has_value();
    });
    return out;
  }
  LoopyValue value_at(int v) const {
    LoopyValue out;
    out.onside = out.offside = g_.pack(v);
    return out;
  }

  int append(int v, bool fb, bool fp, Names& names, std::string& out);
  bool switch_form(int v, std::string& out);
  bool tiny_form(int v, bool fp, std::string& out);
  std::optional<UponForm> upon_form(const Graph& g, int v, bool check_uponth);
  int generic(int v, bool fb, Names& names, std::string& out);

  Arena& a_;
  const Graph& g_;
  bool stopper_;
  ShortPrinter shorts_;
  GraphFacts facts_;
  std::map<int, GameId> shorts_memo_;
};

int LoopyPrinter::append(int v, bool fb, bool fp, Names& names, std::string& out) {
  if (auto s = short_of(v)) return shorts_.append(*s, fb, fp, out);
  if (const auto p = pseudonumber_at(a_, g_, v)) {  // on, off, x over, x under
    out += p->str(fp);
    return 0;
  }
  if (stopper_) {
    if (switch_form(v, out) || tiny_form(v, fp, out)) return 0;
    std::optional<UponForm> u = upon_form(g_, v, true);
    if (!u) {
      const Graph neg = g_.negative();
      u = upon_form(neg, v, true);
      if (u) {
        u->number = -u->number;
        u->negated = true;
      }
    }
    if (u) {
      if (u->number != Dyadic{}) out += u->number.str();
      out += u->negated ? 'v' : '^';
      out += u->type == UponType::upon ? "[on]" : "<on>";
      if (u->nimber >= 1) out += u->nimber >= 2 ? fmt::format("*{}", u->nimber) : "*";
      return 0;
    }
  }
  return generic(v, fb, names, out);
}

bool LoopyPrinter::switch_form(int v, std::string& out) {
  const Graph neg = g_.negative();
  if (!leq(g_, v, neg, v, Side::stopper) || !leq(neg, v, g_, v, Side::stopper)) return false;
  const std::vector<int> lo = options(v, kLeftToMove);
  out += "+-";
  if (lo.size() > 1) out += '{';
  for (std::size_t i = 0; i < lo.size(); ++i) {
    if (i > 0) out += ',';
    Names fresh;
    append(lo[i], true, lo.size() == 1, fresh, out);
  }
  if (lo.size() > 1) out += '}';
  return true;
}

// A plumtree {x || x | z} with z - x <= under is x + Tiny(x - z); {w | y || y} with y - w <= under
// is y + Miny(w - y) (CGSuite's isNumberTiny).
bool LoopyPrinter::tiny_form(int v, bool fp, std::string& out) {
  if (!facts_.long_cycle_free[v]) return false;
  const std::vector<int> lo = options(v, kLeftToMove), ro = options(v, kRightToMove);
  if (lo.size() != 1 || ro.size() != 1) return false;
  const LoopyValue under = pseudonumber_value(a_, Pseudonumber{0, {}, -1});
  for (const bool tiny : {true, false}) {
    const int num = tiny ? lo[0] : ro[0], other = tiny ? ro[0] : lo[0];
    const auto x = number_of(num);
    if (!x) continue;
    const std::vector<int> same = options(other, tiny ? kLeftToMove : kRightToMove);
    const std::vector<int> far = options(other, tiny ? kRightToMove : kLeftToMove);
    if (same.size() != 1 || far.size() != 1 || same[0] != num) continue;
    const LoopyValue xv = of_short(a_, a_.number(*x));
    // Tiny: z - x <= under; Miny: y - w <= under.
    const LoopyValue gap = tiny ? sum(value_at(far[0]), negative(xv)) : sum(xv, negative(value_at(far[0])));
    if (!le(gap, under)) continue;
    if (fp) out += '(';
    if (*x != Dyadic{}) out += x->str();
    out += tiny ? "Tiny(" : "Miny(";
    const LoopyValue sub = tiny ? sum(xv, negative(value_at(far[0]))) : sum(value_at(far[0]), negative(xv));
    if (auto s = as_short(a_, sub)) {
      shorts_.append(*s, true, false, out);
    } else {
      LoopyPrinter inner(a_, sub.onside, true);
      out += inner.top(0);
    }
    out += ')';
    if (fp) out += ')';
    return true;
  }
  return false;
}

std::optional<UponForm> LoopyPrinter::upon_form(const Graph& g, int v, bool check_uponth) {
  const std::vector<int> lo = distinct_options(g, v, kLeftToMove), ro = distinct_options(g, v, kRightToMove);
  UptimalReader up(a_);
  auto number_nimber = [&](int w) -> std::optional<Uptimal> {
    const auto s = short_at(a_, g, w);
    if (!s) return std::nullopt;
    const auto& u = up.of(*s);
    if (!u || !u->a.empty()) return std::nullopt;
    return u;
  };
  if (ro.size() == 1 && lo.size() <= 2) {
    if (const auto u = number_nimber(ro[0])) {
      bool match = false;
      if (u->m == 0 && lo.size() == 2) {
        const int other = lo[0] == v ? lo[1] : lo[1] == v ? lo[0] : kNone;
        const auto x = other == kNone ? std::nullopt : number_nimber(other);
        match = x && x->m == 0 && x->x == u->x;
      } else if (u->m != 0) {
        match = lo.size() == 1 && lo[0] == v;
      }
      if (match) return UponForm{UponType::upon, u->x, u->m ^ 1u, false};
    }
  }
  if (check_uponth && ro.size() == 1) {
    const Graph neg = g.negative();
    const auto inner = upon_form(neg, ro[0], false);
    if (inner && inner->type == UponType::upon && !inner->negated) {
      const std::uint32_t top = inner->nimber ^ 1u;
      std::vector<bool> seen(top + 1, false);
      bool ok = lo.size() == top + 1;
      for (int w : lo) {
        const auto u = ok ? number_nimber(w) : std::nullopt;
        if (!u || u->x != -inner->number || u->m > top || seen[u->m]) {
          ok = false;
          break;
        }
        seen[u->m] = true;
      }
      if (ok) return UponForm{UponType::uponth, -inner->number, inner->nimber ^ 1u, false};
    }
  }
  return std::nullopt;
}

int LoopyPrinter::generic(int v, bool fb, Names& names, std::string& out) {
  if (auto it = names.stack.find(v); it != names.stack.end()) {
    if (!it->second) it->second = nth_name(names.count++);
    out += *it->second;
    return 0;
  }
  names.stack.emplace(v, std::nullopt);
  const std::vector<int> lo = options(v, kLeftToMove), ro = options(v, kRightToMove);
  std::string left, right;
  int bars = 0;
  for (const auto* side : {&lo, &ro}) {
    std::string& text = side == &lo ? left : right;
    for (std::size_t i = 0; i < side->size(); ++i) {
      if (i > 0) text += ',';
      if ((*side)[i] == v)
        text += "pass";
      else
        bars = std::max(bars, append((*side)[i], side->size() > 1, false, names, text));
    }
  }
  const auto name = names.stack[v];
  names.stack.erase(v);
  if (name) out += *name;
  bars += 1;
  const bool braces = fb || name.has_value() || lo.empty() || ro.empty() || bars == 4;
  if (braces) out += '{';
  out += left;
  out.append(static_cast<std::size_t>(bars), '|');
  out += right;
  if (braces) out += '}';
  return braces ? 0 : bars;
}

std::string side_text(Arena& a, const Graph& g, bool stopper) {
  if (stopper)
    if (auto s = short_at(a, g, 0)) {
      ShortPrinter p(a);
      std::string out;
      p.append(*s, true, false, out);
      return out;
    }
  return LoopyPrinter(a, g, stopper).top(0);
}

}  // namespace

std::string side_to_string(Arena& a, const LoopyValue& v, Side s) {
  return s == Side::offside ? side_text(a, v.offside, v.offside_stopper) : side_text(a, v.onside, v.onside_stopper);
}

std::string to_string(Arena& a, const LoopyValue& v) {
  if (v.stopper) return side_text(a, v.onside, true);
  if (v.onside.size() == 1 && v.onside.is_on(0) && v.offside.size() == 1 && v.offside.is_off(0)) return "dud";
  return side_text(a, v.onside, v.onside_stopper) + " & " + side_text(a, v.offside, v.offside_stopper);
}

}  // namespace cgcheck::cgt::loopy
