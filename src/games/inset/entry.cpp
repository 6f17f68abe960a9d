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
#include "core/impartial_session.hpp"
#include "claims/registry.hpp"
#include "games/inset/domains.hpp"
#include "games/inset/inset.hpp"

namespace cgcheck {

using namespace inset;

namespace {

// Every set of k >= 1 distinct elements whose largest element is `top`, lexicographically (the
// k - 1 smaller elements ascending).
void sets_with_top(std::int64_t top, std::size_t k, const std::function<void(const Set&)>& visit) {
  Set cur(k);
  cur[k - 1] = top;
  std::function<void(std::size_t, std::int64_t)> rec = [&](std::size_t i, std::int64_t min) {
    if (i + 1 == k) {
      visit(cur);
      return;
    }
    // Elements i .. k-2 must fit below top: the last of them at most top - 1.
    for (std::int64_t v = min; v + static_cast<std::int64_t>(k - 2 - i) < top; ++v) {
      cur[i] = v;
      rec(i + 1, v + 1);
    }
  };
  rec(0, 0);
}

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

Mask mask_of(const Set& x) {
  Mask m = 0;
  for (auto e : x) m |= Mask{1} << e;
  return m;
}

// Every set `hunt` and claim files list, with elements < bound as check counts: by the largest
// element (the empty set first), then size, then lexicographic; turning turtles only odd sizes; the
// size fixed where `shape` gives n. Returns the sizes walked (none when the shape rules out all).
std::vector<int> for_each_set(bool odd_only, const char* game, std::uint64_t bound, const Shape& shape,
                              const std::function<void(const Set&)>& visit) {
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
  if (lo == 0) visit(Set{});
  for (std::int64_t top = 0; top < static_cast<std::int64_t>(bound); ++top)
    for (auto k = std::max<std::int64_t>(lo, 1); k <= std::min(hi, top + 1); ++k)
      if (!odd_only || k % 2 == 1) sets_with_top(top, static_cast<std::size_t>(k), visit);
  return sizes;
}

// The Grundy value of every set for_each_set lists, from the dense table of the game's sets
// (games/inset/domains.hpp: SetDomain, filled from the rules' options): the sets of the sizes
// walked, and for turning turtles every smaller odd size too (a move deletes two elements).
// Elements are bits of a 64-bit mask: no table past 63.
std::optional<std::vector<std::uint32_t>> set_values(Rules rules, bool odd_only, const char* game, std::uint64_t bound,
                                                     const Shape& shape, std::uint64_t max_memory) {
  if (bound < 1 || bound > 63) return std::nullopt;
  std::vector<Mask> masks;
  std::vector<int> sizes = for_each_set(odd_only, game, bound, shape, [&](const Set& x) { masks.push_back(mask_of(x)); });
  if (odd_only && !sizes.empty()) {
    const int top = *std::max_element(sizes.begin(), sizes.end());
    sizes.clear();
    for (int k = 1; k <= top; k += 2) sizes.push_back(k);
  }
  std::vector<std::uint32_t> out;
  if (masks.empty()) return out;
  RunOptions options;  // the claims' table builder (domains.hpp), with this run's memory limit
  options.max_memory = max_memory;
  Workspace built;  // freed on return: the values are copied out
  RunContext ctx(options, built);
  const Table& t = table(ctx, rules, static_cast<int>(bound), sizes);
  out.reserve(masks.size());
  for (const Mask m : masks) out.push_back(t.grundy(m));
  return out;
}

Explorer sets_explorer(bool odd_only, const char* game) {
  const Rules rules = odd_only ? Rules::turning_turtles : Rules::sato_welter;
  return Explorer{
      "largest element + 1 (every element < bound, as check; order: the largest element, the empty set first, then size, "
      "then lexicographic)",
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

// Every inset position `hunt` and claim files list, with elements < bound: by the largest element,
// then N (2..8), then size (1, then N), then lexicographic; N and the size fixed where `shape` gives
// them. Returns the N walked.
std::vector<int> for_each_inset(std::uint64_t bound, const Shape& shape, const std::function<void(const Set&, int)>& visit) {
  std::int64_t nlo = 2, nhi = 8, klo = 1, khi = 8;
  if (!narrow(shape, "N", nlo, nhi) || !narrow(shape, "n", klo, khi)) return {};
  double count = 0;
  for (auto N = nlo; N <= nhi; ++N) count += choose(bound, static_cast<std::uint64_t>(N)) + static_cast<double>(bound);
  refuse_if_huge(count, "inset", bound);
  for (std::int64_t top = 0; top < static_cast<std::int64_t>(bound); ++top)
    for (auto N = nlo; N <= nhi; ++N)
      for (std::int64_t k : {std::int64_t{1}, N})
        if (k >= klo && k <= khi && k <= top + 1)
          sets_with_top(top, static_cast<std::size_t>(k), [&](const Set& x) { visit(x, static_cast<int>(N)); });
  std::vector<int> Ns;
  for (auto N = nlo; N <= nhi; ++N) Ns.push_back(static_cast<int>(N));
  return Ns;
}

Explorer inset_explorer() {
  return Explorer{"largest element + 1 (every element < bound, as check; N = 2..8; order: the largest element, then N, "
                  "then size (1, then N), then lexicographic)",
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
                  // One dense table of P_N ∪ P_1 per N walked (games/inset/domains.hpp).
                  [](std::uint64_t bound, const Shape& shape, std::uint64_t max_memory) -> std::optional<std::vector<std::uint32_t>> {
                    if (bound < 1 || bound > 63) return std::nullopt;
                    std::vector<std::pair<Mask, int>> list;
                    const std::vector<int> Ns = for_each_inset(bound, shape, [&](const Set& x, int N) { list.emplace_back(mask_of(x), N); });
                    std::vector<std::uint32_t> out;
                    if (list.empty()) return out;
                    RunOptions options;  // the claims' table builder (domains.hpp), with this run's memory limit
                    options.max_memory = max_memory;
                    Workspace built;  // freed on return: the values are copied out
                    RunContext ctx(options, built);
                    std::vector<const Table*> tables(9);
                    for (int N : Ns)
                      tables[static_cast<std::size_t>(N)] = &table(ctx, Rules::inset, static_cast<int>(bound), inset_sizes(N), N);
                    out.reserve(list.size());
                    for (const auto& [m, N] : list) out.push_back(tables[static_cast<std::size_t>(N)]->grundy(m));
                    return out;
                  },
      {}};
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
