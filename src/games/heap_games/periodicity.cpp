#include "games/heap_games/periodicity.hpp"

#include "core/progress.hpp"

namespace cgcheck::heap_games {

bool has_theorem(const HeapRules& r) { return r.is_octal() || r.family == Family::subtraction; }

std::uint64_t values_needed(const HeapRules& r, std::uint64_t e, std::uint64_t p) {
  if (r.is_octal()) return 2 * e + 2 * p + r.max_take();
  if (r.family == Family::subtraction) return e + p + r.max_take();
  return 0;
}

namespace {

// The last n in [lo, hi) with G(n + p) - G(n) != s, scanning down from hi - 1; none if none.
std::optional<std::uint64_t> last_mismatch(const Sequence& g, std::uint64_t lo, std::uint64_t hi, std::uint64_t p,
                                           std::int64_t s) {
  for (std::uint64_t n = hi; n > lo;) {
    --n;
    if ((n & 0xFFFFF) == 0) poll_interrupt();
    if (static_cast<std::int64_t>(g[n + p]) - static_cast<std::int64_t>(g[n]) != s) return n;
  }
  return std::nullopt;
}

}  // namespace

Periodicity find_periodicity(const HeapRules& r, const Sequence& g) {
  Periodicity out;
  const std::uint64_t len = g.size();
  out.computed = len;
  if (has_theorem(r)) {
    out.method = r.is_octal() ? "octal periodicity theorem (Guy and Smith, 1956)"
                              : "subtraction window: max(S) values repeat (the game looks back max(S) heaps)";
    for (std::uint64_t p = 1; values_needed(r, 0, p) <= len; ++p) {
      if ((p & 0xFFF) == 0) poll_interrupt();
      // The largest e whose window fits; the window must hold from there to the end of the range.
      const std::uint64_t spare = len - values_needed(r, 0, p);
      const std::uint64_t e_max = r.is_octal() ? spare / 2 : spare;
      if (last_mismatch(g, e_max, len - p, p, 0)) continue;
      out.period = p;
      out.proved = true;
      const auto last = last_mismatch(g, 0, e_max, p, 0);
      out.preperiod = last ? *last + 1 : 0;
      return out;
    }
    return out;
  }
  out.method = "observed on the computed range (no periodicity theorem for this game here)";
  for (std::uint64_t p = 1; 4 * p <= len; ++p) {
    if ((p & 0xFFF) == 0) poll_interrupt();
    const std::int64_t s = static_cast<std::int64_t>(g[len - 1]) - static_cast<std::int64_t>(g[len - 1 - p]);
    const auto last = last_mismatch(g, 0, len - p, p, s);
    const std::uint64_t e = last ? *last + 1 : 0;
    if (2 * e <= len && e + 3 * p <= len) {
      out.period = p;
      out.saltus = s;
      out.preperiod = e;
      return out;
    }
  }
  return out;
}

PeriodCheck check_period(const HeapRules& r, const Sequence& g, std::uint64_t e, std::uint64_t p) {
  PeriodCheck c;
  const std::uint64_t len = g.size();
  c.checked_to = len;
  if (p == 0 || e + p >= len) return c;
  const std::uint64_t need = values_needed(r, e, p);
  const std::uint64_t hi = len - p;  // n + p < len
  for (std::uint64_t n = e; n < hi; ++n)
    if (g[n + p] != g[n]) {
      c.mismatch = n;
      break;
    }
  c.window_holds = !c.mismatch;
  c.proved = c.window_holds && has_theorem(r) && need <= len;
  if (e > 0 && e - 1 + p < len) c.preperiod_exact = g[e - 1 + p] != g[e - 1];
  if (c.window_holds)
    for (std::uint64_t d = 1; d < p; ++d) {
      if (p % d != 0) continue;
      bool all = true;
      for (std::uint64_t n = e; n < e + p && n + d < len && all; ++n) all = g[n + d] == g[n];
      if (all && e + p + d <= len) {
        c.smaller_period = d;
        break;
      }
    }
  return c;
}

}  // namespace cgcheck::heap_games
