#pragma once
// Closed forms from Miyadera, Manabe and Lee, "A variant of game of sliding coins"
// (002_0f159814ba9bf8e5.txt): the sets G_{n,1}, G_{n,2}, G_{n,3} of Definition 3.1, written twice (a
// membership test and an enumeration by the parameter a), the explicit table of Lemma 1 and the
// families of Lemma 2. None of them consults a solver. Coordinates are 64-bit so the Lemmas can be
// checked far beyond any table.
#include <cstdint>

namespace cgcheck::sliding_coins::formula {

using i64 = std::int64_t;

inline i64 mod(i64 a, i64 n) { return ((a % n) + n) % n; }
inline i64 half_up(i64 a) { return (a + 1) / 2; }  // floor((a + 1) / 2) for a >= 0

// ---- Definition 3.1, as a membership test ----
// (i) G_{n,1} = {(a + 2(n-2)/3, a + 4(n-2)/3 + 2) : a >= 0} when n = 2 (mod 3), else empty.
inline bool in_G1(i64 n, i64 x, i64 y) {
  if (n < 1 || mod(n, 3) != 2) return false;
  const i64 a = x - 2 * (n - 2) / 3;
  return a >= 0 && y == a + 4 * (n - 2) / 3 + 2;
}
// (ii) G_{n,2} = {(a, n + floor((a+1)/2)) : a >= 0, a + floor((a+1)/2) + 1 <= n, floor(a/2) = n (mod 2)}.
inline bool in_G2(i64 n, i64 x, i64 y) {
  return n >= 1 && x >= 0 && y == n + half_up(x) && x + half_up(x) + 1 <= n && mod(x / 2, 2) == mod(n, 2);
}
// (iii) G_{n,3} = {(a, n - floor((a+1)/2)) : a >= 0, a + floor((a+1)/2) + 1 <= n, floor(a/2) = n+1 (mod 2)}.
inline bool in_G3(i64 n, i64 x, i64 y) {
  return n >= 1 && x >= 0 && y == n - half_up(x) && x + half_up(x) + 1 <= n && mod(x / 2, 2) == mod(n + 1, 2);
}
inline bool in_G(i64 n, int j, i64 x, i64 y) {
  return j == 1 ? in_G1(n, x, y) : j == 2 ? in_G2(n, x, y) : in_G3(n, x, y);
}

// Every (n, j) with (x, y) in G_{n,j}. Each set's defining equation fixes n given (x, y) (G_{n,1}:
// y - x = 2(n-2)/3 + 2; G_{n,2}: n = y - floor((x+1)/2); G_{n,3}: n = y + floor((x+1)/2)), so solving it
// gives the only candidate, and the membership test above decides. At most three members.
struct Member {
  i64 n;
  int j;
};
struct Members {
  Member m[3];
  int count = 0;
};
inline Members members(i64 x, i64 y) {
  Members out;
  const i64 d = y - x - 2;
  if (d >= 0 && d % 2 == 0 && in_G1(3 * (d / 2) + 2, x, y)) out.m[out.count++] = {3 * (d / 2) + 2, 1};
  if (in_G2(y - half_up(x), x, y)) out.m[out.count++] = {y - half_up(x), 2};
  if (in_G3(y + half_up(x), x, y)) out.m[out.count++] = {y + half_up(x), 3};
  return out;
}

// The value Definition 3.1 gives (x, y): the n of the sets containing it when they agree, else -1.
inline i64 value(i64 x, i64 y) {
  const auto ms = members(x, y);
  if (ms.count == 0) return -1;
  for (int i = 1; i < ms.count; ++i)
    if (ms.m[i].n != ms.m[0].n) return -1;
  return ms.m[0].n;
}

// ---- Definition 3.1, as an enumeration: visit(x, y) for every element of G_{n,j} with y <= max_y,
// in increasing order of the parameter a ----
template <class Visit>
void for_each_in_G(i64 n, int j, i64 max_y, Visit&& visit) {
  if (n < 1) return;
  if (j == 1) {
    if (mod(n, 3) != 2) return;
    for (i64 a = 0; a + 4 * (n - 2) / 3 + 2 <= max_y; ++a) visit(a + 2 * (n - 2) / 3, a + 4 * (n - 2) / 3 + 2);
    return;
  }
  for (i64 a = 0; a + half_up(a) + 1 <= n; ++a) {
    if (mod(a / 2, 2) != mod(j == 2 ? n : n + 1, 2)) continue;
    const i64 y = j == 2 ? n + half_up(a) : n - half_up(a);
    if (y <= max_y) visit(a, y);
  }
}

// ---- Lemma 1: the same sets written out for each residue of n mod 6 ----
// visit(x, y) for every element of Lemma 1's G_{n,j} with y <= max_y, as printed: n = 6m + r, and each
// family {(4t + c0, 6m +- 2t + d0) : t >= 0, 6t <= 6m + e} or {(a + p, a + q) : a >= 0}.
// With `corrected`, the second family of G_{n,2} in case (i) has 6t <= 6m - 1 (what Definition 3.1's
// condition a + floor((a+1)/2) + 1 <= n gives for a = 4t + 1) instead of the printed 6t <= 6m + 2.
template <class Visit>
void for_each_in_lemma1(i64 n, int j, i64 max_y, Visit&& visit, bool corrected = false) {
  if (n < 0) return;
  const i64 m = n / 6, r = n % 6;
  // {(4t + c0, 6m + s*2t + d0) : 6t <= 6m + e}, s = +1 or -1.
  auto family = [&](i64 c0, int s, i64 d0, i64 e) {
    for (i64 t = 0; 6 * t <= 6 * m + e; ++t) {
      const i64 y = 6 * m + s * 2 * t + d0;
      if (y <= max_y) visit(4 * t + c0, y);
    }
  };
  auto line = [&](i64 p, i64 q) {  // {(a + p, a + q) : a >= 0}
    for (i64 a = 0; a + q <= max_y; ++a) visit(a + p, a + q);
  };
  switch (r) {
    case 2:  // (i) n = 6m + 2: (5), (6), (7)
      if (j == 1) line(4 * m, 8 * m + 2);
      if (j == 2) { family(0, +1, 2, 4); family(1, +1, 3, corrected ? -1 : 2); }
      if (j == 3) { family(2, -1, 1, -1); family(3, -1, 0, -3); }
      break;
    case 5:  // (ii) n = 6m + 5: (8), (9), (10)
      if (j == 1) line(4 * m + 2, 8 * m + 6);
      if (j == 2) { family(2, +1, 6, 1); family(3, +1, 7, -1); }
      if (j == 3) { family(0, -1, 5, 4); family(1, -1, 4, 2); }
      break;
    case 0:  // (iii) n = 6m: (11), (12), (13)
      if (j == 2) { family(0, +1, 0, -1); family(1, +1, 1, -3); }
      if (j == 3) { family(2, -1, -1, -4); family(3, -1, -2, -6); }
      break;
    case 1:  // (iv) n = 6m + 1: (14), (15), (16)
      if (j == 2) { family(2, +1, 2, -3); family(3, +1, 3, -5); }
      if (j == 3) { family(0, -1, 1, 0); family(1, -1, 0, -2); }
      break;
    case 3:  // (v) n = 6m + 3: (17), (18), (19)
      if (j == 2) { family(2, +1, 4, -1); family(3, +1, 5, -3); }
      if (j == 3) { family(0, -1, 3, 2); family(1, -1, 2, 0); }
      break;
    case 4:  // (vi) n = 6m + 4: (20), (21), (22)
      if (j == 2) { family(0, +1, 4, 3); family(1, +1, 5, 1); }
      if (j == 3) { family(2, -1, 3, 0); family(3, -1, 2, -2); }
      break;
    default: break;
  }
}

// ---- Lemma 2: four families said to lie in G_{n,3} ----
struct Lemma2Point {
  i64 n, x, y;
};
// Family k = 0..3 of Lemma 2 at parameter m: (i) (4m-1, 4m) with n = 6m; (ii) (4m, 4m+1), n = 6m+1;
// (iii) (4m+1, 4m+2), n = 6m+3; (iv) (4m+2, 4m+3), n = 6m+4.
inline Lemma2Point lemma2(int k, i64 m) {
  switch (k) {
    case 0: return {6 * m, 4 * m - 1, 4 * m};
    case 1: return {6 * m + 1, 4 * m, 4 * m + 1};
    case 2: return {6 * m + 3, 4 * m + 1, 4 * m + 2};
    default: return {6 * m + 4, 4 * m + 2, 4 * m + 3};
  }
}

}  // namespace cgcheck::sliding_coins::formula
