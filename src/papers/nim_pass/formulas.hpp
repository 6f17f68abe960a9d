#pragma once
// Closed forms from "The Game Positions of Nim with a Pass (heaps of sizes at most four)",
// Wong Oi Lin, 2015 (004_567416f96dbe5f38.txt). Each returns what the paper says; none consults a
// solver.
#include <cstdint>

#include "claims/row_check.hpp"
#include "papers/nim_pass/count_rows.hpp"
#include "games/nim_pass/nim_pass.hpp"

namespace cgcheck::nim_pass {

// The text before Lemma 1 and Theorem 1 case A: (o,e,e,e) or (e,o,o,e), i.e. nim-sum "Even Even Odd".
inline bool parity_rule(const Counts& c) {
  const auto& m = c.m;
  return (odd(m[0]) && !odd(m[1]) && !odd(m[2]) && !odd(m[3])) ||
         (!odd(m[0]) && odd(m[1]) && odd(m[2]) && !odd(m[3]));
}

// Theorem 1 case A applies when m1 + m3 >= 2 or m2 - m4 >= 4.
inline bool theorem1_case_a(const Counts& c) {
  return c.m[0] + c.m[2] >= 2 || static_cast<std::int64_t>(c.m[1]) - c.m[3] >= 4;
}

// Exception (1) of Theorem 1 (iv), "X = 0 and Y = 6p + 1": the theorem does not restate the range
// of p, so both readings are encoded.
enum class ExceptionP { positive, non_negative };

// Theorem 1 case B (m1 + m3 < 2 and m2 - m4 < 4), X = m2, Y = m4: P iff (i)-(iv).
// "p is an integer" in (iii) and (iv) ranges over every integer, so it is a congruence mod 3.
inline bool theorem1_case_b(const Counts& c, ExceptionP reading) {
  const std::int64_t m1 = c.m[0], m3 = c.m[2], x = c.m[1], y = c.m[3];
  auto mod = [](std::int64_t a, std::int64_t n) { return ((a % n) + n) % n; };
  // (i) (0,0,0,Y), Y = 0 or Y = 6p + 1 with p a positive integer.
  if (m1 == 0 && x == 0 && m3 == 0 && (y == 0 || (y >= 7 && mod(y - 1, 6) == 0))) return true;
  // (ii) (0,X,0,Y), X odd, Y = X - 3.
  if (m1 == 0 && m3 == 0 && (x & 1) && y == x - 3) return true;
  // (iii) (1,X,0,Y), Y = X + 3p - 1.
  if (m1 == 1 && m3 == 0 && mod(y - x + 1, 3) == 0) return true;
  // (iv) (0,X,1,Y), Y = X + 3p - 2, except (1) X = 0 and Y = 6p + 1, (2) X even and Y = X - 2.
  if (m1 == 0 && m3 == 1 && mod(y - x + 2, 3) == 0) {
    const std::int64_t min_y = reading == ExceptionP::positive ? 7 : 1;
    const bool exc1 = x == 0 && y >= min_y && mod(y - 1, 6) == 0;
    const bool exc2 = (x % 2 == 0) && y == x - 2;
    return !exc1 && !exc2;
  }
  return false;
}

// Theorem 1 as a whole, read as "iff" (the proof's Lemma 3 shows the remaining positions are N).
inline bool theorem1_p(const Counts& c, ExceptionP reading) {
  return theorem1_case_a(c) ? parity_rule(c) : theorem1_case_b(c, reading);
}

// ---- The same closed forms along rows of m1 (claims/row_check.hpp) ----
// A row is every position (m1, m2, m3, m4) with the key's m2, m3, m4, pass and any m1; each
// function returns the m1 where its formula holds, as intervals and parity patterns. The property
// tests compare each with its formula on every position of a small table.

// The parity rule: m1 odd when (m2, m3, m4) is (e, e, e), m1 even when it is (o, o, e).
inline RowTerms parity_rule_row(const Counts& k) {
  const auto& m = k.m;
  if (!odd(m[1]) && !odd(m[2]) && !odd(m[3])) return RowTerms{}.add(0, kNoIndexEnd, kOddIndex);
  if (odd(m[1]) && odd(m[2]) && !odd(m[3])) return RowTerms{}.add(0, kNoIndexEnd, kEvenIndex);
  return RowTerms::none();
}

// Case A: every m1 when m2 - m4 >= 4, else m1 >= 2 - m3.
inline RowTerms theorem1_case_a_row(const Counts& k) {
  if (static_cast<std::int64_t>(k.m[1]) - k.m[3] >= 4) return RowTerms::all();
  return RowTerms{}.add(k.m[2] >= 2 ? 0 : 2 - k.m[2], kNoIndexEnd);
}
// Case B, the complement: m1 < 2 - m3 when m2 - m4 < 4.
inline RowTerms theorem1_case_b_domain_row(const Counts& k) {
  if (static_cast<std::int64_t>(k.m[1]) - k.m[3] >= 4 || k.m[2] >= 2) return RowTerms::none();
  return RowTerms{}.add(0, 2 - k.m[2]);
}

}  // namespace cgcheck::nim_pass
