#pragma once
// The misère quotient of a heap game (cgt/misere_quotient.hpp) bound to the heap-game rules, and the
// verb `cgcheck quotient GAME --max-heap N`.
#include <cstdint>
#include <string>

#include "cgt/misere_quotient.hpp"
#include "games/heap_games/rules.hpp"

namespace cgcheck::heap_games {

// The options of one heap, as the quotient's reference solver of sums reads them.
misere::HeapOptions quotient_options(const HeapRules& rules);

struct QuotientRequest {
  std::string game;               // a heap game id: take-and-break:0.75
  std::uint64_t max_heap = 12;    // the quotient of the sums of heaps 1..max_heap
  std::string json;               // file for the JSON result (written atomically); empty: none
  std::uint32_t max_order = 5000; // refuse a larger quotient
  std::uint64_t max_positions = 8'000'000;  // sums the reference solver may remember (about 120 bytes each)
  std::uint64_t check_sums = 0;   // also compare every sum of at most this many heaps with the misère session
  // "recalibrate": MisereSolver's method, which solves no sum; "learn": Angluin's L* over the sums a
  // memoized misère solver answers (the independent second computation).
  std::string method = "recalibrate";
  std::uint64_t max_states = 50'000'000;  // pairs of the exhaustive check; entries of a candidate's table
};
// Returns the exit code; throws InputError on bad input.
int run_quotient(const QuotientRequest& req);

}  // namespace cgcheck::heap_games
