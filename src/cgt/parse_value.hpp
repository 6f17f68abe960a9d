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
// bar shorthand implies) nest at most kMaxValueDepth deep; the integer part of a number, the count
// of ups and the nimber index are at most kMaxValueCount in size; denominators at most 2^60.
#include <string_view>

#include "cgt/game.hpp"

namespace cgcheck::cgt {

inline constexpr int kMaxValueDepth = 1000;
inline constexpr std::int64_t kMaxValueCount = 4096;

// The game `text` denotes, built in `a` (numbers and nimbers as their literal forms, anything
// combined as the canonical form of the sum, braces literally from their options). Throws
// InputError with a one-line message naming the problem, the text and the column on bad input.
GameId parse_value(Arena& a, std::string_view text);

}  // namespace cgcheck::cgt
