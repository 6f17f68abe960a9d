#pragma once
// The rules of the three set games (Sato–Welter, turning turtles, the inset game) and how the suite
// solves them, in Markdown, for the report of the paper that defines them.
#include <string_view>

namespace cgcheck::inset {

inline constexpr std::string_view kRulesMarkdown =
    "Positions are finite sets of non-negative integers, written as their elements separated by commas in any order "
    "(`3,5`); the inset game's parameter follows as `;N=4` (`1,2,4,5;N=4`, singleton `5;N=4`).\n\n"
    "- **Sato–Welter** (Def 3.1), P_n = n-element sets: move one element to any smaller value not in the set "
    "(|x ∩ y| = n − 1 and the added element is smaller than the removed one). Terminal {0,…,n−1}.\n"
    "- **Turning turtles** (Def 4.1), odd-size sets: a Sato–Welter move, or delete two elements. Deleting one "
    "element is not a move. Terminal {0}.\n"
    "- **Inset game** (Def 5.1), P_N ∪ P_1 with N ≥ 2: Sato–Welter moves inside P_N, Nim moves inside P_1, and "
    "x ∈ P_N → {x_i}.\n\n"
    "Two solvers: the generic memoized solver on sorted element vectors, and a dense table (`SetDomain`) over every "
    "set with elements below a bound M whose size is allowed (Sato–Welter n ≤ 6; turning turtles every odd size; "
    "inset {1, N}, one table per N), filled bottom-up. Its moves are written on bitmasks, separately from the "
    "memo solver's, and the two are cross-checked in props/inset_test.cpp. **Order** (ranks, and the exhaustive "
    "enumeration, so the first failure is the minimal counterexample): sum of the elements, then size, then "
    "colexicographic; the inset claims run N = 2..7 in turn. The sum alone is not enough: the inset move "
    "{0, x} → {x} keeps the sum and lowers the size. The bound of a claim is M (every element < M), and so is "
    "`cgcheck hunt`'s, which lists the sets in the same order (the inset game N by N).\n\n"
    "Arithmetic on ℤ (§2) is 64-bit two's complement: N(a) = a ⊕ (a − 1), (a|b) = N(a ⊕ b), animating functions "
    "in the form (2.1). Beyond the tables, the formulas are checked at random positions with elements up to 2^40: "
    "the options of value h are counted exactly, from the formula alone, by solving the move's value function "
    "for the moved element bit by bit (the function is built from ⊕ and N, so bit k depends only on bits 0..k), "
    "at sampled h (0..15, the value ± 1, random h below and above, the elements).";

}  // namespace cgcheck::inset
