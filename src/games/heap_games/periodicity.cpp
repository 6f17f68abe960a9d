#include "games/heap_games/periodicity.hpp"

#include <algorithm>
#include <vector>

#include "core/progress.hpp"

namespace cgcheck::heap_games {

bool has_theorem(const HeapRules& r) {
  return r.family == Family::take_and_break || r.family == Family::subtraction;
}

std::string theorem_name(const HeapRules& r) {
  if (r.family == Family::subtraction) return "subtraction window: max(S) values repeat (the game looks back max(S) heaps)";
  if (r.family != Family::take_and_break) return "";
  if (r.splits_in_three())
    return "take-and-break periodicity theorem, moves leaving up to 3 heaps (window as in CGSuite)";
  return "octal periodicity theorem (Guy and Smith, 1956)";
}

std::uint64_t values_needed(const HeapRules& r, std::uint64_t e, std::uint64_t p) {
  if (r.family == Family::take_and_break) {
    if (r.splits_in_three()) return 3 * e + 3 * p + r.max_take() + 3;
    return 2 * std::max<std::uint64_t>(e, 1) + 2 * p + r.max_take();
  }
  if (r.family == Family::subtraction) return e + p + r.max_take();
  return 0;
}

std::uint64_t window_end(const HeapRules& r, std::uint64_t e, std::uint64_t p) {
  const std::uint64_t need = values_needed(r, e, p);
  return need == 0 ? 0 : need - p;
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

// The largest e with values_needed(r, e, p) <= len, given values_needed(r, 0, p) <= len.
std::uint64_t largest_preperiod(const HeapRules& r, std::uint64_t len, std::uint64_t p) {
  const std::uint64_t t = r.max_take();
  if (r.family == Family::subtraction) return len - p - t;
  if (r.splits_in_three()) return (len - 3 * p - t - 3) / 3;
  return (len - 2 * p - t) / 2;
}

}  // namespace

Periodicity find_periodicity(const HeapRules& r, const Sequence& g) {
  Periodicity out;
  const std::uint64_t len = g.size();
  out.computed = len;
  if (has_theorem(r)) {
    out.method = theorem_name(r);
    // Periods of the last quarter that the theorem could not prove yet: their multiples are not
    // tried (a multiple of p holds from no earlier heap than p does, as far as the range shows).
    std::vector<std::uint64_t> tails;
    for (std::uint64_t p = 1; values_needed(r, 0, p) <= len; ++p) {
      if ((p & 0xFFF) == 0) poll_interrupt();
      if (std::any_of(tails.begin(), tails.end(), [p](std::uint64_t q) { return p % q == 0; })) continue;
      // The largest e whose window fits; the window must hold from there to the end of the range.
      const std::uint64_t e_max = largest_preperiod(r, len, p);
      const auto top = last_mismatch(g, e_max, len - p, p, 0);
      if (top) {
        if (*top < len - len / 4 && 16 * p <= len) {
          tails.push_back(p);
          if (!out.observed_period) out.observed_period = p, out.observed_preperiod = *top + 1;
        }
        continue;
      }
      out.period = p;
      out.proved = true;
      out.observed_period.reset();
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
