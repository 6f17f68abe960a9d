#pragma once
// Declaring claims. A paper's folder opens a ClaimSet (the paper and the game its claims are about)
// and states each claim as the paper does: where it is printed, what it says, what it speaks
// about, then how it is checked — the last call registers it, with the place it was defined:
//
//   ClaimSet paper(r, "000_633afeca0431c1ee.txt", "single-delete-nim");
//   paper.claim("thm-1.4").cite("Theorem 1.4", "Section 1.3")
//       .says("<x,y,z> is a P-position iff v2(x) = v2(y) = v2(z)  (★).")
//       .over(pn_positions(3), {128, 512, 1024})
//       .checked_by("P/N table vs (★)")
//       .check(p_iff([](const Ranked& p) { return thm14_p(p[0], p[1], p[2]); }));
//
// The domain is an object: the check kind (claims/check_kinds.hpp) walks it with the formula, and
// the report's words for it are its describe(). A claim checked in phases over several domains names
// them in turn (in_turn(...), check_kinds.hpp). A claim that needs its own walk or list (a printed
// example, a transcribed table) states its domain in words and passes a function (ClaimResult&,
// RunContext&, bound) instead.
//
// Every claim of src/papers/ is stated in this one shape, so claim definitions that look alike line
// for line are parallel statements of a paper (table rows, cases of a theorem), not copies to merge:
// they are data. What repeats as code (a walk, a table, a domain) belongs in a check kind or a domain.
#include <concepts>
#include <cstdint>
#include <string>
#include <utility>

#include "claims/claim.hpp"
#include "claims/registry.hpp"

namespace cgcheck {

template <class D>
class ClaimOver;
template <class Make>
struct OnDomain;

class ClaimDef {
 public:
  ClaimDef(Registry& r, Claim c) : registry_(&r), claim_(std::move(c)) {}

  ClaimDef& cite(std::string label, std::string section) {
    claim_.source.label = std::move(label);
    claim_.source.section = std::move(section);
    return *this;
  }
  ClaimDef& says(std::string statement) { return set(claim_.statement, std::move(statement)); }
  // The positions the claim speaks about, with its bound per profile: a domain object (its describe(),
  // what the positions are and what the bound counts, are the report's), after which the check kind
  // takes the formula alone and walks that domain; or, for a claim with a walk of its own (a
  // function (ClaimResult&, RunContext&, bound)), the words themselves.
  template <class D>
    requires requires(const D& d) {
      { d.describe() } -> std::convertible_to<std::string>;
    }
  ClaimOver<D> over(D domain, Bounds b);
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

// A claim over a domain object (ClaimDef::over(domain, bounds)): the rest of the definition, then a
// check kind waiting for the domain (check_kinds.hpp's OnDomain: `p_iff(formula)`).
template <class D>
class ClaimOver {
 public:
  ClaimOver(ClaimDef def, D domain) : def_(std::move(def)), domain_(std::move(domain)) {}

  ClaimOver& checked_by(std::string how) { return then(def_.checked_by(std::move(how))); }
  ClaimOver& note(std::string note) { return then(def_.note(std::move(note))); }
  ClaimOver& refuted(Finding what) { return then(def_.refuted(what)); }
  ClaimOver& game(std::string id) { return then(def_.game(std::move(id))); }

  // Registers the claim with the kind made on its domain.
  template <class Make>
  void check(OnDomain<Make> kind) {
    def_.check(kind.make(domain_));
  }

 private:
  ClaimOver& then(ClaimDef&) { return *this; }
  ClaimDef def_;
  D domain_;
};

template <class D>
  requires requires(const D& d) {
    { d.describe() } -> std::convertible_to<std::string>;
  }
ClaimOver<D> ClaimDef::over(D domain, Bounds b) {
  over(std::string(domain.describe()), b);
  return ClaimOver<D>(*this, std::move(domain));
}

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
