#pragma once
// The positions of heaps of sizes at most 4 that break a rule for the P-positions, counted per
// number of stones against the P/N row table: the irregular positions of a rule.
#include <algorithm>
#include <bit>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "claims/claim.hpp"
#include "claims/row_check.hpp"
#include "core/progress.hpp"
#include "core/parallel_for.hpp"
#include "games/nim_pass/count_pn_table.hpp"
#include "games/nim_pass/domains.hpp"

namespace cgcheck::nim_pass {

// Per stone count n in min..s: how many positions (pass available) and how many break `rule` (a
// formula with rows, claims/row_check.hpp: "is P" by the rule), counted over the row items in
// parallel and summed (so the same for any thread count). By rows: a row of level L (= 2 m2 + 3 m3
// + 4 m4) holds one position of each n >= L (n = L + m1), and the positions breaking the rule are the
// set bits of P XOR the rule's row. With row_checks off (the tests' reference), every position is
// looked up one by one.
struct IrregularCounts {
  std::vector<std::uint64_t> positions, irregular;  // indexed by n
  // Summed over from <= n <= to, with the first n that has an irregular position (0: none).
  struct Sum {
    std::uint64_t positions = 0, irregular = 0;
    std::uint32_t first_n = 0;
  };
  Sum sum(std::uint32_t from, std::uint32_t to) const {
    Sum out;
    for (std::uint32_t n = from; n <= to; ++n) {
      out.positions += positions[n];
      if (out.irregular == 0 && irregular[n] != 0) out.first_n = n;
      out.irregular += irregular[n];
    }
    return out;
  }
};
template <class Rule>
IrregularCounts count_irregular(const CountPnTable& t, std::uint32_t min, std::uint32_t s, RunContext& ctx,
                                const Rule& rule) {
  const auto items = row_items(s);
  const unsigned threads = std::max(1u, ctx.threads);
  std::vector<IrregularCounts> part(threads, IrregularCounts{std::vector<std::uint64_t>(s + 2, 0),
                                                             std::vector<std::uint64_t>(s + 2, 0)});
  parallel_for(items.size(), threads, [&](std::uint64_t i, unsigned k) {
    IrregularCounts& mine = part[k];
    if (!ctx.row_checks) {
      for_each_counts_in_item(items[i], min, s, [&](const Counts& c) {
        ++mine.positions[c.stones()];
        mine.irregular[c.stones()] += t.is_p(c) != rule(c);
      });
    } else {
      // positions[] holds differences here (one per row: +1 from its first n, -1 after s),
      // summed below.
      const auto [m4, m3] = items[i];
      for (std::uint32_t m2 = 0; 4 * m4 + 3 * m3 + 2 * m2 <= s; ++m2) {
        const std::uint32_t level = 4 * m4 + 3 * m3 + 2 * m2, first = std::max(level, min);
        if (first > s) continue;
        ++mine.positions[first];
        --mine.positions[s + 1];
        const Counts key{{0, m2, m3, m4}, true};
        const RowTerms in = RowTerms{}.add(first - level, s - level + 1), said = rule.row_terms(key);
        const std::uint64_t* p = t.row(true, m2, m3, m4);
        for (std::uint64_t w = 0, nw = (std::uint64_t{s} - level + 64) / 64; w < nw; ++w)
          for (std::uint64_t bad = row_word(in, w) & (row_word(said, w) ^ p[w]); bad; bad &= bad - 1)
            ++mine.irregular[level + 64 * w + static_cast<std::uint64_t>(std::countr_zero(bad))];
      }
    }
    poll_interrupt();
  });
  if (ctx.row_checks)
    for (auto& p : part)
      for (std::uint32_t n = 1; n <= s; ++n) p.positions[n] += p.positions[n - 1];
  for (unsigned k = 1; k < threads; ++k)
    for (std::uint32_t n = 0; n <= s; ++n) {
      part[0].positions[n] += part[k].positions[n];
      part[0].irregular[n] += part[k].irregular[n];
    }
  part[0].positions.resize(s + 1);
  part[0].irregular.resize(s + 1);
  return std::move(part[0]);
}

// The positions with exactly n stones (pass available) in (m1..m4) order: how many, how many break
// `rule`, and the first that does (empty when none).
struct IrregularAt {
  std::uint64_t positions = 0, irregular = 0;
  std::string first;
};
template <class Rule>
IrregularAt irregular_at(const CountPnTable& t, std::uint32_t n, const Rule& rule) {
  IrregularAt out;
  for_each_counts_with_stones(n, true, [&](const Counts& c) {
    ++out.positions;
    if (t.is_p(c) != rule(c) && out.irregular++ == 0) out.first = print_counts(c);
  });
  return out;
}

}  // namespace cgcheck::nim_pass
