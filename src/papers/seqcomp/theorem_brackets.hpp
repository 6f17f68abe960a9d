#pragma once
// The positions of Theorems 5 and 7 and of the proof of Theorem 7 (Appendix A) of "The Game Value of
// Sequential Compounds of Integers and Stars", K. Hashimoto (001_9c21747cec62aaf1.txt): chains of ±1
// ending in m, and a sequence (a_n, ..., a_0) with a game J under one of the conditions (a)-(c), walked
// in parallel with an engine per worker.
#include <algorithm>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include <fmt/core.h>
#include <fmt/format.h>

#include "claims/check_kinds.hpp"
#include "papers/seqcomp/cases.hpp"
#include "games/seqcomp/domains.hpp"
#include "games/seqcomp/seqcomp.hpp"
#include "games/seqcomp/uptimal.hpp"

namespace cgcheck::seqcomp {

// Theorem 7's conditions on J: (a) J ≅ 0, (b) J ≅ *, (c) J = c* + Σ_{i=1}^k b_i ↓^i < 0.
enum class Theorem7Case { a, b, c };

inline std::string seq_str(const std::vector<std::int64_t>& a) {  // a_n, ..., a_0 as printed in brackets
  return fmt::format("[{}]", fmt::join(a.rbegin(), a.rend(), ","));
}

// Theorem 7's cases: every (a_n, ..., a_0) with 0 <= a_i <= max_a (3 unless a claim needs fewer),
// n <= bound, under the case's condition, and in case (c) every J = c* + Σ b_i ↓^i (c in {0,1},
// k <= 3, 3 >= b_1 >= ... >= b_k >= 1) with J < 0 ((a): J = 0, (b): J = *). A case's key is its
// place in that order. The compound is built from a_0 outward, so sequences with the same a_0, a_1
// share their subgames and others hardly any: one work item each (every n >= 1), and one for n = 0,
// keep each worker's memo to its own items' games instead of a copy of everything.
struct Brackets : OnEngines {
  struct Position {
    std::vector<std::int64_t> a;
    Uptimal j;
    std::uint64_t index;
  };
  Theorem7Case which;
  std::int64_t max_a = 3;

