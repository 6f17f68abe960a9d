#pragma once
// Values x + c·* + Σ b_i ↑^i (the "uptimals" of the paper) as tuples, their text notation, and the
// canonical games they stand for, built in an engine's arena.
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/game.hpp"

namespace cgcheck::seqcomp {

using cgt::Arena;
using cgt::Dyadic;
using cgt::GameId;

// x + star·* + Σ_i b[i-1]·↑^i (star in {0,1}; a ↓^i coefficient d is b = -d). Trailing zero
// coefficients are trimmed, so equal tuples mean equal values (Proposition 12).
struct Uptimal {
  Dyadic x;
  int star = 0;
  std::vector<std::int64_t> b;
  void normalize() {
    star &= 1;
    while (!b.empty() && b.back() == 0) b.pop_back();
  }
  friend bool operator==(const Uptimal&, const Uptimal&) = default;
  friend auto operator<=>(const Uptimal& p, const Uptimal& q) {
    if (auto c = p.x <=> q.x; c != 0) return c;
    if (auto c = p.star <=> q.star; c != 0) return c;
    return p.b <=> q.b;
  }
};

// The paper's uptimal notation: "-0.4333+*", "0.43331+*+1/4", "-0.3321-1/16", "57/16", "*", "0".
// Digits >= 10 or of mixed sign are written in parentheses: "0.1(-2)(12)".
std::string print_uptimal(const Uptimal& u);
// Reads that notation back (for the transcribed tables). Throws InputError.
Uptimal parse_uptimal(std::string_view text);

// Builds canonical games for uptimal values, memoized.
class UptimalGames {
 public:
  explicit UptimalGames(Arena& a) : a_(a) {}
  GameId game(const Uptimal& u);

 private:
  Arena& a_;
  std::map<Uptimal, GameId> cache_;
};

}  // namespace cgcheck::seqcomp
