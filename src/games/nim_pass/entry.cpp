// The game's entry: `cgcheck solve`, `hunt` (enumeration, random positions, named fields) and the
// parse/print round trip. Nim with a pass as Wong Oi Lin (2015) plays it.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <rapidcheck.h>

#include "core/error.hpp"
#include "core/impartial_session.hpp"
#include "core/partitions.hpp"
#include "core/registry.hpp"
#include "games/nim_pass/domains.hpp"
#include "games/nim_pass/nim_pass.hpp"

namespace cgcheck {

using namespace nim_pass;

void register_game_nim_pass(Registry& r) {
  r.add(GameEntry{"nim-pass", "Nim with one pass shared by both players",
                  "heap sizes separated by commas, ';pass=0' once the pass is used: 3,5,6 or 3,5,6;pass=0", false,
                  [] { return std::make_unique<ImpartialSession<NimPass>>(); },
                  Explorer{"total stones (any heap sizes, both pass states; order: total, then the pass used before "
                           "available, then the ascending heap list lexicographically)",
                           20,  // 2 x 2,714 positions
                           {{"k", "number of heaps"}, {"pass", "the pass is still available", true}},
                           [](std::uint64_t bound, const Shape& shape, const std::function<void(const std::string&)>& visit) {
                             if (bound > 80) throw InputError("nim-pass hunt bound at most 80 stones (partitions grow fast)");
                             std::optional<std::uint64_t> k;
                             if (auto it = shape.find("k"); it != shape.end()) {
                               if (it->second < 0) return;
                               k = static_cast<std::uint64_t>(it->second);
                             }
                             const auto pass = shape.find("pass");
                             Position p;
                             for (std::uint32_t n = 0; n <= bound; ++n)
                               for (bool with_pass : {false, true}) {
                                 if (pass != shape.end() && pass->second != (with_pass ? 1 : 0)) continue;
                                 p.pass = with_pass;
                                 for_each_partition(n, k, [&](const std::vector<std::uint32_t>& heaps) {
                                   p.heaps = heaps;
                                   visit(NimPass::print(p));
                                 });
                               }
                           },
                           [] {
                             return rc::gen::map(rc::gen::pair(gen_position(true), rc::gen::arbitrary<bool>()),
                                                 [](std::pair<Position, bool> pp) {
                                                   pp.first.pass = pp.second;
                                                   return NimPass::print(pp.first);
                                                 });
                           },
                           [](std::string_view text) {
                             const Position p = NimPass::parse(text);
                             std::vector<std::int64_t> heaps(p.heaps.begin(), p.heaps.end());
                             std::vector<std::int64_t> m(5, 0);  // m[k]: heaps of size k (k <= 4)
                             for (auto h : p.heaps)
                               if (h <= 4) ++m[h];
                             return Fields{{"heaps", heaps},
                                           {"n", static_cast<std::int64_t>(p.stones())},
                                           {"k", static_cast<std::int64_t>(p.heaps.size())},
                                           {"pass", p.pass},
                                           {"nimsum", static_cast<std::int64_t>(nim_sum(p))},
                                           {"m1", m[1]}, {"m2", m[2]}, {"m3", m[3]}, {"m4", m[4]}};
                           },
                           {}},
                  [](std::string_view text) { return NimPass::print(NimPass::parse(text)); }});
}

}  // namespace cgcheck
