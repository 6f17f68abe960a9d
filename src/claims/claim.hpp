#pragma once
// A claim: one checkable statement from a paper (or a conjecture), with its citation, the positions
// it speaks about, how it is checked, and what we expect to observe.
#include <cstdint>
#include <algorithm>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "claims/result.hpp"
#include "runtime/run_context.hpp"

namespace cgcheck {

enum class Expectation { holds, refuted };
std::string_view name(Expectation e);

// What a claim recorded as refuted is, decided where it is defined (the report keeps them apart):
// an erratum of the paper (false as printed), a reading of ambiguous rules or text that the paper's
// own claims exclude, or a conjecture (the suite's, or one the paper only suggests, read strongly).
enum class Finding { none, erratum, reading, conjecture };
std::string_view name(Finding f);

struct Source {
  std::string paper;    // file name under the shared papers folder, e.g. 004_567416f96dbe5f38.txt
  std::string label;    // as printed: "Theorem 1", "Table 3"
  std::string section;  // where: "Section 2", "Appendix", "p. 4"
};

// How a claim is checked: the runner calls run(result, context, bound), which fills coverage,
// mismatches and the counterexample. kind() names the check kind (p_iff, p_if, grundy_is, property,
// every, random_property, phases, cases, outcome_is, value_is, periodic, ...), or `walk` for a
// claim with a walk of its own; the same names serve built-in claims, claim files and conjectures.
class ClaimCheck {
 public:
  virtual ~ClaimCheck() = default;
  virtual std::string_view kind() const = 0;
  virtual void run(ClaimResult& res, RunContext& ctx, std::uint64_t bound) const = 0;
};

namespace detail {
template <class Run>
class ClaimCheckOf final : public ClaimCheck {
 public:
  ClaimCheckOf(std::string kind, Run run) : kind_(std::move(kind)), run_(std::move(run)) {}
  std::string_view kind() const override { return kind_; }
  void run(ClaimResult& res, RunContext& ctx, std::uint64_t bound) const override { run_(res, ctx, bound); }

 private:
  std::string kind_;
  Run run_;
};
}  // namespace detail

// A run of a claim's own that performs a named check kind (a periodicity check, a list of printed
// cases, a property over a domain bound to an engine): named(kind, run).
template <class Run>
struct Named {
  std::string_view kind;  // a literal
  Run run;
  void operator()(ClaimResult& res, RunContext& ctx, std::uint64_t bound) const { run(res, ctx, bound); }
};
template <class Run>
Named<Run> named(std::string_view kind, Run run) {
  return {kind, std::move(run)};
}

// The check of a check kind (claims/check_kinds.hpp) or of a Named run, which name themselves, or of
// a claim's own walk: run(ClaimResult&, RunContext&, bound), named `kind` (default: the run's own
// name, or `walk`).
template <class Run>
std::shared_ptr<const ClaimCheck> make_check(Run run, std::string kind = {}) {
  if (kind.empty()) {
    if constexpr (requires(const Run& r) { std::string_view(r.kind); }) kind = std::string(run.kind);
    else kind = "walk";
  }
  return std::make_shared<const detail::ClaimCheckOf<Run>>(std::move(kind), std::move(run));
}

// Where a claim is defined: the file and line of the call that declared it. (std::source_location
// needs __builtin_source_location, which Debian 12's clang 14 lacks, and the fuzz build uses clang;
// __builtin_FILE and __builtin_LINE as default arguments give the caller's place on GCC and clang.)
struct DefinedAt {
  const char* file = "";
  unsigned line = 0;
};

struct Claim {
  std::string id;    // <game>/<kind>-<label>, e.g. nim-pass/thm-1-case-a
  std::string game;  // game id
  // The report name of the paper whose page lists the claim: a claim file's claims belong to the
  // file's paper whatever game they speak about. Empty: the paper of its game (built-in claims).
  std::string paper;
  Source source;
  std::string statement;  // in words, as printed (extraction damage repaired, see note)
  std::string domain;     // positions the claim speaks about, and what the bound means
  std::string check;      // how it is checked: formula vs solver, or which property
  std::string note;       // repairs of extraction damage, readings chosen, findings
  Expectation expected = Expectation::holds;
  Finding finding = Finding::none;  // set for every claim expected to be refuted
  Bounds bounds;          // size bound per profile (meaning given in `domain`)
  // Runs the check at `bound`; fills coverage, mismatches and counterexample. The registry's
  // runner times it, settles the status and turns exceptions into Status::error.
  std::shared_ptr<const ClaimCheck> checker;
  DefinedAt defined_at = {};  // where the claim is defined, for the report's link

  // "src/papers/nim_pass/claims.cpp:123", relative to the repository; empty when not recorded.
  std::string defined_in() const;
};

}  // namespace cgcheck
