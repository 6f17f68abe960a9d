#pragma once
// The literature table of octal game periods (data/octal-games.csv), read once per use.
#include <string>
#include <vector>

#include "claims/registry.hpp"
#include "games/heap_games/period_table.hpp"

namespace cgcheck::octal_games {

inline constexpr const char* kTableFile = "octal-games.csv";
inline constexpr const char* kPaperFile = "data/octal-games.csv";

// The table's rows (games/heap_games/period_table.hpp: read there, re-derived there).
using Row = heap_games::PeriodRow;

// Throws std::runtime_error if the file cannot be read, InputError on a malformed field.
inline std::vector<Row> literature_table() { return heap_games::read_period_table(kTableFile); }

// The claims misere-* (misere.cpp): misère values and genera of single heaps, from
// data/misere-heap-games.csv. Throws if the file cannot be read.
void add_misere_claims(Registry& r);
// Misère quotients as the literature states them (data/misere-quotients.json).
// Theorems of the structure theory (even order; |P| = 2; the one quotient of order 8) on the quotient
// of every octal game of at most three digits (quotient_theorems.cpp).
void add_quotient_theorem_claims(Registry& r);
void add_quotient_claims(Registry& r);
// The games data/misere-quotients.json speaks of (for the paper's page).
std::vector<std::string> quotient_games();

}  // namespace cgcheck::octal_games
