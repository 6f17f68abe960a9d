#pragma once
// The game a claim file speaks about (its `game` field): a game file or a built-in game, seen
// alike by the formulas (the positions they get, the solver functions they call) and by the walk
// (the enumeration, random positions, the truth).
#include <algorithm>
#include <cstdint>
#include <iterator>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <fmt/core.h>
#include <rapidcheck.h>

#include "cgt/parse_value.hpp"
#include "claims/registry.hpp"
#include "core/error.hpp"
#include "runtime/misere_session.hpp"
#include "games/misere_value/misere_forms.hpp"
#include "lua/claim_file/spec.hpp"
#include "lua/game_entry.hpp"
#include "lua/game_file.hpp"
#include "lua/game_solver.hpp"
#include "lua/helpers.hpp"
#include "lua/play_session.hpp"

namespace cgcheck::lua::claim_file {

// A position handed to a formula: an array for a game file, text (and its named fields) for a
// built-in game.
struct Case {
  Position p;
  std::string text;
  // Its place in the exhaustive order (the key of the minimal counterexample); random cases have none.
  std::uint64_t index = UINT64_MAX;
};

// Values appended in blocks that never move: a block is reserved once and a new one begun when the
// next run of values does not fit, so listing millions of positions copies nothing and touches each
// page once (a vector doubling copied the whole listing about twice over, page faults included:
// a sixth of a Nim claim's time to 52 stones). A run of values stays within one block.
template <class T>
class BlockBuffer {
 public:
  static constexpr std::size_t kBlock = (std::size_t{1} << 22) / sizeof(T);  // 4 MiB
  // Appends [first, last); returns where the run ends: its block and its end within the block.
  template <class It>
  std::pair<std::uint32_t, std::uint32_t> append(It first, It last) {
    const auto n = static_cast<std::size_t>(std::distance(first, last));
    if (n == 0) return {last_block(), blocks_.empty() ? 0 : static_cast<std::uint32_t>(blocks_.back().size())};
    if (blocks_.empty() || blocks_.back().size() + n > blocks_.back().capacity()) {
      blocks_.emplace_back();
      blocks_.back().reserve(std::max(kBlock, n));
    }
    auto& b = blocks_.back();
    b.insert(b.end(), first, last);
    return {static_cast<std::uint32_t>(blocks_.size() - 1), static_cast<std::uint32_t>(b.size())};
  }
  const T* data(std::uint32_t block) const { return block < blocks_.size() ? blocks_[block].data() : nullptr; }

 private:
  std::uint32_t last_block() const { return blocks_.empty() ? 0 : static_cast<std::uint32_t>(blocks_.size() - 1); }
  std::vector<std::vector<T>> blocks_;
};

// The positions of an enumeration, in its order, packed: texts in one block buffer and arrays in
// another, with where each ends (16 bytes a position beside the data itself, where a vector of Cases
// took 64 and a heap block for any text over 15 characters). at(i) unpacks a Case with index i.
class CaseStore {
 public:
  void push_back(const Case& c) {
    const auto [tb, te] = text_.append(c.text.begin(), c.text.end());
    const auto [ib, ie] = ints_.append(c.p.begin(), c.p.end());
    ends_.push_back({tb, te, ib, ie});
  }
  void reserve(std::size_t positions) { ends_.reserve(positions); }
  std::size_t size() const { return ends_.size(); }
  bool empty() const { return ends_.empty(); }
  Case at(std::size_t i) const {
    const auto ints = this->ints(i);
    const End& e = ends_[i];
    const std::uint32_t t0 = begins_block(i, e.text_block, true) ? 0 : ends_[i - 1].text_end;
    const char* t = text_.data(e.text_block);
    return Case{Position(ints.begin(), ints.end()), t ? std::string(t + t0, t + e.text_end) : std::string(), i};
  }
  Case operator[](std::size_t i) const { return at(i); }
  // Position i's array, in place.
  std::span<const std::int64_t> ints(std::size_t i) const {
    const End& e = ends_[i];
    const std::uint32_t i0 = begins_block(i, e.ints_block, false) ? 0 : ends_[i - 1].ints_end;
    const std::int64_t* block = ints_.data(e.ints_block);
    return block ? std::span<const std::int64_t>(block + i0, e.ints_end - i0) : std::span<const std::int64_t>();
  }
  // Bytes held per position beyond its text and entries.
  static constexpr std::uint64_t kPerPosition = 4 * sizeof(std::uint32_t);

