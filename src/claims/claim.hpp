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
#include "core/workspace.hpp"

namespace cgcheck {

enum class Expectation { holds, refuted };
std::string_view name(Expectation e);

// What a claim recorded as refuted is, decided where it is defined (the report keeps them apart):
// an erratum of the paper (false as printed), a reading of ambiguous rules or text that the paper's
// own claims exclude, or a conjecture (the suite's, or one the paper only suggests, read strongly).
enum class Finding { none, erratum, reading, conjecture };
std::string_view name(Finding f);

// How far a run goes: `ci` keeps the CTest gate quick, `standard` is the report's default,
// `deep` is the documented long run.
enum class Profile { ci, standard, deep };
std::string_view name(Profile p);

struct Source {
  std::string paper;    // file name under the shared papers folder, e.g. 004_567416f96dbe5f38.txt
  std::string label;    // as printed: "Theorem 1", "Table 3"
  std::string section;  // where: "Section 2", "Appendix", "p. 4"
};

struct Bounds {
  std::uint64_t ci = 0, standard = 0, deep = 0;
  std::uint64_t of(Profile p) const {
    return p == Profile::ci ? ci : p == Profile::standard ? standard : deep;
  }
};

// What a run is asked for: its profile, bound, seed, threads, memory and checkpoints. Nothing in it
// changes while the run goes on; the verbs fill it from their flags.
struct RunOptions {
  Profile profile = Profile::standard;
  std::optional<std::uint64_t> bound;  // overrides the claim's bound for this profile
  std::uint64_t seed = 1;              // random phase seed; the same seed replays the same cases
  std::optional<std::uint64_t> random_cases;  // overrides the claim's number of random cases
  std::uint64_t max_memory = 0;        // bytes a dense table may take; 0 = no limit
  unsigned threads = 1;                // workers for parallel exhaustive runs (results do not depend on it)
  // Row checks (claims/row_check.hpp) where a domain and a formula offer rows; false walks every
  // position one by one (the property tests compare the two; results do not depend on it).
  bool row_checks = true;
  // Whether a claim's table is kept for the rest of the run. False (check runs one claim, no
  // checkpoint): a domain that can check its rows while filling the table (claims/check_kinds.hpp,
  // streamed rows) keeps only the levels the fill still reads; results do not depend on it.
  bool keep_tables = true;
  // Checkpoints of the sharded exhaustive walks (check --checkpoint): the folder (empty: none) and
  // the seconds between saves.
  std::string checkpoint_dir;
  double checkpoint_every = 60;

  std::uint64_t bound_for(const Bounds& b) const { return bound.value_or(b.of(profile)); }
  // A claim's random cases in this run: `standard` at the standard profile, a fifth (at least 4)
  // at ci, five times as many at deep; --random overrides all three (0: no random phase). A claim
  // that asks for none (standard 0) gets none at any profile unless --random asks.
  std::uint64_t random_cases_for(std::uint64_t standard) const {
    if (random_cases) return *random_cases;
    if (standard == 0) return 0;
    switch (profile) {
      case Profile::ci: return std::max<std::uint64_t>(standard / 5, 4);
      case Profile::standard: return standard;
      case Profile::deep: return standard * 5;
    }
    return standard;
  }
};

// One claim's check in a run (or a paper's exploration, which reads the same tables): the run's
// options, the run's tables, and what belongs to this claim alone, its id (which names its
// checkpoint files) and the walks it has started (which tell its phases apart). The tables belong
// to whoever runs the claims (a verb, a test) and are shared by the claims of that run; checks take
// the context by reference, not const, because they fill tables and number their walks.
class RunContext : public RunOptions {
 public:
  RunContext(const RunOptions& options, Workspace& tables, std::string claim_id = {})
      : RunOptions(options), tables_(&tables), claim_id_(std::move(claim_id)) {}

  const std::string& claim_id() const { return claim_id_; }
  // The number of the next exhaustive walk of this claim (0, 1, ...).
  std::uint64_t next_walk() { return walks_++; }
  // The run's cache of Table by Key (core/workspace.hpp).
  template <class Key, class Table>
  TableCache<Key, Table>& tables() {
    return tables_->cache<Key, Table>();
  }
  Workspace& workspace() { return *tables_; }

 private:
  Workspace* tables_;
  std::string claim_id_;
  std::uint64_t walks_ = 0;
};

// A claim's or a table's bound, refused (exit 2) outside lo..hi; `what` says what it counts.
inline std::uint64_t checked_bound(std::uint64_t bound, std::uint64_t lo, std::uint64_t hi, std::string_view what) {
  if (bound > hi) throw InputError(fmt::format("{} bound {} too large (at most {})", what, bound, hi));
  if (bound < lo) throw InputError(fmt::format("{} bound {} too small (at least {})", what, bound, lo));
  return bound;
}

// The memory guard and table builder of core/workspace.hpp with the run's --max-memory.
inline void guard_memory(const RunOptions& ctx, std::uint64_t bytes, const std::string& what) {
  guard_memory(ctx.max_memory, bytes, what);
}
template <class Table, class... Args>
std::unique_ptr<Table> build_table(const RunOptions& ctx, std::uint64_t bytes, std::uint64_t positions,
                                   const std::string& what, Args&&... args) {
  return build_table<Table>(ctx.max_memory, bytes, positions, what, std::forward<Args>(args)...);
}

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
