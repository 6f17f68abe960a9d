// The `solve --show` columns of loopy values, defined as CGSuite 2.x defines them
// (CanonicalStopper.scala): stops are pseudonumbers (a number, x over, x under, on or off), the left
// stop the largest right stop of Left's options and the right stop the smallest left stop of
// Right's, a pseudonumber being its own stops; the degree of a stopper G is the onside of G - G.
#include <map>

#include <fmt/core.h>

#include "cgt/loopy/value.hpp"
#include "core/error.hpp"

namespace cgcheck::cgt::loopy {
namespace {

class Stops {
 public:
  Stops(Arena& a, const Graph& g) : a_(a), g_(g) {}

  Pseudonumber stop(int v, bool left) {
    const auto key = std::make_pair(v, left);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    Pseudonumber out;
    if (auto p = pseudonumber_at(a_, g_, v)) {
      out = *p;
    } else {
      const auto& opts = left ? g_.left[v] : g_.right[v];
      if (opts.empty()) throw InputError("a stopper with no option for the player to move has no stop here");
      bool first = true;
      for (int o : opts) {
        const Pseudonumber s = stop(o, !left);
        if (first || (left ? s > out : s < out)) out = s;
        first = false;
      }
    }
    memo_.emplace(key, out);
    return out;
  }

 private:
  Arena& a_;
  const Graph& g_;
  std::map<std::pair<int, bool>, Pseudonumber> memo_;
};

}  // namespace

std::string column(Arena& a, const LoopyValue& v, std::string_view name) {
  if (name == "onside") return side_to_string(a, v, Side::onside);
  if (name == "offside") return side_to_string(a, v, Side::offside);
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
    return side_to_string(a, sum(s, negative(s)), Side::onside);
  }
  throw InputError(fmt::format("--show {}: a loopy value has the columns onside, offside, left_stop, right_stop, degree, outcome", name));
}

}  // namespace cgcheck::cgt::loopy
