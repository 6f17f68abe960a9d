#pragma once
// What running one claim produced.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cgcheck {

// holds: everything checked agreed (to a bound); proved: a theorem closed the claim for every
// position from a finite check (the octal periodicity theorem), so it holds beyond any bound.
enum class Status { holds, refuted, inconclusive, error, proved };
std::string_view name(Status s);

// "1,234,567": counts in reports and messages.
std::string with_commas(std::uint64_t n);

// A duration on a coarse scale (< 1 s, 1–10 s, 10–60 s, 1–10 min, > 10 min) for text that is
// committed (report pages, claim messages): re-running on an unchanged tree must not change it.
// Exact seconds belong in results.json.
std::string coarse_time(double seconds);

// One phase of a run: which positions were checked and how.
struct Coverage {
  std::string mode;         // "exhaustive", "random" or "cases"
  std::uint64_t count = 0;  // positions (or cases) checked
  std::string range;        // the exact set checked, in words
};

// A position where a claim fails: what the claim says there and what is true.
struct Counterexample {
  std::string position;
  std::string claimed;
  std::string actual;
  std::string found_by;  // "exhaustive (minimal in size order)" or "random, seed S, shrunk"
};

struct ClaimResult {
  Status status = Status::inconclusive;
  std::vector<Coverage> checked;
  std::optional<Counterexample> counterexample;  // the first (minimal) failure found
  std::uint64_t mismatches = 0;                  // failures counted over every checked position
  // Failures grouped by direction, e.g. "claims P, is N" -> 12.
  std::map<std::string, std::uint64_t> mismatch_kinds;
  std::string message;  // why inconclusive / error, or extra facts worth reporting
  std::uint64_t seed = 0;
  double seconds = 0;

  std::uint64_t total_checked() const {
    std::uint64_t n = 0;
    for (const auto& c : checked) n += c.count;
    return n;
  }
  // holds when something was checked and nothing failed; refuted on any failure; a check that set
  // proved keeps it unless something failed.
  void settle() {
    if (status == Status::error) return;
    if (mismatches > 0 || counterexample) status = Status::refuted;
    else if (status == Status::proved) return;
    else if (total_checked() > 0) status = Status::holds;
    else status = Status::inconclusive;
  }
};

}  // namespace cgcheck
