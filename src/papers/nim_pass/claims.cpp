// Claims of "The Game Positions of Nim with a Pass (heaps of sizes at most four)", Wong Oi Lin,
// 2015 (004_567416f96dbe5f38.txt), which also summarises Low & Chan (2015) for heaps <= 3.
#include <algorithm>
#include <chrono>
#include <array>
#include <map>
#include <set>
#include <tuple>
#include <memory>
#include <mutex>

#include <fmt/core.h>
#include <fmt/format.h>
#include <rapidcheck.h>

#include "core/parallel_runner.hpp"
#include "core/runner.hpp"
#include "core/workspace.hpp"
#include "core/data.hpp"
#include "core/claim.hpp"
#include "core/impartial_session.hpp"
#include "core/registry.hpp"
#include "core/dense_table.hpp"
#include "core/memo_solver.hpp"
#include "core/parallel_for.hpp"
#include "core/heat_map.hpp"
#include "games/nim_pass/count_pn_table.hpp"
#include "papers/nim_pass/formulas.hpp"
#include "games/nim_pass/nim_pass.hpp"

namespace cgcheck {
namespace {

using namespace nim_pass;
constexpr const char* kPaper = "004_567416f96dbe5f38.txt";

using CountTable = DenseTable<CountDomain>;

// One dense table serves every heaps-<=-4 claim of a run: the largest built so far answers any
// smaller bound, because a domain of S stones ranks every position of fewer stones.
// When a call builds the table, `built` (if given) receives a sentence saying how big and how long,
// so the claim that paid for it can report it.
const CountTable& count_table(std::uint32_t stones, const RunContext& ctx, std::string* built = nullptr) {
  auto& cache = ctx.tables<int, CountTable>();
  return cache.get(
      0, [stones](const CountTable& t) { return t.domain().max_stones() >= stones; },
      [&] {
        const std::uint64_t n = 2 * CountDomain::count_upto(stones);
        const auto start = std::chrono::steady_clock::now();
        auto t = build_table<CountTable>(ctx, n, n, fmt::format("the Nim* heaps<=4 table up to {} stones", stones),
                                         CountDomain(stones));
        if (built)
          *built = fmt::format("This run built the dense table: {} positions (<= {} stones, both pass states, one "
                               "byte each) in {:.1f} s.",
                               with_commas(n), stones,
                               std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
        return t;
      });
}

// Every heaps-<=-4 position with the pass available and at most `max` stones, in the documented
// order: total stones, then (m1, m2, m3, m4) lexicographically.
template <class Visit>
void for_each_counts(std::uint32_t min, std::uint32_t max, Visit&& visit) {
  for (std::uint32_t n = min; n <= max; ++n) for_each_counts_with_stones(n, true, visit);
}

std::string pn(bool p) { return p ? "P" : "N"; }

std::uint64_t counts_in(std::uint32_t min, std::uint32_t max) {
  return CountDomain::count_upto(max) - (min == 0 ? 0 : CountDomain::count_upto(min - 1));
}

// The P/N row table for the claims that only need P or N (every Theorem 1 style claim): filled a
// row at a time, so the deep bound (1000 stones, 3.5e9 positions) takes seconds rather than the
// generic table's minutes. The generic Grundy table above stays for Grundy pictures and small
// bounds, and the two are compared on every position in the property tests.
const CountPnTable& pn_table(std::uint32_t stones, const RunContext& ctx, std::string* built = nullptr) {
  auto& cache = ctx.tables<int, CountPnTable>();
  return cache.get(
      0, [stones](const CountPnTable& t) { return t.max_stones() >= stones; },
      [&] {
        const auto start = std::chrono::steady_clock::now();
        auto t = build_table<CountPnTable>(ctx, CountPnTable::estimate_bytes(stones), 2 * CountDomain::count_upto(stones),
                                           fmt::format("the Nim* heaps<=4 P/N table up to {} stones", stones),
                                           stones, ctx.threads);
        if (built)
          *built = fmt::format("This run built the P/N row table: {} positions (<= {} stones, both pass states, one "
                               "bit each, {}) in {:.1f} s.",
                               with_commas(t->positions()), stones, human_bytes(t->bytes()),
                               std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
        return t;
      });
}

// Work items for parallel walks over every heaps-<=-4 position with at most s stones: one item
// per (m4, m3), whose positions are walked in the row table's storage order (m2, then m1) so its
// bits are read sequentially. Counts and minimal counterexamples do not depend on the walk: the
// runners take the smallest failure under the documented order.
std::vector<std::pair<std::uint32_t, std::uint32_t>> row_items(std::uint32_t s) {
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

// Per stone count n in min..s: how many positions (pass available) and how many of them break the
// (o,e,e,e)/(e,o,o,e) rule, counted over the items in parallel and summed (so the same for any
// thread count).
struct IrregularCounts {
  std::vector<std::uint64_t> positions, irregular;  // indexed by n
};
IrregularCounts count_irregular(const CountPnTable& t, std::uint32_t min, std::uint32_t s, unsigned threads) {
  const auto items = row_items(s);
  threads = std::max(1u, threads);
  std::vector<IrregularCounts> part(threads, IrregularCounts{std::vector<std::uint64_t>(s + 1, 0),
                                                             std::vector<std::uint64_t>(s + 1, 0)});
  parallel_for(items.size(), threads, [&](std::uint64_t i, unsigned k) {
    for_each_counts_in_item(items[i], min, s, [&](const Counts& c) {
      const auto n = c.stones();
      ++part[k].positions[n];
      part[k].irregular[n] += t.is_p(c) != parity_rule(c);
    });
    poll_interrupt();
  });
  for (unsigned k = 1; k < threads; ++k)
    for (std::uint32_t n = 0; n <= s; ++n) {
      part[0].positions[n] += part[k].positions[n];
      part[0].irregular[n] += part[k].irregular[n];
    }
  return std::move(part[0]);
}

// A claim "among heaps-<=-4 positions (pass available) with min..bound stones where `in_domain`
// holds, the paper's P-prediction `claims_p` equals the truth", checked exhaustively against the
// P/N row table. With only_if, the claim is "P if ...": only its predicted P-positions are checked.
template <class InDomain, class ClaimsP>
auto counts_check(std::uint32_t min_stones, std::string domain_words, InDomain in_domain, ClaimsP claims_p,
                  bool only_if = false) {
  return [=](ClaimResult& res, const RunContext& ctx, std::uint64_t bound) {
    if (bound > 100000) throw InputError(fmt::format("nim-pass bound {} too large (at most 100000 stones)", bound));
    const auto s = static_cast<std::uint32_t>(bound);
    const CountPnTable& t = pn_table(s, ctx, &res.message);
    // One work item per (m4, m3), walking its rows in storage order (m2, then m1) so the bits are
    // read sequentially. The minimal counterexample is the smallest under the documented order
    // (stones, then (m1, m2, m3, m4)) whatever the walk and the thread count.
    const auto items = row_items(s);
    run_exhaustive_parallel<Counts>(
        res, fmt::format("{}, {} <= n <= {} stones, pass available", domain_words, min_stones, s), items.size(),
        ctx.threads,
        [&](std::uint64_t item, auto visit) {
          for_each_counts_in_item(items[item], min_stones, s, [&](const Counts& c) {
            if (in_domain(c) && (!only_if || claims_p(c))) visit(c);
          });
        },
        [&](const Counts& c) -> Verdict {
          const bool said = claims_p(c);
          const bool truth = t.is_p(c);
          if (said == truth) return std::nullopt;
          return mismatch(pn(said), pn(truth));
        },
        print_counts, [](const Counts& c) { return std::tuple{c.stones(), c.m[0], c.m[1], c.m[2], c.m[3]}; },
        "Nim* positions");
  };
}

bool only_sizes(const Counts& c, unsigned max_size) {
  for (unsigned k = max_size + 1; k <= 4; ++k)
    if (c.m[k - 1] != 0) return false;
  return true;
}

// Any heap sizes, both pass states, n stones from 0 to bound, through the generic memo solver.
template <class Visit>
void for_each_position(std::uint32_t max, bool pass, Visit&& visit) {
  for (std::uint32_t n = 0; n <= max; ++n) for_each_position_with_stones(n, pass, visit);
}

rc::Gen<Position> gen_position(bool pass) {
  // Up to 8 heaps of up to 12 stones: small enough for the memo solver, large enough to matter.
  // RapidCheck shrinks toward fewer and smaller heaps.
  return rc::gen::map(rc::gen::container<std::vector<std::uint32_t>>(rc::gen::inRange<std::uint32_t>(1, 13)),
                      [pass](std::vector<std::uint32_t> h) {
                        if (h.size() > 8) h.resize(8);
                        std::sort(h.begin(), h.end());
                        return Position{h, pass};
                      });
}


void add_claims(Registry& r) {
  // Stones. The P/N row table makes 1000 cheap (about 3 s to fill, a few seconds per claim on 2
  // cores); the deep run, 1500 stones, fills a 2.4 GiB table and checks 8.9e9 positions per claim.
  const Bounds heaps4{300, 1000, 1500};
  const std::string thm_domain =
      "heaps of sizes at most 4 with the pass available, as count vectors (m1,m2,m3,m4); bound = "
      "the largest number of stones n = m1 + 2m2 + 3m3 + 4m4";

  // ---- Table 1 (Low & Chan's results for heaps <= 3), page 5 ----
  const std::string t1_note_sizes =
      "\"Played on heaps of sizes 1 and 2\" is read as: no heap is larger than the largest listed "
      "size (m_k = 0 for unlisted k); listed sizes may be absent. The text gives no other reading "
      "of the restriction.";
  r.add(Claim{"nim-pass/table-1-row-1", "nim-pass", {kPaper, "Table 1, row 1", "Section 2 (p. 5)"},
              "Nim* on heaps of size 1, n >= 3: P iff m1 is odd.",
              "positions with only heaps of size 1; bound = largest n", "solver (dense table) vs the row's parities, as \"iff\"",
              t1_note_sizes, Expectation::holds, heaps4,
              counts_check(3, "only heaps of size 1", [](const Counts& c) { return only_sizes(c, 1); },
                           [](const Counts& c) { return odd(c.m[0]); })});
  r.add(Claim{"nim-pass/table-1-row-2", "nim-pass", {kPaper, "Table 1, row 2", "Section 2 (p. 5)"},
              "Nim* on heaps of sizes 1 and 2, n >= 7: P iff m1 is odd and m2 is even.",
              "positions with heaps of sizes <= 2; bound = largest n", "solver vs the row's parities, as \"iff\"",
              t1_note_sizes, Expectation::holds, heaps4,
              counts_check(7, "heaps of sizes <= 2", [](const Counts& c) { return only_sizes(c, 2); },
                           [](const Counts& c) { return odd(c.m[0]) && !odd(c.m[1]); })});
  r.add(Claim{"nim-pass/table-1-row-3", "nim-pass", {kPaper, "Table 1, row 3", "Section 2 (p. 5)"},
              "Nim* on heaps of sizes 1, 2 and 3, n >= 10: (m1, m2, m3) = (odd, even, even) is a P-position.",
              "positions with heaps of sizes <= 3 and the row's parities; bound = largest n",
              "solver at every position the row calls P (rows 3 and 4 share a domain, so each row alone is an \"if\")",
              t1_note_sizes + " Extraction damage: the first column prints \"1 2 12\" and the threshold \"> 10\"; "
              "repaired to \"1, 2 and 3\" and \">= 10\" from row 4 and Table 2.",
              Expectation::holds, heaps4,
              counts_check(10, "heaps of sizes <= 3", [](const Counts& c) { return only_sizes(c, 3); },
                           [](const Counts& c) { return odd(c.m[0]) && !odd(c.m[1]) && !odd(c.m[2]); }, true)});
  r.add(Claim{"nim-pass/table-1-row-4", "nim-pass", {kPaper, "Table 1, row 4", "Section 2 (p. 5)"},
              "Nim* on heaps of sizes 1, 2 and 3, n >= 10: (m1, m2, m3) = (even, even, even) is a P-position (as printed).",
              "positions with heaps of sizes <= 3 and the printed parities; bound = largest n",
              "solver at every position the row calls P",
              t1_note_sizes + " As printed the row cannot hold: every heap count even gives nim-sum 0, and a "
              "non-empty nim-sum-0 position with the pass available is N (the player to move passes into a Nim "
              "P-position; see remark-nimsum-0-is-n). Table 2 prints this row's nim-sum as \"Even Odd\", which fits (even, odd, odd); "
              "see table-1-row-4-repaired.",
              Expectation::refuted, heaps4,
              counts_check(10, "heaps of sizes <= 3", [](const Counts& c) { return only_sizes(c, 3); },
                           [](const Counts& c) { return !odd(c.m[0]) && !odd(c.m[1]) && !odd(c.m[2]); }, true)});
  r.add(Claim{"nim-pass/table-1-row-4-repaired", "nim-pass", {kPaper, "Table 1, row 4 (repaired)", "Section 2 (p. 5)"},
              "Nim* on heaps of sizes 1, 2 and 3, n >= 10: (m1, m2, m3) = (even, odd, odd) is a P-position.",
              "positions with heaps of sizes <= 3 and parities (even, odd, odd); bound = largest n",
              "solver at every position the repaired row calls P",
              "Repair of row 4 from Table 2's nim-sum column (\"Even Odd\", i.e. nim-sum 1) and from the text's "
              "(e, o, o, e) pattern; not printed in the paper.",
              Expectation::holds, heaps4,
              counts_check(10, "heaps of sizes <= 3", [](const Counts& c) { return only_sizes(c, 3); },
                           [](const Counts& c) { return !odd(c.m[0]) && odd(c.m[1]) && odd(c.m[2]); }, true)});
  r.add(Claim{"nim-pass/table-1-rows-3-4", "nim-pass", {kPaper, "Table 1, rows 3 and 4 (repaired)", "Section 2 (p. 5)"},
              "Nim* on heaps of sizes 1, 2 and 3, n >= 10: P iff (m1, m2, m3) is (odd, even, even) or (even, odd, odd).",
              "positions with heaps of sizes <= 3; bound = largest n", "solver vs the two rows together, as \"iff\"",
              t1_note_sizes + " Reads the table as the complete list of P-positions of its domain, with row 4 repaired.",
              Expectation::holds, heaps4,
              counts_check(10, "heaps of sizes <= 3", [](const Counts& c) { return only_sizes(c, 3); },
                           [](const Counts& c) {
                             return (odd(c.m[0]) && !odd(c.m[1]) && !odd(c.m[2])) ||
                                    (!odd(c.m[0]) && odd(c.m[1]) && odd(c.m[2]));
                           })});

  // ---- Table 2: the nim-sum column ----
  r.add(Claim{"nim-pass/table-2", "nim-pass", {kPaper, "Table 2", "Section 2 (p. 5)"},
              "The P-positions of each row of Table 1 have the printed nim-sum: row 1 \"Odd\", rows 2-4 \"Even Odd\" "
              "(binary column parities, most significant first; both mean nim-sum 1).",
              "heaps of sizes <= 3 with the stone threshold of the row whose sizes they use (1: n >= 3; <= 2: n >= 7; "
              "<= 3: n >= 10); bound = largest n",
              "every position the solver finds P has nim-sum 1",
              "Row 3's nim-sum prints as \"E 011\" (extraction damage), read as \"Even Odd\" like rows 2 and 4.",
              Expectation::holds, heaps4, [](ClaimResult& res, const RunContext& ctx, std::uint64_t bound) {
                const auto s = static_cast<std::uint32_t>(bound);
                const CountPnTable& t = pn_table(s, ctx);
                auto threshold = [](const Counts& c) -> std::uint32_t {
                  return only_sizes(c, 1) ? 3 : only_sizes(c, 2) ? 7 : 10;
                };
                const auto items = row_items(s);
                run_exhaustive_parallel<Counts>(
                    res, fmt::format("P-positions with heaps of sizes <= 3, row threshold <= n <= {}", s), items.size(),
                    ctx.threads,
                    [&](std::uint64_t item, auto visit) {
                      if (items[item].first != 0) return;  // heaps of size 4 are outside the table's rows
                      for_each_counts_in_item(items[item], 3, s, [&](const Counts& c) {
                        if (c.stones() >= threshold(c) && t.is_p(c)) visit(c);
                      });
                    },
                    [&](const Counts& c) -> Verdict {
                      if (nim_sum(c) == 1) return std::nullopt;
                      return Mismatch{"nim-sum 1", fmt::format("nim-sum {}", nim_sum(c)), "P with another nim-sum"};
                    },
                    print_counts, [](const Counts& c) { return std::tuple{c.stones(), c.m[0], c.m[1], c.m[2], c.m[3]}; });
              }});

  // ---- The text before Lemma 1 (Section 2, p. 5) ----
  r.add(Claim{"nim-pass/remark-eeo", "nim-pass", {kPaper, "text before Lemma 1", "Section 2 (p. 5)"},
              "Nim* on (m1,m2,m3,m4) is a P-position iff (m1,m2,m3,m4) is (o,e,e,e) or (e,o,o,e), \"under some "
              "restrictions on the total number of stones\".",
              thm_domain, "solver vs the parity rule at every n (the restriction is not stated)",
              "The paper itself says the rule fails at the terminal position and that irregularities persist at 38 "
              "stones; recorded as refuted with the irregular positions counted. The restriction Theorem 1 finally "
              "gives is case A (m1 + m3 >= 2 or m2 - m4 >= 4), see thm-1-case-a.",
              Expectation::refuted, heaps4,
              counts_check(0, "heaps of sizes <= 4", [](const Counts&) { return true; }, parity_rule)});
  r.add(Claim{"nim-pass/remark-irregular-38", "nim-pass", {kPaper, "text before Lemma 1", "Section 2 (p. 5)"},
              "\"Even when the total number of stones is 38, irregularities still appear\": some position with 38 "
              "stones has a P-status that differs from the (o,e,e,e)/(e,o,o,e) rule.",
              "heaps-<=-4 positions with exactly 38 stones, pass available (the bound is not used)",
              "solver: at least one position of 38 stones breaks the parity rule; a failure is reported only if none does",
              "Read literally (exactly 38 stones) the remark fails: no position of 38 stones is irregular (the nearest "
              "irregular stone counts are 37 and 39). The reading \"some irregular position with n >= 38\" is "
              "remark-irregular-beyond-38.", Expectation::refuted, {38, 38, 38},
              [](ClaimResult& res, const RunContext& ctx, std::uint64_t) {
                const CountPnTable& t = pn_table(38, ctx);
                std::uint64_t count = 0, irregular = 0;
                std::string first;
                for_each_counts_with_stones(38, true, [&](const Counts& c) {
                  ++count;
                  if ((t.is_p(c)) != parity_rule(c) && irregular++ == 0) first = print_counts(c);
                });
                res.checked.push_back({"exhaustive", count, "every heaps-<=-4 position with exactly 38 stones"});
                if (irregular == 0)
                  record_failure(res, "(every position of 38 stones)", {"an irregular position", "none", ""}, "exhaustive");
                else
                  res.message = fmt::format("{} irregular positions at 38 stones; the first is {}", irregular, first);
              }});
  r.add(Claim{"nim-pass/remark-irregular-beyond-38", "nim-pass", {kPaper, "text before Lemma 1", "Section 2 (p. 5)"},
              "Irregularities still appear at 38 stones and beyond: some position with n >= 38 stones breaks the "
              "(o,e,e,e)/(e,o,o,e) rule.",
              "heaps-<=-4 positions, pass available, 38 <= n <= bound",
              "solver: at least one irregular position exists in the range; a failure is reported only if none does",
              "The second reading of the remark (see remark-irregular-38).", Expectation::holds, heaps4,
              [](ClaimResult& res, const RunContext& ctx, std::uint64_t bound) {
                const auto s = static_cast<std::uint32_t>(std::max<std::uint64_t>(bound, 38));
                const CountPnTable& t = pn_table(s, ctx);
                const IrregularCounts ic = count_irregular(t, 38, s, ctx.threads);
                std::uint64_t count = 0, irregular = 0;
                std::uint32_t first_n = 0;
                for (std::uint32_t n = 38; n <= s; ++n) {
                  count += ic.positions[n];
                  if (irregular == 0 && ic.irregular[n] != 0) first_n = n;
                  irregular += ic.irregular[n];
                }
                res.checked.push_back({"exhaustive", count, fmt::format("every heaps-<=-4 position with 38 <= n <= {}", s)});
                if (irregular == 0) {
                  record_failure(res, "(every position in the range)", {"an irregular position", "none", ""}, "exhaustive");
                } else {
                  // The first irregular position in size order lies at first_n; find it in (m1..m4) order.
                  std::string first;
                  for_each_counts_with_stones(first_n, true, [&](const Counts& c) {
                    if (first.empty() && t.is_p(c) != parity_rule(c)) first = print_counts(c);
                  });
                  res.message = fmt::format("{} irregular positions; the first in size order is {}", with_commas(irregular), first);
                }
              }});
  r.add(Claim{"nim-pass/conj-irregularities-continue", "nim-pass", {kPaper, "text before Lemma 1", "Section 2 (p. 5)"},
              "Irregularities \"will most likely continue\": for every stone count n >= 38 some position breaks the "
              "(o,e,e,e)/(e,o,o,e) rule.",
              "heaps-<=-4 positions, pass available, 38 <= n <= bound",
              "for each n, solver vs the parity rule; a stone count with no irregular position is a counterexample",
              "Read as a conjecture about every n, the strongest form of the remark; it fails already at n = 38 (and at "
              "other n: see the exploration table), while irregular positions keep appearing at larger n "
              "(remark-irregular-beyond-38).", Expectation::refuted, heaps4,
              [](ClaimResult& res, const RunContext& ctx, std::uint64_t bound) {
                const auto s = static_cast<std::uint32_t>(bound);
                const CountPnTable& t = pn_table(s, ctx);
                Coverage cov{"exhaustive", 0, fmt::format("every heaps-<=-4 position with 38 <= n <= {} stones", s)};
                const IrregularCounts ic = count_irregular(t, 38, s, ctx.threads);
                for (std::uint32_t n = 38; n <= s; ++n) {
                  cov.count += ic.positions[n];
                  if (ic.irregular[n] == 0)
                    record_failure(res, fmt::format("n = {}", n), {"an irregular position", "none", "no irregularity"},
                                   "exhaustive in stone order (smallest n)");
                }
                res.checked.push_back(cov);
              }});

  // ---- Lemma 1 and Lemma 2 (Section 3) ----
  r.add(Claim{"nim-pass/lemma-1", "nim-pass", {kPaper, "Lemma 1", "Section 3"},
              "(1,1,0,e) is a P-position if e = 6p; (1,0,0,e) is a P-position if e = 6p + 2; (0,0,1,e) is a "
              "P-position if e = 6p + 4 (p a non-negative integer, e the number of heaps of size 4).",
              "the three families with n <= bound stones", "solver at each member of the three families",
              "Checked unconditionally (the lemma's hypothesis is Theorem 1 case B below n, checked separately).",
              Expectation::holds, heaps4,
              counts_check(0, "the families (1,1,0,6p), (1,0,0,6p+2), (0,0,1,6p+4)",
                           [](const Counts& c) {
                             const auto& m = c.m;
                             return (m[0] == 1 && m[1] == 1 && m[2] == 0 && m[3] % 6 == 0) ||
                                    (m[0] == 1 && m[1] == 0 && m[2] == 0 && m[3] % 6 == 2) ||
                                    (m[0] == 0 && m[1] == 0 && m[2] == 1 && m[3] % 6 == 4);
                           },
                           [](const Counts&) { return true; })});
  r.add(Claim{"nim-pass/lemma-2", "nim-pass", {kPaper, "Lemma 2", "Section 3"},
              "(1,0,1,e) is an N-position for every even e.",
              "positions (1,0,1,e), e even, n <= bound", "solver at each member of the family",
              "Checked unconditionally (the lemma's hypothesis is Theorem 1 case B below n).", Expectation::holds, heaps4,
              counts_check(0, "the family (1,0,1,e), e even",
                           [](const Counts& c) { return c.m[0] == 1 && c.m[1] == 0 && c.m[2] == 1 && c.m[3] % 2 == 0; },
                           [](const Counts&) { return false; })});
  r.add(Claim{"nim-pass/lemma-2-heap-of-2", "nim-pass", {kPaper, "Lemma 2 (use in Lemma 3)", "Section 3"},
              "Removing a heap of 2 from (1,e,0,e) with m2 - m4 = 4 leaves an N-position: (1, Y+3, 0, Y) is N for even Y.",
              "positions (1, Y+3, 0, Y), Y even, n <= bound", "solver at each member of the family",
              "", Expectation::holds, heaps4,
              counts_check(0, "the family (1,Y+3,0,Y), Y even",
                           [](const Counts& c) {
                             return c.m[0] == 1 && c.m[2] == 0 && c.m[3] % 2 == 0 && c.m[1] == c.m[3] + 3;
                           },
                           [](const Counts&) { return false; })});

  // ---- Theorem 1 (Section 3) ----
  r.add(Claim{"nim-pass/thm-1-case-a", "nim-pass", {kPaper, "Theorem 1 (first case)", "Section 3"},
              "If m1 + m3 >= 2 or m2 - m4 >= 4, (m1,m2,m3,m4) is a P-position iff it is (o,e,e,e) or (e,o,o,e).",
              thm_domain + "; only positions with m1 + m3 >= 2 or m2 - m4 >= 4", "solver (dense table) vs the parity rule",
              "Extraction lost the minus sign in \"m2 - m4\" (printed \"m2 m4\"); repaired.", Expectation::holds, heaps4,
              counts_check(0, "case A positions", theorem1_case_a, parity_rule)});
  for (auto [reading, suffix, words] :
       {std::tuple{ExceptionP::positive, "p-positive", "p a positive integer (as in (i)): the exception removes Y = 7, 13, ..."},
        std::tuple{ExceptionP::non_negative, "p-nonneg", "p a non-negative integer: the exception removes Y = 1, 7, 13, ..."}}) {
    r.add(Claim{fmt::format("nim-pass/thm-1-case-b-{}", suffix), "nim-pass",
                {kPaper, "Theorem 1 (second case)", "Section 3"},
                "If m1 + m3 < 2 and m2 - m4 < 4, with X = m2 and Y = m4, the position is P iff (i) (0,0,0,Y), Y = 0 or "
                "Y = 6p+1 with p a positive integer; (ii) (0,X,0,Y), X odd, Y = X - 3; (iii) (1,X,0,Y), Y = X + 3p - 1, p "
                "an integer; (iv) (0,X,1,Y), Y = X + 3p - 2, p an integer, except (1) X = 0 and Y = 6p + 1 and (2) X even "
                "and Y = X - 2. Exception (1) read with " + std::string(words) + ".",
                thm_domain + "; only positions with m1 + m3 < 2 and m2 - m4 < 4",
                "solver (dense table) vs (i)-(iv), as \"iff\" (the theorem says \"when\"; the proof's Lemma 3 shows the "
                "others are N)",
                "Extraction lost minus signs: \"Y = X 3\", \"Y = X + 3p 1\", \"Y = X + 3p 2\", \"Y = X 2\" read Y = X - 3, "
                "X + 3p - 1, X + 3p - 2, X - 2. The range of p in exception (1) is not restated, so each reading is "
                "its own claim.",
                reading == ExceptionP::positive ? Expectation::holds : Expectation::refuted, heaps4,
                counts_check(0, "case B positions", [](const Counts& c) { return !theorem1_case_a(c); },
                             [rd = reading](const Counts& c) { return theorem1_case_b(c, rd); })});
  }

  // ---- Table 3 (Appendix I) ----
  r.add(Claim{"nim-pass/table-3", "nim-pass", {kPaper, "Table 3", "Appendix I"},
              "Every row of the table (position (m1,m2,m3,m4) with n <= 19 stones, pass available) has the printed "
              "label P or N.",
              "the rows transcribed in data/nim-pass-table-3.csv", "solver at each row vs the printed label",
              "Finding: two printed labels are wrong, (5,0,0,0) under n = 5 and (4,1,1,0) under n = 9 are printed N but are "
              "P (the paper's own Table 1 row 1 and Theorem 1 case A also say P). Five rows are printed under a section "
              "whose n is not their stone count; they are checked as printed. See data/nim-pass-table-3.md for the "
              "transcription.", Expectation::refuted,
              {19, 19, 19}, [](ClaimResult& res, const RunContext& ctx, std::uint64_t) {
                const CountTable& t = count_table(24, ctx);  // misplaced rows reach 22 stones
                struct Row { Counts c; std::string label; std::string section; };
                std::vector<Row> rows;
                for (const auto& f : read_data_csv("nim-pass-table-3.csv")) {
                  if (f.size() < 7) throw std::runtime_error("data/nim-pass-table-3.csv: short row");
                  Counts c;
                  for (int k = 0; k < 4; ++k) c.m[k] = static_cast<std::uint32_t>(std::stoul(f[1 + k]));
                  rows.push_back({c, f[6], f[0]});
                }
                run_cases(res, fmt::format("{} printed rows of Table 3", rows.size()), rows,
                          [&](const Row& row) -> Verdict {
                                                        const std::string truth = pn(t.grundy(row.c) == 0);
                            if (truth == row.label) return std::nullopt;
                            return mismatch(row.label, truth);
                          },
                          [](const Row& row) { return fmt::format("{} (section n = {})", print_counts(row.c), row.section); });
              }});
  r.add(Claim{"nim-pass/table-3-complete", "nim-pass", {kPaper, "Table 3", "Appendix I"},
              "Table 3 lists \"all the possibilities for 1 <= n <= 19\": every heaps-<=-4 position with 1 <= n <= 19 "
              "appears in it.",
              "every heaps-<=-4 position with 1 <= n <= 19", "each position is looked up among the transcribed rows",
              "Finding: 53 of the 608 positions with 1 <= n <= 19 never appear (all with m4 = 0; 13 of them are P), "
              "so the base case of the paper's induction is not a complete check.", Expectation::refuted, {19, 19, 19}, [](ClaimResult& res, const RunContext&, std::uint64_t) {
                std::set<std::array<std::uint32_t, 4>> listed;
                for (const auto& f : read_data_csv("nim-pass-table-3.csv"))
                  listed.insert({static_cast<std::uint32_t>(std::stoul(f[1])), static_cast<std::uint32_t>(std::stoul(f[2])),
                                 static_cast<std::uint32_t>(std::stoul(f[3])), static_cast<std::uint32_t>(std::stoul(f[4]))});
                run_exhaustive(
                    res, "every heaps-<=-4 position with 1 <= n <= 19", counts_in(1, 19),
                    [&](auto visit) { for_each_counts(1, 19, visit); },
                    [&](const Counts& c) -> Verdict {
                      if (listed.contains(c.m)) return std::nullopt;
                      return Mismatch{"listed", "missing", "position missing from the table"};
                    },
                    print_counts);
              }});

  // ---- Properties that follow from the rules (any heap sizes) ----
  const Bounds any{24, 40, 50};
  r.add(Claim{"nim-pass/remark-pass-used-is-nim", "nim-pass", {kPaper, "rules (Section 1)", "Section 1"},
              "Once the pass is used the game is Nim: P iff the nim-sum is 0 (Bouton).",
              "any heap sizes, pass used, n <= bound stones; then random positions", "memo solver vs the nim-sum",
              "", Expectation::holds, any, [](ClaimResult& res, const RunContext& ctx, std::uint64_t bound) {
                MemoSolver<NimPass> solver;
                auto check = [&](const Position& p) -> Verdict {
                  const bool said = nim_sum(p) == 0, truth = solver.grundy(p) == 0;
                  return said == truth ? Verdict{} : mismatch(pn(said), pn(truth));
                };
                run_exhaustive(res, fmt::format("every position with any heap sizes, pass used, n <= {} stones", bound), 0,
                               [&](auto visit) { for_each_position(static_cast<std::uint32_t>(bound), false, visit); },
                               check, NimPass::print);
                run_random(res, "random positions of up to 8 heaps of at most 12 stones, pass used", gen_position(false),
                           ctx.random_cases_for(400), ctx.seed, check, NimPass::print);
              }});
  r.add(Claim{"nim-pass/remark-nimsum-0-is-n", "nim-pass", {kPaper, "rules (Section 1)", "Section 1"},
              "With the pass available, every non-empty position of nim-sum 0 is N (the mover passes into a Nim "
              "P-position).",
              "any heap sizes, pass available, 1 <= n <= bound stones; then random positions",
              "memo solver at every non-empty nim-sum-0 position", "", Expectation::holds, any,
              [](ClaimResult& res, const RunContext& ctx, std::uint64_t bound) {
                MemoSolver<NimPass> solver;
                auto check = [&](const Position& p) -> Verdict {
                  if (p.heaps.empty() || nim_sum(p) != 0) return std::nullopt;
                  return solver.grundy(p) != 0 ? Verdict{} : mismatch("N", "P");
                };
                run_exhaustive(res, fmt::format("every position with any heap sizes, pass available, n <= {} stones", bound),
                               0, [&](auto visit) { for_each_position(static_cast<std::uint32_t>(bound), true, visit); },
                               check, NimPass::print);
                run_random(res, "random positions of up to 8 heaps of at most 12 stones, pass available",
                           gen_position(true), ctx.random_cases_for(400), ctx.seed, check, NimPass::print);
              }});
  r.add(Claim{"nim-pass/remark-terminal-p", "nim-pass", {kPaper, "rules (Section 1)", "Section 2 (p. 5)"},
              "The terminal position (0,0,0,0) is a P-position even though the pass is available (it cannot be "
              "used at the end of the game).",
              "the empty position, pass available and pass used", "memo solver and dense table", "", Expectation::holds,
              {0, 0, 0}, [](ClaimResult& res, const RunContext& ctx, std::uint64_t) {
                MemoSolver<NimPass> solver;
                const CountTable& t = count_table(4, ctx);
                const std::vector<Position> cases{Position{{}, true}, Position{{}, false}};
                run_cases(res, "the empty position with and without the pass", cases,
                          [&](const Position& p) -> Verdict {
                            const bool memo = solver.grundy(p) == 0, dense = t.grundy(to_counts(p)) == 0;
                            if (memo && dense) return std::nullopt;
                            return mismatch("P", pn(memo && dense));
                          },
                          NimPass::print);
              }});
}

std::string exploration(const RunContext& ctx) {
  const std::uint32_t s = 40;
  const CountTable& t = count_table(std::max<std::uint32_t>(s, 1), ctx);
  std::string md;
  md += "### P-positions per stone count (heaps <= 4, pass available)\n\n";
  md += "Irregular = P-status differs from the (o,e,e,e)/(e,o,o,e) rule; case-B = positions with m1 + m3 < 2 and m2 - m4 < 4.\n\n";
  md += "| n | positions | P-positions | irregular | irregular positions |\n|---:|---:|---:|---:|---|\n";
  for (std::uint32_t n = 0; n <= s; ++n) {
    std::uint64_t count = 0, p = 0, irr = 0;
    std::vector<std::string> list;
    for_each_counts_with_stones(n, true, [&](const Counts& c) {
      ++count;
      const bool isp = t.grundy(c) == 0;
      p += isp;
      if (isp != parity_rule(c)) {
        ++irr;
        if (list.size() < 6) list.push_back(fmt::format("{}{}", print_counts(c), isp ? " P" : " N"));
      }
    });
    md += fmt::format("| {} | {} | {} | {} | {}{} |\n", n, count, p, irr, fmt::join(list, ", "), irr > list.size() ? ", ..." : "");
  }
  md += "\n### Grundy values of small positions (pass available)\n\n";
  md += "Grundy value of (m1, m2, 0, 0) with the pass available (rows m1, columns m2):\n\n| m1 \\ m2 |";
  for (int m2 = 0; m2 <= 8; ++m2) md += fmt::format(" {} |", m2);
  md += "\n|---|";
  for (int m2 = 0; m2 <= 8; ++m2) md += "---:|";
  md += "\n";
  for (std::uint32_t m1 = 0; m1 <= 8; ++m1) {
    md += fmt::format("| {} |", m1);
    for (std::uint32_t m2 = 0; m2 <= 8; ++m2) md += fmt::format(" {} |", t.grundy(Counts{{m1, m2, 0, 0}, true}));
    md += "\n";
  }
  return md;
}

std::vector<Picture> pictures(const RunContext& ctx) {
  const CountTable& t = count_table(230, ctx);  // the largest slice cell, (1, 36, 0, 36), has 217 stones
  std::vector<Picture> out;
  auto slice = [&](std::string file, std::string title, std::string caption, bool binary, int max, auto make) {
    HeatMap m;
    m.title = std::move(title);
    m.binary = binary;
    m.x_min = m.y_min = 0;
    m.x_max = m.y_max = max;
    m.value = [&t, make](int x, int y) -> std::optional<unsigned> { return t.grundy(make(x, y)); };
    out.push_back({std::move(file), std::move(caption), {}});
    return m;
  };
  {
    HeatMap m = slice("nim-pass-p-m1-m2.svg", "Nim*: P-positions of (m1, m2, 0, 0), pass available",
                      "Nim* P-positions (black) among heaps of sizes 1 and 2: (m1, m2, 0, 0), pass available. Beyond "
                      "n >= 7 they are exactly m1 odd, m2 even (Table 1, row 2).",
                      true, 40, [](int x, int y) { return Counts{{std::uint32_t(x), std::uint32_t(y), 0, 0}, true}; });
    m.x_label = "m1 (heaps of size 1)";
    m.y_label = "m2 (heaps of size 2)";
    out.back().map = std::move(m);
  }
  for (std::uint32_t m1 : {0u, 1u}) {
    const std::uint32_t m3 = 1 - m1;
    HeatMap m = slice(fmt::format("nim-pass-grundy-{}-x-{}-y.svg", m1, m3),
                      fmt::format("Nim*: Grundy values of ({}, m2, {}, m4), pass available", m1, m3),
                      fmt::format("Grundy values of ({}, X, {}, Y) with the pass available: the case-B region of "
                                  "Theorem 1 (m1 + m3 < 2) where P-positions (black) follow congruences mod 3 and 6 "
                                  "rather than the nim-sum.", m1, m3),
                      false, 36, [m1, m3](int x, int y) { return Counts{{m1, std::uint32_t(x), m3, std::uint32_t(y)}, true}; });
    m.x_label = "X = m2 (heaps of size 2)";
    m.y_label = "Y = m4 (heaps of size 4)";
    out.back().map = std::move(m);
  }
  return out;
}

}  // namespace

// Temporarily here: the game's entry moves to src/games/nim_pass/ with the paper's conversion.
void register_game_nim_pass(Registry& r) {
  r.add(GameEntry{"nim-pass", "Nim with one pass shared by both players", kPaper,
                  "heap sizes separated by commas, ';pass=0' once the pass is used: 3,5,6 or 3,5,6;pass=0", false,
                  [] { return std::make_unique<ImpartialSession<NimPass>>(); },
                  Explorer{"total stones (any heap sizes, both pass states)",
                           [](std::uint64_t bound, const std::function<void(const std::string&)>& visit) {
                             if (bound > 80) throw InputError("nim-pass hunt bound at most 80 stones (partitions grow fast)");
                             for (std::uint32_t n = 0; n <= bound; ++n)
                               for (bool pass : {false, true})
                                 for_each_position_with_stones(n, pass, [&](const Position& p) { visit(NimPass::print(p)); });
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
                           }},
                  [](std::string_view text) { return NimPass::print(NimPass::parse(text)); }});
}

void register_paper_nim_pass(Registry& r) {
  r.add(PaperEntry{
      kPaper, "Wong Oi Lin, \"The Game Positions of Nim with a Pass (heaps of sizes at most four)\" (2015)", "nim-pass",
      {"nim-pass"},
      "Nim (a move removes one or more stones from one heap) plus a single pass for the whole game, shared by both "
      "players: whoever uses it first uses it up. The pass hands the turn over and leaves the heaps alone; it cannot "
      "be used when every heap is empty (the game is over). Normal play.\n\n"
      "Positions are the multiset of heap sizes plus the pass bit (`3,5,6`, `3,5,6;pass=0`). Two state spaces are "
      "solved: any heap sizes by the generic memoized solver, and heaps of size at most 4 as count vectors "
      "(m1,m2,m3,m4) over every position with at most S stones (about S^4/576 positions per pass state), twice: a "
      "Grundy table filled bottom-up by the generic DenseTable in the rank order (pass used first, then lexicographic "
      "on (m4,m3,m2,m1)), used for the Grundy pictures and small bounds; and a bit-packed P/N table filled a row "
      "(fixed pass, m2, m3, m4; all m1) at a time, 64 positions per word operation, used by every P/N claim (S = 1000 "
      "in about 2 s, 532 MiB; S = 1500 in about 11 s, 2.4 GiB). The memo solver and both tables are cross-checked "
      "on every position of small bounds in the property tests and by a fuzzer. Counterexamples are minimal in the order: stones, then "
      "(m1,m2,m3,m4) lexicographically (for any heap sizes: stones, then the sorted heap list).",
      exploration, pictures});
  add_claims(r);
}

}  // namespace cgcheck
