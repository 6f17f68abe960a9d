#pragma once
// The check kinds: what a claim's definition names after its citation. Each turns a domain (the
// positions the claim speaks about) and a formula (the paper's closed form) into the claim's run;
// the exhaustive walk, the random phase, shrinking, mismatch counting and the counterexample's
// wording come from here, never from the claim.
//
// A domain D is a small value type:
//   using Position = ...;
//   std::string range(std::uint64_t bound) const;    the exact set checked at `bound`, in words
//   std::string print(const Position&) const;
//   auto truth(RunContext&, std::uint64_t bound) const;   (what it says of its tables: ctx.say)
//       the solver's answers for this run (a dense table, a memo solver): an object with
//       is_p(pos) and, for grundy_is, grundy(pos); it may build tables in the run's workspace and
//       say so in the result's message
// and either a sequential walk in the documented size order (the first failure is minimal)
//   template <class V> void each(RunContext&, std::uint64_t bound, V&& visit) const;
// or a parallel one: work items in any order, the minimal failure taken by key (the size order)
//   auto items(std::uint64_t bound) const;           a vector of work items (any type); or
//   auto items(RunContext&, std::uint64_t bound) const, for items that hold memory (a
//                                                    domain of sets) and must pass the memory guard
//   template <class V> void each_in(std::uint64_t bound, const Item&, V&& visit) const;
//   auto key(const Position&) const;                 totally ordered
// and optionally a random phase after the exhaustive one:
//   rc::Gen<Position> random() const; std::string random_range() const;
//   std::uint64_t random_cases() const;              the standard profile's count
// and optionally rows (claims/row_check.hpp), for p_iff and p_if against a bit-packed P/N table:
//   using RowKey = ...;  static constexpr bool has_rows = ...;  (false when the hypothesis has no rows)
//   template <class Truth, class R> void rows_in(std::uint64_t bound, const Item&, const Truth&, R&& row) const;
//       row(key, in, p_bits, words, at): the row's key, its membership terms (hypothesis and size
//       limits), its P-bits (words 64-bit words, bit i = index i), and at(i) -> Position
// and optionally streamed rows, for a run that keeps no table (RunContext::keep_tables false): the
// table is filled level by level, each row checked as soon as it is filled, and dropped, so the run
// holds the few levels the fill still reads instead of the table:
//   bool streams(RunContext&, std::uint64_t bound) const;   whether this run streams
//   template <class R> void stream_rows(RunContext&, std::uint64_t bound, R&& row) const;
//       row(worker, key, in, p_bits, words, at): as rows_in's, from the fill's threads
//       (worker < ctx.threads); every row of the domain once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include <fmt/core.h>

#include "claims/check_kind.hpp"
#include "claims/claim.hpp"
#include "claims/parallel_runner.hpp"
#include "claims/row_check.hpp"
#include "claims/runner.hpp"

