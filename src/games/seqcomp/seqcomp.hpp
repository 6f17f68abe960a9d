#pragma once
// Sequential compounds (Definition 11 of 001_9c21747cec62aaf1.txt, after Stromquist–Ullman), Stewart's
// variant (eq. (11)) and the ordinal sum, built as literal games in a cgt::Arena; and the game
// `seqcomp`: a chain G1 → G2 → ... → Gn of integers and stars, played left to right.
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "cgt/game.hpp"
#include "games/seqcomp/uptimal.hpp"

namespace cgcheck::seqcomp {

using cgt::Arena;
using cgt::GameId;

// One component of a chain: an integer n (the literal game ⟦n⟧ ≅ {n-1 | }) or the star {0 | 0}.
struct Token {
  bool star = false;
  std::int64_t n = 0;
  friend bool operator==(const Token&, const Token&) = default;
};
using Chain = std::vector<Token>;

constexpr std::int64_t kMaxInteger = 1000;  // engine limit for one integer component
constexpr std::size_t kMaxLength = 256;     // engine limit for the number of components

inline Token num(std::int64_t n) { return Token{false, n}; }
inline Token star() { return Token{true, 0}; }

// The rules as implemented, the position syntax and the size orders, in Markdown (a paper's report
// adds its own readings after them).
std::string rules();

// "-1,1,*,-1" (spaces allowed; the empty string is the empty chain, value 0). Throws InputError.
Chain parse_chain(std::string_view text);
std::string print_chain(const Chain& c);

// The three compounds, memoized per arena.
class Compounds {
 public:
  explicit Compounds(Arena& a) : a_(a) {}
  // Definition 11: (G→H)^L = G^L→H if G has Left options, else H^L; likewise for Right.
  GameId seq(GameId g, GameId h);
  // Stewart (eq. (11)): G→H ≅ H if G ≅ 0, else {G^L→H | G^R→H}.
  GameId stewart(GameId g, GameId h);
  // Ordinal sum G:H = {G^L, G:H^L | G^R, G:H^R}.
  GameId ordinal(GameId g, GameId h);
  GameId token(const Token& t) { return t.star ? a_.star() : a_.integer(t.n); }
  // G1 → (G2 → (... → Gn)) with Definition 11 (the empty chain is 0).
  GameId chain(const Chain& c);

 private:
  static std::uint64_t key(GameId a, GameId b) { return (std::uint64_t{a} << 32) | b; }
  Arena& a_;
  cgt::FlatMap<std::uint64_t, GameId> seq_, stewart_, ordinal_;  // by the pair of ids (cgt/flat_map.hpp)
};

// The reference solver of a run (or of one worker): the arena, and the compounds and uptimal values
// built in it, which share its memo tables. Values are canonical forms in that arena.
struct Engine {
  Arena a;
  Compounds c{a};
  UptimalGames u{a};
  GameId value(const Chain& ch) { return a.canon(c.chain(ch)); }
};

}  // namespace cgcheck::seqcomp