  std::string range(std::uint64_t b) const {
    const char* c = which == Theorem7Case::a ? "(a)" : which == Theorem7Case::b ? "(b)" : "(c)";
    return fmt::format("case {}: a_i in 0..{}, n <= {}", c, max_a, b);
  }
  std::string describe() const {
    const char* j = which == Theorem7Case::a   ? "(a) J = 0"
                    : which == Theorem7Case::b ? "(b) J = *"
                                               : "(c) J = c* + Σ b_i↓^i < 0 (c in {0,1}, k <= 3, 3 >= b_1 >= ... >= b_k >= 1)";
    return fmt::format("Theorem 7's case {}: 0 <= a_i <= {}, n <= bound", j, max_a);
  }
  std::string print(const Position& t) const {
    return t.j.b.empty() && !t.j.star ? seq_str(t.a) : fmt::format("{} → ({})", seq_str(t.a), print_uptimal(t.j));
  }
  std::uint64_t key(const Position& t) const { return t.index; }
  std::vector<std::vector<Position>> items(std::uint64_t b) const {
    check_bound(b, 6, "n");
    std::vector<Uptimal> js;
    Engine e;
    if (which != Theorem7Case::c) js.push_back(Uptimal{});
    for (int c = 0; c <= 1 && which == Theorem7Case::c; ++c)
      for (std::size_t k = 1; k <= 3; ++k)
        for (auto& d : sequences(k, 1, 3)) {
          Uptimal j{{}, c, {}};
          for (auto v : d) j.b.push_back(-v);
          if (std::is_sorted(d.rbegin(), d.rend()) && e.a.lt(e.u.game(j), 0)) js.push_back(j);
        }
    std::map<std::pair<std::int64_t, std::int64_t>, std::vector<Position>> groups;
    std::uint64_t i = 0;
    for (std::uint64_t n = 0; n <= b; ++n)
      for (auto& a : sequences(n + 1, 0, max_a)) {
        if (which == Theorem7Case::a && a[0] < 1) continue;
        if (which == Theorem7Case::b && (n < 1 || a[0] != 0)) continue;
        auto& group = groups[n == 0 ? std::pair<std::int64_t, std::int64_t>{-1, -1} : std::pair{a[0], a[1]}];
        for (const Uptimal& j : js) group.push_back({a, j, i++});
      }
    std::vector<std::vector<Position>> items;
    for (auto& [key, members] : groups) items.push_back(std::move(members));
    return items;
  }
  std::uint64_t item_positions(std::uint64_t, const std::vector<Position>& item) const { return item.size(); }
  template <class Visit>
  void each_in(std::uint64_t, const std::vector<Position>& item, Visit&& visit) const {
    for (const Position& t : item) visit(t);
  }
};

// Theorem 5's chain a_n → ... → a_1 → a_0 → m, written left to right (a_n first), a[i] = a_i.
inline Chain theorem5_chain(const std::vector<std::int64_t>& a, std::int64_t m) {
  Chain c;
  for (std::size_t i = a.size(); i-- > 0;) c.push_back(num(a[i]));
  c.push_back(num(m));
  return c;
}

// Theorem 5's chains a_n→…→a_1→a_0→m: a_n, ..., a_2 every sign pattern, a_1 = -1, a_0 = 1 (n = 0: a_0
// only), m in 0..8 and a few large m up to the engine's limit for one integer component
// (kMaxInteger = 1000: its literal form {m-1 | } is a path of m games); bound = largest n.
inline constexpr std::int64_t kTheorem5Ms[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 16, 64, 256, kMaxInteger};
struct Theorem5Chains : OnEngines {
  struct Position {
    std::vector<std::int64_t> a;
    std::int64_t m;
  };
  std::string range(std::uint64_t b) const {
    return fmt::format("n <= {}, every sign pattern, m in 0..8, 16, 64, 256, {}", b, kMaxInteger);
  }
  std::string describe() const {
    return fmt::format("every (a_n, ..., a_2) in {{±1}}^(n-1) for 0 <= n <= bound (n = 0: the chain 1→m); m in 0..8, 16, "
                       "64, 256 and {} (the engine's limit for one integer component, whose literal form {{m-1 | }} is a "
                       "path of m games)",
                       kMaxInteger);
  }
  std::string print(const Position& c) const { return print_chain(theorem5_chain(c.a, c.m)); }
  template <class Visit>
  void each(RunContext&, std::uint64_t b, Visit&& visit) const {
    check_bound(b, 24, "n");
    for (std::uint64_t n = 0; n <= b; ++n)
      for (std::int64_t m : kTheorem5Ms) {
        if (n == 0) visit(Position{{1}, m});
        for (std::uint64_t mask = 0; n > 0 && mask < (std::uint64_t{1} << (n - 1)); ++mask) {
          std::vector<std::int64_t> a{1, -1};
          for (std::uint64_t i = 2; i <= n; ++i) a.push_back((mask >> (i - 2)) & 1 ? 1 : -1);
          visit(Position{a, m});
        }
      }
  }
};

// Theorem 7's three cases as a claim's domain, walked in turn: (a), (b), then (c); bound = n.
inline auto theorem7_cases(std::int64_t max_a = 3) {
  return in_turn(Brackets{{}, Theorem7Case::a, max_a}, Brackets{{}, Theorem7Case::b, max_a},
                 Brackets{{}, Theorem7Case::c, max_a});
}
// The same narrowed by pred(which) (a domain restriction the claim's text states, in `words`).
template <class Pred>
auto theorem7_cases_where(Pred pred, const std::string& words) {
  return in_turn(where(Brackets{{}, Theorem7Case::a}, pred(Theorem7Case::a), words),
                 where(Brackets{{}, Theorem7Case::b}, pred(Theorem7Case::b), words),
                 where(Brackets{{}, Theorem7Case::c}, pred(Theorem7Case::c), words));
}
// Each case checked by a property on its own domain: make(which) returns the verdict (position,
// engines) -> Verdict.
template <class Make>
auto in_each_case(Make make) {
  return OnDomain{[make](const auto& turn) {
    return phases(property(std::get<0>(turn.parts), make(Theorem7Case::a)),
                  property(std::get<1>(turn.parts), make(Theorem7Case::b)),
                  property(std::get<2>(turn.parts), make(Theorem7Case::c)));
  }};
}
// make(which) from a check of one position of a case with the run's engine: check(which, position,
// engine) -> Verdict.
template <class Check>
auto per_case(Check check) {
  return [check](Theorem7Case which) {
    return [check, which](const Brackets::Position& t, const Engines& engines) -> Verdict {
      return check(which, t, engines.get());
    };
  };
}

}  // namespace cgcheck::seqcomp
