#pragma once
// Closed forms from "Inset games and strategies" (003_4be60c0abf18f07e.txt). Each computes what the
// paper prints, on 64-bit two's complement (see arith.hpp); none consults a solver.
#include <algorithm>
#include <cstdint>
#include <vector>

#include "games/inset/arith.hpp"
#include "games/inset/inset.hpp"

namespace cgcheck::inset {

// φ_n(x) = ⊕_i x_i ⊕ ⊕_{i<j} (x_i|x_j) (before Theorem 3.5). Takes any list (the proofs evaluate it
// at lists that may repeat an element; then (a|a) = −1).
inline std::int64_t phi(const std::vector<std::int64_t>& x) {
  std::int64_t v = 0;
  for (std::size_t i = 0; i < x.size(); ++i) {
    v ^= x[i];
    for (std::size_t j = i + 1; j < x.size(); ++j) v ^= bar(x[i], x[j]);
  }
  return v;
}

// ψ(x) = x_1 ⊕ ... ⊕ x_n (before Theorem 4.4).
inline std::int64_t psi(const std::vector<std::int64_t>& x) {
  std::int64_t v = 0;
  for (auto a : x) v ^= a;
  return v;
}

// x^(i) = x without its i-th element.
inline std::vector<std::int64_t> without(const std::vector<std::int64_t>& x, std::size_t i) {
  std::vector<std::int64_t> y;
  y.reserve(x.size());
  for (std::size_t k = 0; k < x.size(); ++k)
    if (k != i) y.push_back(x[k]);
  return y;
}

// φ_{N,1}(x) (before Theorem 5.5): ⊕_{i=1}^{N} (−1 | φ_{N−1}(x^(i))) ⊕ φ_N(x) for |x| = N, and x_1 for
// |x| = 1. The caller passes the inset parameter N so a one-element list is read as P_1.
inline std::int64_t phi_N1(const std::vector<std::int64_t>& x, int N) {
  if (x.size() == 1 && N != 1) return x[0];
  std::int64_t v = phi(x);
  for (std::size_t i = 0; i < x.size(); ++i) v ^= bar(-1, phi(without(x, i)));
  return v;
}

// Second computation of φ_n (Remark 3.3's Young diagrams; the classical hook-length form, not printed
// in the paper): read x as a β-set, so each cell is a pair (x_j, y) with y < x_j, y ∉ x and hook length
// x_j − y; then φ_n(x) = ⊕ over the cells of N(hook length). For one element it telescopes to x_1.
inline std::int64_t phi_hook(const Set& x) {
  std::int64_t v = 0;
  for (auto xj : x)
    for (std::int64_t y = 0; y < xj; ++y)
      if (!std::binary_search(x.begin(), x.end(), y)) v ^= nimN(xj - y);
  return v;
}

}  // namespace cgcheck::inset