 private:
  struct End {
    std::uint32_t text_block, text_end, ints_block, ints_end;
  };
  // Position i is the first of its block: its run starts at the block's beginning.
  bool begins_block(std::size_t i, std::uint32_t block, bool text) const {
    return i == 0 || (text ? ends_[i - 1].text_block : ends_[i - 1].ints_block) != block;
  }
  BlockBuffer<char> text_;
  BlockBuffer<std::int64_t> ints_;
  std::vector<End> ends_;
};

// A position as messages show it: the empty position (Nim's, a game file's ()) is "", not nothing.
inline std::string shown(std::string text) { return text.empty() ? "\"\"" : text; }

class Target {
 public:
  virtual ~Target() = default;
  // Bytes the solver's memo may take (0: no limit): a run's --max-memory shared among its workers.
  virtual void set_memory_limit(std::uint64_t bytes) = 0;
  virtual std::string id() const = 0;
  virtual bool partizan() const = 0;
  virtual std::string bound_meaning() const = 0;
  // Every position up to `bound` in the game's documented order; `shape` (structural fields fixed
  // before generation, see shape_of_where) narrows it where the game's enumeration can.
  virtual void enumerate(std::uint64_t bound, const Shape& shape, const std::function<void(const Case&)>& visit) = 0;
  // The structural fields the enumeration can fix (none for a game file).
  virtual std::vector<ShapeField> shape_fields() const { return {}; }
  // Whether c's shape fields have the values `shape` gives them (a random position, not generated in it).
  virtual bool in_shape(const Case&, const Shape&) { return true; }
  virtual rc::Gen<Case> random(std::uint64_t bound) = 0;
  virtual std::string print(const Case& c) = 0;
  // C++ work before a formula runs (fields of a built-in position); push() then only copies.
  virtual void prepare(const Case& c) = 0;
  virtual void push(lua_State* L) = 0;  // the prepared position, inside a protected call
  // The prepared position's named values and its text `pos`, each set raw in the table at index t
  // (absolute): a conjecture's globals (a built-in game's Explorer fields, which are also its
  // formulas' argument; a game file's p, n = size(p), k = #p).
  virtual void push_fields(lua_State* L, int t) = 0;
  // Moves one solver call may explore (the sessions made later take it too).
  virtual void set_budget(std::uint64_t moves) = 0;
  // The position a formula passes to a solver function (argument 1 of L). Throws InputError.
  virtual Case read(lua_State* L) = 0;
  virtual void push_case(lua_State* L, const Case& c) = 0;  // for options(q)
  virtual std::vector<Case> options(const Case& c) = 0;
  virtual std::uint32_t grundy(const Case& c) = 0;
  virtual cgt::GameId value(const Case& c) = 0;  // in arena()
  virtual Outcome outcome(const Case& c) = 0;
  virtual cgt::Arena& arena() = 0;
  // How many positions enumerate(bound, shape) lists, when the game can say without listing them.
  virtual std::optional<double> count(std::uint64_t, const Shape&) { return std::nullopt; }
  // The Grundy values of enumerate(bound, shape)'s positions from the game's dense table, in its
  // order; nullopt when the game has none (game files build theirs with build_truth).
  virtual std::optional<std::vector<std::uint32_t>> grundy_table(std::uint64_t, const Shape&, std::uint64_t) {
    return std::nullopt;
  }
  // A game file with loopy = true: its answers are loopy_solved()'s (draws, infinite values).
  virtual bool loopy() const { return false; }
  virtual Solved loopy_solved(const Case&) { throw std::logic_error("loopy_solved of a game that ends"); }
  // The answer under misère play (value, outcome, genus), from the game's misère session.
  Solved misere(const Case& c) {
    if (!misere_) {
      misere_ = make_misere();
      misere_->set_budget(budget_);
      if (memory_ != 0) misere_->set_memory_limit(memory_);
    }
    return misere_->solve(print(c));
  }
  // The misère canonical form of an impartial position (cgt/misere_form.hpp), in `forms()`'s arena.
  cgt::MisereId misere_form(const Case& c) { return forms().form(print(c)); }
  MisereForms& forms() {
    if (!forms_) {
      forms_ = std::make_unique<MisereForms>(id(), partizan(), partizan() ? nullptr : make_session(), nullptr);
      forms_->set_budget(budget_);
      if (memory_ != 0) forms_->set_memory_limit(memory_);
    }
    return *forms_;
  }
  // The winning moves of the player to move (Left when `left`; impartial games ignore it), each
  // as the game prints positions, decided as `solve --winning-moves` decides them.
  std::vector<std::string> winning_moves(const Case& c, bool left) {
    auto moves = normal().winning_moves(print(c), left);
    if (!moves) throw InputError(id() + " does not list its moves: winning_moves() is for game files and impartial games");
    return std::move(*moves);
  }
  // How the position compares with `value` (CGSuite notation): "=", ">", "<" or "||", decided by
  // the outcome search of the position minus the value where the game has it (a partizan game
  // file), else from the canonical forms.
  std::string compare(const Case& c, std::string_view value) {
    if (auto rel = normal().compare_by_search(print(c), value)) return *rel;
    cgt::Arena& a = arena();
    const cgt::GameId g = partizan() ? this->value(c) : a.nimber(grundy(c));
    return std::string(relation_of_difference(a.outcome(a.add(g, a.neg(a.canon(cgt::parse_value(a, value)))))));
  }

