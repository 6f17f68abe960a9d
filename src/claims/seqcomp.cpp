// Claims of "The Game Value of Sequential Compounds of Integers and Stars", K. Hashimoto
// (001_9c21747cec62aaf1.txt). The reference solver is the short-game engine in src/cgt: literal games,
// canonical forms, comparisons. Formulas (src/games/seqcomp/formulas.*) never call it.
#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <set>

#include <fmt/core.h>
#include <fmt/format.h>
#include <rapidcheck.h>

#include "cgt/game.hpp"
#include "cgt/generators.hpp"
#include "check/parallel.hpp"
#include "check/runner.hpp"
#include "claims/claim_helpers.hpp"
#include "claims/registry.hpp"
#include "core/large_stack.hpp"
#include "games/seqcomp/formulas.hpp"
#include "games/seqcomp/seqcomp.hpp"

namespace cgcheck {
namespace {

using namespace seqcomp;
using cgt::Dyadic;
using cgt::Tree;
constexpr const char* kPaper = "001_9c21747cec62aaf1.txt";

// One engine per claim run: arena, compounds and uptimal builder share memo tables.
struct Engine {
  Arena a;
  Compounds c{a};
  UptimalGames u{a};
  GameId value(const Chain& ch) { return a.canon(c.chain(ch)); }
};

std::string oname(Outcome o) { return std::string(name(o)); }

std::uint64_t random_cases(const RunContext& ctx, std::uint64_t dflt) {
  return ctx.random_cases.value_or(ctx.profile == Profile::ci ? dflt / 5 : dflt);
}

// ---- chains: size order and generators ----
// Alphabet in the documented order: 0, *, 1, -1, 2, -2, 3, -3 (the order shrinking moves toward).
Token token_of_code(int k) {
  if (k == 0) return num(0);
  if (k == 1) return seqcomp::star();
  const std::int64_t m = k / 2;
  return num(k % 2 == 0 ? m : -m);
}

// Every chain over the alphabet with at most `max_len` components, by length, then
// lexicographically in the alphabet order above. `alphabet` is the number of tokens used (8: all of
// {-3..3, *}; 6: {-2..2, *}...).
template <class Visit>
void for_each_chain(std::size_t max_len, int alphabet, Visit&& visit) {
  for (std::size_t len = 0; len <= max_len; ++len) {
    std::vector<int> code(len, 0);
    for (;;) {
      Chain c;
      for (int k : code) c.push_back(token_of_code(k));
      visit(c);
      std::size_t i = len;
      while (i > 0 && code[i - 1] == alphabet - 1) code[--i] = 0;
      if (i == 0) break;
      ++code[i - 1];
    }
  }
}

std::uint64_t chains_upto(std::size_t max_len, std::uint64_t alphabet) {
  std::uint64_t n = 0, p = 1;
  for (std::size_t l = 0; l <= max_len; ++l, p *= alphabet) n += p;
  return n;
}

// Random chains of 0..16 components over {-3..3, *}, shrinking toward shorter chains and smaller
// integers (codes shrink toward 0, i.e. toward the front of the alphabet order).
rc::Gen<Chain> gen_chain(int max_len = 16) {
  return rc::gen::mapcat(rc::gen::inRange(0, max_len + 1), [](int n) {
    return rc::gen::map(rc::gen::container<std::vector<int>>(static_cast<std::size_t>(n), rc::gen::inRange(0, 8)),
                        [](const std::vector<int>& codes) {
                          Chain c;
                          for (int k : codes) c.push_back(token_of_code(k));
                          return c;
                        });
  });
}


// The literal form of a game, printed (to show which literal form a counterexample used).
std::string literal(Arena& a, GameId g) {
  if (a.left(g).empty() && a.right(g).empty()) return "0";
  std::vector<std::string> l, r;
  for (GameId x : a.left(g)) l.push_back(literal(a, x));
  for (GameId x : a.right(g)) r.push_back(literal(a, x));
  return fmt::format("{{{}|{}}}", fmt::join(l, ","), fmt::join(r, ","));
}

void check_bound(std::uint64_t b, std::uint64_t max, const char* what) {
  if (b > max) throw InputError(fmt::format("seqcomp: {} bound {} too large (at most {})", what, b, max));
}

// ---- claims over general literal games (bound = birthday <= 2 exhaustively, then random day 3) ----

// Runs `check(G)` over every literal game of birthday <= bound, then on random games of birthday 3.
template <class Check>
void over_games(ClaimResult& res, const RunContext& ctx, std::uint64_t bound, Engine& e, Check check,
                bool dicotic = false) {
  check_bound(bound, 2, "birthday");
  const auto all = cgt::all_games(e.a, static_cast<int>(bound));
  std::vector<GameId> games;
  for (GameId g : all)
    if (!dicotic || e.a.dicotic(g)) games.push_back(g);
  run_exhaustive(res, fmt::format("every {}literal game of birthday <= {} ({} games)", dicotic ? "dicotic " : "", bound, games.size()),
                 games.size(), [&](auto visit) { for (GameId g : games) visit(g); }, check,
                 [&](GameId g) { return literal(e.a, g); });
  run_random(res, fmt::format("random {}literal games of birthday <= 3", dicotic ? "dicotic " : ""),
             dicotic ? cgt::gen_dicotic(3) : cgt::gen_game(3), random_cases(ctx, 500), ctx.seed,
             [&](const Tree& t) { return check(cgt::build(e.a, t)); }, [&](const Tree& t) { return literal(e.a, cgt::build(e.a, t)); });
}

// Pairs (G, H): G from `first` (in order), H every literal game of birthday <= bound; then random.
template <class Check>
void over_pairs(ClaimResult& res, const RunContext& ctx, std::uint64_t bound, Engine& e, bool g_dicotic, Check check) {
  check_bound(bound, 2, "birthday");
  const auto all = cgt::all_games(e.a, static_cast<int>(bound));
  std::vector<GameId> gs;
  for (GameId g : all)
    if (!g_dicotic || e.a.dicotic(g)) gs.push_back(g);
  using P = std::pair<GameId, GameId>;
  run_exhaustive(res, fmt::format("every pair (G, H) of literal games of birthday <= {}{} ({} pairs)", bound,
                                  g_dicotic ? ", G dicotic" : "", gs.size() * all.size()),
                 gs.size() * all.size(),
                 [&](auto visit) {
                   // Size order: by the later of the two games' positions in the birthday-ordered list.
                   std::vector<std::size_t> gi;
                   for (GameId g : gs) gi.push_back(static_cast<std::size_t>(std::find(all.begin(), all.end(), g) - all.begin()));
                   for (std::size_t m = 0; m < all.size(); ++m)
                     for (std::size_t i = 0; i < gs.size(); ++i) {
                       if (gi[i] > m) continue;
                       if (gi[i] == m) {
                         for (std::size_t j = 0; j <= m; ++j) visit(P{gs[i], all[j]});
                       } else {
                         visit(P{gs[i], all[m]});
                       }
                     }
                 },
                 check, [&](const P& p) { return fmt::format("G = {}, H = {}", literal(e.a, p.first), literal(e.a, p.second)); });
  auto gen = rc::gen::pair(g_dicotic ? cgt::gen_dicotic(3) : cgt::gen_game(3), cgt::gen_game(3));
  run_random(res, fmt::format("random pairs of literal games of birthday <= 3{}", g_dicotic ? ", G dicotic" : ""), gen,
             random_cases(ctx, 300), ctx.seed,
             [&](const std::pair<Tree, Tree>& t) { return check(P{cgt::build(e.a, t.first), cgt::build(e.a, t.second)}); },
             [&](const std::pair<Tree, Tree>& t) {
               return fmt::format("G = {}, H = {}", literal(e.a, cgt::build(e.a, t.first)), literal(e.a, cgt::build(e.a, t.second)));
             });
}

Outcome lemma2(Outcome h, Outcome g, Outcome g_star) {
  switch (h) {
    case Outcome::L: return Outcome::L;
    case Outcome::R: return Outcome::R;
    case Outcome::P: return g;
    case Outcome::N: return g_star;
  }
  return g;
}

// The canonical value of `build(engine)` printed by an engine of its own. Printing a form in braces
// lists options in arena-id order, which depends on what the engine built before; a fresh engine makes
// the text depend on the position alone, so a mismatch reads the same whatever worker found it.
template <class Build>
std::string value_text(Build&& build) {
  Engine fresh;
  return cgt::to_string(fresh.a, build(fresh));
}

// A chain with its index in for_each_chain's order (the documented size order: the key of the
// parallel run, so the minimal counterexample does not depend on the thread count).
struct IndexedChain {
  Chain chain;
  std::uint64_t index;
};

// Chains: formula vs engine over all chains up to `bound` components, then random long ones.
// The exhaustive phase runs in parallel, one engine per worker (an engine's memo tables are not
// thread-safe; worker 0 is the calling thread and uses `e`, which the random phase then reuses).
// A chain's value is built right to left, so chains with a common suffix share most of their
// subgames and chains with different last two components share almost none: one work item per
// last-two-codes pair (every length >= 2), plus one for lengths 0 and 1, keeps each worker's memo
// about as small as a share of the sequential one instead of a copy of it.
template <class Formula>
void over_chains(ClaimResult& res, const RunContext& ctx, std::uint64_t bound, Engine& e, Formula formula,
                 int alphabet = 8, int random_len = 16) {
  check_bound(bound, 9, "chain length");
  const auto A = static_cast<std::uint64_t>(alphabet);
  PerWorker<Engine> engines(ctx.threads);
  auto engine = [&]() -> Engine& {
    return current_worker() == 0 ? e : engines.get([] { return std::make_unique<Engine>(); });
  };
  // Pure: the same verdict for a chain whatever engine evaluates it. The engine's value is printed
  // only for the counterexample, below (printing every mismatch of a wrong formula would be slow).
  auto check = [&](const IndexedChain& ic) -> Verdict {
    const auto claimed = formula(ic.chain);
    if (!claimed) return std::nullopt;
    Engine& w = engine();
    if (w.u.game(*claimed) == w.value(ic.chain)) return std::nullopt;
    return mismatch(print_uptimal(*claimed), "another value");
  };
  auto emit = [&](const std::vector<int>& code, std::uint64_t index, auto& visit) {
    IndexedChain ic{{}, index};
    for (int k : code) ic.chain.push_back(token_of_code(k));
    visit(ic);
  };
  run_exhaustive_parallel<IndexedChain>(
      res,
      fmt::format("every chain over {{{}}} of length <= {} ({} chains)",
                  alphabet == 8 ? "-3..3, *" : alphabet == 6 ? "-2..2, *" : "-1..1, *", bound,
                  with_commas(chains_upto(bound, A))),
      bound < 2 ? 1 : 1 + A * A, ctx.threads,
      [&](std::uint64_t item, auto visit) {
        if (item == 0) {  // lengths 0 and 1
          emit({}, 0, visit);
          if (bound >= 1)
            for (int k = 0; k < alphabet; ++k) emit({k}, 1 + static_cast<std::uint64_t>(k), visit);
          return;
        }
        const std::uint64_t suffix = item - 1;
        std::uint64_t first = 1 + A, of_len = A * A;  // index of the first chain of length len; their number
        for (std::size_t len = 2; len <= bound; first += of_len, ++len, of_len *= A) {
          // The chains of this length ending in `suffix`, in for_each_chain's order.
          std::vector<int> code(len, 0);
          code[len - 2] = static_cast<int>(suffix / A);
          code[len - 1] = static_cast<int>(suffix % A);
          for (std::uint64_t prefix = 0;; ++prefix) {
            emit(code, first + prefix * A * A + suffix, visit);
            std::size_t j = len - 2;
            while (j > 0 && code[j - 1] == alphabet - 1) code[--j] = 0;
            if (j == 0) break;
            ++code[j - 1];
          }
        }
      },
      check, [](const IndexedChain& ic) { return print_chain(ic.chain); },
      [](const IndexedChain& ic) { return ic.index; }, "chains", "exhaustive search in size order (minimal)");
  if (res.counterexample) {  // from the exhaustive phase: nothing ran before it
    const Chain ch = parse_chain(res.counterexample->position);
    res.counterexample->actual = value_text([&](Engine& f) { return f.value(ch); });
  }
  int shown = 0;
  auto check_random = [&](const Chain& ch) -> Verdict {
    const auto claimed = formula(ch);
    if (!claimed) return std::nullopt;
    const GameId v = e.value(ch);
    if (e.u.game(*claimed) == v) return std::nullopt;
    return mismatch(print_uptimal(*claimed), shown++ < 5 ? cgt::to_string(e.a, v) : "another value");
  };
  run_random(res, fmt::format("random chains over {{-3..3, *}} of length <= {}", random_len), gen_chain(random_len),
             random_cases(ctx, 1000), ctx.seed, check_random, print_chain);
}

std::vector<std::vector<std::int64_t>> sequences(std::size_t len, std::int64_t lo, std::int64_t hi) {
  std::vector<std::vector<std::int64_t>> out{{}};
  for (std::size_t i = 0; i < len; ++i) {
    std::vector<std::vector<std::int64_t>> next;
    for (const auto& s : out)
      for (std::int64_t v = lo; v <= hi; ++v) {
        auto t = s;
        t.push_back(v);
        next.push_back(t);
      }
    out = std::move(next);
  }
  return out;
}

std::string seq_str(const std::vector<std::int64_t>& a) {  // a_n, ..., a_0 as printed in brackets
  std::vector<std::int64_t> r(a.rbegin(), a.rend());
  return fmt::format("[{}]", fmt::join(r, ","));
}

Claim make_claim(std::string id, std::string label, std::string section, std::string statement, std::string domain,
                 std::string check, std::string note, Expectation ex, Bounds b,
                 std::function<void(ClaimResult&, const RunContext&, std::uint64_t)> run) {
  Claim c;
  c.id = "seqcomp/" + id;
  c.game = "seqcomp";
  c.source = Source{kPaper, std::move(label), std::move(section)};
  c.statement = std::move(statement);
  c.domain = std::move(domain);
  c.check = std::move(check);
  c.note = std::move(note);
  c.expected = ex;
  c.bounds = b;
  c.run = std::move(run);
  return c;
}

void add_general_claims(Registry& r) {
  const Bounds day{2, 2, 2};  // birthday of the exhaustive phase (every literal game of day <= 2)
  const std::string gen_domain =
      "literal games: every one of birthday <= bound (256 games at bound 2), then random ones of birthday <= 3";

  r.add(make_claim("lemma-2", "Lemma 2", "Section 2.2",
                   "o(G→H) = L if o(H) = L; R if o(H) = R; o(G) if o(H) = P; o(G→*) if o(H) = N.", gen_domain + " (pairs)",
                   "engine outcome of the literal compound vs the rule (with the engine's o(H), o(G), o(G→*))", "",
                   Expectation::holds, day, [](ClaimResult& res, const RunContext& ctx, std::uint64_t b) {
                     Engine e;
                     over_pairs(res, ctx, b, e, false, [&](const std::pair<GameId, GameId>& p) -> Verdict {
                       const auto [g, h] = p;
                       const Outcome said = lemma2(e.a.outcome(h), e.a.outcome(g), e.a.outcome(e.c.seq(g, e.a.star())));
                       const Outcome truth = e.a.outcome(e.c.seq(g, h));
                       return said == truth ? Verdict{} : mismatch(oname(said), oname(truth));
                     });
                   }));
  r.add(make_claim("lemma-3-i", "Lemma 3 (i)", "Section 2.2", "G→0 ≅ 0→G ≅ G (identical literal forms).", gen_domain,
                   "arena ids (≅ is id equality)", "", Expectation::holds, day,
                   [](ClaimResult& res, const RunContext& ctx, std::uint64_t b) {
                     Engine e;
                     over_games(res, ctx, b, e, [&](GameId g) -> Verdict {
                       if (e.c.seq(g, 0) == g && e.c.seq(0, g) == g) return std::nullopt;
                       return mismatch("G→0 ≅ 0→G ≅ G", "not identical");
                     });
                   }));
  r.add(make_claim("lemma-3-ii", "Lemma 3 (ii)", "Section 2.2", "(G→H)→J ≅ G→(H→J).",
                   "triples: G, H every literal game of birthday <= bound, J every game of birthday <= 1; then random triples of birthday <= 3",
                   "arena ids", "", Expectation::holds, day, [](ClaimResult& res, const RunContext& ctx, std::uint64_t b) {
                     Engine e;
                     check_bound(b, 2, "birthday");
                     const auto all = cgt::all_games(e.a, static_cast<int>(b));
                     const auto js = cgt::all_games(e.a, 1);
                     using T = std::array<GameId, 3>;
                     auto check = [&](const T& t) -> Verdict {
                       if (e.c.seq(e.c.seq(t[0], t[1]), t[2]) == e.c.seq(t[0], e.c.seq(t[1], t[2]))) return std::nullopt;
                       return mismatch("identical", "different literal forms");
                     };
                     auto print = [&](const T& t) {
                       return fmt::format("G = {}, H = {}, J = {}", literal(e.a, t[0]), literal(e.a, t[1]), literal(e.a, t[2]));
                     };
                     run_exhaustive(res, fmt::format("G, H of birthday <= {}, J of birthday <= 1 ({} triples)", b, all.size() * all.size() * js.size()),
                                    0, [&](auto visit) {
                                      for (GameId g : all) for (GameId h : all) for (GameId j : js) visit(T{g, h, j});
                                    }, check, print);
                     auto gen = rc::gen::tuple(cgt::gen_game(3), cgt::gen_game(3), cgt::gen_game(3));
                     run_random(res, "random triples of birthday <= 3", gen, random_cases(ctx, 300), ctx.seed,
                                [&](const std::tuple<Tree, Tree, Tree>& t) {
                                  return check(T{cgt::build(e.a, std::get<0>(t)), cgt::build(e.a, std::get<1>(t)), cgt::build(e.a, std::get<2>(t))});
                                },
                                [&](const std::tuple<Tree, Tree, Tree>& t) {
                                  return print(T{cgt::build(e.a, std::get<0>(t)), cgt::build(e.a, std::get<1>(t)), cgt::build(e.a, std::get<2>(t))});
                                });
                   }));
  r.add(make_claim("lemma-3-iii", "Lemma 3 (iii)", "Section 2.2", "-(G→H) ≅ (-G)→(-H).", gen_domain + " (pairs)", "arena ids", "",
                   Expectation::holds, day, [](ClaimResult& res, const RunContext& ctx, std::uint64_t b) {
                     Engine e;
                     over_pairs(res, ctx, b, e, false, [&](const std::pair<GameId, GameId>& p) -> Verdict {
                       if (e.a.neg(e.c.seq(p.first, p.second)) == e.c.seq(e.a.neg(p.first), e.a.neg(p.second))) return std::nullopt;
                       return mismatch("identical", "different literal forms");
                     });
                   }));
  r.add(make_claim("remark-2", "Remark 2", "Section 2.2",
                   "The outcome class of G in misère play is o(G→*) (normal play), with Definition 11's compound.", gen_domain,
                   "misère outcome by direct recursion vs the normal-play outcome of G→*", "", Expectation::holds, day,
                   [](ClaimResult& res, const RunContext& ctx, std::uint64_t b) {
                     Engine e;
                     over_games(res, ctx, b, e, [&](GameId g) -> Verdict {
                       const Outcome said = e.a.outcome(e.c.seq(g, e.a.star())), truth = e.a.misere_outcome(g);
                       return said == truth ? Verdict{} : mismatch(oname(said), oname(truth));
                     });
                   }));
  r.add(make_claim("remark-2-stewart", "Remark 2 (Stewart's definition, eq. (11))", "Section 2.2",
                   "Stewart's definition (eq. (11)) is \"slightly different\": the paper adopts Definition 11 because it gives the "
                   "misère outcome as o(G→*); checked: with eq. (11) o(G→*) is not always the misère outcome.",
                   gen_domain, "a game where eq. (11)'s o(G→*) differs from the misère outcome exists (a failure is reported only if none does)",
                   "The paper does not say eq. (11) fails to give misère outcomes; it motivates the choice. This records the contrast; the "
                   "first game in size order where they differ is in the message.",
                   Expectation::holds, day, [](ClaimResult& res, const RunContext&, std::uint64_t b) {
                     Engine e;
                     check_bound(b, 2, "birthday");
                     std::uint64_t n = 0, differ = 0;
                     std::string first;
                     for (GameId g : cgt::all_games(e.a, static_cast<int>(b))) {
                       ++n;
                       if (e.a.outcome(e.c.stewart(g, e.a.star())) != e.a.misere_outcome(g) && differ++ == 0)
                         first = fmt::format("{}: o(G→*) = {} with eq. (11), misère outcome {}", literal(e.a, g),
                                             oname(e.a.outcome(e.c.stewart(g, e.a.star()))), oname(e.a.misere_outcome(g)));
                     }
                     res.checked.push_back({"exhaustive", n, fmt::format("every literal game of birthday <= {}", b)});
                     if (!differ) record_failure(res, "(all)", {"a difference", "none", ""}, "exhaustive");
                     else res.message = fmt::format("{} of {} games differ; first: {}", differ, n, first);
                   }));
  r.add(make_claim("thm-1", "Theorem 1", "Section 3.1",
                   "For any G and any dicotic H ≇ 0, G→H is dicotic and ≇ 0.", gen_domain + " (pairs with H dicotic, H ≇ 0)",
                   "literal dicotic test and id of 0",
                   "\"H ∈ G̃^0 ∖ {0}\" is read on literal forms (the proof uses H ≇ 0 to get non-empty option sets); "
                   "G→H ≠ 0 as a value is false (*→* = 0), see remark-thm-1-value.",
                   Expectation::holds, day, [](ClaimResult& res, const RunContext& ctx, std::uint64_t b) {
                     Engine e;
                     over_pairs(res, ctx, b, e, false, [&](const std::pair<GameId, GameId>& p) -> Verdict {
                       const auto [g, h] = p;
                       if (!e.a.dicotic(h) || h == 0) return std::nullopt;
                       const GameId s = e.c.seq(g, h);
                       if (e.a.dicotic(s) && s != 0) return std::nullopt;
                       return mismatch("dicotic, ≇ 0", e.a.dicotic(s) ? "≅ 0" : "not dicotic");
                     });
                   }));
  r.add(make_claim("remark-thm-1-value", "Theorem 1 (value reading)", "Section 3.1",
                   "Reading Theorem 1's \"≠ 0\" as a value: G→H ≠ 0 for dicotic H ≇ 0. Not the paper's meaning; recorded to fix the reading.",
                   "the case G = H = *", "engine value of *→*", "*→* = {*|*} = 0, so only the literal reading (thm-1) can hold.",
                   Expectation::refuted, {0, 0, 0}, [](ClaimResult& res, const RunContext&, std::uint64_t) {
                     Engine e;
                     const std::vector<int> one{0};
                     run_cases(res, "G = H = *", one, [&](int) -> Verdict {
                       const GameId v = e.a.canon(e.c.seq(e.a.star(), e.a.star()));
                       return v != 0 ? Verdict{} : mismatch("≠ 0", "0");
                     }, [](int) { return std::string("*→*"); });
                   }));
  const std::string thm2_domain = "G every dicotic literal game of birthday <= bound (10 at bound 2), H and H' every literal game of birthday "
                                  "<= bound; then random (G dicotic of birthday <= 3, H, H' of birthday <= 3)";
  auto over_ghh = [](ClaimResult& res, const RunContext& ctx, std::uint64_t b, Engine& e, bool g_dicotic,
                     const std::function<Verdict(GameId, GameId, GameId)>& check) {
    check_bound(b, 2, "birthday");
    const auto all = cgt::all_games(e.a, static_cast<int>(b));
    std::vector<GameId> gs;
    for (GameId g : all)
      if (!g_dicotic || e.a.dicotic(g)) gs.push_back(g);
    using T = std::array<GameId, 3>;
    auto print = [&](const T& t) {
      return fmt::format("G = {}, H = {}, H' = {}", literal(e.a, t[0]), literal(e.a, t[1]), literal(e.a, t[2]));
    };
    run_exhaustive(res, fmt::format("G{} of birthday <= {} ({}), H, H' of birthday <= {} ({} triples)", g_dicotic ? " dicotic" : "", b,
                                    gs.size(), b, gs.size() * all.size() * all.size()),
                   0, [&](auto visit) {
                     for (GameId g : gs) for (GameId h : all) for (GameId h2 : all) visit(T{g, h, h2});
                   }, [&](const T& t) { return check(t[0], t[1], t[2]); }, print);
    auto gen = rc::gen::tuple(g_dicotic ? cgt::gen_dicotic(3) : cgt::gen_game(3), cgt::gen_game(3), cgt::gen_game(3));
    auto ids = [&](const std::tuple<Tree, Tree, Tree>& t) {
      return T{cgt::build(e.a, std::get<0>(t)), cgt::build(e.a, std::get<1>(t)), cgt::build(e.a, std::get<2>(t))};
    };
    run_random(res, "random triples of birthday <= 3", gen, random_cases(ctx, 300), ctx.seed,
               [&](const std::tuple<Tree, Tree, Tree>& t) { auto x = ids(t); return check(x[0], x[1], x[2]); },
               [&](const std::tuple<Tree, Tree, Tree>& t) { return print(ids(t)); });
  };
  r.add(make_claim("thm-2", "Theorem 2", "Section 3.1", "For dicotic G: H >= H' implies G→H >= G→H'.", thm2_domain,
                   "engine comparisons", "", Expectation::holds, day,
                   [over_ghh](ClaimResult& res, const RunContext& ctx, std::uint64_t b) {
                     Engine e;
                     over_ghh(res, ctx, b, e, true, [&](GameId g, GameId h, GameId h2) -> Verdict {
                       if (!e.a.ge(h, h2)) return std::nullopt;
                       return e.a.ge(e.c.seq(g, h), e.c.seq(g, h2)) ? Verdict{} : mismatch("G→H >= G→H'", "not >=");
                     });
                   }));
  r.add(make_claim("remark-3", "Remark 3", "Section 3.1",
                   "The converse of (15) fails: G = *, H = *, H' = {0,*|0,*} give G→H >= G→H' but not H >= H'.",
                   "the printed counterexample; then every triple as in thm-2 to find the first counterexample in size order",
                   "engine comparisons; the claim holds when the printed triple is a counterexample of the converse",
                   "The smallest counterexample in the size order (G dicotic, H, H' by birthday) is in the message.",
                   Expectation::holds, day, [over_ghh](ClaimResult& res, const RunContext&, std::uint64_t b) {
                     Engine e;
                     const GameId st = e.a.star(), h2 = e.a.make({0, st}, {0, st});
                     const std::vector<int> one{0};
                     run_cases(res, "G = H = *, H' = {0,*|0,*}", one, [&](int) -> Verdict {
                       const bool forward = e.a.ge(e.c.seq(st, st), e.c.seq(st, h2));
                       const bool converse = e.a.ge(st, h2);
                       if (forward && !converse) return std::nullopt;
                       return mismatch("G→H >= G→H' and not H >= H'", fmt::format("G→H >= G→H': {}, H >= H': {}", forward, converse));
                     }, [](int) { return std::string("G = *, H = *, H' = {0,*|0,*}"); });
                     check_bound(b, 2, "birthday");
                     const auto all = cgt::all_games(e.a, static_cast<int>(b));
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
                   }));
  r.add(make_claim("cor-3", "Corollary 3", "Section 3.1", "For dicotic G: H = H' implies G→H = G→H'.", thm2_domain,
                   "engine equality", "", Expectation::holds, day, [over_ghh](ClaimResult& res, const RunContext& ctx, std::uint64_t b) {
                     Engine e;
                     over_ghh(res, ctx, b, e, true, [&](GameId g, GameId h, GameId h2) -> Verdict {
                       if (!e.a.eq(h, h2)) return std::nullopt;
                       return e.a.eq(e.c.seq(g, h), e.c.seq(g, h2)) ? Verdict{} : mismatch("G→H = G→H'", "unequal");
                     });
                   }));
  r.add(make_claim("cor-3-needs-dicotic", "Corollary 3 (hypothesis)", "Section 3.1",
                   "Without \"G dicotic\" Corollary 3 fails: some G, H = H' have G→H ≠ G→H'; and the first slot is not compatible "
                   "with equality even for dicotic games (text before Theorem 2).",
                   "every literal G of birthday <= bound and H, H' of birthday <= bound",
                   "search for a counterexample (a failure is reported only if none exists)",
                   "The first counterexamples found in size order are in the message.", Expectation::holds, day,
                   [](ClaimResult& res, const RunContext&, std::uint64_t b) {
                     Engine e;
                     check_bound(b, 2, "birthday");
                     const auto all = cgt::all_games(e.a, static_cast<int>(b));
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
                           if (second.empty() && e.a.dicotic(g) && e.a.dicotic(h) && e.a.eq(g, h) && !e.a.eq(e.c.seq(g, hh), e.c.seq(h, hh)))
                             second = fmt::format("first slot (dicotic): G = {}, G' = {}, H = {} (G→H = {}, G'→H = {})", literal(e.a, g),
                                                  literal(e.a, h), literal(e.a, hh), cgt::to_string(e.a, e.c.seq(g, hh)),
                                                  cgt::to_string(e.a, e.c.seq(h, hh)));
                         }
                     res.checked.push_back({"exhaustive", n, fmt::format("triples of literal games of birthday <= {}", b)});
                     if (first.empty()) record_failure(res, "(all)", {"a counterexample", "none", ""}, "exhaustive");
                     res.message = first + (second.empty() ? "; no first-slot counterexample among dicotic games" : "; " + second);
                   }));
  r.add(make_claim("thm-3", "Theorem 3", "Section 3.1",
                   "For dicotic G with G→H dicotic and X equal to a number: G→(X+H) = X + (G→H).",
                   "G dicotic, H of birthday <= bound with G→H dicotic, X every literal game of birthday <= bound equal to a number "
                   "(literal sum X+H); then random", "engine equality", "", Expectation::holds, day,
                   [over_ghh](ClaimResult& res, const RunContext& ctx, std::uint64_t b) {
                     Engine e;
                     over_ghh(res, ctx, b, e, true, [&](GameId g, GameId h, GameId x) -> Verdict {
                       const GameId gh = e.c.seq(g, h);
                       if (!e.a.dicotic(gh) || !e.a.is_number(x)) return std::nullopt;
                       return e.a.eq(e.c.seq(g, e.a.sum(x, h)), e.a.sum(x, gh)) ? Verdict{} : mismatch("equal", "unequal");
                     });
                   }));
  r.add(make_claim("cor-4", "Corollary 4", "Section 3.1", "For dicotic G and a dyadic x (the literal ⟦x⟧): G→x = G + x.",
                   "G every dicotic literal game of birthday <= bound, then random dicotic of birthday <= 3; x = m/8 for -24 <= m <= 24",
                   "engine equality", "", Expectation::holds, day, [](ClaimResult& res, const RunContext& ctx, std::uint64_t b) {
                     Engine e;
                     over_games(res, ctx, b, e, [&](GameId g) -> Verdict {
                       for (std::int64_t m = -24; m <= 24; ++m) {
                         const GameId x = e.a.number(Dyadic::make(m, 3));
                         if (!e.a.eq(e.c.seq(g, x), e.a.sum(g, x)))
                           return mismatch(fmt::format("G→{0} = G + {0}", Dyadic::make(m, 3).str()), "unequal");
                       }
                       return std::nullopt;
                     }, true);
                   }));
  r.add(make_claim("cor-4-needs-dicotic", "Corollary 4 (hypothesis)", "Section 3.1",
                   "Without \"G dicotic\" Corollary 4 fails: e.g. 1→(-1) = {-1|0} = -1/2 ≠ 0 = 1 + (-1).",
                   "every literal G of birthday <= bound and x = m/8, -24 <= m <= 24",
                   "search for a counterexample (a failure is reported only if none exists)", "The first one in size order is in the message.",
                   Expectation::holds, day, [](ClaimResult& res, const RunContext&, std::uint64_t b) {
                     Engine e;
                     check_bound(b, 2, "birthday");
                     std::uint64_t n = 0;
                     for (GameId g : cgt::all_games(e.a, static_cast<int>(b)))
                       for (std::int64_t m = -24; m <= 24; ++m) {
                         ++n;
                         const GameId x = e.a.number(Dyadic::make(m, 3));
                         if (res.message.empty() && !e.a.eq(e.c.seq(g, x), e.a.sum(g, x)))
                           res.message = fmt::format("first counterexample: G = {}, x = {}: G→x = {}, G + x = {}", literal(e.a, g),
                                                     Dyadic::make(m, 3).str(), cgt::to_string(e.a, e.c.seq(g, x)), cgt::to_string(e.a, e.a.sum(g, x)));
                       }
                     res.checked.push_back({"exhaustive", n, "pairs (G, x)"});
                     if (res.message.empty()) record_failure(res, "(all)", {"a counterexample", "none", ""}, "exhaustive");
                   }));
  r.add(make_claim("thm-6-i", "Theorem 6 (i)", "Section 3.3", "For dicotic G: G→*→* = G.",
                   "every dicotic literal game of birthday <= bound, then random dicotic games of birthday <= 3", "engine equality", "",
                   Expectation::holds, day, [](ClaimResult& res, const RunContext& ctx, std::uint64_t b) {
                     Engine e;
                     const GameId st = e.a.star();
                     over_games(res, ctx, b, e, [&](GameId g) -> Verdict {
                       return e.a.eq(e.c.seq(g, e.c.seq(st, st)), g) ? Verdict{} : mismatch("G→*→* = G", cgt::to_string(e.a, e.c.seq(g, e.c.seq(st, st))));
                     }, true);
                   }));
  r.add(make_claim("thm-6-ii", "Theorem 6 (ii)", "Section 3.3", "For every G: G→*→*→* = G→*.", gen_domain, "engine equality", "",
                   Expectation::holds, day, [](ClaimResult& res, const RunContext& ctx, std::uint64_t b) {
                     Engine e;
                     const GameId st = e.a.star();
                     const GameId sss = e.c.seq(st, e.c.seq(st, st));
                     over_games(res, ctx, b, e, [&](GameId g) -> Verdict {
                       return e.a.eq(e.c.seq(g, sss), e.c.seq(g, st)) ? Verdict{} : mismatch("G→*→*→* = G→*", "unequal");
                     });
                   }));
}

void add_chain_claims(Registry& r) {
  r.add(make_claim("thm-4", "Theorem 4", "Section 3.2", "1→1→…→1 (n copies) ≅ n, and (-1)→…→(-1) ≅ -n, for n >= 1.",
                   "1 <= n <= bound", "arena ids of the chain and of ⟦n⟧ (Definition 6)", "", Expectation::holds, {50, 200, 1000},
                   [](ClaimResult& res, const RunContext&, std::uint64_t b) {
                     check_bound(b, 1000, "n");
                     Engine e;
                     std::vector<std::int64_t> ns;
                     for (std::int64_t n = 1; n <= static_cast<std::int64_t>(b); ++n) ns.push_back(n);
                     run_cases(res, fmt::format("1 <= n <= {}, both signs", b), ns, [&](std::int64_t n) -> Verdict {
                       const Chain ones(static_cast<std::size_t>(n), num(1)), mones(static_cast<std::size_t>(n), num(-1));
                       if (e.c.chain(ones) == e.a.integer(n) && e.c.chain(mones) == e.a.integer(-n)) return std::nullopt;
                       return mismatch("≅ n", "different literal form");
                     }, [](std::int64_t n) { return fmt::format("n = {}", n); });
                   }));
  r.add(make_claim("thm-5", "Theorem 5", "Section 3.2",
                   "For a_i in {1,-1}, a_0 = 1, a_1 = -1, m >= 0: a_n→…→a_1→a_0→m = m + Σ_{i=0}^n a_i/2^i.",
                   "every (a_n, ..., a_2) in {±1}^(n-1) for 0 <= n <= bound (n = 0: the chain 1→m), 0 <= m <= 3",
                   "engine value vs the dyadic", "", Expectation::holds, {10, 14, 18},
                   [](ClaimResult& res, const RunContext&, std::uint64_t b) {
                     check_bound(b, 24, "n");
                     Engine e;
                     struct Case { std::vector<std::int64_t> a; std::int64_t m; };
                     auto check = [&](const Case& c) -> Verdict {
                       const Dyadic said = theorem5(c.a, c.m);
                       const GameId v = e.value(theorem5_chain(c.a, c.m));
                       if (v == e.a.canon(e.a.number(said))) return std::nullopt;
                       return mismatch(said.str(), cgt::to_string(e.a, v));
                     };
                     run_exhaustive(res, fmt::format("n <= {}, every sign pattern, m <= 3", b), 0, [&](auto visit) {
                       for (std::uint64_t n = 0; n <= b; ++n)
                         for (std::int64_t m = 0; m <= 3; ++m) {
                           if (n == 0) { visit(Case{{1}, m}); continue; }
                           for (std::uint64_t mask = 0; mask < (std::uint64_t{1} << (n - 1)); ++mask) {
                             std::vector<std::int64_t> a{1, -1};
                             for (std::uint64_t i = 2; i <= n; ++i) a.push_back((mask >> (i - 2)) & 1 ? 1 : -1);
                             visit(Case{a, m});
                           }
                         }
                     }, check, [](const Case& c) { return print_chain(theorem5_chain(c.a, c.m)); });
                   }));
  r.add(make_claim("remark-4", "Remark 4", "Section 3.2",
                   "The compound (17) a_n→…→a_0→m equals the ordinal sum m : a_0 : a_1 : … : a_n (a Hackenbush string), value (20).",
                   "as thm-5, and every chain of ±1 of length <= bound against the reversed ordinal sum",
                   "engine: value of the compound vs value of the ordinal sum", "The ordinal sum is built literally (G:H).",
                   Expectation::holds, {10, 14, 16}, [](ClaimResult& res, const RunContext&, std::uint64_t b) {
                     check_bound(b, 20, "length");
                     Engine e;
                     auto check = [&](const Chain& ch) -> Verdict {
                       // m : a_0 : ... : a_n with the chain read right to left: the last component is the base.
                       GameId ord = e.a.zero();
                       for (std::size_t i = ch.size(); i-- > 0;) ord = (i + 1 == ch.size()) ? e.c.token(ch[i]) : e.c.ordinal(ord, e.c.token(ch[i]));
                       const GameId v = e.value(ch);
                       if (e.a.eq(v, ord)) return std::nullopt;
                       return mismatch(cgt::to_string(e.a, ord), cgt::to_string(e.a, v));
                     };
                     run_exhaustive(res, fmt::format("every chain of ±1 of length <= {}", b), 0, [&](auto visit) {
                       for (std::uint64_t len = 1; len <= b; ++len)
                         for (std::uint64_t mask = 0; mask < (std::uint64_t{1} << len); ++mask) {
                           Chain c;
                           for (std::uint64_t i = 0; i < len; ++i) c.push_back(num((mask >> (len - 1 - i)) & 1 ? -1 : 1));
                           visit(c);
                         }
                     }, check, print_chain);
                   }));
  r.add(make_claim("def-12", "Definition 12", "Section 3.3",
                   "The form (29) (a_i copies of 1 between the -1s, ending in *) is [a_n, ..., a_0] ≅ a_n→(-1)→…→(-1)→a_0→*.",
                   "every (a_n, ..., a_0) with 0 <= a_i <= 3 and n <= bound", "arena ids", "", Expectation::holds, {4, 5, 6},
                   [](ClaimResult& res, const RunContext&, std::uint64_t b) {
                     check_bound(b, 7, "n");
                     Engine e;
                     std::vector<std::vector<std::int64_t>> all;
                     for (std::uint64_t n = 0; n <= b; ++n)
                       for (auto& s : sequences(n + 1, 0, 3)) all.push_back(s);
                     run_cases(res, fmt::format("a_i in 0..3, n <= {} ({} sequences)", b, all.size()), all,
                               [&](const std::vector<std::int64_t>& a) -> Verdict {
                                 return e.c.chain(bracket(a)) == e.c.chain(bracket_ones(a)) ? Verdict{} : mismatch("identical", "different");
                               }, seq_str);
                   }));
  // Theorem 7 and Lemma 4, the three cases. A case is a sequence a (every n, in sequences' order)
  // and, in case (c), a J; `index` is its place in that order (the key of the parallel run).
  struct T7 { std::vector<std::int64_t> a; Uptimal j; std::uint64_t index; };
  auto t7_claim = [&](const char* id, const char* label, Theorem7Case which, const char* cond, bool lemma4) {
    r.add(make_claim(id, label, lemma4 ? "Section 3.3 (Lemma 4)" : "Section 3.3",
                     lemma4 ? fmt::format("Under condition {} of Theorem 7: [a_n, ..., a_0]→J < 0.", cond)
                            : fmt::format("Under condition {}: [a_n, ..., a_0]→J = ⟨a_n, ..., a_0⟩_J (eq. (34)).", cond),
                     fmt::format("0 <= a_i <= 3, n <= bound{}", which == Theorem7Case::c ? "; J = c* + Σ b_i↓^i, c in {0,1}, k <= 3, 3 >= b_1 >= ... >= b_k >= 1, J < 0 (engine)" : ""),
                     lemma4 ? "engine: the compound < 0" : "engine value of the compound vs the formula",
                     "Footnote 5: n* means n·* (0 or *). J in case (c) is built as a canonical form; by Corollary 3 ([...] is dicotic) any "
                     "form equal to J gives the same value.",
                     Expectation::holds, Bounds{3, 4, 5}, [which, lemma4](ClaimResult& res, const RunContext& ctx, std::uint64_t b) {
                       check_bound(b, 6, "n");
                       Engine e;
                       // The J's do not depend on a, so they are found once. (c): J = c* + Σ b_i ↓^i with
                       // b_1 >= ... >= b_k >= 1 (k <= 3, b_1 <= 3, c in {0,1}) and J < 0; (a), (b): one J.
                       std::vector<Uptimal> js;
                       if (which != Theorem7Case::c) js.push_back(Uptimal{});
                       else
                         for (int c = 0; c <= 1; ++c)
                           for (std::size_t k = 1; k <= 3; ++k)
                             for (auto& d : sequences(k, 1, 3)) {
                               if (!std::is_sorted(d.rbegin(), d.rend())) continue;
                               Uptimal j;
                               j.star = c;
                               for (auto v : d) j.b.push_back(-v);
                               if (e.a.lt(e.u.game(j), 0)) js.push_back(j);
                             }
                       std::vector<std::vector<std::int64_t>> as;
                       for (std::uint64_t n = 0; n <= b; ++n)
                         for (auto& a : sequences(n + 1, 0, 3)) {
                           if (which == Theorem7Case::a && a[0] < 1) continue;
                           if (which == Theorem7Case::b && (n < 1 || a[0] != 0)) continue;
                           as.push_back(a);
                         }
                       // One engine per worker (engines are not thread-safe); worker 0 uses e.
                       PerWorker<Engine> engines(ctx.threads);
                       auto value = [which](Engine& w, const T7& t) {
                         const GameId j = which == Theorem7Case::a ? w.a.zero() : which == Theorem7Case::b ? w.a.star() : w.u.game(t.j);
                         return w.a.canon(w.c.seq(w.c.chain(bracket(t.a)), j));
                       };
                       auto check = [&](const T7& t) -> Verdict {
                         Engine& w = current_worker() == 0 ? e : engines.get([] { return std::make_unique<Engine>(); });
                         const GameId v = value(w, t);
                         // The value is printed by a fresh engine, so the text does not depend on the worker.
                         auto text = [&] { return value_text([&](Engine& f) { return value(f, t); }); };
                         if (lemma4) return w.a.lt(v, 0) ? Verdict{} : mismatch("< 0", text());
                         const Uptimal said = theorem7(t.a, which, t.j);
                         if (w.u.game(said) == v) return std::nullopt;
                         return mismatch(print_uptimal(said), text());
                       };
                       // Work items: the sequences with the same a_0, a_1 (every n >= 1), and one for n = 0.
                       // The compound is built from a_0 outward, so sequences of one item share their
                       // subgames and those of different items hardly any: each worker's memo holds its
                       // own items' games instead of a copy of everything.
                       std::map<std::pair<std::int64_t, std::int64_t>, std::vector<std::size_t>> groups;
                       for (std::size_t i = 0; i < as.size(); ++i)
                         groups[as[i].size() < 2 ? std::pair<std::int64_t, std::int64_t>{-1, -1} : std::pair{as[i][0], as[i][1]}].push_back(i);
                       std::vector<std::vector<std::size_t>> items;
                       for (auto& [key, members] : groups) items.push_back(std::move(members));
                       run_exhaustive_parallel<T7>(
                           res, fmt::format("a_i in 0..3, n <= {}", b), items.size(), ctx.threads,
                           [&](std::uint64_t item, auto visit) {
                             for (std::size_t i : items[item])
                               for (std::size_t k = 0; k < js.size(); ++k) visit(T7{as[i], js[k], i * js.size() + k});
                           },
                           check,
                           [](const T7& t) {
                             return t.j.b.empty() && !t.j.star ? seq_str(t.a) : fmt::format("{} → ({})", seq_str(t.a), print_uptimal(t.j));
                           },
                           [](const T7& t) { return t.index; }, "exhaustive", "exhaustive search in size order (minimal)");
                     }));
  };
  t7_claim("thm-7-a", "Theorem 7 (a)", Theorem7Case::a, "(a) J ≅ 0, a_0 >= 1", false);
  t7_claim("thm-7-b", "Theorem 7 (b)", Theorem7Case::b, "(b) J ≅ *, n >= 1, a_0 = 0", false);
  t7_claim("thm-7-c", "Theorem 7 (c)", Theorem7Case::c, "(c) J < 0, J = c* + Σ b_i↓^i, b_1 >= ... >= b_k >= 1", false);
  t7_claim("lemma-4-a", "Lemma 4 (case (a))", Theorem7Case::a, "(a)", true);
  t7_claim("lemma-4-b", "Lemma 4 (case (b))", Theorem7Case::b, "(b)", true);
  t7_claim("lemma-4-c", "Lemma 4 (case (c))", Theorem7Case::c, "(c)", true);
  r.add(make_claim("remark-eq-48-49", "eqs. (48)-(49)", "Appendix A",
                   "[0]→0 ≅ * ≅ ⟨0⟩_0 (48) and [0]→* ≅ *→* = 0 ≅ ⟨0⟩_* (49): the degenerate cases outside Theorem 7's hypotheses.",
                   "the two cases", "arena ids for ≅, engine equality for =, formula of Theorem 7 evaluated at n = 0, a_0 = 0", "",
                   Expectation::holds, {0, 0, 0}, [](ClaimResult& res, const RunContext&, std::uint64_t) {
                     Engine e;
                     const std::vector<int> cases{48, 49};
                     const GameId st = e.a.star();
                     run_cases(res, "eqs. (48) and (49)", cases, [&](int k) -> Verdict {
                       const GameId br = e.c.chain(bracket({0}));
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
                     }, [](int k) { return fmt::format("eq. ({})", k); });
                   }));
  r.add(make_claim("remark-eq-37", "eq. (37)", "Section 3.3", "1→* = (-1)→*→* = ↓.", "the two chains", "engine values", "",
                   Expectation::holds, {0, 0, 0}, [](ClaimResult& res, const RunContext&, std::uint64_t) {
                     Engine e;
                     const std::vector<Chain> cases{{num(1), seqcomp::star()}, {num(-1), seqcomp::star(), seqcomp::star()}};
                     run_cases(res, "1,* and -1,*,*", cases, [&](const Chain& c) -> Verdict {
                       const GameId v = e.value(c);
                       return v == e.a.canon(e.a.neg(e.a.up())) ? Verdict{} : mismatch("v", cgt::to_string(e.a, v));
                     }, print_chain);
                   }));
  r.add(make_claim("remark-algorithm", "eqs. (37)-(40) and the reduction of Section 3.3", "Section 3.3",
                   "Every chain of integers and stars evaluates as: integers as ±1 chains (Thm 4), the part after the rightmost star a "
                   "number x (Thms 4-5) added to the rest (Thm 3, eq. (22)); trailing stars reduced (Thm 6 (ii)); negation to forms "
                   "(26)/(27); start 1→* = (-1)→*→* = ↓ (37) and prepend right to left: 1 or * adds 1 to every ↓ digit and flips the "
                   "star (38), (39); -1 appends a digit 1 (40).",
                   "every chain over {-3..3, *} of length <= bound, then random chains of length <= 16",
                   "engine canonical value vs the algorithm's uptimal (built as a canonical game)",
                   "The paper states (38)-(40) for a tail equal to c* + Σ b_j↓^j with b_k >= 1; the algorithm applies them to every "
                   "prefix, as the text says (\"we repeatedly add 1, -1, * to the left\").",
                   Expectation::holds, {5, 7, 8}, [](ClaimResult& res, const RunContext& ctx, std::uint64_t b) {
                     Engine e;
                     over_chains(res, ctx, b, e, [](const Chain& c) { return std::optional<Uptimal>(algorithm(c)); });
                   }));
}

Chain chain_of_spaced(const std::string& s) {
  std::string t = s;
  std::replace(t.begin(), t.end(), ' ', ',');
  return parse_chain(t);
}

void add_example_claims(Registry& r) {
  r.add(make_claim("example-1", "Example 1", "Section 3.3",
                   "(-1)→1→1→(-1)→1→*→*→1→1→(-1)→1→1→1→(-1)→*→* ≅ [0,2,1]→[0]→[2,3,0]→*.", "the printed chain",
                   "arena ids of the two literal forms", "", Expectation::holds, {0, 0, 0},
                   [](ClaimResult& res, const RunContext&, std::uint64_t) {
                     Engine e;
                     const std::vector<int> one{0};
                     run_cases(res, "the chain of Example 1", one, [&](int) -> Verdict {
                       const Chain g = parse_chain("-1,1,1,-1,1,*,*,1,1,-1,1,1,1,-1,*,*");
                       Chain h = bracket({1, 2, 0});  // [0,2,1]: a_2 = 0, a_1 = 2, a_0 = 1
                       for (const Token& t : bracket({0})) h.push_back(t);
                       for (const Token& t : bracket({0, 3, 2})) h.push_back(t);  // [2,3,0]
                       h.push_back(seqcomp::star());
                       return e.c.chain(g) == e.c.chain(h) ? Verdict{} : mismatch("identical", "different literal forms");
                     }, [](int) { return std::string("-1,1,1,-1,1,*,*,1,1,-1,1,1,1,-1,*,*"); });
                   }));
  for (const char* table : {"41", "42"}) {
    r.add(make_claim(fmt::format("example-2-table-{}", table), fmt::format("Example 2, table ending in eq. ({})", table), "Section 3.3",
                     fmt::format("Every row of the step-by-step table ending in eq. ({}) has the printed value.", table),
                     "the rows transcribed in data/seqcomp-example-2.csv", "engine value of each chain vs the printed uptimal", "",
                     Expectation::holds, {0, 0, 0}, [t = std::string(table)](ClaimResult& res, const RunContext&, std::uint64_t) {
                       Engine e;
                       std::vector<std::pair<Chain, std::string>> rows;
                       for (const auto& f : read_data_csv("seqcomp-example-2.csv"))
                         if (f.size() >= 3 && f[0] == t) rows.emplace_back(chain_of_spaced(f[1]), f[2]);
                       run_cases(res, fmt::format("{} rows", rows.size()), rows, [&](const std::pair<Chain, std::string>& row) -> Verdict {
                         const GameId v = e.value(row.first);
                         return v == e.u.game(parse_uptimal(row.second)) ? Verdict{} : mismatch(row.second, cgt::to_string(e.a, v));
                       }, [](const std::pair<Chain, std::string>& row) { return print_chain(row.first); });
                     }));
  }
  r.add(make_claim("example-3-components", "Example 3", "Section 3.3", "G1 = -5, G2 = 57/16, G3 = *, G4 = 0.43331+*+1/4, G5 = -0.3321-1/16, G6 = 5/4.",
                   "the six chains transcribed in data/seqcomp-example-3.csv", "engine value of each chain vs the printed value", "",
                   Expectation::holds, {0, 0, 0}, [](ClaimResult& res, const RunContext&, std::uint64_t) {
                     Engine e;
                     std::vector<std::array<std::string, 3>> rows;
                     for (const auto& f : read_data_csv("seqcomp-example-3.csv")) rows.push_back({f.at(0), f.at(1), f.at(2)});
                     run_cases(res, "G1..G6", rows, [&](const std::array<std::string, 3>& row) -> Verdict {
                       const GameId v = e.value(chain_of_spaced(row[1]));
                       return v == e.u.game(parse_uptimal(row[2])) ? Verdict{} : mismatch(row[2], cgt::to_string(e.a, v));
                     }, [](const std::array<std::string, 3>& row) { return fmt::format("{} = {}", row[0], print_chain(chain_of_spaced(row[1]))); });
                   }));
  r.add(make_claim("example-3-sum", "Example 3, eq. (45)", "Section 3.3", "G1 + ... + G6 = 0.10121.",
                   "the disjunctive sum of the six chains", "engine: canonical sum of the six compounds vs the printed uptimal", "",
                   Expectation::holds, {0, 0, 0}, [](ClaimResult& res, const RunContext&, std::uint64_t) {
                     Engine e;
                     const std::vector<int> one{0};
                     run_cases(res, "the sum", one, [&](int) -> Verdict {
                       GameId s = 0;
                       for (const auto& f : read_data_csv("seqcomp-example-3.csv")) s = e.a.add(s, e.value(chain_of_spaced(f.at(1))));
                       return s == e.u.game(parse_uptimal("0.10121")) ? Verdict{} : mismatch("0.10121", cgt::to_string(e.a, s));
                     }, [](int) { return std::string("G1 + ... + G6"); });
                   }));
  r.add(make_claim("example-3-outcome", "Example 3, eq. (45) and after", "Section 3.3",
                   "0.10121 || 0 (by Propositions 10 and 11), so o(G1 + ... + G6) = N.", "the disjunctive sum of the six chains",
                   "engine outcome of the canonical sum",
                   "Finding: the sum 0.10121 = ↑ + ↑^3 + 2↑^4 + ↑^5 has no star (the stars of G3 and G4 cancel) and is positive "
                   "(Proposition 10: ↑ dominates the later digits), so the outcome is L, not N. The paper's own component values give L.",
                   Expectation::refuted, {0, 0, 0}, [](ClaimResult& res, const RunContext&, std::uint64_t) {
                     Engine e;
                     const std::vector<int> one{0};
                     run_cases(res, "the sum", one, [&](int) -> Verdict {
                       GameId s = 0;
                       for (const auto& f : read_data_csv("seqcomp-example-3.csv")) s = e.a.add(s, e.value(chain_of_spaced(f.at(1))));
                       const Outcome o = e.a.outcome(s);
                       return o == Outcome::N ? Verdict{} : mismatch("N", oname(o));
                     }, [](int) { return std::string("G1 + ... + G6"); });
                   }));
}

void add_engine_fact_claims(Registry& r) {
  r.add(make_claim("prop-9", "Proposition 9", "Section 2.1", "* is dicotic, * || 0 and * + * = 0.", "the star", "engine", "",
                   Expectation::holds, {0, 0, 0}, [](ClaimResult& res, const RunContext&, std::uint64_t) {
                     Engine e;
                     const std::vector<int> one{0};
                     run_cases(res, "*", one, [&](int) -> Verdict {
                       const GameId s = e.a.star();
                       if (e.a.dicotic(s) && e.a.fuzzy(s, 0) && e.a.add(s, s) == 0) return std::nullopt;
                       return mismatch("dicotic, || 0, *+* = 0", "fails");
                     }, [](int) { return std::string("*"); });
                   }));
  r.add(make_claim("prop-10", "Proposition 10", "Section 2.1",
                   "(i) 0 < ↑^k < x for every positive dyadic x; (ii) n·↑^(k+1) < ↑^k for every n >= 0.",
                   "1 <= k <= bound; x = 2^-j for j <= 6 (the smallest positive dyadics checked), n <= 12", "engine comparisons", "",
                   Expectation::holds, {4, 6, 8}, [](ClaimResult& res, const RunContext&, std::uint64_t b) {
                     check_bound(b, 10, "k");
                     Engine e;
                     std::vector<std::uint32_t> ks;
                     for (std::uint32_t k = 1; k <= b; ++k) ks.push_back(k);
                     run_cases(res, fmt::format("1 <= k <= {}", b), ks, [&](std::uint32_t k) -> Verdict {
                       const GameId u = e.a.up_nth(k);
                       if (!e.a.lt(0, u)) return mismatch("0 < ↑^k", "not");
                       for (std::int32_t j = 0; j <= 6; ++j)
                         if (!e.a.lt(u, e.a.number(Dyadic::make(1, j)))) return mismatch(fmt::format("↑^k < 1/{}", 1 << j), "not");
                       for (std::int64_t n = 0; n <= 12; ++n)
                         if (!e.a.lt(e.a.multiple(e.a.up_nth(k + 1), n), u)) return mismatch(fmt::format("{}·↑^(k+1) < ↑^k", n), "not");
                       return std::nullopt;
                     }, [](std::uint32_t k) { return fmt::format("k = {}", k); });
                   }));
  r.add(make_claim("prop-11", "Proposition 11", "Section 2.1", "Σ_{i=1}^k ↑^i || * < Σ_{i=1}^k ↑^i + ↑^k.", "1 <= k <= bound",
                   "engine comparisons", "", Expectation::holds, {4, 6, 8}, [](ClaimResult& res, const RunContext&, std::uint64_t b) {
                     check_bound(b, 10, "k");
                     Engine e;
                     std::vector<std::uint32_t> ks;
                     for (std::uint32_t k = 1; k <= b; ++k) ks.push_back(k);
                     run_cases(res, fmt::format("1 <= k <= {}", b), ks, [&](std::uint32_t k) -> Verdict {
                       GameId s = 0;
                       for (std::uint32_t i = 1; i <= k; ++i) s = e.a.add(s, e.a.up_nth(i));
                       if (!e.a.fuzzy(s, e.a.star())) return mismatch("Σ↑^i || *", "not fuzzy");
                       if (!e.a.lt(e.a.star(), e.a.add(s, e.a.up_nth(k)))) return mismatch("* < Σ↑^i + ↑^k", "not");
                       return std::nullopt;
                     }, [](std::uint32_t k) { return fmt::format("k = {}", k); });
                   }));
  r.add(make_claim("prop-12", "Proposition 12", "Section 2.1",
                   "x + c·* + Σ b_i↑^i = x' + c'·* + Σ b'_i↑^i iff (x, c, b) = (x', c', b').",
                   "x in {-1, 0, 1/2}, c in {0,1}, b in {-1,0,1}^k for k <= bound: every pair", "engine equality (canonical ids) vs tuple equality",
                   "", Expectation::holds, {2, 3, 3}, [](ClaimResult& res, const RunContext&, std::uint64_t b) {
                     check_bound(b, 4, "k");
                     Engine e;
                     std::vector<Uptimal> us;
                     for (Dyadic x : {Dyadic::integer(-1), Dyadic{}, Dyadic::make(1, 1)})
                       for (int c = 0; c <= 1; ++c)
                         for (auto& bs : sequences(b, -1, 1)) {
                           Uptimal u{x, c, bs};
                           u.normalize();
                           us.push_back(u);
                         }
                     std::vector<std::pair<std::size_t, std::size_t>> pairs;
                     for (std::size_t i = 0; i < us.size(); ++i)
                       for (std::size_t j = 0; j < us.size(); ++j) pairs.emplace_back(i, j);
                     run_cases(res, fmt::format("{} pairs", pairs.size()), pairs, [&](const std::pair<std::size_t, std::size_t>& p) -> Verdict {
                       const bool same = us[p.first] == us[p.second];
                       // Games built by literal sums of the constructors (not via the tuple's cache).
                       auto g = [&](const Uptimal& u) {
                         GameId s = e.a.number(u.x);
                         if (u.star) s = e.a.sum(s, e.a.star());
                         for (std::size_t i = 0; i < u.b.size(); ++i)
                           if (u.b[i]) s = e.a.sum(s, e.a.multiple(e.a.up_nth(static_cast<std::uint32_t>(i + 1)), u.b[i]));
                         return s;
                       };
                       const bool equal = e.a.eq(g(us[p.first]), g(us[p.second]));
                       return same == equal ? Verdict{} : mismatch(same ? "equal" : "unequal", equal ? "equal" : "unequal");
                     }, [&](const std::pair<std::size_t, std::size_t>& p) {
                       return fmt::format("{} vs {}", print_uptimal(us[p.first]), print_uptimal(us[p.second]));
                     });
                   }));
  r.add(make_claim("remark-1", "Remark 1", "Section 2.1",
                   "For G = x + c·* + Σ b_i↑^i: x > 0 gives o(G) = L; x < 0 gives R; x = 0 with c = b_1 = ... = 0 gives P (otherwise "
                   "N, L or R by Propositions 10, 11: not checked).",
                   "x in {-1, -1/2, 0, 1/2, 1}, c in {0,1}, b in {-2..2}^k, k <= bound", "engine outcome", "", Expectation::holds, {2, 3, 3},
                   [](ClaimResult& res, const RunContext&, std::uint64_t b) {
                     check_bound(b, 4, "k");
                     Engine e;
                     std::vector<Uptimal> us;
                     for (Dyadic x : {Dyadic::integer(-1), Dyadic::make(-1, 1), Dyadic{}, Dyadic::make(1, 1), Dyadic::integer(1)})
                       for (int c = 0; c <= 1; ++c)
                         for (auto& bs : sequences(b, -2, 2)) us.push_back(Uptimal{x, c, bs});
                     run_cases(res, fmt::format("{} uptimals", us.size()), us, [&](const Uptimal& u0) -> Verdict {
                       Uptimal u = u0;
                       u.normalize();
                       const Outcome o = e.a.outcome(e.u.game(u));
                       if (u.x > Dyadic{}) return o == Outcome::L ? Verdict{} : mismatch("L", oname(o));
                       if (u.x < Dyadic{}) return o == Outcome::R ? Verdict{} : mismatch("R", oname(o));
                       if (!u.star && u.b.empty()) return o == Outcome::P ? Verdict{} : mismatch("P", oname(o));
                       return std::nullopt;
                     }, print_uptimal);
                   }));
  r.add(make_claim("lemma-1", "Lemma 1", "Section 2.1 (proof in Appendix B.1)",
                   "For G ≅ c·* + Σ_{i=1}^k b_i·↓^i (c, b_i >= 0; the literal sum of Definition 8/9 forms) with d = deg(G) >= 1: "
                   "(i) every G^L <= G - Σ_{i=1}^d ↓^i + *; (ii) every G^R has G^R = G + * or G^R >= G - ↓^d.",
                   "c <= 2, k <= bound, 0 <= b_i <= 2, d >= 1; ↓^i = -(Definition 9's literal ↑^i)",
                   "engine: the literal options of the sum (one component moved) compared as values", "", Expectation::holds, {2, 3, 3},
                   [](ClaimResult& res, const RunContext&, std::uint64_t b) {
                     check_bound(b, 4, "k");
                     Engine e;
                     struct L1 { int c; std::vector<std::int64_t> b; };
                     std::vector<L1> cases;
                     for (int c = 0; c <= 2; ++c)
                       for (auto& bs : sequences(b, 0, 2)) {
                         bool any = false;
                         for (auto v : bs) any = any || v > 0;
                         if (any) cases.push_back(L1{c, bs});
                       }
                     run_cases(res, fmt::format("{} games", cases.size()), cases, [&](const L1& t) -> Verdict {
                       std::vector<GameId> comps;  // the literal components
                       for (int i = 0; i < t.c; ++i) comps.push_back(e.a.star());
                       std::size_t d = 0;
                       for (std::size_t i = 0; i < t.b.size(); ++i)
                         for (std::int64_t j = 0; j < t.b[i]; ++j) {
                           comps.push_back(e.a.neg(e.a.up_nth_literal(static_cast<std::uint32_t>(i + 1))));
                           d = i + 1;
                         }
                       GameId g = 0;
                       for (GameId x : comps) g = e.a.add(g, x);
                       GameId bound_l = e.a.add(g, e.a.star());
                       for (std::size_t i = 1; i <= d; ++i) bound_l = e.a.add(bound_l, e.a.up_nth(static_cast<std::uint32_t>(i)));  // - ↓^i
                       const GameId bound_r = e.a.add(g, e.a.up_nth(static_cast<std::uint32_t>(d)));
                       const GameId g_star = e.a.add(g, e.a.star());
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
                     }, [](const L1& t) {
                       Uptimal u;
                       u.star = t.c;
                       for (auto v : t.b) u.b.push_back(-v);
                       return fmt::format("{}{}", print_uptimal(u), t.c == 2 ? " (c = 2)" : "");
                     });
                   }));
}

// The engine recurses over options, so its depth grows with the chain's birthday (at most the sum
// of the components' birthdays |n| and 1 for *: up to kMaxLength * kMaxInteger = 256,000 levels, a
// few hundred bytes each): an ordinary 8 MiB stack overflowed at 27 components of 1000. A chain
// past kInlineBirthday therefore runs on a stack sized for the largest chain parse_chain accepts,
// with room to spare for sanitizer builds' larger frames; smaller ones (nearly all: a thread per
// solve would slow hunts several times) run on the caller's stack, using well under 1 MiB of it.
constexpr std::size_t kSolveStack = std::size_t{1} << 30;
constexpr std::int64_t kInlineBirthday = 2000;
constexpr std::uint64_t kMovesPerStep = 4;

class SeqcompSession : public SolveSession {
 public:
  Solved solve(std::string_view text) override {
    const Chain c = parse_chain(text);
    // The budget is the impartial solvers' (--max-moves, 2·10^8 by default: about half a minute).
    // One engine step (a comparison or a game built, mostly a hash lookup in tables of up to
    // gigabytes) measured about as costly as four moves of those solvers, and its memo entries keep
    // memory near 1.5 GB at the default budget.
    e_.a.set_budget(budget_ / kMovesPerStep);
    auto solve_chain = [&] {
      const GameId v = e_.value(c);
      return Solved{print_chain(c), cgt::to_string(e_.a, v), oname(e_.a.outcome(v))};
    };
    std::int64_t birthday = 0;
    for (const Token& t : c) birthday += t.star ? 1 : (t.n < 0 ? -t.n : t.n);
    return birthday <= kInlineBirthday ? solve_chain() : on_large_stack(kSolveStack, solve_chain);
  }
  void set_budget(std::uint64_t moves) override { budget_ = moves; }

