#pragma once
// Options of a large position by value, from a value function alone. A Sato–Welter move replaces
// x_i by y; a value function built from ⊕ and N (arith.hpp) is, as a function of y, causal, so
// `preimages` finds every y in 64-bit range with the value h, and the valid ones (0 <= y < x_i,
// y ∉ x) are the options of value h. This counts options exactly without listing the ~2^40 of them,
// which is how the claims test a formula for the Sprague–Grundy function beyond the tables: it is
// mex-consistent (every smaller value is an option's, its own value none's).
#include <algorithm>
#include <cstdint>
#include <functional>
#include <set>
#include <vector>

#include <fmt/core.h>

#include "core/hash.hpp"
#include "claims/runner.hpp"
#include "games/inset/arith.hpp"
#include "games/inset/inset.hpp"

namespace cgcheck::inset {

using SetValue = std::function<std::int64_t(const std::vector<std::int64_t>&)>;

inline std::uint64_t sw_options_with_value(const Set& x, const SetValue& F, std::int64_t h) {
  std::uint64_t count = 0;
  for (std::size_t i = 0; i < x.size(); ++i) {
    std::vector<std::int64_t> v = x;
    auto g = [&](std::int64_t y) {
      v[i] = y;
      return F(v);
    };
    for (auto y : preimages(g, h))
      if (y >= 0 && y < x[i] && !std::binary_search(x.begin(), x.end(), y)) ++count;
  }
  return count;
}

// Turning turtles: the Sato–Welter moves and the deletions of two elements.
inline std::uint64_t tt_options_with_value(const Set& x, const SetValue& F, std::int64_t h) {
  std::uint64_t c = sw_options_with_value(x, F, h);
  std::vector<Set> deleted;
  pair_deletions(x, deleted);
  for (const auto& y : deleted)
    if (F(y) == h) ++c;
  return c;
}

// The inset game: Nim moves of a singleton {x_1} -> {y} (with F({y}) = y, as φ_{N,1} has), or the
// Sato–Welter moves of an N-set and x -> {x_i}.
inline std::uint64_t inset_options_with_value(const Set& x, const SetValue& F, std::int64_t h) {
  if (x.size() == 1) return (h >= 0 && h < x[0]) ? 1 : 0;
  std::uint64_t c = sw_options_with_value(x, F, h);
  for (auto xi : x)
    if (F({xi}) == h) ++c;
  return c;
}

// Sampled values h for a position of value v: 0..15, v - 1, v, v + 1, random h below and above v,
// and the position's own elements (the values of the inset singleton options).
inline std::vector<std::int64_t> sample_h(std::int64_t v, const Set& x) {
  std::set<std::int64_t> hs;
  for (std::int64_t h = 0; h < 16; ++h) hs.insert(h);
  for (auto d : {-1, 0, 1})
    if (v + d >= 0) hs.insert(v + d);
  auto s = static_cast<std::uint64_t>(hash_range(x));
  for (int k = 0; k < 6; ++k) {
    s = mix64(s);
    if (v > 0) hs.insert(static_cast<std::int64_t>(s % static_cast<std::uint64_t>(v)));
    s = mix64(s);
    hs.insert(v + 1 + static_cast<std::int64_t>(s % (std::uint64_t{1} << 41)));
  }
  for (auto e : x) hs.insert(e);
  return {hs.begin(), hs.end()};
}

// The integers lo, lo + 1, ..., hi - 1.
inline std::vector<std::int64_t> integers(std::int64_t lo, std::int64_t hi) {
  std::vector<std::int64_t> ts;
  for (std::int64_t t = lo; t < hi; ++t) ts.push_back(t);
  return ts;
}

// `count` integers in -2^39..2^39, the same for the same seed (a linear congruential sequence from
// it): values to evaluate a large position's functions at.
inline std::vector<std::int64_t> sampled_elements(std::int64_t seed, int count) {
  std::vector<std::int64_t> ts;
  std::uint64_t h = 0x9e3779b97f4a7c15ULL ^ static_cast<std::uint64_t>(seed);
  for (int i = 0; i < count; ++i) {
    h = h * 6364136223846793005ULL + 1442695040888963407ULL;
    ts.push_back(static_cast<std::int64_t>(h >> 24) - (std::int64_t{1} << 39));
  }
  return ts;
}

// Mex-consistency of the value v at x: every sampled h < v is the value of some option (count(h) >
// 0), and no option has the value v.
inline Verdict mex_consistent(std::int64_t v, const Set& x, const std::function<std::uint64_t(std::int64_t)>& count) {
  if (v < 0) return mismatch("value >= 0", fmt::format("{}", v));
  for (auto h : sample_h(v, x)) {
    if (h > v) continue;
    const std::uint64_t c = count(h);
    if (h < v && c == 0) return Mismatch{fmt::format("an option of value {}", h), "none", "value below the formula missing"};
    if (h == v && c != 0)
      return Mismatch{fmt::format("no option of value {}", h), fmt::format("{} options", c), "option with the formula's value"};
  }
  return std::nullopt;
}

}  // namespace cgcheck::inset
