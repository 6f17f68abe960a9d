// Claims of "Inset games and strategies", K. Nakada, FPSAC 2021 (003_4be60c0abf18f07e.txt): the
// two's-complement arithmetic of §2, the Sato–Welter game (§3), turning turtles (§4) and the inset
// game (§5).
#include <algorithm>
#include <cstdint>
#include <map>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include <fmt/core.h>
#include <fmt/format.h>
#include <rapidcheck.h>

#include "claims/check_kinds.hpp"
#include "claims/claim_builder.hpp"
#include "core/memo_solver.hpp"
#include "claims/printed_cases.hpp"
#include "games/inset/arith.hpp"
#include "papers/inset/arith_domains.hpp"
#include "games/inset/domains.hpp"
#include "papers/inset/at_random.hpp"
#include "papers/inset/option_checks.hpp"
#include "papers/inset/options_by_value.hpp"
#include "games/inset/rules.hpp"
#include "papers/inset/formulas.hpp"

namespace cgcheck {
namespace inset {
std::string exploration(RunContext& ctx);
std::vector<Picture> pictures(RunContext& ctx);
}  // namespace inset

namespace {

using namespace inset;
constexpr const char* kPaper = "003_4be60c0abf18f07e.txt";

// A formula on the elements, read at a dense table's position.
template <class F>
auto on_set(F f) {
  return [f](const RankedSet& p) { return f(p.set()); };
}
const auto phi_N1_at = [](const RankedSet& p) { return phi_N1(p.set(), p.N); };
SetValue phi_with(int N) {
  return [N](const std::vector<std::int64_t>& v) { return phi_N1(v, N); };
}
Verdict non_negative(std::int64_t v) { return v >= 0 ? Verdict{} : mismatch(">= 0", fmt::format("{}", v)); }

// Lemma 5.11's proof, case x, y ∈ P_N, with x[k] playing x_1: g_i and f as printed, checked at s = x_1
// and each t of `ts` (Lemma 2.8 (2): an animating h has (h(s)|h(t)) = (s|t)); and φ_{N,1} with x_1
// replaced by t, ⊕ f(t), the same for every t >= 0 that keeps a set of N elements.
Verdict lemma_511_pn(const std::vector<std::int64_t>& x, std::size_t k, const std::vector<std::int64_t>& ts) {
  std::vector<std::int64_t> rest = without(x, k);  // x_2, ..., x_N
  auto g = [&](std::size_t i, std::int64_t t) {      // g_i(t) = φ_{N-1}({t} ∪ rest ∖ {rest[i]})
    std::vector<std::int64_t> y = without(rest, i);
    y.push_back(t);
    return phi(y);
  };
  auto f = [&](std::int64_t t) {
    std::int64_t v = t;
    for (std::size_t i = 0; i < rest.size(); ++i) v ^= bar(-1, g(i, t)) ^ bar(t, rest[i]);
    return v;
  };
  auto phi_with_t = [&](std::int64_t t) {
    std::vector<std::int64_t> y = rest;
    y.push_back(t);
    std::sort(y.begin(), y.end());
    return phi_N1(y, static_cast<int>(x.size()));
  };
  const std::int64_t s = x[k], fs = f(s), c = phi_with_t(s) ^ fs;
  for (std::int64_t t : ts) {
    for (std::size_t i = 0; i < rest.size(); ++i)
      if (bar(g(i, s), g(i, t)) != bar(s, t))
        return mismatch(fmt::format("g_{} animating: (g(s)|g(t)) = (s|t) at s = {}, t = {}", i + 2, s, t), "differs");
    if (bar(fs, f(t)) != bar(s, t)) return mismatch(fmt::format("f animating: (f(s)|f(t)) = (s|t) at s = {}, t = {}", s, t), "differs");
    if (t >= 0 && std::find(rest.begin(), rest.end(), t) == rest.end() && (phi_with_t(t) ^ f(t)) != c)
      return mismatch(fmt::format("φ_N,1 ⊕ f constant ({}) at t = {}", c, t), fmt::format("{}", phi_with_t(t) ^ f(t)));
  }
  return std::nullopt;
}

// Lemma 5.11's proof, case x ∈ P_N, y ∈ P_1: (5.2) at each t of `ts`, the identity for (-1|φ_{N-1}(x^(i))),
// (5.3), f(φ_{N,1}(x)) = 0 and φ_{N,1}(x) ∉ x.
Verdict lemma_511_p1(const std::vector<std::int64_t>& x, const std::vector<std::int64_t>& ts) {
  const std::int64_t phin = phi(x);
  auto f = [&](std::int64_t t) {
    std::int64_t v = t ^ phin;
    for (auto xj : x) v ^= bar(t, xj);
    return v;
  };
  auto finv = [&](std::int64_t y) {  // (5.2)
    std::int64_t v = y ^ phin;
    for (auto xi : x) v ^= bar(y, f(xi));
    return v;
  };
  for (std::int64_t t : ts)
    if (finv(f(t)) != t) return mismatch(fmt::format("(5.2): f⁻¹(f({0})) = {0}", t), fmt::format("{}", finv(f(t))));
  std::int64_t rhs = phin;  // (5.3): 0 ⊕ ⊕ (0|f(x_i)) ⊕ φ_N(x)
  for (std::size_t i = 0; i < x.size(); ++i) {
    const std::int64_t lhs = bar(-1, phi(without(x, i))), via_f = bar(0, f(x[i]));
    if (lhs != via_f) return mismatch(fmt::format("(-1|φ_N-1(x^({}))) = (0|f(x_i)) = {}", i + 1, via_f), fmt::format("{}", lhs));
    rhs ^= via_f;
  }
  const std::int64_t v = phi_N1(x, static_cast<int>(x.size()));
  if (v != rhs) return mismatch(fmt::format("(5.3): φ_N,1(x) = {}", rhs), fmt::format("{}", v));
  if (finv(0) != v) return mismatch(fmt::format("φ_N,1(x) = f⁻¹(0) = {}", finv(0)), fmt::format("{}", v));
  if (f(v) != 0) return mismatch("f(φ_N,1(x)) = 0", fmt::format("{}", f(v)));
  if (std::find(x.begin(), x.end(), v) != x.end()) return mismatch("φ_N,1(x) is no x_i", fmt::format("{} ∈ x", v));
  return std::nullopt;
}

// ---------------------------------------------------------------------------------------------

// Bounds (ci, standard, deep) and domains that several sections below share.
const Bounds kArithmeticBox{8, 40, 128};
const Bounds kAnimatingBox{6, 12, 24};
const std::string kAnimatingDomain = "animating functions in the form (2.1); bound = the exhaustive box (at most 24)";
const Bounds kSatoWelterBounds{18, 30, 40};
const Bounds kTurtlesBounds{14, 22, 25};
const Bounds kInsetBounds{14, 24, 30};
const Bounds kProofBounds{8, 12, 14};

// Section 2.2: two's-complement arithmetic (Lemma 2.7).
void add_arithmetic_claims(const ClaimSet& in) {
  in.claim("lemma-2.7-1").cite("Lemma 2.7 (1)", "Section 2.2")
      .says("If a is a multiple of 2^t and not of 2^(t+1), then N(a) = [...0 1...1] (t+1 ones) = 2^(t+1) - 1.")
      .over(Triples{0, "a"}, kArithmeticBox)
      .checked_by("N(a) = a ⊕ (a - 1) on 64-bit two's complement vs 2^(t+1) - 1 with t = the 2-adic valuation of a")
      .note("a = 0 is skipped: it is a multiple of every 2^t, so the hypothesis excludes it.")
      .check(every([](const Triple& t) -> Verdict {
        const std::int64_t a = std::get<0>(t);
        if (a == 0) return std::nullopt;
        const std::int64_t want = wrap((std::uint64_t{1} << (__builtin_ctzll(bits(a)) + 1)) - 1);
        return nimN(a) == want ? Verdict{} : mismatch(fmt::format("{}", want), fmt::format("{}", nimN(a)));
      }));
  in.claim("lemma-2.7-2").cite("Lemma 2.7 (2)", "Section 2.2")
      .says("N(a) is negative if and only if a = 0.")
      .over(Triples{0, "a"}, kArithmeticBox)
      .checked_by("sign of N(a)")
      .check(every([](const Triple& t) -> Verdict {
        const std::int64_t a = std::get<0>(t);
        if ((nimN(a) < 0) == (a == 0)) return std::nullopt;
        return mismatch(a == 0 ? "negative" : "non-negative", fmt::format("N(a) = {}", nimN(a)));
      }));
  in.claim("lemma-2.7-3").cite("Lemma 2.7 (3)", "Section 2.2")
      .says("(a|b) = N(a - b).")
      .over(Triples{0, "a, b"}, kArithmeticBox)
      .checked_by("both sides on 64 bits")
      .note("Extraction lost the minus sign (printed \"N(a b)\"); repaired to N(a - b) as in the spec.")
      .check(every([](const Triple& t) -> Verdict {
        const auto [a, b, c] = t;
        return bar(a, b) == nimN(a - b) ? Verdict{} : mismatch(fmt::format("{}", nimN(a - b)), fmt::format("{}", bar(a, b)));
      }));
  in.claim("lemma-2.7-4").cite("Lemma 2.7 (4)", "Section 2.2")
      .says("(a|b) = (a + c | b + c) = (a ⊕ c | b ⊕ c).")
      .over(Triples{}, kArithmeticBox)
      .checked_by("all three on 64 bits")
      .check(every([](const Triple& t) -> Verdict {
        const auto [a, b, c] = t;
        const std::int64_t v = bar(a, b), w1 = bar(a + c, b + c), w2 = bar(a ^ c, b ^ c);
        return v == w1 && v == w2 ? Verdict{} : mismatch(fmt::format("{}", v), fmt::format("{} and {}", w1, w2));
      }));
  in.claim("lemma-2.7-5").cite("Lemma 2.7 (5)", "Section 2.2")
      .says("If c > 0, a ⊕ ⊕_{h=0}^{c-1} (a|h) = a - c; if c < 0, a ⊕ ⊕_{h=c}^{-1} (a|h) = a - c.")
      .over(Triples{2048, "a, c"}, kArithmeticBox)
      .checked_by("the nim-sum of |c| + 1 terms vs a - c on 64 bits")
      .note("Extraction lost the minus signs in \"a c\" and the lower limit \"-1\"; repaired as in the spec.")
      .check(every([](const Triple& t) -> Verdict {
        const auto [a, b, c] = t;
        if (c == 0) return std::nullopt;
        std::int64_t v = a;
        for (std::int64_t h = std::min<std::int64_t>(c, 0); h < std::max<std::int64_t>(c, 0); ++h) v ^= bar(a, h);
        return v == a - c ? Verdict{} : mismatch(fmt::format("{}", a - c), fmt::format("{}", v));
      }));
}

// Section 2.3: animating functions (Lemma 2.8).
void add_animating_claims(const ClaimSet& in) {
  in.claim("lemma-2.8-1").cite("Lemma 2.8 (1)", "Section 2.3")
      .says("Animating functions are closed under composition and inverse, so (Anim(Z), ∘) is a group; an animating "
            "function is a bijection of Z (§2.3: \"clearly ... bijective\").")
      .over("animating functions in the form (2.1) with up to 8 α's; bound = the exhaustive box (at most 24)", kAnimatingBox)
      .checked_by("f ∘ g written in the form (2.1) (α' = α_g ∪ g⁻¹(α_f), β' = β_f ⊕ β_g) equals f(g(x)); f⁻¹ in the form "
                  "(2.1) satisfies f⁻¹(f(x)) = x and f(f⁻¹(y)) = y (bijection); the chain ((x ⊕ a) + b) ⊕ ... composed in "
                  "the form (2.1) equals the chain evaluated directly")
      .check(over_animating([](const AnimCase& c) -> Verdict {
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
        if (chain(c.x) == direct) return std::nullopt;
        return mismatch(fmt::format("chain = {}", direct), fmt::format("normal form gives {}", chain(c.x)));
      }));
  in.claim("lemma-2.8-2").cite("Lemma 2.8 (2)", "Section 2.3")
      .says("For an animating function f, (f(x) | f(y)) = (x | y).")
      .over(kAnimatingDomain, kAnimatingBox)
      .checked_by("both sides on 64 bits")
      .check(over_animating([](const AnimCase& c) -> Verdict {
        if (bar(c.f(c.x), c.f(c.y)) == bar(c.x, c.y)) return std::nullopt;
        return mismatch(fmt::format("{}", bar(c.x, c.y)), fmt::format("{}", bar(c.f(c.x), c.f(c.y))));
      }));
  in.claim("lemma-2.8-3").cite("Lemma 2.8 (3)", "Section 2.3")
      .says("If y = f(x) with f in the form (2.1), then x = f⁻¹(y) = y ⊕ ⊕_i (y | f(α_i)) ⊕ β.")
      .over(kAnimatingDomain, kAnimatingBox)
      .checked_by("the printed inverse applied to f(x) gives back x")
      .check(over_animating([](const AnimCase& c) -> Verdict {
        const std::int64_t y = c.f(c.x);
        std::int64_t x = y ^ c.f.beta;
        for (auto a : c.f.alpha) x ^= bar(y, c.f(a));
        return x == c.x ? Verdict{} : mismatch(fmt::format("{}", c.x), fmt::format("{}", x));
      }));
}

// Section 2.3: the expression (2.1) of an animating function, and its uniqueness.
void add_expression_claims(const ClaimSet& in) {
  in.claim("sec-2.3-chain").cite("§2.3, \"f is animating if and only if it can be written as (2.1)\"", "Section 2.3")
      .says("Every function of the form (2.1), x ⊕ ⊕_i (x|α_i) ⊕ β, is a chain ((x ⊕ a) + b) ⊕ c ... of ⊕ and +. (The "
            "other direction, a chain has a form (2.1), is checked by lemma-2.8-1.)")
      .over(kAnimatingDomain, kAnimatingBox)
      .checked_by("A chain built from the form: f = h ∘ s_α1 with s_α(x) = ((x ⊕ α) − 1) ⊕ α, where h = f ∘ s_α1⁻¹ "
                  "has the α's s(α_2), ..., s(α_r) (one fewer), down to x ⊕ β; the chain is then evaluated with ⊕ and + "
                  "alone and compared with (2.1) at x and y.")
      .check(over_animating([](const AnimCase& c) -> Verdict {
        // Each step: (xor, add) = x -> (x ⊕ xor) + add; a form's chain, then the evaluation by ⊕ and + alone.
        std::vector<std::pair<std::int64_t, std::int64_t>> steps;
        Animating f = c.f;
        f.normalise();
        while (!f.alpha.empty()) {
          const std::int64_t a = f.alpha.front();
          const Animating s{{a}, 0};  // x ⊕ (x|a) = ((x ⊕ a) − 1) ⊕ a by Lemma 2.7 (4), (5)
          steps.emplace_back(a, -1);
          steps.emplace_back(a, 0);
          const Animating h = compose(f, inverse_by_lemma_2_8(s));
          if (h.alpha.size() + 1 != f.alpha.size())
            return mismatch(fmt::format("{} α's after peeling one", f.alpha.size() - 1), fmt::format("{}", h.alpha.size()));
          f = h;
        }
        steps.emplace_back(f.beta, 0);
        for (const std::int64_t x : {c.x, c.y}) {
          std::uint64_t v = bits(x);
          for (const auto& [xo, add] : steps) v = (v ^ bits(xo)) + bits(add);
          if (wrap(v) != c.f(x))
            return mismatch(fmt::format("the chain at {} = {}", x, c.f(x)), fmt::format("{}", wrap(v)));
        }
        return std::nullopt;
      }));
  in.claim("sec-2.3-unique").cite("§2.3, \"the expression (2.1) is unique as long as α_1, ..., α_r are distinct\"",
                                  "Section 2.3")
      .says("Two forms (2.1) with distinct α's define the same function only if they have the same set of α's and the "
            "same β.")
      .over("every set of distinct α's from -k..k and every β in -k..k; bound = k (at most 7)", {4, 6, 7})
      .checked_by("Each form's values at x = -k-1..k+1; no two forms share them. The window suffices: if the α sets "
                  "differ, f1 ⊕ f2 = ⊕_{α in the difference} (x|α) ⊕ (β1 ⊕ β2) is negative at an α of the difference "
                  "when β1 ⊕ β2 >= 0 ((x|α) < 0 only at x = α), and negative at any x outside the difference when "
                  "β1 ⊕ β2 < 0; if only β differs, they differ everywhere.")
      .check([](ClaimResult& res, RunContext&, std::uint64_t bound) {
        const auto k = static_cast<std::int64_t>(checked_bound(bound, 1, 7, "sec-2.3-unique box"));
        const unsigned values = static_cast<unsigned>(2 * k + 1);
        std::map<std::vector<std::int64_t>, Animating> seen;
        run_exhaustive(
            res, fmt::format("every set of distinct α's and every β in -{0}..{0} ({1} forms)", k,
                             (std::uint64_t{1} << values) * values),
            0, [&](auto visit) { each_form(k, visit); },
            [&](const Animating& f) -> Verdict {
              std::vector<std::int64_t> sig;
              for (std::int64_t x = -k - 1; x <= k + 1; ++x) sig.push_back(f(x));
              const auto [it, fresh] = seen.emplace(std::move(sig), f);
              if (fresh) return std::nullopt;
              return mismatch("a function of its own", "the same values as " + print_anim(it->second));
            },
            [](const Animating& f) { return print_anim(f); });
      });
}

// Section 3: the Sato–Welter game.
void add_sato_welter_claims(const ClaimSet& sw) {
  sw.claim("thm-3.5").cite("Theorem 3.5 (Sato, Welter)", "Section 3")
      .says("The Sprague–Grundy function of the Sato–Welter game (P_n; ->_A) is φ_n(x) = ⊕_i x_i ⊕ ⊕_{i<j} (x_i|x_j).")
      .over(in_turn(sato_welter_sets(40),
                    memo_at_random<SatoWelter>("random sets of 1..4 elements < 40 (memo solver)", gen_set({1, 2, 3, 4}, 40), 200),
                    random_positions("random sets of 1..7 elements < 2^40 (mex-consistency of φ_n at sampled values)",
                                     gen_set({1, 2, 3, 4, 5, 6, 7}, kLarge), 100)),
            kSatoWelterBounds)
      .checked_by("dense table vs φ_n; memo solver vs φ_n; at large positions, from the formula alone: no option has the "
                  "value φ_n(x) and every sampled h < φ_n(x) is an option's value (options of value h found exactly by "
                  "inverting the move's value function bit by bit)")
      .check(phases(grundy_is(on_set(phi)), random_grundy_is(phi),
                    random_every(mex_of(phi, [](const Set& x, std::int64_t h) { return sw_options_with_value(x, phi, h); }))));
  sw.claim("thm-3.5-nonneg").cite("text before Theorem 3.5", "Section 3")
      .says("For x ∈ P_n, φ_n(x) >= 0.")
      .over(in_turn(sato_welter_sets(63), random_positions("random sets of 1..12 elements < 2^40",
                                                           gen_set({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}, kLarge), 20000)),
            kSatoWelterBounds)
      .checked_by("the formula's sign")
      .check(phases(every([](const RankedSet& p) { return non_negative(phi(p.set())); }),
                    random_every([](const Set& x) { return non_negative(phi(x)); })));
  sw.claim("remark-3.3-hook-length").cite("Remark 3.3 (Young diagrams)", "Section 3")
      .says("Reading x ∈ P_n as a β-set of a Young diagram, φ_n(x) is the nim-sum of N(h) over the diagram's hook "
            "lengths h (classical form of Sato's formula; the paper only states the Young-diagram reading).")
      .over(sato_welter_sets(40), kSatoWelterBounds)
      .checked_by("hook-length nim-sum (cells = pairs y < x_j, y ∉ x, hook length x_j - y) vs the solver")
      .note("Not printed in the paper: a second computation of the Sato–Welter values from Remark 3.3's Young diagrams.")
      .check(grundy_is(on_set(phi_hook)));
  // Remark 3.3's reading: the β-set x gives the partition λ_i = x_(i) - (n - i) (x_(1) > ... > x_(n));
  // second computation: row i has one cell per y < x_(i) not in x (the cells of phi_hook).
  auto beta_row = [](Set x, std::size_t i) {
    std::sort(x.rbegin(), x.rend());
    return x[i] - static_cast<std::int64_t>(x.size() - 1 - i);
  };
  auto gap_row = [](Set x, std::size_t i) {
    std::sort(x.rbegin(), x.rend());
    std::int64_t cells = 0;
    for (std::int64_t y = 0; y < x[i]; ++y) cells += std::find(x.begin(), x.end(), y) == x.end() ? 1 : 0;
    return cells;
  };
  sw.claim("remark-3.3-example").cite("Remark 3.3 (example)", "Section 3")
      .says("The position x = {3, 5} ∈ P_2, read as a beta number, is the Young diagram of the partition (4, 3).")
      .over("the printed position", {0, 0, 0})
      .checked_by("the parts λ_i = x_(i) - (n - i) and, separately, each row's cells counted as the y < x_(i) not in x, "
                  "against the printed parts")
      .check(printed({value_case("row 1 of {3,5} (β-number formula) = 4", 4, [=] { return beta_row({3, 5}, 0); }),
                      value_case("row 2 of {3,5} (β-number formula) = 3", 3, [=] { return beta_row({3, 5}, 1); }),
                      value_case("row 1 of {3,5} (cells counted) = 4", 4, [=] { return gap_row({3, 5}, 0); }),
                      value_case("row 2 of {3,5} (cells counted) = 3", 3, [=] { return gap_row({3, 5}, 1); })}));
  sw.claim("example-3.6").cite("Example 3.6", "Section 3")
      .says("φ_2({3,5}) = 3 ⊕ 5 ⊕ (3|5) = 5 != 0, and the unique winning move is {3,5} ->_A {3,2}.")
      .over("the position {3,5}", {0, 0, 0})
      .checked_by("the printed values vs the formula and the memo solver; the move reaches value 0 and no other option "
                  "has value 0")
      .check(printed(std::vector<Case>{value_case("(3|5) as printed in the sum: φ_2 = 3 ⊕ 5 ⊕ (3|5) = 5", 5,
                                                  [] { return 3 ^ 5 ^ bar(3, 5); }),
                                       value_case("φ_2({3,5}) (formula) = 5", 5, [] { return phi({3, 5}); }),
                                       solver_case<SatoWelter>("SG({3,5}) (memo solver) = 5", 5, {3, 5})} +
                     winning_move_cases<SatoWelter>({3, 5}, {2, 3})));
}

// Section 4: turning turtles.
void add_turning_turtles_claims(const ClaimSet& tt) {
  tt.claim("thm-4.4").cite("Theorem 4.4", "Section 4")
      .says("The Sprague–Grundy function of turning turtles (P_odd; ->_D) is ψ(x) = x_1 ⊕ ... ⊕ x_n.")
      .over(in_turn(odd_sets(),
                    memo_at_random<TurningTurtles>("random odd sets of 1..5 elements < 28 (memo solver)", gen_set({1, 3, 5}, 28), 200),
                    random_positions("random odd sets of 1..9 elements < 2^40 (mex-consistency of ψ at sampled values)",
                                     gen_set({1, 3, 5, 7, 9}, kLarge), 200)),
            kTurtlesBounds)
      .checked_by("dense table vs ψ; memo solver vs ψ; at large positions, from the formula alone: no option has the "
                  "value ψ(x) and every sampled h < ψ(x) is an option's value")
      .check(phases(grundy_is(on_set(psi)), random_grundy_is(psi),
                    random_every(mex_of(psi, [](const Set& x, std::int64_t h) { return tt_options_with_value(x, psi, h); }))));
  const auto psi_sign = [](const Set& x) { return psi(x) >= 0 ? Verdict{} : mismatch(">= 0", "negative"); };
  tt.claim("thm-4.4-nonneg").cite("text before Theorem 4.4", "Section 4")
      .says("For x ∈ P_odd, ψ(x) >= 0.")
      .over(in_turn(odd_sets(), random_positions("random odd sets of 1..9 elements < 2^40", gen_set({1, 3, 5, 7, 9}, kLarge), 20000)),
            kTurtlesBounds)
      .checked_by("the formula's sign")
      .check(phases(every([psi_sign](const RankedSet& p) { return psi_sign(p.set()); }), random_every(psi_sign)));
  // The strict partition {2, 3, 5} reads as: its elements in decreasing order.
  const auto parts = [] {
    Set x{2, 3, 5};
    std::sort(x.rbegin(), x.rend());
    return x;
  };
  tt.claim("remark-4.3-example").cite("Remark 4.3 (example)", "Section 4")
      .says("The position x = {2, 3, 5} ∈ P_odd, read as a strict partition, is the shifted Young diagram of (5, 3, 2).")
      .over("the printed position", {0, 0, 0})
      .checked_by("the elements in decreasing order against the printed parts; the parts strictly decrease (a shifted "
                  "diagram), and the diagram's cells number 2 + 3 + 5")
      .check(printed({value_case("part 1 = 5", 5, [=] { return parts()[0]; }),
                      value_case("part 2 = 3", 3, [=] { return parts()[1]; }),
                      value_case("part 3 = 2", 2, [=] { return parts()[2]; }),
                      value_case("strictly decreasing parts (1 = yes)", 1, [=] {
                        const Set x = parts();
                        return static_cast<std::int64_t>(std::adjacent_find(x.begin(), x.end(), std::less_equal<>()) == x.end());
                      }),
                      value_case("cells of the shifted diagram = 10", 10, [] {
                        std::int64_t cells = 0;  // row i starts at column i and has λ_i cells
                        for (auto v : Set{2, 3, 5}) cells += v;
                        return cells;
                      })}));
  tt.claim("example-4.5").cite("Example 4.5", "Section 4")
      .says("ψ({2,3,5}) = 2 ⊕ 3 ⊕ 5 = 4 != 0, and the unique winning move is {2,3,5} ->_D {2,3,1}.")
      .over("the position {2,3,5}", {0, 0, 0})
      .checked_by("the printed value vs the formula and the memo solver; the move reaches value 0 and no other option "
                  "has value 0")
      .check(printed(std::vector<Case>{value_case("ψ({2,3,5}) (formula) = 4", 4, [] { return psi({2, 3, 5}); }),
                                       solver_case<TurningTurtles>("SG({2,3,5}) (memo solver) = 4", 4, {2, 3, 5})} +
                     winning_move_cases<TurningTurtles>({2, 3, 5}, {1, 2, 3})));
}

// Section 5: the inset game's Sprague–Grundy function (Theorem 5.5, (5.1)).
void add_inset_value_claims(const ClaimSet& in) {
  in.claim("thm-5.5").cite("Theorem 5.5", "Section 5")
      .says("The Sprague–Grundy function of the inset game (P_{N,1}; ->) is φ_{N,1}(x) = ⊕_{i=1}^{N} (-1 | "
            "φ_{N-1}(x^(i))) ⊕ φ_N(x) for |x| = N, and x_1 for |x| = 1.")
      .over(in_turn(inset_positions(),
                    memo_at_random<Inset>("random positions, N = 2..5, elements < 32 (memo solver)", gen_inset(2, 5, 32), 200),
                    random_positions("random positions, N = 2..7, elements < 2^40 (mex-consistency of φ_{N,1} at sampled values)",
                                     gen_inset(2, 7, kLarge), 100)),
            kInsetBounds)
      .checked_by("dense table vs φ_{N,1}; memo solver vs φ_{N,1}; at large positions, from the formula alone: no option "
                  "has the value φ_{N,1}(x) and every sampled h < φ_{N,1}(x) is an option's value")
      .note("The minus sign of \"-1\" is printed; \"x^(i) = x \\ {x_i}\".")
      .check(phases(grundy_is(phi_N1_at), random_grundy_is([](const InsetPosition& p) { return phi_N1(p.x, p.N); }),
                    random_every(mex_of([](const InsetPosition& p) { return phi_N1(p.x, p.N); },
                                        [](const InsetPosition& p, std::int64_t h) {
                                          return inset_options_with_value(p.x, phi_with(p.N), h);
                                        }))));
  in.claim("thm-5.5-ineq-5.1").cite("(5.1)", "Section 5")
      .says("For x ∈ P_{N,1}, φ_{N,1}(x) >= 0.")
      .over(in_turn(inset_positions(), random_positions("random positions, N = 2..12, elements < 2^40", gen_inset(2, 12, kLarge), 5000)),
            kInsetBounds)
      .checked_by("the formula's sign")
      .check(phases(every([](const RankedSet& p) { return non_negative(phi_N1_at(p)); }),
                    random_every([](const InsetPosition& p) { return non_negative(phi_N1(p.x, p.N)); })));
}

// Sections 5.1 and 5.2: the game isomorphisms of Propositions 5.7 and 5.9.
void add_isomorphism_claims(const ClaimSet& in) {
  // Propositions 5.7 and 5.9: game isomorphisms onto the image.
  in.claim("prop-5.7").cite("Proposition 5.7", "Section 5.1")
      .says("f({x_1,x_2}) = {x_1+1, x_2+1}, f({x_1}) = {0, x_1+1} is a game isomorphism from P_{2,1} onto its image in "
            "P_2; in particular φ_{2,1}(x) = φ_2(f(x)).")
      .over("every position of P_{2,1} with elements < bound (N = 2)", {16, 40, 80})
      .checked_by("f is injective; f maps the option set of x onto the Sato–Welter option set of f(x) (equal as sets, so "
                  "the image is closed under moves); φ_{2,1}(x) = φ_2(f(x)); and the memo solvers of both games agree")
      .check([](ClaimResult& res, RunContext&, std::uint64_t bound) {
        const auto M = static_cast<std::int64_t>(bound);
        auto f = [](const Set& x) { return x.size() == 2 ? Set{x[0] + 1, x[1] + 1} : Set{0, x[0] + 1}; };
        auto formula = [](const InsetPosition& p, const Set& fx) -> Verdict {
          if (phi_N1(p.x, 2) == phi(fx)) return std::nullopt;
          return mismatch(fmt::format("{}", phi(fx)), fmt::format("φ_2,1 = {}", phi_N1(p.x, 2)));
        };
        auto iso = isomorphism<SatoWelter>(f, "f(options) = options of f(x)", formula, /*check_injective=*/true);
        run_exhaustive(
            res, fmt::format("every position of P_{{2,1}} with elements < {} (order: sum, size, colexicographic)", M), 0,
            [&](auto visit) {
              for_each_set_in_rank_order(M, inset_sizes(2), [&](const std::int64_t* x, int k, std::int64_t) {
                visit(InsetPosition{Set(x, x + k), 2});
              });
            },
            iso, Inset::print);
      });
  in.claim("prop-5.9").cite("Proposition 5.9", "Section 5.2")
      .says("The identity f({x_1,x_2,x_3}) = {x_1,x_2,x_3}, f({x_1}) = {x_1} is a game isomorphism from P_{3,1} onto its "
            "image in P_odd; in particular φ_{3,1}(x) = ψ(f(x)).")
      .over("every position of P_{3,1} with elements < bound (N = 3)", {12, 24, 32})
      .checked_by("the inset option set of x equals the turning-turtles option set of x; φ_{3,1}(x) = ψ(x); and the memo "
                  "solvers of both games agree")
      .check([](ClaimResult& res, RunContext&, std::uint64_t bound) {
        const SetDomain d(Rules::inset, bound_int(bound, 1, 63, "inset"), inset_sizes(3), 3);
        auto formula = [](const InsetPosition& p, const Set&) -> Verdict {
          if (phi_N1(p.x, 3) == psi(p.x)) return std::nullopt;
          return mismatch(fmt::format("ψ = {}", psi(p.x)), fmt::format("φ_3,1 = {}", phi_N1(p.x, 3)));
        };
        auto iso = isomorphism<TurningTurtles>([](const Set& x) { return x; }, "equal option sets", formula);
        run_exhaustive(
            res, fmt::format("every position of P_{{3,1}} with elements < {} ({} positions)", bound, d.size()), d.size(),
            [&](auto visit) { for (std::uint64_t k = 0; k < d.size(); ++k) visit(InsetPosition{to_set(d.unrank(k)), 3}); },
            iso, Inset::print);
      });
}

// Section 5.3: Lemmas 5.10 and 5.11 on the formula φ_{N,1}.
void add_phi_claims(const ClaimSet& in) {
  // Lemmas 5.10 and 5.11: statements about the formula φ_{N,1}.
  in.claim("lemma-5.10").cite("Lemma 5.10", "Section 5.3")
      .says("For x ∈ P_{N,1} and h ∈ N: if 0 <= h < φ_{N,1}(x), the number of options y with φ_{N,1}(y) = h is odd; if "
            "h >= φ_{N,1}(x), it is even.")
      .over(in_turn(inset_positions(), random_positions("random positions, N = 2..7, elements < 2^40, sampled h",
                                                          gen_inset(2, 7, kLarge), 100)),
            kInsetBounds)
      .checked_by("formula values at every option, counted per h (no solver: the lemma is about φ_{N,1}); at large "
                  "positions the options of value h are counted exactly by inverting each move's value function bit by bit")
      .check(phases(value_at_options(phi_N1, [](std::int64_t v, const std::vector<Mask>&, const std::vector<std::int64_t>& values) -> Verdict {
                      std::map<std::int64_t, std::uint64_t> cnt;
                      for (auto w : values) ++cnt[w];
                      for (std::int64_t h = 0; h < v; ++h)
                        if (cnt[h] % 2 == 0) return mismatch(fmt::format("odd count at h={}", h), fmt::format("{}", cnt[h]));
                      for (auto [h, c] : cnt)
                        if (h >= v && c % 2 == 1) return mismatch(fmt::format("even count at h={}", h), fmt::format("{}", c));
                      return std::nullopt;
                    }),
                    random_every([](const InsetPosition& p) -> Verdict {
                                const std::int64_t v = phi_N1(p.x, p.N);
                                for (auto h : sample_h(v, p.x)) {
                                  const std::uint64_t c = inset_options_with_value(p.x, phi_with(p.N), h);
                                  if ((h < v) != (c % 2 == 1))
                                    return mismatch(fmt::format("{} count at h={}", h < v ? "odd" : "even", h), fmt::format("{}", c));
                                }
                                return std::nullopt;
                              })));
  in.claim("lemma-5.11").cite("Lemma 5.11", "Section 5.3")
      .says("For x ∈ P_{N,1} and y an option of x, φ_{N,1}(x) != φ_{N,1}(y).")
      .over(in_turn(inset_positions(), random_positions("random positions, N = 2..7, elements < 2^40, every option",
                                                          gen_inset(2, 7, kLarge), 300)),
            kInsetBounds)
      .checked_by("formula values at x and at its options (no solver)")
      .check(phases(value_at_options(phi_N1, [](std::int64_t v, const std::vector<Mask>& opts, const std::vector<std::int64_t>& values) -> Verdict {
                      for (std::size_t i = 0; i < opts.size(); ++i)
                        if (values[i] == v) return mismatch("different values", fmt::format("option {} has {}", print_mask(opts[i]), v));
                      return std::nullopt;
                    }),
                    random_every([](const InsetPosition& p) -> Verdict {
                                const std::int64_t v = phi_N1(p.x, p.N);
                                const std::uint64_t c = inset_options_with_value(p.x, phi_with(p.N), v);
                                if (c == 0) return std::nullopt;
                                return mismatch("no option of the same value", fmt::format("{} options of value {}", c, v));
                              })));
}

// Section 5.3: the proof of Lemma 5.11, step by step.
void add_lemma_5_11_proof_claims(const ClaimSet& in) {
  // The proof of Lemma 5.11: the functions it builds and the identities it uses, checked as printed
  // on the formula (no solver: the proof is about φ_{N,1}).
  auto in_pn = [](const RankedSet& p) { return p.set().size() == static_cast<std::size_t>(p.N); };
  in.claim("lemma-5.11-proof-pn").cite("Proof of Lemma 5.11 (case x, y ∈ P_N)", "Section 5.3")
      .says("For x = {x_1, ..., x_N} ∈ P_N: g_i(t) = φ_{N-1}({t, x_2, ..., x_N} ∖ {x_i}) (2 <= i <= N) and f(t) = "
            "⊕_{i=2}^N (-1 | g_i(t)) ⊕ t ⊕ ⊕_{i=2}^N (t | x_i) are animating, and φ_{N,1}({t, x_2, ..., x_N}) ⊕ f(t) does "
            "not depend on t (the display φ_{N,1}(x) ⊕ φ_{N,1}(y) = ...), so f(x_1) = f(y_1) forces x_1 = y_1.")
      .over(in_turn(where(inset_positions(), in_pn, "|x| = N"),
                    random_positions("random positions, N = 2..7, elements < 2^40, t = x_1 and 64 sampled t",
                                     gen_inset(2, 7, kLarge), 300)),
            kProofBounds)
      .checked_by("Lemma 2.8 (2)'s mark of an animating function, (h(s) | h(t)) = (s | t) for h = g_i and h = f at s = x_1 "
                  "and every t (so h is injective there); φ_{N,1} of the set with x_1 replaced by t, ⊕ f(t), constant over "
                  "every t >= 0 not in the set")
      .check(phases(every([](const RankedSet& p) {
                            const Set x = p.set();
                            const std::vector<std::int64_t> ts = integers(-16, static_cast<std::int64_t>(x.back()) + 17);
                            for (std::size_t k = 0; k < x.size(); ++k)
                              if (auto v = lemma_511_pn(x, k, ts)) return v;
                            return Verdict{};
                          }),
                    random_every([](const InsetPosition& p) -> Verdict {
                                if (p.x.size() < 2) return std::nullopt;
                                return lemma_511_pn(p.x, 0, sampled_elements(p.x[0], 64));
                              })));
  in.claim("lemma-5.11-proof-p1").cite("Proof of Lemma 5.11 (case x ∈ P_N, y ∈ P_1; eqs. (5.2), (5.3))", "Section 5.3")
      .says("For x ∈ P_N and f(t) = t ⊕ ⊕_{j=1}^N (t | x_j) ⊕ φ_N(x): f⁻¹(y) = y ⊕ ⊕_i (y | f(x_i)) ⊕ φ_N(x) (5.2); "
            "(-1 | φ_{N-1}(x^(i))) = (0 | f(x_i)) for each i; φ_{N,1}(x) = 0 ⊕ ⊕_i (0 | f(x_i)) ⊕ φ_N(x) (5.3); hence "
            "φ_{N,1}(x) = f⁻¹(0), f(φ_{N,1}(x)) = 0, and φ_{N,1}(x) is none of the x_i.")
      .over(in_turn(where(inset_positions(), in_pn, "|x| = N"),
                    random_positions("random positions, N = 2..7, elements < 2^40", gen_inset(2, 7, kLarge), 2000)),
            kProofBounds)
      .checked_by("each identity's two sides computed separately from φ_N, φ_{N-1} and (a|b) on 64 bits")
      .check(phases(every([](const RankedSet& p) {
                            const Set x = p.set();
                            return lemma_511_p1(x, integers(-16, static_cast<std::int64_t>(x.back()) + 17));
                          }),
                    random_every([](const InsetPosition& p) -> Verdict {
                                if (p.x.size() < 2) return std::nullopt;
                                return lemma_511_p1(p.x, {0, 1, -1, p.x[0], p.x.back() + 1});
                              })));
}

// Section 5: Example 5.6.
void add_example_5_6_claims(const ClaimSet& in) {
  const auto sg_sw = [](std::string what, std::int64_t said, Set x) { return solver_case<SatoWelter>(std::move(what), said, std::move(x)); };
  in.claim("example-5.6").cite("Example 5.6 (values)", "Section 5")
      .says("For x = {1,2,4,5} ∈ P_{4,1}: φ_{4,1}(x) = (-1|φ_3(2,4,5)) ⊕ (-1|φ_3(1,4,5)) ⊕ (-1|φ_3(1,2,5)) ⊕ "
            "(-1|φ_3(1,2,4)) ⊕ φ_4(1,2,4,5) = (-1|0) ⊕ (-1|7) ⊕ (-1|1) ⊕ (-1|4) ⊕ 6 = 10, so x has a winning strategy.")
      .over("the position 1,2,4,5;N=4", {0, 0, 0})
      .checked_by("each printed number vs the formula, the φ_3 and φ_4 values also vs the Sato–Welter memo solver, the "
                  "total also vs the inset memo solver")
      .note("The winning move printed in the same example is its own claim, example-5.6-winning-move.")
      .check(printed({value_case("φ_3(2,4,5) = 0", 0, [] { return phi({2, 4, 5}); }),
                      value_case("φ_3(1,4,5) = 7", 7, [] { return phi({1, 4, 5}); }),
                      value_case("φ_3(1,2,5) = 1", 1, [] { return phi({1, 2, 5}); }),
                      value_case("φ_3(1,2,4) = 4", 4, [] { return phi({1, 2, 4}); }),
                      value_case("φ_4(1,2,4,5) = 6", 6, [] { return phi({1, 2, 4, 5}); }),
                      sg_sw("SG_SW(2,4,5) = 0 (solver)", 0, {2, 4, 5}), sg_sw("SG_SW(1,4,5) = 7 (solver)", 7, {1, 4, 5}),
                      sg_sw("SG_SW(1,2,5) = 1 (solver)", 1, {1, 2, 5}), sg_sw("SG_SW(1,2,4) = 4 (solver)", 4, {1, 2, 4}),
                      sg_sw("SG_SW(1,2,4,5) = 6 (solver)", 6, {1, 2, 4, 5}),
                      value_case("(-1|0) ⊕ (-1|7) ⊕ (-1|1) ⊕ (-1|4) ⊕ 6 = 10", 10,
                                 [] { return bar(-1, 0) ^ bar(-1, 7) ^ bar(-1, 1) ^ bar(-1, 4) ^ 6; }),
                      value_case("φ_{4,1}({1,2,4,5}) (formula) = 10", 10, [] { return phi_N1({1, 2, 4, 5}, 4); }),
                      solver_case<Inset>("SG of 1,2,4,5;N=4 (inset memo solver) = 10", 10, {{1, 2, 4, 5}, 4})}));
  in.claim("example-5.6-winning-move").cite("Example 5.6 (winning move)", "Section 5")
      .says("For x = {1,2,4,5} ∈ P_{4,1} the (unique) winning move is {1,2,4,5} -> {0,1,4,5}.")
      .over("the position 1,2,4,5;N=4 and its options", {0, 0, 0})
      .checked_by("inset memo solver: the move exists, reaches value 0, and no other option has value 0")
      .note("Finding: {0,1,4,5} has value 8 (solver and φ_{4,1} agree), so the printed move loses. The unique winning move "
            "is {1,2,4,5} -> {1,2,3,4} (move 5 to 3); φ_{4,1}({1,2,3,4}) = 0. The value 10 of the example is right "
            "(example-5.6).")
      .refuted(Finding::erratum)
      .check(printed(winning_move_cases<Inset>(InsetPosition{{1, 2, 4, 5}, 4}, InsetPosition{{0, 1, 4, 5}, 4})));
}

}  // namespace

void register_paper_inset(Registry& reg) {
  PaperEntry paper;
  paper.file = kPaper;
  paper.citation = "Kento Nakada, \"Inset games and strategies\", Sém. Lothar. Combin. 85B (2021), #73 (FPSAC 2021)";
  paper.report_name = "inset";
  paper.games = {"sato-welter", "turning-turtles", "inset"};
  paper.exploration = inset::exploration;
  paper.pictures = inset::pictures;
  paper.rules = std::string(inset::kRulesMarkdown) +
                "\n\nBounds (ci / standard / deep): Sato–Welter elements < 18 / 30 / 40 (n ≤ 6), turning turtles < 14 / "
                "22 / 25 (every odd size), inset < 14 / 24 / 30 (N = 2..7).";
  reg.add(std::move(paper));
  const ClaimSet sw(reg, kPaper, "sato-welter"), tt(reg, kPaper, "turning-turtles"), in(reg, kPaper, "inset");
  add_arithmetic_claims(in);
  add_animating_claims(in);
  add_expression_claims(in);
  add_sato_welter_claims(sw);
  add_turning_turtles_claims(tt);
  add_inset_value_claims(in);
  add_isomorphism_claims(in);
  add_phi_claims(in);
  add_lemma_5_11_proof_claims(in);
  add_example_5_6_claims(in);
}

}  // namespace cgcheck
