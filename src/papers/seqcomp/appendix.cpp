// Claims of Appendix A of "The Game Value of Sequential Compounds of Integers and Stars", K. Hashimoto
// (001_9c21747cec62aaf1.txt): eq. (50), Lemmas 5-8 (proved in Appendices B.4-B.7), Proposition 13 and
// Lemmas 9-10 (Appendices B.8-B.9), the steps of the proof of Theorem 7. They speak about Theorem 7's
// positions ((a_n, ..., a_0), J under a condition (a)-(c)) and the form (51) of ⟨a_n, ..., a_0⟩_J,
// q·* + Σ p_i·↓^i, whose counts the formula bracket_sum gives; the engine gives every value compared.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <fmt/core.h>
#include <fmt/format.h>

#include "claims/check_kinds.hpp"
#include "claims/claim_builder.hpp"
#include "papers/seqcomp/brackets.hpp"

namespace cgcheck::seqcomp {

namespace {

constexpr std::size_t kLiteralUpMax = 6;  // Arena::up_nth_literal builds ↑^k for k <= 6 only

DownSum sum_at(Theorem7Case which, const Brackets::Position& t) { return bracket_sum(t.a, which, t.j); }
// ⟨a_m, ..., a_0⟩_J for the first m + 1 entries of t.a, with a_m replaced by `top`.
DownSum prefix_sum(Theorem7Case which, const Brackets::Position& t, std::size_t m, std::int64_t top) {
  std::vector<std::int64_t> a(t.a.begin(), t.a.begin() + static_cast<std::ptrdiff_t>(m) + 1);
  a[m] = top;
  return bracket_sum(a, which, t.j);
}
GameId value_of(Engine& w, const DownSum& s) { return w.u.game(as_uptimal(s)); }
// The largest p with a_p >= 1, or none when every a_i is 0.
std::optional<std::size_t> top_index(const std::vector<std::int64_t>& a) {
  for (std::size_t i = a.size(); i-- > 0;)
    if (a[i] >= 1) return i;
  return std::nullopt;
}

// (52)-(54) for H' = h against ⟨a⟩_J = s (its value v): which fail, or empty.
std::string conditions_failing(Engine& w, const DownSum& h, const DownSum& s, GameId v) {
  std::vector<std::string> bad;
  if (!w.a.ge(value_of(w, h), v)) bad.push_back("(52)");
  for (std::size_t i = 0; i < s.p.size(); ++i)
    if (i >= h.p.size() || h.p[i] < 0 || h.p[i] > s.p[i]) {
      bad.push_back("(53)");
      break;
    }
  for (std::size_t i = 1; i < h.p.size(); ++i)
    if (h.p[i] > h.p[i - 1]) {
      bad.push_back("(54)");
      break;
    }
  return fmt::format("{}", fmt::join(bad, ", "));
}

const char* kForm =
    "⟨a_n, ..., a_0⟩_J is read as the form (51), q·* + Σ p_i·↓^i with the counts of eq. (34) (case (a): the "
    "\"- ↓\" taken into p_1 = Σ a_j; case (c): J's c and b_i added in), as the proof does.";

// Bounds measured (a loaded 2-core machine): at n <= 2 each claim takes a few seconds, at n <= 3 about
// 20 s (lemma-6, with the literal options, minutes); the CI profile keeps n <= 2.
const Bounds kChainBounds{2, 3, 4}, kLiteralBounds{1, 3, 4};
// Proposition 13 and Lemmas 9-10 range over the sequences (q', p'_1, ..., p'_d) as well: fewer a's.
const Bounds kSequenceBounds{1, 2, 3};  // n <= 2: about a minute each (loaded); n <= 1 for CI
// The sequences H' that Proposition 13 and Lemmas 9 and 10 quantify over, walked by the verdict at each
// position of Theorem 7's cases.
const std::string kSequences =
    "at each position, every (q', p'_1, ..., p'_d) with q' in {0,1} (only its parity changes a value), d = "
    "deg⟨a_n, ..., a_0⟩_J, 0 <= p'_i <= p_i, p'_1 >= ... >= p'_d";

// Appendix A: eq. (50) and Lemma 5.
void add_eq_50_and_lemma_5_claims(const ClaimSet& paper) {
  paper.claim("eq-50").cite("eq. (50)", "Appendix A")
      .says("deg(⟨a_n, ..., a_0⟩_J) >= 1 under each of the conditions (a)-(c) of Theorem 7 (\"directly from (34)\").")
      .over(theorem7_cases(), kChainBounds)
      .checked_by("the degree of eq. (34)'s form (the formula), and the engine: the value ⟨a_n, ..., a_0⟩_J is neither 0 "
                  "nor * (by Proposition 12 the same statement about the value)")
      .note(kForm)
      .check(in_each_case(per_case([](Theorem7Case which, const Brackets::Position& t, Engine& w) -> Verdict {
        const DownSum s = sum_at(which, t);
        const GameId v = value_of(w, s);
        if (degree(s) < 1) return mismatch("deg >= 1", down_str(s));
        if (v == 0 || v == w.a.canon(w.a.star())) return mismatch("value with a ↓ part", cgt::to_string(w.a, v));
        return std::nullopt;
      })));
  paper.claim("lemma-5").cite("Lemma 5", "Appendix A (proof in Appendix B.4)")
      .says("(i) If n >= 1: ⟨a_{n-1}, ..., a_0⟩_J - ⟨a_n, ..., a_0⟩_J ≰ 0. (ii) If n = 0: J - ⟨a_0⟩_J ≰ 0.")
      .over(theorem7_cases(), kChainBounds)
      .checked_by("engine comparison of the two values (the forms of eq. (34) built as canonical games)")
      .note(std::string(kForm) + " In case (b) with n = 1, ⟨a_0⟩_* is eq. (34)'s second case at n = 0, i.e. 0, as eq. (49) "
                                 "has it.")
      .check(in_each_case(per_case([](Theorem7Case which, const Brackets::Position& t, Engine& w) -> Verdict {
        const std::size_t n = t.a.size() - 1;
        const GameId v = value_of(w, sum_at(which, t));
        const GameId lhs = n >= 1 ? value_of(w, prefix_sum(which, t, n - 1, t.a[n - 1])) : bracket_j(w, which, t);
        if (!w.a.le(lhs, v)) return std::nullopt;
        return mismatch(n >= 1 ? "⟨a_{n-1},...,a_0⟩_J - ⟨a_n,...,a_0⟩_J ≰ 0" : "J - ⟨a_0⟩_J ≰ 0",
                        fmt::format("<= 0 ({} vs {})", cgt::to_string(w.a, lhs), cgt::to_string(w.a, v)));
      })));
}

// Appendix A: Lemmas 6, 7 and 8.
void add_lemma_6_to_8_claims(const ClaimSet& paper) {
  const std::string literal_words = fmt::format("deg⟨a_n, ..., a_0⟩_J <= {}", kLiteralUpMax);
  auto literal_fits = [](Theorem7Case which) {
    return [which](const Brackets::Position& t) { return degree(sum_at(which, t)) <= kLiteralUpMax; };
  };
  paper.claim("lemma-6").cite("Lemma 6", "Appendix A (proof in Appendix B.5)")
      .says("For any Left option ⟨a_n, ..., a_0⟩_J^L: (i) if a_n = ... = a_{p+1} = 0 and a_p >= 1 (0 <= p <= n), then "
            "⟨...⟩_J^L <= ⟨a_p - 1, a_{p-1}, ..., a_0⟩_J; (ii) if a_n = ... = a_0 = 0, then ⟨...⟩_J^L <= J.")
      .over(theorem7_cases_where(literal_fits, literal_words), kLiteralBounds)
      .checked_by("engine: every Left option of the literal sum q·* + Σ p_i·↓^i (one component moved; ↓^i = -(Definition "
                  "9's literal ↑^i)) compared with the bound")
      .note(std::string(kForm) + " Only positions with " + literal_words +
            ": an engine limit (the literal ↑^k of Definition 9 is built for k <= 6 only, its literal sums grow fast).")
      .check(in_each_case(
          per_case([](Theorem7Case which, const Brackets::Position& t, Engine& w) -> Verdict {
            const auto p = top_index(t.a);
            const GameId bound = p ? value_of(w, prefix_sum(which, t, *p, t.a[*p] - 1)) : bracket_j(w, which, t);
            for (const auto& [in, option] : left_options(w, sum_at(which, t)))
              if (!w.a.le(option, bound))
                return mismatch(p ? "every Left option <= ⟨a_p - 1, ..., a_0⟩_J" : "every Left option <= J",
                                fmt::format("moving in {} gives {}, not <= {}", in, cgt::to_string(w.a, option),
                                            cgt::to_string(w.a, bound)));
            return std::nullopt;
          })));
  paper.claim("lemma-7").cite("Lemma 7", "Appendix A (proof in Appendix B.6)")
      .says("(i) If a_n = ... = a_{p+1} = 0 and a_p >= 1 (0 <= p <= n): ⟨a_p - 1, a_{p-1}, ..., a_0⟩_J - ⟨0, ..., 0 (n-p "
            "zeros), a_p, ..., a_0⟩_J || 0. (ii) J - ⟨0, ..., 0 (n+1 zeros)⟩_J || 0 (when every a_i is 0).")
      .over(theorem7_cases(), kChainBounds)
      .checked_by("engine: the two values are incomparable")
      .note(std::string(kForm) + " (ii) is read for the positions with every a_i = 0 (where the proof uses it); "
                                 "⟨0, ..., 0, a_p, ..., a_0⟩_J is then ⟨a_n, ..., a_0⟩_J itself.")
      .check(in_each_case(per_case([](Theorem7Case which, const Brackets::Position& t, Engine& w) -> Verdict {
        const auto p = top_index(t.a);
        const GameId v = value_of(w, sum_at(which, t));
        const GameId lhs = p ? value_of(w, prefix_sum(which, t, *p, t.a[*p] - 1)) : bracket_j(w, which, t);
        if (w.a.fuzzy(lhs, v)) return std::nullopt;
        return mismatch("|| 0", fmt::format("{} vs {}: {}", cgt::to_string(w.a, lhs), cgt::to_string(w.a, v),
                                            w.a.le(lhs, v) ? (w.a.le(v, lhs) ? "= 0" : "< 0") : "> 0"));
      })));
  paper.claim("lemma-8").cite("Lemma 8", "Appendix A (proof in Appendix B.7)")
      .says("If n >= 1: ⟨a_{n-1}, ..., a_0⟩_J = ⟨0, a_{n-1}, ..., a_0⟩_J - ↓^d, where d = deg(⟨a_n, a_{n-1}, ..., a_0⟩_J).")
      .over(theorem7_cases(), kChainBounds)
      .checked_by("engine equality of the values, at n >= 1")
      .note(std::string(kForm) + " d is the degree of the form with a_n itself (not 0), as printed; the degree of (34) does "
                                 "not depend on a_n.")
      .check(in_each_case(per_case([](Theorem7Case which, const Brackets::Position& t, Engine& w) -> Verdict {
        const std::size_t n = t.a.size() - 1;
        if (n < 1) return std::nullopt;
        const std::size_t d = degree(sum_at(which, t));
        const GameId lhs = value_of(w, prefix_sum(which, t, n - 1, t.a[n - 1]));
        const GameId rhs = w.a.add(value_of(w, prefix_sum(which, t, n, 0)), w.a.up_nth(static_cast<std::uint32_t>(d)));
        if (lhs == rhs) return std::nullopt;
        return mismatch(cgt::to_string(w.a, rhs), cgt::to_string(w.a, lhs));
      })));
}

// Appendix A.2: Proposition 13 and Lemma 9.
void add_proposition_13_and_lemma_9_claims(const ClaimSet& paper) {
  paper.claim("prop-13").cite("Proposition 13", "Appendix A.2")
      .says("For every sequence (q', p'_1, ..., p'_d) of non-negative integers with H' = q'* + Σ p'_i↓^i >= "
            "⟨a_n, ..., a_0⟩_J (52), p_i >= p'_i (53) and p'_1 >= ... >= p'_d (54): G' = ([a_n, ..., a_0]→J) - H' <= 0.")
      .over(theorem7_cases(2), kSequenceBounds)
      .checked_by(kSequences + ", those with (52); engine: (52) by comparison, then the compound's value <= H'")
      .note(std::string(kForm) + " Given Theorem 7 (thm-7-*), (52) alone implies it; checked here directly on the compound.")
      .check(in_each_case(
          per_case([](Theorem7Case which, const Brackets::Position& t, Engine& w) -> Verdict {
            const DownSum s = sum_at(which, t);
            const GameId v = value_of(w, s), g = bracket_value(w, which, t);
            return first_failure_below(s, [&](const DownSum& h) -> Verdict {
              const GameId hv = value_of(w, h);
              if (w.a.ge(hv, v) && !w.a.le(g, hv)) return mismatch(fmt::format("G' <= 0 for H' = {}", down_str(h)), "G' ≰ 0");
              return std::nullopt;
            });
          })));
  paper.claim("lemma-9").cite("Lemma 9", "Appendix A.2.2 (proof in Appendix B.8)")
      .says("In the case H'^R = H' + * of A.2.2: the sequence (q'', p''_1, ..., p''_d) of eq. (61), q'' = q', p''_i = p'_i - 1 "
            "for i <= d' = deg(H'), p''_i = 0 for d' < i <= d, satisfies (52)-(54).")
      .over(theorem7_cases(2), kSequenceBounds)
      .checked_by(kSequences + ", those with (52) and d' >= 1; engine for (52), arithmetic for (53), (54); and the identity that defines it, H' - Σ_{i<=d'} ↓^i = "
                  "q''* + Σ p''_i↓^i (engine equality)")
      .note(kForm)
      .check(in_each_case(
          per_case([](Theorem7Case which, const Brackets::Position& t, Engine& w) -> Verdict {
            const DownSum s = sum_at(which, t);
            const GameId v = value_of(w, s);
            return first_failure_below(s, [&](const DownSum& h) -> Verdict {
              const std::size_t dp = degree(h);
              if (dp < 1 || !w.a.ge(value_of(w, h), v)) return std::nullopt;
              DownSum h2 = h;
              for (std::size_t i = 0; i < dp; ++i) h2.p[i] -= 1;
              const std::string failing = conditions_failing(w, h2, s, v);
              if (!failing.empty())
                return mismatch(fmt::format("(q'', p'') = {} satisfies (52)-(54) (H' = {})", down_str(h2), down_str(h)),
                                "fails " + failing);
              GameId lhs = value_of(w, h);
              for (std::size_t i = 1; i <= dp; ++i) lhs = w.a.add(lhs, w.a.up_nth(static_cast<std::uint32_t>(i)));
              if (lhs == value_of(w, h2)) return std::nullopt;
              return mismatch(fmt::format("H' - Σ↓^i = {} (H' = {})", down_str(h2), down_str(h)), cgt::to_string(w.a, lhs));
            });
          })));
}

// Appendix A.2.2: Lemma 10 as printed, the identity of its proof's step (A), and corrected.
void add_lemma_10_claims(const ClaimSet& paper) {
  // Lemma 10: the case H'^R >= H' - ↓^{d'} with p_d >= 2. The sequence is (65) if p'_{d'} >= 2, (67) if
  // p'_{d'} = 1; the Right option it stands for is G''^R = ([a]→J) - (H' - ↓^{d'} - Σ_{i<=d''} ↓^i + *).
  struct Lemma10 {
    DownSum h2;         // (q'', p'') as printed, or with q'' = q' + 1 (corrected)
    std::size_t d2;     // d''
    GameId identity_lhs;  // H' - ↓^{d'} - Σ_{i<=d''} ↓^i + *
  };
  auto lemma10 = [](Engine& w, const DownSum& h, bool corrected) {
    const std::size_t dp = degree(h);
    Lemma10 r{h, h.p[dp - 1] >= 2 ? dp : dp - 1, 0};
    for (std::size_t i = 0; i < dp; ++i) r.h2.p[i] -= 1;
    if (h.p[dp - 1] >= 2) r.h2.p[dp - 1] -= 1;  // (65): p'_{d'} - 2
    if (corrected) r.h2.q += 1;
    GameId lhs = w.a.add(value_of(w, h), w.a.up_nth(static_cast<std::uint32_t>(dp)));
    for (std::size_t i = 1; i <= r.d2; ++i) lhs = w.a.add(lhs, w.a.up_nth(static_cast<std::uint32_t>(i)));
    r.identity_lhs = w.a.add(lhs, w.a.star());
    return r;
  };
  auto lemma10_check = [lemma10](bool corrected, bool identity) {
    return per_case([=](Theorem7Case which, const Brackets::Position& t, Engine& w) -> Verdict {
      const DownSum s = sum_at(which, t);
      const GameId v = value_of(w, s);
      if (s.p.empty() || s.p.back() < 2) return std::nullopt;  // the lemma's case: p_d >= 2
      return first_failure_below(s, [&](const DownSum& h) -> Verdict {
        if (degree(h) < 1 || !w.a.ge(value_of(w, h), v)) return std::nullopt;
        const Lemma10 r = lemma10(w, h, corrected);
        if (!identity || corrected) {
          const std::string failing = conditions_failing(w, r.h2, s, v);
          if (!failing.empty())
            return mismatch(fmt::format("(q'', p'') = {} satisfies (52)-(54) (H' = {})", down_str(r.h2), down_str(h)),
                            "fails " + failing);
        }
        if (!(identity || corrected) || r.identity_lhs == value_of(w, r.h2)) return std::nullopt;
        return mismatch(fmt::format("H' - ↓^{{d'}} - Σ_{{i<=d''}}↓^i + * = {} (H' = {}, d'' = {})", down_str(r.h2),
                                    down_str(h), r.d2),
                        cgt::to_string(w.a, r.identity_lhs));
      });
    });
  };
  const std::string l10_sequences = kSequences + ", those with (52), d' = deg(H') >= 1 and p_d >= 2 (the case of A.2.2 where "
                                            "Lemma 10 is used)";
  const char* l10_note =
      "d'' = d' if p'_{d'} >= 2 and d' - 1 if p'_{d'} = 1: Appendix B.9 splits on p'_{d'}; A.2.2 prints p_{d'} without the "
      "prime (read as p'_{d'}, as B.9 has it).";
  paper.claim("lemma-10").cite("Lemma 10", "Appendix A.2.2 (proof in Appendix B.9)")
      .says("The sequence (q'', p''_1, ..., p''_d) of eqs. (65) (p'_{d'} >= 2: q'' = q', p''_i = p'_i - 1 for i < d', "
            "p'_{d'} - 2 at d', 0 after) and (67) (p'_{d'} = 1: q'' = q', p''_i = p'_i - 1 for i <= d', 0 after) satisfies "
            "(52)-(54).")
      .over(theorem7_cases(2), kSequenceBounds)
      .checked_by(l10_sequences + "; engine for (52), arithmetic for (53), (54)")
      .note(std::string(kForm) + " " + l10_note)
      .check(in_each_case(lemma10_check(false, false)));
  paper.claim("lemma-10-identity").cite("Appendix A.2.2, step (A) of the case p_d >= 2", "Appendix A.2.2")
      .says("The sequence of eqs. (65)/(67) is defined \"so that the identity holds\": H' - ↓^{d'} - Σ_{i=1}^{d''} ↓^i + * "
            "= q''* + Σ p''_i↓^i, with q'' = q'.")
      .over(theorem7_cases(2), kSequenceBounds)
      .checked_by(l10_sequences + "; engine equality of the two values")
      .note(std::string(l10_note) +
            " Finding: the left side has one more * than q'* (Right's move in -(H' - ↓^{d'}) is Left's move in a ↓^{d''} "
            "component, {* - Σ_{i<d''} ↓^i | 0}, which adds a *), so the identity needs q'' = q' + 1; eqs. (65) and "
            "(67) print q'' = q'. B.9's proof of (52) for (67) writes the extra * in (q + q' + 1)*, i.e. it uses q'' = "
            "q' + 1. Corrected: lemma-10-corrected.")
      .refuted(Finding::erratum)
      .check(in_each_case(lemma10_check(false, true)));
  paper.claim("lemma-10-corrected").cite("Lemma 10 (with q'' = q' + 1)", "Appendix A.2.2 (proof in Appendix B.9)")
      .says("Corrected: with q'' = q' + 1 in eqs. (65) and (67), the identity of step (A) holds and (q'', p'') satisfies "
            "(52)-(54), so the induction step of A.2.2 goes through.")
      .over(theorem7_cases(2), kSequenceBounds)
      .checked_by(l10_sequences + "; engine equality for the identity and for (52); arithmetic for (53), (54)")
      .note(std::string(kForm) + " " + l10_note + " The suite's correction, not the paper's statement.")
      .check(in_each_case(lemma10_check(true, true)));
}

}  // namespace

void add_appendix_claims(const ClaimSet& paper) {
  add_eq_50_and_lemma_5_claims(paper);
  add_lemma_6_to_8_claims(paper);
  add_proposition_13_and_lemma_9_claims(paper);
  add_lemma_10_claims(paper);
}

}  // namespace cgcheck::seqcomp
