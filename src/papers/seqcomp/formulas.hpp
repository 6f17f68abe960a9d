#pragma once
// Closed forms from "The Game Value of Sequential Compounds of Integers and Stars", K. Hashimoto
// (001_9c21747cec62aaf1.txt). Each returns what the paper says, as an uptimal x + c·* + Σ b_i ↑^i;
// none consults a solver. UptimalGames turns such a value into a canonical game so a claim can
// compare it with the engine's value of the compound.
#include <cstdint>
#include <vector>

#include "cgt/game.hpp"
#include "core/outcome.hpp"
#include "papers/seqcomp/theorem_brackets.hpp"
#include "papers/seqcomp/down_sum.hpp"
#include "games/seqcomp/seqcomp.hpp"
#include "games/seqcomp/uptimal.hpp"

namespace cgcheck::seqcomp {

// Lemma 2: o(G→H) from o(H), o(G) and o(G→*).
inline Outcome lemma2(Outcome h, Outcome g, Outcome g_star) {
  switch (h) {
    case Outcome::L: return Outcome::L;
    case Outcome::R: return Outcome::R;
    case Outcome::P: return g;
    case Outcome::N: return g_star;
  }
  return g;
}

// Theorem 5: a_n → ... → a_1 → a_0 → m = m + Σ_{i=0}^n a_i / 2^i, with a[i] = a_i in {±1},
// a_0 = 1, a_1 = -1 (when n >= 1), m >= 0. The chain is written left to right: a_n first.
// (The chain itself: theorem5_chain, papers/seqcomp/theorem_brackets.hpp.)
Dyadic theorem5(const std::vector<std::int64_t>& a, std::int64_t m);

// Definition 12: [a_n, ..., a_0] ≅ a_n → (-1) → a_{n-1} → (-1) → ... → (-1) → a_0 → *, a[i] = a_i.
Chain bracket(const std::vector<std::int64_t>& a);
// The same chain with every a_i written as a_i copies of 1 (the form (29)).
Chain bracket_ones(const std::vector<std::int64_t>& a);

// Theorem 7: ⟨a_n, ..., a_0⟩_J for (a) J ≅ 0, (b) J ≅ *, (c) J = c* + Σ_{i=1}^k b_i ↓^i < 0
// (pass J as an Uptimal with b = -(down coefficients); the cases: papers/seqcomp/theorem_brackets.hpp).
Uptimal theorem7(const std::vector<std::int64_t>& a, Theorem7Case which, const Uptimal& j = {});

// The form (51) of ⟨a_n, ..., a_0⟩_J (a DownSum, papers/seqcomp/down_sum.hpp) with the counts q, p_i >= 0
// that eq. (34) gives (case (a): p_1 = Σ a_j, the "- ↓" taken into the first coefficient; case (c): J's
// c and b_i added in). The counts, not only their values, matter to Appendix A: a literal sum of q
// stars and p_i copies of ↓^i has a Left option for each kind of component present.
DownSum bracket_sum(const std::vector<std::int64_t>& a, Theorem7Case which, const Uptimal& j = {});

// The evaluation of any chain of integers and stars by the paper's procedure: integers as chains of
// ±1 (Theorem 4), the part after the rightmost star as a number (Theorems 4, 5), added to the part
// up to it (Theorem 3, eq. (22)); trailing stars reduced two at a time (Theorem 6 (ii)); negation to
// reach form (26) or (27); then start from 1→* or (-1)→*→* = ↓ (eq. (37)) and prepend the remaining
// components right to left with eqs. (38)–(40).
Uptimal algorithm(const Chain& c);

// The value of a chain of ±1 (no stars) by Theorems 4 and 5 (with negation for a trailing -1).
Dyadic pm_chain_value(const std::vector<int>& s);

}  // namespace cgcheck::seqcomp
