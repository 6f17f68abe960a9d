#pragma once
// The rules of take-and-break games as implemented, and what makes a period proved, in Markdown, for
// the report of the papers about them.
#include <string_view>

namespace cgcheck::heap_games {

inline constexpr std::string_view kRulesMarkdown =
    "A take-and-break game `take-and-break:d0.d1d2...dk` is played on heaps of tokens: a move chooses a heap and "
    "a k with digit dk nonzero, takes k tokens from it and leaves what remains as 0 heaps (allowed if bit 1 of dk "
    "is set), 1 nonempty heap (bit 2), 2 nonempty heaps (bit 4) or 3 nonempty heaps (bit 8, hexadecimal digits); "
    "d0 (k = 0) may only split (4, 8). Octal games use digits 0-7 (Berlekamp, Conway, Guy, \"Winning Ways\", "
    "1982, ch. 4). The value of a position is the nim-sum of its heaps' values; G(n) for one heap is computed by "
    "the sequence engine of `src/games/heap_games` (the rare-value method, exact for every mask) and checked "
    "against the plain mex in the tests.\n\n"
    "**Periods.** The last exception is the last heap n with G(n + p) != G(n); the preperiod e is one more. A "
    "claim is `proved` when the octal periodicity theorem (Guy and Smith, 1956) applies: G(n + p) = G(n) for "
    "e <= n < 2e + p + t (t the most tokens a move takes) implies it for every n >= e; the check also confirms "
    "that e - 1 is an exception and that no proper divisor of p is a period. A row whose window needs more "
    "values than the profile's bound is checked to the bound (`holds`).";

}  // namespace cgcheck::heap_games
