#pragma once
// Periodicity of a Grundy sequence, proved from finitely many values where a theorem allows.
//
// Octal games (finitely many digits, each at most 7): the octal periodicity theorem (Guy and Smith,
// "The G-values of various games", 1956; Berlekamp, Conway, Guy, "Winning Ways", 1982, ch. 4): if
// G(n + p) = G(n) for every n with e <= n < 2e + p + t, t the most tokens a move takes, then it
// holds for every n >= e. The check needs G(0 .. 2e + 2p + t - 1). Here e counts as at least 1 in
// the window's length (2 more values when e = 0): the induction maps a split (a, b) of n + p to
// (a, b - p), and b - p must be a nonempty heap.
// Take-and-break games whose moves may leave three heaps (hexadecimal digits with bit 8): the same
// induction with the largest of three parts, b >= (n + p - k) / 3, holds once
// 3e + 2p + t <= n; the check used is CGSuite's for games whose moves leave at most k heaps
// (Siegel, CGSuite, TakeAndBreak's periodicity checker: k e + k p + t + k values), here k = 3:
// G(0 .. 3e + 3p + t + 2), which contains the window e <= n < 3e + 2p + t + 3.
// Finite subtraction sets: G(n) depends only on the max(S) values before it, so two equal windows
// of max(S) values p apart repeat forever: needs G(0 .. e + p + max(S) - 1).
// Other games (all-but subtraction sets, Grundy's game): no theorem here; the period (and saltus:
// G(n + p) = G(n) + s) is only observed on the computed range.
#include <cstdint>
#include <optional>
#include <string>

#include "games/heap_games/rules.hpp"
#include "runtime/grundy_sequence.hpp"
#include "games/heap_games/sequence.hpp"

namespace cgcheck::heap_games {

struct Periodicity {
  std::uint64_t computed = 0;          // values known: G(0 .. computed - 1)
  std::optional<std::uint64_t> period;  // the smallest period found
  std::uint64_t preperiod = 0;         // the least e with G(n + p) = G(n) + saltus for every n >= e
  std::int64_t saltus = 0;
  bool proved = false;                 // a theorem closed it for every n
  std::string method;                  // how: the theorem's name, or "observed on the computed range"
  // Games with a theorem, not proved yet: the smallest p that holds on at least the last quarter of
  // the values, and the preperiod seen for it (the last n with G(n + p) != G(n), plus 1). The
  // values the theorem would need for them are values_needed(observed_preperiod, observed_period).
  std::optional<std::uint64_t> observed_period;
  std::uint64_t observed_preperiod = 0;
  // The last n with G(n + p) != G(n) + saltus (preperiod - 1), none when the preperiod is 0.
  std::optional<std::uint64_t> last_exception() const {
    return preperiod == 0 ? std::nullopt : std::optional<std::uint64_t>(preperiod - 1);
  }
};

// Whether a theorem of this file applies to the game: take-and-break codes and finite subtraction sets.
bool has_theorem(const HeapRules& r);
// The theorem's name with its source, for messages ("" without one).
std::string theorem_name(const HeapRules& r);
// The values (G(0 .. needed - 1)) the theorem needs for preperiod e and period p; 0 without one.
std::uint64_t values_needed(const HeapRules& r, std::uint64_t e, std::uint64_t p);
// The end of the theorem's window: G(n + p) = G(n) for e <= n < window_end implies every n >= e.
std::uint64_t window_end(const HeapRules& r, std::uint64_t e, std::uint64_t p);

// The smallest period p whose theorem window fits in the values (and for it the smallest
// preperiod); without a theorem, the smallest p (with saltus) that holds on at least the last half
// of the values and for three periods. Polls for Ctrl-C.
Periodicity find_periodicity(const HeapRules& r, const Sequence& g);

// A claimed preperiod e and period p, checked on the values (runtime/grundy_sequence.hpp).
PeriodCheck check_period(const HeapRules& r, const Sequence& g, std::uint64_t e, std::uint64_t p);

}  // namespace cgcheck::heap_games
