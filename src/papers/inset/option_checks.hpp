#pragma once
// Checks at the options of an inset position: whether a map carries its options onto those of
// another game (a game isomorphism, tested move by move), and a value function read at every option
// of every position of the dense tables (a statement about a formula's values, not the game's).
#include <algorithm>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <fmt/core.h>

#include "claims/check_kind.hpp"
#include "claims/check_kinds.hpp"
#include "claims/claim.hpp"
#include "claims/parallel_runner.hpp"
#include "core/memo_solver.hpp"
#include "games/inset/domains.hpp"
#include "papers/inset/at_random.hpp"
#include "games/inset/inset.hpp"
#include "papers/inset/options_by_value.hpp"

namespace cgcheck::inset {

// f maps the inset options of p onto the options of f(p.x) in game H (equal as sets).
template <class H, class F>
Verdict maps_options(const InsetPosition& p, F f, const char* claimed) {
  std::vector<InsetPosition> oi;
  Inset::options(p, oi);
  std::vector<Set> mapped, os;
  for (const auto& o : oi) mapped.push_back(f(o.x));
  H::options(f(p.x), os);
  std::sort(mapped.begin(), mapped.end());
  std::sort(os.begin(), os.end());
  if (mapped == os) return std::nullopt;
  return Mismatch{claimed, fmt::format("{} vs {} options", mapped.size(), os.size()), "option sets differ"};
}
inline Verdict same_grundy(Grundy inset, Grundy other) {
  if (inset == other) return std::nullopt;
  return mismatch(fmt::format("SG {}", other), fmt::format("SG {}", inset));
}

// value(p) is mex-consistent at p (mex_consistent), the options of value h counted by count(p, h)
// from the value function alone: the check of a random phase (random_every).
template <class Value, class Count>
auto mex_of(Value value, Count count) {
  return [value, count](const auto& p) {
    return mex_consistent(value(p), elements(p), [&](std::int64_t h) { return count(p, h); });
  };
}

// The verdict of a game isomorphism f from inset positions onto their images in game H, position by
// position: f is injective (when asked: no earlier position had the same image), f carries the
// options of x onto the H-options of f(x) (maps_options, `claimed`), formula(p, f(x)) -> Verdict
// holds, and the memo solvers of both games agree.
template <class H, class F, class Formula>
struct Isomorphism {
  F f;
  const char* claimed;
  Formula formula;
  bool check_injective = false;
  MemoSolver<Inset> inset{};
  MemoSolver<H> other{};
  std::map<Set, Set> seen{};  // image -> preimage
  Verdict operator()(const InsetPosition& p) {
    const Set fx = f(p.x);
    if (check_injective)
      if (auto [it, fresh] = seen.emplace(fx, p.x); !fresh)
        return mismatch("injective", fmt::format("{} has the same image", print_set(it->second)));
    if (auto v = maps_options<H>(p, f, claimed)) return v;
    if (auto v = formula(p, fx)) return v;
    return same_grundy(inset.grundy(p), other.grundy(fx));
  }
};
template <class H, class F, class Formula>
Isomorphism<H, F, Formula> isomorphism(F f, const char* claimed, Formula formula, bool check_injective = false) {
  return {f, claimed, formula, check_injective};
}

// check(v, option masks, option values) at every position of the claim's inset domain, with
// v = value(x, N) there and the option values value(option, N): a claim about the value function's
// values at the options, not the game's.
template <class Value, class Check>
auto value_at_options(Value value, Check check) {
  return OnDomain{[value, check](const SetTables& dom) {
    return named(name(CheckKind::property), [dom, value, check](ClaimResult& res, RunContext& ctx, std::uint64_t bound) {
      const auto truth = dom.truth(ctx, bound);
      take_said(ctx, res);
      std::vector<std::vector<std::int64_t>> vals(8);  // value(x, N) by N and rank
      for (int N : dom.Ns) {
        const SetDomain& d = truth.of(N).domain();
        for (std::uint64_t r = 0; r < d.size(); ++r) vals[static_cast<std::size_t>(N)].push_back(value(to_set(d.unrank(r)), N));
      }
      struct Scratch {
        std::vector<Mask> opts;
        std::vector<std::int64_t> values;
      };
      PerWorker<Scratch> scratch(ctx.threads);  // the check runs on several threads
      walk(res, ctx, bound, dom, [&](const RankedSet& p) -> Verdict {
        auto& [opts, values] = scratch.get([] { return std::make_unique<Scratch>(); });
        const SetDomain& d = truth.of(p.N).domain();
        const auto& v = vals[static_cast<std::size_t>(p.N)];
        opts.clear();
        values.clear();
        d.options(p.mask, opts);
        for (auto o : opts) values.push_back(v[d.rank(o)]);
        return check(v[p.rank], opts, values);
      });
    });
  }};
}

}  // namespace cgcheck::inset
