#pragma once
// The positions of Theorem 7 and of its proof (Appendix A) of "The Game Value of Sequential Compounds
// of Integers and Stars", K. Hashimoto (001_9c21747cec62aaf1.txt): a sequence (a_n, ..., a_0) and a
// game J under one of the conditions (a)-(c), walked in parallel with an engine per worker.
#include <algorithm>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include <fmt/core.h>
#include <fmt/format.h>

#include "games/seqcomp/cases.hpp"
#include "games/seqcomp/domains.hpp"
#include "papers/seqcomp/formulas.hpp"

namespace cgcheck::seqcomp {

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

// J of a case, in the engine's arena (canonical).
inline GameId bracket_j(Engine& w, Theorem7Case which, const Brackets::Position& t) {
  return which == Theorem7Case::a ? w.a.zero() : which == Theorem7Case::b ? w.a.star() : w.u.game(t.j);
}
// [a_n, ..., a_0]→J
inline GameId bracket_value(Engine& w, Theorem7Case which, const Brackets::Position& t) {
  return w.a.canon(w.c.seq(w.c.chain(bracket(t.a)), bracket_j(w, which, t)));
}

}  // namespace cgcheck::seqcomp
