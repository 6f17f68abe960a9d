#pragma once
// Conjectures typed at the command line, written in Lua 5.4 (`cgcheck hunt`). A conjecture is a
// Lua chunk evaluated once per position, with the position's named values (the game's Explorer
// fields) as globals and the solver reachable through grundy(pos) / value(pos) / outcome(pos).
// It knows no game: positions are text, fields come from the game's Explorer.
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "claims/claim.hpp"
#include "claims/result.hpp"
#include "claims/check_kind.hpp"
#include "claims/registry.hpp"

namespace cgcheck {

enum class ConjectureForm {
  predict_p,       // returns a boolean: the position is a P-position
  predict_grundy,  // returns an integer: the position's Grundy value
  predict_value,   // returns a string: the canonical value (partizan games), as `solve` prints it
  property         // returns a boolean: true where the property holds; may call the solver
};
std::string_view name(ConjectureForm f);
ConjectureForm parse_conjecture_form(std::string_view s);  // throws InputError
// The check kind a claim file names the same check by (p_iff, grundy_is, value_is, property).
CheckKind check_kind(ConjectureForm f);  // the claim kind a conjecture form states

struct Conjecture {
  std::string name;  // for --save and saved conjectures
  std::string game;
  ConjectureForm form = ConjectureForm::property;
  std::string code;
  std::string where;         // optional Lua filter: positions where it returns false are skipped
  std::string shape;         // optional "FIELD=VALUE,...": structural fields fixed before generation
  std::optional<std::uint64_t> bound;  // exhaustive phase: every position of size <= bound (default: the game's)
  std::uint64_t random = 0;  // random phase: this many positions
  std::uint64_t seed = 1;
  std::string expected;      // for saved conjectures: "holds" or "refuted"
  std::string bound_counts;  // saved conjectures: what the bound counts (bound_unit of the game's meaning)
  std::uint64_t lua_memory = std::uint64_t{1} << 30;  // bytes the script's Lua state may hold
  // Moves one grundy()/value()/outcome() call of the script may explore (about 2 s here): each
  // answer stays interactive. The fuzz harness lowers it, because sanitizers make a move 10-20x slower.
  std::uint64_t solver_moves = 20'000'000;
  // Workers of the exhaustive phase (a Lua state and solver each); results do not depend on it.
  unsigned threads = 1;
  // Bytes the listed positions of the exhaustive phase may take (0: no limit): a bound whose
  // positions would not fit is refused as they are listed, before memory runs out.
  std::uint64_t max_memory = 0;
};

// What the exhaustive phase walked: the bound used, the shape fixed before generation (from
// --shape and the conjuncts of --where it recognised), the positions generated and those --where
// kept (the positions checked).
struct HuntStats {
  std::uint64_t bound = 0;
  Shape shape;
  bool empty_shape = false;  // two constraints on one field disagree: nothing to generate
  bool where_in_shape = false;  // --where says nothing beyond the shape: not evaluated per position
  std::uint64_t generated = 0, kept = 0;
};

// --shape's text, "FIELD=VALUE[,FIELD=VALUE...]" (booleans as true/false or 1/0), against the
// game's shape fields. Throws InputError naming an unknown field or a malformed value.
Shape parse_shape(std::string_view text, const std::vector<ShapeField>& fields);
// The shape a --where predicate fixes: when it is `return C1 and C2 and ...` (no `or`, strings, long brackets,
// comments or statements), each conjunct `FIELD == INTEGER`, `INTEGER == FIELD`, `FLAG`,
// `not FLAG`, `FLAG == true|false` on a shape field. `whole` when every conjunct is one of those;
// `conflict` when two give one field different values.
struct WhereShape {
  Shape shape;
  bool whole = false;
  bool conflict = false;
};
WhereShape shape_of_where(std::string_view where, const std::vector<ShapeField>& fields);

// Runs the exhaustive phase then the random phase, as the one claim of a spec built in memory
// (lua/claim_file/state.hpp: InlineClaim), walked by the claim files' runner: the same check kinds,
// truth, domain, verdicts and certificates as a claim file's claim with the same formula. A Lua
// error, a result of the wrong type, a runaway script (work limit per position) or a script over its
// memory cap throws InputError; a signal (SIGINT/SIGTERM) stops even a script inside pcall and
// throws Interrupted.
ClaimResult hunt(const Conjecture& c, const GameEntry& game, HuntStats* stats = nullptr);

// A conjecture's check, the same object for a typed hunt and a saved conjecture as for a built-in
// claim: run by run_claim (run/run.hpp), it walks every position up to the claim's bound, with the
// run's threads, memory limit and checkpoints (files named by the claim's id and the conjecture's
// text), then its random positions. `game` gives the game when the claim runs (a saved
// conjecture's is looked up then, and may be refused); `r` is the registry value_in() looks games
// up in; `stats`, if given, receives the exhaustive phase's figures.
std::shared_ptr<const ClaimCheck> conjecture_check(Conjecture c, std::function<const GameEntry&()> game, const Registry& r,
                                                   HuntStats* stats = nullptr);

// The unit of a game's bound, for saved conjectures: its bound_meaning up to the parenthesis
// ("largest pile", "total stones").
std::string bound_unit(std::string_view meaning);

// Saved conjectures: <folder>/<name>.json. The shipped ones are in the share folder's conjectures/
// (runtime/share_dir.hpp); `hunt --save` writes to the user's folder (--conjectures, default
// ./conjectures), never to the install.
std::string conjecture_path(const std::filesystem::path& dir, const std::string& name);
// Throws InputError unless `name` may be saved in `dir`: lower-case letters, digits, '-', '_', and
// not the name of a shipped conjecture unless `dir` is the shipped folder itself (run from the
// repository's root, ./conjectures is the shipped folder: saving there adds a shipped conjecture).
void check_conjecture_name(const std::string& name, const std::filesystem::path& dir);
// Creates `dir` if needed and writes the conjecture to it atomically; returns the file written.
std::string save_conjecture(const Conjecture& c, const std::filesystem::path& dir, bool force = false);
// Registers every conjecture saved in `dir` as a claim `conjectures/<name>` about its game, on the
// page of the saved conjectures (their source; kSavedConjectures). The shipped ones are cited as
// conjectures/<name>.json (as in the repository), a user's as the file.
// A name already taken by a registered conjecture, or an unreadable file in a user's folder, throws
// InputError; a missing folder adds nothing.
void register_saved_conjectures(Registry& r, const std::filesystem::path& dir, bool shipped);

}  // namespace cgcheck
