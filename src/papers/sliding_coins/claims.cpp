// Claims of R. Miyadera, H. Manabe, U. Lee, "A variant of game of sliding coins"
// (002_0f159814ba9bf8e5.txt): the rule readings (the paper's figures are missing), Theorem 2 with
// Definition 3.1, Lemmas 1-6, "every position is N", and the four-coin game of Definition 1.2.
#include <algorithm>
#include <functional>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <fmt/core.h>
#include <fmt/format.h>
#include <rapidcheck.h>

#include "core/runner.hpp"
#include "core/workspace.hpp"
#include "core/data.hpp"
#include "core/claim.hpp"
#include "core/impartial_session.hpp"
#include "core/registry.hpp"
#include "core/dense_table.hpp"
#include "core/memo_solver.hpp"
#include "core/heat_map.hpp"
#include "papers/sliding_coins/formulas.hpp"
#include "games/sliding_coins/four_table.hpp"
#include "games/sliding_coins/sliding_coins.hpp"

namespace cgcheck {
namespace {

using namespace sliding_coins;
using formula::i64;
constexpr const char* kPaper = "002_0f159814ba9bf8e5.txt";
constexpr const char* kGame = "sliding-coins";

using StrapTable = DenseTable<StrapDomain, std::uint16_t>;

constexpr std::uint64_t kMaxStrapY = 20000;  // 2e8 positions: the largest strap table allowed
constexpr std::uint64_t kMaxFourY = 200;     // 4e8 four-coin positions

// One strap table serves every claim of a run: the largest built so far answers any smaller bound,
// because StrapDomain(B) ranks every position with y <= B the same way for every B.
const StrapTable& strap_table(std::uint64_t max_y, const RunContext& ctx) {
  auto& cache = ctx.tables<int, StrapTable>();
  if (max_y > kMaxStrapY)
    throw InputError(fmt::format("sliding-coins bound {} too large (at most y <= {})", max_y, kMaxStrapY));
  return cache.get(
      0, [max_y](const StrapTable& t) { return t.domain().max_y() >= max_y; },
      [&] {
        const StrapDomain d(static_cast<std::uint32_t>(max_y));
        return build_table<StrapTable>(ctx, 2 * d.size(), d.size(),
                                       fmt::format("the sliding-coins table for y <= {}", max_y), d);
      });
}

// The four-coin table for exactly this bound (its ranks depend on the bound), filled on ctx.threads
// threads (see four_table.hpp: the same values as a DenseTable, in a parallel order).
const FourTable& four_table(std::uint64_t max_y, const RunContext& ctx) {
  auto& cache = ctx.tables<int, FourTable>();
  if (max_y > kMaxFourY)
    throw InputError(fmt::format("sliding-coins four-coin bound {} too large (at most y <= {})", max_y, kMaxFourY));
  return cache.get(
      0, [max_y](const FourTable& t) { return t.domain().strap().max_y() == max_y; },
      [&] {
        const FourDomain d(static_cast<std::uint32_t>(max_y));
        return build_table<FourTable>(ctx, 2 * d.size(), d.size(),
                                      fmt::format("the four-coin table for y <= {}", max_y), d, ctx.threads);
      });
}

std::uint64_t positions_upto(std::uint64_t max_y) { return max_y * (max_y + 1) / 2; }

// Every two-coin position with 1 <= y <= max_y, in the documented order: y, then x.
template <class Visit>
void for_each_position(std::uint64_t max_y, Visit&& visit) {
  for (std::uint32_t y = 1; y <= max_y; ++y)
    for (std::uint32_t x = 0; x < y; ++x) visit(Position::two(x, y));
}

std::string xy(i64 x, i64 y) { return fmt::format("{},{}", x, y); }

// The value Definition 3.1 gives (x, y): the n of the sets containing it when they agree, else -1.
i64 formula_value(i64 x, i64 y) {
  const auto ms = formula::members(x, y);
  if (ms.count == 0) return -1;
  for (int i = 1; i < ms.count; ++i)
    if (ms.m[i].n != ms.m[0].n) return -1;
  return ms.m[0].n;
}
std::string print_position(const Position& p) { return print(p); }

// What Definition 3.1 says about (x, y): the sets G_{n,j} containing it.
std::string describe_members(i64 x, i64 y) {
  const auto ms = formula::members(x, y);
  if (ms.count == 0) return "in no G_{n,j}";
  std::vector<std::string> parts;
  for (int i = 0; i < ms.count; ++i) parts.push_back(fmt::format("G_{{{},{}}}", ms.m[i].n, ms.m[i].j));
  return fmt::format("in {}", fmt::join(parts, " and "));
}

// Theorem 2 at one position whose Grundy value is g: (x, y) lies in the union for g and in no other.
Verdict theorem2_at(i64 x, i64 y, Grundy g) {
  const auto ms = formula::members(x, y);
  bool ok = ms.count > 0;
  for (int i = 0; i < ms.count; ++i) ok = ok && ms.m[i].n == static_cast<i64>(g);
  if (ok) return std::nullopt;
  return Mismatch{describe_members(x, y), fmt::format("grundy {}", g),
                  ms.count == 0 ? "in no set" : "in the union for another value"};
}


// ---- Generators (RapidCheck shrinks each toward small parameters) ----
struct XY {
  i64 x, y;
};
std::string print_xy(const XY& p) { return xy(p.x, p.y); }

// Any two-coin position with y <= max_y.
rc::Gen<XY> gen_any(i64 max_y) {
  return rc::gen::mapcat(rc::gen::inRange<i64>(1, max_y + 1), [](i64 y) {
    return rc::gen::map(rc::gen::inRange<i64>(0, y), [y](i64 x) { return XY{x, y}; });
  });
}

// A position of G_{n,j} built from Definition 3.1's parameters: for j = 1, k (n = 3k + 2) and a; for
// j = 2, 3, a and a slack e: n = a + floor((a+1)/2) + 1 + e, raised by one if the parity condition
// needs it.
rc::Gen<XY> gen_in_set(int j, i64 max_param) {
  return rc::gen::apply(
      [j](i64 a, i64 e) {
        if (j == 1) return XY{a + 2 * e, a + 4 * e + 2};  // e plays k
        i64 n = a + formula::half_up(a) + 1 + e;
        if (formula::mod(a / 2, 2) != formula::mod(j == 2 ? n : n + 1, 2)) ++n;
        return XY{a, j == 2 ? n + formula::half_up(a) : n - formula::half_up(a)};
      },
      rc::gen::inRange<i64>(0, max_param), rc::gen::inRange<i64>(0, max_param));
}

// ---- Lemmas 3-6: which sets the options of (x, y) reach, from the rules and the formula alone ----
struct Reach {
  std::vector<std::uint8_t> in;  // in[k] bit j-1: some option lies in G_{k,j} (k <= n)
  bool any(i64 k) const { return (in[static_cast<std::size_t>(k)] & 7) != 0; }
  bool has(i64 k, int j) const { return ((in[static_cast<std::size_t>(k)] >> (j - 1)) & 1) != 0; }
};

Reach reach_from(i64 x, i64 y, i64 n) {
  Reach r;
  r.in.assign(static_cast<std::size_t>(n + 1), 0);
  std::vector<Position> opts;
  SlidingCoins::options(Position::two(static_cast<std::uint32_t>(x), static_cast<std::uint32_t>(y)), opts);
  for (const auto& o : opts) {
    if (o.kind != Position::Kind::two) continue;  // the strap is over: value 0, in no G_{n,j}
    const auto ms = formula::members(o.x, o.y);
    for (int i = 0; i < ms.count; ++i)
      if (ms.m[i].n <= n)
        r.in[static_cast<std::size_t>(ms.m[i].n)] |= static_cast<std::uint8_t>(1 << (ms.m[i].j - 1));
  }
  return r;
}

// A lemma about the positions of G_{n,start_set} (start_set = 0: of any set).
using LemmaCheck = std::function<Verdict(i64 x, i64 y, i64 n)>;

void add_lemma_claim(Registry& r, const std::string& id, const std::string& label, const std::string& statement,
                     int start_set, const std::string& note, Expectation e, LemmaCheck lemma) {
  const std::string set_words = start_set == 0 ? "any G_{n,j}" : fmt::format("G_{{n,{}}}", start_set);
  r.add(Claim{
      id, kGame, {kPaper, label, "Section 3"}, statement,
      fmt::format("two-coin positions of {} (by Definition 3.1): every one with y <= bound, then random positions "
                  "with y up to 2^18 (2^20 in deep) and random elements built from the set's parameters below 2^17; "
                  "bound = y",
                  set_words),
      "the options from the rules (default reading), each placed in its G_{n',j} by Definition 3.1; no solver", note, e,
      {120, 300, 800}, [start_set, set_words, lemma](ClaimResult& res, const RunContext& ctx, std::uint64_t bound) {
        auto relevant = [start_set](const formula::Members& ms, int i) {
          return start_set == 0 || ms.m[i].j == start_set;
        };
        auto check = [&](const XY& p) -> Verdict {
          const auto ms = formula::members(p.x, p.y);
          for (int i = 0; i < ms.count; ++i)
            if (relevant(ms, i))
              if (Verdict v = lemma(p.x, p.y, ms.m[i].n)) return v;
          return std::nullopt;
        };
        run_exhaustive(
            res, fmt::format("every two-coin position with y <= {} in {}", bound, set_words), 0,
            [&](auto visit) {
              for (i64 y = 1; y <= static_cast<i64>(bound); ++y)
                for (i64 x = 0; x < y; ++x) {
                  const auto ms = formula::members(x, y);
                  bool in = false;
                  for (int i = 0; i < ms.count; ++i) in = in || relevant(ms, i);
                  if (in) visit(XY{x, y});
                }
            },
            check, print_xy);
        const i64 far = ctx.profile == Profile::deep ? (i64{1} << 20) : (i64{1} << 18);
        run_random(res, fmt::format("random two-coin positions with y <= {}", far), gen_any(far),
                   ctx.random_cases_for(100), ctx.seed, check, print_xy);
        for (int j = 1; j <= 3; ++j)
          if (start_set == 0 || start_set == j)
            run_random(res, fmt::format("random elements of G_{{n,{}}} from parameters below 2^17", j),
                       gen_in_set(j, i64{1} << 17), ctx.random_cases_for(100), ctx.seed + static_cast<std::uint64_t>(j),
                       check, print_xy);
      }});
}

// Lemma 1 compared with Definition 3.1 and with the solver for one residue class.
struct L1Item {
  i64 n;
  int j;
  i64 x, y;
  bool in_lemma, in_def;
};

void add_lemma1_claims(Registry& r) {
  struct Case {
    const char* label;
    i64 r;
    const char* words;
    bool corrected = false;
    Expectation expected = Expectation::holds;
    const char* note = "";
  };
  const Case cases[] = {
      {"i", 2,
       "n = 6m + 2: G_{n,1} = {(a+4m, a+8m+2)}; G_{n,2} = {(4t, 6m+2t+2) : 6t <= 6m+4} u {(4t+1, 6m+2t+3) : 6t <= "
       "6m+2}; G_{n,3} = {(4t+2, 6m-2t+1) : 6t <= 6m-1} u {(4t+3, 6m-2t) : 6t <= 6m-3}",
       false, Expectation::refuted,
       " Finding: the second family of G_{n,2}, {(4t+1, 6m+2t+3) : 6t <= 6m+2}, has one point too many for every m: "
       "t = m gives (4m+1, 8m+3), where a = 4m+1 breaks Definition 3.1's a + floor((a+1)/2) + 1 <= n (6m+3 > 6m+2). "
       "That point lies in G_{n,1} (a = 1), so it still has Grundy value n and the union is right, but the set "
       "G_{n,2} is not. See lemma-1-i-corrected."},
      {"i-corrected", 2,
       "n = 6m + 2: G_{n,1} = {(a+4m, a+8m+2)}; G_{n,2} = {(4t, 6m+2t+2) : 6t <= 6m+4} u {(4t+1, 6m+2t+3) : 6t <= "
       "6m-1}; G_{n,3} = {(4t+2, 6m-2t+1) : 6t <= 6m-1} u {(4t+3, 6m-2t) : 6t <= 6m-3}",
       true, Expectation::holds,
       " Not printed: Lemma 1 (i) with the range of the second family of G_{n,2} corrected to 6t <= 6m - 1, which is "
       "what Definition 3.1's condition gives for a = 4t + 1 (the Lemma's proof is the substitution a = 4t, 4t+1, ...)."},
      {"ii", 5,
       "n = 6m + 5: G_{n,1} = {(a+4m+2, a+8m+6)}; G_{n,2} = {(4t+2, 6m+2t+6) : 6t <= 6m+1} u {(4t+3, 6m+2t+7) : 6t "
       "<= 6m-1}; G_{n,3} = {(4t, 6m-2t+5) : 6t <= 6m+4} u {(4t+1, 6m-2t+4) : 6t <= 6m+2}"},
      {"iii", 0,
       "n = 6m: G_{n,1} = {}; G_{n,2} = {(4t, 6m+2t) : 6t <= 6m-1} u {(4t+1, 6m+2t+1) : 6t <= 6m-3}; G_{n,3} = "
       "{(4t+2, 6m-2t-1) : 6t <= 6m-4} u {(4t+3, 6m-2t-2) : 6t <= 6m-6}"},
      {"iv", 1,
       "n = 6m + 1: G_{n,1} = {}; G_{n,2} = {(4t+2, 6m+2t+2) : 6t <= 6m-3} u {(4t+3, 6m+2t+3) : 6t <= 6m-5}; "
       "G_{n,3} = {(4t, 6m-2t+1) : 6t <= 6m} u {(4t+1, 6m-2t) : 6t <= 6m-2}"},
      {"v", 3,
       "n = 6m + 3: G_{n,1} = {}; G_{n,2} = {(4t+2, 6m+2t+4) : 6t <= 6m-1} u {(4t+3, 6m+2t+5) : 6t <= 6m-3}; "
       "G_{n,3} = {(4t, 6m-2t+3) : 6t <= 6m+2} u {(4t+1, 6m-2t+2) : 6t <= 6m}"},
      {"vi", 4,
       "n = 6m + 4: G_{n,1} = {}; G_{n,2} = {(4t, 6m+2t+4) : 6t <= 6m+3} u {(4t+1, 6m+2t+5) : 6t <= 6m+1}; "
       "G_{n,3} = {(4t+2, 6m-2t+3) : 6t <= 6m} u {(4t+3, 6m-2t+2) : 6t <= 6m-2}"},
  };
  for (const auto& c : cases) {
    const i64 rr = c.r;
    const bool corrected = c.corrected;
    // Lemma 1's and Definition 3.1's G_{n,j} (n = 6m + rr) cut at y <= max_y, merged in order of (x, y).
    auto items = [rr, corrected](i64 m, i64 max_y, const std::function<void(const L1Item&)>& visit) {
      const i64 n = 6 * m + rr;
      for (int j = 1; j <= 3; ++j) {
        std::set<std::pair<i64, i64>> lemma, def;
        formula::for_each_in_lemma1(n, j, max_y, [&](i64 x, i64 y) { lemma.insert({x, y}); }, corrected);
        formula::for_each_in_G(n, j, max_y, [&](i64 x, i64 y) { def.insert({x, y}); });
        std::set<std::pair<i64, i64>> all = lemma;
        all.insert(def.begin(), def.end());
        for (const auto& [x, y] : all) visit(L1Item{n, j, x, y, lemma.contains({x, y}), def.contains({x, y})});
      }
    };
    auto print_item = [](const L1Item& it) { return fmt::format("{} (n = {}, G_{{{},{}}})", xy(it.x, it.y), it.n, it.n, it.j); };
    auto set_check = [](const L1Item& it) -> Verdict {
      if (it.in_lemma == it.in_def) return std::nullopt;
      return Mismatch{it.in_lemma ? "in G_{n,j} (Lemma 1)" : "not in G_{n,j} (Lemma 1)",
                      it.in_def ? "in G_{n,j} (Definition 3.1)" : "not in G_{n,j} (Definition 3.1)",
                      it.in_lemma ? "Lemma 1 lists a point Definition 3.1 does not"
                                  : "Lemma 1 misses a point of Definition 3.1"};
    };
    r.add(Claim{
        fmt::format("sliding-coins/lemma-1-{}", c.label), kGame,
        {kPaper, corrected ? std::string("Lemma 1 (i), corrected") : fmt::format("Lemma 1 ({})", c.label), "Section 3"},
        std::string("For ") + c.words +
            ", m >= 0 (as printed; these are the sets of Definition 3.1, whose positions have Grundy value n by "
            "Theorem 2).",
        "n = 6m + r for every m with a point of y <= bound, each set cut at y <= bound; then random m < 2^16 with the "
        "sets cut at y <= 8m + 64; bound = y",
        "Lemma 1's printed families vs Definition 3.1's sets (both directions), and the solver (dense table) at every "
        "listed point with y <= bound",
        std::string("Read as equalities of sets, cut at the bound because G_{n,1} is infinite. m = 0 is included (for "
                    "n = 6m that is n = 0, where both sides are empty).") + c.note,
        c.expected, {300, 1000, 2000},
        [rr, items, print_item, set_check](ClaimResult& res, const RunContext& ctx, std::uint64_t bound) {
          const StrapTable& t = strap_table(bound, ctx);
          const i64 b = static_cast<i64>(bound);
          run_exhaustive(
              res,
              fmt::format("every m with 6m + {} <= {} (beyond it no set reaches y <= {}); sets cut at y <= {}", rr,
                          2 * b + 2, b, b),
              0,
              [&](auto visit) {
                for (i64 m = 0; 6 * m + rr <= 2 * b + 2; ++m) items(m, b, visit);
              },
              [&](const L1Item& it) -> Verdict {
                if (Verdict v = set_check(it)) return v;
                if (!it.in_lemma) return std::nullopt;
                const Grundy g =
                    t.grundy(Position::two(static_cast<std::uint32_t>(it.x), static_cast<std::uint32_t>(it.y)));
                if (static_cast<i64>(g) == it.n) return std::nullopt;
                return Mismatch{fmt::format("grundy {}", it.n), fmt::format("grundy {}", g),
                                "listed point has another value"};
              },
              print_item);
          // Far beyond the table: Lemma 1 vs Definition 3.1 only.
          run_random(
              res, "random m < 2^16, sets cut at y <= 8m + 64 (Lemma 1 vs Definition 3.1)",
              rc::gen::inRange<i64>(0, 1 << 16), ctx.random_cases_for(40), ctx.seed,
              [&](i64 m) -> Verdict {
                Verdict out;
                items(m, 8 * m + 64, [&](const L1Item& it) {
                  if (!out) {
                    out = set_check(it);
                    if (out) out->claimed += fmt::format(" at {}", print_item(it));
                  }
                });
                return out;
              },
              [rr](i64 m) { return fmt::format("m = {} (n = {})", m, 6 * m + rr); });
        }});
  }
}

void add_lemma2_claims(Registry& r) {
  const char* labels[] = {"i", "ii", "iii", "iv"};
  const char* words[] = {"If n = 6m, then (4m-1, 4m) is in G_{n,3}.", "If n = 6m+1, then (4m, 4m+1) is in G_{n,3}.",
                         "If n = 6m+3, then (4m+1, 4m+2) is in G_{n,3}.", "If n = 6m+4, then (4m+2, 4m+3) is in G_{n,3}."};
  for (int k = 0; k < 4; ++k) {
    const i64 m0 = k == 0 ? 1 : 0;  // (4m-1, 4m) is a position only for m >= 1
    auto print_m = [k](i64 m) {
      const auto p = formula::lemma2(k, m);
      return fmt::format("{} (m = {}, n = {})", xy(p.x, p.y), m, p.n);
    };
    r.add(Claim{
        fmt::format("sliding-coins/lemma-2-{}", labels[k]), kGame,
        {kPaper, fmt::format("Lemma 2 ({})", labels[k]), "Section 3"}, words[k],
        fmt::format("m >= {} with y <= bound, then random m < 2^40; bound = y", m0),
        "membership by Definition 3.1, and the solver (dense table) gives Grundy value n where y <= bound",
        k == 0 ? "m starts at 1: for m = 0 the point (-1, 0) is not a position." : "", Expectation::holds,
        {300, 1000, 2000}, [k, m0, print_m](ClaimResult& res, const RunContext& ctx, std::uint64_t bound) {
          const StrapTable& t = strap_table(bound, ctx);
          auto check = [&](i64 m, bool solve) -> Verdict {
            const auto p = formula::lemma2(k, m);
            if (!formula::in_G3(p.n, p.x, p.y))
              return Mismatch{fmt::format("in G_{{{},3}}", p.n), describe_members(p.x, p.y), "not in G_{n,3}"};
            if (!solve) return std::nullopt;
            const Grundy g = t.grundy(Position::two(static_cast<std::uint32_t>(p.x), static_cast<std::uint32_t>(p.y)));
            if (static_cast<i64>(g) == p.n) return std::nullopt;
            return Mismatch{fmt::format("grundy {}", p.n), fmt::format("grundy {}", g), "another value"};
          };
          run_exhaustive(
              res, fmt::format("every m >= {} with y <= {}", m0, bound), 0,
              [&](auto visit) {
                for (i64 m = m0; formula::lemma2(k, m).y <= static_cast<i64>(bound); ++m) visit(m);
              },
              [&](i64 m) { return check(m, true); }, print_m);
          run_random(res, "random m < 2^40 (Definition 3.1 only)", rc::gen::inRange<i64>(m0, i64{1} << 40),
                     ctx.random_cases_for(200), ctx.seed, [&](i64 m) { return check(m, false); }, print_m);
        }});
  }
}

// Theorem 2 for one reading, through the generic memo solver.
template <Rules R>
void variant_theorem2(ClaimResult& res, std::uint64_t bound) {
  MemoSolver<Game<R>> solver;
  run_exhaustive(
      res,
      fmt::format("every two-coin position with y <= {} ({} positions), reading {}", bound, positions_upto(bound),
                  variant_name(R)),
      positions_upto(bound), [&](auto visit) { for_each_position(bound, visit); },
      [&](const Position& p) { return theorem2_at(p.x, p.y, solver.grundy(p)); }, print_position);
}

// Calls f.template operator()<R>() for every reading, in kVariants order.
template <class F, std::size_t... I>
void for_each_variant_impl(F& f, std::index_sequence<I...>) {
  (f.template operator()<kVariants[I]>(), ...);
}
template <class F>
void for_each_variant(F&& f) {
  for_each_variant_impl(f, std::make_index_sequence<kVariants.size()>{});
}

const char* kDef31Words =
    "G_{n,1} = {(a + 2(n-2)/3, a + 4(n-2)/3 + 2) : a >= 0} if n = 2 (mod 3), else empty; G_{n,2} = {(a, n + "
    "floor((a+1)/2)) : a >= 0, a + floor((a+1)/2) + 1 <= n, floor(a/2) = n (mod 2)}; G_{n,3} = {(a, n - "
    "floor((a+1)/2)) : a >= 0, a + floor((a+1)/2) + 1 <= n, floor(a/2) = n + 1 (mod 2)}";

void add_claims(Registry& r) {
  // ---- Theorem 2 with Definition 3.1, default reading ----
  r.add(Claim{
      "sliding-coins/thm-2", kGame, {kPaper, "Theorem 2 (with Definition 3.1)", "Section 3"},
      std::string("For n in N, with ") + kDef31Words +
          ": the union G_{n,1} u G_{n,2} u G_{n,3} is the set of positions whose Grundy number is n.",
      "two-coin positions (x, y), 0 <= x < y <= bound, default reading (adjacent-frozen); bound = y",
      "both directions against the solver (dense table): (1) every position with Grundy value g lies in the union for "
      "g and in no union for another n (membership decided by Definition 3.1's equations); (2) every element of every "
      "G_{n,j} with y <= bound, enumerated from its parameter a, has Grundy value n",
      "Positions (x, y) are read as the squares of the left and right coin; the rules are the reading that agrees "
      "(see the thm-2-variant-* claims and the rules section).",
      Expectation::holds, {300, 1000, 2500}, [](ClaimResult& res, const RunContext& ctx, std::uint64_t bound) {
        const StrapTable& t = strap_table(bound, ctx);
        run_exhaustive(
            res,
            fmt::format("every two-coin position with y <= {} ({} positions)", bound, with_commas(positions_upto(bound))),
            positions_upto(bound), [&](auto visit) { for_each_position(bound, visit); },
            [&](const Position& p) { return theorem2_at(p.x, p.y, t.grundy(p)); }, print_position, "positions");
        const i64 b = static_cast<i64>(bound);
        struct Elem {
          i64 n;
          int j;
          i64 x, y;
        };
        run_exhaustive(
            res,
            fmt::format("every element with y <= {} of G_{{n,1}}, G_{{n,2}}, G_{{n,3}}, 1 <= n <= {}, in order n, j, a",
                        b, 2 * b + 2),
            0,
            [&](auto visit) {
              for (i64 n = 1; n <= 2 * b + 2; ++n)
                for (int j = 1; j <= 3; ++j)
                  formula::for_each_in_G(n, j, b, [&](i64 x, i64 y) { visit(Elem{n, j, x, y}); });
            },
            [&](const Elem& e) -> Verdict {
              const Grundy g = t.grundy(Position::two(static_cast<std::uint32_t>(e.x), static_cast<std::uint32_t>(e.y)));
              if (static_cast<i64>(g) == e.n) return std::nullopt;
              return Mismatch{fmt::format("grundy {}", e.n), fmt::format("grundy {}", g),
                              "element of G_{n,j} with another value"};
            },
            [](const Elem& e) { return fmt::format("{} (in G_{{{},{}}})", xy(e.x, e.y), e.n, e.j); }, "set elements");
      }});

  // ---- Theorem 2 against every reading of the missing figures ----
  auto add_variant = [&r]<Rules R>() {
    const bool dflt = R == kDefault;
    r.add(Claim{
        fmt::format("sliding-coins/thm-2-variant-{}", variant_name(R)), kGame,
        {kPaper, "Theorem 2 (with Definition 3.1), rules of Definition 1.1 read as " + variant_name(R),
         "Sections 1 and 3"},
        "The positions of Grundy number n are exactly G_{n,1} u G_{n,2} u G_{n,3}, under the reading: " +
            variant_description(R),
        "two-coin positions with y <= bound under this reading; bound = y",
        "generic memo solver for this reading vs Definition 3.1 (the position lies in the union for its Grundy value "
        "and in no other)",
        dflt ? "The reading that agrees: it is the default game sliding-coins."
             : "A rejected reading: Theorem 2 fails under it (the smallest disagreement is the counterexample).",
        dflt ? Expectation::holds : Expectation::refuted, {40, 80, 150},
        [](ClaimResult& res, const RunContext&, std::uint64_t bound) {
          if (bound > 400) throw InputError("sliding-coins variant bound at most y <= 400 (memo solver)");
          variant_theorem2<R>(res, bound);
        }});
  };
  for_each_variant(add_variant);

  add_lemma1_claims(r);
  add_lemma2_claims(r);

  // ---- Lemmas 3-6: reachability, as properties of the formula ----
  auto missing = [](i64 n, std::string need, const char* words) {
    return Mismatch{fmt::format("{} (start value n = {})", need, n), "no option there", words};
  };
  add_lemma_claim(
      r, "sliding-coins/lemma-3", "Lemma 3",
      "From a position of G_{n,1} (n = 2 mod 3): (i) you can move to a position of G_{n',3} for every n' < n with "
      "n' != 2 (mod 3); (ii) you can move to a position of G_{n',1} for every n' < n with n' = 2 (mod 3).",
      1, "n' ranges over N (n' >= 1).", Expectation::holds, [missing](i64 x, i64 y, i64 n) -> Verdict {
        const Reach re = reach_from(x, y, n);
        for (i64 k = 1; k < n; ++k) {
          const int need = formula::mod(k, 3) == 2 ? 1 : 3;
          if (!re.has(k, need)) return missing(n, fmt::format("an option in G_{{{},{}}}", k, need), "Lemma 3 target missing");
        }
        return std::nullopt;
      });
  add_lemma_claim(
      r, "sliding-coins/lemma-4", "Lemma 4",
      "If you start with a position in G_{n,2}, you can move to a position in G_{n',2} u G_{n',3} (for every n' < n).",
      2,
      "As printed the target is G_{n',2} u G_{n',3}; the proof's Case 2.2 (n' = 2 mod 3) moves to G_{n',1} instead. "
      "The quantifier \"n' < n\" is not printed in the statement; it is read from the proof. Finding: as printed "
      "the lemma fails (e.g. from (1,5) in G_{4,2} no option lies in G_{2,2} u G_{2,3}: the only options of value 2 "
      "are in G_{2,1}). See lemma-4-as-proved.",
      Expectation::refuted, [missing](i64 x, i64 y, i64 n) -> Verdict {
        const Reach re = reach_from(x, y, n);
        for (i64 k = 1; k < n; ++k)
          if (!re.has(k, 2) && !re.has(k, 3))
            return missing(n, fmt::format("an option in G_{{{},2}} u G_{{{},3}}", k, k), "Lemma 4 target missing");
        return std::nullopt;
      });
  // Lemma 4 (as proved) and Lemma 5 say the same of different sets: one move reaches the union
  // for every smaller value.
  auto reaches_every_lower_union = [missing](const char* kind) {
    return [missing, kind](i64 x, i64 y, i64 n) -> Verdict {
      const Reach re = reach_from(x, y, n);
      for (i64 k = 1; k < n; ++k)
        if (!re.any(k)) return missing(n, fmt::format("an option in the union for {}", k), kind);
      return std::nullopt;
    };
  };
  add_lemma_claim(
      r, "sliding-coins/lemma-4-as-proved", "Lemma 4 (as proved)",
      "From a position of G_{n,2} you can move to a position of G_{n',1} u G_{n',2} u G_{n',3} for every n' < n (what "
      "the proof shows: Case 1 reaches G_{n',2} or G_{n',3}, Case 2.1 G_{n',3}, Case 2.2 G_{n',1}).",
      2, "Not printed as a statement: the union the proof of Lemma 4 actually reaches.", Expectation::holds,
      reaches_every_lower_union("target value missing"));
  add_lemma_claim(
      r, "sliding-coins/lemma-5", "Lemma 5",
      "For n > n', if we start with (x, y) in G_{n,3}, we can reach a position in G_{n',1} u G_{n',2} u G_{n',3}.", 3,
      "n' ranges over N (n' >= 1); \"reach\" read as one move, as in the proof.", Expectation::holds,
      reaches_every_lower_union("Lemma 5 target missing"));
  add_lemma_claim(
      r, "sliding-coins/lemma-6-i", "Lemma 6 (i)",
      "If we start with (x, y) in G_{n',1}, we cannot reach a position in G_{n',2}.", 1,
      "Read as one move, with the same index on both sides as printed.", Expectation::holds,
      [](i64 x, i64 y, i64 n) -> Verdict {
        const Reach re = reach_from(x, y, n);
        if (!re.has(n, 2)) return std::nullopt;
        return Mismatch{fmt::format("no option in G_{{{},2}}", n), "an option there", "Lemma 6 (i)"};
      });
  add_lemma_claim(
      r, "sliding-coins/lemma-6-ii", "Lemma 6 (ii)",
      "If we start with (x, y) in G_{n',1} u G_{n',2} u G_{n',3}, we cannot reach a position in G_{n',1} u G_{n',2} u "
      "G_{n',3}.",
      0, "Read as one move, with the same index on both sides as printed.", Expectation::holds,
      [](i64 x, i64 y, i64 n) -> Verdict {
        const Reach re = reach_from(x, y, n);
        if (!re.any(n)) return std::nullopt;
        return Mismatch{fmt::format("no option in the union for {}", n), "an option there", "Lemma 6 (ii)"};
      });

  // ---- Abstract: every position is N ----
  r.add(Claim{
      "sliding-coins/remark-all-n", kGame, {kPaper, "Abstract", "Abstract"},
      "All the positions of this game of two coins are the next player's winning positions (N-positions).",
      "two-coin positions with y <= bound (dense table), then random positions with y <= 120 (memo solver); bound = y",
      "the solver's Grundy value is not 0", "", Expectation::holds, {300, 1000, 2500},
      [](ClaimResult& res, const RunContext& ctx, std::uint64_t bound) {
        const StrapTable& t = strap_table(bound, ctx);
        auto verdict = [](Grundy g) -> Verdict { return g != 0 ? Verdict{} : mismatch("N", "P"); };
        run_exhaustive(
            res,
            fmt::format("every two-coin position with y <= {} ({} positions)", bound, with_commas(positions_upto(bound))),
            positions_upto(bound), [&](auto visit) { for_each_position(bound, visit); },
            [&](const Position& p) { return verdict(t.grundy(p)); }, print_position);
        MemoSolver<SlidingCoins> memo;
        run_random(
            res, "random two-coin positions with y <= 120 (generic memo solver)", gen_any(120), ctx.random_cases_for(100),
            ctx.seed,
            [&](const XY& p) {
              return verdict(memo.grundy(Position::two(static_cast<std::uint32_t>(p.x), static_cast<std::uint32_t>(p.y))));
            },
            print_xy);
      }});

  // ---- Definition 1.2 with Theorem 1: the four-coin game ----
  auto strap_value_text = [](const Position& s, Grundy g) {
    return s.kind == Position::Kind::two ? fmt::format("{}", g) : std::string("0 (over)");
  };
  r.add(Claim{
      "sliding-coins/thm-1-four-coins", kGame, {kPaper, "Definition 1.2 and Theorem 1", "Sections 1-3"},
      "In the four-coin game of Definition 1.2 (a left strap and a mirrored right strap; a move is a move in one "
      "strap; the last player to move wins), a position is a P-position iff the two straps have equal Grundy numbers "
      "(Theorem 1: G = G_left xor G_right, and G = 0 iff P).",
      "four-coin positions, each strap a two-coin position with y <= bound or a strap that is over; bound = y. Order: "
      "left strap (over first, then y, x), then right strap",
      "the four-coin game solved directly by its own dense table (moves in either strap, mex, no xor) vs equality of "
      "the straps' Grundy values from the two-coin table; then random positions through the generic memo solvers of "
      "both games",
      "The mirrored strap is written in its own coordinates (squares counted from the edge its coins move toward), "
      "which makes it the same game as a left strap.",
      Expectation::holds, {25, 80, 110}, [strap_value_text](ClaimResult& res, const RunContext& ctx, std::uint64_t bound) {
        const FourTable& ft = four_table(bound, ctx);
        const StrapTable& st = strap_table(bound, ctx);
        const FourDomain& d = ft.domain();
        run_exhaustive(
            res,
            fmt::format("every four-coin position with both straps y <= {} ({} positions)", bound, with_commas(d.size())),
            d.size(), [&](auto visit) { for (std::uint64_t rk = 0; rk < d.size(); ++rk) visit(rk); },
            [&](std::uint64_t rk) -> Verdict {
              const FourPosition p = d.unrank(rk);
              const Grundy gl = st.grundy(p.left), gr = st.grundy(p.right);
              const bool said = gl == gr, truth = ft.grundy_at(rk) == 0;
              if (said == truth) return std::nullopt;
              return Mismatch{fmt::format("{} (straps {} and {})", said ? "P" : "N", strap_value_text(p.left, gl),
                                          strap_value_text(p.right, gr)),
                              truth ? "P" : "N", said ? "claims P, is N" : "claims N, is P"};
            },
            [&](std::uint64_t rk) { return FourCoins::print(d.unrank(rk)); }, "four-coin positions");
        MemoSolver<FourCoins> four;
        MemoSolver<SlidingCoins> two;
        const auto strap_gen = rc::gen::map(rc::gen::pair(rc::gen::inRange<int>(0, 12), gen_any(18)),
                                            [](std::pair<int, XY> p) {
                                              return p.first == 0 ? Position::none()
                                                                  : Position::two(static_cast<std::uint32_t>(p.second.x),
                                                                                  static_cast<std::uint32_t>(p.second.y));
                                            });
        run_random(
            res, "random four-coin positions with straps y <= 18 (generic memo solvers)",
            rc::gen::map(rc::gen::pair(strap_gen, strap_gen),
                         [](std::pair<Position, Position> p) { return FourPosition{p.first, p.second}; }),
            ctx.random_cases_for(60), ctx.seed,
            [&](const FourPosition& p) -> Verdict {
              const bool said = two.grundy(p.left) == two.grundy(p.right), truth = four.grundy(p) == 0;
              return said == truth ? Verdict{} : mismatch(said ? "P" : "N", truth ? "P" : "N");
            },
            [](const FourPosition& p) { return FourCoins::print(p); });
      }});
  r.add(Claim{
      "sliding-coins/remark-four-coins-formula", kGame, {kPaper, "text after Theorem 2", "Section 3"},
      "\"By Theorem 2, we have formulas for the game of Definition 1.1, and by Theorem 1, we can find the P-positions "
      "of the game of Definition 1.2 by calculating the Grundy numbers\": a four-coin position is P iff the Theorem 2 "
      "values of its two straps are equal (a strap that is over counts 0).",
      "four-coin positions with both straps y <= bound; bound = y",
      "four-coin dense table vs the two straps' values by Definition 3.1", "", Expectation::holds, {25, 80, 110},
      [](ClaimResult& res, const RunContext& ctx, std::uint64_t bound) {
        const FourTable& ft = four_table(bound, ctx);
        const FourDomain& d = ft.domain();
        auto value = [](const Position& s) -> i64 {
          if (s.kind != Position::Kind::two) return 0;
          return formula_value(s.x, s.y);  // -1: Definition 3.1 gives no single value
        };
        run_exhaustive(
            res,
            fmt::format("every four-coin position with both straps y <= {} ({} positions)", bound, with_commas(d.size())),
            d.size(), [&](auto visit) { for (std::uint64_t rk = 0; rk < d.size(); ++rk) visit(rk); },
            [&](std::uint64_t rk) -> Verdict {
              const FourPosition p = d.unrank(rk);
              const i64 vl = value(p.left), vr = value(p.right);
              const bool said = vl == vr && vl >= 0, truth = ft.grundy_at(rk) == 0;
              if (said == truth) return std::nullopt;
              return Mismatch{fmt::format("{} (formula values {} and {})", said ? "P" : "N", vl, vr), truth ? "P" : "N",
                              said ? "claims P, is N" : "claims N, is P"};
            },
            [&](std::uint64_t rk) { return FourCoins::print(d.unrank(rk)); }, "four-coin positions");
      }});
}

// ---- Report sections computed at report time ----
std::string exploration(const RunContext& ctx) {
  std::string md;
  const std::uint64_t vb = 60;
  md += fmt::format(
      "### Readings of the missing figures against Theorem 2\n\n"
      "Each reading solved by the generic memo solver for every two-coin position with y <= {} ({} positions) and "
      "compared with Definition 3.1. The smallest disagreement is the first in the order y, then x.\n\n"
      "| reading | rules | agrees | disagreements | smallest disagreement |\n|---|---|---|---:|---|\n",
      vb, positions_upto(vb));
  auto row = [&]<Rules R>() {
    ClaimResult res;
    variant_theorem2<R>(res, vb);
    std::string first = "-";
    if (res.counterexample)
      first = fmt::format("({}): Definition 3.1 says {}, the solver {}", res.counterexample->position,
                          res.counterexample->claimed, res.counterexample->actual);
    md += fmt::format("| `{}`{} | {} | {} | {} | {} |\n", variant_name(R), R == kDefault ? " (default)" : "",
                      variant_description(R), res.mismatches == 0 ? "**yes**" : "no", res.mismatches, first);
  };
  for_each_variant(row);
  const std::uint32_t g = 16;
  const StrapTable& t = strap_table(g, ctx);
  md += fmt::format(
      "\n### Grundy values for y <= {} (default reading)\n\nRow y (right coin), column x (left coin); blank where "
      "x >= y.\n\n| y \\ x |",
      g);
  for (std::uint32_t x = 0; x < g; ++x) md += fmt::format(" {} |", x);
  md += "\n|---:|";
  for (std::uint32_t x = 0; x < g; ++x) md += "---:|";
  md += "\n";
  for (std::uint32_t y = 1; y <= g; ++y) {
    md += fmt::format("| **{}** |", y);
    for (std::uint32_t x = 0; x < g; ++x)
      md += x < y ? fmt::format(" {} |", t.grundy(Position::two(x, y))) : std::string(" |");
    md += "\n";
  }
  return md;
}

Explorer strap_explorer() {
  return Explorer{
      "y, the square of the right coin (every 0 <= x < y <= bound)",
      [](std::uint64_t bound, const std::function<void(const std::string&)>& visit) {
        if (bound > 3000) throw InputError("sliding-coins hunt bound at most y <= 3000");
        for_each_position(bound, [&](const Position& p) { visit(print(p)); });
      },
      [] { return rc::gen::map(gen_any(200), [](const XY& p) { return xy(p.x, p.y); }); },
      [](std::string_view text) {
        const Position p = parse(text);
        const auto ms = formula::members(p.x, p.y);
        std::vector<std::int64_t> sets;
        for (int i = 0; i < ms.count; ++i) sets.push_back(ms.m[i].j);
        return Fields{{"x", static_cast<std::int64_t>(p.x)},
                      {"y", static_cast<std::int64_t>(p.y)},
                      {"d", static_cast<std::int64_t>(p.y - p.x)},
                      {"formula", formula_value(p.x, p.y)},
                      {"sets", sets}};
      }};
}

Explorer four_explorer() {
  return Explorer{
      "the largest y of the two straps (each strap 0 <= x < y <= bound, or over)",
      [](std::uint64_t bound, const std::function<void(const std::string&)>& visit) {
        if (bound > 60) throw InputError("sliding-coins-four hunt bound at most y <= 60");
        const FourDomain d(static_cast<std::uint32_t>(bound));
        for (std::uint64_t rk = 0; rk < d.size(); ++rk) visit(FourCoins::print(d.unrank(rk)));
      },
      [] {
        return rc::gen::map(rc::gen::pair(gen_any(30), gen_any(30)), [](std::pair<XY, XY> p) {
          return xy(p.first.x, p.first.y) + ";" + xy(p.second.x, p.second.y);
        });
      },
      [](std::string_view text) {
        const FourPosition p = FourCoins::parse(text);
        auto field = [](const Position& s, bool want_x) -> std::int64_t {
          if (s.kind != Position::Kind::two) return -1;
          return want_x ? s.x : s.y;
        };
        return Fields{{"x1", field(p.left, true)},
                      {"y1", field(p.left, false)},
                      {"x2", field(p.right, true)},
                      {"y2", field(p.right, false)},
                      {"over1", p.left.kind != Position::Kind::two},
                      {"over2", p.right.kind != Position::Kind::two}};
      }};
}

std::string rules_text() {
  std::string md =
      "Definition 1.1: two coins on squares 0, 1, 2, ... of a semi-infinite board; a position (x, y) has the left coin "
      "on square x and the right coin on square y, 0 <= x < y (syntax `x,y`). A move slides the left coin to any lower "
      "square or pushes it over the edge; slides the right coin to any lower square above the left coin (it cannot "
      "pass it); moves the right coin left into the left coin, pushing it; or pushes both coins over the edge. Normal "
      "play. Definition 1.2: a left strap and a mirrored right strap side by side; a move is a move in one strap "
      "(game `sliding-coins-four`, syntax `x1,y1;x2,y2`, a strap that is over is `off`).\n\n"
      "**Readings.** The figures that define the moves are missing from the text, which leaves open where a pushed "
      "coin lands and what a lone coin may do. The suite implements nine readings as variants of one game type:\n\n";
  for (const Rules rl : kVariants) md += fmt::format("- `{}`: {}\n", variant_name(rl), variant_description(rl));
  md +=
      "\nTheorem 2 is run against each (claims `sliding-coins/thm-2-variant-*`, table under Exploration). Only "
      "`adjacent-frozen` agrees; it is the default game `sliding-coins`: the push leaves the left coin on the square "
      "just below the right coin, and a move that puts a coin over the edge ends the strap (the remaining coin has no "
      "move, so such a move reaches value 0, which is also why every position is N). The other readings are rejected "
      "by their smallest disagreement with Definition 3.1 (see the table).\n\n"
      "**Solvers.** The generic memo solver computes Grundy values from the rules of any reading; for the default "
      "reading a dense table over every position with y <= B (closed under moves, ranked by y then x, with one rank "
      "for a strap that is over) is filled bottom-up from moves written a second time on (x, y). The two are "
      "cross-checked in props/sliding_coins_test.cpp. The four-coin game is solved directly (memo solver over pairs "
      "of straps, and a dense table over pairs), never by xor.\n\n"
      "**Order.** Exhaustive checks visit positions by y, then x, so the first failure is the minimal counterexample "
      "in that order. Lemmas 3-6 are properties of Definition 3.1 and the rules alone, checked also at random "
      "positions far beyond the table (y up to 2^18, 2^20 in deep) and at random elements of each G_{n,j} built from "
      "the set's parameters; RapidCheck shrinks failures toward small parameters.";
  return md;
}


// The default reading as a picture: Grundy values of (x, y).
std::vector<Picture> sc_pictures(const RunContext&) {
  MemoSolver<SlidingCoins> solver;
  const HeatMap g = square_map(
      "Sliding coins (default reading): Grundy value of (x, y)", "x (left coin)", "y (right coin)", 0, 64,
      [&solver](int x, int y) -> std::optional<unsigned> {
        if (x >= y) return std::nullopt;
        return solver.grundy(Position::two(static_cast<std::uint32_t>(x), static_cast<std::uint32_t>(y)));
      });
  return {{"sliding-coins-grundy.svg",
           "Grundy values of the two-coin game (reading adjacent-frozen), 0 <= x < y <= 64. No cell is black: every "
           "two-coin position is an N-position (remark-all-n); the bands are the sets G_{n,1}, G_{n,2}, G_{n,3} of "
           "Definition 3.1.",
           g}};
}

}  // namespace

// Temporarily here: the game's entry moves to src/games/sliding_coins/ with the paper's conversion.
void register_game_sliding_coins(Registry& r) {
  // Field by field, so optional fields of the entries keep their defaults.
  GameEntry two;
  two.id = "sliding-coins";
  two.title = "Two sliding coins with a push move (Definition 1.1, reading adjacent-frozen)";
  two.paper = kPaper;
  two.syntax = "squares of the left and right coin, 0 <= x < y: 3,7";
  two.session = [] { return std::make_unique<ImpartialSession<SlidingCoins>>(); };
  two.explorer = strap_explorer();
  two.normalize = [](std::string_view t) { return print(parse(t)); };
  r.add(std::move(two));

  GameEntry four;
  four.id = "sliding-coins-four";
  four.title = "Four sliding coins: two straps of sliding-coins side by side (Definition 1.2)";
  four.paper = kPaper;
  four.syntax = "left strap; right strap, each 'x,y' in its own coordinates or 'off' when over: 3,7;0,5";
  four.session = [] { return std::make_unique<ImpartialSession<FourCoins>>(); };
  four.explorer = four_explorer();
  four.normalize = [](std::string_view t) { return FourCoins::print(FourCoins::parse(t)); };
  r.add(std::move(four));
}

void register_paper_sliding_coins(Registry& r) {
  PaperEntry paper;
  paper.file = kPaper;
  paper.citation = "R. Miyadera, H. Manabe, U. Lee, \"A variant of game of sliding coins\"";
  paper.report_name = "sliding-coins";
  paper.games = {"sliding-coins"};
  paper.rules = rules_text();
  paper.exploration = exploration;
  paper.pictures = sc_pictures;
  r.add(std::move(paper));
  add_claims(r);
}

}  // namespace cgcheck
