#include "claims/periodic.hpp"

#include <algorithm>

#include <fmt/core.h>

#include "core/error.hpp"
#include "core/progress.hpp"
#include "core/text.hpp"

namespace cgcheck {

void periodic_check(ClaimResult& res, GrundySequence& g, std::uint64_t e, std::uint64_t p, std::uint64_t bound,
                    RunContext& ctx, const std::vector<std::uint32_t>& values) {
  const std::string game = g.id();
  if (p == 0) throw InputError("a period is at least 1");
  if (!values.empty() && values.size() != p)
    throw InputError(fmt::format("{} periodic values given for period {}", values.size(), p));
  const std::uint64_t need = g.values_needed(e, p);
  // The theorem's window if there is one and it fits the bound; else every value to the bound.
  const std::uint64_t len = need != 0 && need <= bound ? need : bound;
  if (len <= e + p) {
    // The claim speaks of heaps from e + p on: nothing below the bound can confirm or refute it.
    res.message = fmt::format("the claim is about heaps from {} on; the bound allows {} values", e + p, bound);
    return;
  }
  if (len >= 4'294'967'295ull) throw InputError(fmt::format("{}: {} values are beyond the heaps' range", game, len));
  if (ctx.max_memory != 0 && len > ctx.max_memory)
    throw InputError(fmt::format("{}: {} values exceed --max-memory", game, len));
  {
    Progress progress(fmt::format("sequence of {}: G(0..{})", game, len - 1), len, "values");
    g.extend_to(len - 1, [&](std::uint64_t done) { progress.update(done); });
  }
  const PeriodCheck c = g.check_period(e, p);
  const bool theorem = c.proved;
  Coverage cov;
  cov.mode = theorem ? "theorem" : "exhaustive";
  cov.count = len;
  cov.range = fmt::format("G(0..{}) by the sequence engine; G(n + {}) = G(n) checked for {} <= n < {}{}", len - 1, p, e,
                          len - p,
                          theorem ? fmt::format(" ({}: the window {} <= n < {} implies every n >= {})",
                                                g.theorem_name(), e, g.window_end(e, p), e)
                                  : need == 0 ? " (no periodicity theorem for this game: checked to the bound only)"
                                              : fmt::format(" (the theorem needs {} values; the bound allows {})", need, bound));
  res.checked.push_back(cov);
  // `heaps`: the heaps whose values make the failure, for the certificate (each value as the mex of
  // its options' values).
  auto fail = [&](std::string position, std::string claimed, std::string actual, const char* kind,
                  std::vector<std::uint64_t> heaps = {}) {
    ++res.mismatches;
    ++res.mismatch_kinds[kind];
    std::vector<Witness> witnesses;
    for (auto h : heaps) witnesses.push_back(Witness{fmt::format("{}", h), Witness::Shows::grundy, {}});
    if (!res.counterexample)
      res.counterexample = Counterexample{std::move(position), std::move(claimed), std::move(actual), "the check of the period",
                                          std::move(witnesses)};
  };
  if (c.mismatch) {
    const std::uint64_t n = *c.mismatch;
    // The true last exception in range, for the message.
    std::uint64_t last = n;
    for (std::uint64_t m = len - p; m-- > n;)
      if (g[m + p] != g[m]) {
        last = m;
        break;
      }
    fail(fmt::format("heap {}", n), fmt::format("G({}) = G({}) (period {} from {})", n, n + p, p, e),
         fmt::format("G({}) = {}, G({}) = {}", n, g[n], n + p, g[n + p]), "period fails after the preperiod", {n, n + p});
    res.message = fmt::format("with period {}, the last exception in G(0..{}) is at heap {}", p, len - 1, last);
  }
  if (!c.preperiod_exact) {
    std::uint64_t last = 0;
    bool any = false;
    for (std::uint64_t m = e; m-- > 0;)
      if (g[m + p] != g[m]) {
        last = m, any = true;
        break;
      }
    fail(fmt::format("heap {}", e - 1), fmt::format("last exception at {}", e - 1),
         any ? fmt::format("G({}) = G({}) = {}; the last exception is at {}", e - 1, e - 1 + p, g[e - 1], last)
             : fmt::format("G({}) = G({}) = {}; there is no exception", e - 1, e - 1 + p, g[e - 1]),
         "preperiod smaller than claimed");
  }
  if (c.smaller_period)
    fail(fmt::format("period {}", p), fmt::format("least period {}", p),
         fmt::format("period {} holds from {}", *c.smaller_period, e), "period not least");
  if (!values.empty())
    for (std::uint64_t n = e; n < std::min(len, e + p); ++n)
      if (g[n] != values[n % p]) {
        fail(fmt::format("heap {}", n), fmt::format("{}", values[n % p]), fmt::format("{}", g[n]), "periodic value", {n});
        break;
      }
  if (theorem && res.mismatches == 0) res.status = Status::proved;
  if (res.message.empty()) res.message = g.how();
}

void periodic_check(ClaimResult& res, const GameCatalog& games, const std::string& game, std::uint64_t preperiod,
                    std::uint64_t period, std::uint64_t bound, RunContext& ctx, const std::vector<std::uint32_t>& values) {
  const GameEntry* entry = games.game(game);
  if (entry == nullptr) throw InputError(fmt::format("unknown game '{}'", printable(game)));
  if (!entry->sequence)
    throw InputError(fmt::format("periodic claims are about games whose positions are single heaps ({} is not one)",
                                 printable(game)));
  periodic_check(res, *entry->sequence(), preperiod, period, bound, ctx, values);
}

ClaimResult periodic_check(const GameCatalog& games, const std::string& game, std::uint64_t preperiod,
                           std::uint64_t period, std::uint64_t bound, RunContext& ctx,
                           const std::vector<std::uint32_t>& values) {
  ClaimResult res;
  periodic_check(res, games, game, preperiod, period, bound, ctx, values);
  res.settle();
  return res;
}

}  // namespace cgcheck
