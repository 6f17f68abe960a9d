#pragma once
// The position sets that Nim* claims range over, as domains (claims/check_kinds.hpp): heaps of size
// at most 4 as count vectors, walked in parallel against the run's P/N row table; and any heap
// sizes, walked by stone count against the memo solver, then random positions. Also the run's
// two count-vector tables, built once per run in its workspace.
#include <algorithm>
#include <chrono>
#include <memory>
#include <cstdint>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include <fmt/core.h>
#include <rapidcheck.h>

#include "runtime/game_entry.hpp"
#include "runtime/run_context.hpp"
#include "core/dense_table.hpp"
#include "core/memo_solver.hpp"
#include "core/row_terms.hpp"
#include "games/nim_pass/count_pn_table.hpp"
#include "games/nim_pass/heaps_table.hpp"
#include "games/nim_pass/nim_pass.hpp"

namespace cgcheck::nim_pass {

using CountTable = DenseTable<CountDomain>;

// Coarse, because the message lands in the committed report pages.
inline std::string seconds_since(std::chrono::steady_clock::time_point start) {
  return coarse_time(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
}

// Estimated bytes of the Grundy table over count vectors with at most `stones` stones: one byte per
// position (values stay below 8), the domain's three prefix-count arrays, and 1 MiB of working room
// (move lists, page rounding: measured at about 60 KB). Checked against measured peak memory in
// props/memory_limits_test.cpp.
inline std::uint64_t count_table_bytes(std::uint32_t stones) {
  return 2 * CountDomain::count_upto(stones) + 3 * (std::uint64_t{stones} + 1) * sizeof(std::uint64_t) +
         (std::uint64_t{1} << 20);
}

// The run's Grundy table over count vectors with at most `stones` stones (both pass states): the
// largest built so far answers any smaller bound, because a domain of S stones ranks every
// position of fewer stones. The call that builds it says so in `built`, if given.
inline const CountTable& count_table(RunContext& ctx, std::uint32_t stones, std::string* built = nullptr) {
  return ctx.tables<int, CountTable>().get(
      0, [stones](const CountTable& t) { return t.domain().max_stones() >= stones; },
      [&] {
        const std::uint64_t n = 2 * CountDomain::count_upto(stones);
        const auto start = std::chrono::steady_clock::now();
        auto t = build_table<CountTable>(ctx, count_table_bytes(stones), n, fmt::format("the Nim* heaps<=4 table up to {} stones", stones),
                                         CountDomain(stones));
        if (built)
          *built = fmt::format("This run built the dense table: {} positions (<= {} stones, both pass states, one "
                               "byte each) in {}.", with_commas(n), stones, seconds_since(start));
        return t;
      });
}

// The run's P/N row table (one bit per position, filled a row at a time): what every P/N claim
// reads. Every P/N claim speaks about the pass available, so the pass-used rows are only kept five
// levels deep while filling (CountPnTable::PassUsed::rolling). The generic Grundy table above stays
// for Grundy pictures and small bounds; the two are compared on every position in the property
// tests.
inline const CountPnTable& pn_table(RunContext& ctx, std::uint32_t stones, std::string* built = nullptr) {
  using PassUsed = CountPnTable::PassUsed;
  return ctx.tables<int, CountPnTable>().get(
      0, [stones](const CountPnTable& t) { return t.max_stones() >= stones; },
      [&] {
        const auto start = std::chrono::steady_clock::now();
        auto t = build_table<CountPnTable>(ctx, CountPnTable::estimate_bytes(stones, PassUsed::rolling),
                                           CountDomain::count_upto(stones),
                                           fmt::format("the Nim* heaps<=4 P/N table up to {} stones", stones), stones,
                                           ctx.threads, PassUsed::rolling);
        if (built)
          *built = fmt::format("This run built the P/N row table: {} positions (<= {} stones, pass available, one "
                               "bit each, {}) in {}.", with_commas(t->positions()), stones, human_bytes(t->bytes()),
                               seconds_since(start));
        return t;
      });
}

// Work items for parallel walks over heaps-<=-4 positions with at most s stones: one per (m4, m3),
// whose positions are walked in the row table's storage order (m2, then m1) so its bits are read
// sequentially. The minimal failure is taken by key, whatever the walk and the thread count.
inline std::vector<std::pair<std::uint32_t, std::uint32_t>> row_items(std::uint32_t s) {
  std::vector<std::pair<std::uint32_t, std::uint32_t>> items;
  for (std::uint32_t m4 = 0; 4 * m4 <= s; ++m4)
    for (std::uint32_t m3 = 0; 4 * m4 + 3 * m3 <= s; ++m3) items.emplace_back(m4, m3);
  return items;
}

// Every position of one item with min..s stones, pass available.
template <class Visit>
void for_each_counts_in_item(std::pair<std::uint32_t, std::uint32_t> item, std::uint32_t min, std::uint32_t s,
                             Visit&& visit) {
  const auto [m4, m3] = item;
  for (std::uint32_t m2 = 0; 4 * m4 + 3 * m3 + 2 * m2 <= s; ++m2) {
    const std::uint32_t level = 4 * m4 + 3 * m3 + 2 * m2;
    for (std::uint32_t m1 = level >= min ? 0 : min - level; level + m1 <= s; ++m1)
      visit(Counts{{m1, m2, m3, m4}, true});
  }
}

inline std::uint32_t stones_bound(std::uint64_t bound) {
  return static_cast<std::uint32_t>(checked_bound(bound, 0, 100000, "nim-pass stones"));
}

// Count vectors (every heap at most 4) of one pass state, 0..bound stones, in the order of
// for_each_counts_with_stones: stones, then (m1, m2, m3, m4) ascending. The order of HeapsUpTo4's
// keys; what `hunt` and claim files list with small = 1, a total's two pass states in turn
// (each_with_stones), printed as the game's text.
struct CountVectors {
  using Position = Counts;
  bool pass = true;

  std::string range(std::uint64_t bound) const {
    return fmt::format("every heap at most 4, pass {}, n <= {} stones", pass ? "available" : "used", bound);
  }
  std::string print(const Counts& c) const { return NimPass::print(to_position(c)); }
  // The count vectors of exactly n stones (and `heaps` heaps, if given).
  template <class Visit>
  void each_with_stones(std::uint32_t n, Visit&& visit, std::optional<std::uint64_t> heaps = std::nullopt) const {
    for_each_counts_with_stones(n, pass, visit, heaps);
  }
  template <class Visit>
  void each(RunContext&, std::uint64_t bound, Visit&& visit) const {
    const std::uint32_t s = stones_bound(bound);
    for (std::uint32_t n = 0; n <= s; ++n) each_with_stones(n, visit);
  }
};

// What the P/N row table holds, in the words of the claims that read it.
inline constexpr const char* kPnTableWords =
    "the P/N row table, 1 bit (1/8 byte) per position with the pass available, plus per row of m1 a 4-byte offset and "
    "its padding to a whole 64-bit word (the pass-used rows only five levels deep while filling)";

// Heaps of size at most 4 with the pass available, min..bound stones, where `in` holds; bound = the
// largest number of stones. Order (the keys): CountVectors' order, stones, then (m1, m2, m3, m4).
template <class In>
struct HeapsUpTo4 {
  using Position = Counts;
  std::uint32_t min = 0;
  std::string words;  // what `in` selects, for the verified range
  In in;

  std::string range(std::uint64_t bound) const {
    return fmt::format("{}, {} <= n <= {} stones, pass available", words, min, bound);
  }
  // The claim's domain in words (ClaimDef::over), with what its truth holds (the P/N row table).
  std::string describe() const {
    return fmt::format("{}: heaps of sizes at most 4 with the pass available, as count vectors (m1,m2,m3,m4){}; bound "
                       "= the largest number of stones n = m1 + 2m2 + 3m3 + 4m4; truth: {}",
                       words, min == 0 ? std::string() : fmt::format(", n >= {}", min), kPnTableWords);
  }
  std::string print(const Counts& c) const { return print_counts(c); }
  // The position as `cgcheck solve nim-pass` reads it (heap sizes), for certificates.
  std::string game_position(const Counts& c) const { return NimPass::print(to_position(c)); }
  auto key(const Counts& c) const { return std::tuple{c.stones(), c.m[0], c.m[1], c.m[2], c.m[3]}; }
  auto items(std::uint64_t bound) const { return row_items(stones_bound(bound)); }
  // The positions for_each_counts_in_item lists (before the hypothesis `in`), for progress.
  std::uint64_t item_positions(std::uint64_t bound, std::pair<std::uint32_t, std::uint32_t> item) const {
    const std::uint64_t s = stones_bound(bound), base = 4 * std::uint64_t{item.first} + 3 * std::uint64_t{item.second};
    std::uint64_t count = 0;
    for (std::uint64_t level = base; level <= s; level += 2) {
      const std::uint64_t from = std::max<std::uint64_t>(level, min);
      if (from <= s) count += s - from + 1;
    }
    return count;
  }
  template <class Visit>
  void each_in(std::uint64_t bound, std::pair<std::uint32_t, std::uint32_t> item, Visit&& visit) const {
    for_each_counts_in_item(item, min, static_cast<std::uint32_t>(bound), [&](const Counts& c) {
      if (in(c)) visit(c);
    });
  }
  struct Truth {
    const CountPnTable* t;
    bool is_p(const Counts& c) const { return t->is_p(c); }
  };
  Truth truth(RunContext& ctx, std::uint64_t bound) const {
    std::string built;
    const Truth t{&pn_table(ctx, stones_bound(bound), &built)};
    if (!built.empty()) ctx.say(std::move(built));
    return t;
  }
  // Rows (claims/row_check.hpp): one per (m2, m3, m4) of the item, indexed by m1, keyed by the
  // position with m1 = 0; row checks need the hypothesis `in` to offer rows too.
  using RowKey = Counts;
  static constexpr bool has_rows = row_formula<In, Counts>;
  template <class R>
  void rows_in(std::uint64_t bound, std::pair<std::uint32_t, std::uint32_t> item, const Truth& truth, R&& row) const {
    const std::uint32_t m4 = item.first, m3 = item.second;
    const auto s = static_cast<std::uint32_t>(bound);
    for (std::uint32_t m2 = 0; 4 * m4 + 3 * m3 + 2 * m2 <= s; ++m2) one_row(s, m2, m3, m4, truth.t->row(true, m2, m3, m4), row);
  }
  // Streamed rows (claims/check_kinds.hpp): when the run keeps no table and none is built yet, the
  // table is filled level by level (CountPnTable::stream) and every row checked as it is filled.
  bool streams(RunContext& ctx, std::uint64_t bound) const {
    if (ctx.keep_tables) return false;
    const CountPnTable* built = ctx.tables<int, CountPnTable>().find(0);
    return built == nullptr || built->max_stones() < bound;
  }
  template <class R>
  void stream_rows(RunContext& ctx, std::uint64_t bound, R&& row) const {
    const std::uint32_t s = stones_bound(bound);
    const std::uint64_t bytes = CountPnTable::stream_bytes(s, ctx.threads), positions = 2 * CountDomain::count_upto(s);
    const std::string what = fmt::format("the Nim* heaps<=4 P/N table up to {} stones, checked as it is filled", s);
    guard_memory(ctx, bytes, fmt::format("{} ({} positions)", what, with_commas(positions)));
    const auto start = std::chrono::steady_clock::now();
    {
      Progress progress("table fill and check: " + what, positions);
      CountPnTable::stream(
          s, ctx.threads,
          [&](unsigned worker, std::uint32_t m2, std::uint32_t m3, std::uint32_t m4, const std::uint64_t* bits) {
            one_row(s, m2, m3, m4, bits, [&](auto&&... a) { row(worker, a...); });
          },
          [&](std::uint64_t done, std::uint64_t) { progress.update(done); });
    }
    ctx.say(fmt::format("This run filled the P/N row table level by level and checked every row as it was filled, "
                              "keeping five levels of both pass states ({} at most) instead of the table: {} positions "
                              "(<= {} stones, both pass states) in {}.",
                              human_bytes(bytes), with_commas(positions), s, seconds_since(start)));
  }

 private:
  // The row (m2, m3, m4) of a table of s stones as a row check sees it (claims/check_kinds.hpp).
  template <class R>
  void one_row(std::uint32_t s, std::uint32_t m2, std::uint32_t m3, std::uint32_t m4, const std::uint64_t* bits,
               R&& row) const {
    const std::uint32_t level = 4 * m4 + 3 * m3 + 2 * m2, len = s - level + 1;
    const Counts key{{0, m2, m3, m4}, true};
    row(key, in.row_terms(key).clipped(level >= min ? 0 : min - level, len), bits, (std::uint64_t{len} + 63) / 64,
        [=](std::uint64_t m1) { return Counts{{static_cast<std::uint32_t>(m1), m2, m3, m4}, true}; });
  }
};
template <class In>
HeapsUpTo4<In> heaps_upto4(std::uint32_t min, std::string words, In in) {
  return {min, std::move(words), std::move(in)};
}

// Random positions of up to 8 heaps of 1..12 stones, sorted; RapidCheck shrinks toward fewer and
// smaller heaps. Small enough for the memo solver, large enough to matter.
inline rc::Gen<Position> gen_position(bool pass) {
  return rc::gen::map(rc::gen::container<std::vector<std::uint32_t>>(rc::gen::inRange<std::uint32_t>(1, 13)),
                      [pass](std::vector<std::uint32_t> h) {
                        if (h.size() > 8) h.resize(8);
                        std::sort(h.begin(), h.end());
                        return Position{h, pass};
                      });
}

// Any heap sizes with one pass state, 0..bound stones (by stone count, then the sorted heap list),
// then random positions; the truth is the memo solver of the rules.
struct AnyHeaps {
  using Position = nim_pass::Position;
  bool pass = true;
  std::uint64_t cases = 400;  // random cases at the standard profile

  std::string state() const { return pass ? "pass available" : "pass used"; }
  std::string range(std::uint64_t bound) const {
    return fmt::format("every position with any heap sizes, {}, n <= {} stones", state(), bound);
  }
  std::string describe() const { return fmt::format("any heap sizes, {}, n <= bound stones; then random positions", state()); }
  std::string print(const Position& p) const { return NimPass::print(p); }
  std::string game_position(const Position& p) const { return NimPass::print(p); }  // for certificates
  // The positions of exactly n stones (and `heaps` heaps, if given): what `hunt` and claim files
  // list for a total and pass state.
  template <class Visit>
  void each_with_stones(std::uint32_t n, Visit&& visit, std::optional<std::uint64_t> heaps = std::nullopt) const {
    for_each_position_with_stones(n, pass, visit, heaps);
  }
  template <class Visit>
  void each(RunContext&, std::uint64_t bound, Visit&& visit) const {
    for (std::uint32_t n = 0; n <= bound; ++n) each_with_stones(n, visit);
  }
  rc::Gen<Position> random() const { return gen_position(pass); }
  std::string random_range() const { return "random positions of up to 8 heaps of at most 12 stones, " + state(); }
  std::uint64_t random_cases() const { return cases; }
  struct Truth {
    std::shared_ptr<MemoSolver<NimPass>> memo = std::make_shared<MemoSolver<NimPass>>();
    bool is_p(const Position& p) const { return memo->grundy(p) == 0; }
  };
  Truth truth(RunContext&, std::uint64_t) const { return {}; }
};

// Every Nim* position of at most `bound` stones, both pass states: what `hunt` and claim files
// list. Order: the total n, the pass used before the pass available, then within a total and pass
// state AnyHeaps' order (the ascending heap list lexicographically), or with small = 1
// CountVectors' (the count vectors (m1, m2, m3, m4) ascending, the order of HeapsUpTo4's keys).
// Narrowed by the shape fields k (number of heaps), pass and small (with small = 0, only lists with
// a heap above 4). Truth: the dense Grundy table over any heap sizes (heaps_table.hpp, to 80
// stones), or over count vectors (small = 1, to 1,000 stones).
struct Positions {
  using Position = nim_pass::Position;
  static constexpr std::uint64_t kAnyBound = 80, kSmallBound = 1000;  // partitions grow fast
  std::optional<std::uint64_t> heaps;
  std::optional<bool> pass;
  std::optional<bool> small;

  bool small_only() const { return small == true; }
  static const std::vector<ShapeField>& shape_fields() {
    static const std::vector<ShapeField> fields = {
        {"k", "number of heaps"},
        {"pass", "the pass is still available", true},
        {"small", "every heap is at most 4 (the count vectors of Theorem 1, to 1,000 stones)", true}};
    return fields;
  }
  void check_bound(std::uint64_t bound) const {
    if (bound > (small_only() ? kSmallBound : kAnyBound))
      throw InputError(small_only() ? "nim-pass bound at most 1,000 stones with every heap at most 4"
                                    : "nim-pass hunt bound at most 80 stones (partitions grow fast; with every heap at "
                                      "most 4, where small holds, 1,000)");
  }
  // The positions whose fields have the shape's values; nullopt where none has (k < 0, a flag not
  // 0 or 1). Refuses a bound past the listing's reach.
  std::optional<Positions> narrowed(std::uint64_t bound, const Shape& shape) const {
    std::int64_t small_lo = 0, small_hi = 1, pass_lo = 0, pass_hi = 1, k_lo = 0, k_hi = INT64_MAX;
    const bool some = narrow(shape, "small", small_lo, small_hi) && narrow(shape, "pass", pass_lo, pass_hi) &&
                      narrow(shape, "k", k_lo, k_hi);
    Positions d = *this;
    if (small_lo == small_hi) d.small = small_lo == 1;
    d.check_bound(bound);  // refused before anything else, as the shape's small decides
    if (!some) return std::nullopt;
    if (pass_lo == pass_hi) d.pass = pass_lo == 1;
    if (k_lo == k_hi) d.heaps = static_cast<std::uint64_t>(k_lo);
    return d;
  }
  std::string print(const Position& p) const { return NimPass::print(p); }
  template <class Visit>
  void each(RunContext&, std::uint64_t bound, Visit&& visit) const {
    check_bound(bound);
    for (std::uint32_t n = 0; n <= bound; ++n)
      for (bool with_pass : {false, true}) {
        if (pass && *pass != with_pass) continue;
        if (small_only()) {
          CountVectors{with_pass}.each_with_stones(n, [&](const Counts& c) { visit(to_position(c)); }, heaps);
          continue;
        }
        AnyHeaps{with_pass}.each_with_stones(
            n,
            [&](const Position& p) {
              if (small == false && (p.heaps.empty() || p.heaps.back() <= 4)) return;
              visit(p);
            },
            heaps);
      }
  }
  struct Truth {
    const CountTable* counts = nullptr;
    std::shared_ptr<const DenseTable<HeapsDomain, std::uint16_t>> any;
    std::uint32_t grundy(const Position& p) const { return counts ? counts->grundy(to_counts(p)) : any->grundy(p); }
  };
  Truth truth(RunContext& ctx, std::uint64_t bound) const {
    check_bound(bound);
    const auto b = static_cast<std::uint32_t>(bound);
    if (small_only()) return {&count_table(ctx, b), nullptr};
    const std::uint64_t n = 2 * PartitionRanks(b).size();
    return {nullptr, build_table<DenseTable<HeapsDomain, std::uint16_t>>(
                         ctx, n * (2 + sizeof(std::uint32_t)), n,
                         fmt::format("Nim* positions of at most {} stones (any heaps)", bound), HeapsDomain(b))};
  }
  // Exactly, where k is free and small is not 0; otherwise not counted.
  std::optional<double> count(std::uint64_t bound) const {
    check_bound(bound);
    if (heaps || small == false) return std::nullopt;
    const auto b = static_cast<std::uint32_t>(bound);
    return (pass ? 1.0 : 2.0) * static_cast<double>(small_only() ? CountDomain::count_upto(b) : PartitionRanks(b).size());
  }
};

}  // namespace cgcheck::nim_pass
