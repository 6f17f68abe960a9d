#pragma once
// RapidCheck generators of literal games. A generated game is a Tree (a value RapidCheck can shrink:
// fewer options, smaller subtrees), turned into an arena id with `build`.
#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include <rapidcheck.h>

#include "cgt/game.hpp"

namespace cgcheck::cgt {

struct Tree {
  std::vector<Tree> left, right;
};

inline GameId build(Arena& a, const Tree& t) {
  std::vector<GameId> l, r;
  for (const auto& x : t.left) l.push_back(build(a, x));
  for (const auto& x : t.right) r.push_back(build(a, x));
  return a.make(std::move(l), std::move(r));
}

namespace detail {
inline rc::Gen<std::vector<Tree>> options(const rc::Gen<Tree>& sub, int lo, int hi) {
  return rc::gen::mapcat(rc::gen::inRange(lo, hi + 1),
                         [sub](int n) { return rc::gen::container<std::vector<Tree>>(static_cast<std::size_t>(n), sub); });
}
}  // namespace detail

// Literal games of birthday <= b, at most 3 options a side (shrinks toward 0).
inline rc::Gen<Tree> gen_game(int b) {
  if (b <= 0) return rc::gen::just(Tree{});
  const auto sub = gen_game(b - 1);
  return rc::gen::apply([](std::vector<Tree> l, std::vector<Tree> r) { return Tree{std::move(l), std::move(r)}; },
                        detail::options(sub, 0, 3), detail::options(sub, 0, 3));
}

// Dicotic literal games of birthday <= b: 0, or both sides non-empty with dicotic options.
inline rc::Gen<Tree> gen_dicotic(int b) {
  if (b <= 0) return rc::gen::just(Tree{});
  const auto sub = gen_dicotic(b - 1);
  return rc::gen::oneOf(rc::gen::just(Tree{}),
                        rc::gen::apply([](std::vector<Tree> l, std::vector<Tree> r) { return Tree{std::move(l), std::move(r)}; },
                                       detail::options(sub, 1, 3), detail::options(sub, 1, 3)));
}

// Every literal game of birthday <= b (b <= 2: 1, 4 and 256 games), in order of birthday, then of
// the option sets as bit masks over the previous day's list: the documented size order.
inline std::vector<GameId> all_games(Arena& a, int b) {
  std::vector<GameId> games{a.zero()};
  for (int day = 1; day <= b; ++day) {
    if (games.size() > 16) throw std::logic_error("all_games: birthday <= 2 only");
    const std::vector<GameId> prev = games;
    std::vector<GameId> next;
    const std::uint32_t n = static_cast<std::uint32_t>(prev.size());
    for (std::uint32_t lm = 0; lm < (1u << n); ++lm)
      for (std::uint32_t rm = 0; rm < (1u << n); ++rm) {
        std::vector<GameId> l, r;
        for (std::uint32_t i = 0; i < n; ++i) {
          if (lm >> i & 1) l.push_back(prev[i]);
          if (rm >> i & 1) r.push_back(prev[i]);
        }
        next.push_back(a.make(l, r));
      }
    // Keep the older games first (birthday order), then the new ones.
    std::vector<GameId> ordered = prev;
    for (GameId g : next)
      if (std::find(prev.begin(), prev.end(), g) == prev.end()) ordered.push_back(g);
    games = ordered;
  }
  return games;
}

// Every canonical form born by day b (b <= 3: 1, 4, 22 and 1474 forms), in order of birthday, then
// of discovery. Day b's forms are the canonical forms of {L | R} with L and R antichains of day
// b - 1's forms (a dominated option never survives canonicalization, so other option sets give
// nothing new); literal forms are far too many past day 2, canonical ones are few.
inline std::vector<GameId> canonical_games(Arena& a, int b) {
  if (b > 3) throw std::logic_error("canonical_games: day <= 3 only");
  std::vector<GameId> games{a.zero()};
  for (int day = 1; day <= b; ++day) {
    const std::vector<GameId> prev = games;
    const std::size_t n = prev.size();
    std::vector<std::vector<GameId>> antichains;
    std::vector<GameId> cur;
    auto rec = [&](auto&& self, std::size_t i) -> void {
      if (i == n) {
        antichains.push_back(cur);
        return;
      }
      self(self, i + 1);
      for (GameId x : cur)
        if (a.le(x, prev[i]) || a.le(prev[i], x)) return;
      cur.push_back(prev[i]);
      self(self, i + 1);
      cur.pop_back();
    };
    rec(rec, 0);
    std::vector<GameId> found;
    std::vector<bool> seen(a.size() + 1, false);
    for (GameId g : prev) {
      if (g >= seen.size()) seen.resize(g + 1, false);
      seen[g] = true;
    }
    for (const auto& l : antichains)
      for (const auto& r : antichains) {
        const GameId g = a.canon(a.make(l, r));
        if (g >= seen.size()) seen.resize(std::max<std::size_t>(g + 1, seen.size() * 2), false);
        if (!seen[g]) {
          seen[g] = true;
          found.push_back(g);
        }
      }
    games.insert(games.end(), found.begin(), found.end());
  }
  return games;
}

}  // namespace cgcheck::cgt
