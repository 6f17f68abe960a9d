#pragma once
// What running one claim produced.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "cgt/thermograph.hpp"
#include "core/text.hpp"

namespace cgcheck {

// holds: everything checked agreed (to a bound); proved: a theorem closed the claim for every
// position from a finite check (the octal periodicity theorem), so it holds beyond any bound.
enum class Status { holds, refuted, inconclusive, error, proved };
std::string_view name(Status s);

// One phase of a run: which positions were checked and how.
struct Coverage {
  std::string mode;         // "exhaustive", "random" or "cases"
  std::uint64_t count = 0;  // positions (or cases) checked
  std::string range;        // the exact set checked, in words
};

// A counterexample in the game's own terms, so that a certificate can be built from the rules alone:
// a position in the syntax `cgcheck solve GAME` reads, and what the certificate is to show there.
struct Witness {
  enum class Shows {
    outcome,  // its outcome (P or N): the winning move of an N-position, the answers to a P-position
    grundy,   // its Grundy value: every option's value, whose mex it is
    position  // only the position (a missing table row): listed, with the solver's verdict
  };
  std::string position;
  Shows shows = Shows::outcome;
  std::string game;  // the game, when not the claim's own
};
std::string_view name(Witness::Shows s);

// One position of a certificate with the solver's verdict there. A node whose options were
// derived from the rules lists them (every one, or the ones that matter: a winning move) as its
// children; a node without children is a leaf whose verdict is the solver's, re-checked by
// `cgcheck solve GAME POSITION`.
struct CertNode {
  std::string position;
  std::string value;    // Grundy value (impartial) or canonical form
  std::string outcome;  // P, N (L, R for partizan games)
  bool expanded = false;        // its options were derived from the rules
  bool all_options = false;     // the children are every option (else a selection)
  std::uint64_t option_count = 0;  // how many options the rules give (when expanded)
  std::vector<CertNode> children;
};

// A certificate that a reader can check by hand: the solver's answer at a counterexample, derived
// from the game's rules to depth two (built by claims/certificate.hpp; replayed by a test).
struct Certificate {
  std::string game;
  Witness::Shows shows = Witness::Shows::outcome;
  std::string summary;  // what it shows, in one sentence
  CertNode root;
};

// A position where a claim fails: what the claim says there and what is true.
struct Counterexample {
  std::string position;
  std::string claimed;
  std::string actual;
  std::string found_by;  // "exhaustive (minimal in size order)" or "random, seed S, shrunk"
  std::vector<Witness> witnesses{};  // the counterexample as positions of the game (may be empty)
};

// A counterexample in the one wording every output uses (check's line, JUnit, hunt): `POSITION:
// claims C, is A`, the empty position written "".
std::string verdict_words(const Counterexample& ce);

struct ClaimResult {
  Status status = Status::inconclusive;
  std::vector<Coverage> checked;
  std::optional<Counterexample> counterexample;  // the first (minimal) failure found
  std::uint64_t mismatches = 0;                  // failures counted over every checked position
  // Positions of the exhaustive phases taken from a checkpoint, not walked by this run (throughput
  // counts the others).
  std::uint64_t resumed_positions = 0;
  // Failures grouped by direction, e.g. "claims P, is N" -> 12.
  std::map<std::string, std::uint64_t> mismatch_kinds;
  // The failing positions, in the order found (size order for sequential runs), up to
  // kListedFailures: for a claim about a table or a count, the positions that make it false.
  static constexpr std::size_t kListedFailures = 64;
  std::vector<Counterexample> failures;
  // Certificates for the counterexample (and for the other listed failures of a short list), built
  // from the game's rules after the run.
  std::vector<Certificate> certificates;
  // The counterexample's thermograph, when it is a position of a partizan game whose value is not a
  // number: its canonical form and its walls, computed after the run (run/run.cpp), drawn by the
  // report.
  struct Thermograph {
    std::string value;
    cgt::Thermograph graph;
  };
  std::optional<Thermograph> thermograph;
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