namespace cgcheck {

// What the domain said about how this run reached its truth (RunContext::say), as the result's
// message: said when its truth was made, so a later message of the check still has the last word.
inline void take_said(RunContext& ctx, ClaimResult& res) {
  if (std::string said = ctx.take_said(); !said.empty()) res.message = std::move(said);
}


namespace detail {
template <class D>
concept guarded_items = requires(const D& d, RunContext& ctx, std::uint64_t b) { d.items(ctx, b); };
template <class D>
concept parallel_domain = guarded_items<D> || requires(const D& d, std::uint64_t b) { d.items(b); };
// A domain that produces its positions while they are walked (lua/listed_domain.hpp's stream) is
// told which items this rank walks.
template <class D>
concept planned_domain = requires(const D& d, const std::vector<std::uint64_t>& todo) { d.will_walk(todo); };
template <class D>
concept random_domain = requires(const D& d) { d.random(); };
// A domain whose random draws may fall outside it (a claim file's where()): admits(pos) -> bool.
template <class D>
concept admitting_domain = requires(const D& d, const typename D::Position& p) {
  { d.admits(p) } -> std::convertible_to<bool>;
};
template <class D>
auto admit_of(const D& dom) {
  return [&dom](const typename D::Position& p) {
    (void)dom, (void)p;
    if constexpr (admitting_domain<D>) return static_cast<bool>(dom.admits(p));
    else return true;
  };
}
// A domain that counts the positions of a work item before walking it (for progress in positions):
//   std::uint64_t item_positions(std::uint64_t bound, const Item&) const;
template <class D, class Items>
concept weighted_domain = requires(const D& d, std::uint64_t b, const Items& items) {
  { d.item_positions(b, items[0]) } -> std::convertible_to<std::uint64_t>;
};
template <class D, class Items>
std::vector<std::uint64_t> item_weights(const D& dom, std::uint64_t bound, const Items& items) {
  std::vector<std::uint64_t> w;
  if constexpr (weighted_domain<D, Items>) {
    w.reserve(items.size());
    for (const auto& item : items) w.push_back(dom.item_positions(bound, item));
  }
  return w;
}
template <class D, class F>
concept row_domain = requires { typename D::RowKey; } && D::has_rows && row_formula<F, typename D::RowKey>;
template <class D, class F>
concept stream_domain = row_domain<D, F> && !random_domain<D> && requires(const D& d, RunContext& ctx, std::uint64_t b) {
  { d.streams(ctx, b) } -> std::convertible_to<bool>;
};
// A domain whose positions can be written in the game's own syntax (what `cgcheck solve` reads),
// when its print is another notation: game_position(p) -> std::string.
template <class D>
concept game_syntax_domain = requires(const D& d, const typename D::Position& p) {
  { d.game_position(p) } -> std::convertible_to<std::string>;
};
// Adds to a failure, as the witness of its certificate, its position in the game's syntax (when the
// domain can write it and the verdict named no witness of its own). The parallel walks call it
// only for the failure they keep.
template <class D>
auto witness_adder(const D& dom, Witness::Shows shows) {
  return [&dom, shows](const typename D::Position& p, Mismatch& m) {
    (void)dom, (void)p, (void)m, (void)shows;  // used only by domains written in the game's syntax
    if constexpr (game_syntax_domain<D>)
      if (m.witnesses.empty()) m.witnesses.push_back(Witness{dom.game_position(p), shows, {}});
  };
}
}  // namespace detail

// Every position of `dom` at `bound`, then its random positions: verdict(pos) -> Verdict. A failure
// at a position the domain can write in the game's syntax carries it as the witness of its
// certificate (what the certificate shows is its outcome, or its Grundy value for grundy_is), unless
// the verdict named its own.
template <class D, class Verdictor>
void walk(ClaimResult& res, RunContext& ctx, std::uint64_t bound, const D& dom, Verdictor&& verdict_of,
          Witness::Shows shows = Witness::Shows::outcome) {
  using Pos = typename D::Position;
  auto print = [&](const Pos& p) { return dom.print(p); };
  const auto complete = detail::witness_adder(dom, shows);
  auto verdict = [&](const Pos& p) -> Verdict {
    Verdict v = verdict_of(p);
    if (v) complete(p, *v);
    return v;
  };
  if constexpr (detail::parallel_domain<D>) {
    const auto items = [&] {
      if constexpr (detail::guarded_items<D>) return dom.items(ctx, bound);
      else return dom.items(bound);
    }();
    std::string range = dom.range(bound);
    ShardPlan plan;
    const std::uint64_t walk = ctx.next_walk();
    plan.name = fmt::format("{} walk {}", ctx.claim_id(), walk);
    if (!ctx.checkpoint_dir.empty() && !ctx.claim_id().empty()) {
      plan.checkpoint.emplace(ctx.checkpoint_dir,
                              CheckpointId{ctx.claim_id(), bound, std::string(name(ctx.profile)), ctx.seed, walk, range,
                                           items.size(), cluster().size(), cluster().rank()});
      plan.every = ctx.checkpoint_every;
    }
    plan.weights = detail::item_weights(dom, bound, items);
    if constexpr (detail::planned_domain<D>) plan.on_plan = [&](const std::vector<std::uint64_t>& todo) { dom.will_walk(todo); };
    run_exhaustive_parallel<Pos>(
        res, std::move(range), items.size(), ctx.threads,
        [&](std::uint64_t item, auto visit) { dom.each_in(bound, items[item], visit); }, verdict_of, print,
        [&](const Pos& p) { return dom.key(p); }, "exhaustive", "exhaustive search, minimal in size order", plan,
        complete);
  } else {
    run_exhaustive(res, dom.range(bound), 0, [&](auto visit) { dom.each(ctx, bound, visit); }, verdict, print);
  }
  if constexpr (detail::random_domain<D>)
    run_random(res, dom.random_range(), dom.random(), ctx.random_cases_for(dom.random_cases()), ctx.seed, verdict,
               print, detail::admit_of(dom));
}

// Every position of `dom` at `bound` by rows (row_check.hpp), then its random positions: the
// verdict is asked only where the formula's row and the P row disagree, so counts, kinds and the
// minimal counterexample are those of walk().
template <class D, class Truth, class Formula, class Verdictor>
void walk_rows(ClaimResult& res, RunContext& ctx, std::uint64_t bound, const D& dom, const Truth& truth,
               const Formula& formula, RowMode mode, Verdictor&& verdict_of) {
  using Pos = typename D::Position;
  auto print = [&](const Pos& p) { return dom.print(p); };
  // As in walk(): a failure carries its position in the game's syntax for its certificate.
  const auto complete = detail::witness_adder(dom, Witness::Shows::outcome);
  auto verdict = [&](const Pos& p) -> Verdict {
    Verdict v = verdict_of(p);
    if (v) complete(p, *v);
    return v;
  };
  const auto items = dom.items(bound);
  ShardPlan plan;
  plan.weights = detail::item_weights(dom, bound, items);
  run_exhaustive_parallel<Pos>(
      res, dom.range(bound), items.size(), ctx.threads,
      [&](std::uint64_t item, auto visit) {
        dom.rows_in(bound, items[item], truth,
                    [&](const auto& key, const RowTerms& in, const std::uint64_t* p_bits, std::uint64_t words, auto&& at) {
                      check_row(p_bits, in, formula.row_terms(key), words, mode, [&](std::uint64_t i) { visit(at(i)); },
                                [&](std::uint64_t n) { visit.passed(n); });
                    });
      },
      verdict_of, print, [&](const Pos& p) { return dom.key(p); }, "exhaustive", "exhaustive search, minimal in size order",
      plan, complete);
  if constexpr (detail::random_domain<D>)
    run_random(res, dom.random_range(), dom.random(), ctx.random_cases_for(dom.random_cases()), ctx.seed, verdict,
               print, detail::admit_of(dom));
}

// Every position of `dom` at `bound` by rows, each row checked as the table's fill hands it over
// (stream_rows above), without a table kept: said_vs(pos, is_p) -> Verdict is asked only where the
// formula's row and the P row disagree, with the position's P-bit, so counts, kinds and the minimal
// counterexample are those of walk_rows and walk. (Stream domains have no random phase: it would
// need the table.)
template <class D, class Formula, class SaidVs>
void stream_rows(ClaimResult& res, RunContext& ctx, std::uint64_t bound, const D& dom, const Formula& formula,
                 RowMode mode, SaidVs&& said_vs) {
  using Pos = typename D::Position;
  auto print = [&](const Pos& p) { return dom.print(p); };
  auto key = [&](const Pos& p) { return dom.key(p); };
  run_exhaustive_streamed<Pos>(
      res, dom.range(bound), std::max(1u, ctx.threads),
      [&](auto&& visitor_for) {
        dom.stream_rows(ctx, bound,
                        [&](unsigned worker, const auto& row_key, const RowTerms& in, const std::uint64_t* p_bits,
                            std::uint64_t words, auto&& at) {
                          const auto visit = visitor_for(worker);
                          check_row(p_bits, in, formula.row_terms(row_key), words, mode,
                                    [&](std::uint64_t i) {
                                      const Pos p = at(i);
                                      visit(p, said_vs(p, ((p_bits[i / 64] >> (i % 64)) & 1U) != 0));
                                    },
                                    [&](std::uint64_t n) { visit.passed(n); });
                        });
      },
      print, key, ctx.claim_id() + " streamed", "exhaustive search, minimal in size order",
      detail::witness_adder(dom, Witness::Shows::outcome));
  take_said(ctx, res);
}

// A domain narrowed by a predicate on positions (the claim's hypothesis). Random positions outside
// it are drawn but not checked.
template <class D, class Pred>
struct Where : D {
  Pred pred;
  std::string words;
  using Position = typename D::Position;
  std::string range(std::uint64_t bound) const { return words.empty() ? D::range(bound) : fmt::format("{}, {}", D::range(bound), words); }
  // The claim's domain in words (ClaimDef::over), when D states its own.
  std::string describe() const
    requires requires(const D& d) { d.describe(); }
  {
    return words.empty() ? D::describe() : fmt::format("{}, {}", D::describe(), words);
  }
  template <class V>
  void each(RunContext& ctx, std::uint64_t bound, V&& visit) const {
    D::each(ctx, bound, [&](const Position& p) {
      if (pred(p)) visit(p);
    });
  }
  template <class Item, class V>
  void each_in(std::uint64_t bound, const Item& item, V&& visit) const {
    D::each_in(bound, item, [&](const Position& p) {
      if (pred(p)) visit(p);
    });
  }
};
template <class D, class Pred>
Where<D, Pred> where(D dom, Pred pred, std::string words = {}) {
  return Where<D, Pred>{std::move(dom), std::move(pred), std::move(words)};
}

// Each check kind is a named type, so the call from the runner (a claim's ClaimCheck) through the
// kind to the domain's walk stays typed end to end: a profile or a debugger shows
// PIff<HeapsUpTo4<...>, ...>::operator(), and `kind` names it in the claim's results.

namespace detail {
// The P/N checks' one dispatch: streamed rows where the run keeps no table, rows against the
// table where the domain and formula offer them, else a walk of `walked` (the domain, or for p_if
// the positions the formula calls P). said_vs(p, is_p) -> Verdict words the check.
template <class D, class Formula, class Walked, class SaidVs>
void pn_check(ClaimResult& res, RunContext& ctx, std::uint64_t bound, const D& dom, const Formula& formula, RowMode mode,
              const Walked& walked, SaidVs&& said_vs) {
  if constexpr (stream_domain<D, Formula>)
    if (ctx.row_checks && dom.streams(ctx, bound)) return stream_rows(res, ctx, bound, dom, formula, mode, said_vs);
  const auto truth = dom.truth(ctx, bound);
  take_said(ctx, res);
  auto verdict = [&](const auto& p) -> Verdict { return said_vs(p, truth.is_p(p)); };
  if constexpr (row_domain<D, Formula>)
    if (ctx.row_checks) return walk_rows(res, ctx, bound, dom, truth, formula, mode, verdict);
  walk(res, ctx, bound, walked, verdict);
}
}  // namespace detail

// p_iff: "p is a P-position iff formula(p)" at every position of the domain.
template <class D, class Formula>
struct PIff {
  static constexpr std::string_view kind = name(CheckKind::p_iff);
  D dom;
  Formula formula;
  void operator()(ClaimResult& res, RunContext& ctx, std::uint64_t bound) const {
    detail::pn_check(res, ctx, bound, dom, formula, RowMode::iff, dom, [&](const auto& p, bool is) -> Verdict {
      const bool said = formula(p);
      return said == is ? Verdict{} : mismatch(pn(said), pn(is));
    });
  }
};
template <class D, class Formula>
PIff<D, Formula> p_iff(D dom, Formula formula) {
  return {std::move(dom), std::move(formula)};
}

// p_if: "p is a P-position if formula(p)": only the positions the formula calls P are checked.
template <class D, class Formula>
struct PIf {
  static constexpr std::string_view kind = name(CheckKind::p_if);
  D dom;
  Formula formula;
  void operator()(ClaimResult& res, RunContext& ctx, std::uint64_t bound) const {
    detail::pn_check(res, ctx, bound, dom, formula, RowMode::if_p, where(dom, formula),
                     [](const auto&, bool is) -> Verdict { return is ? Verdict{} : mismatch("P", "N"); });
  }
};
template <class D, class Formula>
PIf<D, Formula> p_if(D dom, Formula formula) {
  return {std::move(dom), std::move(formula)};
}

// grundy_is: "the Grundy value of p is formula(p)".
template <class D, class Formula>
struct GrundyIs {
  static constexpr std::string_view kind = name(CheckKind::grundy_is);
  D dom;
  Formula formula;
  void operator()(ClaimResult& res, RunContext& ctx, std::uint64_t bound) const {
    const auto truth = dom.truth(ctx, bound);
    take_said(ctx, res);
    walk(res, ctx, bound, dom, [&](const auto& p) -> Verdict {
      const auto said = formula(p);
      const auto is = truth.grundy(p);
      if (said == is) return std::nullopt;
      return mismatch(fmt::format("{}", said), fmt::format("{}", is));
    }, Witness::Shows::grundy);
  }
};
template <class D, class Formula>
GrundyIs<D, Formula> grundy_is(D dom, Formula formula) {
  return {std::move(dom), std::move(formula)};
}

// property: verdict(p, truth) -> Verdict at every position (a property may use the solver).
template <class D, class Verdictor>
struct Property {
  static constexpr std::string_view kind = name(CheckKind::property);
  D dom;
  Verdictor verdict;
  void operator()(ClaimResult& res, RunContext& ctx, std::uint64_t bound) const {
    const auto truth = dom.truth(ctx, bound);
    take_said(ctx, res);
    walk(res, ctx, bound, dom, [&](const auto& p) -> Verdict { return verdict(p, truth); });
  }
};
template <class D, class Verdictor>
Property<D, Verdictor> property(D dom, Verdictor verdict) {
  return {std::move(dom), std::move(verdict)};
}

// every: verdict(p) at every position of the domain without its solver (a claim about a formula
// alone, or one whose verdict computes what it compares).
template <class D, class Verdictor>
struct Every {
  static constexpr std::string_view kind = "every";
  D dom;
  Verdictor verdict;
  void operator()(ClaimResult& res, RunContext& ctx, std::uint64_t bound) const { walk(res, ctx, bound, dom, verdict); }
};
template <class D, class Verdictor>
Every<D, Verdictor> every(D dom, Verdictor verdict) {
  return {std::move(dom), std::move(verdict)};
}

// random_property: only the domain's random phase, with its own truth (a claim whose exhaustive
// phase reads another domain or solver).
template <class D, class Verdictor>
struct RandomProperty {
  static constexpr std::string_view kind = "random_property";
  D dom;
  Verdictor verdict;
  void operator()(ClaimResult& res, RunContext& ctx, std::uint64_t bound) const {
    const auto truth = dom.truth(ctx, bound);
    take_said(ctx, res);
    run_random(res, dom.random_range(), dom.random(), ctx.random_cases_for(dom.random_cases()), ctx.seed,
               [&](const auto& p) { return verdict(p, truth); }, [&](const auto& p) { return dom.print(p); });
  }
};
template <class D, class Verdictor>
RandomProperty<D, Verdictor> random_property(D dom, Verdictor verdict) {
  return {std::move(dom), std::move(verdict)};
}

// phases: several checks of one claim, one after the other on the same result (an exhaustive
// walk, then random positions through a second solver, ...).
template <class... Runs>
struct Phases {
  static constexpr std::string_view kind = "phases";
  std::tuple<Runs...> runs;
  void operator()(ClaimResult& res, RunContext& ctx, std::uint64_t bound) const {
    std::apply([&](const auto&... run) { (run(res, ctx, bound), ...); }, runs);
  }
};
template <class... Runs>
Phases<Runs...> phases(Runs... runs) {
  return {std::tuple<Runs...>(std::move(runs)...)};
}

// cases: a finite list the paper gives (its examples, the rows of a transcribed table), each
// checked against the truth; every failing case is counted, the first reported. verdict(ctx)
// returns the check (case -> Verdict), building what it reads first; list(bound) returns the range
// in words and the cases.
template <class List, class Verdictor, class Print>
struct Cases {
  static constexpr std::string_view kind = "cases";
  List list;
  Verdictor verdict;
  Print print;
  void operator()(ClaimResult& res, RunContext& ctx, std::uint64_t bound) const {
    const auto check = verdict(ctx);
    const auto [range, items] = list(bound);
    run_cases(res, range, items, check, print);
  }
};
template <class List, class Verdictor, class Print>
Cases<List, Verdictor, Print> cases(List list, Verdictor verdict, Print print) {
  return {std::move(list), std::move(verdict), std::move(print)};
}

// ---- check kinds over the claim's own domain -------------------------------------------------------
// A claim whose domain is an object (ClaimDef::over(domain, bounds), claim_builder.hpp) names its
// check kind with the formula alone, `.over(heaps_of("subtraction:1,2,3"), bounds)
// .check(grundy_is(formula))`: the kind is made on the claim's domain when the claim is registered,
// so the positions walked and the words the report shows come from one object.
template <class Make>
struct OnDomain {
  Make make;
};
template <class Make>
OnDomain(Make) -> OnDomain<Make>;

template <class Formula>
auto p_iff(Formula formula) {
  return OnDomain{[formula = std::move(formula)](const auto& dom) { return p_iff(dom, formula); }};
}
template <class Formula>
auto p_if(Formula formula) {
  return OnDomain{[formula = std::move(formula)](const auto& dom) { return p_if(dom, formula); }};
}
template <class Formula>
auto grundy_is(Formula formula) {
  return OnDomain{[formula = std::move(formula)](const auto& dom) { return grundy_is(dom, formula); }};
}
template <class Verdictor>
auto property(Verdictor verdict) {
  return OnDomain{[verdict = std::move(verdict)](const auto& dom) { return property(dom, verdict); }};
}
template <class Verdictor>
auto every(Verdictor verdict) {
  return OnDomain{[verdict = std::move(verdict)](const auto& dom) { return every(dom, verdict); }};
}
template <class Verdictor>
auto random_property(Verdictor verdict) {
  return OnDomain{[verdict = std::move(verdict)](const auto& dom) { return random_property(dom, verdict); }};
}

// Domains walked in turn by a claim checked in phases (every two-coin position through the dense
// table, then random ones through a second solver): `.over(in_turn(TwoCoins{}, random_domain), bounds)
// .check(phases(property(f), random_property(f)))` makes each phase on its own domain, and the
// report's words are the domains' words in turn (random domains: claims/random_checks.hpp).
template <class... Ds>
struct InTurn {
  std::tuple<Ds...> parts;
  std::string describe() const {
    std::string out;
    std::apply([&](const auto&... d) { ((out += (out.empty() ? "" : "; then ") + std::string(d.describe())), ...); },
               parts);
    return out;
  }
};
template <class... Ds>
InTurn<Ds...> in_turn(Ds... domains) {
  return {std::tuple<Ds...>(std::move(domains)...)};
}
template <class... Makes>
auto phases(OnDomain<Makes>... kinds) {
  return OnDomain{[kinds = std::tuple<OnDomain<Makes>...>(std::move(kinds)...)](const auto& turn) {
    static_assert(std::tuple_size_v<decltype(turn.parts)> == sizeof...(Makes), "one phase for each domain in turn");
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return phases(std::get<I>(kinds).make(std::get<I>(turn.parts))...);
    }(std::index_sequence_for<Makes...>{});
  }};
}

}  // namespace cgcheck
