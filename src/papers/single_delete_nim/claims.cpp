// Claims of "Single-delete Nim", M. Shinoda, 2024 (000_633afeca0431c1ee.txt).
#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include <fmt/core.h>
#include <fmt/format.h>
#include <rapidcheck.h>

#include "claims/check_kinds.hpp"
#include "claims/claim_builder.hpp"
#include "claims/printed_cases.hpp"
#include "core/error.hpp"
#include "core/memo_solver.hpp"
#include "games/single_delete_nim/domains.hpp"
#include "papers/single_delete_nim/four_piles.hpp"
#include "games/single_delete_nim/digits.hpp"
#include "games/single_delete_nim/generators.hpp"
#include "papers/single_delete_nim/formulas.hpp"

namespace cgcheck {
namespace sdn {
std::string exploration(RunContext& ctx);
std::vector<Picture> pictures(RunContext& ctx);
}  // namespace sdn

namespace {

using namespace sdn;

// Definition 1.2 on the rules as implemented: n piles stay n, stones decrease, only <1,...,1> ends.
Verdict rules_verdict(const Ranked& p, const Multisets::NoTruth&) {
  const Position pos{{p.begin(), p.end()}};
  std::vector<Position> opts;
  SingleDeleteNim::options(pos, opts);
  const bool all_one = std::all_of(p.begin(), p.end(), [](std::uint32_t v) { return v == 1; });
  if (opts.empty() != all_one) return mismatch(all_one ? "terminal" : "has a move", all_one ? "has a move" : "terminal");
  for (const auto& o : opts)
    if (o.piles.size() != p.size() || o.stones() >= pos.stones()) return mismatch("n piles, fewer stones", SingleDeleteNim::print(o));
  return std::nullopt;
}

constexpr const char* kPaper = "000_633afeca0431c1ee.txt";

// Proposition 3.3's hypotheses on w, x and the digit places b < c.
bool prop33_hypotheses(const DigitCase& a) {
  if (!(a.b < a.c && I(a.b + 1, a.w) == 1 && I(a.b + 1, a.x) == 1 && I(a.c + 1, a.w) == I(a.c + 1, a.x))) return false;
  for (unsigned j = a.b + 2; j <= a.c; ++j)
    if (I(j, a.w) + I(j, a.x) < 1) return false;
  return true;
}

// The standardization's tie order: every ordering of the multiset with non-decreasing v2 gives the
// same case.
Verdict same_case_in_any_tie_order(const Quad& q) {
  Quad s = sorted_quad(q);
  int first = -1;
  do {
    if (!(v2(s[0]) <= v2(s[1]) && v2(s[1]) <= v2(s[2]) && v2(s[2]) <= v2(s[3]))) continue;
    const int c = thm15_case_standard(s[0], s[1], s[2], s[3]);
    if (first < 0) first = c;
    else if (c != first) return mismatch(fmt::format("case {}", first), fmt::format("case {} for {}", c, fmt::join(s, ",")));
  } while (std::next_permutation(s.begin(), s.end()));
  return std::nullopt;
}

struct Example {
  std::string name;
  Quad pos;
  int printed_case;       // the case the paper puts the position in (0: an N-position)
  std::string fails;      // for N-examples: the sub-condition the paper says fails
  Quad move_to{};         // the paper's winning move (N-examples)
  int move_case = 0;      // the case the paper says the reached position satisfies
};

std::uint64_t bin(const char* s) { return std::stoull(s, nullptr, 2); }

// Transcribed from the binary tables of Section 3.1 (the decimal values are printed for the
// P-examples; the N-examples and moves are given only in binary, underlined digit = changed bit).
const std::vector<Example> kSection31Examples{
    {"case (1)", {1440, 864, 672, 1120}, 1, "", {}, 0},
    {"case (2)", {294, 208, 304, 432}, 2, "", {}, 0},
    {"case (3)", {669, 468, 800, 288}, 3, "", {}, 0},
    {"case (4)", {11133, 12716, 7136, 13312}, 4, "", {}, 0},
    {"case (5)", {45053, 62932, 32576, 64512}, 5, "", {}, 0},
    {"case (2) near miss", {bin("100110110"), 208, 304, 432}, 0, "(2A)", {bin("100100110"), bin("000010000"), 304, 432}, 2},
    {"case (3) near miss", {bin("1010001101"), bin("0111000100"), 800, 288}, 0, "(3B)",
     {bin("1010001101"), bin("0111000100"), bin("1100010000"), bin("0000010000")}, 3},
    {"case (4) near miss", {11133, 12716, bin("01101101100000"), 13312}, 0, "(4B)",
     {11133, bin("01101101100000"), bin("11001110000000"), bin("00000010000000")}, 3},
    {"case (5) near miss", {45053, 62932, bin("0110111101000000"), 64512}, 0, "(5A)",
     {45053, bin("0110111101000000"), bin("1110110000000000"), bin("0001000000000000")}, 4},
};

// An example's printed case by Theorem 1.5; for an N-example, that the named sub-condition (one of
// (2A), (3B), (4B), (5A)) fails on the standard form and that the paper's move is legal and reaches the named case.
Verdict example_verdict(const Example& e) {
  const int got = thm15_case(e.pos);
  if (got != e.printed_case) return mismatch(fmt::format("case {}", e.printed_case), fmt::format("case {}", got));
  if (e.printed_case != 0) return std::nullopt;
  const Quad s = standardize(e.pos);
  const Thm15Conditions k = thm15_conditions(s[0], s[1], s[2], s[3]);
  const bool fails = e.fails == "(2A)" ? !k.A2 : e.fails == "(3B)" ? !k.B3 : e.fails == "(4B)" ? !k.B4 : !k.A5;
  if (!fails) return mismatch(e.fails + " fails", e.fails + " holds");
  if (!is_move4(e.pos, e.move_to)) return mismatch("legal move to " + print_quad(e.move_to), "illegal");
  const int mc = thm15_case(e.move_to);
  if (mc != e.move_case) return mismatch(fmt::format("move reaches case {}", e.move_case), fmt::format("case {}", mc));
  return std::nullopt;
}

// Bounds (ci, standard, deep) by the number of piles, and texts that several sections below share.
const Bounds kTwoPiles{1000, 5000, 20000}, kThreePiles{128, 512, 1024}, kFourPiles{48, 128, 256};
const std::string kOrderNote = " Order: colex on the sorted piles (largest pile first), so the first failure is minimal.";
const std::string kTheorem15Note =
    "I_k is 1-indexed (I_k(z) = bit k-1). Extraction dropped the relation symbols (\"a b c d\" for a <= b <= c <= d); "
    "repaired from the standardization paragraph of Section 3.2.";

// The rules (Definition 1.2), and Theorem 1.1 (n = 2) through the Grundy table.
void add_rule_and_two_pile_claims(const ClaimSet& paper) {
  // ---- Rules ----
  paper.claim("def-1.2-terminal").cite("Definition 1.2", "Section 1.3")
      .says("The number of piles stays n and the total number of stones decreases with every move; the only terminal "
            "position is <1,...,1>.")
      .over("n = 2..6 piles, piles <= bound", {8, 12, 16})
      .checked_by("SingleDeleteNim::options at every position")
      .check([](ClaimResult& res, RunContext& ctx, std::uint64_t bound) {
        for (unsigned n = 2; n <= 6; ++n) property(positions(n), rules_verdict)(res, ctx, bound);
      });

  // ---- Theorem 1.1 (n = 2), through the Grundy table ----
  paper.claim("thm-1.1").cite("Theorem 1.1", "Section 1.2")
      .says("In Delete Nim, <y,z> is a P-position if both y and z are odd; otherwise N.")
      .over(grundy_positions(2, Multisets::Sized::positions), kTwoPiles)
      .checked_by("Grundy table (the split table over the colex domain) vs the parity rule." + kOrderNote)
      .check(p_iff([](const Ranked& p) { return thm11_p(p[0], p[1]); }));
  paper.claim("conj-grundy-2").cite("(suite conjecture, not in the paper)", "Section 1.2")
      .says("The Grundy value of the 2-pile position <y,z> is v2(((y-1) OR (z-1)) + 1), the number of trailing 1 bits of "
            "(y-1) OR (z-1).")
      .over(grundy_positions(2), kTwoPiles)
      .checked_by("Grundy dense table vs the closed form." + kOrderNote)
      .note("Found by the suite from the Grundy table (the paper says only that [2] determined the Grundy values).")
      .check(grundy_is([](const Ranked& p) { return conj_grundy2(p[0], p[1]); }));
}

// Theorems 1.4 (n = 3) and 1.5 (n = 4), as printed and corrected.
void add_three_and_four_pile_claims(const ClaimSet& paper) {
  // ---- Theorem 1.4 (n = 3) ----
  paper.claim("thm-1.4").cite("Theorem 1.4", "Section 1.3")
      .says("<x,y,z> is a P-position iff v2(x) = v2(y) = v2(z)  (★).")
      .over(pn_positions(3), kThreePiles)
      .checked_by("P/N table vs (★)." + kOrderNote)
      .check(p_iff([](const Ranked& p) { return thm14_p(p[0], p[1], p[2]); }));

  // ---- Theorem 1.5 (n = 4) ----
  paper.claim("thm-1.5").cite("Theorem 1.5", "Section 1.4")
      .says("With a = v2(w) <= b = v2(x) <= c = v2(y) <= d = v2(z) (the standardization), <w,x,y,z> is P iff one of: "
            "(1) a=b=c=d; (2) a<b=c=d and (2A) I_{b+1}(w)=0; (3) a<b<c=d and (3A) I_{c+1}(w)=I_{c+1}(x)=0, (3B) "
            "I_k(w)+I_k(x)>=1 for b+2<=k<=c, (3C) I_{b+1}(w)=1; (4) a<b<c<d and (4A) I_{d+1}(w)=I_{d+1}(x)=I_{d+1}(y)=0, "
            "(4B) I_j(w)+I_j(x)+I_j(y)>=2 for c+2<=j<=d, (4C) I_{c+1}(w)=I_{c+1}(x)=1, (4D) I_k(w)+I_k(x)>=1 for "
            "b+2<=k<=c, (4E) I_{b+1}(w)=1; (5) a<b<c<d and (5A) I_i(w)+I_i(x)+I_i(y)+I_i(z) in {0,3,4} for i>=d+2, (5B) "
            "I_{d+1}(w)=I_{d+1}(x)=I_{d+1}(y)=1, (5C)-(5F) = (4B)-(4E).")
      .over(pn_positions(4), kFourPiles)
      .checked_by("P/N table vs conditions (1)-(5) as printed, as \"iff\"." + kOrderNote)
      .note(kTheorem15Note + " FINDING: refuted. Every mismatch is a position the theorem calls N that is P, all in the pattern "
            "a<b<c<d with (5B)-(5F) true and (5A) false only above a column i >= d+2 where all four digits are 0 (e.g. "
            "12,14,15,40: w=15, x=14, y=12, z=40, column 5 is all 0, column 6 has only z). The proof of Lemma 3.2 h) "
            "breaks there; see thm-1.5-corrected.")
      .refuted(Finding::erratum)
      .check(p_iff([](const Ranked& p) { return thm15_p(quad(p)); }));
  for (int k = 1; k <= 5; ++k)
    paper.claim(fmt::format("thm-1.5-case-{}", k)).cite(fmt::format("Theorem 1.5 ({})", k), "Section 1.4")
        .says(fmt::format("Every 4-pile position whose standardization satisfies condition ({}) of Theorem 1.5 is a "
                          "P-position.", k))
        .over(pn_positions(4, fmt::format(" satisfying ({})", k)), kFourPiles)
        .checked_by("P/N table at every position the case calls P." + kOrderNote).note(kTheorem15Note)
        .check(p_if([k](const Ranked& p) { return thm15_case(quad(p)) == k; }));
  paper.claim("thm-1.5-triangle").cite("Theorem 1.5 / (△) in the proof of Lemma 3.1", "Section 3.2")
      .says("Positions whose valuations fall in (△) (a=b=c<d, a=b<c=d, a=b<c<d, a<b=c<d) satisfy none of (1)-(5) and "
            "are N.")
      .over(where(pn_positions(4, " with a (△) pattern"),
                  [](const Ranked& p) {
                    const Quad s = standardize(quad(p));
                    return triangle(v2(s[0]), v2(s[1]), v2(s[2]), v2(s[3]));
                  }),
            kFourPiles)
      .checked_by("P/N table at every (△) position." + kOrderNote)
      .check(p_iff([](const Ranked&) { return false; }));
  paper.claim("thm-1.5-corrected").cite("Theorem 1.5 (corrected, not printed)", "Section 3.2 (proof of Lemma 3.2 h)")
      .says("As Theorem 1.5, but (5A) is required only on the columns d+2 <= i < i0, where i0 is the first column >= d+2 "
            "in which all four digits are 0 (columns above i0 are free).")
      .over(pn_positions(4), kFourPiles)
      .checked_by("P/N table vs the corrected conditions, as \"iff\"." + kOrderNote)
      .note("Not printed. The proof of Lemma 3.2 h) moves to (4) by splitting off 2^k at the first column k+1 whose digit "
            "sum is 1 or 2; (4B) then needs every column d+2..k to have >= 2 ones among w, x, y, which fails exactly when "
            "an all-zero column lies below k+1. Positions of that kind are the ones the printed theorem misclassifies.")
      .check(p_iff([](const Ranked& p) { return thm15_corrected_p(quad(p)); }));
  // The formula reads digits only of piles whose valuation is unique, but the tie order is checked.
  paper.claim("thm-1.5-tie-order").cite("Theorem 1.5 (standardization)", "Section 3.2")
      .says("The result of Theorem 1.5 does not depend on how piles of equal valuation are ordered in the "
            "standardization.")
      .over("4-pile positions with piles <= bound, then structured random positions with piles < 2^40", {48, 96, 160})
      .checked_by("formula only: every ordering with non-decreasing v2 gives the same case")
      .check(property(Quads{gen_structured(40), "structured positions (cases 1-5, (△), near misses), piles < 2^40", 2000},
                      [](const Quad& q, auto&) { return same_case_in_any_tie_order(q); }));
}

// Lemmas 3.1 and 3.2: the two conditions that make a formula's P the P-positions, checked on the
// formula alone (printed and corrected).
void add_lemma_3_claims(const ClaimSet& paper) {
  // ---- Lemmas 3.1 and 3.2: the two conditions that make a formula's P the P-positions, checked on the
  // formula alone (printed and corrected) ----
  for (bool corrected : {false, true}) {
    auto fp = corrected ? +[](const Quad& q) { return thm15_corrected_p(q); } : +[](const Quad& q) { return thm15_p(q); };
    const std::string sfx = corrected ? "-corrected" : "", for_p = corrected ? " (for the corrected P)" : "";
    const std::string which = corrected ? "the corrected Theorem 1.5 (thm-1.5-corrected)" : "Theorem 1.5 as printed";
    paper.claim("lemma-3.1" + sfx).cite("Lemma 3.1" + for_p, "Section 3.2")
        .says("If <w,x,y,z> is in P (as defined by " + which + ") then it cannot be moved to any position in P.")
        .over("formula only: 4-pile positions with piles <= bound exhaustively, then structured random P-positions "
              "(cases 1-5 built bit by bit) with piles < 2^21, every move tried", {24, 48, 64})
        .checked_by("for each formula-P position, every option is formula-N." + kOrderNote)
        .check(property(Quads{gen_structured(21, 0, 4),
                              "structured positions of cases 1-5 (and near misses), piles < 2^21, all moves", 40},
                        [fp](const Quad& q, auto&) { return p_has_no_p_option(q, fp); }));
    ClaimDef lemma32 = paper.claim("lemma-3.2" + sfx);
    if (!corrected) lemma32.refuted(Finding::erratum);
    lemma32.cite("Lemma 3.2" + for_p, "Section 3.2")
        .says("If <w,x,y,z> is in N (not P as defined by " + which + ") then it can be moved to some position in P.")
        .over("formula only: 4-pile positions with piles <= bound exhaustively, then structured random positions with "
              "piles < 2^21 (moves splitting off 2^k first, then every move)", {48, 64, 96})
        .checked_by("for each formula-N position, some option is formula-P." + kOrderNote)
        .note(corrected ? "" : "FINDING: refuted; the minimal counterexample 12,14,15,40 is the theorem's own "
                               "misclassified position (it is P, so no move reaches P). The proof's case h) is where it "
                               "breaks.")
        .check(property(Quads{gen_structured(21), "structured positions (cases 1-5, (△), near misses), piles < 2^21", 60},
                        [fp](const Quad& q, auto&) { return n_has_p_option(q, fp, std::uint64_t{1} << 21); }));
  }
}

// Propositions 2.1, 2.2 and 3.3 (arithmetic).
void add_arithmetic_claims(const ClaimSet& paper) {
  paper.claim("prop-2.1").cite("Proposition 2.1", "Section 2")
      .says("For x + y = z: (i) if v2(x) = v2(y) then v2(z) > v2(x); (ii) otherwise v2(z) = min{v2(x), v2(y)}.")
      .over("x, y <= bound exhaustively, then random x, y < 2^62", {256, 1024, 4096})
      .checked_by("arithmetic")
      .check(every(XY{}, [](const std::pair<std::uint64_t, std::uint64_t>& p) -> Verdict {
        const auto [x, y] = p;
        const unsigned z = v2(x + y);
        if (v2(x) == v2(y)) return z > v2(x) ? Verdict{} : mismatch("v2(z) > v2(x)", fmt::format("v2(z) = {}", z));
        return z == std::min(v2(x), v2(y)) ? Verdict{} : mismatch("v2(z) = min", fmt::format("v2(z) = {}", z));
      }));
  paper.claim("prop-2.2").cite("Proposition 2.2", "Section 2")
      .says("If v2(z) >= 1 then for every non-negative integer k < v2(z) there are x, y in N with x + y = z and "
            "v2(x) = v2(y) = k.")
      .over("z <= bound with v2(z) >= 1, every k < v2(z)", {512, 2048, 8192})
      .checked_by("search over every split of z")
      .check([](ClaimResult& res, RunContext&, std::uint64_t bound) {
        run_exhaustive(res, fmt::format("every even z in 2..{} and k < v2(z)", bound), 0,
                       [&](auto visit) {
                         for (std::uint64_t z = 2; z <= bound; z += 2)
                           for (unsigned k = 0; k < v2(z); ++k) visit(std::pair{z, k});
                       },
                       [](const std::pair<std::uint64_t, unsigned>& p) -> Verdict {
                         for (std::uint64_t x = 1; x < p.first; ++x)
                           if (v2(x) == p.second && v2(p.first - x) == p.second) return std::nullopt;
                         return mismatch("a split", "none");
                       },
                       [](const auto& p) { return fmt::format("z={}, k={}", p.first, p.second); });
      });
  paper.claim("prop-3.3").cite("Proposition 3.3", "Section 3.2")
      .says("If I_{b+1}(w) = I_{b+1}(x) = 1, I_{c+1}(w) = I_{c+1}(x) (b < c) and I_j(w) + I_j(x) >= 1 for all "
            "b+2 <= j <= c, then I_{c+1}(w+x) = 1.")
      .over("w, x < 2^bound bits with every 0 <= b < c < bound+1 exhaustively, then random w, x < 2^62", {7, 9, 11})
      .checked_by("arithmetic (only w, x, b, c meeting the hypotheses are counted as checked)")
      .check(every(DigitCases{prop33_hypotheses, "prop-3.3 bit width"}, [](const DigitCase& a) {
        return !prop33_hypotheses(a) || I(a.c + 1, a.w + a.x) == 1 ? Verdict{} : mismatch("I_{c+1}(w+x) = 1", "0");
      }));
}

// Section 4: Propositions 4.1 and 4.2.
void add_section_4_claims(const ClaimSet& paper) {
  paper.claim("prop-4.1").cite("Proposition 4.1", "Section 4")
      .says("In Single-delete Nim with n >= 2 piles, a position is a P-position if all piles are odd.")
      .over("all-odd positions with n = 2..7 piles; bound = largest pile for n = 4 (n = 2, 3 use 4x, 2x it; n = 5, 6, 7 "
            "use bound/2, bound/4, bound/6, at least 8)", kFourPiles)
      .checked_by("P/N table per n at every all-odd position." + kOrderNote)
      .check([](ClaimResult& res, RunContext& ctx, std::uint64_t bound) {
        const std::uint32_t m = bound32(bound);
        const std::uint32_t per_n[8] = {0, 0, 4 * m, 2 * m, m, std::max(m / 2, 8u), std::max(m / 4, 8u), std::max(m / 6, 8u)};
        const auto all_odd = [](const Ranked& p) {
          return std::all_of(p.begin(), p.end(), [](std::uint32_t v) { return (v & 1U) != 0; });
        };
        for (unsigned n = 2; n <= 7; ++n) p_if(pn_positions(n, " with every pile odd"), all_odd)(res, ctx, per_n[n]);
      });
  paper.claim("prop-4.2").cite("Proposition 4.2", "Section 4")
      .says("<2,2,...,2> (n piles) is an N-position if n mod 3 = 2, and a P-position for any other n.")
      .over("n = 2..bound", {30, 60, 120})
      .checked_by("generic memo solver at <2,...,2>")
      .check(outcomes_by_n<SingleDeleteNim>(
          "<2,...,2> with n = 2..{} piles", 2, 400, "prop-4.2 piles",
          [](unsigned n) { return Position{std::vector<std::uint64_t>(n, 2)}; }, prop42_p,
          [](unsigned n) { return fmt::format("<2 x {}>", n); }));
}

// The worked examples of Sections 1.2 and 3.1.
void add_example_claims(const ClaimSet& paper) {
  paper.claim("example-sec1.2-play-line").cite("play line after Theorem 1.1", "Section 1.2")
      .says("From <4,3> the player on turn wins by <4,3> -> <3,1>, and the game proceeds <3,1> -> <2,1> -> <1,1> and "
            "ends.")
      .over("the four positions and three moves", {0, 0, 0})
      .checked_by("memo solver: <4,3> N, <3,1> P, <2,1> N, <1,1> P and terminal; each move legal")
      .check(play_line<SingleDeleteNim>({{{{3, 4}}, false}, {{{1, 3}}, true}, {{{1, 2}}, false}, {{{1, 1}}, true}}, is_move));
  paper.claim("example-3.1").cite("examples of Section 3.1", "Section 3.1")
      .says("One P-position per case of Theorem 1.5 (1440,864,672,1120; 294,208,304,432; 669,468,800,288; "
            "11133,12716,7136,13312; 45053,62932,32576,64512), and four \"similar\" N-positions where (2A), (3B), (4B), "
            "(5A) fail, each with the paper's winning move into a position satisfying condition (2), (3), (3), (4).")
      .over("the nine printed positions and four moves", {0, 0, 0})
      .checked_by("Theorem 1.5 (formula) gives each printed case; each N-example fails the named sub-condition; each move "
                  "is legal (rules) and reaches the named case. The positions (piles up to 64,512) are beyond any solver "
                  "table, so this checks the examples against the theorem, not the truth.")
      .note("Transcribed from the binary arrays; the N-examples' piles are printed only in binary (underlined digit = the "
            "flipped bit).")
      .check(listed("9 printed positions, 4 moves", kSection31Examples, example_verdict,
                    [](const Example& e) { return e.name + ": " + print_quad(e.pos); }));
  paper.claim("example-3.1-truth").cite("examples of Section 3.1, against the game", "Section 3.1")
      .says("The printed P-positions of cases (1)-(5) are P-positions of the game; the four \"similar\" positions are "
            "N, and the paper's move from each reaches a P-position.")
      .over("the printed positions (and moves) whose piles are all <= bound, the largest pile of the flags-only P/N "
            "table: case (2) and its near miss need 432, case (3) and its near miss 800, case (1) 1,440. Cases (4) and "
            "(5) (piles up to 13,312 and 64,512) would need about 4·10^11 and 5·10^13 bytes of flags, so they are "
            "checked against the theorem only (example-3.1); truth: 1.5·M^3/8 bytes of flags (96 MB at 800)",
            {432, 800, 1440})
      .checked_by("the flags-only P/N table of four piles (rules only, no formula): each printed P-position is P; each "
                  "near miss is N, the paper's move from it is legal, and the position it reaches is P.")
      .note("The positions are those of example-3.1 (transcribed from the binary arrays).")
      .check([](ClaimResult& res, RunContext& ctx, std::uint64_t bound) {
        const std::uint32_t m = bound32(bound);
        auto fits = [m](const Quad& q) { return sorted_quad(q)[3] <= m; };
        std::vector<Example> in;
        for (const Example& e : kSection31Examples)
          if (fits(e.pos) && (e.printed_case != 0 || fits(e.move_to))) in.push_back(e);
        if (in.empty()) throw InputError(fmt::format("no printed example of Section 3.1 has piles <= {}", m));
        const PnTable& t = pn_flags(4, m, ctx);
        std::string names;
        for (const Example& e : in) names += (names.empty() ? "" : ", ") + e.name;
        run_cases(res, fmt::format("{} printed positions with piles <= {} ({})", in.size(), m, names), in,
                  [&](const Example& e) -> Verdict {
                    if (e.printed_case != 0) return is_p4(t, e.pos) ? Verdict{} : mismatch("P", "N");
                    if (is_p4(t, e.pos)) return mismatch("N", "P");
                    if (!is_move4(e.pos, e.move_to)) return mismatch("legal move to " + print_quad(e.move_to), "illegal");
                    if (!is_p4(t, e.move_to)) return mismatch("move to a P-position " + print_quad(e.move_to), "it is N");
                    return std::nullopt;
                  },
                  [](const Example& e) { return e.name + ": " + print_quad(e.pos); });
      });
}

}  // namespace

void register_paper_single_delete_nim(Registry& r) {
  r.add(PaperEntry{
      kPaper, "Masato Shinoda, \"Single-delete Nim\", preprint (November 29, 2024)", "single-delete-nim", {"single-delete-nim"},
      std::string(kRulesMarkdown) +
          " Claims' bound = the largest pile M (per n), except where a claim says otherwise. I_k is 1-indexed (I_k(z) = "
          "bit k-1). Lemmas 3.1 and 3.2 are checked as properties of the formula alone, on structured random positions "
          "(valuation pattern and bit columns chosen per case) with piles near 2^21 (every move tried) and 2^40 (tie "
          "order). Finding: Theorem 1.5 misclassifies some P-positions of case-(5) shape as N; a corrected (5A) "
          "(thm-1.5-corrected) matches every table computed.",
      sdn::exploration, sdn::pictures});
  const ClaimSet paper(r, kPaper, "single-delete-nim");
  add_rule_and_two_pile_claims(paper);
  add_three_and_four_pile_claims(paper);
  add_lemma_3_claims(paper);
  add_arithmetic_claims(paper);
  add_section_4_claims(paper);
  add_example_claims(paper);
}

}  // namespace cgcheck
