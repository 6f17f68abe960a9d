// The game's entry: `cgcheck solve`, `hunt` (enumeration, random positions, named fields) and the
// parse/print round trip. Nim with a pass as Wong Oi Lin (2015) plays it.
#include <algorithm>
#include <cstdint>
#include <thread>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <fmt/core.h>
#include <rapidcheck.h>

#include "core/dense_table.hpp"
#include "core/error.hpp"
#include "runtime/impartial_session.hpp"
#include "core/progress.hpp"
#include "games/nim_pass/count_pn_table.hpp"
#include "core/partitions.hpp"
#include "runtime/game_catalog.hpp"
#include "runtime/workspace.hpp"
#include "games/nim_pass/domains.hpp"
#include "games/nim_pass/heaps_table.hpp"
#include "games/nim_pass/nim_pass.hpp"

namespace cgcheck {

using namespace nim_pass;

namespace {

// `solve`: the memo solver. `solve --outcome`: a position whose heaps are all at most 4 is answered
// from the bit-packed row table (CountPnTable, Theorem 1's domain), built for twice the stones
// asked for at a time, within the memory limit and the work budget; any other from the memo.
class NimPassSession : public TableOutcomeSession<ImpartialSession<NimPass>> {
 public:
  Solved outcome(std::string_view text) override {
    const Position p = NimPass::parse(text);
    if (std::all_of(p.heaps.begin(), p.heaps.end(), [](std::uint32_t h) { return h <= 4; }) &&
        p.stones() <= kMaxTableStones)
      if (const CountPnTable* t = table_for(p.stones())) return {NimPass::print(p), "", t->is_p(to_counts(p)) ? "P" : "N"};
    return inner_.solve(text);
  }

  // A table position costs far less than a move of the memo solver (64 positions per few word
  // operations): measured 0.4-0.8 ns per position for the table against about 0.3 us per move, so
  // it counts 1/256 of a move, which keeps the budget's meaning (time) on the safe side.
  static constexpr std::uint64_t kPositionsPerMove = 256;
  static constexpr std::uint64_t kMaxTableStones = 100'000;

 private:
  const CountPnTable* table_for(std::uint64_t stones) {
    if (table_ && table_->max_stones() >= stones) return table_.get();
    const std::uint64_t s = table_bound(
        stones, table_ ? table_->max_stones() : 0, 64, kMaxTableStones,
        [](std::uint64_t b) { return CountPnTable::estimate_bytes(static_cast<std::uint32_t>(b)); },
        [](std::uint64_t b) { return 2 * CountDomain::count_upto(static_cast<std::uint32_t>(b)) / kPositionsPerMove; },
        "the P/N row table (heaps <= 4) for stones <=");
    if (s == 0) return nullptr;
    table_.reset();  // the old table's memory is free before the new one is built
    Progress progress(fmt::format("P/N table build, heaps <= 4, stones <= {}", s),
                      2 * CountDomain::count_upto(static_cast<std::uint32_t>(s)));
    table_ = std::make_unique<CountPnTable>(static_cast<std::uint32_t>(s), std::max(1u, std::thread::hardware_concurrency()),
                                            [&](std::uint64_t done, std::uint64_t) { progress.update(done); });
    return table_.get();
  }

