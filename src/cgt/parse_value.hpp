#pragma once
// Reading game values back from the CGSuite-style notation that to_string prints, so a value can be
// given on a command line or in a data file and compared with a computed one.
//
//   value   := braces | atom
//   braces  := '{' part '}'
//   part    := side (bars side)*        bars: a run of '|'; more bars bind looser (see below)
//   side    := empty | option (',' option)*
//   option  := braces | atom
//   atom    := number? ups? star?       at least one of the three, written without spaces
//   number  := '-'? digits ('/' digits)?  the denominator a power of 2
//   ups     := '^'+ | '^' digits | 'v'+ | 'v' digits
//   star    := '*' digits?
//
// Whitespace may surround braces, bars, commas and atoms. `{1||0|-1}` is CGSuite's shorthand for
// `{1|{0|-1}}`: within one pair of braces the longest run of bars splits the game, the parts on
// either side being games whose longest run is one bar shorter.
//
// Sizes are bounded so a short text cannot ask for an enormous game: braces (with the levels the
// bar shorthand implies) nest at most kMaxValueDepth deep; numbers are at most kMaxNumber in size,
// with denominators at most 2^60; the count of ups and the nimber index at most kMaxValueCount.
#include <string_view>

#include "cgt/game.hpp"

namespace cgcheck::cgt {

inline constexpr int kMaxValueDepth = 1000;
inline constexpr std::int64_t kMaxNumber = 4096;
// The canonical form of m·↑ + *k takes seconds to compute near m = k = 64 and grows fast; to_string
// prints at most 13 of either.
inline constexpr std::int64_t kMaxValueCount = 32;

// The game `text` denotes, built in `a`: numbers and nimbers as their literal forms, braces
// literally from their options, combinations as games equal to the sum (not always canonical). Throws
// InputError with a one-line message naming the problem, the text and the column on bad input.
GameId parse_value(Arena& a, std::string_view text);

}  // namespace cgcheck::cgt
