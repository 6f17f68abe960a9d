#pragma once
// Sums of stars and downs, q·* + Σ_{i=1}^d p_i·↓^i with counts q, p_i >= 0: the form in which the
// sequential compounds of integers and stars take their values (the form (51) of Hashimoto's paper,
// 001_9c21747cec62aaf1.txt). The counts, not only the value, are kept: a literal sum of q stars and
// p_i copies of ↓^i has a Left option for each kind of component present. Also uptimals built as
// literal sums.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include <fmt/core.h>
#include <fmt/format.h>

#include "claims/runner.hpp"
#include "papers/seqcomp/cases.hpp"
#include "games/seqcomp/seqcomp.hpp"
#include "games/seqcomp/uptimal.hpp"

namespace cgcheck::seqcomp {

struct DownSum {
  std::int64_t q = 0;
  std::vector<std::int64_t> p;  // p[i-1] is the coefficient of ↓^i; no trailing zeros
  friend bool operator==(const DownSum&, const DownSum&) = default;
};
// deg: the largest i with p_i > 0 (0 when there is none).
inline std::size_t degree(const DownSum& s) {
  std::size_t d = s.p.size();
  while (d > 0 && s.p[d - 1] == 0) --d;
  return d;
}
// The value q·* + Σ p_i ↓^i as an uptimal.
inline Uptimal as_uptimal(const DownSum& s) {
  Uptimal u;
  u.star = static_cast<int>(s.q & 1);
  for (auto v : s.p) u.b.push_back(-v);
  u.normalize();
  return u;
}

inline std::string down_str(const DownSum& s) {
  std::vector<std::string> parts;
  if (s.q) parts.push_back(fmt::format("{}*", s.q));
  for (std::size_t i = 0; i < s.p.size(); ++i)
    if (s.p[i]) parts.push_back(fmt::format("{}↓^{}", s.p[i], i + 1));
  return parts.empty() ? "0" : fmt::format("{}", fmt::join(parts, " + "));
}

// The Left options of the literal sum q·* + Σ p_i·↓^i (Definitions 8, 9): one move in one component;
// each option's value is the sum's value less the component's plus the component's Left option.
inline std::vector<std::pair<std::string, GameId>> left_options(Engine& w, const DownSum& s) {
  std::vector<std::pair<std::string, GameId>> out;
  const GameId v = w.u.game(as_uptimal(s));
  auto moves_in = [&](GameId component, const std::string& name) {
    const GameId rest = w.a.add(v, w.a.neg(component));
    for (GameId l : w.a.left(component)) out.emplace_back(name, w.a.add(rest, l));
  };
  if (s.q > 0) moves_in(w.a.star(), "*");
  for (std::size_t i = 0; i < s.p.size(); ++i)
    if (s.p[i] > 0) moves_in(w.a.neg(w.a.up_nth_literal(static_cast<std::uint32_t>(i + 1))), fmt::format("↓^{}", i + 1));
  return out;
}

// The uptimal x + c·* + Σ b_i ↑^i as the literal sum of its constructors (not via the uptimal cache).
inline GameId literal_sum(Engine& e, const Uptimal& u) {
  GameId s = e.a.number(u.x);
  if (u.star) s = e.a.sum(s, e.a.star());
  for (std::size_t i = 0; i < u.b.size(); ++i)
    if (u.b[i]) s = e.a.sum(s, e.a.multiple(e.a.up_nth(static_cast<std::uint32_t>(i + 1)), u.b[i]));
  return s;
}

// Every uptimal x + c·* + Σ_{i=1}^k b_i ↑^i with x in xs, c in {0, 1} and each b_i in lo..hi, in that
// order (not normalized).
inline std::vector<Uptimal> uptimals(std::initializer_list<Dyadic> xs, std::int64_t lo, std::int64_t hi, std::size_t k) {
  std::vector<Uptimal> us;
  for (Dyadic x : xs)
    for (int c = 0; c <= 1; ++c)
      for (auto& bs : sequences(k, lo, hi)) us.push_back(Uptimal{x, c, bs});
  return us;
}

// Every sum h = (q', p'_1, ..., p'_d) below s: q' in {0, 1} (a value depends on q only through its
// parity), d = deg(s), 0 <= p'_i <= p_i and p'_1 >= ... >= p'_d (the sequences of (53) and (54) in
// Appendix A of the paper).
template <class Visit>
void each_dominated(const DownSum& s, Visit&& visit) {
  const std::size_t d = s.p.size();
  DownSum h;
  h.p.assign(d, 0);
  auto rec = [&](auto&& self, std::size_t i, std::int64_t cap) -> void {
    if (i == d) {
      for (std::int64_t q = 0; q <= 1; ++q) {
        h.q = q;
        visit(h);
      }
      return;
    }
    for (std::int64_t v = 0; v <= std::min(cap, s.p[i]); ++v) {
      h.p[i] = v;
      self(self, i + 1, v);
    }
  };
  rec(rec, 0, INT64_MAX);
}

// The first sum h below s, in each_dominated's order, where check(h) -> Verdict fails (later sums
// are not checked).
template <class Check>
Verdict first_failure_below(const DownSum& s, Check&& check) {
  Verdict bad;
  each_dominated(s, [&](const DownSum& h) {
    if (!bad) bad = check(h);
  });
  return bad;
}

}  // namespace cgcheck::seqcomp
