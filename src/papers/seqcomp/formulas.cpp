#include "papers/seqcomp/formulas.hpp"

namespace cgcheck::seqcomp {

Dyadic theorem5(const std::vector<std::int64_t>& a, std::int64_t m) {
  Dyadic v = Dyadic::integer(m);
  for (std::size_t i = 0; i < a.size(); ++i) v = v + Dyadic::make(a[i], static_cast<std::int32_t>(i));
  return v;
}

Chain bracket(const std::vector<std::int64_t>& a) {
  Chain c;
  for (std::size_t i = a.size(); i-- > 0;) {
    c.push_back(num(a[i]));
    if (i > 0) c.push_back(num(-1));
  }
  c.push_back(star());
  return c;
}

Chain bracket_ones(const std::vector<std::int64_t>& a) {
  Chain c;
  for (std::size_t i = a.size(); i-- > 0;) {
    for (std::int64_t k = 0; k < a[i]; ++k) c.push_back(num(1));
    if (i > 0) c.push_back(num(-1));
  }
  c.push_back(star());
  return c;
}

DownSum bracket_sum(const std::vector<std::int64_t>& a, Theorem7Case which, const Uptimal& j) {
  const std::size_t n = a.size() - 1;
  std::vector<std::int64_t> S(n + 2, 0);  // S[i] = Σ_{j=i}^n a_j
  for (std::size_t i = n + 1; i-- > 0;) S[i] = S[i + 1] + a[i];
  DownSum s;
  auto put = [&](std::size_t power, std::int64_t v) {
    if (s.p.size() < power) s.p.resize(power, 0);
    s.p[power - 1] += v;
  };
  switch (which) {
    case Theorem7Case::a:  // (1 + Σ_0^n a_i)* + Σ_{i=0}^n (1 + S_i) ↓^{i+1} - ↓
      s.q = 1 + S[0];
      for (std::size_t i = 0; i <= n; ++i) put(i + 1, 1 + S[i]);
      put(1, -1);
      break;
    case Theorem7Case::b:  // (Σ_1^n a_i)* + Σ_{i=1}^n (1 + S_i) ↓^i
      s.q = S[1];
      for (std::size_t i = 1; i <= n; ++i) put(i, 1 + S[i]);
      break;
    case Theorem7Case::c: {  // J + (1 + S_0)* + Σ_{i=1}^k (1 + S_0) ↓^i + Σ_{i=1}^n (1 + S_i) ↓^{k+i}
      Uptimal jj = j;
      jj.normalize();
      const std::size_t k = jj.b.size();
      s.q = jj.star + 1 + S[0];
      for (std::size_t i = 1; i <= k; ++i) put(i, -jj.b[i - 1] + 1 + S[0]);
      for (std::size_t i = 1; i <= n; ++i) put(k + i, 1 + S[i]);
      break;
    }
  }
  s.p.resize(degree(s));
  return s;
}

Uptimal theorem7(const std::vector<std::int64_t>& a, Theorem7Case which, const Uptimal& j) {
  Uptimal u = as_uptimal(bracket_sum(a, which, j));
  if (which == Theorem7Case::c) {
    Uptimal jj = j;
    jj.normalize();
    u.x = jj.x;  // J = c* + Σ b_i ↓^i has no number part; kept for a J given with one
  }
  return u;
}

Dyadic pm_chain_value(const std::vector<int>& s0) {
  if (s0.empty()) return Dyadic{};
  std::vector<int> s = s0;
  const bool flip = s.back() < 0;  // -(G→H) ≅ (-G)→(-H) (Lemma 3 (iii))
  if (flip)
    for (auto& v : s) v = -v;
  std::size_t t = 0;  // trailing run of 1s
  while (t < s.size() && s[s.size() - 1 - t] == 1) ++t;
  Dyadic v;
  if (t == s.size()) {
    v = Dyadic::integer(static_cast<std::int64_t>(t));  // Theorem 4
  } else {
    // a_0 = the first 1 of the trailing run, m = the other t - 1 ones, a_1 = -1, then leftward.
    std::vector<std::int64_t> a{1};
    for (std::size_t i = s.size() - t; i-- > 0;) a.push_back(s[i]);
    v = theorem5(a, static_cast<std::int64_t>(t) - 1);
  }
  return flip ? -v : v;
}

Uptimal algorithm(const Chain& c) {
  // Components as ±1 (Theorem 4; 0 is the empty chain), stars as 0.
  std::vector<int> s;
  for (const Token& t : c) {
    if (t.star) {
      s.push_back(0);
    } else {
      for (std::int64_t k = 0; k < (t.n < 0 ? -t.n : t.n); ++k) s.push_back(t.n > 0 ? 1 : -1);
    }
  }
  std::size_t p = s.size();  // rightmost star
  for (std::size_t i = s.size(); i-- > 0;)
    if (s[i] == 0) {
      p = i;
      break;
    }
  Uptimal u;
  if (p == s.size()) {  // no star: a number
    u.x = pm_chain_value(s);
    return u;
  }
  const Dyadic x = pm_chain_value(std::vector<int>(s.begin() + static_cast<std::ptrdiff_t>(p) + 1, s.end()));
  std::vector<int> pre(s.begin(), s.begin() + static_cast<std::ptrdiff_t>(p) + 1);
  // Trailing stars: remove two while three or more remain (Theorem 6 (ii)).
  std::size_t r = 0;
  while (r < pre.size() && pre[pre.size() - 1 - r] == 0) ++r;
  while (r >= 3) {
    pre.resize(pre.size() - 2);
    r -= 2;
  }
  if (r == pre.size()) {  // only stars: * or * → * = 0
    u.star = r == 1 ? 1 : 0;
    u.x = x;
    return u;
  }
  const int before = pre[pre.size() - 1 - r];
  // Form (26) is 1 → *, form (27) is (-1) → * → *; the others are their negatives.
  const bool flip = (r == 1) ? before < 0 : before > 0;
  if (flip)
    for (auto& v : pre) v = -v;
  u.b = {-1};  // eq. (37): 1 → * = (-1) → * → * = ↓ = -0.1
  for (std::size_t i = pre.size() - 1 - r; i-- > 0;) {
    if (pre[i] == 0 || pre[i] == 1) {  // eqs. (38), (39): c + 1, every ↓ digit + 1
      u.star ^= 1;
      for (auto& v : u.b) v -= 1;
    } else {  // eq. (40): append ↓^{k+1}
      u.b.push_back(-1);
    }
  }
  if (flip) {
    for (auto& v : u.b) v = -v;  // -(*) = *
  }
  u.x = x;
  u.normalize();
  return u;
}

}  // namespace cgcheck::seqcomp
