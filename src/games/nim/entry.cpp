// The game's entry: `cgcheck solve nim`, `cgcheck hunt nim` (enumeration by total stones, random
// positions, named fields) and the parse/print round trip.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <rapidcheck.h>

#include "core/dense_table.hpp"
#include "core/error.hpp"
#include "runtime/impartial_session.hpp"
#include "core/partitions.hpp"
#include "runtime/game_catalog.hpp"
#include "runtime/workspace.hpp"
#include "games/nim/nim.hpp"
#include "games/nim/table.hpp"

namespace cgcheck {

namespace {

void check_bound(std::uint64_t bound) {
  if (bound > 70) throw InputError("nim hunt bound at most 70 stones (partitions grow fast)");
}

// The positions `hunt` and claim files list, in the documented order (total stones, then the
// ascending heap list), with the number of heaps fixed where `shape` gives k.
template <class Visit>
void for_each_shaped(std::uint64_t bound, const Shape& shape, Visit&& visit) {
  check_bound(bound);
  std::optional<std::uint64_t> k;
  if (auto it = shape.find("k"); it != shape.end()) {
    if (it->second < 0) return;
    k = static_cast<std::uint64_t>(it->second);
  }
  for (std::uint32_t total = 0; total <= bound; ++total) for_each_partition(total, k, visit);
}

}  // namespace

void register_game_nim(GameCatalog& r) {
  using nim::Nim;
  GameEntry g;
  g.id = "nim";
  g.title = "Nim: take one or more stones from one heap";
  g.syntax = "heap sizes separated by commas, any order: 3,5,6";
  g.session = [] { return std::make_unique<ImpartialSession<Nim>>(); };
  g.explorer.bound_meaning = "total stones (order: total, then the ascending heap list lexicographically)";
  g.explorer.default_bound = 24;  // 7,338 positions, 0.13 s
  g.explorer.shape = {{"k", "number of heaps"}};
  g.explorer.enumerate = [](std::uint64_t bound, const Shape& shape,
                            const std::function<void(const std::string&)>& visit) {
    for_each_shaped(bound, shape, [&](const std::vector<std::uint32_t>& heaps) { visit(Nim::print(heaps)); });
  };
  // The same order from the dense table (games/nim/table.hpp): a byte per position of the whole
  // domain, then the values of the positions the shape keeps.
  g.explorer.grundy_table = [](std::uint64_t bound, const Shape& shape, std::uint64_t max_memory) {
    check_bound(bound);
    const auto b = static_cast<std::uint32_t>(bound);
    const std::uint64_t n = PartitionRanks(b).size();
    const auto table = build_table<DenseTable<nim::NimDomain>>(
        max_memory, n * (1 + sizeof(std::uint32_t)), n, fmt::format("Nim positions of at most {} stones", bound),
        nim::NimDomain(b));
    std::vector<std::uint32_t> out;
    for_each_shaped(bound, shape, [&](const std::vector<std::uint32_t>& heaps) { out.push_back(table->grundy(heaps)); });
    return out;
  };
  g.explorer.count = [](std::uint64_t bound, const Shape& shape) -> std::optional<double> {
    check_bound(bound);
    if (!shape.empty()) return std::nullopt;  // k fixed: a part of the partitions
    return static_cast<double>(PartitionRanks(static_cast<std::uint32_t>(bound)).size());
  };
  // Up to 5 heaps of 1..15 stones (at most 15,504 positions below one): small enough for the memo
  // solver's budget, shrinking toward fewer and smaller heaps.
  g.explorer.random = [] {
    return rc::gen::map(rc::gen::container<std::vector<std::uint32_t>>(rc::gen::inRange<std::uint32_t>(1, 16)),
                        [](std::vector<std::uint32_t> h) {
                          if (h.size() > 5) h.resize(5);
                          return Nim::print(Nim::canonical(std::move(h)));
                        });
  };
  g.explorer.fields = [](std::string_view text) {
    const Nim::Position p = Nim::parse(text);
    std::int64_t stones = 0, nimsum = 0;
    for (auto h : p) stones += h, nimsum ^= h;
    return Fields{{"heaps", std::vector<std::int64_t>(p.begin(), p.end())},
                  {"n", stones},
                  {"k", static_cast<std::int64_t>(p.size())},
                  {"nimsum", nimsum}};
  };
  g.normalize = [](std::string_view text) { return Nim::print(Nim::parse(text)); };
  r.add(std::move(g));
}

}  // namespace cgcheck
