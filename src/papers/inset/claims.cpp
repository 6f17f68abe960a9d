// Claims of "Inset games and strategies", K. Nakada, FPSAC 2021 (003_4be60c0abf18f07e.txt): the
// two's-complement arithmetic of §2, the Sato–Welter game (§3), turning turtles (§4) and the inset
// game (§5).
#include <algorithm>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <tuple>

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
#include "core/hash.hpp"
#include "core/memo_solver.hpp"
#include "core/heat_map.hpp"
#include "games/inset/arith.hpp"
#include "papers/inset/formulas.hpp"
#include "games/inset/inset.hpp"

namespace cgcheck {
namespace {

using namespace inset;
constexpr const char* kPaper = "003_4be60c0abf18f07e.txt";
using Table = DenseTable<SetDomain, std::uint16_t>;

// ---------------------------------------------------------------------------------------------
// Dense tables, cached per (rules, M, sizes, N): a run builds each once and every claim shares it.

const Table& table(Rules rules, int M, const std::vector<int>& sizes, int N, const RunContext& ctx) {
  auto& cache = ctx.tables<std::tuple<int, int, std::vector<int>, int>, Table>();
  if (M > 63) throw InputError(fmt::format("bound {} too large (elements must stay below 64)", M));
  return cache.get(
      std::make_tuple(static_cast<int>(rules), M, sizes, N), [](const Table&) { return true; },
      [&] {
        const std::uint64_t n = SetDomain::count(M, sizes);
        return build_table<Table>(ctx, n * 16, n, fmt::format("the dense table of sets with elements < {}", M),
                                  SetDomain(rules, M, sizes, N));
      });
}


int bound_int(std::uint64_t bound, int lo, int hi, const char* what) {
  if (bound < static_cast<std::uint64_t>(lo) || bound > static_cast<std::uint64_t>(hi))
    throw InputError(fmt::format("{} bound {} outside {}..{}", what, bound, lo, hi));
  return static_cast<int>(bound);
}

std::string print_mask(Mask m) { return print_set(to_set(m)); }
std::string print_inset(Mask m, int N) { return fmt::format("{};N={}", print_set(to_set(m)), N); }


// ---------------------------------------------------------------------------------------------
// Random positions. A vector from RapidCheck (which shrinks toward fewer, smaller values) is
// deduplicated, cut or padded with the smallest unused values to the wanted size.

Set make_set(std::vector<std::int64_t> v, std::size_t n) {
  // Keep the first n distinct values in generated order.
  std::vector<std::int64_t> keep;
  for (auto e : v) {
    if (keep.size() == n) break;
    if (std::find(keep.begin(), keep.end(), e) == keep.end()) keep.push_back(e);
  }
  v = std::move(keep);
  std::sort(v.begin(), v.end());
  for (std::int64_t y = 0; v.size() < n; ++y)
    if (!std::binary_search(v.begin(), v.end(), y)) v.insert(std::lower_bound(v.begin(), v.end(), y), y);
  return v;
}

rc::Gen<Set> gen_set(std::vector<std::size_t> sizes, std::int64_t below) {
  return rc::gen::apply(
      [](std::size_t n, std::vector<std::int64_t> v) { return make_set(std::move(v), n); },
      rc::gen::elementOf(sizes), rc::gen::container<std::vector<std::int64_t>>(rc::gen::inRange<std::int64_t>(0, below)));
}

rc::Gen<InsetPosition> gen_inset(int Nlo, int Nhi, std::int64_t below) {
  return rc::gen::apply(
      [](int N, int single, std::vector<std::int64_t> v) {
        return InsetPosition{make_set(std::move(v), single == 0 ? 1 : static_cast<std::size_t>(N)), N};
      },
      rc::gen::inRange(Nlo, Nhi + 1), rc::gen::inRange(0, 5),
      rc::gen::container<std::vector<std::int64_t>>(rc::gen::inRange<std::int64_t>(0, below)));
}

constexpr std::int64_t kLarge = std::int64_t{1} << 40;

// ---------------------------------------------------------------------------------------------
// Options of a large position by value, from the formula alone. A Sato–Welter move replaces x_i by
// y; the formula's value as a function of y is built from ⊕ and N, hence causal, so `preimages`
// finds every y in 64-bit range with the value h, and the valid ones (0 <= y < x_i, y ∉ x) are the
// options of value h. This counts options exactly without listing the ~2^40 of them.

using SetValue = std::function<std::int64_t(const std::vector<std::int64_t>&)>;

std::uint64_t sw_options_with_value(const Set& x, const SetValue& F, std::int64_t h) {
  std::uint64_t count = 0;
  for (std::size_t i = 0; i < x.size(); ++i) {
    std::vector<std::int64_t> v = x;
    auto g = [&](std::int64_t y) {
      v[i] = y;
      return F(v);
    };
    for (auto y : preimages(g, h))
      if (y >= 0 && y < x[i] && !std::binary_search(x.begin(), x.end(), y)) ++count;
  }
  return count;
}

// Options of value h of an inset position (formula φ_{N,1}).
std::uint64_t inset_options_with_value(const InsetPosition& p, std::int64_t h) {
  const int N = p.N;
  if (p.x.size() == 1) return (h >= 0 && h < p.x[0]) ? 1 : 0;  // Nim moves {x_1} -> {y}: φ_{N,1}({y}) = y
  std::uint64_t c = sw_options_with_value(p.x, [N](const std::vector<std::int64_t>& v) { return phi_N1(v, N); }, h);
  for (auto xi : p.x)
    if (phi_N1({xi}, N) == h) ++c;  // x -> {x_i}
  return c;
}

// Sampled values h for a position of value v: 0..15, v - 1, v, v + 1, random h below and above v,
// and the position's own elements (the values of the inset singleton options).
std::vector<std::int64_t> sample_h(std::int64_t v, const Set& x, std::uint64_t seed) {
  std::set<std::int64_t> hs;
  for (std::int64_t h = 0; h < 16; ++h) hs.insert(h);
  for (auto d : {-1, 0, 1})
    if (v + d >= 0) hs.insert(v + d);
  std::uint64_t s = seed;
  for (int k = 0; k < 6; ++k) {
    s = mix64(s);
    if (v > 0) hs.insert(static_cast<std::int64_t>(s % static_cast<std::uint64_t>(v)));
    s = mix64(s);
    hs.insert(v + 1 + static_cast<std::int64_t>(s % (std::uint64_t{1} << 41)));
  }
  for (auto e : x) hs.insert(e);
  return {hs.begin(), hs.end()};
}

// mex-consistency at one position: every sampled h < v is the value of some option, and no option
// has the value v.
Verdict mex_consistent(std::int64_t v, const Set& x, const std::function<std::uint64_t(std::int64_t)>& count) {
  if (v < 0) return mismatch("value >= 0", fmt::format("{}", v));
  for (auto h : sample_h(v, x, static_cast<std::uint64_t>(hash_range(x)))) {
    if (h > v) continue;
    const std::uint64_t c = count(h);
    if (h < v && c == 0) return Mismatch{fmt::format("an option of value {}", h), "none", "value below the formula missing"};
    if (h == v && c != 0)
      return Mismatch{fmt::format("no option of value {}", h), fmt::format("{} options", c), "option with the formula's value"};
  }
  return std::nullopt;
}

// ---------------------------------------------------------------------------------------------
// Exhaustive phases over a dense table, in rank order = (sum, size, colex).

// Work items of ranks_per_item consecutive ranks, checked in parallel (ctx.threads); the key is
// the rank, so counts, mismatch kinds and the minimal counterexample are those of the sequential
// walk in rank order for any thread count. `check` must be safe to call from several threads.
constexpr std::uint64_t kRanksPerItem = 1 << 14;

template <class Check>
void run_table(ClaimResult& res, const Table& t, const std::string& range, const RunContext& ctx, Check&& check,
               const std::function<std::string(Mask)>& print) {
  const SetDomain& d = t.domain();
  run_exhaustive_parallel<std::uint64_t>(
      res, range, (d.size() + kRanksPerItem - 1) / kRanksPerItem, ctx.threads,
      [&](std::uint64_t item, auto visit) {
        for (std::uint64_t r = item * kRanksPerItem; r < std::min(d.size(), (item + 1) * kRanksPerItem); ++r) visit(r);
      },
      [&](std::uint64_t r) { return check(r, d.unrank(r)); }, [&](std::uint64_t r) { return print(d.unrank(r)); },
      [](std::uint64_t r) { return r; }, "exhaustive", "exhaustive search in size order (minimal)");
}

std::string sw_range(int M) {
  return fmt::format("every n-element set of elements < {}, 1 <= n <= {} ({} positions)", M, std::min(6, M),
                     with_commas(SetDomain::count(M, sw_sizes(M))));
}
std::string tt_range(int M) {
  return fmt::format("every odd-size set of elements < {} ({} positions)", M, with_commas(SetDomain::count(M, odd_sizes(M))));
}
std::string inset_range(int M) {
  std::uint64_t n = 0;
  for (int N = 2; N <= 7; ++N) n += SetDomain::count(M, inset_sizes(N));
  return fmt::format("for N = 2..7, every position of P_N ∪ P_1 with elements < {} ({} positions)", M, with_commas(n));
}

Verdict value_vs(std::int64_t claimed, std::uint64_t actual) {
  if (claimed == static_cast<std::int64_t>(actual)) return std::nullopt;
  return mismatch(fmt::format("{}", claimed), fmt::format("{}", actual));
}

// The inset domain for every N = 2..7 in turn (order: N, then the table's order). prepare(t, N)
// runs before table N is checked (on the calling thread), for state the parallel check only reads.
template <class Check, class Prepare>
void run_inset_tables(ClaimResult& res, int M, const RunContext& ctx, Check&& check, Prepare&& prepare) {
  Coverage total{"exhaustive", 0, inset_range(M)};
  for (int N = 2; N <= 7; ++N) {
    const Table& t = table(Rules::inset, M, inset_sizes(N), N, ctx);
    prepare(t, N);
    ClaimResult part;
    run_table(part, t, "", ctx, [&](std::uint64_t r, Mask m) { return check(t, r, m, N); },
              [N](Mask m) { return print_inset(m, N); });
    total.count += part.total_checked();
    res.mismatches += part.mismatches;
    for (auto& [k, v] : part.mismatch_kinds) res.mismatch_kinds[k] += v;
    if (!res.counterexample && part.counterexample) res.counterexample = part.counterexample;
  }
  res.checked.push_back(total);
}

template <class Check>
void run_inset_tables(ClaimResult& res, int M, const RunContext& ctx, Check&& check) {
  run_inset_tables(res, M, ctx, std::forward<Check>(check), [](const Table&, int) {});
}

// φ_{N,1} at every position of an inset table, by rank (a formula table: Lemmas 5.10 and 5.11 speak
// about the formula's values at the options).
std::vector<std::int64_t> formula_values(const Table& t, int N) {
  const SetDomain& d = t.domain();
  std::vector<std::int64_t> v(d.size());
  for (std::uint64_t r = 0; r < d.size(); ++r) v[r] = phi_N1(to_set(d.unrank(r)), N);
  return v;
}

// ---------------------------------------------------------------------------------------------
// Arithmetic on Z (Lemmas 2.7, 2.8): exhaustive on a small box, then random 64-bit values.

constexpr std::int64_t kHalf = std::int64_t{1} << 61;  // |a|, |b|, |c| < 2^61: a ± b cannot overflow

rc::Gen<std::int64_t> gen_int() {
  return rc::gen::oneOf(rc::gen::inRange<std::int64_t>(-kHalf, kHalf), rc::gen::inRange<std::int64_t>(-64, 65),
                        rc::gen::map(rc::gen::pair(rc::gen::inRange<std::int64_t>(-kHalf, kHalf), rc::gen::inRange(0, 60)),
                                     [](std::pair<std::int64_t, int> p) { return p.first & ~((std::int64_t{1} << p.second) - 1); }));
}

using Triple = std::tuple<std::int64_t, std::int64_t, std::int64_t>;
std::string print_triple(const Triple& t) {
  return fmt::format("a={}, b={}, c={}", std::get<0>(t), std::get<1>(t), std::get<2>(t));
}

void run_arith(ClaimResult& res, const RunContext& ctx, std::uint64_t bound, const std::function<Verdict(const Triple&)>& check,
               std::int64_t c_limit = kHalf) {
  const auto B = static_cast<std::int64_t>(bound);
  const std::int64_t cB = std::min(B, c_limit);
  run_exhaustive(
      res, fmt::format("every a, b in -{0}..{0} and c in -{1}..{1}", B, cB),
      static_cast<std::uint64_t>((2 * B + 1) * (2 * B + 1) * (2 * cB + 1)),
      [&](auto visit) {
        for (std::int64_t a = -B; a <= B; ++a)
          for (std::int64_t b = -B; b <= B; ++b)
            for (std::int64_t c = -cB; c <= cB; ++c) visit(Triple{a, b, c});
      },
      check, print_triple);
  const auto gc = c_limit < kHalf ? rc::gen::inRange<std::int64_t>(-c_limit, c_limit + 1) : gen_int();
  run_random(res, fmt::format("random a, b with |a|, |b| < 2^61 (and multiples of large powers of 2), |c| <= {}",
                              c_limit < kHalf ? fmt::format("{}", c_limit) : std::string("2^61")),
             rc::gen::tuple(gen_int(), gen_int(), gc), ctx.random_cases_for(20000), ctx.seed, check, print_triple);
}

struct AnimCase {
  Animating f, g;
  std::int64_t x, y;
};
std::string print_anim(const Animating& f) { return fmt::format("alpha={{{}}}, beta={}", fmt::join(f.alpha, ","), f.beta); }
std::string print_case(const AnimCase& c) {
  return fmt::format("f: {}; g: {}; x={}, y={}", print_anim(c.f), print_anim(c.g), c.x, c.y);
}

rc::Gen<Animating> gen_anim(std::int64_t range) {
  return rc::gen::apply(
      [](std::vector<std::int64_t> a, std::int64_t b) {
        if (a.size() > 8) a.resize(8);
        return Animating{a, b};
      },
      rc::gen::container<std::vector<std::int64_t>>(rc::gen::inRange<std::int64_t>(-range, range + 1)),
      rc::gen::inRange<std::int64_t>(-range, range + 1));
}
rc::Gen<AnimCase> gen_anim_case(std::int64_t range) {
  return rc::gen::apply([](Animating f, Animating g, std::int64_t x, std::int64_t y) { return AnimCase{f, g, x, y}; },
                        gen_anim(range), gen_anim(range), rc::gen::inRange<std::int64_t>(-range, range + 1),
                        rc::gen::inRange<std::int64_t>(-range, range + 1));
}

void run_anim(ClaimResult& res, const RunContext& ctx, std::uint64_t bound, const std::function<Verdict(const AnimCase&)>& check) {
  // Exhaustive: every one-α function f = x ⊕ (x|α) ⊕ β and every x, y with α, β, x, y in -B..B (g the
  // identity, so composition is exercised by the random phases with up to 8 α's each).
  const auto B = static_cast<std::int64_t>(std::min<std::uint64_t>(bound, 24));
  run_exhaustive(
      res, fmt::format("every f(x) = x ⊕ (x|α) ⊕ β and every x, y with α, β, x, y in -{0}..{0} (g = identity)", B),
      0,
      [&](auto visit) {
        for (std::int64_t a = -B; a <= B; ++a)
          for (std::int64_t b = -B; b <= B; ++b)
            for (std::int64_t x = -B; x <= B; ++x)
              for (std::int64_t y = -B; y <= B; ++y) visit(AnimCase{Animating{{a}, b}, Animating{}, x, y});
      },
      check, print_case);
  run_random(res, "random f, g with up to 8 α's, α, β, x, y in -2^40..2^40", gen_anim_case(kLarge),
             ctx.random_cases_for(5000), ctx.seed, check, print_case);
  run_random(res, "random f, g with up to 8 α's, α, β, x, y in -64..64", gen_anim_case(64), ctx.random_cases_for(5000),
             ctx.seed + 1, check, print_case);
}

// ---------------------------------------------------------------------------------------------
// Examples: value and stated winning move, checked with the memo solver.

struct Case {
  std::string what;
  std::function<Verdict()> check;
};
void run_example(ClaimResult& res, const std::vector<Case>& cases) {
  run_cases(res, "the printed values and winning move", cases, [](const Case& c) { return c.check(); },
            [](const Case& c) { return c.what; });
}

template <class G>
std::vector<Case> winning_move_cases(const typename G::Position& from, const typename G::Position& to) {
  auto zero_options = [from] {
    MemoSolver<G> s;
    std::vector<typename G::Position> opts;
    G::options(from, opts);
    std::vector<std::string> zeros;
    for (const auto& o : opts)
      if (s.grundy(o) == 0) zeros.push_back(G::print(o));
    std::sort(zeros.begin(), zeros.end());
    zeros.erase(std::unique(zeros.begin(), zeros.end()), zeros.end());
    return std::make_pair(opts, zeros);
  };
  const std::string f = G::print(from), t = G::print(to);
  return {
      Case{fmt::format("{} -> {} is a move", f, t),
           [=] {
             auto [opts, zeros] = zero_options();
             if (std::find(opts.begin(), opts.end(), to) != opts.end()) return Verdict{};
             return Verdict{mismatch("a move", "not a move")};
           }},
      Case{fmt::format("{} -> {} reaches value 0 (a winning move)", f, t),
           [=] {
             MemoSolver<G> s;
             const Grundy g = s.grundy(to);
             if (g == 0) return Verdict{};
             auto [opts, zeros] = zero_options();
             return Verdict{Mismatch{"0", fmt::format("{}; the winning moves are to {}", g, fmt::join(zeros, " or ")),
                                     "wrong winning move"}};
           }},
      Case{fmt::format("{} -> {} is the unique winning move", f, t),
           [=] {
             auto [opts, zeros] = zero_options();
             if (zeros.size() == 1 && zeros[0] == t) return Verdict{};
             return Verdict{Mismatch{fmt::format("only {}", t),
                                     fmt::format("value-0 options: {}", zeros.empty() ? "none" : fmt::format("{}", fmt::join(zeros, " ; "))),
                                     "winning move not unique"}};
           }},
  };
}

Case value_case(std::string what, std::int64_t printed, std::function<std::int64_t()> compute) {
  return Case{std::move(what), [printed, compute] {
                const std::int64_t v = compute();
                if (v == printed) return Verdict{};
                return Verdict{mismatch(fmt::format("{}", printed), fmt::format("{}", v))};
              }};
}

// ---------------------------------------------------------------------------------------------

void add_arith_claims(Registry& reg) {
  const Bounds box{8, 40, 128};
  reg.add(Claim{"inset/lemma-2.7-1", "inset", {kPaper, "Lemma 2.7 (1)", "Section 2.2"},
              "If a is a multiple of 2^t and not of 2^(t+1), then N(a) = [...0 1...1] (t+1 ones) = 2^(t+1) - 1.",
              "integers a != 0 (a = 0 is a multiple of every 2^t, so the hypothesis excludes it), a != -2^63; bound = "
              "the box -B..B", "N(a) = a ⊕ (a - 1) on 64-bit two's complement vs 2^(t+1) - 1 with t = the 2-adic valuation of a",
              "", Expectation::holds, box, [](ClaimResult& res, const RunContext& ctx, std::uint64_t bound) {
                run_arith(res, ctx, bound, [](const Triple& t) -> Verdict {
                  const std::int64_t a = std::get<0>(t);
                  if (a == 0) return std::nullopt;
                  const int tz = __builtin_ctzll(bits(a));
                  const std::int64_t want = wrap((std::uint64_t{1} << (tz + 1)) - 1);
                  if (nimN(a) == want) return std::nullopt;
                  return mismatch(fmt::format("{}", want), fmt::format("{}", nimN(a)));
                }, 0);
              }});
  reg.add(Claim{"inset/lemma-2.7-2", "inset", {kPaper, "Lemma 2.7 (2)", "Section 2.2"},
              "N(a) is negative if and only if a = 0.", "integers a; bound = the box -B..B", "sign of N(a)", "",
              Expectation::holds, box, [](ClaimResult& res, const RunContext& ctx, std::uint64_t bound) {
                run_arith(res, ctx, bound, [](const Triple& t) -> Verdict {
                  const std::int64_t a = std::get<0>(t);
                  if ((nimN(a) < 0) == (a == 0)) return std::nullopt;
                  return mismatch(a == 0 ? "negative" : "non-negative", fmt::format("N(a) = {}", nimN(a)));
                }, 0);
              }});
  reg.add(Claim{"inset/lemma-2.7-3", "inset", {kPaper, "Lemma 2.7 (3)", "Section 2.2"},
              "(a|b) = N(a - b).", "integers a, b with |a|, |b| < 2^61; bound = the box -B..B", "both sides on 64 bits",
              "Extraction lost the minus sign (printed \"N(a b)\"); repaired to N(a - b) as in the spec.", Expectation::holds, box,
              [](ClaimResult& res, const RunContext& ctx, std::uint64_t bound) {
                run_arith(res, ctx, bound, [](const Triple& t) -> Verdict {
                  const auto [a, b, c] = t;
                  if (bar(a, b) == nimN(a - b)) return std::nullopt;
                  return mismatch(fmt::format("{}", nimN(a - b)), fmt::format("{}", bar(a, b)));
                }, 0);
              }});
  reg.add(Claim{"inset/lemma-2.7-4", "inset", {kPaper, "Lemma 2.7 (4)", "Section 2.2"},
              "(a|b) = (a + c | b + c) = (a ⊕ c | b ⊕ c).", "integers a, b, c with |a|, |b|, |c| < 2^61; bound = the box -B..B",
              "all three on 64 bits", "", Expectation::holds, box, [](ClaimResult& res, const RunContext& ctx, std::uint64_t bound) {
                run_arith(res, ctx, bound, [](const Triple& t) -> Verdict {
                  const auto [a, b, c] = t;
                  const std::int64_t v = bar(a, b), w1 = bar(a + c, b + c), w2 = bar(a ^ c, b ^ c);
                  if (v == w1 && v == w2) return std::nullopt;
                  return mismatch(fmt::format("{}", v), fmt::format("{} and {}", w1, w2));
                });
              }});
  reg.add(Claim{"inset/lemma-2.7-5", "inset", {kPaper, "Lemma 2.7 (5)", "Section 2.2"},
              "If c > 0, a ⊕ ⊕_{h=0}^{c-1} (a|h) = a - c; if c < 0, a ⊕ ⊕_{h=c}^{-1} (a|h) = a - c.",
              "integers a with |a| < 2^61 and c != 0 with |c| <= 2048 (random) or in the box; bound = the box -B..B",
              "the nim-sum of |c| + 1 terms vs a - c on 64 bits", "Extraction lost the minus signs in \"a c\" and the "
              "lower limit \"-1\"; repaired as in the spec.", Expectation::holds, box,
              [](ClaimResult& res, const RunContext& ctx, std::uint64_t bound) {
                run_arith(res, ctx, bound, [](const Triple& t) -> Verdict {
                  const auto [a, b, c] = t;
                  if (c == 0) return std::nullopt;
                  std::int64_t v = a;
                  if (c > 0)
                    for (std::int64_t h = 0; h < c; ++h) v ^= bar(a, h);
                  else
                    for (std::int64_t h = c; h < 0; ++h) v ^= bar(a, h);
                  if (v == a - c) return std::nullopt;
                  return mismatch(fmt::format("{}", a - c), fmt::format("{}", v));
                }, 2048);
              }});

  const Bounds abox{6, 12, 24};
  reg.add(Claim{"inset/lemma-2.8-1", "inset", {kPaper, "Lemma 2.8 (1)", "Section 2.3"},
              "Animating functions are closed under composition and inverse, so (Anim(Z), ∘) is a group; an animating "
              "function is a bijection of Z (§2.3: \"clearly ... bijective\").",
              "animating functions in the form (2.1) with up to 8 α's; bound = the exhaustive box (at most 24)",
              "f ∘ g written in the form (2.1) (α' = α_g ∪ g⁻¹(α_f), β' = β_f ⊕ β_g) equals f(g(x)); f⁻¹ in the form "
              "(2.1) satisfies f⁻¹(f(x)) = x and f(f⁻¹(y)) = y (bijection); the chain ((x ⊕ a) + b) ⊕ ... composed in the "
              "form (2.1) equals the chain evaluated directly",
              "", Expectation::holds, abox, [](ClaimResult& res, const RunContext& ctx, std::uint64_t bound) {
                run_anim(res, ctx, bound, [](const AnimCase& c) -> Verdict {
                  const Animating h = compose(c.f, c.g);
                  if (h(c.x) != c.f(c.g(c.x)))
                    return mismatch(fmt::format("f(g(x)) = {}", c.f(c.g(c.x))), fmt::format("normal form gives {}", h(c.x)));
                  const Animating fi = inverse_by_lemma_2_8(c.f);
                  if (fi(c.f(c.x)) != c.x) return mismatch(fmt::format("f⁻¹(f(x)) = {}", c.x), fmt::format("{}", fi(c.f(c.x))));
                  if (c.f(fi(c.y)) != c.y) return mismatch(fmt::format("f(f⁻¹(y)) = {}", c.y), fmt::format("{}", c.f(fi(c.y))));
                  // A chain x ⊕ β_f, + (α_f[0] mod 17 - 8), ⊕ β_g, + (x mod 9 - 4): the elementary maps of §2.3.
                  const std::int64_t b1 = c.f.alpha.empty() ? 3 : (c.f.alpha[0] % 17) - 8, b2 = (c.y % 9) - 4;
                  const Animating chain = compose(add_map(b2), compose(xor_map(c.g.beta), compose(add_map(b1), xor_map(c.f.beta))));
                  const std::int64_t direct = ((((c.x ^ c.f.beta) + b1) ^ c.g.beta) + b2);
                  if (chain(c.x) != direct)
                    return mismatch(fmt::format("chain = {}", direct), fmt::format("normal form gives {}", chain(c.x)));
                  return std::nullopt;
                });
              }});
  reg.add(Claim{"inset/lemma-2.8-2", "inset", {kPaper, "Lemma 2.8 (2)", "Section 2.3"},
              "For an animating function f, (f(x) | f(y)) = (x | y).",
              "animating functions in the form (2.1); bound = the exhaustive box (at most 24)", "both sides on 64 bits", "",
              Expectation::holds, abox, [](ClaimResult& res, const RunContext& ctx, std::uint64_t bound) {
                run_anim(res, ctx, bound, [](const AnimCase& c) -> Verdict {
                  if (bar(c.f(c.x), c.f(c.y)) == bar(c.x, c.y)) return std::nullopt;
                  return mismatch(fmt::format("{}", bar(c.x, c.y)), fmt::format("{}", bar(c.f(c.x), c.f(c.y))));
                });
              }});
  reg.add(Claim{"inset/lemma-2.8-3", "inset", {kPaper, "Lemma 2.8 (3)", "Section 2.3"},
              "If y = f(x) with f in the form (2.1), then x = f⁻¹(y) = y ⊕ ⊕_i (y | f(α_i)) ⊕ β.",
              "animating functions in the form (2.1); bound = the exhaustive box (at most 24)",
              "the printed inverse applied to f(x) gives back x", "", Expectation::holds, abox,
              [](ClaimResult& res, const RunContext& ctx, std::uint64_t bound) {
                run_anim(res, ctx, bound, [](const AnimCase& c) -> Verdict {
                  const std::int64_t y = c.f(c.x);
                  std::int64_t x = y ^ c.f.beta;
                  for (auto a : c.f.alpha) x ^= bar(y, c.f(a));
                  if (x == c.x) return std::nullopt;
                  return mismatch(fmt::format("{}", c.x), fmt::format("{}", x));
                });
              }});
}

void add_sato_welter_claims(Registry& reg) {
  const Bounds sw{18, 30, 40};
  reg.add(Claim{"sato-welter/thm-3.5", "sato-welter", {kPaper, "Theorem 3.5 (Sato, Welter)", "Section 3"},
              "The Sprague–Grundy function of the Sato–Welter game (P_n; ->_A) is φ_n(x) = ⊕_i x_i ⊕ ⊕_{i<j} (x_i|x_j).",
              "n-element sets, 1 <= n <= 6, elements < bound (dense table); then random sets of up to 4 elements < 40 "
              "(memo solver); then random sets of up to 7 elements < 2^40 (mex-consistency of the formula)",
              "dense table vs φ_n; memo solver vs φ_n; at large positions, from the formula alone: no option has the "
              "value φ_n(x) and every sampled h < φ_n(x) is an option's value (options of value h found exactly by "
              "inverting the move's value function bit by bit)",
              "", Expectation::holds, sw, [](ClaimResult& res, const RunContext& ctx, std::uint64_t bound) {
                const int M = bound_int(bound, 1, 40, "sato-welter");
                const Table& t = table(Rules::sato_welter, M, sw_sizes(M), 0, ctx);
                run_table(res, t, sw_range(M), ctx, [&](std::uint64_t r, Mask m) { return value_vs(phi(to_set(m)), t.grundy_at(r)); },
                          print_mask);
                MemoSolver<SatoWelter> memo;
                run_random(res, "random sets of 1..4 elements < 40 (memo solver)", gen_set({1, 2, 3, 4}, 40),
                           ctx.random_cases_for(200), ctx.seed,
                           [&](const Set& x) { return value_vs(phi(x), memo.grundy(x)); }, print_set);
                run_random(res, "random sets of 1..7 elements < 2^40 (mex-consistency of φ_n at sampled values)",
                           gen_set({1, 2, 3, 4, 5, 6, 7}, kLarge), ctx.random_cases_for(100), ctx.seed,
                           [](const Set& x) {
                             return mex_consistent(phi(x), x, [&](std::int64_t h) { return sw_options_with_value(x, phi, h); });
                           },
                           print_set);
              }});
  reg.add(Claim{"sato-welter/thm-3.5-nonneg", "sato-welter", {kPaper, "text before Theorem 3.5", "Section 3"},
              "For x ∈ P_n, φ_n(x) >= 0.",
              "n-element sets, 1 <= n <= 6, elements < bound; then random sets of up to 12 elements < 2^40",
              "the formula's sign", "", Expectation::holds, sw,
              [](ClaimResult& res, const RunContext& ctx, std::uint64_t bound) {
                const int M = bound_int(bound, 1, 63, "sato-welter");
                const SetDomain d(Rules::sato_welter, M, sw_sizes(M));
                run_exhaustive(
                    res, sw_range(M), d.size(), [&](auto visit) { for (std::uint64_t k = 0; k < d.size(); ++k) visit(d.unrank(k)); },
                    [](Mask m) -> Verdict {
                      const auto v = phi(to_set(m));
                      return v >= 0 ? Verdict{} : mismatch(">= 0", fmt::format("{}", v));
                    },
                    print_mask);
                run_random(res, "random sets of 1..12 elements < 2^40",
                           gen_set({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}, kLarge), ctx.random_cases_for(20000), ctx.seed,
                           [](const Set& x) -> Verdict {
                             const auto v = phi(x);
                             return v >= 0 ? Verdict{} : mismatch(">= 0", fmt::format("{}", v));
                           },
                           print_set);
              }});
  reg.add(Claim{"sato-welter/remark-3.3-hook-length", "sato-welter", {kPaper, "Remark 3.3 (Young diagrams)", "Section 3"},
              "Reading x ∈ P_n as a β-set of a Young diagram, φ_n(x) is the nim-sum of N(h) over the diagram's hook "
              "lengths h (classical form of Sato's formula; the paper only states the Young-diagram reading).",
              "n-element sets, 1 <= n <= 6, elements < bound (dense table)",
              "hook-length nim-sum (cells = pairs y < x_j, y ∉ x, hook length x_j - y) vs the solver",
              "Not printed in the paper: a second computation of the Sato–Welter values from Remark 3.3's Young diagrams.",
              Expectation::holds, sw, [](ClaimResult& res, const RunContext& ctx, std::uint64_t bound) {
                const int M = bound_int(bound, 1, 40, "sato-welter");
                const Table& t = table(Rules::sato_welter, M, sw_sizes(M), 0, ctx);
                run_table(res, t, sw_range(M), ctx,
                          [&](std::uint64_t r, Mask m) { return value_vs(phi_hook(to_set(m)), t.grundy_at(r)); }, print_mask);
              }});
  reg.add(Claim{"sato-welter/example-3.6", "sato-welter", {kPaper, "Example 3.6", "Section 3"},
              "φ_2({3,5}) = 3 ⊕ 5 ⊕ (3|5) = 5 != 0, and the unique winning move is {3,5} ->_A {3,2}.",
              "the position {3,5}", "the printed values vs the formula and the memo solver; the move reaches value 0 and no "
              "other option has value 0", "", Expectation::holds, {0, 0, 0},
              [](ClaimResult& res, const RunContext&, std::uint64_t) {
                std::vector<Case> cases{
                    value_case("(3|5) as printed in the sum: φ_2 = 3 ⊕ 5 ⊕ (3|5) = 5", 5, [] { return 3 ^ 5 ^ bar(3, 5); }),
                    value_case("φ_2({3,5}) (formula) = 5", 5, [] { return phi({3, 5}); }),
                    value_case("SG({3,5}) (memo solver) = 5", 5, [] {
                      MemoSolver<SatoWelter> s;
                      return static_cast<std::int64_t>(s.grundy({3, 5}));
                    })};
                for (auto& c : winning_move_cases<SatoWelter>({3, 5}, {2, 3})) cases.push_back(std::move(c));
                run_example(res, cases);
              }});
}

void add_turtles_claims(Registry& reg) {
  const Bounds tt{14, 22, 25};
  reg.add(Claim{"turning-turtles/thm-4.4", "turning-turtles", {kPaper, "Theorem 4.4", "Section 4"},
              "The Sprague–Grundy function of turning turtles (P_odd; ->_D) is ψ(x) = x_1 ⊕ ... ⊕ x_n.",
              "odd-size sets with elements < bound (dense table); then random odd sets of up to 5 elements < 28 (memo "
              "solver); then random odd sets of up to 9 elements < 2^40 (mex-consistency of ψ)",
              "dense table vs ψ; memo solver vs ψ; at large positions, from the formula alone: no option has the value "
              "ψ(x) and every sampled h < ψ(x) is an option's value",
              "", Expectation::holds, tt, [](ClaimResult& res, const RunContext& ctx, std::uint64_t bound) {
                const int M = bound_int(bound, 1, 30, "turning-turtles");
                const Table& t = table(Rules::turning_turtles, M, odd_sizes(M), 0, ctx);
                run_table(res, t, tt_range(M), ctx, [&](std::uint64_t r, Mask m) { return value_vs(psi(to_set(m)), t.grundy_at(r)); },
                          print_mask);
                MemoSolver<TurningTurtles> memo;
                run_random(res, "random odd sets of 1..5 elements < 28 (memo solver)", gen_set({1, 3, 5}, 28),
                           ctx.random_cases_for(200), ctx.seed, [&](const Set& x) { return value_vs(psi(x), memo.grundy(x)); },
                           print_set);
                run_random(res, "random odd sets of 1..9 elements < 2^40 (mex-consistency of ψ at sampled values)",
                           gen_set({1, 3, 5, 7, 9}, kLarge), ctx.random_cases_for(200), ctx.seed,
                           [](const Set& x) {
                             return mex_consistent(psi(x), x, [&](std::int64_t h) {
                               std::uint64_t c = sw_options_with_value(x, psi, h);
                               if (x.size() >= 3)
                                 for (std::size_t i = 0; i < x.size(); ++i)
                                   for (std::size_t j = i + 1; j < x.size(); ++j)
                                     if (psi(without(without(x, j), i)) == h) ++c;
                               return c;
                             });
                           },
                           print_set);
              }});
  reg.add(Claim{"turning-turtles/thm-4.4-nonneg", "turning-turtles", {kPaper, "text before Theorem 4.4", "Section 4"},
              "For x ∈ P_odd, ψ(x) >= 0.", "odd-size sets with elements < bound; then random odd sets < 2^40",
              "the formula's sign", "", Expectation::holds, tt, [](ClaimResult& res, const RunContext& ctx, std::uint64_t bound) {
                const int M = bound_int(bound, 1, 30, "turning-turtles");
                const SetDomain d(Rules::turning_turtles, M, odd_sizes(M));
                run_exhaustive(
                    res, tt_range(M), d.size(), [&](auto visit) { for (std::uint64_t k = 0; k < d.size(); ++k) visit(d.unrank(k)); },
                    [](Mask m) -> Verdict { return psi(to_set(m)) >= 0 ? Verdict{} : mismatch(">= 0", "negative"); },
                    print_mask);
                run_random(res, "random odd sets of 1..9 elements < 2^40", gen_set({1, 3, 5, 7, 9}, kLarge),
                           ctx.random_cases_for(20000), ctx.seed,
                           [](const Set& x) -> Verdict { return psi(x) >= 0 ? Verdict{} : mismatch(">= 0", "negative"); },
                           print_set);
              }});
  reg.add(Claim{"turning-turtles/example-4.5", "turning-turtles", {kPaper, "Example 4.5", "Section 4"},
              "ψ({2,3,5}) = 2 ⊕ 3 ⊕ 5 = 4 != 0, and the unique winning move is {2,3,5} ->_D {2,3,1}.", "the position {2,3,5}",
              "the printed value vs the formula and the memo solver; the move reaches value 0 and no other option has "
              "value 0", "", Expectation::holds, {0, 0, 0}, [](ClaimResult& res, const RunContext&, std::uint64_t) {
                std::vector<Case> cases{value_case("ψ({2,3,5}) (formula) = 4", 4, [] { return psi({2, 3, 5}); }),
                                        value_case("SG({2,3,5}) (memo solver) = 4", 4, [] {
                                          MemoSolver<TurningTurtles> s;
                                          return static_cast<std::int64_t>(s.grundy({2, 3, 5}));
                                        })};
                for (auto& c : winning_move_cases<TurningTurtles>({2, 3, 5}, {1, 2, 3})) cases.push_back(std::move(c));
                run_example(res, cases);
              }});
}

void add_inset_claims(Registry& reg) {
  const Bounds ib{14, 24, 30};
  reg.add(Claim{"inset/thm-5.5", "inset", {kPaper, "Theorem 5.5", "Section 5"},
              "The Sprague–Grundy function of the inset game (P_{N,1}; ->) is φ_{N,1}(x) = ⊕_{i=1}^{N} (-1 | "
              "φ_{N-1}(x^(i))) ⊕ φ_N(x) for |x| = N, and x_1 for |x| = 1.",
              "N = 2..7, every position with elements < bound (dense table per N); then random positions with N = 2..5 and "
              "elements < 32 (memo solver); then random positions with N = 2..7 and elements < 2^40 (mex-consistency)",
              "dense table vs φ_{N,1}; memo solver vs φ_{N,1}; at large positions, from the formula alone: no option has "
              "the value φ_{N,1}(x) and every sampled h < φ_{N,1}(x) is an option's value",
              "The minus sign of \"-1\" is printed; \"x^(i) = x \\ {x_i}\".", Expectation::holds, ib,
              [](ClaimResult& res, const RunContext& ctx, std::uint64_t bound) {
                const int M = bound_int(bound, 2, 34, "inset");
                run_inset_tables(res, M, ctx, [](const Table& t, std::uint64_t r, Mask m, int N) {
                  return value_vs(phi_N1(to_set(m), N), t.grundy_at(r));
                });
                MemoSolver<Inset> memo;
                run_random(res, "random positions, N = 2..5, elements < 32 (memo solver)", gen_inset(2, 5, 32),
                           ctx.random_cases_for(200), ctx.seed,
                           [&](const InsetPosition& p) { return value_vs(phi_N1(p.x, p.N), memo.grundy(p)); }, Inset::print);
                run_random(res, "random positions, N = 2..7, elements < 2^40 (mex-consistency of φ_{N,1} at sampled values)",
                           gen_inset(2, 7, kLarge), ctx.random_cases_for(100), ctx.seed,
                           [](const InsetPosition& p) {
                             return mex_consistent(phi_N1(p.x, p.N), p.x,
                                                   [&](std::int64_t h) { return inset_options_with_value(p, h); });
                           },
                           Inset::print);
              }});
  reg.add(Claim{"inset/thm-5.5-ineq-5.1", "inset", {kPaper, "(5.1)", "Section 5"},
              "For x ∈ P_{N,1}, φ_{N,1}(x) >= 0.",
              "N = 2..7, every position with elements < bound; then random positions with N = 2..12, elements < 2^40",
              "the formula's sign", "", Expectation::holds, ib, [](ClaimResult& res, const RunContext& ctx, std::uint64_t bound) {
                const int M = bound_int(bound, 2, 34, "inset");
                run_inset_tables(res, M, ctx, [](const Table&, std::uint64_t, Mask m, int N) -> Verdict {
                  const auto v = phi_N1(to_set(m), N);
                  return v >= 0 ? Verdict{} : mismatch(">= 0", fmt::format("{}", v));
                });
                run_random(res, "random positions, N = 2..12, elements < 2^40", gen_inset(2, 12, kLarge),
                           ctx.random_cases_for(5000), ctx.seed,
                           [](const InsetPosition& p) -> Verdict {
                             const auto v = phi_N1(p.x, p.N);
                             return v >= 0 ? Verdict{} : mismatch(">= 0", fmt::format("{}", v));
                           },
                           Inset::print);
              }});

  // ---- Propositions 5.7 and 5.9: game isomorphisms onto the image ----
  reg.add(Claim{"inset/prop-5.7", "inset", {kPaper, "Proposition 5.7", "Section 5.1"},
              "f({x_1,x_2}) = {x_1+1, x_2+1}, f({x_1}) = {0, x_1+1} is a game isomorphism from P_{2,1} onto its image in "
              "P_2; in particular φ_{2,1}(x) = φ_2(f(x)).",
              "every position of P_{2,1} with elements < bound (N = 2)",
              "f is injective; f maps the option set of x onto the Sato–Welter option set of f(x) (equal as sets, so the "
              "image is closed under moves); φ_{2,1}(x) = φ_2(f(x)); and the memo solvers of both games agree",
              "", Expectation::holds, {16, 40, 80}, [](ClaimResult& res, const RunContext&, std::uint64_t bound) {
                const auto M = static_cast<std::int64_t>(bound);
                auto f = [](const Set& x) { return x.size() == 2 ? Set{x[0] + 1, x[1] + 1} : Set{0, x[0] + 1}; };
                MemoSolver<Inset> mi;
                MemoSolver<SatoWelter> ms;
                std::map<Set, Set> seen;  // image -> preimage, for injectivity
                run_exhaustive(
                    res, fmt::format("every position of P_{{2,1}} with elements < {} (order: sum, size, lexicographic)", M), 0,
                    [&](auto visit) {
                      for (std::int64_t s = 0; s <= 2 * M; ++s) {
                        if (s < M) visit(InsetPosition{{s}, 2});
                        for (std::int64_t a = 0; 2 * a < s; ++a)
                          if (s - a < M) visit(InsetPosition{{a, s - a}, 2});
                      }
                    },
                    [&](const InsetPosition& p) -> Verdict {
                      const Set fx = f(p.x);
                      if (auto [it, ok] = seen.emplace(fx, p.x); !ok)
                        return mismatch("injective", fmt::format("{} has the same image", print_set(it->second)));
                      std::vector<InsetPosition> oi;
                      Inset::options(p, oi);
                      std::vector<Set> mapped, os;
                      for (const auto& o : oi) mapped.push_back(f(o.x));
                      SatoWelter::options(fx, os);
                      std::sort(mapped.begin(), mapped.end());
                      std::sort(os.begin(), os.end());
                      if (mapped != os)
                        return Mismatch{"f(options) = options of f(x)",
                                        fmt::format("{} vs {} options", mapped.size(), os.size()), "option sets differ"};
                      if (phi_N1(p.x, 2) != phi(fx))
                        return mismatch(fmt::format("{}", phi(fx)), fmt::format("φ_2,1 = {}", phi_N1(p.x, 2)));
                      if (mi.grundy(p) != ms.grundy(fx))
                        return mismatch(fmt::format("SG {}", ms.grundy(fx)), fmt::format("SG {}", mi.grundy(p)));
                      return std::nullopt;
                    },
                    Inset::print);
              }});
  reg.add(Claim{"inset/prop-5.9", "inset", {kPaper, "Proposition 5.9", "Section 5.2"},
              "The identity f({x_1,x_2,x_3}) = {x_1,x_2,x_3}, f({x_1}) = {x_1} is a game isomorphism from P_{3,1} onto its "
              "image in P_odd; in particular φ_{3,1}(x) = ψ(f(x)).",
              "every position of P_{3,1} with elements < bound (N = 3)",
              "the inset option set of x equals the turning-turtles option set of x; φ_{3,1}(x) = ψ(x); and the memo "
              "solvers of both games agree",
              "", Expectation::holds, {12, 24, 32}, [](ClaimResult& res, const RunContext&, std::uint64_t bound) {
                const int M = bound_int(bound, 1, 63, "inset");
                const SetDomain d(Rules::inset, M, inset_sizes(3), 3);
                MemoSolver<Inset> mi;
                MemoSolver<TurningTurtles> mt;
                run_exhaustive(
                    res, fmt::format("every position of P_{{3,1}} with elements < {} ({} positions)", M, d.size()), d.size(),
                    [&](auto visit) { for (std::uint64_t k = 0; k < d.size(); ++k) visit(InsetPosition{to_set(d.unrank(k)), 3}); },
                    [&](const InsetPosition& p) -> Verdict {
                      std::vector<InsetPosition> oi;
                      Inset::options(p, oi);
                      std::vector<Set> a, b;
                      for (const auto& o : oi) a.push_back(o.x);
                      TurningTurtles::options(p.x, b);
                      std::sort(a.begin(), a.end());
                      std::sort(b.begin(), b.end());
                      if (a != b)
                        return Mismatch{"equal option sets", fmt::format("{} vs {} options", a.size(), b.size()), "option sets differ"};
                      if (phi_N1(p.x, 3) != psi(p.x))
                        return mismatch(fmt::format("ψ = {}", psi(p.x)), fmt::format("φ_3,1 = {}", phi_N1(p.x, 3)));
                      if (mi.grundy(p) != mt.grundy(p.x))
                        return mismatch(fmt::format("SG {}", mt.grundy(p.x)), fmt::format("SG {}", mi.grundy(p)));
                      return std::nullopt;
                    },
                    Inset::print);
              }});

  // ---- Lemmas 5.10 and 5.11 (statements about the formula φ_{N,1}) ----
  reg.add(Claim{"inset/lemma-5.10", "inset", {kPaper, "Lemma 5.10", "Section 5.3"},
              "For x ∈ P_{N,1} and h ∈ N: if 0 <= h < φ_{N,1}(x), the number of options y with φ_{N,1}(y) = h is odd; if "
              "h >= φ_{N,1}(x), it is even.",
              "N = 2..7, every position with elements < bound and every h (beyond the options' largest value every count "
              "is 0); then random positions with N = 2..7, elements < 2^40, at sampled h",
              "formula values at every option, counted per h (no solver: the lemma is about φ_{N,1}); at large positions "
              "the options of value h are counted exactly by inverting each move's value function bit by bit",
              "", Expectation::holds, ib, [](ClaimResult& res, const RunContext& ctx, std::uint64_t bound) {
                const int M = bound_int(bound, 2, 34, "inset");
                std::vector<std::int64_t> vals;  // φ_{N,1} by rank, filled before table N is checked
                struct Scratch {
                  std::vector<Mask> opts;
                  std::map<std::int64_t, std::uint64_t> cnt;
                };
                PerWorker<Scratch> scratch(ctx.threads);  // the check runs on several threads
                run_inset_tables(res, M, ctx, [&](const Table& t, std::uint64_t r, Mask m, int) -> Verdict {
                  auto& [opts, cnt] = scratch.get([] { return std::make_unique<Scratch>(); });
                  opts.clear();
                  t.domain().options(m, opts);
                  cnt.clear();
                  for (auto o : opts) ++cnt[vals[t.domain().rank(o)]];
                  const std::int64_t v = vals[r];
                  for (std::int64_t h = 0; h < v; ++h)
                    if (cnt[h] % 2 == 0) return mismatch(fmt::format("odd count at h={}", h), fmt::format("{}", cnt[h]));
                  for (auto [h, c] : cnt)
                    if (h >= v && c % 2 == 1) return mismatch(fmt::format("even count at h={}", h), fmt::format("{}", c));
                  return std::nullopt;
                }, [&](const Table& t, int N) { vals = formula_values(t, N); });
                run_random(res, "random positions, N = 2..7, elements < 2^40, sampled h", gen_inset(2, 7, kLarge),
                           ctx.random_cases_for(100), ctx.seed,
                           [](const InsetPosition& p) -> Verdict {
                             const std::int64_t v = phi_N1(p.x, p.N);
                             for (auto h : sample_h(v, p.x, static_cast<std::uint64_t>(hash_range(p.x)))) {
                               const std::uint64_t c = inset_options_with_value(p, h);
                               if ((h < v) != (c % 2 == 1))
                                 return mismatch(fmt::format("{} count at h={}", h < v ? "odd" : "even", h), fmt::format("{}", c));
                             }
                             return std::nullopt;
                           },
                           Inset::print);
              }});
  reg.add(Claim{"inset/lemma-5.11", "inset", {kPaper, "Lemma 5.11", "Section 5.3"},
              "For x ∈ P_{N,1} and y an option of x, φ_{N,1}(x) != φ_{N,1}(y).",
              "N = 2..7, every position with elements < bound and every option; then random positions with N = 2..7, "
              "elements < 2^40, every option (found by inverting each move's value function)",
              "formula values at x and at its options (no solver)", "", Expectation::holds, ib,
              [](ClaimResult& res, const RunContext& ctx, std::uint64_t bound) {
                const int M = bound_int(bound, 2, 34, "inset");
                std::vector<std::int64_t> vals;  // φ_{N,1} by rank, filled before table N is checked
                PerWorker<std::vector<Mask>> scratch(ctx.threads);  // the check runs on several threads
                run_inset_tables(res, M, ctx, [&](const Table& t, std::uint64_t r, Mask m, int) -> Verdict {
                  auto& opts = scratch.get([] { return std::make_unique<std::vector<Mask>>(); });
                  opts.clear();
                  t.domain().options(m, opts);
                  for (auto o : opts)
                    if (vals[t.domain().rank(o)] == vals[r])
                      return mismatch("different values", fmt::format("option {} has {}", print_mask(o), vals[r]));
                  return std::nullopt;
                }, [&](const Table& t, int N) { vals = formula_values(t, N); });
                run_random(res, "random positions, N = 2..7, elements < 2^40, every option", gen_inset(2, 7, kLarge),
                           ctx.random_cases_for(300), ctx.seed,
                           [](const InsetPosition& p) -> Verdict {
                             const std::int64_t v = phi_N1(p.x, p.N);
                             const std::uint64_t c = inset_options_with_value(p, v);
                             if (c == 0) return std::nullopt;
                             return mismatch("no option of the same value", fmt::format("{} options of value {}", c, v));
                           },
                           Inset::print);
              }});

  // ---- Example 5.6 ----
  reg.add(Claim{"inset/example-5.6", "inset", {kPaper, "Example 5.6 (values)", "Section 5"},
              "For x = {1,2,4,5} ∈ P_{4,1}: φ_{4,1}(x) = (-1|φ_3(2,4,5)) ⊕ (-1|φ_3(1,4,5)) ⊕ (-1|φ_3(1,2,5)) ⊕ "
              "(-1|φ_3(1,2,4)) ⊕ φ_4(1,2,4,5) = (-1|0) ⊕ (-1|7) ⊕ (-1|1) ⊕ (-1|4) ⊕ 6 = 10, so x has a winning strategy.",
              "the position 1,2,4,5;N=4",
              "each printed number vs the formula, the φ_3 and φ_4 values also vs the Sato–Welter memo solver, the total "
              "also vs the inset memo solver", "The winning move printed in the same example is its own claim, "
              "example-5.6-winning-move.", Expectation::holds, {0, 0, 0},
              [](ClaimResult& res, const RunContext&, std::uint64_t) {
                auto sw = [](Set s) {
                  MemoSolver<SatoWelter> m;
                  return static_cast<std::int64_t>(m.grundy(s));
                };
                std::vector<Case> cases{
                    value_case("φ_3(2,4,5) = 0", 0, [] { return phi({2, 4, 5}); }),
                    value_case("φ_3(1,4,5) = 7", 7, [] { return phi({1, 4, 5}); }),
                    value_case("φ_3(1,2,5) = 1", 1, [] { return phi({1, 2, 5}); }),
                    value_case("φ_3(1,2,4) = 4", 4, [] { return phi({1, 2, 4}); }),
                    value_case("φ_4(1,2,4,5) = 6", 6, [] { return phi({1, 2, 4, 5}); }),
                    value_case("SG_SW(2,4,5) = 0 (solver)", 0, [=] { return sw({2, 4, 5}); }),
                    value_case("SG_SW(1,4,5) = 7 (solver)", 7, [=] { return sw({1, 4, 5}); }),
                    value_case("SG_SW(1,2,5) = 1 (solver)", 1, [=] { return sw({1, 2, 5}); }),
                    value_case("SG_SW(1,2,4) = 4 (solver)", 4, [=] { return sw({1, 2, 4}); }),
                    value_case("SG_SW(1,2,4,5) = 6 (solver)", 6, [=] { return sw({1, 2, 4, 5}); }),
                    value_case("(-1|0) ⊕ (-1|7) ⊕ (-1|1) ⊕ (-1|4) ⊕ 6 = 10", 10,
                               [] { return bar(-1, 0) ^ bar(-1, 7) ^ bar(-1, 1) ^ bar(-1, 4) ^ 6; }),
                    value_case("φ_{4,1}({1,2,4,5}) (formula) = 10", 10, [] { return phi_N1({1, 2, 4, 5}, 4); }),
                    value_case("SG of 1,2,4,5;N=4 (inset memo solver) = 10", 10, [] {
                      MemoSolver<Inset> m;
                      return static_cast<std::int64_t>(m.grundy(InsetPosition{{1, 2, 4, 5}, 4}));
                    })};
                run_example(res, cases);
              }});
  reg.add(Claim{"inset/example-5.6-winning-move", "inset", {kPaper, "Example 5.6 (winning move)", "Section 5"},
              "For x = {1,2,4,5} ∈ P_{4,1} the (unique) winning move is {1,2,4,5} -> {0,1,4,5}.",
              "the position 1,2,4,5;N=4 and its options",
              "inset memo solver: the move exists, reaches value 0, and no other option has value 0",
              "Finding: {0,1,4,5} has value 8 (solver and φ_{4,1} agree), so the printed move loses. The unique winning move "
              "is {1,2,4,5} -> {1,2,3,4} (move 5 to 3); φ_{4,1}({1,2,3,4}) = 0. The value 10 of the example is right "
              "(example-5.6).", Expectation::refuted, {0, 0, 0},
              [](ClaimResult& res, const RunContext&, std::uint64_t) {
                run_example(res, winning_move_cases<Inset>(InsetPosition{{1, 2, 4, 5}, 4}, InsetPosition{{0, 1, 4, 5}, 4}));
              }});
}

// ---------------------------------------------------------------------------------------------
// Explorer: bound = sum of elements; order: sum, then size, then lexicographic (inset: sum, N, size,
// lexicographic, N = 2..8).

void distinct_sets(std::int64_t sum_left, std::size_t k, std::int64_t min, Set& cur, const std::function<void(const Set&)>& visit) {
  if (k == 0) {
    if (sum_left == 0) visit(cur);
    return;
  }
  // The k remaining elements are >= min, distinct: their sum is at least k*min + k(k-1)/2.
  const auto kk = static_cast<std::int64_t>(k);
  for (std::int64_t v = min; kk * v + kk * (kk - 1) / 2 <= sum_left; ++v) {
    cur.push_back(v);
    distinct_sets(sum_left - v, k - 1, v + 1, cur, visit);
    cur.pop_back();
  }
}

void sets_with_sum(std::int64_t s, std::size_t k, const std::function<void(const Set&)>& visit) {
  Set cur;
  distinct_sets(s, k, 0, cur, visit);
}

std::size_t max_size_for_sum(std::uint64_t s) {
  std::size_t k = 1;
  while ((k + 1) * k / 2 <= s) ++k;  // k+1 distinct elements need sum >= k(k+1)/2
  return k;
}

Fields set_fields(const Set& x) {
  return Fields{{"elements", std::vector<std::int64_t>(x.begin(), x.end())},
                {"n", static_cast<std::int64_t>(x.size())},
                {"sum", sum(x)}};
}

template <class G>
std::unique_ptr<SolveSession> session() {
  return std::make_unique<ImpartialSession<G>>();
}

std::string exploration(const RunContext& ctx) {
  std::string md;
  const int M = 16;
  md += fmt::format("### Inset game: positions and P-positions with elements < {} (dense tables)\n\n", M);
  md += "Also counted: N-element positions whose inset value differs from their Sato–Welter value φ_N (the singleton "
        "moves change the value), and the largest Grundy value met.\n\n";
  md += "| N | positions | P-positions | P-positions of size N | value != φ_N | largest value |\n|---:|---:|---:|---:|---:|---:|\n";
  for (int N = 2; N <= 7; ++N) {
    const Table& t = table(Rules::inset, M, inset_sizes(N), N, ctx);
    std::uint64_t p = 0, pN = 0, diff = 0, mx = 0;
    for (std::uint64_t r = 0; r < t.size(); ++r) {
      const Mask m = t.domain().unrank(r);
      const auto g = t.grundy_at(r);
      mx = std::max<std::uint64_t>(mx, g);
      const bool big = __builtin_popcountll(m) == N;
      if (g == 0) {
        ++p;
        pN += big;
      }
      if (big && static_cast<std::int64_t>(g) != phi(to_set(m))) ++diff;
    }
    md += fmt::format("| {} | {} | {} | {} | {} | {} |\n", N, with_commas(t.size()), with_commas(p), with_commas(pN),
                      with_commas(diff), mx);
  }
  md += "\n### Inset game N = 4: P-positions {a,b,c,d} with d < 10\n\n";
  {
    const Table& t = table(Rules::inset, M, inset_sizes(4), 4, ctx);
    std::vector<std::string> ps;
    for (std::uint64_t r = 0; r < t.size(); ++r) {
      const Set s = to_set(t.domain().unrank(r));
      if (s.size() == 4 && s.back() < 10 && t.grundy_at(r) == 0) ps.push_back("{" + print_set(s) + "}");
    }
    md += fmt::format("{} positions (order: sum, then colexicographic): {}\n", ps.size(), fmt::join(ps, ", "));
  }
  return md;
}


// Sato–Welter with two elements as a picture: the Grundy value of {a, b}.
std::vector<Picture> inset_pictures(const RunContext&) {
  MemoSolver<SatoWelter> solver;
  const HeatMap g = square_map("Sato-Welter, two elements: Grundy value of {a, b}", "a", "b", 0, 63,
                                [&solver](int a, int b) -> std::optional<unsigned> {
                                  if (a == b) return std::nullopt;
                                  return solver.grundy(Set{std::min<std::int64_t>(a, b), std::max<std::int64_t>(a, b)});
                                });
  return {{"sato-welter-2.svg",
           "Grundy values of two-element Sato-Welter positions {a, b}, 0 <= a, b < 64 (the diagonal is not a "
           "position; black = P). Theorem 3.5's formula gives every cell.",
           g}};
}

}  // namespace

// Temporarily here: the game's entry moves to src/games/inset/ with the paper's conversion.
void register_game_inset(Registry& reg) {
  auto sets_explorer = [](bool odd_only, const char* game) {
    return Explorer{
        "sum of the elements (order: sum, then size, then lexicographic)",
        [odd_only, game](std::uint64_t bound, const std::function<void(const std::string&)>& visit) {
          if (bound > 200) throw InputError(fmt::format("{} hunt bound at most 200 (sum of elements)", game));
          for (std::uint64_t s = 0; s <= bound; ++s)
            for (std::size_t k = 1; k <= max_size_for_sum(s); ++k)
              if (!odd_only || k % 2 == 1)
                sets_with_sum(static_cast<std::int64_t>(s), k, [&](const Set& x) { visit(print_set(x)); });
        },
        [odd_only] {
          return rc::gen::map(gen_set(odd_only ? std::vector<std::size_t>{1, 3, 5} : std::vector<std::size_t>{1, 2, 3, 4, 5}, 20),
                              [](const Set& x) { return print_set(x); });
        },
        [odd_only](std::string_view text) {
          return set_fields(odd_only ? TurningTurtles::parse(text) : SatoWelter::parse(text));
        }};
  };
  // Fields are assigned by name so the entries stay valid when the registry grows new optional fields.
  auto game = [&](std::string id, std::string title, std::string syntax, std::function<std::unique_ptr<SolveSession>()> s,
                  std::function<std::string(std::string_view)> normalize, Explorer e) {
    GameEntry g;
    g.id = std::move(id);
    g.title = std::move(title);
    g.paper = kPaper;
    g.syntax = std::move(syntax);
    g.partizan = false;
    g.session = std::move(s);
    g.explorer = std::move(e);
    g.normalize = std::move(normalize);
    reg.add(std::move(g));
  };
  game("sato-welter", "Sato–Welter game: move one element of a finite set of naturals to a smaller free value",
       "distinct non-negative elements separated by commas, any order: 3,5", session<SatoWelter>,
       [](std::string_view t) { return SatoWelter::print(SatoWelter::parse(t)); }, sets_explorer(false, "sato-welter"));
  game("turning-turtles", "Turning turtles: odd-size sets; a Sato–Welter move or delete two elements",
       "an odd number of distinct non-negative elements separated by commas: 2,3,5", session<TurningTurtles>,
       [](std::string_view t) { return TurningTurtles::print(TurningTurtles::parse(t)); },
       sets_explorer(true, "turning-turtles"));
  game("inset", "Inset game P_N ∪ P_1 (N >= 2): Sato–Welter moves, Nim on singletons, and x -> {x_i}",
       "N distinct non-negative elements or one, then ';N=' and the parameter N >= 2: 1,2,4,5;N=4 or 5;N=4",
       session<Inset>, [](std::string_view t) { return Inset::print(Inset::parse(t)); },
       Explorer{"sum of the elements (order: sum, then N = 2..8, then size, then lexicographic)",
                [](std::uint64_t bound, const std::function<void(const std::string&)>& visit) {
                  if (bound > 200) throw InputError("inset hunt bound at most 200 (sum of elements)");
                  for (std::uint64_t s = 0; s <= bound; ++s)
                    for (int N = 2; N <= 8; ++N)
                      for (std::size_t k : {std::size_t{1}, static_cast<std::size_t>(N)})
                        sets_with_sum(static_cast<std::int64_t>(s), k,
                                      [&](const Set& x) { visit(Inset::print(InsetPosition{x, N})); });
                },
                [] { return rc::gen::map(gen_inset(2, 6, 16), [](const InsetPosition& p) { return Inset::print(p); }); },
                [](std::string_view text) {
                  const InsetPosition p = Inset::parse(text);
                  Fields f = set_fields(p.x);
                  f.emplace_back("N", static_cast<std::int64_t>(p.N));
                  return f;
                }});
}

void register_paper_inset(Registry& reg) {
  PaperEntry paper;
  paper.file = kPaper;
  paper.citation = "K. Nakada, \"Inset games and strategies\" (FPSAC 2021, Sém. Lothar. Combin. 85B, #73)";
  paper.report_name = "inset";
  paper.games = {"sato-welter", "turning-turtles", "inset"};
  paper.exploration = exploration;
  paper.pictures = inset_pictures;
  paper.rules =
      "Positions are finite sets of non-negative integers, written as their elements separated by commas in any order "
      "(`3,5`); the inset game's parameter follows as `;N=4` (`1,2,4,5;N=4`, singleton `5;N=4`).\n\n"
      "- **Sato–Welter** (Def 3.1), P_n = n-element sets: move one element to any smaller value not in the set "
      "(|x ∩ y| = n − 1 and the added element is smaller than the removed one). Terminal {0,…,n−1}.\n"
      "- **Turning turtles** (Def 4.1), odd-size sets: a Sato–Welter move, or delete two elements. Deleting one "
      "element is not a move. Terminal {0}.\n"
      "- **Inset game** (Def 5.1), P_N ∪ P_1 with N ≥ 2: Sato–Welter moves inside P_N, Nim moves inside P_1, and "
      "x ∈ P_N → {x_i}.\n\n"
      "Two solvers: the generic memoized solver on sorted element vectors, and a dense table (`SetDomain`) over every "
      "set with elements below a bound M whose size is allowed (Sato–Welter n ≤ 6; turning turtles every odd size; "
      "inset {1, N}, one table per N), filled bottom-up. Its moves are written on bitmasks, separately from the "
      "memo solver's, and the two are cross-checked in props/inset_test.cpp. **Order** (ranks, and the exhaustive "
      "enumeration, so the first failure is the minimal counterexample): sum of the elements, then size, then "
      "colexicographic; the inset claims run N = 2..7 in turn. The sum alone is not enough: the inset move "
      "{0, x} → {x} keeps the sum and lowers the size. The bound of a claim is M (every element < M); for "
      "`cgcheck hunt` the bound is the sum of the elements.\n\n"
      "Arithmetic on ℤ (§2) is 64-bit two's complement: N(a) = a ⊕ (a − 1), (a|b) = N(a ⊕ b), animating functions "
      "in the form (2.1). Beyond the tables, the formulas are checked at random positions with elements up to 2^40: "
      "the options of value h are counted exactly, from the formula alone, by solving the move's value function "
      "for the moved element bit by bit (the function is built from ⊕ and N, so bit k depends only on bits 0..k), "
      "at sampled h (0..15, the value ± 1, random h below and above, the elements).\n\n"
      "Bounds (ci / standard / deep): Sato–Welter elements < 18 / 30 / 40 (n ≤ 6), turning turtles < 14 / 22 / 25 (every odd size), inset < 14 / 24 / 30 (N = 2..7).";
  reg.add(std::move(paper));
  add_arith_claims(reg);
  add_sato_welter_claims(reg);
  add_turtles_claims(reg);
  add_inset_claims(reg);
}

}  // namespace cgcheck