 protected:
  virtual std::unique_ptr<SolveSession> make_misere() = 0;
  virtual std::unique_ptr<SolveSession> make_session() = 0;
  std::uint64_t memory_ = 0;  // set_memory_limit's, for the sessions made later
  std::uint64_t budget_ = 50'000'000;  // set_budget's, likewise
  // The budget of the sessions made so far, for set_budget.
  void budget_sessions(std::uint64_t moves) {
    budget_ = moves;
    if (misere_) misere_->set_budget(moves);
    if (normal_) normal_->set_budget(moves);
    if (forms_) forms_->set_budget(moves);
  }

 private:
  SolveSession& normal() {
    if (!normal_) {
      normal_ = make_session();
      normal_->set_budget(budget_);
      if (memory_ != 0) normal_->set_memory_limit(memory_);
    }
    return *normal_;
  }
  std::unique_ptr<SolveSession> misere_, normal_;
  std::unique_ptr<MisereForms> forms_;
};

// A game file's target: its positions are arrays, solved by the file's own solver (and its loopy
// and misère sessions, made on first use).
class FileTarget : public Target {
 public:
  explicit FileTarget(const std::filesystem::path& path);
  void set_memory_limit(std::uint64_t bytes) override;
  std::string id() const override { return game_->id(); }
  bool partizan() const override { return game_->partizan(); }
  std::string bound_meaning() const override { return "size"; }
  void enumerate(std::uint64_t bound, const Shape&, const std::function<void(const Case&)>& visit) override;
  rc::Gen<Case> random(std::uint64_t bound) override;
  std::string print(const Case& c) override { return game_->show(c.p); }
  void prepare(const Case& c) override { prepared_ = &c; }
  void push(lua_State* L) override { GameFile::push_position(L, prepared_->p); }
  void push_fields(lua_State* L, int t) override;
  void set_budget(std::uint64_t moves) override;
  Case read(lua_State* L) override;
  void push_case(lua_State* L, const Case& c) override { GameFile::push_position(L, c.p); }
  std::vector<Case> options(const Case& c) override;
  std::uint32_t grundy(const Case& c) override;
  GameFile& game() { return *game_; }
  cgt::GameId value(const Case& c) override;
  Outcome outcome(const Case& c) override;
  cgt::Arena& arena() override { return solver_.arena(); }
  bool loopy() const override { return game_->loopy(); }
  Solved loopy_solved(const Case& c) override;

 protected:
  std::unique_ptr<SolveSession> make_misere() override { return misere_file_session(path_); }
  std::unique_ptr<SolveSession> make_session() override { return game_file_entry(path_).session(); }

 private:
  std::filesystem::path path_;
  std::unique_ptr<SolveSession> loopy_;
  std::shared_ptr<GameFile> game_;
  GameSolver solver_;
  const Case* prepared_ = nullptr;
};

// A built-in game's target: its positions are text, with the named fields of its Explorer; its
// own solve session answers.
class BuiltinTarget : public Target {
 public:
  explicit BuiltinTarget(const GameEntry& g);
  void set_memory_limit(std::uint64_t bytes) override;
  std::string id() const override { return game_.id; }
  bool partizan() const override { return game_.partizan; }
  std::string bound_meaning() const override { return game_.explorer.bound_meaning; }
  void enumerate(std::uint64_t bound, const Shape& shape, const std::function<void(const Case&)>& visit) override;
  std::vector<ShapeField> shape_fields() const override { return game_.explorer.shape; }
  bool in_shape(const Case& c, const Shape& shape) override;
  rc::Gen<Case> random(std::uint64_t) override;
  std::string print(const Case& c) override { return c.text; }
  void prepare(const Case& c) override;
  void push(lua_State* L) override;
  void push_fields(lua_State* L, int t) override;
  void set_budget(std::uint64_t moves) override;
  Case read(lua_State* L) override;
  void push_case(lua_State* L, const Case& c) override { lua_pushlstring(L, c.text.data(), c.text.size()); }
  std::vector<Case> options(const Case&) override;
  std::uint32_t grundy(const Case& c) override;
  cgt::GameId value(const Case& c) override;
  Outcome outcome(const Case& c) override;
  cgt::Arena& arena() override { return arena_; }
  std::optional<std::vector<std::uint32_t>> grundy_table(std::uint64_t bound, const Shape& shape,
                                                         std::uint64_t max_memory) override;
  std::optional<double> count(std::uint64_t bound, const Shape& shape) override;

 protected:
  std::unique_ptr<SolveSession> make_misere() override { return misere_session(game_); }
  std::unique_ptr<SolveSession> make_session() override { return game_.session(); }

 private:
  const GameEntry& game_;
  std::unique_ptr<SolveSession> session_;
  cgt::Arena arena_;
  Fields fields_;
  const std::string* text_ = nullptr;
};

// The target of a claim file's spec: its game file (a path relative to the claim file's folder) or
// the registry's built-in game. Throws InputError naming the claim file.
std::unique_ptr<Target> make_target(const Registry& r, const FileSpec& spec);

// The key a target's memos and tables are shared under: the built-in game's id, or the game file's
// canonical path (every claim file about one game shares them).
std::string target_key(const FileSpec& spec);

}  // namespace cgcheck::lua::claim_file
