#pragma once
// The verbs of the heap game families: `cgcheck sequence` and `cgcheck periodicity`.
#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace cgcheck {

struct SequenceRequest {
  std::string game;            // a heap game id: take-and-break:0.16, subtraction:1,3,4, grundys-game
  std::uint64_t to = 0;        // G(0..to)
  std::string format = "text"; // text: "n<TAB>G(n)" per line; binary: the CGSEQ1 format
  std::string output;          // file (written atomically); empty: standard output
  std::string checkpoint;      // file to resume from and save to while computing; empty: none
  std::uint64_t max_memory = 0;  // bytes the values may take (0: no limit)
  std::string play = "normal";   // or "misere": n<TAB>misère value<TAB>genus, text only
};
// Returns the exit code; throws InputError on bad input.
int run_sequence(const SequenceRequest& req);

struct PeriodicityRequest {
  std::string game;
  std::optional<std::uint64_t> to;  // none: extend until proved or the memory budget is reached
  std::string json;                 // file for the JSON result; empty: none
  std::uint64_t max_memory = 0;
};
int run_periodicity(const PeriodicityRequest& req);

}  // namespace cgcheck
