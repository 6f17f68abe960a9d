// The game's entry: `cgcheck solve nim`, `cgcheck hunt nim` (enumeration by total stones, random
// positions, named fields) and the parse/print round trip.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <rapidcheck.h>

#include "core/error.hpp"
#include "runtime/impartial_session.hpp"
#include "runtime/domain_explorer.hpp"
#include "runtime/game_catalog.hpp"
#include "games/nim/nim.hpp"
#include "games/nim/domains.hpp"

namespace cgcheck {

void register_game_nim(GameCatalog& r) {
  using nim::Nim;
  GameEntry g;
  g.id = "nim";
  g.title = "Nim: take one or more stones from one heap";
  g.syntax = "heap sizes separated by commas, any order: 3,5,6";
  g.session = [] { return std::make_unique<ImpartialSession<Nim>>(); };
  // Hunts and claim files list Nim's positions as the domain Positions (domains.hpp) walks them.
  g.explorer = explorer_of(
      nim::Positions{},
      {"total stones (order: total, then the ascending heap list lexicographically)",
       24,  // 7,338 positions, 0.13 s
       nim::Positions::kMaxBound, "nim hunt bound at most 70 stones (partitions grow fast)",
       // Up to 5 heaps of 1..15 stones (at most 15,504 positions below one): small enough for the memo
       // solver's budget, shrinking toward fewer and smaller heaps.
       [] {
         return rc::gen::map(rc::gen::container<std::vector<std::uint32_t>>(rc::gen::inRange<std::uint32_t>(1, 16)),
                             [](std::vector<std::uint32_t> h) {
                               if (h.size() > 5) h.resize(5);
                               return Nim::canonical(std::move(h));
                             });
       },
       [](std::string_view text) { return Nim::parse(text); },
       [](const Nim::Position& p) {
         std::int64_t stones = 0, nimsum = 0;
         for (auto h : p) stones += h, nimsum ^= h;
         return Fields{{"heaps", std::vector<std::int64_t>(p.begin(), p.end())},
                       {"n", stones},
                       {"k", static_cast<std::int64_t>(p.size())},
                       {"nimsum", nimsum}};
       },
       nim::Positions::shape_fields()});
  g.normalize = [](std::string_view text) { return Nim::print(Nim::parse(text)); };
  r.add(std::move(g));
}

}  // namespace cgcheck
