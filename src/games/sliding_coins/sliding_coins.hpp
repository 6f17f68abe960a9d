#pragma once
// The sliding-coins game of Miyadera, Manabe and Lee, "A variant of game of sliding coins"
// (002_0f159814ba9bf8e5.txt), Definition 1.1, and the four-coin game of Definition 1.2.
//
// Two coins on a semi-infinite board with squares 0, 1, 2, ...; the position (x, y) has the left coin
// on square x and the right coin on square y, 0 <= x < y. The paper's figures, which define the moves
// exactly, are missing from the text, so the rules are a family of readings (Rules): the text fixes
//   * the left coin slides to any lower square, or is pushed over the edge;
//   * the right coin slides to any lower unoccupied square above the left coin (never over it);
//   * the right coin moves left into the left coin and pushes it ("push move");
//   * both coins can be pushed over the edge;
// and leaves open (a) where a pushed left coin lands and (b) what a lone coin left on the board may do.
// Each reading is a named variant; the suite runs Theorem 2 against each and the one that agrees
// (adjacent-frozen) is the default game `sliding-coins`.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/hash.hpp"

namespace cgcheck::sliding_coins {

// (a) Where the left coin lands when the right coin, moving left to square y' <= x, pushes it.
enum class Push : std::uint8_t {
  adjacent,  // on square y' - 1, just below the right coin; over the edge when y' = 0
  shift,     // both coins move the same distance d >= y - x: (x - d, y - d); over the edge when x < d
  anywhere,  // on any square below y', or over the edge
};

// (b) What a lone coin (its partner pushed over the edge) may do.
enum class Lone : std::uint8_t {
  frozen,  // nothing: once a coin leaves the board the strap is over
  slide,   // it slides to any lower square but cannot leave the board (no move on square 0)
  leave,   // it slides to any lower square or is pushed over the edge (a Nim heap of s + 1)
};

struct Rules {
  Push push;
  Lone lone;
  bool operator==(const Rules&) const = default;
};

// The reading that agrees with Theorem 2 (see the report): the default game `sliding-coins`.
inline constexpr Rules kDefault{Push::adjacent, Lone::frozen};

// Every reading the suite implements, in the order of the report's variant table.
inline constexpr std::array<Rules, 9> kVariants{{
    {Push::adjacent, Lone::frozen}, {Push::adjacent, Lone::slide}, {Push::adjacent, Lone::leave},
    {Push::shift, Lone::frozen},    {Push::shift, Lone::slide},    {Push::shift, Lone::leave},
    {Push::anywhere, Lone::frozen}, {Push::anywhere, Lone::slide}, {Push::anywhere, Lone::leave},
}};

std::string variant_name(Rules r);         // e.g. "adjacent-frozen"
std::string variant_description(Rules r);  // one sentence

// The rules as implemented, in Markdown: Definitions 1.1 and 1.2, then the readings (ending with
// their list); and how the games are solved (one paragraph).
std::string rules_text();
std::string solvers_text();

// A strap: two coins on x < y, one coin on x (y unused, 0), or no coin (x = y = 0).
struct Position {
  enum class Kind : std::uint8_t { two, one, none };
  Kind kind = Kind::two;
  std::uint32_t x = 0, y = 0;
  bool operator==(const Position&) const = default;
  static Position two(std::uint32_t x, std::uint32_t y) { return {Kind::two, x, y}; }
  static Position one(std::uint32_t s) { return {Kind::one, s, 0}; }
  static Position none() { return {Kind::none, 0, 0}; }
};

// The options of p under the reading r.
void options(Rules r, const Position& p, std::vector<Position>& out);
// The number of options options() lists, computed without building them: the solver's work budget
// refuses (2,10^9) from this before a list of 10^9 positions (12 GB) is built.
std::uint64_t option_count(Rules r, const Position& p);

std::size_t hash(const Position& p);
// Syntax "x,y" with 0 <= x < y (two coins): anything else is an InputError.
Position parse(std::string_view text);
// "x,y" for two coins; "lone s" and "empty" for the positions after a coin left the board.
std::string print(const Position& p);

// One reading as a game type for the generic solvers.
template <Rules R>
struct Game {
  using Position = sliding_coins::Position;
  static void options(const Position& p, std::vector<Position>& out) { sliding_coins::options(R, p, out); }
  static std::uint64_t option_count(const Position& p) { return sliding_coins::option_count(R, p); }
  static std::size_t hash(const Position& p) { return sliding_coins::hash(p); }
  static Position parse(std::string_view text) { return sliding_coins::parse(text); }
  static std::string print(const Position& p) { return sliding_coins::print(p); }
};

using SlidingCoins = Game<kDefault>;

// Every two-coin position with right coin on square y <= max_y, for the default reading, plus one
// rank for "the strap is over" (any position with fewer than two coins: under the frozen reading none
// of them has a move). Rank 0 is the strap that is over; (x, y) has rank 1 + y(y-1)/2 + x, so the
// order is y, then x. Every move lowers y or x, or ends the strap, so it lowers the rank. The moves are
// written here a second time, directly on (x, y), independently of options().
class StrapDomain {
 public:
  using Position = sliding_coins::Position;
  explicit StrapDomain(std::uint32_t max_y) : max_y_(max_y) {}
  std::uint64_t size() const { return 1 + std::uint64_t{max_y_} * (max_y_ + 1) / 2; }
  std::uint32_t max_y() const { return max_y_; }
  std::uint64_t rank(const Position& p) const;
  Position unrank(std::uint64_t r) const;
  void options(const Position& p, std::vector<Position>& out) const;

 private:
  std::uint32_t max_y_;
};

// ---- The four-coin game of Definition 1.2 ----
// A left strap (coins move leftward) and a mirrored right strap (coins move rightward toward its own
// edge); a move is a move in one strap, under the default reading. Both straps are written in their
// own coordinates: squares counted from the edge the coins move toward, so the right strap's (x, y)
// has its outer coin x squares and its inner coin y squares from the right edge.
struct FourPosition {
  sliding_coins::Position left, right;
  bool operator==(const FourPosition&) const = default;
};

struct FourCoins {
  using Position = FourPosition;
  static void options(const FourPosition& p, std::vector<FourPosition>& out);
  static std::uint64_t option_count(const FourPosition& p) {
    return sliding_coins::option_count(kDefault, p.left) + sliding_coins::option_count(kDefault, p.right);
  }
  static std::size_t hash(const FourPosition& p);
  // Syntax "x1,y1;x2,y2" (left strap; right strap); a strap whose coin left the board is "off".
  static FourPosition parse(std::string_view text);
  static std::string print(const FourPosition& p);
};

// Four-coin positions whose straps both lie in StrapDomain(max_y): rank = rank(left) * S + rank(right).
// A move changes one strap and lowers its rank, so it lowers the combined rank.
class FourDomain {
 public:
  using Position = FourPosition;
  explicit FourDomain(std::uint32_t max_y) : strap_(max_y) {}
  std::uint64_t size() const { return strap_.size() * strap_.size(); }
  std::uint64_t rank(const FourPosition& p) const { return strap_.rank(p.left) * strap_.size() + strap_.rank(p.right); }
  FourPosition unrank(std::uint64_t r) const {
    return {strap_.unrank(r / strap_.size()), strap_.unrank(r % strap_.size())};
  }
  void options(const FourPosition& p, std::vector<FourPosition>& out) const;
  const StrapDomain& strap() const { return strap_; }

 private:
  StrapDomain strap_;
};

}  // namespace cgcheck::sliding_coins
