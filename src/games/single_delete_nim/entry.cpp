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

// Every position with n >= 2 piles and `total` stones, the ascending pile list lexicographically.
void for_each_position_with_stones(std::uint64_t total, const std::function<void(const std::string&)>& visit) {
  std::vector<std::uint64_t> cur;
  std::function<void(std::uint64_t, std::uint64_t)> rec = [&](std::uint64_t left, std::uint64_t min) {
    if (left == 0) {
      if (cur.size() >= 2) visit(SingleDeleteNim::print(Position{cur}));
      return;
    }
    for (std::uint64_t h = min; h <= left; ++h) {
      cur.push_back(h);
      rec(left - h, h);
      cur.pop_back();
    }
  };
  rec(total, 1);
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
                  Explorer{"total stones (every position with n >= 2 piles and at most this many stones; order: total, "
                           "then the ascending pile list lexicographically)",
                           [](std::uint64_t bound, const std::function<void(const std::string&)>& visit) {
                             if (bound > 70) throw InputError("single-delete-nim hunt bound at most 70 stones (partitions grow fast)");
                             for (std::uint64_t t = 2; t <= bound; ++t) for_each_position_with_stones(t, visit);
                           },
                           gen_position, fields},
                  [](std::string_view text) { return SingleDeleteNim::print(SingleDeleteNim::parse(text)); }});
}

}  // namespace cgcheck