 private:
  Engine e_;
  std::uint64_t budget_ = UINT64_MAX;
};

std::string exploration(const RunContext&) {
  Engine e;
  std::string md;
  auto val = [&](GameId g) { return fmt::format("`{}`", cgt::to_string(e.a, g)); };
  md += "### Nimbers in sequential compounds (the paper's future work, Section 4)\n\n";
  md += "Values computed by the engine from Definition 11 with *k ≅ {0,*,...,*(k-1) | same}.\n\n";
  md += "*a → *b (rows a, columns b):\n\n| a \\ b |";
  for (int b = 0; b <= 4; ++b) md += fmt::format(" *{} |", b);
  md += "\n|---|";
  for (int b = 0; b <= 4; ++b) md += "---|";
  md += "\n";
  for (std::uint32_t a = 0; a <= 4; ++a) {
    md += fmt::format("| *{} |", a);
    for (std::uint32_t b = 0; b <= 4; ++b) md += " " + val(e.c.seq(e.a.nimber(a), e.a.nimber(b))) + " |";
    md += "\n";
  }
  md += "\n*a → n and n → *a (rows a, columns n):\n\n| a \\ n |";
  for (int n = -3; n <= 3; ++n) md += fmt::format(" {} |", n);
  md += "\n|---|";
  for (int n = -3; n <= 3; ++n) md += "---|";
  md += "\n";
  for (int dir = 0; dir < 2; ++dir)
    for (std::uint32_t a = 0; a <= 4; ++a) {
      md += dir == 0 ? fmt::format("| *{} → n |", a) : fmt::format("| n → *{} |", a);
      for (std::int64_t n = -3; n <= 3; ++n) {
        const GameId g = dir == 0 ? e.c.seq(e.a.nimber(a), e.a.integer(n)) : e.c.seq(e.a.integer(n), e.a.nimber(a));
        md += " " + val(g) + " |";
      }
      md += "\n";
    }
  md += "\n*a → * → * and *a → * (compare Theorem 6 (i), which covers dicotic G such as *a):\n\n| a | *a → * | *a → * → * |\n|---|---|---|\n";
  for (std::uint32_t a = 0; a <= 6; ++a) {
    const GameId st = e.a.star();
    md += fmt::format("| {} | {} | {} |\n", a, val(e.c.seq(e.a.nimber(a), st)), val(e.c.seq(e.a.nimber(a), e.c.seq(st, st))));
  }
  // Definition 11 vs Stewart's eq. (11) on chains.
  std::uint64_t n = 0, differ = 0;
  std::string first;
  for_each_chain(5, 8, [&](const Chain& c) {
    ++n;
    GameId s = 0;
    for (std::size_t i = c.size(); i-- > 0;) s = e.c.stewart(e.c.token(c[i]), s);
    if (e.a.canon(s) != e.value(c) && differ++ == 0)
      first = fmt::format("`{}`: Definition 11 gives `{}`, eq. (11) gives `{}`", print_chain(c), cgt::to_string(e.a, e.value(c)),
                          cgt::to_string(e.a, s));
  });
  md += fmt::format("\n### Stewart's definition (eq. (11)) on chains\n\nOf the {} chains over {{-3..3, *}} of length <= 5, {} have a "
                    "different value under eq. (11) than under Definition 11. First in size order: {}.\n",
                    with_commas(n), with_commas(differ), first.empty() ? "none" : first);
  return md;
}

}  // namespace

