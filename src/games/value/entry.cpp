// The game `value`: a position is a game value typed in CGSuite notation ({3||2+*|1+*}, ^*, +-1,
// 3/4), so values are solved and analysed directly, as CGSuite users type them: `cgcheck solve
// value '{3||2+*|1+*}' --show mean,temperature`. Its VALUE is the canonical form, its OUTCOME the
// outcome class; claims and hunts about it list the canonical values born by a given day.
#include <cstdint>
#include <functional>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include <fmt/core.h>
#include <rapidcheck.h>

#include "cgt/game.hpp"
#include "cgt/generators.hpp"
#include "cgt/loopy/value.hpp"
#include "cgt/parse_value.hpp"
#include "core/error.hpp"
#include "runtime/domain_explorer.hpp"
#include "runtime/game_catalog.hpp"

namespace cgcheck {
namespace {

// Typed text with the spaces at either end dropped: the position as printed.
std::string trimmed(std::string_view text) {
  const auto b = text.find_first_not_of(" \t");
  if (b == std::string_view::npos) throw InputError("an empty value (0 is written 0)");
  const auto e = text.find_last_not_of(" \t");
  return std::string(text.substr(b, e - b + 1));
}

class ValueSession : public SolveSession {
 public:
  Solved solve(std::string_view text) override {
    const std::string typed = trimmed(text);
    if (cgt::loopy::looks_loopy(typed)) {  // a stopper or a sided value: CGSuite's loopy notation
      const cgt::loopy::LoopyValue v = cgt::loopy::parse(a_, typed);
      return Solved{typed, cgt::loopy::to_string(a_, v), cgt::loopy::outcome_class(v)};
    }
    a_.set_budget(budget_);
    const cgt::GameId c = a_.canon(cgt::parse_value(a_, typed));
    Solved s{typed, cgt::to_string(a_, c), std::string(name(a_.outcome(c)))};
    a_.set_budget(UINT64_MAX);
    return s;
  }
  void set_budget(std::uint64_t moves) override { budget_ = moves == 0 ? UINT64_MAX : moves; }
  void set_memory_limit(std::uint64_t bytes) override { a_.set_memory_limit(bytes == 0 ? UINT64_MAX : bytes); }

 private:
  cgt::Arena a_;
  std::uint64_t budget_ = UINT64_MAX;
};

// The canonical values of the games born by day `bound` (at most 2: 22 values), each once, in the
// order of the literal games (cgt::all_games: birthday, then option sets).
void for_each_value(std::uint64_t bound, const std::function<void(const std::string&)>& visit) {
  if (bound > 2) throw InputError("value: bound at most 2 (the 22 values born by day 2)");
  cgt::Arena a;
  std::set<cgt::GameId> seen;
  for (cgt::GameId g : cgt::all_games(a, static_cast<int>(bound))) {
    const cgt::GameId c = a.canon(g);
    if (seen.insert(c).second) visit(cgt::to_string(a, c));
  }
}

// The canonical values born by a day, as their text: what `hunt` and claim files list, in
// for_each_value's order.
struct Values {
  using Position = std::string;
  std::string print(const std::string& text) const { return text; }
  template <class Visit>
  void each(RunContext&, std::uint64_t bound, Visit&& visit) const {
    for_each_value(bound, visit);
  }
};

}  // namespace

void register_game_value(GameCatalog& r) {
  GameEntry g;
  g.id = "value";
  g.title = "A game value typed in CGSuite notation: its canonical form and outcome class";
  g.syntax = "a value in CGSuite notation: {3||2+*|1+*}, ^*, +-1, 3/4, {1|*}; loopy: on, over, {0|pass}, a{0|||a|*||*}, X & Y";
  g.partizan = true;
  g.session = [] { return std::make_unique<ValueSession>(); };
  g.explorer = explorer_of(
      Values{},
      {"birthday (the canonical values born by that day, at most 2; order: the literal games' order)", 2, 0, "",
       [] {
         return rc::gen::map(cgt::gen_game(3), [](const cgt::Tree& t) {
           cgt::Arena a;
           return cgt::to_string(a, a.canon(cgt::build(a, t)));
         });
       },
       [](std::string_view text) { return std::string(text); },
       [](const std::string& text) {
         cgt::Arena a;
         const cgt::GameId c = a.canon(cgt::parse_value(a, text));
         return Fields{{"value", cgt::to_string(a, c)},
                       {"birthday", static_cast<std::int64_t>(a.birthday(c))},
                       {"number", a.number_value(c).has_value()}};
       }});
  // Parsed, so that a text that is no value is refused here too (solve's batch mode asks whether a
  // line beginning with '#' is a position); printed as typed.
  g.normalize = [](std::string_view text) {
    cgt::Arena a;
    if (cgt::loopy::looks_loopy(text))
      cgt::loopy::parse(a, text);
    else
      cgt::parse_value(a, text);
    return trimmed(text);
  };
  r.add(std::move(g));
}

}  // namespace cgcheck
