#pragma once
// What a run is asked for (its profile, bound, seed, threads, memory, checkpoints) and the context a
// check or a table fill runs in (those options, the run's tables, the claim's walks). Below the games:
// a game's typed domains fill the run's tables through it, knowing nothing of claims.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include <fmt/core.h>

#include "core/error.hpp"
#include "runtime/workspace.hpp"

namespace cgcheck {

// How far a run goes: `ci` keeps the CTest gate quick, `standard` is the report's default,
// `deep` is the documented long run.
enum class Profile { ci, standard, deep };
std::string_view name(Profile p);

// A size bound per profile (what it counts is the domain's to say).
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
  // The run's cache of Table by Key (runtime/workspace.hpp).
  template <class Key, class Table>
  TableCache<Key, Table>& tables() {
    return tables_->cache<Key, Table>();
  }
  Workspace& workspace() { return *tables_; }
  // What a domain says about how this run reached its truth (a table it built, rows checked as they
  // were filled): the check hands it to the claim's result (take_said), so a game's domain speaks to
  // the reader without knowing what a claim's result is.
  void say(std::string message) { said_ = std::move(message); }
  std::string take_said() { return std::exchange(said_, {}); }

 private:
  Workspace* tables_;
  std::string claim_id_;
  std::uint64_t walks_ = 0;
  std::string said_;
};

// A claim's or a table's bound, refused (exit 2) outside lo..hi; `what` says what it counts.
inline std::uint64_t checked_bound(std::uint64_t bound, std::uint64_t lo, std::uint64_t hi, std::string_view what) {
  if (bound > hi) throw InputError(fmt::format("{} bound {} too large (at most {})", what, bound, hi));
  if (bound < lo) throw InputError(fmt::format("{} bound {} too small (at least {})", what, bound, lo));
  return bound;
}

// The memory guard and table builder of runtime/workspace.hpp with the run's --max-memory.
inline void guard_memory(const RunOptions& ctx, std::uint64_t bytes, const std::string& what) {
  guard_memory(ctx.max_memory, bytes, what);
}
template <class Table, class... Args>
std::unique_ptr<Table> build_table(const RunOptions& ctx, std::uint64_t bytes, std::uint64_t positions,
                                   const std::string& what, Args&&... args) {
  return build_table<Table>(ctx.max_memory, bytes, positions, what, std::forward<Args>(args)...);
}

}  // namespace cgcheck
