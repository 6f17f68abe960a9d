#pragma once
// The rules of Nim with a pass and how the suite solves it, in Markdown, for the report of the paper
// about it.
#include <string_view>

namespace cgcheck::nim_pass {

inline constexpr std::string_view kRulesMarkdown =
    "Nim (a move removes one or more stones from one heap) plus a single pass for the whole game, shared by both "
    "players: whoever uses it first uses it up. The pass hands the turn over and leaves the heaps alone; it cannot "
    "be used when every heap is empty (the game is over). Normal play.\n\n"
    "Positions are the multiset of heap sizes plus the pass bit (`3,5,6`, `3,5,6;pass=0`). Two state spaces are "
    "solved: any heap sizes by the generic memoized solver, and heaps of size at most 4 as count vectors "
    "(m1,m2,m3,m4) over every position with at most S stones (about S^4/576 positions per pass state), twice: a "
    "Grundy table filled bottom-up by the generic DenseTable in the rank order (pass used first, then lexicographic "
    "on (m4,m3,m2,m1)), used for the Grundy pictures and small bounds; and a bit-packed P/N table filled a row "
    "(fixed pass, m2, m3, m4; all m1) at a time, 64 positions per word operation, used by every P/N claim, which "
    "compares the paper's formula with it a row at a time as well. Only the pass-available rows are kept (the "
    "pass-used rows are needed five levels deep while filling): S = 1000 takes 266 MiB, S = 1500 about 1.3 GiB. "
    "The memo solver and both tables are cross-checked "
    "on every position of small bounds in the property tests and by a fuzzer. Counterexamples are minimal in the order: stones, then "
    "(m1,m2,m3,m4) lexicographically (for any heap sizes: stones, then the sorted heap list).";

}  // namespace cgcheck::nim_pass
