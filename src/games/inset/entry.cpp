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
#include "runtime/game_catalog.hpp"
#include "games/inset/domains.hpp"
#include "games/inset/inset.hpp"

namespace cgcheck {

using namespace inset;

namespace {

// Sets of k elements < m: C(m, k), saturating in double.
double choose(std::uint64_t m, std::uint64_t k) {
  if (k > m) return 0;
  double c = 1;
  for (std::uint64_t i = 1; i <= k; ++i) c = c * static_cast<double>(m - k + i) / static_cast<double>(i);
  return c;
}

// The size range a hunt walks: [lo, hi], narrowed by --shape's field `name`; false when empty.
bool narrow(const Shape& shape, const char* name, std::int64_t& lo, std::int64_t& hi) {
  if (auto it = shape.find(name); it != shape.end()) {
    if (it->second < lo || it->second > hi) return false;
    lo = hi = it->second;
  }
  return true;
}

void refuse_if_huge(double count, const char* game, std::uint64_t bound) {
  if (count > 2e9)
    throw InputError(fmt::format("{} hunt with elements < {} is {:.3g} positions; at most 2e9 (lower --bound, or fix "
                                 "the size with --shape n=K)",
                                 game, bound, count));
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

// The sizes of the sets `hunt` and claim files list, with elements < bound as check counts:
// turning turtles only odd sizes; the size fixed where `shape` gives n (none when the shape rules
// out all). Refuses a listing of more than 2e9 sets.
std::vector<int> listed_sizes(bool odd_only, const char* game, std::uint64_t bound, const Shape& shape) {
  std::int64_t lo = odd_only ? 1 : 0, hi = static_cast<std::int64_t>(std::min<std::uint64_t>(bound, 1u << 20));
  if (!narrow(shape, "n", lo, hi)) return {};
  double count = 0;
  std::vector<int> sizes;
  for (auto k = lo; k <= hi; ++k)
    if (!odd_only || k % 2 == 1) {
      count += choose(bound, static_cast<std::uint64_t>(k));
      if (k <= static_cast<std::int64_t>(bound)) sizes.push_back(static_cast<int>(k));
    }
  refuse_if_huge(count, game, bound);
  return sizes;
}

// Every set of the listed sizes with elements < bound, in the dense tables' rank order
// (inset.hpp: for_each_set_in_rank_order; the sum of the elements, then size, then
// colexicographic), so the hunt walks the claims' order.
void for_each_set(bool odd_only, const char* game, std::uint64_t bound, const Shape& shape,
                  const std::function<void(const Set&)>& visit) {
  const std::vector<int> sizes = listed_sizes(odd_only, game, bound, shape);
  Set x;
  for_each_set_in_rank_order(static_cast<std::int64_t>(bound), sizes, [&](const std::int64_t* e, int k, std::int64_t) {
    x.assign(e, e + k);
    visit(x);
  });
}

// A dense table's values in rank order, of the sets whose size `keep` holds: the order the hunts
// list (for_each_set_in_rank_order).
template <class Keep>
void append_values(const Table& t, Keep keep, std::vector<std::uint32_t>& out) {
  for (std::uint64_t r = 0; r < t.size(); ++r)
    if (keep(__builtin_popcountll(t.domain().unrank(r)))) out.push_back(static_cast<std::uint32_t>(t.grundy_at(r)));
}

// The values of the dense table's sets (games/inset/domains.hpp: SetDomain, filled from the rules'
// options) of the listed sizes in rank order: for_each_set's listing. The table holds the sizes
// listed, and for turning turtles every smaller odd size too (a move deletes two elements).
// Elements are bits of a 64-bit mask: no table past 63.
std::optional<std::vector<std::uint32_t>> set_values(Rules rules, bool odd_only, const char* game, std::uint64_t bound,
                                                     const Shape& shape, std::uint64_t max_memory) {
  if (bound < 1 || bound > 63) return std::nullopt;
  const std::vector<int> listed = listed_sizes(odd_only, game, bound, shape);
  std::vector<std::uint32_t> out;
  if (listed.empty()) return out;
  std::vector<int> sizes = listed;
  if (odd_only) {
    sizes.clear();
    for (int k = 1; k <= listed.back(); k += 2) sizes.push_back(k);
  }
  std::vector<bool> is_listed(65, false);
  for (int k : listed) is_listed[static_cast<std::size_t>(k)] = true;
  RunOptions options;  // the claims' table builder (domains.hpp), with this run's memory limit
  options.max_memory = max_memory;
  Workspace built;  // freed on return: the values are copied out
  RunContext ctx(options, built);
  const Table& t = table(ctx, rules, static_cast<int>(bound), sizes);
  append_values(t, [&](int k) { return is_listed[static_cast<std::size_t>(k)]; }, out);
  return out;
}

Explorer sets_explorer(bool odd_only, const char* game) {
  const Rules rules = odd_only ? Rules::turning_turtles : Rules::sato_welter;
  return Explorer{
      "largest element + 1 (every element < bound, as check; order: the sum of the elements, then size, then "
      "colexicographic, as check's tables)",
      odd_only ? 15u : 14u,  // 16,384 sets each
      {{"n", "number of elements"}},
      [odd_only, game](std::uint64_t bound, const Shape& shape, const std::function<void(const std::string&)>& visit) {
        for_each_set(odd_only, game, bound, shape, [&](const Set& x) { visit(print_set(x)); });
      },
      [odd_only] {
        return rc::gen::map(gen_set(odd_only ? std::vector<std::size_t>{1, 3, 5} : std::vector<std::size_t>{1, 2, 3, 4, 5}, 20),
                            [](const Set& x) { return print_set(x); });
      },
      [odd_only](std::string_view text) {
        return set_fields(odd_only ? TurningTurtles::parse(text) : SatoWelter::parse(text));
      },
      // Hunts once counted the sum: a set of sum S has elements <= S, so < S + 1.
      [](std::uint64_t sum) { return sum + 1; },
      [rules, odd_only, game](std::uint64_t bound, const Shape& shape, std::uint64_t max_memory) {
        return set_values(rules, odd_only, game, bound, shape, max_memory);
      },
      {}};
}

// The sizes of P_N ∪ P_1 (1 and N) within klo..khi.
std::vector<int> inset_listed_sizes(int N, std::int64_t klo, std::int64_t khi) {
  std::vector<int> sizes;
  for (int k : inset_sizes(N))
    if (k >= klo && k <= khi) sizes.push_back(k);
  return sizes;
}

// The N (2..8) and sizes (1 or N) an inset listing walks, narrowed by `shape` (false when it rules
// out all). Refuses a listing of more than 2e9 positions.
struct InsetShape {
  std::int64_t nlo = 2, nhi = 8, klo = 1, khi = 8;
};
std::optional<InsetShape> inset_shape(std::uint64_t bound, const Shape& shape) {
  InsetShape r;
  if (!narrow(shape, "N", r.nlo, r.nhi) || !narrow(shape, "n", r.klo, r.khi)) return std::nullopt;
  double count = 0;
  for (auto N = r.nlo; N <= r.nhi; ++N) count += choose(bound, static_cast<std::uint64_t>(N)) + static_cast<double>(bound);
  refuse_if_huge(count, "inset", bound);
  return r;
}

// Every inset position `hunt` and claim files list, with elements < bound: by N (2..8), then in the
// order of N's dense table (for_each_set_in_rank_order: the sum of the elements, then size (1, then
// N), then colexicographic), as check's claims walk them; N and the size fixed where `shape` gives
// them.
void for_each_inset(std::uint64_t bound, const Shape& shape, const std::function<void(const Set&, int)>& visit) {
  const auto r = inset_shape(bound, shape);
  if (!r) return;
  Set x;
  for (auto N = r->nlo; N <= r->nhi; ++N) {
    for_each_set_in_rank_order(static_cast<std::int64_t>(bound), inset_listed_sizes(static_cast<int>(N), r->klo, r->khi),
                               [&](const std::int64_t* e, int k, std::int64_t) {
                                 x.assign(e, e + k);
                                 visit(x, static_cast<int>(N));
                               });
  }
}

Explorer inset_explorer() {
  return Explorer{"largest element + 1 (every element < bound, as check; N = 2..8; order: N, then the sum of the "
                  "elements, then size (1, then N), then colexicographic, as check's tables)",
                  14,  // 12,896 N-element sets and 98 singletons
                  {{"N", "the parameter N (2..8)"}, {"n", "number of elements (1 or N)"}},
                  [](std::uint64_t bound, const Shape& shape, const std::function<void(const std::string&)>& visit) {
                    for_each_inset(bound, shape, [&](const Set& x, int N) { visit(Inset::print(InsetPosition{x, N})); });
                  },
                  [] { return rc::gen::map(gen_inset(2, 6, 16), [](const InsetPosition& p) { return Inset::print(p); }); },
                  [](std::string_view text) {
                    const InsetPosition p = Inset::parse(text);
                    Fields f = set_fields(p.x);
                    f.emplace_back("N", static_cast<std::int64_t>(p.N));
                    return f;
                  },
                  [](std::uint64_t sum) { return sum + 1; },
                  // One dense table of P_N ∪ P_1 per N walked (games/inset/domains.hpp): its values in
                  // rank order, the sizes the shape keeps, which is for_each_inset's listing.
                  [](std::uint64_t bound, const Shape& shape, std::uint64_t max_memory) -> std::optional<std::vector<std::uint32_t>> {
                    if (bound < 1 || bound > 63) return std::nullopt;
                    std::vector<std::uint32_t> out;
                    const auto s = inset_shape(bound, shape);
                    if (!s) return out;
                    RunOptions options;  // the claims' table builder (domains.hpp), with this run's memory limit
                    options.max_memory = max_memory;
                    Workspace built;  // freed on return: the values are copied out
                    RunContext ctx(options, built);
                    for (auto N = s->nlo; N <= s->nhi; ++N) {
                      const Table& t = table(ctx, Rules::inset, static_cast<int>(bound), inset_sizes(static_cast<int>(N)), static_cast<int>(N));
                      append_values(t, [&](int k) { return k >= s->klo && k <= s->khi; }, out);
                    }
                    return out;
                  },
      {}};
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
