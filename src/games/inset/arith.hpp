#pragma once
// Two's-complement arithmetic on Z as "Inset games and strategies" (003_4be60c0abf18f07e.txt, §2.2,
// §2.3) uses it: integers as infinite bit strings, ⊕ = XOR, N(a) = a ⊕ (a − 1), (a|b) = N(a ⊕ b),
// and animating functions f(x) = x ⊕ ⊕_i (x|α_i) ⊕ β.
//
// All arithmetic is done on std::uint64_t and converted back: that is arithmetic modulo 2^64, which
// equals arithmetic on Z for every result that fits in 64 signed bits, and has no undefined
// behaviour on overflow. N and (·|·) use only XOR and a - 1, so bit k of N(a) depends only on bits
// 0..k of a ("causal"); the preimage search below relies on exactly that.
#include <algorithm>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <vector>

namespace cgcheck::inset {

inline std::int64_t wrap(std::uint64_t u) { return static_cast<std::int64_t>(u); }
inline std::uint64_t bits(std::int64_t a) { return static_cast<std::uint64_t>(a); }

// N(a) = a ⊕ (a − 1); N(0) = −1.
inline std::int64_t nimN(std::int64_t a) { return wrap(bits(a) ^ (bits(a) - 1)); }

// (a|b) = N(a ⊕ b).
inline std::int64_t bar(std::int64_t a, std::int64_t b) { return nimN(a ^ b); }

// An animating function in the normal form (2.1): f(x) = x ⊕ ⊕_i (x|α_i) ⊕ β.
struct Animating {
  std::vector<std::int64_t> alpha;
  std::int64_t beta = 0;

  std::int64_t operator()(std::int64_t x) const {
    std::int64_t v = x ^ beta;
    for (auto a : alpha) v ^= bar(x, a);
    return v;
  }

  // Repeated α's cancel in pairs ((x|a) ⊕ (x|a) = 0); sorting also makes the form comparable.
  void normalise() {
    std::sort(alpha.begin(), alpha.end());
    std::vector<std::int64_t> out;
    for (std::size_t i = 0; i < alpha.size();) {
      std::size_t j = i;
      while (j < alpha.size() && alpha[j] == alpha[i]) ++j;
      if ((j - i) % 2 == 1) out.push_back(alpha[i]);
      i = j;
    }
    alpha = std::move(out);
  }
};

// Lemma 2.8 (3) as printed: f⁻¹(y) = y ⊕ ⊕_i (y | f(α_i)) ⊕ β.
inline Animating inverse_by_lemma_2_8(const Animating& f) {
  Animating g;
  g.beta = f.beta;
  for (auto a : f.alpha) g.alpha.push_back(f(a));
  g.normalise();
  return g;
}

// The elementary animating maps of §2.3 in the normal form: x ⊕ a has no α; x + b is, by
// Lemma 2.7 (5) with c = −b, x ⊕ ⊕_{h=0}^{c−1} (x|h) (c > 0) or x ⊕ ⊕_{h=c}^{−1} (x|h) (c < 0).
inline Animating xor_map(std::int64_t a) { return Animating{{}, a}; }
inline Animating add_map(std::int64_t b) {
  Animating f;
  const std::int64_t c = -b;
  if (c > 0)
    for (std::int64_t h = 0; h < c; ++h) f.alpha.push_back(h);
  else
    for (std::int64_t h = c; h < 0; ++h) f.alpha.push_back(h);
  return f;
}

// f ∘ g in the normal form: f(g(x)) = g(x) ⊕ ⊕_i (g(x)|α_i) ⊕ β_f, and by Lemma 2.8 (2) applied to g,
// (g(x)|α_i) = (x|g⁻¹(α_i)) with g⁻¹ from Lemma 2.8 (3); so α' = α_g ∪ g⁻¹(α_f), β' = β_f ⊕ β_g.
// Whether the result equals f(g(x)) is what the Lemma 2.8 (1) claim checks.
inline Animating compose(const Animating& f, const Animating& g) {
  const Animating ginv = inverse_by_lemma_2_8(g);
  Animating h;
  h.alpha = g.alpha;
  for (auto a : f.alpha) h.alpha.push_back(ginv(a));
  h.beta = f.beta ^ g.beta;
  h.normalise();
  return h;
}

// Every y (as a 64-bit integer, i.e. modulo 2^64) with g(y) = h, for a causal g (bit k of g(y)
// depends only on bits 0..k of y, true of every function built from ⊕ and N). The residues of y
// modulo 2^(k+1) with g(y) ≡ h are lifts of those modulo 2^k, so a bit-by-bit search finds them all;
// for an animating g exactly one lift survives at each bit. Throws if more than `cap` survive.
inline std::vector<std::int64_t> preimages(const std::function<std::int64_t(std::int64_t)>& g, std::int64_t h,
                                           std::size_t cap = 64) {
  std::vector<std::uint64_t> cur{0};
  for (int k = 0; k < 64; ++k) {
    const std::uint64_t bit = std::uint64_t{1} << k;
    const std::uint64_t mask = k == 63 ? ~std::uint64_t{0} : (bit << 1) - 1;
    std::vector<std::uint64_t> next;
    for (auto y : cur)
      for (auto c : {y, y | bit})
        if (((bits(g(wrap(c))) ^ bits(h)) & mask) == 0) next.push_back(c);
    if (next.size() > cap) throw std::runtime_error("preimage search: too many residues (function not animating)");
    cur = std::move(next);
    if (cur.empty()) break;
  }
  std::vector<std::int64_t> out;
  for (auto y : cur) out.push_back(wrap(y));
  return out;
}

}  // namespace cgcheck::inset
