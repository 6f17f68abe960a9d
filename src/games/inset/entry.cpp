// The entries of the three set games of Nakada (2021): `cgcheck solve`, `hunt` (enumeration by the
// sum of the elements, random positions, named fields) and the parse/print round trip.
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <fmt/core.h>
#include <rapidcheck.h>

#include "core/error.hpp"
#include "core/impartial_session.hpp"
#include "core/registry.hpp"
#include "games/inset/domains.hpp"
#include "games/inset/inset.hpp"

namespace cgcheck {

using namespace inset;

namespace {

// Every set of k distinct elements >= min with the given sum, in lexicographic order.
void distinct_sets(std::int64_t sum_left, std::size_t k, std::int64_t min, Set& cur, const std::function<void(const Set&)>& visit) {
  if (k == 0) {
    if (sum_left == 0) visit(cur);
    return;
  }
  // The k remaining elements are >= min, distinct: their sum is at least k*min + k(k-1)/2.
  const auto kk = static_cast<std::int64_t>(k);
  for (std::int64_t v = min; kk * v + kk * (kk - 1) / 2 <= sum_left; ++v) {
    cur.push_back(v);
    distinct_sets(sum_left - v, k - 1, v + 1, cur, visit);
    cur.pop_back();
  }
}

void sets_with_sum(std::int64_t s, std::size_t k, const std::function<void(const Set&)>& visit) {
  Set cur;
  distinct_sets(s, k, 0, cur, visit);
}

std::size_t max_size_for_sum(std::uint64_t s) {
  std::size_t k = 1;
  while ((k + 1) * k / 2 <= s) ++k;  // k+1 distinct elements need sum >= k(k+1)/2
  return k;
}

Fields set_fields(const Set& x) {
  return Fields{{"elements", std::vector<std::int64_t>(x.begin(), x.end())},
                {"n", static_cast<std::int64_t>(x.size())},
                {"sum", sum(x)}};
}

template <class G>
std::unique_ptr<SolveSession> session() {
  return std::make_unique<ImpartialSession<G>>();
}

// Hunt over sets by sum, then size, then lexicographic; turning turtles only odd sizes.
Explorer sets_explorer(bool odd_only, const char* game) {
  return Explorer{
      "sum of the elements (order: sum, then size, then lexicographic)",
      [odd_only, game](std::uint64_t bound, const std::function<void(const std::string&)>& visit) {
        if (bound > 200) throw InputError(fmt::format("{} hunt bound at most 200 (sum of elements)", game));
        for (std::uint64_t s = 0; s <= bound; ++s)
          for (std::size_t k = 1; k <= max_size_for_sum(s); ++k)
            if (!odd_only || k % 2 == 1) sets_with_sum(static_cast<std::int64_t>(s), k, [&](const Set& x) { visit(print_set(x)); });
      },
      [odd_only] {
        return rc::gen::map(gen_set(odd_only ? std::vector<std::size_t>{1, 3, 5} : std::vector<std::size_t>{1, 2, 3, 4, 5}, 20),
                            [](const Set& x) { return print_set(x); });
      },
      [odd_only](std::string_view text) {
        return set_fields(odd_only ? TurningTurtles::parse(text) : SatoWelter::parse(text));
      }};
}

Explorer inset_explorer() {
  return Explorer{"sum of the elements (order: sum, then N = 2..8, then size, then lexicographic)",
                  [](std::uint64_t bound, const std::function<void(const std::string&)>& visit) {
                    if (bound > 200) throw InputError("inset hunt bound at most 200 (sum of elements)");
                    for (std::uint64_t s = 0; s <= bound; ++s)
                      for (int N = 2; N <= 8; ++N)
                        for (std::size_t k : {std::size_t{1}, static_cast<std::size_t>(N)})
                          sets_with_sum(static_cast<std::int64_t>(s), k,
                                        [&](const Set& x) { visit(Inset::print(InsetPosition{x, N})); });
                  },
                  [] { return rc::gen::map(gen_inset(2, 6, 16), [](const InsetPosition& p) { return Inset::print(p); }); },
                  [](std::string_view text) {
                    const InsetPosition p = Inset::parse(text);
                    Fields f = set_fields(p.x);
                    f.emplace_back("N", static_cast<std::int64_t>(p.N));
                    return f;
                  }};
}

}  // namespace

void register_game_inset(Registry& reg) {
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
