// Claims of R. Miyadera, H. Manabe, U. Lee, "A variant of game of sliding coins"
// (002_0f159814ba9bf8e5.txt): the rule readings (the paper's figures are missing), Theorem 2 with
// Definition 3.1, Lemmas 1-6, "every position is N", and the four-coin game of Definition 1.2.
#include <algorithm>
#include <bit>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include <fmt/core.h>
#include <fmt/format.h>
#include <rapidcheck.h>

#include "claims/check_kinds.hpp"
#include "claims/claim_builder.hpp"
#include "claims/random_checks.hpp"
#include "games/sliding_coins/domains.hpp"
#include "papers/sliding_coins/formulas.hpp"

namespace cgcheck {
namespace sliding_coins {
std::string paper_rules();
std::string exploration(RunContext& ctx);
std::vector<Picture> pictures(RunContext& ctx);

// What Definition 3.1 says about (x, y): the sets G_{n,j} containing it.
std::string describe_members(formula::i64 x, formula::i64 y) {
  const auto ms = formula::members(x, y);
  if (ms.count == 0) return "in no G_{n,j}";
  std::vector<std::string> parts;
  for (int i = 0; i < ms.count; ++i) parts.push_back(fmt::format("G_{{{},{}}}", ms.m[i].n, ms.m[i].j));
  return fmt::format("in {}", fmt::join(parts, " and "));
}
// Theorem 2 at one position whose Grundy value is g: (x, y) lies in the union for g and in no other.
Verdict theorem2_at(formula::i64 x, formula::i64 y, Grundy g) {
  if (formula::value(x, y) == static_cast<formula::i64>(g)) return std::nullopt;
  return Mismatch{describe_members(x, y), fmt::format("grundy {}", g),
                  formula::members(x, y).count == 0 ? "in no set" : "in the union for another value"};
}
}  // namespace sliding_coins

namespace {

using namespace sliding_coins;
using formula::i64;
constexpr const char* kPaper = "002_0f159814ba9bf8e5.txt";

Position at(i64 x, i64 y) { return Position::two(static_cast<std::uint32_t>(x), static_cast<std::uint32_t>(y)); }
std::string print_two(const Position& p) { return print(p); }

// A value a formula gives a point vs the solver's (kind: the failure's direction).
Verdict value_is(i64 n, Grundy g, const char* kind) {
  if (static_cast<i64>(g) == n) return std::nullopt;
  return Mismatch{fmt::format("grundy {}", n), fmt::format("grundy {}", g), kind};
}
const auto theorem2 = [](const Position& p, const auto& truth) { return theorem2_at(p.x, p.y, truth.grundy(p)); };

// A point said to lie in G_{n,j}: by Definition 3.1, and (for Lemma 1) by Lemma 1 as printed.
struct Point {
  i64 n;
  int j;
  Position p;
  bool in_lemma = true, in_def = true;
};

// Every element of G_{n,1}, G_{n,2}, G_{n,3} with y <= bound, enumerated from Definition 3.1's
// parameter in order n, j, a; answered by the run's strap table.
struct SetElements {
  using Position = Point;
  std::string describe() const {
    return "every element of every G_{n,j} with y <= bound, enumerated from Definition 3.1's parameter a, by the "
           "dense table";
  }
  std::string range(std::uint64_t b) const {
    return fmt::format("every element with y <= {} of G_{{n,1}}, G_{{n,2}}, G_{{n,3}}, 1 <= n <= {}, in order n, j, a",
                       b, 2 * b + 2);
  }
  std::string print(const Point& e) const { return fmt::format("{} (in G_{{{},{}}})", print_two(e.p), e.n, e.j); }
  template <class Visit>
  void each(RunContext&, std::uint64_t bound, Visit&& visit) const {
    const i64 b = static_cast<i64>(bound);
    for (i64 n = 1; n <= 2 * b + 2; ++n)
      for (int j = 1; j <= 3; ++j) formula::for_each_in_G(n, j, b, [&](i64 x, i64 y) { visit(Point{n, j, at(x, y)}); });
  }
  auto truth(RunContext& ctx, std::uint64_t bound) const { return TwoCoins{}.truth(ctx, bound); }
};

// ---- Lemma 1: its printed sets for n = 6m + r against Definition 3.1's ----
// Lemma 1's and Definition 3.1's G_{n,j} (n = 6m + r) cut at y <= max_y, merged in order of (x, y).
template <class Visit>
void lemma1_points(i64 r, bool corrected, i64 m, i64 max_y, Visit&& visit) {
  const i64 n = 6 * m + r;
  for (int j = 1; j <= 3; ++j) {
    std::map<std::pair<i64, i64>, int> in;  // bit 1: Lemma 1 lists it, bit 2: Definition 3.1 does
    formula::for_each_in_lemma1(n, j, max_y, [&](i64 x, i64 y) { in[{x, y}] |= 1; }, corrected);
    formula::for_each_in_G(n, j, max_y, [&](i64 x, i64 y) { in[{x, y}] |= 2; });
    for (const auto& [xy, b] : in) visit(Point{n, j, at(xy.first, xy.second), (b & 1) != 0, (b & 2) != 0});
  }
}
std::string print_point(const Point& it) { return fmt::format("{} (n = {}, G_{{{},{}}})", print(it.p), it.n, it.n, it.j); }
Verdict same_sets(const Point& it) {
  if (it.in_lemma == it.in_def) return std::nullopt;
  return Mismatch{it.in_lemma ? "in G_{n,j} (Lemma 1)" : "not in G_{n,j} (Lemma 1)",
                  it.in_def ? "in G_{n,j} (Definition 3.1)" : "not in G_{n,j} (Definition 3.1)",
                  it.in_lemma ? "Lemma 1 lists a point Definition 3.1 does not" : "Lemma 1 misses a point of Definition 3.1"};
}
// Lemma 1's and Definition 3.1's points for n = 6m + r, every m with a point of y <= bound, answered by
// the run's strap table.
struct Lemma1Points {
  using Position = Point;
  i64 r;
  bool corrected;
  std::string describe() const {
    return fmt::format("n = 6m + {} for every m with a point of y <= bound, each set cut at y <= bound; bound = y", r);
  }
  std::string range(std::uint64_t bound) const {
    const i64 b = static_cast<i64>(bound);
    return fmt::format("every m with 6m + {} <= {} (beyond it no set reaches y <= {}); sets cut at y <= {}", r, 2 * b + 2, b, b);
  }
  std::string print(const Point& it) const { return print_point(it); }
  template <class Visit>
  void each(RunContext&, std::uint64_t bound, Visit&& visit) const {
    const i64 b = static_cast<i64>(bound);
    for (i64 m = 0; 6 * m + r <= 2 * b + 2; ++m) lemma1_points(r, corrected, m, b, visit);
  }
  auto truth(RunContext& ctx, std::uint64_t bound) const { return TwoCoins{}.truth(ctx, bound); }
};
// Random m < 2^16, far past any table, the sets cut at y <= 8m + 64 (Lemma 1 against Definition 3.1).
struct Lemma1FarM {
  using Position = i64;
  i64 r;
  bool corrected;
  std::string describe() const { return "random m < 2^16 with the sets cut at y <= 8m + 64"; }
  std::string print(i64 m) const { return fmt::format("m = {} (n = {})", m, 6 * m + r); }
  rc::Gen<i64> random() const { return rc::gen::inRange<i64>(0, 1 << 16); }
  std::string random_range() const { return "random m < 2^16, sets cut at y <= 8m + 64 (Lemma 1 vs Definition 3.1)"; }
  std::uint64_t random_cases() const { return 40; }
  struct Truth {
    i64 r;
    bool corrected;
  };
  Truth truth(RunContext&, std::uint64_t) const { return {r, corrected}; }
};
auto lemma1_sets(i64 r, bool corrected = false) { return in_turn(Lemma1Points{r, corrected}, Lemma1FarM{r, corrected}); }
// The sets agree at a point, and a point Lemma 1 lists has value n.
Verdict lemma1_point(const Point& it, const TwoCoins::Truth& t) {
  if (Verdict v = same_sets(it)) return v;
  return it.in_lemma ? value_is(it.n, t.grundy(it.p), "listed point has another value") : std::nullopt;
}
// The sets agree at every point for m (the first point where they do not is named).
Verdict lemma1_far(i64 m, const Lemma1FarM::Truth& t) {
  Verdict out;
  lemma1_points(t.r, t.corrected, m, 8 * m + 64, [&](const Point& it) {
    if (!out && (out = same_sets(it))) out->claimed += " at " + print_point(it);
  });
  return out;
}

const auto kLemma1Check = phases(property(lemma1_point), random_property(lemma1_far));

// ---- Lemma 2: family k at every m >= m0 in G_{n,3}, with value n where the table reaches ----
struct FamilyPoint {
  i64 m;
  formula::Lemma2Point p;
};
// Lemma 2's family k at every m >= m0 with y <= bound, answered by the run's strap table; then random
// m < 2^40, far past any table (Definition 3.1 alone there).
struct Lemma2Family {
  using Position = FamilyPoint;
  int k;
  i64 m0;
  std::string describe() const { return fmt::format("m >= {} with y <= bound, then random m < 2^40; bound = y", m0); }
  std::string range(std::uint64_t bound) const { return fmt::format("every m >= {} with y <= {}", m0, bound); }
  std::string print(const FamilyPoint& e) const { return fmt::format("{},{} (m = {}, n = {})", e.p.x, e.p.y, e.m, e.p.n); }
  template <class Visit>
  void each(RunContext&, std::uint64_t bound, Visit&& visit) const {
    for (i64 m = m0; formula::lemma2(k, m).y <= static_cast<i64>(bound); ++m) visit(FamilyPoint{m, formula::lemma2(k, m)});
  }
  rc::Gen<FamilyPoint> random() const {
    return rc::gen::map(rc::gen::inRange<i64>(m0, i64{1} << 40), [k = k](i64 m) { return FamilyPoint{m, formula::lemma2(k, m)}; });
  }
  std::string random_range() const { return "random m < 2^40 (Definition 3.1 only)"; }
  std::uint64_t random_cases() const { return 200; }
  struct Truth {
    const StrapTable* t;
    i64 max_y;  // the table's reach: beyond it, Definition 3.1 alone
  };
  Truth truth(RunContext& ctx, std::uint64_t bound) const { return {&strap_table(bound, ctx), static_cast<i64>(bound)}; }
};
// The point lies in G_{n,3}, and has Grundy value n where the table reaches.
Verdict lemma2_point(const FamilyPoint& e, const Lemma2Family::Truth& truth) {
  const auto& p = e.p;
  if (!formula::in_G3(p.n, p.x, p.y))
    return Mismatch{fmt::format("in G_{{{},3}}", p.n), describe_members(p.x, p.y), "not in G_{n,3}"};
  return p.y <= truth.max_y ? value_is(p.n, truth.t->grundy(at(p.x, p.y)), "another value") : std::nullopt;
}
const char* kLemma2Check = "membership by Definition 3.1, and the solver (dense table) gives Grundy value n where y <= bound";

// ---- Lemmas 3-6: which sets one move from a position of G_{n,set} reaches (set 0: any set), from
// the rules and the formula alone ----
// reach[k] bit j-1: some option lies in G_{k,j} (k <= n); the same bits name sets in the lemmas.
using Reach = std::vector<std::uint8_t>;
constexpr int kG1 = 1, kG2 = 2, kG3 = 4, kAnyG = 7;
Reach reach_from(const Position& p, i64 n) {
  Reach reach(static_cast<std::size_t>(n + 1), 0);
  std::vector<Position> opts;
  SlidingCoins::options(p, opts);
  for (const auto& o : opts) {
    if (o.kind != Position::Kind::two) continue;  // the strap is over: value 0, in no G_{n,j}
    const auto ms = formula::members(o.x, o.y);
    for (int i = 0; i < ms.count; ++i)
      if (ms.m[i].n <= n) reach[ms.m[i].n] |= static_cast<std::uint8_t>(1 << (ms.m[i].j - 1));
  }
  return reach;
}
std::string sets_of(i64 k, int mask) {
  if (mask == kAnyG) return fmt::format("the union for {}", k);
  std::vector<std::string> sets;
  for (int j = 1; j <= 3; ++j)
    if ((mask >> (j - 1)) & 1) sets.push_back(fmt::format("G_{{{},{}}}", k, j));
  return fmt::format("{}", fmt::join(sets, " u "));
}
// For every n' < n one move reaches a set of target(n').
template <class Target>
auto reaches_every_lower(const char* kind, Target target) {
  return [kind, target](const Reach& reach, i64 n) -> Verdict {
    for (i64 k = 1; k < n; ++k)
      if ((reach[k] & target(k)) == 0)
        return Mismatch{fmt::format("an option in {} (start value n = {})", sets_of(k, target(k)), n), "no option there", kind};
    return std::nullopt;
  };
}
// No move reaches a set of `mask` with the start's own index.
auto reaches_none_at_n(const char* kind, int mask) {
  return [kind, mask](const Reach& reach, i64 n) -> Verdict {
    if ((reach[n] & mask) == 0) return std::nullopt;
    return Mismatch{"no option in " + sets_of(n, mask), "an option there", kind};
  };
}

// A position of G_{n,j} built from Definition 3.1's parameters: for j = 1, k (n = 3k + 2) and a; for
// j = 2, 3, a and a slack e: n = a + floor((a+1)/2) + 1 + e, raised by one if the parity condition
// needs it. RapidCheck shrinks toward small parameters.
rc::Gen<Position> gen_in_set(int j, i64 max_param) {
  return rc::gen::apply(
      [j](i64 a, i64 e) {
        if (j == 1) return at(a + 2 * e, a + 4 * e + 2);  // e plays k
        i64 n = a + formula::half_up(a) + 1 + e;
        if (formula::mod(a / 2, 2) != formula::mod(j == 2 ? n : n + 1, 2)) ++n;
        return at(a, j == 2 ? n + formula::half_up(a) : n - formula::half_up(a));
      },
      rc::gen::inRange<i64>(0, max_param), rc::gen::inRange<i64>(0, max_param));
}

std::string set_words(int sets) {  // one set, or all three
  return sets == kAnyG ? "any G_{n,j}" : fmt::format("G_{{n,{}}}", std::countr_zero(static_cast<unsigned>(sets)) + 1);
}
std::string moves_domain(int sets) {
  return fmt::format("two-coin positions of {} (by Definition 3.1): every one with y <= bound, then random positions "
                     "with y up to 2^18 (2^20 in deep) and random elements built from the set's parameters below 2^17; "
                     "bound = y", set_words(sets));
}
const char* kByMoves = "the options from the rules (default reading), each placed in its G_{n',j} by Definition 3.1; no solver";
constexpr Bounds kMoves{120, 300, 800};

// lemma(reach, n) at each G_{n,j} of `sets` holding the position: every position with y <= bound,
// random positions far beyond any table, and random elements of each of the sets.
template <class Lemma>
auto from_sets(int sets, Lemma lemma) {
  return named("every", [sets, lemma](ClaimResult& res, RunContext& ctx, std::uint64_t bound) {
    auto check = [&](const Position& p) -> Verdict {
      const auto ms = formula::members(p.x, p.y);
      for (int i = 0; i < ms.count; ++i)
        if ((sets >> (ms.m[i].j - 1)) & 1)
          if (Verdict v = lemma(reach_from(p, ms.m[i].n), ms.m[i].n)) {
            // The certificate lists every option with its Grundy value: the reader checks the sets.
            v->witnesses.push_back(Witness{print_two(p), Witness::Shows::grundy, {}});
            return v;
          }
      return std::nullopt;
    };
    auto in_sets = [sets](const Position& p) {
      const auto ms = formula::members(p.x, p.y);
      return std::any_of(ms.m, ms.m + ms.count, [sets](const formula::Member& m) { return (sets >> (m.j - 1)) & 1; });
    };
    run_exhaustive(
        res, fmt::format("every two-coin position with y <= {} in {}", bound, set_words(sets)), 0,
        [&](auto visit) { for_each_position(bound, [&](const Position& p) { if (in_sets(p)) visit(p); }); }, check,
        print_two);
    const i64 far = ctx.profile == Profile::deep ? (i64{1} << 20) : (i64{1} << 18);
    run_random(res, fmt::format("random two-coin positions with y <= {}", far), gen_two(far), ctx.random_cases_for(100),
               ctx.seed, check, print_two);
    for (int j = 1; j <= 3; ++j)
      if ((sets >> (j - 1)) & 1)
        run_random(res, fmt::format("random elements of G_{{n,{}}} from parameters below 2^17", j),
                   gen_in_set(j, i64{1} << 17), ctx.random_cases_for(100), ctx.seed + static_cast<std::uint64_t>(j),
                   check, print_two);
  });
}

// ---- Definition 1.2: the four-coin game ----
std::string strap_value(const Position& s, Grundy g) {
  return s.kind == Position::Kind::two ? fmt::format("{}", g) : std::string("0 (over)");
}
// A strap's value by Definition 3.1 (a strap that is over counts 0; -1: no single value).
i64 formula_value(const Position& s) { return s.kind == Position::Kind::two ? formula::value(s.x, s.y) : 0; }
Mismatch four_mismatch(bool said, bool is_p, std::string why) {
  return Mismatch{fmt::format("{} ({})", pn(said), why), pn(is_p), said ? "claims P, is N" : "claims N, is P"};
}

// Theorem 2 with Definition 3.1: in the default reading, then against every reading of the missing
// figures.
void add_theorem_2_claims(const ClaimSet& paper) {
  // ---- Theorem 2 with Definition 3.1, default reading ----
  paper.claim("thm-2").cite("Theorem 2 (with Definition 3.1)", "Section 3")
      .says("For n in N, with G_{n,1} = {(a + 2(n-2)/3, a + 4(n-2)/3 + 2) : a >= 0} if n = 2 (mod 3), else empty; "
            "G_{n,2} = {(a, n + floor((a+1)/2)) : a >= 0, a + floor((a+1)/2) + 1 <= n, floor(a/2) = n (mod 2)}; "
            "G_{n,3} = {(a, n - floor((a+1)/2)) : a >= 0, a + floor((a+1)/2) + 1 <= n, floor(a/2) = n + 1 (mod 2)}: "
            "the union G_{n,1} u G_{n,2} u G_{n,3} is the set of positions whose Grundy number is n.")
      .over(in_turn(TwoCoins{}, SetElements{}), {300, 1000, 2500})
      .checked_by("both directions against the solver (dense table): (1) every position with Grundy value g lies in the "
                  "union for g and in no union for another n (membership decided by Definition 3.1's equations); (2) "
                  "every element of every G_{n,j} with y <= bound, enumerated from its parameter a, has Grundy value n")
      .note("Positions (x, y) are read as the squares of the left and right coin; the rules are the reading that agrees "
            "(see the thm-2-variant-* claims and the rules section).")
      .check(phases(property(theorem2), property([](const Point& e, const auto& truth) {
                      return value_is(e.n, truth.grundy(e.p), "element of G_{n,j} with another value");
                    })));

  // ---- Theorem 2 against every reading of the missing figures ----
  for_each_variant([&]<Rules R>() {
    auto claim = paper.claim("thm-2-variant-" + variant_name(R));
    auto over = claim.cite("Theorem 2 (with Definition 3.1), rules of Definition 1.1 read as " + variant_name(R), "Sections 1 and 3")
        .says("The positions of Grundy number n are exactly G_{n,1} u G_{n,2} u G_{n,3}, under the reading: " +
              variant_description(R))
        .over(TwoCoinsRead<R>{}, {40, 80, 150})
        .checked_by("generic memo solver for this reading vs Definition 3.1 (the position lies in the union for its "
                    "Grundy value and in no other)")
        .note(R == kDefault ? "The reading that agrees: it is the default game sliding-coins."
                            : "A rejected reading: Theorem 2 fails under it (the smallest disagreement is the counterexample).");
    if (R != kDefault) over.refuted(Finding::reading);
    over.check(property(theorem2));
  });
}

// Lemma 1 (n = 6m + r), read as equalities of sets.
void add_lemma_1_claims(const ClaimSet& paper) {
  auto lemma1 = [&](const std::string& label, i64 r, std::string sets, const std::string& finding = "",
                    DefinedAt where = {__builtin_FILE(), __builtin_LINE()}) {
    return paper.claim("lemma-1-" + label, where)
        .cite(label == "i-corrected" ? "Lemma 1 (i), corrected" : "Lemma 1 (" + label + ")", "Section 3")
        .says("For " + sets + ", m >= 0 (as printed; these are the sets of Definition 3.1, whose positions have Grundy "
              "value n by Theorem 2).")
        .over(lemma1_sets(r, label == "i-corrected"), {300, 1000, 2000})
        .checked_by("Lemma 1's printed families vs Definition 3.1's sets (both directions), and the solver (dense "
                    "table) at every listed point with y <= bound")
        .note("Read as equalities of sets, cut at the bound because G_{n,1} is infinite. m = 0 is included (for n = 6m "
              "that is n = 0, where both sides are empty)." + finding);
  };
  lemma1("i", 2,
         "n = 6m + 2: G_{n,1} = {(a+4m, a+8m+2)}; G_{n,2} = {(4t, 6m+2t+2) : 6t <= 6m+4} u {(4t+1, 6m+2t+3) : 6t <= "
         "6m+2}; G_{n,3} = {(4t+2, 6m-2t+1) : 6t <= 6m-1} u {(4t+3, 6m-2t) : 6t <= 6m-3}",
         " Finding: the second family of G_{n,2}, {(4t+1, 6m+2t+3) : 6t <= 6m+2}, has one point too many for every m: "
         "t = m gives (4m+1, 8m+3), where a = 4m+1 breaks Definition 3.1's a + floor((a+1)/2) + 1 <= n (6m+3 > "
         "6m+2). That point lies in G_{n,1} (a = 1), so it still has Grundy value n and the union is right, but the "
         "set G_{n,2} is not. See lemma-1-i-corrected.")
      .refuted(Finding::erratum).check(kLemma1Check);
  lemma1("i-corrected", 2,
         "n = 6m + 2: G_{n,1} = {(a+4m, a+8m+2)}; G_{n,2} = {(4t, 6m+2t+2) : 6t <= 6m+4} u {(4t+1, 6m+2t+3) : 6t <= "
         "6m-1}; G_{n,3} = {(4t+2, 6m-2t+1) : 6t <= 6m-1} u {(4t+3, 6m-2t) : 6t <= 6m-3}",
         " Not printed: Lemma 1 (i) with the range of the second family of G_{n,2} corrected to 6t <= 6m - 1, which is "
         "what Definition 3.1's condition gives for a = 4t + 1 (the Lemma's proof is the substitution a = 4t, 4t+1, "
         "...).")
      .check(kLemma1Check);
  lemma1("ii", 5, "n = 6m + 5: G_{n,1} = {(a+4m+2, a+8m+6)}; G_{n,2} = {(4t+2, 6m+2t+6) : 6t <= 6m+1} u {(4t+3, "
               "6m+2t+7) : 6t <= 6m-1}; G_{n,3} = {(4t, 6m-2t+5) : 6t <= 6m+4} u {(4t+1, 6m-2t+4) : 6t <= 6m+2}")
      .check(kLemma1Check);
  lemma1("iii", 0, "n = 6m: G_{n,1} = {}; G_{n,2} = {(4t, 6m+2t) : 6t <= 6m-1} u {(4t+1, 6m+2t+1) : 6t <= 6m-3}; "
                "G_{n,3} = {(4t+2, 6m-2t-1) : 6t <= 6m-4} u {(4t+3, 6m-2t-2) : 6t <= 6m-6}")
      .check(kLemma1Check);
  lemma1("iv", 1, "n = 6m + 1: G_{n,1} = {}; G_{n,2} = {(4t+2, 6m+2t+2) : 6t <= 6m-3} u {(4t+3, 6m+2t+3) : 6t <= "
               "6m-5}; G_{n,3} = {(4t, 6m-2t+1) : 6t <= 6m} u {(4t+1, 6m-2t) : 6t <= 6m-2}")
      .check(kLemma1Check);
  lemma1("v", 3, "n = 6m + 3: G_{n,1} = {}; G_{n,2} = {(4t+2, 6m+2t+4) : 6t <= 6m-1} u {(4t+3, 6m+2t+5) : 6t <= "
              "6m-3}; G_{n,3} = {(4t, 6m-2t+3) : 6t <= 6m+2} u {(4t+1, 6m-2t+2) : 6t <= 6m}")
      .check(kLemma1Check);
  lemma1("vi", 4, "n = 6m + 4: G_{n,1} = {}; G_{n,2} = {(4t, 6m+2t+4) : 6t <= 6m+3} u {(4t+1, 6m+2t+5) : 6t <= "
               "6m+1}; G_{n,3} = {(4t+2, 6m-2t+3) : 6t <= 6m} u {(4t+3, 6m-2t+2) : 6t <= 6m-2}")
      .check(kLemma1Check);
}

// Lemma 2 (four families in G_{n,3}) and Lemmas 3-6 (reachability, as properties of the formula).
void add_lemma_2_to_6_claims(const ClaimSet& paper) {
  // ---- Lemma 2: four families in G_{n,3} ----
  constexpr Bounds kFamilies{300, 1000, 2000};
  paper.claim("lemma-2-i").cite("Lemma 2 (i)", "Section 3").says("If n = 6m, then (4m-1, 4m) is in G_{n,3}.")
      .over(Lemma2Family{0, 1}, kFamilies).checked_by(kLemma2Check)
      .note("m starts at 1: for m = 0 the point (-1, 0) is not a position.").check(property(lemma2_point));
  paper.claim("lemma-2-ii").cite("Lemma 2 (ii)", "Section 3").says("If n = 6m+1, then (4m, 4m+1) is in G_{n,3}.")
      .over(Lemma2Family{1, 0}, kFamilies).checked_by(kLemma2Check).check(property(lemma2_point));
  paper.claim("lemma-2-iii").cite("Lemma 2 (iii)", "Section 3").says("If n = 6m+3, then (4m+1, 4m+2) is in G_{n,3}.")
      .over(Lemma2Family{2, 0}, kFamilies).checked_by(kLemma2Check).check(property(lemma2_point));
  paper.claim("lemma-2-iv").cite("Lemma 2 (iv)", "Section 3").says("If n = 6m+4, then (4m+2, 4m+3) is in G_{n,3}.")
      .over(Lemma2Family{3, 0}, kFamilies).checked_by(kLemma2Check).check(property(lemma2_point));

  // ---- Lemmas 3-6: reachability, as properties of the formula ----
  paper.claim("lemma-3").cite("Lemma 3", "Section 3")
      .says("From a position of G_{n,1} (n = 2 mod 3): (i) you can move to a position of G_{n',3} for every n' < n "
            "with n' != 2 (mod 3); (ii) you can move to a position of G_{n',1} for every n' < n with n' = 2 (mod 3).")
      .over(moves_domain(kG1), kMoves).checked_by(kByMoves).note("n' ranges over N (n' >= 1).")
      .check(from_sets(kG1, reaches_every_lower("Lemma 3 target missing",
                                              [](i64 k) { return formula::mod(k, 3) == 2 ? kG1 : kG3; })));
  paper.claim("lemma-4").cite("Lemma 4", "Section 3")
      .says("If you start with a position in G_{n,2}, you can move to a position in G_{n',2} u G_{n',3} (for every n' < n).")
      .over(moves_domain(kG2), kMoves).checked_by(kByMoves)
      .note("As printed the target is G_{n',2} u G_{n',3}; the proof's Case 2.2 (n' = 2 mod 3) moves to G_{n',1} "
            "instead. The quantifier \"n' < n\" is not printed in the statement; it is read from the proof. Finding: "
            "as printed the lemma fails (e.g. from (1,5) in G_{4,2} no option lies in G_{2,2} u G_{2,3}: the only "
            "options of value 2 are in G_{2,1}). See lemma-4-as-proved.")
      .refuted(Finding::erratum)
      .check(from_sets(kG2, reaches_every_lower("Lemma 4 target missing", [](i64) { return kG2 | kG3; })));
  paper.claim("lemma-4-as-proved").cite("Lemma 4 (as proved)", "Section 3")
      .says("From a position of G_{n,2} you can move to a position of G_{n',1} u G_{n',2} u G_{n',3} for every n' < n "
            "(what the proof shows: Case 1 reaches G_{n',2} or G_{n',3}, Case 2.1 G_{n',3}, Case 2.2 G_{n',1}).")
      .over(moves_domain(kG2), kMoves).checked_by(kByMoves)
      .note("Not printed as a statement: the union the proof of Lemma 4 actually reaches.")
      .check(from_sets(kG2, reaches_every_lower("target value missing", [](i64) { return kAnyG; })));
  paper.claim("lemma-5").cite("Lemma 5", "Section 3")
      .says("For n > n', if we start with (x, y) in G_{n,3}, we can reach a position in G_{n',1} u G_{n',2} u G_{n',3}.")
      .over(moves_domain(kG3), kMoves).checked_by(kByMoves)
      .note("n' ranges over N (n' >= 1); \"reach\" read as one move, as in the proof.")
      .check(from_sets(kG3, reaches_every_lower("Lemma 5 target missing", [](i64) { return kAnyG; })));
  const char* kSameIndex = "Read as one move, with the same index on both sides as printed.";
  paper.claim("lemma-6-i").cite("Lemma 6 (i)", "Section 3")
      .says("If we start with (x, y) in G_{n',1}, we cannot reach a position in G_{n',2}.")
      .over(moves_domain(kG1), kMoves).checked_by(kByMoves).note(kSameIndex)
      .check(from_sets(kG1, reaches_none_at_n("Lemma 6 (i)", kG2)));
  paper.claim("lemma-6-ii").cite("Lemma 6 (ii)", "Section 3")
      .says("If we start with (x, y) in G_{n',1} u G_{n',2} u G_{n',3}, we cannot reach a position in G_{n',1} u "
            "G_{n',2} u G_{n',3}.")
      .over(moves_domain(kAnyG), kMoves).checked_by(kByMoves).note(kSameIndex)
      .check(from_sets(kAnyG, reaches_none_at_n("Lemma 6 (ii)", kAnyG)));
}

// The abstract's "every position is N", and the four-coin game (Definition 1.2 with Theorem 1).
void add_all_n_and_four_coin_claims(const ClaimSet& paper) {
  // ---- Abstract: every position is N ----
  const auto is_n = [](const Position& p, const auto& truth) { return truth.is_p(p) ? mismatch("N", "P") : Verdict{}; };
  paper.claim("remark-all-n").cite("Abstract", "Abstract")
      .says("All the positions of this game of two coins are the next player's winning positions (N-positions).")
      .over(in_turn(TwoCoins{}, memo_at_random<SlidingCoins>("random two-coin positions with y <= 120 (generic memo solver)",
                                                           gen_two(120), 100)),
            {300, 1000, 2500})
      .checked_by("the solver's Grundy value is not 0")
      .check(phases(property(is_n), random_property(is_n)));

  // ---- Definition 1.2 with Theorem 1: the four-coin game ----
  paper.claim("thm-1-four-coins").cite("Definition 1.2 and Theorem 1", "Sections 1-3")
      .says("In the four-coin game of Definition 1.2 (a left strap and a mirrored right strap; a move is a move in one "
            "strap; the last player to move wins), a position is a P-position iff the two straps have equal Grundy "
            "numbers (Theorem 1: G = G_left xor G_right, and G = 0 iff P).")
      .over(in_turn(FourCoinPositions{}, RandomFourCoins{18, 60}), {25, 80, 110})
      .checked_by("the four-coin game solved directly by its own dense table (moves in either strap, mex, no xor) vs "
                  "equality of the straps' Grundy values from the two-coin table; then random positions through the "
                  "generic memo solvers of both games")
      .note("The mirrored strap is written in its own coordinates (squares counted from the edge its coins move "
            "toward), which makes it the same game as a left strap.")
      .check(phases(property([](const FourPosition& p, const auto& truth) -> Verdict {
                      const Grundy gl = truth.strap(p.left), gr = truth.strap(p.right);
                      if ((gl == gr) == truth.is_p(p)) return std::nullopt;
                      return four_mismatch(gl == gr, truth.is_p(p), fmt::format("straps {} and {}", strap_value(p.left, gl),
                                                                                strap_value(p.right, gr)));
                    }),
                    random_property([](const FourPosition& p, const auto& truth) -> Verdict {
                      const bool said = truth.strap(p.left) == truth.strap(p.right);
                      return said == truth.is_p(p) ? Verdict{} : mismatch(pn(said), pn(truth.is_p(p)));
                    })));
  paper.claim("remark-four-coins-formula").cite("text after Theorem 2", "Section 3")
      .says("\"By Theorem 2, we have formulas for the game of Definition 1.1, and by Theorem 1, we can find the "
            "P-positions of the game of Definition 1.2 by calculating the Grundy numbers\": a four-coin position is P "
            "iff the Theorem 2 values of its two straps are equal (a strap that is over counts 0).")
      .over(FourCoinPositions{}, {25, 80, 110})
      .checked_by("four-coin dense table vs the two straps' values by Definition 3.1")
      .check(property([](const FourPosition& p, const auto& truth) -> Verdict {
        const i64 vl = formula_value(p.left), vr = formula_value(p.right);
        const bool said = vl == vr && vl >= 0;
        if (said == truth.is_p(p)) return std::nullopt;
        return four_mismatch(said, truth.is_p(p), fmt::format("formula values {} and {}", vl, vr));
      }));
}

}  // namespace

void register_paper_sliding_coins(Registry& r) {
  r.add(PaperEntry{kPaper, "Ryohei Miyadera, Hikaru Manabe, Unchon Lee, \"A variant of game of sliding coins\", preprint (no date printed)", "sliding-coins",
                   {"sliding-coins"}, sliding_coins::paper_rules(), sliding_coins::exploration, sliding_coins::pictures});
  const ClaimSet paper(r, kPaper, "sliding-coins");
  add_theorem_2_claims(paper);
  add_lemma_1_claims(paper);
  add_lemma_2_to_6_claims(paper);
  add_all_n_and_four_coin_claims(paper);
}

}  // namespace cgcheck
