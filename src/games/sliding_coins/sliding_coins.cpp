#include "games/sliding_coins/sliding_coins.hpp"

#include <cmath>
#include <stdexcept>

#include <fmt/core.h>

#include "core/error.hpp"
#include "core/parse.hpp"

namespace cgcheck::sliding_coins {

std::string variant_name(Rules r) {
  const char* push = r.push == Push::adjacent ? "adjacent" : r.push == Push::shift ? "shift" : "anywhere";
  const char* lone = r.lone == Lone::frozen ? "frozen" : r.lone == Lone::slide ? "slide" : "leave";
  return fmt::format("{}-{}", push, lone);
}

std::string variant_description(Rules r) {
  const char* push = r.push == Push::adjacent
                         ? "the pushed left coin lands on the square just below the right coin's new square (over "
                           "the edge if the right coin stops on square 0)"
                     : r.push == Push::shift
                         ? "a push moves both coins the same distance, so the gap is kept (the left coin goes over "
                           "the edge if the distance exceeds its square)"
                         : "the pushed left coin may land on any square below the right coin's new square, or go "
                           "over the edge";
  const char* lone = r.lone == Lone::frozen
                         ? "once a coin has left the board the strap is over (the remaining coin has no move)"
                     : r.lone == Lone::slide
                         ? "a lone coin may still slide to any lower square but cannot leave the board (on square 0 "
                           "it has no move)"
                         : "a lone coin may still slide to any lower square or be pushed over the edge";
  return fmt::format("{}; {}.", push, lone);
}

std::string rules_text() {
  std::string md =
      "Definition 1.1: two coins on squares 0, 1, 2, ... of a semi-infinite board; a position (x, y) has the left coin "
      "on square x and the right coin on square y, 0 <= x < y (syntax `x,y`). A move slides the left coin to any lower "
      "square or pushes it over the edge; slides the right coin to any lower square above the left coin (it cannot "
      "pass it); moves the right coin left into the left coin, pushing it; or pushes both coins over the edge. Normal "
      "play. Definition 1.2: a left strap and a mirrored right strap side by side; a move is a move in one strap "
      "(game `sliding-coins-four`, syntax `x1,y1;x2,y2`, a strap that is over is `off`).\n\n"
      "**Readings.** The figures that define the moves are missing from the text, which leaves open where a pushed "
      "coin lands and what a lone coin may do. The suite implements nine readings as variants of one game type:\n\n";
  for (const Rules rl : kVariants) md += fmt::format("- `{}`: {}\n", variant_name(rl), variant_description(rl));
  return md;
}

std::string solvers_text() {
  return "**Solvers.** The generic memo solver computes Grundy values from the rules of any reading; for the default "
         "reading a dense table over every position with y <= B (closed under moves, ranked by y then x, with one rank "
         "for a strap that is over) is filled bottom-up from moves written a second time on (x, y). The two are "
         "cross-checked in props/sliding_coins_test.cpp. The four-coin game is solved directly (memo solver over pairs "
         "of straps, and a dense table over pairs), never by xor.\n\n";
}

namespace {

void lone_options(Lone lone, std::uint32_t s, std::vector<Position>& out) {
  if (lone == Lone::frozen) return;
  for (std::uint32_t t = 0; t < s; ++t) out.push_back(Position::one(t));
  if (lone == Lone::leave) out.push_back(Position::none());
}

}  // namespace

void options(Rules r, const Position& p, std::vector<Position>& out) {
  if (p.kind == Position::Kind::none) return;
  if (p.kind == Position::Kind::one) {
    lone_options(r.lone, p.x, out);
    return;
  }
  const std::uint32_t x = p.x, y = p.y;
  // The left coin slides to any lower square, or is pushed over the edge.
  for (std::uint32_t x2 = 0; x2 < x; ++x2) out.push_back(Position::two(x2, y));
  out.push_back(Position::one(y));
  // The right coin slides to a lower unoccupied square without passing the left coin.
  for (std::uint32_t y2 = x + 1; y2 < y; ++y2) out.push_back(Position::two(x, y2));
  // The right coin moves into the left coin and pushes it.
  switch (r.push) {
    case Push::adjacent:
      for (std::uint32_t y2 = 0; y2 <= x; ++y2)
        out.push_back(y2 == 0 ? Position::one(0) : Position::two(y2 - 1, y2));
      break;
    case Push::shift:
      for (std::uint32_t d = y - x; d <= y; ++d)
        out.push_back(d <= x ? Position::two(x - d, y - d) : Position::one(y - d));
      break;
    case Push::anywhere:
      for (std::uint32_t y2 = 0; y2 <= x; ++y2) {
        for (std::uint32_t x2 = 0; x2 < y2; ++x2) out.push_back(Position::two(x2, y2));
        out.push_back(Position::one(y2));
      }
      break;
  }
  // Both coins pushed over the edge.
  out.push_back(Position::none());
}

std::uint64_t option_count(Rules r, const Position& p) {
  // Term by term as options() lists them.
  if (p.kind == Position::Kind::none) return 0;
  if (p.kind == Position::Kind::one) return r.lone == Lone::frozen ? 0 : std::uint64_t{p.x} + (r.lone == Lone::leave);
  const std::uint64_t x = p.x, y = p.y;
  std::uint64_t n = x + 1 + (y - x - 1) + 1;  // left slides, left over the edge, right slides, both over
  switch (r.push) {
    case Push::adjacent: n += x + 1; break;
    case Push::shift: n += x + 1; break;
    case Push::anywhere: n += (x + 1) * (x + 2) / 2; break;
  }
  return n;
}

std::size_t hash(const Position& p) {
  return hash_combine(hash_combine(static_cast<std::size_t>(p.kind), p.x), p.y);
}

Position parse(std::string_view text) {
  // What print writes once a coin is over the edge reads back too (certificates list such options).
  if (text == "empty") return Position::none();
  if (text.starts_with("lone ")) {
    const auto x = parse_int(text.substr(5), 0, 1'000'000'000, "sliding-coins lone coin's square");
    return Position::one(static_cast<std::uint32_t>(x));
  }
  const auto parts = split(text, ',');
  if (parts.size() != 2)
    throw InputError(fmt::format("sliding-coins position '{}': expected two squares 'x,y' with 0 <= x < y", text));
  const auto x = parse_int(parts[0], 0, 1'000'000'000, "sliding-coins left square x");
  const auto y = parse_int(parts[1], 0, 1'000'000'000, "sliding-coins right square y");
  if (x >= y)
    throw InputError(fmt::format("sliding-coins position '{}': the left coin must be below the right one (x < y)", text));
  return Position::two(static_cast<std::uint32_t>(x), static_cast<std::uint32_t>(y));
}

std::string print(const Position& p) {
  switch (p.kind) {
    case Position::Kind::two: return fmt::format("{},{}", p.x, p.y);
    case Position::Kind::one: return fmt::format("lone {}", p.x);
    case Position::Kind::none: break;
  }
  return "empty";
}

std::uint64_t StrapDomain::rank(const Position& p) const {
  if (p.kind != Position::Kind::two) return 0;
  if (p.y > max_y_ || p.x >= p.y) throw std::out_of_range("sliding-coins position outside the dense domain");
  return 1 + std::uint64_t{p.y} * (p.y - 1) / 2 + p.x;
}

Position StrapDomain::unrank(std::uint64_t r) const {
  if (r == 0) return Position::none();
  r -= 1;
  // The largest y with y(y-1)/2 <= r; a floating guess corrected by integer steps.
  auto y = static_cast<std::uint64_t>((1.0 + std::sqrt(1.0 + 8.0 * static_cast<double>(r))) / 2.0);
  while (y * (y - 1) / 2 > r) --y;
  while ((y + 1) * y / 2 <= r) ++y;
  return Position::two(static_cast<std::uint32_t>(r - y * (y - 1) / 2), static_cast<std::uint32_t>(y));
}

void StrapDomain::options(const Position& p, std::vector<Position>& out) const {
  // The default reading (adjacent push, frozen lone coin), written on (x, y) directly: every move that
  // puts a coin over the edge ends the strap, so all of them are the single position "over".
  if (p.kind != Position::Kind::two) return;
  const std::uint32_t x = p.x, y = p.y;
  out.push_back(Position::none());                                                // a coin leaves the board
  for (std::uint32_t a = 0; a < x; ++a) out.push_back(Position::two(a, y));       // left coin slides
  for (std::uint32_t b = x + 1; b < y; ++b) out.push_back(Position::two(x, b));   // right coin slides
  for (std::uint32_t b = 1; b <= x; ++b) out.push_back(Position::two(b - 1, b));  // push, both stay on
}

void FourCoins::options(const FourPosition& p, std::vector<FourPosition>& out) {
  std::vector<sliding_coins::Position> strap;
  SlidingCoins::options(p.left, strap);
  for (const auto& s : strap) out.push_back({s, p.right});
  strap.clear();
  SlidingCoins::options(p.right, strap);
  for (const auto& s : strap) out.push_back({p.left, s});
}

std::size_t FourCoins::hash(const FourPosition& p) {
  return hash_combine(sliding_coins::hash(p.left), sliding_coins::hash(p.right));
}

FourPosition FourCoins::parse(std::string_view text) {
  const auto parts = split(text, ';');
  if (parts.size() != 2)
    throw InputError(
        fmt::format("sliding-coins-four position '{}': expected 'x1,y1;x2,y2' (a strap that is over is 'off')", text));
  auto strap = [](std::string_view s) { return trim(s) == "off" ? sliding_coins::Position::none() : sliding_coins::parse(s); };
  return {strap(parts[0]), strap(parts[1])};
}

std::string FourCoins::print(const FourPosition& p) {
  auto strap = [](const sliding_coins::Position& s) {
    return s.kind == sliding_coins::Position::Kind::two ? sliding_coins::print(s) : std::string("off");
  };
  return strap(p.left) + ";" + strap(p.right);
}

void FourDomain::options(const FourPosition& p, std::vector<FourPosition>& out) const {
  std::vector<sliding_coins::Position> strap;
  strap_.options(p.left, strap);
  for (const auto& s : strap) out.push_back({s, p.right});
  strap.clear();
  strap_.options(p.right, strap);
  for (const auto& s : strap) out.push_back({p.left, s});
}

}  // namespace cgcheck::sliding_coins
