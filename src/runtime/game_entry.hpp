#pragma once
// What a game offers the command, whatever uses it: a solve session (`cgcheck solve`, the checks'
// solver), the listing and fields of its positions (`hunt`, claim files), its misère session. The
// registry (claims/registry.hpp) holds these entries beside the papers and claims.
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include <rapidcheck.h>

#include "core/nim_search.hpp"
#include "runtime/grundy_sequence.hpp"

namespace cgcheck {

// The answer to `cgcheck solve`: the position as the game prints it, its value (Grundy value, or a
// canonical form for partizan games) and its outcome class.
// Under misère play (`solve --play misere`), an impartial position also has its genus.
struct Solved {
  Solved(std::string p = {}, std::string v = {}, std::string o = {}, std::string g = {})
      : position(std::move(p)), value(std::move(v)), outcome(std::move(o)), genus(std::move(g)) {}
  std::string position;
  std::string value;
  std::string outcome;
  std::string genus;  // empty unless misère play of an impartial game
};

// Holds the solver's memo between positions, so batch mode reuses work.
// The Grundy value an answer prints, as a number; InputError where it is not one (a partizan value).
std::uint32_t grundy_of(const Solved& s);

class SolveSession {
 public:
  virtual ~SolveSession() = default;
  // Throws InputError on a malformed position, or one too large to solve within the budget.
  virtual Solved solve(std::string_view text) = 0;
  // `solve --outcome`: the outcome alone (`value` may be left empty). By default a full solve; a
  // game with P/N tables answers from them where the position fits: faster, and further.
  virtual Solved outcome(std::string_view text) { return solve(text); }
  // The Grundy value of an impartial position as a number, for the checks and the Lua hosts that
  // compare values (solve() prints it). By default read back from solve()'s text; sessions with a
  // solver at hand answer from it. Throws InputError as solve() does, and where the value is not a
  // Grundy value (a partizan game).
  virtual std::uint32_t grundy(std::string_view text);
  // Limits the work of one solve (moves explored); sessions without a limit ignore it.
  virtual void set_budget(std::uint64_t /*moves*/) {}
  // Limits the memory of the session's solver (bytes; 0 = none); sessions without one ignore it.
  virtual void set_memory_limit(std::uint64_t /*bytes*/) {}
  // How nim values are found (solve --nim-method); false when the session has no choice (built-in
  // games have their own solvers, partizan games values).
  virtual bool set_nim_method(NimMethod) { return false; }
  // The options of an impartial position (every position one move away, printed as solve() prints
  // positions), straight from the game's rules: certificates are built and replayed from them.
  // nullopt when the game does not list them (partizan games, game files). Throws InputError on a
  // malformed position.
  virtual std::optional<std::vector<std::string>> options(std::string_view /*position*/) { return std::nullopt; }
  // How the position compares with `value` (CGSuite notation) decided by search, without the
  // position's canonical form: the outcome of the position minus the value (P: "=", L: ">", R: "<",
  // N: "||"). nullopt when the session has no search (the caller compares canonical forms).
  virtual std::optional<std::string> compare_by_search(std::string_view /*position*/, std::string_view /*value*/) {
    return std::nullopt;
  }
  // The winning moves of the player to move (Left when `left`; impartial games ignore it): every
  // option, as solve prints positions, after which the player who moved wins. By default from
  // options() and the Grundy values (impartial games); nullopt when the session cannot list them.
  virtual std::optional<std::vector<std::string>> winning_moves(std::string_view position, bool left);
};

// A named value of a position, handed to user-written conjectures (`cgcheck hunt`): an integer,
// a boolean, a string, or a list of integers.
using FieldValue = std::variant<std::int64_t, bool, std::string, std::vector<std::int64_t>>;
using Fields = std::vector<std::pair<std::string, FieldValue>>;

// A structural field of a game's positions that its enumeration can fix before it builds them
// (number of heaps or piles, the pass flag, the chain length): `hunt --shape FIELD=VALUE`, or a
// conjunct `FIELD == VALUE` of --where. The name is the conjecture's field of the same name.
struct ShapeField {
  std::string name;
  std::string meaning;
  bool boolean = false;  // a flag (values 0/1: `--shape pass=1`, `--where 'return pass and ...'`)
};
// Field name -> the value every enumerated position has (booleans as 0 and 1).
using Shape = std::map<std::string, std::int64_t, std::less<>>;

// A listing's range [lo, hi] of a shape field, narrowed to the value `shape` gives the field (lo = hi =
// value); unchanged when the shape does not fix it; false when the value is outside the range (no
// listed position has it). How a domain's narrowed() reads its fields (runtime/domain_explorer.hpp).
inline bool narrow(const Shape& shape, std::string_view name, std::int64_t& lo, std::int64_t& hi) {
  if (auto it = shape.find(name); it != shape.end()) {
    if (it->second < lo || it->second > hi) return false;
    lo = hi = it->second;
  }
  return true;
}

// What `cgcheck hunt` needs from a game, with positions as text so the hunt knows no game.
struct Explorer {
  // What --bound counts, the same for `check` and `hunt` of the game (cgcheck games prints it),
  // with the enumeration's order.
  std::string bound_meaning;
  std::uint64_t default_bound = 12;  // hunt's --bound when none is given: seconds, not minutes
  std::vector<ShapeField> shape;     // the fields `enumerate` can fix
  // Every position of size <= bound whose shape fields have the values of `shape` (only fields
  // listed in `shape`; the hunt checks the names), in the game's documented size order (first
  // failure = minimal).
  std::function<void(std::uint64_t bound, const Shape& shape, const std::function<void(const std::string&)>&)>
      enumerate;
  // Random positions (as text), shrinking toward smaller ones.
  std::function<rc::Gen<std::string>()> random;
  // Named values of a position for conjectures (e.g. heaps, n, nimsum). Throws InputError.
  std::function<Fields(std::string_view)> fields;
  // Set where --bound once counted something else in hunts (a sum where check counted an element
  // bound): the bound of a conjecture saved then, widened to cover every position it covered.
  std::function<std::uint64_t(std::uint64_t)> from_legacy_bound;
  // Optional (impartial games): the Grundy value of every position enumerate(bound, shape) visits,
  // in its order, from the game's dense table (its second solver, filled bottom-up). Claim files
  // and hunts about the game read their truth here instead of a memo solve per position. The table
  // is refused (InputError) when it would take more than max_memory bytes (0: no limit); nullopt
  // where the game has no table for that bound and shape (the solver answers then).
  std::function<std::optional<std::vector<std::uint32_t>>(std::uint64_t bound, const Shape& shape, std::uint64_t max_memory)>
      grundy_table;
  // Optional: how many positions enumerate(bound, shape) lists, exactly, without listing them
  // (nullopt where the game cannot say so cheaply), so that a listing that cannot fit in --max-memory
  // is refused before it starts (Nim* to 1,000 stones with every heap at most 4: 3.5·10⁹ positions).
  std::function<std::optional<double>(std::uint64_t bound, const Shape& shape)> count;
};

struct GameEntry {
  std::string id;
  std::string title;   // one line: what the game is
  std::string syntax;  // position syntax, with an example
  bool partizan = false;
  std::function<std::unique_ptr<SolveSession>()> session;
  Explorer explorer;  // for `cgcheck hunt`
  // Parse then print, without solving (fuzzing, round trips). Throws InputError.
  std::function<std::string(std::string_view)> normalize;
  // Optional: a session answering under misère play (the player who cannot move wins); unset, an
  // impartial game gets the generic one over its session's options (misere_session()).
  std::function<std::unique_ptr<SolveSession>()> misere;
  // Play may not end (a game file's loopy = true): values may be inf(K), outcomes D (a draw).
  bool loopy = false;
  // Optional (games whose positions are single heaps): the Grundy sequence with its periodicity
  // theorem, for the `periodic` check kind; unset, a periodic claim about the game is refused.
  std::function<std::unique_ptr<GrundySequence>()> sequence;
  // Optional (heap games): every option of one heap of n tokens, each the nonempty heaps it leaves,
  // for the `quotient` check kind (misère quotients); unset, a quotient claim about the game is refused.
  std::function<std::vector<std::vector<std::uint32_t>>(std::uint32_t n)> heap_options;
};

// A family of games whose rules are a parameter of the id (take-and-break:0.77): `id` is the
// family's name, `parameter` names what follows the colon (CODE), and `member` makes the game for
// one parameter (throws InputError, naming the problem, on a malformed one).
struct GameFamily {
  std::string id;
  std::string parameter;
  std::string title;
  std::string syntax;
  std::string bound_meaning;  // what --bound counts for every member (Explorer::bound_meaning)
  std::function<GameEntry(std::string_view)> member;
};

}  // namespace cgcheck
