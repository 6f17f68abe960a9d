#pragma once
// A claim file's Lua state: the file loaded and its spec read (claim_file/spec.cpp), a claim's
// formula or where() evaluated at a position (claim_file/state.cpp), and the solver functions the
// formulas call (claim_file/functions.cpp). One per worker thread while claims run.
#include <cstddef>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "claims/check_kind.hpp"
#include "claims/registry.hpp"
#include "runtime/game_entry.hpp"
#include "lua/claim_file/spec.hpp"
#include "lua/claim_file/target.hpp"
#include "lua/sandbox.hpp"

namespace cgcheck::lua::claim_file {

// A claim stated without a file: a hunt's conjecture (lua/conjecture.hpp), the one claim of a spec
// built in memory. Its formula and --where are Lua chunks called with the position as their
// argument (`...`); the position's named values are globals too, as hunt's one-line scripts use them.
struct InlineClaim {
  std::string id = "conjecture";
  std::string game;  // a built-in game's id, or a game file (relative to the working folder)
  const GameEntry* entry = nullptr;  // the built-in game, as found by the caller
  std::string bound_meaning;         // what the bound counts, in the words of the game's Explorer
  CheckKind check = CheckKind::property;
  std::string formula, where;
  Shape shape;  // --shape: structural fields fixed before generation
  std::uint64_t random = 0;
  std::uint64_t lua_memory = kDefaultMemory;
  std::uint64_t solver_moves = 0;  // moves one solver call may explore (0: the claim files' 5·10⁷)
  std::string text;                // what names the claim's checkpoints: its game, form, code, --where, --shape
};

class ClaimState : public Sandbox {
 public:
  // Loads the file; with `peek`, a file that returns no `claims` table is not an error (is_claim_file).
  explicit ClaimState(const std::filesystem::path& path, bool peek = false);
  // A claim stated in memory: its chunks compiled (a syntax error is refused here, before any work).
  explicit ClaimState(const InlineClaim& c);
  const InlineClaim* inline_claim() const { return inline_ ? &*inline_ : nullptr; }

  // How a message names the formula (or where) at a position: a file's "FILE: claim ID:
  // formula(POS)", a conjecture's "the conjecture" with " at position POS" after what it did.
  std::string speaker(std::size_t i, bool where, const std::string& at) const;
  std::string at_position(const std::string& at) const;

  FileSpec spec;
  std::string script_;  // the file's text: where() narrows the enumeration by its source (where_source)
  const std::string& script() const { return script_; }

  // The source of claim i's where(), when the lines that define it hold that function alone: its
  // parameter's name and its body. Empty otherwise.
  std::pair<std::string, std::string> where_source(std::size_t i) const;
  bool is_claims = false;

  void bind(Target* t) { target_ = t; }
  // The games value_in() may name: the run's registry (built-in games); game files are found
  // beside the claim file.
  void bind_registry(const Registry* r) { registry_ = r; }
  // The game the solver functions answer for: bound while claims run, not while the file loads
  // (a top-level `outcome("1")` of the file).
  Target& target(const char* function) const;

  // Runs claim i's formula (or where filter) at c; the result is left on the stack top.
  int evaluate(std::size_t i, bool where, const Case& c);
  std::string file_;

 private:
  static ClaimState& me(lua_State* L) { return static_cast<ClaimState&>(self(L)); }

  // Reads the table the file returned into spec (claim_file/spec.cpp).
  static int l_read(lua_State* L);
  static int l_eval(lua_State* L);

  // The solver functions of formulas and where() (claim_file/functions.cpp).
  Case argument(lua_State* L, Target& t) const;
  static int l_grundy(lua_State* L);
  static int l_value(lua_State* L);
  static int l_outcome(lua_State* L);
  static int l_misere_grundy(lua_State* L);
  static int l_misere_outcome(lua_State* L);
  static int l_genus(lua_State* L);
  static int l_misere_form(lua_State* L);
  static int l_winning_moves(lua_State* L);
  static int l_compare(lua_State* L);
  static int l_value_in(lua_State* L);
  static int l_options(lua_State* L);
  // A game value_in() names, with its session (kept: its memo serves the formula's later calls).
  struct OtherGame {
    std::string id;
    bool partizan = false, loopy = false;
    std::unique_ptr<SolveSession> session;
    // A game file's own text form: an array given to value_in is shown by the file (its show())
    // before the session parses it back, so a file with parse/show of its own reads it as it wrote it.
    std::unique_ptr<GameFile> file;
  };
  OtherGame& other_game(const std::string& game);

  void expose_functions();
  std::optional<InlineClaim> inline_;
  bool peek_ = false;
  Target* target_ = nullptr;
  const Registry* registry_ = nullptr;
  std::map<std::string, OtherGame> others_;
  std::size_t claim_ = 0;
  bool where_ = false;
  const Case* current_ = nullptr;  // the position evaluate() runs the formula at
};

}  // namespace cgcheck::lua::claim_file