void register_seqcomp(Registry& r) {
  GameEntry g;
  g.id = "seqcomp";
  g.title = "Sequential compound G1 → G2 → ... → Gn of integers and stars (Definition 11), partizan";
  g.paper = kPaper;
  g.syntax = "components left to right, separated by commas, each an integer (|n| <= 1000) or *: -1,1,*,-1 (empty = 0)";
  g.partizan = true;
  g.session = [] { return std::make_unique<SeqcompSession>(); };
  g.explorer.bound_meaning = "chain length (components over {-3..3, *})";
  g.explorer.enumerate = [](std::uint64_t bound, const std::function<void(const std::string&)>& visit) {
    if (bound > 9) throw InputError("seqcomp hunt bound at most 9 components (8^9 chains)");
    for_each_chain(bound, 8, [&](const Chain& c) { visit(print_chain(c)); });
  };
  g.explorer.random = [] { return rc::gen::map(gen_chain(16), [](const Chain& c) { return print_chain(c); }); };
  g.explorer.fields = [](std::string_view text) {
    const Chain c = parse_chain(text);
    std::vector<std::int64_t> ints, stars;
    for (const Token& t : c) {
      ints.push_back(t.star ? 0 : t.n);
      stars.push_back(t.star ? 1 : 0);
    }
    return Fields{{"chain", print_chain(c)}, {"ints", ints}, {"stars", stars},
                  {"length", static_cast<std::int64_t>(c.size())}};
  };
  g.normalize = [](std::string_view text) { return print_chain(parse_chain(text)); };
  r.add(std::move(g));

  PaperEntry p;
  p.file = kPaper;
  p.citation = "K. Hashimoto, \"The Game Value of Sequential Compounds of Integers and Stars\"";
  p.report_name = "seqcomp";
  p.games = {"seqcomp"};
  p.rules =
      "Partizan games under normal play; values are canonical forms computed by the suite's short-game engine "
      "(`src/cgt`): literal games hash-consed in one arena (identical literal forms share an id, so the paper's ≅ is id "
      "equality), comparison G <= H by the recursive definition (memoized), canonical form by removing dominated and "
      "bypassing reversible options to a fixed point. Integers and dyadics use the paper's literal forms (Definition 6), "
      "* = {0|0}, ↑^k per Definition 9.\n\n"
      "The sequential compound G→H (Definition 11): a player moves in G while that player has an option there; "
      "otherwise in H, and G is discarded. A chain G1→...→Gn is G1→(G2→(...→Gn)). Stewart's eq. (11) and the ordinal "
      "sum are built too, for Remarks 2 and 4.\n\n"
      "Game `seqcomp`: a position is a chain of integers and stars, `-1,1,*,-1`; `cgcheck solve` prints the canonical "
      "value in CGSuite-style notation (`v`, `1/2`, `^*`, braces otherwise) and the outcome L/R/P/N. Explorer fields: "
      "`chain` (the text), `ints` (the integer components, 0 at stars), `stars` (1 where the component is *, else 0), "
      "`length`.\n\n"
      "Size orders (first failure = minimal counterexample): chains by length, then lexicographically in the alphabet "
      "order 0, *, 1, -1, 2, -2, 3, -3 (random chains shrink toward shorter chains and toward the front of that order); "
      "literal games by birthday, then by option sets as bit masks over the previous day's list; pairs by the later "
      "game. Values in the paper's uptimal notation: 0.a1a2...ak = Σ a_i ↑^i (the printed ↑^k in that definition and in "
      "(46) is read as ↑^i, extraction/typo repair), -0.21+* = -(2↑ + ↑^2) + *; footnote 5: n* means n·*.";
  p.exploration = exploration;
  r.add(std::move(p));

  add_general_claims(r);
  add_chain_claims(r);
  add_example_claims(r);
  add_engine_fact_claims(r);
}

}  // namespace cgcheck
