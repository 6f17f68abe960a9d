// The game `misere-value`: a position is an impartial game's misère canonical form typed in
// CGSuite's notation (*[2], *[[2],1], *[2#1], *[2]+*[2]), so misère values are read, added and
// analysed as CGSuite users type them: `cgcheck solve misere-value '*[2]+*[2]'` prints the canonical
// form in CGSuite's shorthand (*[2[2]]), the misère outcome and the genus. Its options are the
// form's options (so the generic misère session and --show work on it as on any impartial game);
// its Grundy value, for claims, is the normal-play nim value. Claims and hunts list the canonical
// forms born by a given day (at most 4: the 22 forms of day 4).
#include <cstdint>
#include <functional>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include <fmt/core.h>
#include <rapidcheck.h>

#include "cgt/misere_form.hpp"
#include "core/error.hpp"
#include "runtime/domain_explorer.hpp"
#include "runtime/game_catalog.hpp"

namespace cgcheck {
namespace {

// Typed text with the spaces at either end dropped: the position as printed.
std::string trimmed(std::string_view text) {
  const auto b = text.find_first_not_of(" \t");
  if (b == std::string_view::npos) throw InputError("an empty misère value (0 is written *[0])");
  const auto e = text.find_last_not_of(" \t");
  return std::string(text.substr(b, e - b + 1));
}

class MisereValueSession : public SolveSession {
 public:
  Solved solve(std::string_view text) override {
    const std::string typed = trimmed(text);
    const cgt::MisereId g = read(typed);
    Solved s{typed, a_.to_string(g), a_.p_position(g) ? "P" : "N", a_.genus(g).text()};
    a_.set_budget(UINT64_MAX);
    return s;
  }
  std::uint32_t grundy(std::string_view text) override {
    const std::uint32_t v = a_.nim_value(read(trimmed(text)));
    a_.set_budget(UINT64_MAX);
    return v;
  }
  std::optional<std::vector<std::string>> options(std::string_view text) override {
    std::vector<std::string> out;
    for (cgt::MisereId o : a_.options(read(trimmed(text)))) out.push_back(a_.to_string(o));
    a_.set_budget(UINT64_MAX);
    return out;
  }
  void set_budget(std::uint64_t moves) override { budget_ = moves == 0 ? UINT64_MAX : moves; }
  void set_memory_limit(std::uint64_t bytes) override { a_.set_memory_limit(bytes == 0 ? UINT64_MAX : bytes); }

 private:
  cgt::MisereId read(const std::string& typed) {
    a_.set_budget(budget_);
    return cgt::parse_misere_value(a_, typed);
  }
  cgt::MisereArena a_;
  std::uint64_t budget_ = UINT64_MAX;
};

// The canonical forms born by day `bound` (at most 4: 1, 2, 3, 5, 22 forms by days 0-4), each once,
// by birthday, then as made from the subsets of the forms of the day before.
void for_each_form(std::uint64_t bound, const std::function<void(const std::string&)>& visit) {
  if (bound > 4) throw InputError("misere-value: bound at most 4 (the 22 forms born by day 4; day 5 has 4,171,780)");
  cgt::MisereArena a;
  std::vector<cgt::MisereId> forms{cgt::MisereArena::zero()};
  for (std::uint64_t day = 1; day <= bound; ++day) {
    std::set<cgt::MisereId> seen(forms.begin(), forms.end());
    const std::vector<cgt::MisereId> below = forms;
    for (std::uint64_t m = 1; m < (std::uint64_t{1} << below.size()); ++m) {
      std::vector<cgt::MisereId> o;
      for (std::size_t i = 0; i < below.size(); ++i)
        if (m & (std::uint64_t{1} << i)) o.push_back(below[i]);
      const cgt::MisereId g = a.make(o);
      if (seen.insert(g).second) forms.push_back(g);
    }
  }
  std::stable_sort(forms.begin(), forms.end(),
                   [&](cgt::MisereId x, cgt::MisereId y) { return a.birthday(x) < a.birthday(y); });
  for (cgt::MisereId g : forms) visit(a.to_string(g));
}

// The misère canonical forms born by a day, as their text: what `hunt` and claim files list, in
// for_each_form's order.
struct Forms {
  using Position = std::string;
  std::string print(const std::string& text) const { return text; }
  template <class Visit>
  void each(RunContext&, std::uint64_t bound, Visit&& visit) const {
    for_each_form(bound, visit);
  }
};

}  // namespace

void register_game_misere_value(GameCatalog& r) {
  GameEntry g;
  g.id = "misere-value";
  g.title = "An impartial game's misère canonical form typed in CGSuite notation: the form, misère outcome, genus";
  g.syntax = "a misère value in CGSuite notation: *[2], *[[2],1], *[2#1], *[2]+*[2]";
  g.partizan = false;
  g.session = [] { return std::make_unique<MisereValueSession>(); };
  g.explorer = explorer_of(
      Forms{},
      {"birthday (the misère canonical forms born by that day, at most 4; order: birthday)", 4, 0, "",
       [] {
         std::vector<std::string> forms;
         for_each_form(4, [&](const std::string& s) { forms.push_back(s); });
         return rc::gen::elementOf(forms);
       },
       [](std::string_view text) { return std::string(text); },
       [](const std::string& text) {
         cgt::MisereArena a;
         const cgt::MisereId c = cgt::parse_misere_value(a, text);
         return Fields{{"form", a.to_string(c)},
                       {"birthday", static_cast<std::int64_t>(a.birthday(c))},
                       {"genus", a.genus(c).text()},
                       {"tame", a.tame(c)},
                       {"restive", a.restive(c)},
                       {"restless", a.restless(c)},
                       {"misere_nim_value", static_cast<std::int64_t>(a.misere_nim_value(c))},
                       {"nim_value", static_cast<std::int64_t>(a.nim_value(c))}};
       }});
  // Parsed, so that a text that is no value is refused here too; printed as typed.
  g.normalize = [](std::string_view text) {
    cgt::MisereArena a;
    cgt::parse_misere_value(a, text);
    return trimmed(text);
  };
  r.add(std::move(g));
}

}  // namespace cgcheck
