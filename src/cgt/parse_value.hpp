#pragma once
// Reading game values back from CGSuite's notation (what to_string prints, and what CGSuite users
// type), so a value can be given on a command line, in a claim or in a data file and compared with a
// computed one.
//
//   expr    := term (('+' | '-') term)*   a '+-' between terms adds a switch: 3+-1 is 3 + ±1
//   term    := '+-' ('{' expr (',' expr)* '}' | primary)   the switch ±G = {G | -G}; ±{a,b} = {a,b | -a,-b}
//            | '-' term | primary
//   primary := braces | '(' expr ')' | number? ('Tiny' | 'Miny') '(' expr ')' | atom
//   braces  := '{' part '}'
//   part    := side (bars side)*        bars: a run of '|'; more bars bind looser (see below)
//   side    := empty | expr (',' expr)*
//   atom    := number? ups? star?       at least one of the three, written without spaces
//   number  := '-'? digits ('/' digits)?  the denominator a power of 2
//   ups     := '^'+ | '^' digits | 'v'+ | 'v' digits | '^<' n '>' | 'v<' n '>' | '^[' n ']' | 'v[' n ']'
//   star    := '*' digits?
//
// ^<n> is ↑ⁿ (up-nth, ↑ⁿ = {0 | * - ↑ - ... - ↑ⁿ⁻¹}), ^[n] is ↑ + ↑² + ... + ↑ⁿ; Tiny(x) is
// {0 || 0 | -x}, Miny(x) = {x | 0 || 0}, and 2Tiny(2) is 2 + Tiny(2). Whitespace may surround
// braces, bars, commas, operators and atoms. `{1||0|-1}` is CGSuite's shorthand for
// `{1|{0|-1}}`: within one pair of braces the longest run of bars splits the game, the parts on
// either side being games whose longest run is one bar shorter.
//
// Sizes are bounded so a short text cannot ask for an enormous game: braces, parentheses and
// Tiny/Miny arguments (with the levels the bar shorthand implies) nest at most kMaxValueDepth deep;
// a sum has at most 64 terms; numbers are below 2^62 in size, with denominators at most 2^62
// (Dyadic's range); the count of ups and the order of an up at most kMaxValueCount, the
// nimber index at most kMaxNimber. The caps are well above the old ones, so what cgcheck prints of
// typed values it reads back (4097, *33 were refused); the arena's work budget and memory limit
// bound what a value within them costs.
#include <string_view>

#include "cgt/game.hpp"

namespace cgcheck::cgt {

inline constexpr int kMaxValueDepth = 1000;
// Numbers are numbers: an integer beyond Arena::kEagerInteger is one game holding its value, and sums,
// comparisons, negation, stops and printing read the value, never the chain of literal forms, so
// the bound is Dyadic's exact range (the integer part of a value below 2^62 in size).
inline constexpr std::int64_t kMaxNumber = Dyadic::kNumLimit - 1;
// *k has k options, and building it builds every smaller nimber: k²/2 option entries, 32 MB at 4096.
inline constexpr std::int64_t kMaxNimber = 4096;
// The canonical form of m·↑ + *k takes seconds to compute near m = k = 64 and grows fast; to_string
// prints at most 13 of either.
inline constexpr std::int64_t kMaxValueCount = 32;

// The game `text` denotes, built in `a`: numbers and nimbers as their literal forms, braces
// literally from their options, combinations as games equal to the sum (not always canonical). Throws
// InputError with a one-line message naming the problem, the text and the column on bad input.
GameId parse_value(Arena& a, std::string_view text);

}  // namespace cgcheck::cgt
