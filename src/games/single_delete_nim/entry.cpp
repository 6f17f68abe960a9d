// The game's entry: `cgcheck solve` (a batch grows one split Grundy table per pile count, 2..8 piles,
// within TableLimits and the budget, and answers by lookup; the memo solver elsewhere), `hunt`
// (enumeration, random positions, named fields) and the parse/print round trip.
#include <bit>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <fmt/core.h>
#include <rapidcheck.h>

#include "core/error.hpp"
#include "core/impartial_session.hpp"
#include "core/registry.hpp"
#include "games/single_delete_nim/single_delete_nim.hpp"
#include "games/single_delete_nim/split_grundy_table.hpp"

namespace cgcheck {

using namespace sdn;

namespace {

// Every n-pile position whose largest pile is `top` (piles 1..top), colexicographically on the
// ascending pile list (the largest pile, then the second largest, ...), as `check` walks them.
void for_each_with_top(unsigned n, std::uint64_t top, const std::function<void(const std::string&)>& visit) {
  std::vector<std::uint64_t> cur(n);
  cur[n - 1] = top;
  // Fills cur[i] for i = idx down to 0; the outer loop is the larger pile, so the order is colex.
  std::function<void(int, std::uint64_t)> rec = [&](int idx, std::uint64_t max) {
    if (idx < 0) {
      visit(SingleDeleteNim::print(Position{cur}));
      return;
    }
    for (std::uint64_t h = 1; h <= max; ++h) {
      cur[static_cast<std::size_t>(idx)] = h;
      rec(idx - 1, h);
    }
  };
  rec(static_cast<int>(n) - 2, top);
}

// Multisets of n piles each in 1..m: C(m + n - 1, n), saturating.
double multiset_count(unsigned n, std::uint64_t m) {
  double c = 1;
  for (unsigned i = 1; i <= n; ++i) c = c * static_cast<double>(m + i - 1) / i;
  return c;
}

// 2 to 5 piles of 1..25 stones; RapidCheck shrinks toward fewer and smaller piles.
rc::Gen<std::string> gen_position() {
  return rc::gen::map(rc::gen::pair(rc::gen::inRange<std::uint64_t>(1, 25),
                                    rc::gen::container<std::vector<std::uint64_t>>(rc::gen::inRange<std::uint64_t>(1, 25))),
                      [](std::pair<std::uint64_t, std::vector<std::uint64_t>> pr) {
                        auto v = pr.second;
                        v.push_back(pr.first);
                        if (v.size() < 2) v.push_back(1);
                        if (v.size() > 5) v.resize(5);
                        return SingleDeleteNim::print(make_position(v));
                      });
}

Fields fields(std::string_view text) {
  const Position p = SingleDeleteNim::parse(text);
  std::vector<std::int64_t> piles, v2s;  // v2: the exponent of 2 in a pile
  for (auto v : p.piles) {
    piles.push_back(static_cast<std::int64_t>(v));
    v2s.push_back(static_cast<std::int64_t>(std::countr_zero(v)));
  }
  return Fields{{"piles", piles},
                {"n", static_cast<std::int64_t>(p.piles.size())},
                {"stones", static_cast<std::int64_t>(p.stones())},
                {"v2s", v2s}};
}

}  // namespace

void register_game_single_delete_nim(Registry& r) {
  r.add(GameEntry{"single-delete-nim", "Single-delete Nim: remove one pile, then split another into two",
                  "pile sizes separated by commas, at least 2 piles, each >= 1: 12,14,15,40",
                  false, [] { return std::make_unique<ImpartialSession<SingleDeleteNim, BatchSolver>>(); },
                  Explorer{"largest pile (n = 2..4 piles unless --shape n=K; order: largest pile, then n, then the "
                           "ascending pile list colexicographically, as check)",
                           24,  // 10,374 positions of 2..4 piles
                           {{"n", "number of piles (at least 2)"}},
                           [](std::uint64_t bound, const Shape& shape, const std::function<void(const std::string&)>& visit) {
                             unsigned lo = 2, hi = 4;
                             if (auto it = shape.find("n"); it != shape.end()) {
                               if (it->second < 2 || it->second > 64) {
                                 if (it->second > 64) throw InputError("single-delete-nim hunt: at most 64 piles (--shape n)");
                                 return;  // no position has fewer than 2 piles
                               }
                               lo = hi = static_cast<unsigned>(it->second);
                             }
                             // A walk this long would not end in a session: refused, with its size.
                             double count = 0;
                             for (unsigned n = lo; n <= hi; ++n) count += multiset_count(n, bound);
                             if (count > 2e9)
                               throw InputError(fmt::format("single-delete-nim hunt to largest pile {} with n = {}..{} piles is "
                                                            "{:.3g} positions; at most 2e9 (lower --bound, or fix n with --shape)",
                                                            bound, lo, hi, count));
                             for (std::uint64_t top = 1; top <= bound; ++top)
                               for (unsigned n = lo; n <= hi; ++n) for_each_with_top(n, top, visit);
                           },
                           gen_position, fields,
                           // Hunts once counted total stones: a position of T stones has piles <= T - 1.
                           [](std::uint64_t total) { return total > 2 ? total - 1 : std::uint64_t{1}; }},
                  [](std::string_view text) { return SingleDeleteNim::print(SingleDeleteNim::parse(text)); }});
}

}  // namespace cgcheck
