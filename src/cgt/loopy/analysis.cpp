// The `solve --show` columns of loopy values, defined as CGSuite 2.x defines them
// (CanonicalStopper.scala): stops are pseudonumbers (a number, x over, x under, on or off), the left
// stop the largest right stop of Left's options and the right stop the smallest left stop of
// Right's, a pseudonumber being its own stops; the degree of a stopper G is the onside of G - G.
#include <compare>
#include <map>

#include <fmt/core.h>

#include "cgt/loopy/value.hpp"
#include "core/error.hpp"

namespace cgcheck::cgt::loopy {
namespace {

// A pseudonumber: inf = +1 (on), -1 (off), else x with over = +1 (x over), -1 (x under), 0.
struct Pseudo {
  int inf = 0;
  Dyadic x;
  int over = 0;
  friend std::strong_ordering operator<=>(const Pseudo& a, const Pseudo& b) {
    if (a.inf != b.inf) return a.inf <=> b.inf;
    if (a.inf != 0) return std::strong_ordering::equal;
    if (a.x != b.x) return a.x <=> b.x;
    return a.over <=> b.over;
  }
  std::string str() const {
    if (inf != 0) return inf > 0 ? "on" : "off";
    if (over == 0) return x.str();
    return (x == Dyadic{} ? "" : x.str()) + (over > 0 ? "over" : "under");
  }
};

class Stops {
 public:
  Stops(Arena& a, const Graph& g) : a_(a), g_(g), facts_(facts_of(g)) {}

  Pseudo stop(int v, bool left) {
    const auto key = std::make_pair(v, left);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    Pseudo out;
    if (auto p = pseudonumber(v)) {
      out = *p;
    } else {
      const auto& opts = left ? g_.left[v] : g_.right[v];
      if (opts.empty()) throw InputError("a stopper with no option for the player to move has no stop here");
      bool first = true;
      for (int o : opts) {
        const Pseudo s = stop(o, !left);
        if (first || (left ? s > out : s < out)) out = s;
        first = false;
      }
    }
    memo_.emplace(key, out);
    return out;
  }

 private:
  std::optional<Pseudo> pseudonumber(int v) {
    if (g_.is_on(v)) return Pseudo{1, {}, 0};
    if (g_.is_off(v)) return Pseudo{-1, {}, 0};
    if (facts_.cycle_free[v]) {
      const GameId c = *short_at(a_, g_, v);
      if (auto x = a_.number_value(c)) return Pseudo{0, *x, 0};
      return std::nullopt;
    }
    if (g_.left[v].size() != 1 || g_.right[v].size() != 1) return std::nullopt;
    const bool over = g_.right[v][0] == v, under = g_.left[v][0] == v;
    if (over == under) return std::nullopt;
    const int base = over ? g_.left[v][0] : g_.right[v][0];
    if (!facts_.cycle_free[base]) return std::nullopt;
    if (auto x = a_.number_value(*short_at(a_, g_, base))) return Pseudo{0, *x, over ? 1 : -1};
    return std::nullopt;
  }

  Arena& a_;
  const Graph& g_;
  GraphFacts facts_;
  std::map<std::pair<int, bool>, Pseudo> memo_;
};

}  // namespace

std::string column(Arena& a, const LoopyValue& v, std::string_view name) {
  if (name == "onside") return to_string(a, side_of(v, Side::onside));
  if (name == "offside") return to_string(a, side_of(v, Side::offside));
  if (name == "outcome") return outcome_class(v);
  // Stops and degree are defined for stoppers: "-" for a value with two sides (as an undefined
  // atomic weight), so a batch goes on; its onside and offside columns have them.
  if ((name == "left_stop" || name == "right_stop" || name == "degree") && !v.stopper) return "-";
  if (name == "left_stop" || name == "right_stop") {
    const LoopyValue& s = v;
    return Stops(a, s.onside).stop(0, name == "left_stop").str();
  }
  if (name == "degree") {
    const LoopyValue& s = v;
    if (is_cycle_free(s.onside, 0)) return "0";
    return to_string(a, side_of(sum(s, negative(s)), Side::onside));
  }
  throw InputError(fmt::format("--show {}: a loopy value has the columns onside, offside, left_stop, right_stop, degree, outcome", name));
}

}  // namespace cgcheck::cgt::loopy
