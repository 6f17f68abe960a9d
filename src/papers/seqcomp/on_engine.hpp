#pragma once
// Checks of the seqcomp claims that run on the partizan engine: a verdict from the worker's own
// engine, and a property over literal games bound to the run's engine.
#include <cstdint>
#include <tuple>
#include <type_traits>

#include "claims/check_kind.hpp"
#include "claims/check_kinds.hpp"
#include "games/seqcomp/domains.hpp"

namespace cgcheck::seqcomp {

// A property's verdict (position, engines) -> Verdict from check(position, engine) on the worker's
// own engine.
template <class Check>
auto with_engine(Check check) {
  return [check](const auto& p, const Engines& engines) -> Verdict { return check(p, engines.get()); };
}
// Literal games are arena ids, meaningful only in the arena that built them: their domains are
// bound to the run's engine (bind(engine, bound) lists the games of birthday <= bound, in the size
// order of cgt::all_games), and the verdict gets the engine and the games: verdict(engine, G),
// verdict(engine, G, H) or verdict(engine, G, H, J).
template <class D, class Verdictor>
auto on_engine(D spec, Verdictor verdict) {
  // A property over the domain, its truth the run's engine.
  return named(name(CheckKind::property), [spec, verdict](ClaimResult& res, RunContext& ctx, std::uint64_t bound) {
    Engine e;
    D dom = spec;
    dom.bind(e, bound);
    walk(res, ctx, bound, dom, [&](const auto& p) -> Verdict {
      if constexpr (std::is_same_v<std::decay_t<decltype(p)>, GameId>) return verdict(e, p);
      else return std::apply([&](auto... g) -> Verdict { return verdict(e, g...); }, p);
    });
  });
}

// The same on the claim's own domain (ClaimDef::over(domain, bounds)).
template <class Verdictor>
auto on_engine(Verdictor verdict) {
  return OnDomain{[verdict](const auto& spec) { return on_engine(spec, verdict); }};
}
}  // namespace cgcheck::seqcomp
