#pragma once
// Declaring claims. A paper's folder opens a ClaimSet (the paper and the game its claims are about)
// and states each claim as the paper does: where it is printed, what it says, what it speaks
// about, then how it is checked — the last call registers it, with the place it was defined:
//
//   ClaimSet paper(r, "004_567416f96dbe5f38.txt", "nim-pass");
//   paper.claim("table-1-row-1")
//       .cite("Table 1, row 1", "Section 2 (p. 5)")
//       .says("Nim* on heaps of size 1, n >= 3: P iff m1 is odd.")
//       .over("positions with only heaps of size 1; bound = largest n", {300, 1000, 1500})
//       .checked_by("solver vs the row's parities, as \"iff\"")
//       .check(p_iff(counts_from(3).only_sizes(1), [](const Counts& c) { return odd(c.m[0]); }));
//
// The check kinds (claims/check_kinds.hpp) turn a domain and a formula into the run; a claim that
// needs its own walk passes a function (ClaimResult&, RunContext&, bound) instead.
//
// Every claim of src/papers/ is stated in this one shape, so claim definitions that look alike line
// for line are parallel statements of a paper (table rows, cases of a theorem), not copies to merge:
// they are data. What repeats as code (a walk, a table, a domain) belongs in a check kind or a domain.
#include <cstdint>
#include <string>
#include <utility>

#include "claims/claim.hpp"
#include "claims/registry.hpp"

namespace cgcheck {

class ClaimDef {
 public:
  ClaimDef(Registry& r, Claim c) : registry_(&r), claim_(std::move(c)) {}

  ClaimDef& cite(std::string label, std::string section) {
    claim_.source.label = std::move(label);
    claim_.source.section = std::move(section);
    return *this;
  }
  ClaimDef& says(std::string statement) { return set(claim_.statement, std::move(statement)); }
  // The positions the claim speaks about (and what the bound counts), with its bound per profile.
  ClaimDef& over(std::string domain, Bounds b) {
    claim_.bounds = b;
    return set(claim_.domain, std::move(domain));
  }
  ClaimDef& checked_by(std::string how) { return set(claim_.check, std::move(how)); }
  ClaimDef& note(std::string note) { return set(claim_.note, std::move(note)); }
  // The claim fails as printed: a finding, recorded with expectation `refuted` and what it is (an
  // erratum of the paper, a rejected reading, a conjecture).
  ClaimDef& refuted(Finding what) {
    claim_.expected = Expectation::refuted;
    claim_.finding = what;
    return *this;
  }
  // A claim about another game of the same paper.
  ClaimDef& game(std::string id) { return set(claim_.game, std::move(id)); }

  // Registers the claim with its check: a function (ClaimResult&, RunContext&, bound).
  template <class Run>
  void check(Run run) {
    claim_.checker = make_check(std::move(run));
    registry_->add(std::move(claim_));
  }

 private:
  ClaimDef& set(std::string& field, std::string value) {
    field = std::move(value);
    return *this;
  }
  Registry* registry_;
  Claim claim_;
};

class ClaimSet {
 public:
  ClaimSet(Registry& r, std::string paper_file, std::string game)
      : registry_(&r), paper_(std::move(paper_file)), game_(std::move(game)) {}

  // Claim `<game>/<id>` (ids: <kind>-<label as printed>, e.g. thm-1.5, table-3).
  ClaimDef claim(const std::string& id, DefinedAt where = {__builtin_FILE(), __builtin_LINE()}) const {
    Claim c;
    c.id = game_ + "/" + id;
    c.game = game_;
    c.source.paper = paper_;
    c.defined_at = where;
    return ClaimDef(*registry_, std::move(c));
  }

 private:
  Registry* registry_;
  std::string paper_;
  std::string game_;
};

}  // namespace cgcheck