  std::unique_ptr<CountPnTable> table_;
};

// Bounds of the enumeration: any heap sizes to 80 stones (partitions grow fast); every heap at most
// 4 (shape small = 1, count vectors) to 1,000.
constexpr std::uint64_t kAnyBound = 80, kSmallBound = 1000;

void check_bound(std::uint64_t bound, bool small) {
  if (bound > (small ? kSmallBound : kAnyBound))
    throw InputError(small ? "nim-pass bound at most 1,000 stones with every heap at most 4"
                           : "nim-pass hunt bound at most 80 stones (partitions grow fast; with every heap at most 4, "
                             "where small holds, 1,000)");
}

bool small_only(const Shape& shape) {
  const auto it = shape.find("small");
  return it != shape.end() && it->second == 1;
}

// The positions `hunt` and claim files list, in the documented order: every total n <= bound, the
// pass used before the pass available, then within the total and pass state the domain's order
// (domains.hpp): the ascending heap list lexicographically (AnyHeaps), or with small = 1 the count
// vectors (on_counts) by (m1, m2, m3, m4) ascending (CountVectors, the order of the claims' keys).
// `shape` fixes the number of heaps k, pass and small; with small = 0 the lists with a heap above 4
// are kept (on_heaps).
template <class OnHeaps, class OnCounts>
void for_each_shaped(std::uint64_t bound, const Shape& shape, OnHeaps&& on_heaps, OnCounts&& on_counts) {
  const bool small = small_only(shape);
  check_bound(bound, small);
  std::optional<std::uint64_t> k;
  if (auto it = shape.find("k"); it != shape.end()) {
    if (it->second < 0) return;
    k = static_cast<std::uint64_t>(it->second);
  }
  const auto pass = shape.find("pass");
  const auto small_field = shape.find("small");
  if (small_field != shape.end() && small_field->second != 0 && small_field->second != 1) return;  // a flag is 0 or 1
  for (std::uint32_t n = 0; n <= bound; ++n)
    for (bool with_pass : {false, true}) {
      if (pass != shape.end() && pass->second != (with_pass ? 1 : 0)) continue;
      if (small) {
        CountVectors{with_pass}.each_with_stones(n, on_counts, k);
        continue;
      }
      AnyHeaps{with_pass}.each_with_stones(
          n,
          [&](const Position& p) {
            if (small_field != shape.end() && (p.heaps.empty() || p.heaps.back() <= 4)) return;  // small = 0
            on_heaps(p);
          },
          k);
    }
}

}  // namespace

void register_game_nim_pass(GameCatalog& r) {
  r.add(GameEntry{"nim-pass", "Nim with one pass shared by both players",
                  "heap sizes separated by commas, ';pass=0' once the pass is used: 3,5,6 or 3,5,6;pass=0", false,
                  [] { return std::make_unique<NimPassSession>(); },
                  Explorer{"total stones (any heap sizes, both pass states; order: total, then the pass used before "
                           "available, then the ascending heap list lexicographically; with small = 1, the count "
                           "vectors (m1, m2, m3, m4) ascending, as check)",
                           20,  // 2 x 2,714 positions
                           {{"k", "number of heaps"},
                            {"pass", "the pass is still available", true},
                            {"small", "every heap is at most 4 (the count vectors of Theorem 1, to 1,000 stones)", true}},
                           [](std::uint64_t bound, const Shape& shape, const std::function<void(const std::string&)>& visit) {
                             for_each_shaped(
                                 bound, shape, [&](const Position& p) { visit(NimPass::print(p)); },
                                 [&](const Counts& c) { visit(CountVectors{c.pass}.print(c)); });
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
                                           {"small", p.heaps.empty() || p.heaps.back() <= 4},
                                           {"m1", m[1]}, {"m2", m[2]}, {"m3", m[3]}, {"m4", m[4]}};
                           },
                           {},
                           // The same order from the dense table over any heap sizes (heaps_table.hpp).
                           [](std::uint64_t bound, const Shape& shape, std::uint64_t max_memory) {
                             check_bound(bound, small_only(shape));
                             std::vector<std::uint32_t> out;
                             const auto b = static_cast<std::uint32_t>(bound);
                             if (small_only(shape)) {
                               const auto table = build_table<CountTable>(
                                   max_memory, count_table_bytes(b), 2 * CountDomain::count_upto(b),
                                   fmt::format("the Nim* heaps<=4 table up to {} stones", b), CountDomain(b));
                               for_each_shaped(bound, shape, [](const Position&) {},
                                               [&](const Counts& c) { out.push_back(table->grundy(c)); });
                               return out;
                             }
                             const std::uint64_t n = 2 * PartitionRanks(b).size();
                             const auto table = build_table<DenseTable<HeapsDomain, std::uint16_t>>(
                                 max_memory, n * (2 + sizeof(std::uint32_t)), n,
                                 fmt::format("Nim* positions of at most {} stones (any heaps)", bound), HeapsDomain(b));
                             for_each_shaped(bound, shape, [&](const Position& p) { out.push_back(table->grundy(p)); },
                                             [](const Counts&) {});
                             return out;
                           },
                           // Every count vector (small) or heap list, in one or both pass states; k
                           // fixed or small = 0: not counted.
                           [](std::uint64_t bound, const Shape& shape) -> std::optional<double> {
                             const bool small = small_only(shape);
                             check_bound(bound, small);
                             double states = 2;
                             for (const auto& [field, value] : shape) {
                               if (field == "pass" && (value == 0 || value == 1)) states = 1;
                               else if (field != "small" || value != 1) return std::nullopt;
                             }
                             const auto b = static_cast<std::uint32_t>(bound);
                             return states * static_cast<double>(small ? CountDomain::count_upto(b) : PartitionRanks(b).size());
                           }},
                  [](std::string_view text) { return NimPass::print(NimPass::parse(text)); },
                  {},
                  false,
                  {},
                  {}});
}

}  // namespace cgcheck
