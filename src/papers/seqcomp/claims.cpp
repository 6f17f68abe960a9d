// Claims of "The Game Value of Sequential Compounds of Integers and Stars", K. Hashimoto
// (001_9c21747cec62aaf1.txt). The reference solver is the short-game engine in src/cgt: literal games,
// canonical forms, comparisons. Formulas (formulas.hpp) never call it.
#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <fmt/core.h>
#include <fmt/format.h>

#include "cgt/game.hpp"
#include "claims/check_kinds.hpp"
#include "claims/claim_builder.hpp"
#include "runtime/data.hpp"
#include "papers/seqcomp/cases.hpp"
#include "games/seqcomp/domains.hpp"
#include "papers/seqcomp/on_engine.hpp"
#include "papers/seqcomp/brackets.hpp"
#include "papers/seqcomp/formulas.hpp"

namespace cgcheck {
namespace seqcomp {
std::string exploration(RunContext& ctx);
void add_appendix_claims(const ClaimSet& paper);  // appendix.cpp
}  // namespace seqcomp

namespace {

using namespace seqcomp;
constexpr const char* kPaper = "001_9c21747cec62aaf1.txt";

std::string oname(Outcome o) { return std::string(name(o)); }

void theorem7_claim(const ClaimSet& paper, const char* id, const char* label, Theorem7Case which, const char* cond,
                    bool lemma4) {
  paper.claim(id).cite(label, lemma4 ? "Section 3.3 (Lemma 4)" : "Section 3.3")
      .says(lemma4 ? fmt::format("Under condition {} of Theorem 7: [a_n, ..., a_0]→J < 0.", cond)
                   : fmt::format("Under condition {}: [a_n, ..., a_0]→J = ⟨a_n, ..., a_0⟩_J (eq. (34)).", cond))
      .over(Brackets{{}, which}, {3, 4, 5})
      .checked_by(lemma4 ? "engine: the compound < 0" : "engine value of the compound vs the formula")
      .note("Footnote 5: n* means n·* (0 or *). J in case (c) is built as a canonical form; by Corollary 3 ([...] is dicotic) "
            "any form equal to J gives the same value.")
      .check(property(with_engine([which, lemma4](const Brackets::Position& t, Engine& w) -> Verdict {
        const GameId v = bracket_value(w, which, t);
        auto text = [&] { return value_text([&](Engine& f) { return bracket_value(f, which, t); }); };
        if (lemma4) return w.a.lt(v, 0) ? Verdict{} : mismatch("< 0", text());
        const Uptimal said = theorem7(t.a, which, t.j);
        return w.u.game(said) == v ? Verdict{} : mismatch(print_uptimal(said), text());
      })));
}

GameId example3_sum(Engine& e) {
  GameId s = 0;
  for (const auto& f : read_data_csv("seqcomp-example-3.csv")) s = e.a.add(s, e.value(chain_of_spaced(f.at(1))));
  return s;
}

// Bounds (ci, standard, deep) and domains shared by the claims of Sections 2.2 and 3.1.
const Bounds kDay2{2, 2, 2};  // birthday of the exhaustive phase (every literal game of day <= 2)
// Bound 3: the canonical forms born by day 3 (LiteralGames in games/seqcomp/domains.hpp).
const Bounds kDay3{2, 3, 3};
// Measured on a loaded 2-core machine at bound 3: thm-2 over 15 min, lemma-3-ii 6 min and 2.9 GB: deep only.
const Bounds kDay3DeepOnly{2, 2, 3};
const std::string kGameSet = LiteralGames::set_words();

// Section 2.2: Lemmas 2 and 3, and Remark 2.
void add_lemma_2_and_3_claims(const ClaimSet& paper) {
  paper.claim("lemma-2").cite("Lemma 2", "Section 2.2")
      .says("o(G→H) = L if o(H) = L; R if o(H) = R; o(G) if o(H) = P; o(G→*) if o(H) = N.")
      .over(Pairs{}, kDay3)
      .checked_by("engine outcome of the literal compound vs the rule (with the engine's o(H), o(G), o(G→*))")
      .check(on_engine([](Engine& e, GameId g, GameId h) -> Verdict {
        const Outcome said = lemma2(e.a.outcome(h), e.a.outcome(g), e.a.outcome(e.c.seq(g, e.a.star())));
        const Outcome truth = e.a.outcome(e.c.seq(g, h));
        return said == truth ? Verdict{} : mismatch(oname(said), oname(truth));
      }));
  paper.claim("lemma-3-i").cite("Lemma 3 (i)", "Section 2.2")
      .says("G→0 ≅ 0→G ≅ G (identical literal forms).")
      .over(Games{}, kDay3)
      .checked_by("arena ids (≅ is id equality)")
      .check(on_engine([](Engine& e, GameId g) -> Verdict {
        return e.c.seq(g, 0) == g && e.c.seq(0, g) == g ? Verdict{} : mismatch("G→0 ≅ 0→G ≅ G", "not identical");
      }));
  paper.claim("lemma-3-ii").cite("Lemma 3 (ii)", "Section 2.2")
      .says("(G→H)→J ≅ G→(H→J).")
      .over(ghj_triples(), kDay3DeepOnly)
      .checked_by("arena ids")
      .note("Bound 3 in the deep profile only: 6 min, 2.9 GB.")
      .check(on_engine([](Engine& e, GameId g, GameId h, GameId j) -> Verdict {
        if (e.c.seq(e.c.seq(g, h), j) == e.c.seq(g, e.c.seq(h, j))) return std::nullopt;
        return mismatch("identical", "different literal forms");
      }));
  paper.claim("lemma-3-iii").cite("Lemma 3 (iii)", "Section 2.2")
      .says("-(G→H) ≅ (-G)→(-H).")
      .over(Pairs{}, kDay3)
      .checked_by("arena ids")
      .check(on_engine([](Engine& e, GameId g, GameId h) -> Verdict {
        if (e.a.neg(e.c.seq(g, h)) == e.c.seq(e.a.neg(g), e.a.neg(h))) return std::nullopt;
        return mismatch("identical", "different literal forms");
      }));
  paper.claim("remark-2").cite("Remark 2", "Section 2.2")
      .says("The outcome class of G in misère play is o(G→*) (normal play), with Definition 11's compound.")
      .over(Games{}, kDay3)
      .checked_by("misère outcome by direct recursion vs the normal-play outcome of G→*")
      .check(on_engine([](Engine& e, GameId g) -> Verdict {
        const Outcome said = e.a.outcome(e.c.seq(g, e.a.star())), truth = e.a.misere_outcome(g);
        return said == truth ? Verdict{} : mismatch(oname(said), oname(truth));
      }));
}

// Section 2.2: Remark 2 in Stewart's definition; Section 3.1: Theorem 1 and its value reading.
void add_stewart_and_theorem_1_claims(const ClaimSet& paper) {
  paper.claim("remark-2-stewart").cite("Remark 2 (Stewart's definition, eq. (11))", "Section 2.2")
      .says("Stewart's definition (eq. (11)) is \"slightly different\": the paper adopts Definition 11 because it gives the "
            "misère outcome as o(G→*); checked: with eq. (11) o(G→*) is not always the misère outcome.")
      .over("every one of " + kGameSet, kDay3)
      .checked_by("a game where eq. (11)'s o(G→*) differs from the misère outcome exists (a failure is reported only if "
                  "none does)")
      .note("The paper does not say eq. (11) fails to give misère outcomes; it motivates the choice. This records the "
            "contrast; the first game in size order where they differ is in the message.")
      .check([](ClaimResult& res, RunContext&, std::uint64_t b) {
        Engine e;
        check_bound(b, 3, "birthday");
        std::uint64_t n = 0, differ = 0;
        std::string first;
        const auto all = b <= 2 ? cgt::all_games(e.a, static_cast<int>(b)) : cgt::canonical_games(e.a, 3);
        for (GameId g : all) {
          ++n;
          const Outcome stewart = e.a.outcome(e.c.stewart(g, e.a.star())), misere = e.a.misere_outcome(g);
          if (stewart != misere && differ++ == 0)
            first = fmt::format("{}: o(G→*) = {} with eq. (11), misère outcome {}", literal(e.a, g), oname(stewart),
                                oname(misere));
        }
        res.checked.push_back({"exhaustive", n, b <= 2 ? fmt::format("every literal game of birthday <= {}", b)
                                                     : std::string("the canonical forms born by day 3")});
        expect_found(res, differ, "a difference");
        if (differ) res.message = fmt::format("{} of {} games differ; first: {}", differ, n, first);
      });
  paper.claim("thm-1").cite("Theorem 1", "Section 3.1")
      .says("For any G and any dicotic H ≇ 0, G→H is dicotic and ≇ 0.")
      .over(Pairs{}, kDay3)
      .checked_by("literal dicotic test and id of 0, at the pairs with H dicotic and H ≇ 0 (the hypothesis)")
      .note("\"H ∈ G̃^0 ∖ {0}\" is read on literal forms (the proof uses H ≇ 0 to get non-empty option sets); "
            "G→H ≠ 0 as a value is false (*→* = 0), see remark-thm-1-value.")
      .check(on_engine([](Engine& e, GameId g, GameId h) -> Verdict {
        if (!e.a.dicotic(h) || h == 0) return std::nullopt;
        const GameId s = e.c.seq(g, h);
        if (e.a.dicotic(s) && s != 0) return std::nullopt;
        return mismatch("dicotic, ≇ 0", e.a.dicotic(s) ? "≅ 0" : "not dicotic");
      }));
  paper.claim("remark-thm-1-value").cite("Theorem 1 (value reading)", "Section 3.1")
      .says("Reading Theorem 1's \"≠ 0\" as a value: G→H ≠ 0 for dicotic H ≇ 0. Not the paper's meaning; recorded to fix "
            "the reading.")
      .over("the case G = H = *", {0, 0, 0})
      .checked_by("engine value of *→*")
      .note("*→* = {*|*} = 0, so only the literal reading (thm-1) can hold.")
      .refuted(Finding::reading)
      .check(one_case("G = H = *", "*→*", [](Engine& e) -> Verdict {
        return e.a.canon(e.c.seq(e.a.star(), e.a.star())) != 0 ? Verdict{} : mismatch("≠ 0", "0");
      }));
}

// Section 3.1: Theorem 2, Remark 3 and Corollary 3 (and the hypothesis it needs).
void add_theorem_2_claims(const ClaimSet& paper) {
  paper.claim("thm-2").cite("Theorem 2", "Section 3.1")
      .says("For dicotic G: H >= H' implies G→H >= G→H'.")
      .over(ghh_triples(), kDay3DeepOnly)
      .checked_by("engine comparisons")
      .note("Bound 3 in the deep profile only: over 15 min.")
      .check(on_engine([](Engine& e, GameId g, GameId h, GameId h2) -> Verdict {
        if (!e.a.ge(h, h2)) return std::nullopt;
        return e.a.ge(e.c.seq(g, h), e.c.seq(g, h2)) ? Verdict{} : mismatch("G→H >= G→H'", "not >=");
      }));
  paper.claim("remark-3").cite("Remark 3", "Section 3.1")
      .says("The converse of (15) fails: G = *, H = *, H' = {0,*|0,*} give G→H >= G→H' but not H >= H'.")
      .over("the printed counterexample; then every triple as in thm-2 to find the first counterexample in size order", kDay2)
      .checked_by("engine comparisons; the claim holds when the printed triple is a counterexample of the converse")
      .note("The smallest counterexample in the size order (G dicotic, H, H' by birthday) is in the message.")
      .check([](ClaimResult& res, RunContext& ctx, std::uint64_t b) {
        one_case("G = H = *, H' = {0,*|0,*}", "G = *, H = *, H' = {0,*|0,*}", [](Engine& e) -> Verdict {
          const GameId st = e.a.star(), h2 = e.a.make({0, st}, {0, st});
          const bool forward = e.a.ge(e.c.seq(st, st), e.c.seq(st, h2)), converse = e.a.ge(st, h2);
          if (forward && !converse) return std::nullopt;
          return mismatch("G→H >= G→H' and not H >= H'", fmt::format("G→H >= G→H': {}, H >= H': {}", forward, converse));
        })(res, ctx, b);
        Engine e;
        const auto all = games_up_to(e, b, 2);
        for (GameId g : all) {
          if (!e.a.dicotic(g)) continue;
          for (GameId h : all)
            for (GameId hh : all)
              if (e.a.ge(e.c.seq(g, h), e.c.seq(g, hh)) && !e.a.ge(h, hh)) {
                res.message = fmt::format("first counterexample to the converse in size order: G = {}, H = {}, H' = {}",
                                          literal(e.a, g), literal(e.a, h), literal(e.a, hh));
                return;
              }
        }
      });
  paper.claim("cor-3").cite("Corollary 3", "Section 3.1")
      .says("For dicotic G: H = H' implies G→H = G→H'.")
      .over(ghh_triples(), kDay3)
      .checked_by("engine equality")
      .check(on_engine([](Engine& e, GameId g, GameId h, GameId h2) -> Verdict {
        if (!e.a.eq(h, h2)) return std::nullopt;
        return e.a.eq(e.c.seq(g, h), e.c.seq(g, h2)) ? Verdict{} : mismatch("G→H = G→H'", "unequal");
      }));
  paper.claim("cor-3-needs-dicotic").cite("Corollary 3 (hypothesis)", "Section 3.1")
      .says("Without \"G dicotic\" Corollary 3 fails: some G, H = H' have G→H ≠ G→H'; and the first slot is not "
            "compatible with equality even for dicotic games (text before Theorem 2).")
      .over("every literal G of birthday <= bound and H, H' of birthday <= bound", kDay2)
      .checked_by("search for a counterexample (a failure is reported only if none exists)")
      .note("The first counterexamples found in size order are in the message.")
      .check([](ClaimResult& res, RunContext&, std::uint64_t b) {
        Engine e;
        const auto all = games_up_to(e, b, 2);
        std::string second, first;
        std::uint64_t n = 0;
        for (GameId g : all)
          for (GameId h : all)
            for (GameId hh : all) {
              ++n;
              if (first.empty() && e.a.eq(h, hh) && !e.a.eq(e.c.seq(g, h), e.c.seq(g, hh)))
                first = fmt::format("second slot: G = {}, H = {}, H' = {} (G→H = {}, G→H' = {})", literal(e.a, g),
                                    literal(e.a, h), literal(e.a, hh), cgt::to_string(e.a, e.c.seq(g, h)),
                                    cgt::to_string(e.a, e.c.seq(g, hh)));
              // First slot: G = G' both dicotic, G→H ≠ G'→H (here h plays G').
              if (second.empty() && e.a.dicotic(g) && e.a.dicotic(h) && e.a.eq(g, h) &&
                  !e.a.eq(e.c.seq(g, hh), e.c.seq(h, hh)))
                second = fmt::format("first slot (dicotic): G = {}, G' = {}, H = {} (G→H = {}, G'→H = {})", literal(e.a, g),
                                     literal(e.a, h), literal(e.a, hh), cgt::to_string(e.a, e.c.seq(g, hh)),
                                     cgt::to_string(e.a, e.c.seq(h, hh)));
            }
        res.checked.push_back({"exhaustive", n, fmt::format("triples of literal games of birthday <= {}", b)});
        expect_found(res, !first.empty(), "a counterexample");
        res.message = first + (second.empty() ? "; no first-slot counterexample among dicotic games" : "; " + second);
      });
}

// Section 3.1: Theorem 3 and Corollary 4 (and its hypothesis); Section 3.3: Theorem 6.
void add_theorem_3_and_6_claims(const ClaimSet& paper) {
  paper.claim("thm-3").cite("Theorem 3", "Section 3.1")
      .says("For dicotic G with G→H dicotic and X equal to a number: G→(X+H) = X + (G→H).")
      .over(ghh_triples(), kDay3)
      .checked_by("engine equality, at the triples (G, H, X) with G→H dicotic and X equal to a number (the hypothesis; "
                  "X+H the literal sum)")
      .check(on_engine([](Engine& e, GameId g, GameId h, GameId x) -> Verdict {
        const GameId gh = e.c.seq(g, h);
        if (!e.a.dicotic(gh) || !e.a.is_number(x)) return std::nullopt;
        return e.a.eq(e.c.seq(g, e.a.sum(x, h)), e.a.sum(x, gh)) ? Verdict{} : mismatch("equal", "unequal");
      }));
  paper.claim("cor-4").cite("Corollary 4", "Section 3.1")
      .says("For dicotic G and a dyadic x (the literal ⟦x⟧): G→x = G + x.")
      .over(dicotic_games(), kDay3)
      .checked_by("engine equality, at x = m/8 for -24 <= m <= 24")
      .check(on_engine([](Engine& e, GameId g) -> Verdict {
        for (std::int64_t m = -24; m <= 24; ++m) {
          const GameId x = e.a.number(Dyadic::make(m, 3));
          if (!e.a.eq(e.c.seq(g, x), e.a.sum(g, x))) return mismatch(fmt::format("G→{0} = G + {0}", Dyadic::make(m, 3).str()), "unequal");
        }
        return std::nullopt;
      }));
  paper.claim("cor-4-needs-dicotic").cite("Corollary 4 (hypothesis)", "Section 3.1")
      .says("Without \"G dicotic\" Corollary 4 fails: e.g. 1→(-1) = {-1|0} = -1/2 ≠ 0 = 1 + (-1).")
      .over("every literal G of birthday <= bound and x = m/8, -24 <= m <= 24", kDay2)
      .checked_by("search for a counterexample (a failure is reported only if none exists)")
      .note("The first one in size order is in the message.")
      .check([](ClaimResult& res, RunContext&, std::uint64_t b) {
        Engine e;
        std::uint64_t n = 0;
        for (GameId g : games_up_to(e, b, 2))
          for (std::int64_t m = -24; m <= 24; ++m) {
            ++n;
            const GameId x = e.a.number(Dyadic::make(m, 3));
            if (res.message.empty() && !e.a.eq(e.c.seq(g, x), e.a.sum(g, x)))
              res.message = fmt::format("first counterexample: G = {}, x = {}: G→x = {}, G + x = {}", literal(e.a, g),
                                        Dyadic::make(m, 3).str(), cgt::to_string(e.a, e.c.seq(g, x)),
                                        cgt::to_string(e.a, e.a.sum(g, x)));
          }
        res.checked.push_back({"exhaustive", n, "pairs (G, x)"});
        expect_found(res, !res.message.empty(), "a counterexample");
      });
  paper.claim("thm-6-i").cite("Theorem 6 (i)", "Section 3.3")
      .says("For dicotic G: G→*→* = G.")
      .over(dicotic_games(), kDay3)
      .checked_by("engine equality")
      .check(on_engine([](Engine& e, GameId g) -> Verdict {
        const GameId st = e.a.star(), lhs = e.c.seq(g, e.c.seq(st, st));
        return e.a.eq(lhs, g) ? Verdict{} : mismatch("G→*→* = G", cgt::to_string(e.a, lhs));
      }));
  paper.claim("thm-6-ii").cite("Theorem 6 (ii)", "Section 3.3")
      .says("For every G: G→*→*→* = G→*.")
      .over(Games{}, kDay3)
      .checked_by("engine equality")
      .check(on_engine([](Engine& e, GameId g) -> Verdict {
        const GameId st = e.a.star(), sss = e.c.seq(st, e.c.seq(st, st));
        return e.a.eq(e.c.seq(g, sss), e.c.seq(g, st)) ? Verdict{} : mismatch("G→*→*→* = G→*", "unequal");
      }));
}

// Theorems 4 and 5, Remark 4 (Section 3.2) and Definition 12 (Section 3.3).
void add_theorem_4_and_5_claims(const ClaimSet& paper) {
  paper.claim("thm-4").cite("Theorem 4", "Section 3.2")
      .says("1→1→…→1 (n copies) ≅ n, and (-1)→…→(-1) ≅ -n, for n >= 1.")
      .over("1 <= n <= bound", {50, 200, 1000})
      .checked_by("arena ids of the chain and of ⟦n⟧ (Definition 6)")
      .check(engine_cases(one_to("n", 1000, ", both signs"), [](Engine& e, std::uint32_t n) -> Verdict {
        const Chain ones(n, num(1)), mones(n, num(-1));
        if (e.c.chain(ones) == e.a.integer(n) && e.c.chain(mones) == e.a.integer(-std::int64_t{n})) return std::nullopt;
        return mismatch("≅ n", "different literal form");
      }, [](std::uint32_t n) { return fmt::format("n = {}", n); }));
  paper.claim("thm-5").cite("Theorem 5", "Section 3.2")
      .says("For a_i in {1,-1}, a_0 = 1, a_1 = -1, m >= 0: a_n→…→a_1→a_0→m = m + Σ_{i=0}^n a_i/2^i.")
      .over(Theorem5Chains{}, {10, 14, 18})
      .checked_by("engine value vs the dyadic")
      .check(property(with_engine([](const Theorem5Chains::Position& c, Engine& e) -> Verdict {
        const Dyadic said = theorem5(c.a, c.m);
        const GameId v = e.value(theorem5_chain(c.a, c.m));
        return v == e.a.canon(e.a.number(said)) ? Verdict{} : mismatch(said.str(), cgt::to_string(e.a, v));
      })));
  paper.claim("remark-4").cite("Remark 4", "Section 3.2")
      .says("The compound (17) a_n→…→a_0→m equals the ordinal sum m : a_0 : a_1 : … : a_n (a Hackenbush string), value (20).")
      .over(PmChains{}, {10, 14, 16})
      .checked_by("engine: value of the compound vs value of the ordinal sum")
      .note("The ordinal sum is built literally (G:H).")
      .check(property(with_engine([](const Chain& ch, Engine& e) -> Verdict {
        // m : a_0 : ... : a_n with the chain read right to left: the last component is the base.
        GameId ord = e.c.token(ch.back());
        for (std::size_t i = ch.size() - 1; i-- > 0;) ord = e.c.ordinal(ord, e.c.token(ch[i]));
        const GameId v = e.value(ch);
        return e.a.eq(v, ord) ? Verdict{} : mismatch(cgt::to_string(e.a, ord), cgt::to_string(e.a, v));
      })));
  paper.claim("def-12").cite("Definition 12", "Section 3.3")
      .says("The form (29) (a_i copies of 1 between the -1s, ending in *) is [a_n, ..., a_0] ≅ a_n→(-1)→…→(-1)→a_0→*.")
      .over("every (a_n, ..., a_0) with 0 <= a_i <= 3 and n <= bound", {4, 5, 6})
      .checked_by("arena ids")
      .check(engine_cases([](std::uint64_t b) {
                     check_bound(b, 7, "n");
                     std::vector<std::vector<std::int64_t>> all;
                     for (std::uint64_t n = 0; n <= b; ++n)
                       for (auto& s : sequences(n + 1, 0, 3)) all.push_back(s);
                     return std::pair{fmt::format("a_i in 0..3, n <= {} ({} sequences)", b, all.size()), all};
                   },
                   [](Engine& e, const std::vector<std::int64_t>& a) -> Verdict {
                     return e.c.chain(bracket(a)) == e.c.chain(bracket_ones(a)) ? Verdict{} : mismatch("identical", "different");
                   },
                   seq_str));
}

// Theorem 7 and Lemma 4 in their three cases, and the equations around them.
void add_theorem_7_claims(const ClaimSet& paper) {
  // Theorem 7 and Lemma 4, the three cases.
  theorem7_claim(paper, "thm-7-a", "Theorem 7 (a)", Theorem7Case::a, "(a) J ≅ 0, a_0 >= 1", false);
  theorem7_claim(paper, "thm-7-b", "Theorem 7 (b)", Theorem7Case::b, "(b) J ≅ *, n >= 1, a_0 = 0", false);
  theorem7_claim(paper, "thm-7-c", "Theorem 7 (c)", Theorem7Case::c, "(c) J < 0, J = c* + Σ b_i↓^i, b_1 >= ... >= b_k >= 1", false);
  theorem7_claim(paper, "lemma-4-a", "Lemma 4 (case (a))", Theorem7Case::a, "(a)", true);
  theorem7_claim(paper, "lemma-4-b", "Lemma 4 (case (b))", Theorem7Case::b, "(b)", true);
  theorem7_claim(paper, "lemma-4-c", "Lemma 4 (case (c))", Theorem7Case::c, "(c)", true);
  paper.claim("remark-eq-48-49").cite("eqs. (48)-(49)", "Appendix A")
      .says("[0]→0 ≅ * ≅ ⟨0⟩_0 (48) and [0]→* ≅ *→* = 0 ≅ ⟨0⟩_* (49): the degenerate cases outside Theorem 7's hypotheses.")
      .over("the two cases", {0, 0, 0})
      .checked_by("arena ids for ≅, engine equality for =, formula of Theorem 7 evaluated at n = 0, a_0 = 0")
      .check(engine_cases([](std::uint64_t) { return std::pair{std::string("eqs. (48) and (49)"), std::vector<int>{48, 49}}; },
                   [](Engine& e, int k) -> Verdict {
                     const GameId st = e.a.star(), br = e.c.chain(bracket({0}));
                     if (k == 48) {
                       const GameId lhs = e.c.seq(br, 0);
                       const Uptimal f = theorem7({0}, Theorem7Case::a);
                       if (lhs == st && e.u.game(f) == e.a.canon(st)) return std::nullopt;
                       return mismatch("[0]→0 ≅ * ≅ ⟨0⟩_0", fmt::format("{} / formula {}", literal(e.a, lhs), print_uptimal(f)));
                     }
                     const GameId lhs = e.c.seq(br, st);
                     const Uptimal f = theorem7({0}, Theorem7Case::b);
                     if (lhs == e.c.seq(st, st) && e.a.canon(lhs) == 0 && e.u.game(f) == 0) return std::nullopt;
                     return mismatch("[0]→* ≅ *→* = 0 ≅ ⟨0⟩_*", fmt::format("{} / formula {}", cgt::to_string(e.a, lhs), print_uptimal(f)));
                   },
                   [](int k) { return fmt::format("eq. ({})", k); }));
  paper.claim("remark-eq-37").cite("eq. (37)", "Section 3.3")
      .says("1→* = (-1)→*→* = ↓.")
      .over("the two chains", {0, 0, 0})
      .checked_by("engine values")
      .check(engine_cases([](std::uint64_t) {
                     return std::pair{std::string("1,* and -1,*,*"), std::vector<Chain>{{num(1), star()}, {num(-1), star(), star()}}};
                   },
                   [](Engine& e, const Chain& c) -> Verdict {
                     const GameId v = e.value(c);
                     return v == e.a.canon(e.a.neg(e.a.up())) ? Verdict{} : mismatch("v", cgt::to_string(e.a, v));
                   },
                   print_chain));
  paper.claim("remark-algorithm").cite("eqs. (37)-(40) and the reduction of Section 3.3", "Section 3.3")
      .says("Every chain of integers and stars evaluates as: integers as ±1 chains (Thm 4), the part after the rightmost star "
            "a number x (Thms 4-5) added to the rest (Thm 3, eq. (22)); trailing stars reduced (Thm 6 (ii)); negation to "
            "forms (26)/(27); start 1→* = (-1)→*→* = ↓ (37) and prepend right to left: 1 or * adds 1 to every ↓ digit and "
            "flips the star (38), (39); -1 appends a digit 1 (40).")
      .over("every chain over {-3..3, *} of length <= bound, then random chains of length <= 16", {5, 7, 8})
      .checked_by("engine canonical value vs the algorithm's uptimal (built as a canonical game)")
      .note("The paper states (38)-(40) for a tail equal to c* + Σ b_j↓^j with b_k >= 1; the algorithm applies them to every "
            "prefix, as the text says (\"we repeatedly add 1, -1, * to the left\").")
      .check([](ClaimResult& res, RunContext& ctx, std::uint64_t b) {
        property(Chains{}, with_engine([](const IndexedChain& ic, Engine& w) -> Verdict {
          const Uptimal said = algorithm(ic.chain);
          return w.u.game(said) == w.value(ic.chain) ? Verdict{} : mismatch(print_uptimal(said), "another value");
        }))(res, ctx, b);
        // The engine's value is printed for the counterexample only (printing every mismatch of a wrong formula would
        // be slow).
        if (res.counterexample) {
          const Chain ch = parse_chain(res.counterexample->position);
          res.counterexample->actual = value_text([&](Engine& f) { return f.value(ch); });
        }
      });
}

// Examples 1 and 2 (Section 3.3), the latter row by row of its two transcribed tables.
void add_example_1_and_2_claims(const ClaimSet& paper) {
  paper.claim("example-1").cite("Example 1", "Section 3.3")
      .says("(-1)→1→1→(-1)→1→*→*→1→1→(-1)→1→1→1→(-1)→*→* ≅ [0,2,1]→[0]→[2,3,0]→*.")
      .over("the printed chain", {0, 0, 0})
      .checked_by("arena ids of the two literal forms")
      .check(one_case("the chain of Example 1", "-1,1,1,-1,1,*,*,1,1,-1,1,1,1,-1,*,*", [](Engine& e) -> Verdict {
        const Chain g = parse_chain("-1,1,1,-1,1,*,*,1,1,-1,1,1,1,-1,*,*");
        Chain h = bracket({1, 2, 0});  // [0,2,1]: a_2 = 0, a_1 = 2, a_0 = 1
        for (const Token& t : bracket({0})) h.push_back(t);
        for (const Token& t : bracket({0, 3, 2})) h.push_back(t);  // [2,3,0]
        h.push_back(star());
        return e.c.chain(g) == e.c.chain(h) ? Verdict{} : mismatch("identical", "different literal forms");
      }));
  for (const std::string table : {"41", "42"}) {
    paper.claim("example-2-table-" + table).cite(fmt::format("Example 2, table ending in eq. ({})", table), "Section 3.3")
        .says(fmt::format("Every row of the step-by-step table ending in eq. ({}) has the printed value.", table))
        .over("the rows transcribed in data/seqcomp-example-2.csv", {0, 0, 0})
        .checked_by("engine value of each chain vs the printed uptimal")
        .check(engine_cases([table](std::uint64_t) {
                       std::vector<std::pair<Chain, std::string>> rows;
                       for (const auto& f : read_data_csv("seqcomp-example-2.csv"))
                         if (f.size() >= 3 && f[0] == table) rows.emplace_back(chain_of_spaced(f[1]), f[2]);
                       return std::pair{fmt::format("{} rows", rows.size()), rows};
                     },
                     [](Engine& e, const std::pair<Chain, std::string>& row) -> Verdict {
                       return value_is(e, e.value(row.first), row.second);
                     },
                     [](const std::pair<Chain, std::string>& row) { return print_chain(row.first); }));
  }
}

// Example 3 (Section 3.3): its components, its numbered displays, their sum and its outcome.
void add_example_3_claims(const ClaimSet& paper) {
  paper.claim("example-3-components").cite("Example 3", "Section 3.3")
      .says("G1 = -5, G2 = 57/16, G3 = *, G4 = 0.43331+*+1/4, G5 = -0.3321-1/16, G6 = 5/4.")
      .over("the six chains transcribed in data/seqcomp-example-3.csv", {0, 0, 0})
      .checked_by("engine value of each chain vs the printed value")
      .check(engine_cases([](std::uint64_t) { return std::pair{std::string("G1..G6"), read_data_csv("seqcomp-example-3.csv")}; },
                   [](Engine& e, const std::vector<std::string>& row) -> Verdict {
                     return value_is(e, e.value(chain_of_spaced(row.at(1))), row.at(2));
                   },
                   [](const std::vector<std::string>& row) {
                     return fmt::format("{} = {}", row.at(0), print_chain(chain_of_spaced(row.at(1))));
                   }));
  // The three displays numbered in Example 3: the numbers (43)-(45) each component's derivation uses.
  struct Display {
    int eq;
    Chain printed, ones;            // the chain as printed and after Theorem 4 (≅)
    bool negated;                   // (44): ≅ -(the negated chain), then Theorem 5 on that one
    std::vector<std::int64_t> a;    // Theorem 5's a_0, a_1, ... of the chain it is applied to
    std::int64_t m;
    Dyadic value;                   // as printed
  };
  const std::vector<Display> displays{
      {43, {num(-2), num(1)}, {num(-1), num(-1), num(1)}, false, {1, -1, -1}, 0, Dyadic::make(1, 2)},
      {44, {num(4), num(-1)}, {num(1), num(1), num(1), num(1), num(-1)}, true, {1, -1, -1, -1, -1}, 0, Dyadic::make(-1, 4)},
      {45, {num(-2), num(2)}, {num(-1), num(-1), num(1), num(1)}, false, {1, -1, -1}, 1, Dyadic::make(5, 2)},
  };
  for (const Display& disp : displays) {
    const std::string chain = print_chain(disp.printed), ones = print_chain(disp.ones);
    paper.claim(fmt::format("example-3-eq-{}", disp.eq)).cite(fmt::format("Example 3, eq. ({})", disp.eq), "Section 3.3")
        .says(disp.negated
                  ? fmt::format("{} ≅ {} ≅ -({}) = -(1/2^0 + (-1)/2^1 + (-1)/2^2 + (-1)/2^3 + (-1)/2^4) = {} (Theorems 4, 5).",
                                chain, ones, print_chain(theorem5_chain(disp.a, disp.m)), disp.value.str())
                  : fmt::format("{} ≅ {} = {} (Theorem 4, then Theorem 5).", chain, ones, disp.value.str()))
        .over("the printed display", {0, 0, 0})
        .checked_by("arena ids for each ≅ (Theorem 4's rewriting, Lemma 3 (iii)'s negation), the engine's value and "
                    "Theorem 5's formula each against the printed number")
        .check(one_case(fmt::format("eq. ({})", disp.eq), chain, [disp](Engine& e) -> Verdict {
          const GameId g = e.c.chain(disp.printed);
          if (g != e.c.chain(disp.ones)) return mismatch("≅ " + print_chain(disp.ones), "different literal forms");
          const Chain t5 = theorem5_chain(disp.a, disp.m);
          if (disp.negated && g != e.a.neg(e.c.chain(t5))) return mismatch("≅ -(" + print_chain(t5) + ")", "different literal forms");
          if (!disp.negated && e.c.chain(t5) != g)  // m = 0: a chain ending in →0 (Lemma 3 (i))
            return mismatch("Theorem 5's chain ≅ " + print_chain(disp.ones), "different literal forms");
          const Dyadic formula = disp.negated ? -theorem5(disp.a, disp.m) : theorem5(disp.a, disp.m);
          if (formula != disp.value) return mismatch(disp.value.str(), "Theorem 5's formula gives " + formula.str());
          const GameId v = e.a.canon(g);
          if (v != e.a.canon(e.a.number(disp.value))) return mismatch(disp.value.str(), cgt::to_string(e.a, v));
          return std::nullopt;
        }));
  }
  paper.claim("example-3-sum").cite("Example 3, the sum of G1, ..., G6 (display after eq. (45), unnumbered)", "Section 3.3")
      .says("G1 + ... + G6 = (-5) + 57/16 + * + (0.43331+*+1/4) + (-0.3321-1/16) + 5/4 = 0.10121.")
      .over("the disjunctive sum of the six chains", {0, 0, 0})
      .checked_by("engine: canonical sum of the six compounds vs the printed uptimal")
      .note("Earlier versions of the suite labelled this check \"eq. (45)\"; (45) is (-2)→2 = 5/4 (example-3-eq-45).")
      .check(one_case("the sum", "G1 + ... + G6", [](Engine& e) -> Verdict {
        return value_is(e, example3_sum(e), "0.10121");
      }));
  paper.claim("example-3-outcome").cite("Example 3, the sum's outcome (display after eq. (45) and the closing sentence)",
                                        "Section 3.3")
      .says("0.10121 || 0 (by Propositions 10 and 11), so o(G1 + ... + G6) = N.")
      .over("the disjunctive sum of the six chains", {0, 0, 0})
      .checked_by("engine outcome of the canonical sum")
      .note("Finding: the sum 0.10121 = ↑ + ↑^3 + 2↑^4 + ↑^5 has no star (the stars of G3 and G4 cancel) and is positive "
            "(Proposition 10: ↑ dominates the later digits), so the outcome is L, not N. The paper's own component values "
            "give L.")
      .refuted(Finding::erratum)
      .check(one_case("the sum", "G1 + ... + G6", [](Engine& e) -> Verdict {
        const Outcome o = e.a.outcome(example3_sum(e));
        return o == Outcome::N ? Verdict{} : mismatch("N", oname(o));
      }));
}

// Propositions 9-12 of Section 2.1.
void add_proposition_9_to_12_claims(const ClaimSet& paper) {
  paper.claim("prop-9").cite("Proposition 9", "Section 2.1")
      .says("* is dicotic, * || 0 and * + * = 0.")
      .over("the star", {0, 0, 0})
      .checked_by("engine")
      .check(one_case("*", "*", [](Engine& e) -> Verdict {
        const GameId s = e.a.star();
        return e.a.dicotic(s) && e.a.fuzzy(s, 0) && e.a.add(s, s) == 0 ? Verdict{} : mismatch("dicotic, || 0, *+* = 0", "fails");
      }));
  paper.claim("prop-10").cite("Proposition 10", "Section 2.1")
      .says("(i) 0 < ↑^k < x for every positive dyadic x; (ii) n·↑^(k+1) < ↑^k for every n >= 0.")
      .over("1 <= k <= bound (at most 32; k = 32 takes about 2 s: canonical ↑^k grows with k); x = 2^-j for j <= 6 (the smallest positive dyadics checked), n <= 12", {8, 16, 32})
      .checked_by("engine comparisons")
      .check(engine_cases(one_to("k", 32), [](Engine& e, std::uint32_t k) -> Verdict {
        const GameId u = e.a.up_nth(k);
        if (!e.a.lt(0, u)) return mismatch("0 < ↑^k", "not");
        for (std::int32_t j = 0; j <= 6; ++j)
          if (!e.a.lt(u, e.a.number(Dyadic::make(1, j)))) return mismatch(fmt::format("↑^k < 1/{}", 1 << j), "not");
        for (std::int64_t n = 0; n <= 12; ++n)
          if (!e.a.lt(e.a.multiple(e.a.up_nth(k + 1), n), u)) return mismatch(fmt::format("{}·↑^(k+1) < ↑^k", n), "not");
        return std::nullopt;
      }, [](std::uint32_t k) { return fmt::format("k = {}", k); }));
  paper.claim("prop-11").cite("Proposition 11", "Section 2.1")
      .says("Σ_{i=1}^k ↑^i || * < Σ_{i=1}^k ↑^i + ↑^k.")
      .over("1 <= k <= bound (at most 32)", {8, 16, 32})
      .checked_by("engine comparisons")
      .check(engine_cases(one_to("k", 32), [](Engine& e, std::uint32_t k) -> Verdict {
        GameId s = 0;
        for (std::uint32_t i = 1; i <= k; ++i) s = e.a.add(s, e.a.up_nth(i));
        if (!e.a.fuzzy(s, e.a.star())) return mismatch("Σ↑^i || *", "not fuzzy");
        if (!e.a.lt(e.a.star(), e.a.add(s, e.a.up_nth(k)))) return mismatch("* < Σ↑^i + ↑^k", "not");
        return std::nullopt;
      }, [](std::uint32_t k) { return fmt::format("k = {}", k); }));
  paper.claim("prop-12").cite("Proposition 12", "Section 2.1")
      .says("x + c·* + Σ b_i↑^i = x' + c'·* + Σ b'_i↑^i iff (x, c, b) = (x', c', b').")
      .over("x in {-1, 0, 1/2}, c in {0,1}, b in {-1,0,1}^k for k <= bound: every pair (k = 4: 236,196 pairs, 40 s; k = 5: 2.1 million pairs of literal sums, 25 min on a loaded machine, the engine's practical limit)", {2, 3, 4})
      .checked_by("engine equality (canonical ids) vs tuple equality")
      .check(engine_cases([](std::uint64_t b) {
                     check_bound(b, 5, "k");
                     std::vector<Uptimal> us = uptimals({Dyadic::integer(-1), Dyadic{}, Dyadic::make(1, 1)}, -1, 1, b);
                     for (Uptimal& u : us) u.normalize();
                     std::vector<std::pair<Uptimal, Uptimal>> pairs;
                     for (const Uptimal& u : us)
                       for (const Uptimal& v : us) pairs.emplace_back(u, v);
                     return std::pair{fmt::format("{} pairs", pairs.size()), pairs};
                   },
                   [](Engine& e, const std::pair<Uptimal, Uptimal>& p) -> Verdict {
                     const bool same = p.first == p.second, equal = e.a.eq(literal_sum(e, p.first), literal_sum(e, p.second));
                     return same == equal ? Verdict{} : mismatch(same ? "equal" : "unequal", equal ? "equal" : "unequal");
                   },
                   [](const std::pair<Uptimal, Uptimal>& p) {
                     return fmt::format("{} vs {}", print_uptimal(p.first), print_uptimal(p.second));
                   }));
}

// Remark 1 and Lemma 1 of Section 2.1.
void add_remark_1_and_lemma_1_claims(const ClaimSet& paper) {
  paper.claim("remark-1").cite("Remark 1", "Section 2.1")
      .says("For G = x + c·* + Σ b_i↑^i: x > 0 gives o(G) = L; x < 0 gives R; x = 0 with c = b_1 = ... = 0 gives P "
            "(otherwise N, L or R by Propositions 10, 11: not checked).")
      .over("x in {-1, -1/2, 0, 1/2, 1}, c in {0,1}, b in {-2..2}^k, k <= bound (k = 5: 31,250 uptimals, 13 s; at most 6)", {2, 4, 5})
      .checked_by("engine outcome")
      .check(engine_cases([](std::uint64_t b) {
                     check_bound(b, 6, "k");
                     const std::vector<Uptimal> us = uptimals(
                         {Dyadic::integer(-1), Dyadic::make(-1, 1), Dyadic{}, Dyadic::make(1, 1), Dyadic::integer(1)}, -2, 2, b);
                     return std::pair{fmt::format("{} uptimals", us.size()), us};
                   },
                   [](Engine& e, Uptimal u) -> Verdict {
                     u.normalize();
                     const Outcome o = e.a.outcome(e.u.game(u));
                     if (u.x > Dyadic{}) return o == Outcome::L ? Verdict{} : mismatch("L", oname(o));
                     if (u.x < Dyadic{}) return o == Outcome::R ? Verdict{} : mismatch("R", oname(o));
                     if (!u.star && u.b.empty()) return o == Outcome::P ? Verdict{} : mismatch("P", oname(o));
                     return std::nullopt;
                   },
                   print_uptimal));
  paper.claim("lemma-1").cite("Lemma 1", "Section 2.1 (proof in Appendix B.1)")
      .says("For G ≅ c·* + Σ_{i=1}^k b_i·↓^i (c, b_i >= 0; the literal sum of Definition 8/9 forms) with d = deg(G) >= 1: "
            "(i) every G^L <= G - Σ_{i=1}^d ↓^i + *; (ii) every G^R has G^R = G + * or G^R >= G - ↓^d.")
      .over("c <= 2, k <= bound, 0 <= b_i <= 2, d >= 1; ↓^i = -(Definition 9's literal ↑^i)", {2, 3, 3})
      .checked_by("engine: the literal options of the sum (one component moved) compared as values")
      .check(engine_cases([](std::uint64_t b) {
                     check_bound(b, 4, "k");
                     std::vector<std::pair<int, std::vector<std::int64_t>>> cs;  // c, then the ↓ coefficients b_i
                     for (int c = 0; c <= 2; ++c)
                       for (auto& bs : sequences(b, 0, 2))
                         if (std::any_of(bs.begin(), bs.end(), [](std::int64_t v) { return v > 0; })) cs.emplace_back(c, bs);
                     return std::pair{fmt::format("{} games", cs.size()), cs};
                   },
                   [](Engine& e, const std::pair<int, std::vector<std::int64_t>>& t) -> Verdict {
                     std::vector<GameId> comps(static_cast<std::size_t>(t.first), e.a.star());  // the literal components
                     std::size_t d = 0;
                     for (std::size_t i = 0; i < t.second.size(); ++i)
                       for (std::int64_t j = 0; j < t.second[i]; ++j, d = i + 1)
                         comps.push_back(e.a.neg(e.a.up_nth_literal(static_cast<std::uint32_t>(i + 1))));
                     GameId g = 0;
                     for (GameId x : comps) g = e.a.add(g, x);
                     GameId bound_l = e.a.add(g, e.a.star());
                     for (std::size_t i = 1; i <= d; ++i) bound_l = e.a.add(bound_l, e.a.up_nth(static_cast<std::uint32_t>(i)));  // - ↓^i
                     const GameId bound_r = e.a.add(g, e.a.up_nth(static_cast<std::uint32_t>(d))), g_star = e.a.add(g, e.a.star());
                     for (std::size_t m = 0; m < comps.size(); ++m) {
                       GameId rest = 0;
                       for (std::size_t q = 0; q < comps.size(); ++q)
                         if (q != m) rest = e.a.add(rest, comps[q]);
                       for (GameId xl : e.a.left(comps[m]))
                         if (!e.a.le(e.a.add(rest, xl), bound_l)) return mismatch("G^L <= G - Σ↓^i + *", cgt::to_string(e.a, e.a.add(rest, xl)));
                       for (GameId xr : e.a.right(comps[m])) {
                         const GameId gr = e.a.add(rest, xr);
                         if (gr != g_star && !e.a.ge(gr, bound_r)) return mismatch("G^R = G+* or G^R >= G - ↓^d", cgt::to_string(e.a, gr));
                       }
                     }
                     return std::nullopt;
                   },
                   [](const std::pair<int, std::vector<std::int64_t>>& t) {
                     Uptimal u;
                     u.star = t.first;
                     for (auto v : t.second) u.b.push_back(-v);
                     return fmt::format("{}{}", print_uptimal(u), t.first == 2 ? " (c = 2)" : "");
                   }));
}

}  // namespace

void register_paper_seqcomp(Registry& r) {
  PaperEntry p;
  p.file = kPaper;
  p.citation = "Kengo Hashimoto, \"The Game Value of Sequential Compounds of Integers and Stars\", preprint (no date printed)";
  p.report_name = "seqcomp";
  p.games = {"seqcomp"};
  p.rules = seqcomp::rules() +
            "Values in the paper's uptimal notation: 0.a1a2...ak = Σ a_i ↑^i (the printed ↑^k in that definition and in "
            "(46) is read as ↑^i, extraction/typo repair), -0.21+* = -(2↑ + ↑^2) + *; footnote 5: n* means n·*.";
  p.exploration = seqcomp::exploration;
  r.add(std::move(p));

  const ClaimSet paper(r, kPaper, "seqcomp");
  add_lemma_2_and_3_claims(paper);
  add_stewart_and_theorem_1_claims(paper);
  add_theorem_2_claims(paper);
  add_theorem_3_and_6_claims(paper);
  add_theorem_4_and_5_claims(paper);
  add_theorem_7_claims(paper);
  add_example_1_and_2_claims(paper);
  add_example_3_claims(paper);
  add_proposition_9_to_12_claims(paper);
  add_remark_1_and_lemma_1_claims(paper);
  add_appendix_claims(paper);
}

}  // namespace cgcheck
