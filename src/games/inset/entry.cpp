// The entries of the three set games of Nakada (2021): `cgcheck solve`, `hunt` (enumeration by the
// sum of the elements, random positions, named fields) and the parse/print round trip.
#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <fmt/core.h>
#include <rapidcheck.h>

#include "core/error.hpp"
#include "runtime/impartial_session.hpp"
#include "runtime/domain_explorer.hpp"
#include "runtime/game_catalog.hpp"
#include "games/inset/domains.hpp"
#include "games/inset/inset.hpp"

namespace cgcheck {

using namespace inset;

namespace {

Fields set_fields(const Set& x) {
  return Fields{{"elements", std::vector<std::int64_t>(x.begin(), x.end())},
                {"n", static_cast<std::int64_t>(x.size())},
                {"sum", sum(x)}};
}

template <class G>
std::unique_ptr<SolveSession> session() {
  return std::make_unique<ImpartialSession<G>>();
}

// Hunts and claim files list each game's positions as its listing domain (domains.hpp: ListedSets,
// ListedInset) walks them, in the order of the claims' tables, narrowed by --shape; the truth is
// those dense tables, to elements < 64.
Explorer sets_explorer(bool odd_only, const char* game) {
  return explorer_of(
      ListedSets{odd_only, game},
      {"largest element + 1 (every element < bound, as check; order: the sum of the elements, then size, then "
       "colexicographic, as check's tables)",
       odd_only ? 15u : 14u,  // 16,384 sets each
       0, "",
       [odd_only] { return gen_set(odd_only ? std::vector<std::size_t>{1, 3, 5} : std::vector<std::size_t>{1, 2, 3, 4, 5}, 20); },
       [odd_only](std::string_view text) { return odd_only ? TurningTurtles::parse(text) : SatoWelter::parse(text); },
       set_fields, ListedSets::shape_fields(),
       // Hunts once counted the sum: a set of sum S has elements <= S, so < S + 1.
       [](std::uint64_t sum) { return sum + 1; }});
}

Explorer inset_explorer() {
  return explorer_of(ListedInset{},
                     {"largest element + 1 (every element < bound, as check; N = 2..8; order: N, then the sum of the "
                      "elements, then size (1, then N), then colexicographic, as check's tables)",
                      14,  // 12,896 N-element sets and 98 singletons
                      0, "", [] { return gen_inset(2, 6, 16); }, [](std::string_view text) { return Inset::parse(text); },
                      [](const InsetPosition& p) {
                        Fields f = set_fields(p.x);
                        f.emplace_back("N", static_cast<std::int64_t>(p.N));
                        return f;
                      },
                      ListedInset::shape_fields(), [](std::uint64_t sum) { return sum + 1; }});
}

}  // namespace

void register_game_inset(GameCatalog& reg) {
  // Fields are assigned by name so the entries stay valid when the registry grows new optional fields.
  auto game = [&](std::string id, std::string title, std::string syntax, std::function<std::unique_ptr<SolveSession>()> s,
                  std::function<std::string(std::string_view)> normalize, Explorer e) {
    GameEntry g;
    g.id = std::move(id);
    g.title = std::move(title);
    g.syntax = std::move(syntax);
    g.partizan = false;
    g.session = std::move(s);
    g.explorer = std::move(e);
    g.normalize = std::move(normalize);
    reg.add(std::move(g));
  };
  game("sato-welter", "Sato–Welter game: move one element of a finite set of naturals to a smaller free value",
       "distinct non-negative elements separated by commas, any order: 3,5", session<SatoWelter>,
       [](std::string_view t) { return SatoWelter::print(SatoWelter::parse(t)); }, sets_explorer(false, "sato-welter"));
  game("turning-turtles", "Turning turtles: odd-size sets; a Sato–Welter move or delete two elements",
       "an odd number of distinct non-negative elements separated by commas: 2,3,5", session<TurningTurtles>,
       [](std::string_view t) { return TurningTurtles::print(TurningTurtles::parse(t)); },
       sets_explorer(true, "turning-turtles"));
  game("inset", "Inset game P_N ∪ P_1 (N >= 2): Sato–Welter moves, Nim on singletons, and x -> {x_i}",
       "N distinct non-negative elements or one, then ';N=' and the parameter N >= 2: 1,2,4,5;N=4 or 5;N=4",
       session<Inset>, [](std::string_view t) { return Inset::print(Inset::parse(t)); }, inset_explorer());
}

}  // namespace cgcheck
