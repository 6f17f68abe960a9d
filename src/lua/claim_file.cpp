#include "lua/claim_file.hpp"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <exception>
#include <thread>
#include <unordered_map>
#include <cctype>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <filesystem>
#include <fstream>
#include <future>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <sstream>

#include <fmt/core.h>
#include <fmt/format.h>
#include <rapidcheck.h>

#include "cgt/parse_value.hpp"
#include "core/error.hpp"
#include "core/loopy.hpp"
#include "claims/check_kinds.hpp"
#include "claims/checkpoint.hpp"
#include "claims/first_failure.hpp"
#include "runtime/cluster.hpp"
#include "core/heap_bytes.hpp"
#include "runtime/misere_session.hpp"
#include "runtime/output.hpp"
#include "core/position_store.hpp"
#include "claims/runner.hpp"
#include "runtime/serialise.hpp"
#include "claims/periodic.hpp"
#include "lua/conjecture.hpp"
#include "lua/game_entry.hpp"
#include "lua/game_solver.hpp"
#include "lua/play_session.hpp"
#include "lua/helpers.hpp"
#include "lua/judge.hpp"
#include "lua/listed_domain.hpp"
#include "lua/sandbox.hpp"

namespace cgcheck::lua {

namespace fs = std::filesystem;

namespace {

// ---- the game a claim file speaks about --------------------------------------------------------

// A position handed to a formula: an array for a game file, text (and its named fields) for a
// built-in game.
struct Case {
  Position p;
  std::string text;
  // Its place in the exhaustive order (the key of the minimal counterexample); random cases have none.
  std::uint64_t index = UINT64_MAX;
};

// The positions of an enumeration, in its order, packed: every text in one buffer and every array
// in another, with their ends (16 bytes a position beside the data itself, where a vector of Cases
// took 64 and a heap block for any text over 15 characters). at(i) unpacks a Case with index i.
class CaseStore {
 public:
  void push_back(const Case& c) {
    text_.insert(text_.end(), c.text.begin(), c.text.end());
    ints_.insert(ints_.end(), c.p.begin(), c.p.end());
    ends_.push_back({text_.size(), ints_.size()});
  }
  std::size_t size() const { return ends_.size(); }
  bool empty() const { return ends_.empty(); }
  Case at(std::size_t i) const {
    const auto [t0, i0] = i == 0 ? std::pair<std::uint64_t, std::uint64_t>{0, 0} : ends_[i - 1];
    const auto [t1, i1] = ends_[i];
    return Case{Position(ints_.begin() + static_cast<std::ptrdiff_t>(i0), ints_.begin() + static_cast<std::ptrdiff_t>(i1)),
                std::string(text_.begin() + static_cast<std::ptrdiff_t>(t0), text_.begin() + static_cast<std::ptrdiff_t>(t1)), i};
  }
  Case operator[](std::size_t i) const { return at(i); }
  // Position i's array, in place.
  std::span<const std::int64_t> ints(std::size_t i) const {
    const std::uint64_t i0 = i == 0 ? 0 : ends_[i - 1].second, i1 = ends_[i].second;
    return {ints_.data() + i0, static_cast<std::size_t>(i1 - i0)};
  }
  // Bytes held per position beyond its text and entries.
  static constexpr std::uint64_t kPerPosition = 2 * sizeof(std::uint64_t);

 private:
  std::vector<char> text_;
  std::vector<std::int64_t> ints_;
  std::vector<std::pair<std::uint64_t, std::uint64_t>> ends_;  // text and ints ends of position i
};

// A position as messages show it: the empty position (Nim's, a game file's ()) is "", not nothing.
std::string shown(std::string text) { return text.empty() ? "\"\"" : text; }

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
  virtual rc::Gen<Case> random(std::uint64_t bound) = 0;
  virtual std::string print(const Case& c) = 0;
  // C++ work before a formula runs (fields of a built-in position); push() then only copies.
  virtual void prepare(const Case& c) = 0;
  virtual void push(lua_State* L) = 0;  // the prepared position, inside a protected call
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
      misere_->set_budget(50'000'000);
      if (memory_ != 0) misere_->set_memory_limit(memory_);
    }
    return misere_->solve(print(c));
  }

 protected:
  virtual std::unique_ptr<SolveSession> make_misere() = 0;
  std::uint64_t memory_ = 0;  // set_memory_limit's, for the sessions made later

 private:
  std::unique_ptr<SolveSession> misere_;
};

class FileTarget : public Target {
 public:
  explicit FileTarget(const fs::path& path) : path_(path), game_(std::make_shared<GameFile>(path)), solver_(*game_) {
    solver_.set_budget(50'000'000);
  }
  void set_memory_limit(std::uint64_t bytes) override {
    memory_ = bytes;
    if (loopy_) loopy_->set_memory_limit(bytes);
    solver_.set_memory_limit(bytes);
    game_->set_enumeration_limit(bytes);
    game_->set_copy_cap(bytes);
  }
  std::string id() const override { return game_->id(); }
  bool partizan() const override { return game_->partizan(); }
  std::string bound_meaning() const override { return "size"; }
  void enumerate(std::uint64_t bound, const Shape&, const std::function<void(const Case&)>& visit) override {
    for (auto& p : game_->positions(bound)) visit(Case{std::move(p), {}});
  }
  rc::Gen<Case> random(std::uint64_t bound) override {
    return rc::gen::map(position_gen(game_, bound), [](Position p) { return Case{std::move(p), {}}; });
  }
  std::string print(const Case& c) override { return game_->show(c.p); }
  void prepare(const Case& c) override { prepared_ = &c; }
  void push(lua_State* L) override { GameFile::push_position(L, prepared_->p); }
  Case read(lua_State* L) override {
    Case c;
    if (lua_type(L, 1) == LUA_TSTRING) {
      std::size_t n = 0;
      const char* s = lua_tolstring(L, 1, &n);
      c.p = game_->parse(std::string_view(s, n));
      return c;
    }
    if (!GameFile::read_position(L, 1, c.p))
      throw InputError("the solver functions take a position: an array of integers (or its text)");
    if (!game_->valid(c.p)) throw InputError(fmt::format("{} is not a position of {} (valid() is false)", game_->show(c.p), game_->id()));
    c.p = game_->normalize(c.p);
    return c;
  }
  void push_case(lua_State* L, const Case& c) override { GameFile::push_position(L, c.p); }
  std::vector<Case> options(const Case& c) override {
    if (game_->partizan()) throw InputError("options() is for impartial games (a partizan game has Left's and Right's moves)");
    PositionList list;
    game_->moves(c.p, Side::options, list);
    std::vector<Case> out;
    for (std::size_t i = 0; i < list.size(); ++i) out.push_back(Case{Position(list[i].begin(), list[i].end()), {}});
    return out;
  }
  std::uint32_t grundy(const Case& c) override {
    if (game_->loopy()) return grundy_of(loopy_solved(c));
    return solver_.grundy(c.p);
  }
  GameFile& game() { return *game_; }
  cgt::GameId value(const Case& c) override {
    if (game_->loopy()) throw InputError(fmt::format("{} is loopy: value() is for games that end", game_->file()));
    return solver_.value(c.p);
  }
  Outcome outcome(const Case& c) override {
    if (game_->loopy()) throw std::logic_error("Outcome of a loopy game (its outcome is text: loopy_solved)");
    return solver_.outcome(c.p);
  }
  cgt::Arena& arena() override { return solver_.arena(); }
  bool loopy() const override { return game_->loopy(); }
  Solved loopy_solved(const Case& c) override {
    if (!loopy_) {
      loopy_ = loopy_file_session(path_);
      loopy_->set_budget(50'000'000);
      if (memory_ != 0) loopy_->set_memory_limit(memory_);
    }
    return loopy_->solve(game_->show(c.p));
  }

 protected:
  std::unique_ptr<SolveSession> make_misere() override { return misere_file_session(path_); }

 private:
  fs::path path_;
  std::unique_ptr<SolveSession> loopy_;
  std::shared_ptr<GameFile> game_;
  GameSolver solver_;
  const Case* prepared_ = nullptr;
};

class BuiltinTarget : public Target {
 public:
  explicit BuiltinTarget(const GameEntry& g) : game_(g), session_(g.session()) {
    if (!g.explorer.enumerate || !g.explorer.fields) throw InputError(fmt::format("game '{}' cannot be enumerated for claim files", g.id));
    session_->set_budget(50'000'000);
  }
  void set_memory_limit(std::uint64_t bytes) override {
    memory_ = bytes;
    session_->set_memory_limit(bytes);
    arena_.set_memory_limit(bytes);
  }
  std::string id() const override { return game_.id; }
  bool partizan() const override { return game_.partizan; }
  std::string bound_meaning() const override { return game_.explorer.bound_meaning; }
  void enumerate(std::uint64_t bound, const Shape& shape, const std::function<void(const Case&)>& visit) override {
    game_.explorer.enumerate(bound, shape, [&](const std::string& t) { visit(Case{{}, t}); });
  }
  std::vector<ShapeField> shape_fields() const override { return game_.explorer.shape; }
  rc::Gen<Case> random(std::uint64_t) override {
    if (!game_.explorer.random) throw InputError(fmt::format("game '{}' has no random positions", game_.id));
    return rc::gen::map(game_.explorer.random(), [](std::string t) { return Case{{}, std::move(t)}; });
  }
  std::string print(const Case& c) override { return c.text; }
  void prepare(const Case& c) override {
    fields_ = game_.explorer.fields(c.text);
    text_ = &c.text;
  }
  void push(lua_State* L) override {
    lua_createtable(L, 0, static_cast<int>(fields_.size() + 1));
    for (const auto& [field, value] : fields_) {
      lua_pushlstring(L, field.data(), field.size());
      push_field(L, value);
      lua_rawset(L, -3);
    }
    lua_pushlstring(L, text_->data(), text_->size());
    lua_setfield(L, -2, "pos");
  }
  Case read(lua_State* L) override {
    if (lua_type(L, 1) == LUA_TTABLE) lua_getfield(L, 1, "pos");
    else lua_pushvalue(L, 1);
    if (lua_type(L, -1) != LUA_TSTRING) {
      lua_pop(L, 1);
      throw InputError(fmt::format("the solver functions take a position of {} as text (or the formula's argument)", game_.id));
    }
    std::size_t n = 0;
    const char* s = lua_tolstring(L, -1, &n);
    Case c{{}, std::string(s, n)};
    lua_pop(L, 1);
    return c;
  }
  void push_case(lua_State* L, const Case& c) override { lua_pushlstring(L, c.text.data(), c.text.size()); }
  std::vector<Case> options(const Case&) override {
    throw InputError(fmt::format("options() is available for games written in Lua, not for the built-in game {}", game_.id));
  }
  std::uint32_t grundy(const Case& c) override {
    if (game_.partizan) throw InputError(fmt::format("{} is partizan: it has values, not Grundy values", game_.id));
    return session_->grundy(c.text);
  }
  cgt::GameId value(const Case& c) override {
    if (!game_.partizan) return arena_.nimber(session_->grundy(c.text));
    return cgt::parse_value(arena_, session_->solve(c.text).value);
  }
  Outcome outcome(const Case& c) override {
    const std::string o = session_->solve(c.text).outcome;
    return o == "P" ? Outcome::P : o == "N" ? Outcome::N : o == "L" ? Outcome::L : Outcome::R;
  }
  cgt::Arena& arena() override { return arena_; }
  std::optional<std::vector<std::uint32_t>> grundy_table(std::uint64_t bound, const Shape& shape,
                                                         std::uint64_t max_memory) override {
    if (game_.partizan || !game_.explorer.grundy_table) return std::nullopt;
    return game_.explorer.grundy_table(bound, shape, max_memory);
  }
  std::optional<double> count(std::uint64_t bound, const Shape& shape) override {
    if (!game_.explorer.count) return std::nullopt;
    return game_.explorer.count(bound, shape);
  }

 protected:
  std::unique_ptr<SolveSession> make_misere() override { return misere_session(game_); }

 private:
  const GameEntry& game_;
  std::unique_ptr<SolveSession> session_;
  cgt::Arena arena_;
  Fields fields_;
  const std::string* text_ = nullptr;
};

// ---- the file ----------------------------------------------------------------------------------

struct ClaimSpec {
  std::string id, cite, section, statement, expect = "holds", finding = "erratum", note;
  CheckKind check = CheckKind::p_iff;
  std::string check_name;  // as written, for the parser
  Bounds bounds;
  std::uint64_t random = 100;
  bool has_where = false;
  // The formula and where functions, referenced in the registry when the file is read: the script
  // may change its own table later (t.claims[1] = 5) without C++ ever reading it again.
  int formula_ref = LUA_NOREF, where_ref = LUA_NOREF;
  int where_first = 0, where_last = 0;  // the lines of the file that define where()
  // check = "periodic" (heap games): the claimed preperiod, period and optionally the values.
  std::uint64_t preperiod = 0, period = 0;
  std::vector<std::uint32_t> values;
  std::string play = "normal";  // or "misere": the truth is misère play's (the player who cannot move wins)
};

struct FileSpec {
  std::string path, stem, paper_id, title, authors, year, link, game;
  std::vector<ClaimSpec> claims;
};


class ClaimState : public Sandbox {
 public:
  // Loads the file; with `peek`, a file that returns no `claims` table is not an error (is_claim_file).
  explicit ClaimState(const fs::path& path, bool peek = false) : peek_(peek) {
    spec.path = path.string();
    spec.stem = path.stem().string();
    file_ = path.filename().string();
    expose_helpers(*this);
    expose("grundy", &ClaimState::l_grundy);
    expose("value", &ClaimState::l_value);
    expose("outcome", &ClaimState::l_outcome);
    expose("options", &ClaimState::l_options);
    expose("misere_grundy", &ClaimState::l_misere_grundy);
    expose("misere_outcome", &ClaimState::l_misere_outcome);
    expose("genus", &ClaimState::l_genus);
    expose("value_in", &ClaimState::l_value_in);
    script_ = read_script(path.string(), "claim file");
    load(script_, "=" + file_, "claim file " + file_, &ClaimState::l_read);
  }

  FileSpec spec;
  std::string script_;  // the file's text: where() narrows the enumeration by its source (where_source)
  const std::string& script() const { return script_; }

  // The source of claim i's where(), when the lines that define it hold that function alone: its
  // parameter's name and its body. Empty otherwise.
  std::pair<std::string, std::string> where_source(std::size_t i) const {
    const ClaimSpec& c = spec.claims.at(i);
    if (!c.has_where || c.where_first < 1 || c.where_last < c.where_first) return {};
    std::size_t at = 0;
    for (int line = 1; line < c.where_first && at != std::string::npos; ++line) at = script_.find('\n', at), at = at == std::string::npos ? at : at + 1;
    if (at == std::string::npos) return {};
    std::size_t end = at;
    for (int line = c.where_first; line <= c.where_last && end != std::string::npos; ++line) end = script_.find('\n', end), end = end == std::string::npos ? end : end + 1;
    const std::string text = script_.substr(at, end == std::string::npos ? std::string::npos : end - at);
    const auto fn = text.find("function");
    if (fn == std::string::npos || text.find("function", fn + 8) != std::string::npos) return {};
    const auto open = text.find('(', fn), close = text.find(')', fn);
    if (open == std::string::npos || close == std::string::npos || close < open) return {};
    std::string param = text.substr(open + 1, close - open - 1);
    param.erase(std::remove_if(param.begin(), param.end(), [](unsigned char ch) { return std::isspace(ch); }), param.end());
    if (param.empty() || !std::all_of(param.begin(), param.end(), [](unsigned char ch) { return std::isalnum(ch) || ch == '_'; }))
      return {};
    const auto last_end = text.rfind("end");
    if (last_end == std::string::npos || last_end < close) return {};
    return {param, text.substr(close + 1, last_end - close - 1)};
  }
  bool is_claims = false;

  void bind(Target* t) { target_ = t; }
  // The games value_in() may name: the run's registry (built-in games); game files are found
  // beside the claim file.
  void bind_registry(const Registry* r) { registry_ = r; }
  // The game the solver functions answer for: bound while claims run, not while the file loads
  // (a top-level `outcome("1")` of the file).
  Target& target(const char* function) const {
    if (!target_)
      throw InputError(fmt::format("{}: {}() is for formulas and where(), not for the file's top level (the game is "
                                   "not solved while the file loads)", file_, function));
    return *target_;
  }

  // Runs claim i's formula (or where filter) at c; the result is left on the stack top.
  int evaluate(std::size_t i, bool where, const Case& c) {
    target_->prepare(c);
    claim_ = i;
    where_ = where;
    current_ = &c;
    const Call call = run(&ClaimState::l_eval);
    current_ = nullptr;
    const char* fn = where ? "where" : "formula";
    const std::string at = shown(target_->print(c));
    switch (call.ended) {
      case Ended::ok: break;
      case Ended::interrupted: throw Interrupted(fmt::format("interrupted at position {}; no file written", at));
      case Ended::stopped:
      case Ended::input_error:
      case Ended::error:
        throw InputError(fmt::format("{}: claim {}: {}({}): {}", file_, spec.claims[i].id, fn, at, call.message));
    }
    return lua_type(state(), -1);
  }
  std::string file_;

 private:
  static ClaimState& me(lua_State* L) { return static_cast<ClaimState&>(self(L)); }

  // Strings read from the file's table go straight into members: this function raises Lua errors,
  // so it must hold no C++ object of its own.
  static bool get_string(lua_State* L, int t, const char* key, std::string& out, bool required) {
    lua_pushstring(L, key);
    const int type = lua_rawget(L, t);
    bool ok = true;
    if (type == LUA_TSTRING) {
      std::size_t n = 0;
      const char* s = lua_tolstring(L, -1, &n);
      out.assign(s, std::min<std::size_t>(n, 8192));
    } else if (type == LUA_TNUMBER && lua_isinteger(L, -1)) {
      out = std::to_string(lua_tointeger(L, -1));
    } else {
      ok = type == LUA_TNIL && !required;
    }
    lua_pop(L, 1);
    return ok;
  }
  static int bad(lua_State* L, const char* what, lua_Integer i) {
    if (i > 0) return luaL_error(L, "claims[%d]: %s", static_cast<int>(i), what);
    return luaL_error(L, "%s", what);
  }

  // The fields each table of a claim file may have. An unknown one is refused with the nearest
  // known field named (a misspelt `expected = "refuted"` was ignored, and the claim gated as holds).
  static constexpr const char* kFileFields[] = {"paper", "game", "claims", nullptr};
  static constexpr const char* kPaperFields[] = {"id", "title", "authors", "year", "doi", "url", nullptr};
  static constexpr const char* kClaimFields[] = {"id",     "cite",      "section", "statement", "note",   "check",
                                                 "expect", "finding",   "formula", "where",     "bound",  "random",
                                                 "preperiod", "period", "values",  "play",   nullptr};

  // Edit distance of two short texts (longer ones are "far"), with plain arrays: this runs inside a
  // function that raises Lua errors, so it holds no C++ object.
  static int distance(const char* a, std::size_t na, const char* b) {
    const std::size_t nb = std::strlen(b);
    if (na > 31 || nb > 31) return 99;
    int row[32];
    for (std::size_t j = 0; j <= nb; ++j) row[j] = static_cast<int>(j);
    for (std::size_t i = 1; i <= na; ++i) {
      int diag = row[0];
      row[0] = static_cast<int>(i);
      for (std::size_t j = 1; j <= nb; ++j) {
        const int up = row[j];
        row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] == b[j - 1] ? 0 : 1)});
        diag = up;
      }
    }
    return row[nb];
  }

  // Raises a Lua error naming the first key of table t that is not in `known` (and the nearest
  // known one). `claim` > 0 prefixes the claim's index; `prefix` the table's name ("paper.").
  static void unknown_fields(lua_State* L, int t, const char* const* known, lua_Integer claim, const char* prefix) {
    lua_pushnil(L);
    while (lua_next(L, t) != 0) {
      lua_pop(L, 1);  // the value; the key stays for lua_next
      if (lua_type(L, -1) != LUA_TSTRING) {
        if (claim > 0) luaL_error(L, "claims[%d]: a field name must be a string", static_cast<int>(claim));
        luaL_error(L, "%sa field name must be a string", prefix ? prefix : "");
      }
      std::size_t n = 0;
      const char* key = lua_tolstring(L, -1, &n);
      const char* nearest = nullptr;
      int best = 99;
      bool found = false;
      for (const char* const* k = known; *k; ++k) {
        if (std::strlen(*k) == n && std::memcmp(*k, key, n) == 0) found = true;
        const int d = distance(key, n, *k);
        if (d < best) best = d, nearest = *k;
      }
      if (found) continue;
      char shown[48];
      std::snprintf(shown, sizeof shown, "%.40s%s", key, n > 40 ? "..." : "");
      for (char* ch = shown; *ch; ++ch)
        if (static_cast<unsigned char>(*ch) < 0x20 || static_cast<unsigned char>(*ch) >= 0x7f) *ch = '?';
      const char* hint = best <= 3 ? nearest : nullptr;
      if (claim > 0)
        luaL_error(L, "claims[%d]: unknown field '%s'%s%s%s", static_cast<int>(claim), shown,
                   hint ? " (did you mean '" : "", hint ? hint : "", hint ? "'?)" : "");
      luaL_error(L, "unknown field '%s%s'%s%s%s", prefix ? prefix : "", shown, hint ? " (did you mean '" : "",
                 hint ? hint : "", hint ? "'?)" : "");
    }
  }

  static int l_read(lua_State* L) {
    ClaimState& s = me(L);
    if (lua_type(L, -1) != LUA_TTABLE) {
      if (s.peek_) return 0;
      return luaL_error(L, "the file must return a table");
    }
    const int t = lua_absindex(L, -1);
    lua_pushliteral(L, "claims");
    if (lua_rawget(L, t) != LUA_TTABLE) {
      if (s.peek_) return 0;
      return luaL_error(L, "the returned table needs a 'claims' array");
    }
    s.is_claims = true;
    const int claims = lua_absindex(L, -1);
    unknown_fields(L, t, kFileFields, 0, nullptr);
    lua_pushliteral(L, "paper");
    const int pt = lua_rawget(L, t);
    if (pt == LUA_TTABLE) {
      const int p = lua_absindex(L, -1);
      unknown_fields(L, p, kPaperFields, 0, "paper.");
      if (!get_string(L, p, "id", s.spec.paper_id, false)) return bad(L, "paper.id must be a string", 0);
      if (!get_string(L, p, "title", s.spec.title, false)) return bad(L, "paper.title must be a string", 0);
      if (!get_string(L, p, "authors", s.spec.authors, false)) return bad(L, "paper.authors must be a string", 0);
      if (!get_string(L, p, "year", s.spec.year, false)) return bad(L, "paper.year must be a number or a string", 0);
      if (!get_string(L, p, "doi", s.spec.link, false)) return bad(L, "paper.doi must be a string", 0);
      if (s.spec.link.empty() && !get_string(L, p, "url", s.spec.link, false)) return bad(L, "paper.url must be a string", 0);
    } else if (pt != LUA_TNIL) {
      return bad(L, "'paper' must be a table", 0);
    }
    lua_pop(L, 1);
    if (!get_string(L, t, "game", s.spec.game, true) || s.spec.game.empty())
      return bad(L, "'game' must name a built-in game or a game file (a path ending in .lua)", 0);
    const lua_Unsigned n = lua_rawlen(L, claims);
    if (n == 0) return bad(L, "'claims' is empty", 0);
    if (n > 10000) return bad(L, "more than 10000 claims", 0);
    s.spec.claims.resize(n);
    for (lua_Unsigned i = 1; i <= n; ++i) {
      const auto li = static_cast<lua_Integer>(i);
      ClaimSpec& c = s.spec.claims[i - 1];
      if (lua_rawgeti(L, claims, li) != LUA_TTABLE) return bad(L, "each claim must be a table", li);
      const int ct = lua_absindex(L, -1);
      unknown_fields(L, ct, kClaimFields, li, nullptr);
      if (!get_string(L, ct, "id", c.id, true) || c.id.empty()) return bad(L, "'id' must be a string", li);
      if (!std::all_of(c.id.begin(), c.id.end(), [](char ch) {
            return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '-' || ch == '_' || ch == '.';
          }))
        return bad(L, "'id' must be lower-case letters, digits, '-', '_' or '.'", li);
      if (!get_string(L, ct, "cite", c.cite, false)) return bad(L, "'cite' must be a string", li);
      if (!get_string(L, ct, "section", c.section, false)) return bad(L, "'section' must be a string", li);
      if (!get_string(L, ct, "statement", c.statement, true)) return bad(L, "'statement' must be a string", li);
      if (!get_string(L, ct, "note", c.note, false)) return bad(L, "'note' must be a string", li);
      // The one place a check kind is read from text. (No std::string local here: bad() raises a Lua
      // error, a longjmp past destructors.)
      static const std::string kCheckDue = "'check' must be " + check_kind_list();
      if (!get_string(L, ct, "check", c.check_name, true) || !check_kind_named(c.check_name))
        return bad(L, kCheckDue.c_str(), li);
      c.check = *check_kind_named(c.check_name);
      if (!get_string(L, ct, "play", c.play, false) || (c.play != "normal" && c.play != "misere"))
        return bad(L, "'play' must be \"normal\" or \"misere\"", li);
      if (c.play == "misere" && (c.check == CheckKind::value_is || c.check == CheckKind::periodic))
        return bad(L, "play = \"misere\" applies to p_iff, grundy_is, outcome_is and property (value_is and periodic are "
                      "normal play's)", li);
      if (!get_string(L, ct, "expect", c.expect, false) || (c.expect != "holds" && c.expect != "refuted"))
        return bad(L, "'expect' must be \"holds\" or \"refuted\"", li);
      if (!get_string(L, ct, "finding", c.finding, false) ||
          (c.finding != "erratum" && c.finding != "reading" && c.finding != "conjecture"))
        return bad(L, "'finding' must be \"erratum\", \"reading\" or \"conjecture\"", li);
      const bool periodic = c.check == CheckKind::periodic;
      lua_pushliteral(L, "formula");
      if (!periodic && lua_rawget(L, ct) != LUA_TFUNCTION) return bad(L, "'formula' must be a function", li);
      if (periodic) lua_pushnil(L);
      if (!periodic) c.formula_ref = luaL_ref(L, LUA_REGISTRYINDEX);  // pops it
      else lua_pop(L, 1);
      if (periodic) {
        // A periodic claim states numbers, not a formula: G(n + period) = G(n) for n >= preperiod.
        lua_pushliteral(L, "preperiod");
        lua_rawget(L, ct);
        if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 0) return bad(L, "'preperiod' must be a non-negative integer", li);
        c.preperiod = static_cast<std::uint64_t>(lua_tointeger(L, -1));
        lua_pop(L, 1);
        lua_pushliteral(L, "period");
        lua_rawget(L, ct);
        if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 1) return bad(L, "'period' must be a positive integer", li);
        c.period = static_cast<std::uint64_t>(lua_tointeger(L, -1));
        lua_pop(L, 1);
        lua_pushliteral(L, "values");
        const int vt = lua_rawget(L, ct);
        if (vt == LUA_TTABLE) {
          const lua_Unsigned nv = lua_rawlen(L, -1);
          if (nv != c.period) return bad(L, "'values' must list one Grundy value per residue (period entries)", li);
          c.values.resize(nv);
          for (lua_Unsigned v = 1; v <= nv; ++v) {
            lua_rawgeti(L, -1, static_cast<lua_Integer>(v));
            if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 0 || lua_tointeger(L, -1) > 1'000'000)
              return bad(L, "'values' must be non-negative integers", li);
            c.values[v - 1] = static_cast<std::uint32_t>(lua_tointeger(L, -1));
            lua_pop(L, 1);
          }
        } else if (vt != LUA_TNIL) {
          return bad(L, "'values' must be an array of integers", li);
        }
        lua_pop(L, 1);
      }
      lua_pushliteral(L, "where");
      const int wt = lua_rawget(L, ct);
      if (wt != LUA_TNIL && wt != LUA_TFUNCTION) return bad(L, "'where' must be a function", li);
      c.has_where = wt == LUA_TFUNCTION;
      if (c.has_where) {
        lua_Debug ar;
        lua_pushvalue(L, -1);
        lua_getinfo(L, ">S", &ar);  // pops the copy
        c.where_first = ar.linedefined;
        c.where_last = ar.lastlinedefined;
        c.where_ref = luaL_ref(L, LUA_REGISTRYINDEX);  // pops it
      } else {
        lua_pop(L, 1);
      }
      lua_pushliteral(L, "bound");
      const int bt = lua_rawget(L, ct);
      auto count = [&](int index, std::uint64_t& out) {
        if (!lua_isinteger(L, index) || lua_tointeger(L, index) < 0 || lua_tointeger(L, index) > 1'000'000'000) return false;
        out = static_cast<std::uint64_t>(lua_tointeger(L, index));
        return true;
      };
      if (bt == LUA_TNUMBER) {
        if (!count(-1, c.bounds.standard)) return bad(L, "'bound' must be an integer from 0 to 10^9", li);
        c.bounds.ci = c.bounds.deep = c.bounds.standard;
      } else if (bt == LUA_TTABLE) {
        const int b = lua_absindex(L, -1);
        lua_getfield(L, b, "standard");
        if (!count(-1, c.bounds.standard)) return bad(L, "'bound.standard' must be an integer from 0 to 10^9", li);
        lua_pop(L, 1);
        c.bounds.ci = c.bounds.deep = c.bounds.standard;
        if (lua_getfield(L, b, "ci") != LUA_TNIL && !count(-1, c.bounds.ci)) return bad(L, "'bound.ci' must be an integer", li);
        lua_pop(L, 1);
        if (lua_getfield(L, b, "deep") != LUA_TNIL && !count(-1, c.bounds.deep)) return bad(L, "'bound.deep' must be an integer", li);
        lua_pop(L, 1);
      } else {
        return bad(L, "'bound' must be an integer or a table {ci = ..., standard = ..., deep = ...}", li);
      }
      lua_pop(L, 1);
      lua_pushliteral(L, "random");
      const int rt = lua_rawget(L, ct);
      if (rt != LUA_TNIL && !count(-1, c.random)) return bad(L, "'random' must be a non-negative integer", li);
      lua_pop(L, 2);  // random, the claim
    }
    return 0;
  }

  static int l_eval(lua_State* L) {
    ClaimState& s = me(L);
    const ClaimSpec& c = s.spec.claims[s.claim_];
    lua_rawgeti(L, LUA_REGISTRYINDEX, s.where_ ? c.where_ref : c.formula_ref);
    s.target_->push(L);
    lua_call(L, 1, 1);
    return 1;
  }

  // The position a solver function is asked about: its argument, or without one the position the
  // formula (or where) is running at, as hunt's functions answer at `pos`.
  Case argument(lua_State* L, Target& t) const {
    if (lua_gettop(L) == 0 && current_) return *current_;
    return t.read(L);
  }
  static int l_grundy(lua_State* L) {
    return guarded(L, [L] {
      ClaimState& s = me(L);
      Target& t = s.target("grundy");
      if (t.partizan()) throw InputError(fmt::format("grundy(): {} is partizan: it has outcomes and values, not Grundy values", t.id()));
      if (t.loopy()) {
        // A loopy game's value: an integer, or the text inf(K) of an infinite one.
        push_loopy_value(L, t.loopy_solved(s.argument(L, t)).value);
        return 1;
      }
      lua_pushinteger(L, t.grundy(s.argument(L, t)));
      return 1;
    });
  }
  static int l_value(lua_State* L) {
    return guarded(L, [L] {
      ClaimState& s = me(L);
      Target& t = s.target("value");
      const std::string v = cgt::to_string(t.arena(), t.value(s.argument(L, t)));
      lua_pushlstring(L, v.data(), v.size());
      return 1;
    });
  }
  static int l_outcome(lua_State* L) {
    return guarded(L, [L] {
      ClaimState& s = me(L);
      Target& t = s.target("outcome");
      if (t.loopy()) {  // P, N or D; a partizan loopy game's L-first:...,R-first:... text
        const std::string o = t.loopy_solved(s.argument(L, t)).outcome;
        lua_pushlstring(L, o.data(), o.size());
        return 1;
      }
      const std::string_view o = name(t.outcome(s.argument(L, t)));
      lua_pushlstring(L, o.data(), o.size());
      return 1;
    });
  }
  // Misère play: the misère Grundy value, outcome class and genus of a position.
  static int l_misere_grundy(lua_State* L) {
    return guarded(L, [L] {
      ClaimState& s = me(L);
      Target& t = s.target("misere_grundy");
      if (t.partizan()) throw InputError(fmt::format("{} is partizan: it has no misère Grundy value", t.id()));
      lua_pushinteger(L, static_cast<lua_Integer>(grundy_of(t.misere(s.argument(L, t)))));
      return 1;
    });
  }
  static int l_misere_outcome(lua_State* L) {
    return guarded(L, [L] {
      ClaimState& s = me(L);
      Target& t = s.target("misere_outcome");
      const std::string o = t.misere(s.argument(L, t)).outcome;
      lua_pushlstring(L, o.data(), o.size());
      return 1;
    });
  }
  static int l_genus(lua_State* L) {
    return guarded(L, [L] {
      ClaimState& s = me(L);
      Target& t = s.target("genus");
      if (t.partizan()) throw InputError(fmt::format("{} is partizan: it has no genus", t.id()));
      const std::string g = t.misere(s.argument(L, t)).genus;
      lua_pushlstring(L, g.data(), g.size());
      return 1;
    });
  }
  // value_in(game, q): the value of position q (its text, or an array of integers written with
  // commas) of another game, a built-in id or a game file beside the claim file, so that sums and
  // comparisons across games are claims: eq(add(value(), value_in("other.lua", q)), 0).
  static int l_value_in(lua_State* L) {
    return guarded(L, [L] {
      ClaimState& s = me(L);
      s.target("value_in");
      if (lua_type(L, 1) != LUA_TSTRING) throw InputError("value_in(game, position): the game is a built-in id or a .lua path");
      const std::string game = lua_tostring(L, 1);
      std::string text;
      if (lua_type(L, 2) == LUA_TSTRING) {
        text = lua_tostring(L, 2);
      } else {
        std::vector<std::int64_t> p;
        if (!GameFile::read_position(L, 2, p)) throw InputError("value_in(game, position): the position is text or an array of integers");
        text = p.empty() ? "()" : fmt::format("{}", fmt::join(p, ","));
      }
      OtherGame& other = s.other_game(game);
      const std::string v = value_text(other.id, other.partizan, other.loopy, other.session->solve(text));
      lua_pushlstring(L, v.data(), v.size());
      return 1;
    });
  }
  struct OtherGame {
    std::string id;
    bool partizan = false, loopy = false;
    std::unique_ptr<SolveSession> session;
  };
  OtherGame& other_game(const std::string& game) {
    if (auto it = others_.find(game); it != others_.end()) return it->second;
    const GameEntry* e = nullptr;
    if (is_game_file(game)) {
      fs::path g(game);
      if (g.is_relative()) g = fs::path(spec.path).parent_path() / g;
      // The claim file itself is not a game file: say so, not what its table lacks.
      std::error_code ec;
      if (fs::equivalent(g, spec.path, ec))
        throw InputError(fmt::format("value_in: '{}' is this claim file, not a game file", game));
      e = &game_file_entry(g);
    } else {
      e = registry_ ? registry_->game(game) : nullptr;
      if (!e) throw InputError(fmt::format("value_in: unknown game '{}' (a built-in game id, or a path ending in .lua)", game));
    }
    OtherGame other{e->id, e->partizan, e->loopy, e->session()};
    other.session->set_budget(50'000'000);
    return others_.emplace(game, std::move(other)).first->second;
  }

  static int l_options(lua_State* L) {
    return guarded(L, [L] {
      ClaimState& s = me(L);
      Target& t = s.target("options");
      const std::vector<Case> opts = t.options(t.read(L));
      lua_createtable(L, static_cast<int>(opts.size()), 0);
      for (std::size_t i = 0; i < opts.size(); ++i) {
        t.push_case(L, opts[i]);
        lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
      }
      return 1;
    });
  }

  bool peek_ = false;
  Target* target_ = nullptr;
  const Registry* registry_ = nullptr;
  std::map<std::string, OtherGame> others_;
  std::size_t claim_ = 0;
  bool where_ = false;
  const Case* current_ = nullptr;  // the position evaluate() runs the formula at
};

std::unique_ptr<Target> make_target(const Registry& r, const FileSpec& spec) {
  if (is_game_file(spec.game)) {
    fs::path g(spec.game);
    if (g.is_relative()) g = fs::path(spec.path).parent_path() / g;
    try {
      return std::make_unique<FileTarget>(g);
    } catch (const InputError&) {
      // A claim file named as the game (its own name, say) fails as a game file with a message
      // about game fields; say what it is instead.
      bool claims = false;
      try {
        claims = is_claim_file(g.string());
      } catch (const InputError&) {
      }
      if (claims)
        throw InputError(fmt::format("claim file {}: its game {} is a claim file, not a game file",
                                     fs::path(spec.path).filename().string(), spec.game));
      throw;
    }
  }
  const GameEntry* e = r.game(spec.game);
  if (!e) throw InputError(fmt::format("claim file {}: unknown game '{}' (a built-in game id, or a path ending in .lua)",
                                       fs::path(spec.path).filename().string(), spec.game));
  return std::make_unique<BuiltinTarget>(*e);
}

// ---- a run's workers ---------------------------------------------------------------------------
//
// A claim file is read once when it is loaded (its spec) and once per worker thread and run when its
// claims run (a Lua state per thread); the game it speaks about is solved once per worker and run,
// shared by the claims of every file about that game (one memo per game per worker, not per claim).

using WorkerKey = std::pair<std::string, unsigned>;
struct TargetSlot {
  std::shared_ptr<Target> target;
};
struct StateSlot {
  std::shared_ptr<ClaimState> state;
};

std::string target_key(const FileSpec& spec) {
  if (!is_game_file(spec.game)) return "game:" + spec.game;
  fs::path g(spec.game);
  if (g.is_relative()) g = fs::path(spec.path).parent_path() / g;
  std::error_code ec;
  const fs::path canonical = fs::weakly_canonical(g, ec);
  return "file:" + (ec ? g : canonical).string();
}

// What one worker thread uses: the file's Lua state, bound to the worker's game.
// The Grundy values of the positions a run enumerates of an impartial game file without
// components, computed once per run and bound and read by every worker. The file's options() are
// called on every thread (one Lua state each, the costly part), each option found by its place in
// the enumeration; then the mex is taken in the enumeration's order, in C++. A position with an
// option that is not enumerated before it (a larger one, or none the enumeration lists) is solved
// by the file's solver instead, which also names cycles. The same values as the solver's (a test
// compares them); only the order of the work differs.
//
// For a built-in impartial game with a dense table (Explorer::grundy_table) the values are the
// table's, in the enumeration's order, all ready at once. Without one they come from the game's own
// solver, run on a thread of its own ahead of the walk (a pipeline): the solver fills the values in the enumeration's order while
// the other workers evaluate the formulas, each waiting only for the values it reads. The memo
// solver is not split among threads (each would need every smaller position), so this is how a
// second thread pays.
struct FileTruth {
  std::vector<std::uint32_t> grundy;  // grundy[i] of the enumeration's position i
  // Values [0, ready) are final; a pipeline raises it as it goes (a table built whole is all ready).
  std::atomic<std::uint64_t> ready{UINT64_MAX};
  std::exception_ptr failed;  // the producer's exception, set before ready reaches the end
  mutable std::mutex mu;
  mutable std::condition_variable cv;
  std::unique_ptr<Target> solver;  // the pipeline's own solver (its memo is the table's source)
  std::thread producer;
  std::atomic<bool> stop{false};
  ~FileTruth() { finish(); }
  void finish() {
    stop.store(true);
    if (producer.joinable()) producer.join();
  }
  // Waits until value i is final; rethrows the producer's failure.
  void wait_for(std::uint64_t i) const {
    if (i < ready.load(std::memory_order_acquire)) return;
    std::unique_lock lock(mu);
    cv.wait(lock, [&] { return i < ready.load(std::memory_order_acquire) || failed; });
    if (i >= ready.load(std::memory_order_acquire) && failed) std::rethrow_exception(failed);
  }
  void publish(std::uint64_t n) {
    {
      std::lock_guard lock(mu);
      ready.store(n, std::memory_order_release);
    }
    cv.notify_all();
  }
};

// Starts the pipeline for a built-in game's positions `all` with its own solver.
std::unique_ptr<FileTruth> start_pipeline(std::shared_ptr<const CaseStore> all, std::unique_ptr<Target> solver) {
  auto t = std::make_unique<FileTruth>();
  t->grundy.resize(all->size());
  t->ready.store(0);
  t->solver = std::move(solver);
  FileTruth* raw = t.get();
  raw->producer = std::thread([raw, all] {
    try {
      constexpr std::uint64_t kPublishEvery = 64;
      for (std::uint64_t i = 0; i < all->size(); ++i) {
        if (raw->stop.load(std::memory_order_relaxed)) throw Interrupted("the walk stopped");
        raw->grundy[i] = raw->solver->grundy((*all)[i]);
        if ((i + 1) % kPublishEvery == 0) raw->publish(i + 1);
      }
      raw->publish(all->size());
    } catch (...) {
      {
        std::lock_guard lock(raw->mu);
        raw->failed = std::current_exception();
      }
      raw->cv.notify_all();
    }
  });
  return t;
}
using TruthKey = std::pair<std::string, std::uint64_t>;  // the target's key, the bound

// The shared truth only helps where the solver would otherwise be run per worker on the same
// positions: impartial game files without components (a file with components keeps its memo small
// on its own). Built-in games keep their own solvers: their sessions list options as text, and
// printing and parsing every option cost more than the memo solver saves (Bouton's rule over Nim to
// 40 stones: 1.74 s of CPU against 1.2 s).
bool shares_truth(Target& t) {
  if (t.partizan()) return false;
  if (auto* f = dynamic_cast<FileTarget*>(&t)) return !f->game().has_components();
  return false;
}

struct Worker {
  ClaimState* state = nullptr;
  Target* target = nullptr;
  // The run's shared truth (set once it is built) for the positions of the enumeration; others,
  // and runs without one, ask the worker's solver.
  const FileTruth* const* truth = nullptr;
  const FileTruth* shared() const { return truth ? *truth : nullptr; }
  std::uint32_t grundy(const Case& k) const {
    const FileTruth* t = shared();
    if (!t || k.index >= t->grundy.size()) return target->grundy(k);
    t->wait_for(k.index);
    return t->grundy[k.index];
  }
  Outcome outcome(const Case& k) const {
    const FileTruth* t = shared();
    if (!t || k.index >= t->grundy.size()) return target->outcome(k);  // partizan games, random cases
    return grundy(k) == 0 ? Outcome::P : Outcome::N;
  }
};


// The positions of `all` by their arrays: open addressing over the store's own arrays (hashed once,
// compared in place), so looking an option up allocates nothing. Replaced a hash map from vectors,
// which copied every option of every position into a vector of its own (Wythoff to a + b <= 400:
// 4.8·10⁷ options: 3.8-4.2 s of CPU against 2.8-3.0 s now).
class StoreIndex {
 public:
  explicit StoreIndex(const CaseStore& all) : all_(all) {
    std::size_t cap = 16;
    while (cap < 2 * all.size()) cap *= 2;
    mask_ = cap - 1;
    slots_.assign(cap, kNone);
    for (std::size_t i = 0; i < all.size(); ++i) {
      const std::span<const std::int64_t> p = all.ints(i);
      for (std::size_t at = PositionStore::hash(p) & mask_;; at = (at + 1) & mask_)
        if (slots_[at] == kNone) {
          slots_[at] = static_cast<std::uint32_t>(i);
          break;
        } else if (std::ranges::equal(all.ints(slots_[at]), p)) {
          break;  // listed twice: the first index stands
        }
    }
  }
  static constexpr std::uint32_t kNone = UINT32_MAX;
  std::uint32_t find(std::span<const std::int64_t> p) const {
    for (std::size_t at = PositionStore::hash(p) & mask_;; at = (at + 1) & mask_) {
      const std::uint32_t i = slots_[at];
      if (i == kNone || std::ranges::equal(all_.ints(i), p)) return i;
    }
  }
  std::uint64_t bytes() const { return slots_.size() * sizeof(std::uint32_t); }

 private:
  const CaseStore& all_;
  std::size_t mask_ = 0;
  std::vector<std::uint32_t> slots_;
};

// The shared truth of `all` for target t (a game file), or nullptr for another target: the file's
// options of every position, listed on the run's threads and looked up in the listing; then, in
// the listing's order, each value is the mex of its options' (an option listed later, or not at
// all, is solved by t's solver).
std::unique_ptr<FileTruth> build_truth_for(Target& t, const CaseStore& all, RunContext& ctx,
                                           const std::function<Target&()>& worker_target) {
  if (!dynamic_cast<FileTarget*>(&t)) return nullptr;
  const std::uint64_t n = all.size();
  // The index (at most 4 slots of 4 bytes a position), the option lists (4 bytes an option,
  // estimated at 16 a position) and the values.
  guard_memory(ctx.max_memory, n * (16 + 16 + 4) + 64, "the Grundy values of the enumerated positions");
  const StoreIndex index(all);
  constexpr std::uint32_t kElsewhere = UINT32_MAX;  // an option not enumerated before its position
  std::vector<std::vector<std::uint32_t>> options(n);
  constexpr std::uint64_t kChunk = 256;
  Progress progress("options of the enumerated positions", n, "positions");
  std::atomic<std::uint64_t> done{0};
  parallel_for((n + kChunk - 1) / kChunk, ctx.threads, [&](std::uint64_t chunk, unsigned w) {
    detail::worker_index = w;
    PositionList list;
    GameFile& game = dynamic_cast<FileTarget&>(worker_target()).game();
    for (std::uint64_t i = chunk * kChunk; i < std::min(n, (chunk + 1) * kChunk); ++i) {
      list.clear();
      game.moves(all.ints(i), Side::options, list);
      auto& out = options[i];
      out.reserve(list.size());
      for (std::size_t j = 0; j < list.size(); ++j) {
        const std::uint32_t o = index.find(list[j]);
        out.push_back(o == StoreIndex::kNone || o >= i ? kElsewhere : o);
      }
    }
    done.fetch_add(std::min(n, (chunk + 1) * kChunk) - chunk * kChunk);
    if (w == 0) progress.update(done.load());
    else poll_interrupt();
  });
  detail::worker_index = 0;
  auto truth = std::make_unique<FileTruth>();
  truth->grundy.resize(n);
  std::vector<std::uint8_t> seen;
  for (std::uint64_t i = 0; i < n; ++i) {
    const auto& opts = options[i];
    if (std::find(opts.begin(), opts.end(), kElsewhere) != opts.end()) {
      truth->grundy[i] = t.grundy(all[i]);
      continue;
    }
    seen.assign(opts.size() + 1, 0);
    for (const std::uint32_t o : opts)
      if (truth->grundy[o] <= opts.size()) seen[truth->grundy[o]] = 1;
    std::uint32_t mex = 0;
    while (seen[mex]) ++mex;
    truth->grundy[i] = mex;
    std::vector<std::uint32_t>().swap(options[i]);  // freed as soon as it is used
  }
  return truth;
}

// An error of the script at a position (its formula or where raised, returned the wrong type, or the
// solver refused the position): the claim's status is `error`, with the smallest such position in
// the exhaustive order. Not an InputError, so the other claims of the run still run.
struct ScriptError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The smallest position (by exhaustive index) at which the script failed, across the workers and
// ranks (claims/first_failure.hpp), raised as the claim's error; with checkpoints, kept beside the walk.
class FirstError : public FirstFailure {
 public:
  void raise() const {
    if (auto [at, message] = first(); at != FirstFailure::kNone) throw ScriptError(message);
  }
};

// The positions of a claim of a file as a domain of claims/check_kinds.hpp: the target's enumeration
// in its documented order, taken once, cut into work items of kItem consecutive positions; the key
// of a position is its index in that order, so the parallel walk's minimal failure is the first in
// size order, for any number of threads and ranks.
// A script failure at k is recorded (the smallest position's is the claim's error); in a random case
// the first one ends the phase.
void fail_at(FirstError& errors, const Case& k, std::string message) {
  if (k.index == UINT64_MAX) throw ScriptError(message);
  errors.record_and_save(k.index, std::move(message));
}

// The claim's positions: the listing (lua/listed_domain.hpp, as hunt walks its own) where the
// claim's where() selects them. Every position is visited and where() asked even after a script
// error (the verdict skips the formula there): the count of positions checked is then the same on
// any threads and ranks. A random draw is admitted the same way.
lua::ListedDomain<Case> case_domain(std::shared_ptr<const CaseStore> all, std::shared_ptr<lua::ListingStream<Case>> stream,
                                    std::uint64_t size, std::string range, std::string random_range,
                                    std::uint64_t random_cases, std::uint64_t bound, std::function<Worker&()> worker,
                                    const ClaimSpec& spec, std::size_t index, FirstError& errors) {
  // The claim's where() at k (true without one); a script failure deselects k.
  auto selected = [&spec, &errors, index, worker](const Case& k) -> bool {
    if (!spec.has_where) return true;
    Worker& w = worker();
    try {
      if (w.state->evaluate(index, true, k) != LUA_TBOOLEAN)
        throw InputError(fmt::format("{}: claim {}: where({}) returned {}; a boolean is due", w.state->file_, spec.id,
                                     shown(w.target->print(k)), Sandbox::describe(w.state->state(), -1)));
      return static_cast<bool>(lua_toboolean(w.state->state(), -1));
    } catch (const InputError& e) {
      fail_at(errors, k, e.what());
      return false;
    }
  };
  return {size,
          std::move(range),
          std::move(random_range),
          random_cases,
          [all](std::uint64_t i) { return all->at(i); },
          selected,
          selected,
          [worker](const Case& k) { return worker().target->print(k); },
          [worker, bound] { return worker().target->random(bound); },
          std::move(stream)};
}

// The structural fields a claim's where() fixes, as `hunt --where` reads them: its body must be
// `return C1 and C2 ...` with conjuncts PARAM.FIELD == VALUE (or PARAM.FLAG, not PARAM.FLAG) for the
// game's shape fields. The body is read with PARAM. removed, refused when a shape field's name
// also appears bare (a global or local of that name would be read as the field). where() still
// runs at every position generated: the shape only spares generating the others.
WhereShape where_shape(const std::string& param, const std::string& body, const std::vector<ShapeField>& fields) {
  std::string stripped;
  auto ident = [](char ch) { return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_'; };
  for (std::size_t i = 0; i < body.size();) {
    if (!ident(body[i]) || (i > 0 && (ident(body[i - 1]) || body[i - 1] == '.'))) {
      stripped += body[i++];
      continue;
    }
    std::size_t j = i;
    while (j < body.size() && ident(body[j])) ++j;
    const std::string word = body.substr(i, j - i);
    if (word == param && j < body.size() && body[j] == '.') {
      i = j + 1;  // PARAM.FIELD -> FIELD
      continue;
    }
    for (const auto& f : fields)
      if (f.name == word) return {};  // a bare name that a field would shadow
    stripped += word;
    i = j;
  }
  return shape_of_where(stripped, fields);
}

// The formula's answer at k against the truth, in the wording of the built-in check kinds (the
// verdict itself is the check kind's, lua/judge.hpp). Under misère play and for loopy games the truth
// is the session's answer as text (a misère value and outcome; a loopy game's inf(K) values and D).
Verdict judge(Worker& w, const ClaimSpec& c, std::size_t index, const Case& k) {
  ClaimState& st = *w.state;
  Target& target = *w.target;
  lua_State* L = st.state();
  const int t = st.evaluate(index, false, k);
  const auto wrong = [&](std::string_view due) {
    return InputError(fmt::format("{}: claim {}: formula({}) returned {}; {} is due", st.file_, c.id, shown(target.print(k)),
                                  Sandbox::describe(L, -1), due));
  };
  Truth truth;
  truth.arena = &target.arena();
  // The session's answer, asked once and only when the kind compares something (held here: the
  // truth's functions outlive the branch below).
  std::optional<Solved> solved;
  const auto answer = [&]() -> const Solved& {
    if (!solved) solved = c.play == "misere" ? target.misere(k) : target.loopy_solved(k);
    return *solved;
  };
  if (c.play == "misere" || target.loopy()) {
    if (c.check == CheckKind::value_is)
      throw InputError(fmt::format("claim {}: value_is is for games that end, under normal play", c.id));
    truth.outcome = [&] { return answer().outcome; };
    truth.grundy = [&] { return LoopyGrundy::parse(answer().value); };
  } else {
    truth.outcome = [&] { return std::string(name(w.outcome(k))); };
    truth.grundy = [&] { return LoopyGrundy{true, w.grundy(k), {}}; };
    truth.value = [&] { return target.value(k); };
  }
  try {
    return judge_answer(L, t, c.check, Play{target.partizan(), target.loopy()}, truth, wrong);
  } catch (const cgt::OverBudget&) {
    throw;
  } catch (const InputError& e) {
    // Refusals that are not the answer's type name the claim (the answer's own are worded above).
    const std::string what = e.what();
    if (what.rfind(st.file_ + ":", 0) == 0) throw;
    throw InputError(fmt::format("{}: claim {}: formula({}): {}", st.file_, c.id, shown(target.print(k)), what));
  }
}

// What a claim of the kind compares, in the report's words.
std::string check_words(CheckKind k) {
  switch (k) {
    case CheckKind::p_iff: return "formula (P iff true) vs the solver's outcome";
    case CheckKind::p_if: return "formula (P where true) vs the solver's outcome";
    case CheckKind::grundy_is: return "formula's Grundy value vs the solver";
    case CheckKind::value_is: return "formula's game value vs the solver's canonical value (compared as games)";
    case CheckKind::outcome_is: return "formula's outcome class vs the solver";
    case CheckKind::periodic:
      return "the Grundy sequence from the rules vs the claimed preperiod and period (proved by the periodicity theorem "
             "when it applies)";
    case CheckKind::property: break;
  }
  return "property (the formula may call the solver)";
}

// One claim of a file: the same walk as a built-in claim (claims/check_kinds.hpp): work items over the
// run's threads and ranks, checkpoints, the random phase with shrinking.
void run_claim_of_file(ClaimResult& res, RunContext& ctx, std::uint64_t bound, const Registry& r,
                       const std::string& path, std::size_t index) {
  // The file as loaded for this run on the calling thread (worker 0); its spec is the one every
  // worker's copy of the file reads.
  auto state_of = [&](unsigned w) -> ClaimState& {
    auto& cache = ctx.tables<WorkerKey, StateSlot>();
    return *cache
                .get(WorkerKey{path, w}, [](const StateSlot&) { return true; },
                     [&] {
                       auto slot = std::make_unique<StateSlot>();
                       slot->state = std::make_shared<ClaimState>(path);
                       return slot;
                     })
                .state;
  };
  ClaimState& main_state = state_of(0);
  if (index >= main_state.spec.claims.size())
    throw InputError(fmt::format("claim file {} changed while the run read it", main_state.file_));
  const ClaimSpec& c = main_state.spec.claims[index];
  if (c.check == CheckKind::periodic) {
    // Proved by the octal periodicity theorem when the computation reaches its window (status
    // proved), else checked to the bound.
    periodic_check(res, r, main_state.spec.game, c.preperiod, c.period, bound, ctx, c.values);
    return;
  }
  const FileSpec& spec = main_state.spec;
  auto target_of = [&](unsigned w) -> Target& {
    auto& cache = ctx.tables<WorkerKey, TargetSlot>();
    return *cache
                .get(WorkerKey{target_key(spec), w}, [](const TargetSlot&) { return true; },
                     [&] {
                       auto slot = std::make_unique<TargetSlot>();
                       slot->target = make_target(r, spec);
                       // Each worker's memo gets its share of --max-memory (the positions and
                       // the shared table are guarded against it as they are built, too).
                       if (ctx.max_memory != 0) slot->target->set_memory_limit(std::max<std::uint64_t>(ctx.max_memory / std::max(1u, ctx.threads), 1));
                       return slot;
                     })
                .target;
  };
  PerWorker<Worker> workers(ctx.threads);
  const FileTruth* truth_ptr = nullptr;
  auto worker = [&]() -> Worker& {
    return workers.get([&] {
      const unsigned w = current_worker();
      auto out = std::make_unique<Worker>();
      out->state = &state_of(w);
      out->target = &target_of(w);
      out->truth = &truth_ptr;
      if (out->state->spec.claims.size() != spec.claims.size())
        throw InputError(fmt::format("claim file {} changed while the run read it", main_state.file_));
      out->state->bind(out->target);
      out->state->bind_registry(&r);
      return out;
    });
  };
  Target& target = *worker().target;

  // Tables and solvers of Grundy values give the truth of normal play on games that end, for the
  // checks that read it (value_is compares values; property formulas ask the solver themselves).
  const bool normal_truth = c.check != CheckKind::value_is && c.check != CheckKind::property && c.play == "normal" && !target.loopy();

  // The structural fields where() fixes are fixed before positions are generated.
  WhereShape narrowed;
  if (c.has_where)
    if (const auto fields = target.shape_fields(); !fields.empty())
      if (const auto [param, body] = main_state.where_source(index); !param.empty())
        narrowed = where_shape(param, body, fields);
  std::string shape_text;
  for (const auto& [field, value] : narrowed.shape) shape_text += fmt::format("{}{}={}", shape_text.empty() ? "" : ",", field, value);
  const bool builtin = dynamic_cast<BuiltinTarget*>(&target) != nullptr;
  const auto counted = narrowed.conflict ? std::nullopt : target.count(bound, narrowed.shape);

  // A built-in impartial game's dense table (if it has one) is built on a thread of its own while
  // the positions are enumerated: the two are independent, and each is one thread's work.
  std::future<const FileTruth*> table_job;
  if (dynamic_cast<BuiltinTarget*>(&target) && !target.partizan() && normal_truth &&
      !narrowed.conflict) {
    // On one thread (--threads 1) the table is built after the enumeration, on the same thread.
    table_job = std::async(ctx.threads >= 2 ? std::launch::async : std::launch::deferred, [&, shape = narrowed.shape] {
      auto& cache = ctx.tables<TruthKey, FileTruth>();
      return &cache.get(TruthKey{"table|" + target_key(spec) + (shape_text.empty() ? "" : "|" + shape_text), bound},
                        [&](const FileTruth&) { return true; },
                        [&] {
                          auto built = std::make_unique<FileTruth>();
                          if (auto values = target.grundy_table(bound, shape, ctx.max_memory)) built->grundy = std::move(*values);
                          return built;
                        });
    });
  }
  // The exhaustive order, taken once, within the run's memory limit. A listing that cannot fit in
  // --max-memory is streamed instead for a built-in game: produced while it is walked, a few work
  // items at a time (lua/listed_domain.hpp). A game file's is refused: its enumeration is itself a
  // list. Where the game counts its positions, that is known before the listing starts.
  auto all = std::make_shared<CaseStore>();
  std::uint64_t listed = 0;
  std::shared_ptr<lua::ListingStream<Case>> stream;
  if (!narrowed.conflict) {
    const auto held = lua::keep_or_stream<Case>({
        .counted = counted,
        .bytes_each = CaseStore::kPerPosition,
        .max_memory = ctx.max_memory,
        .threads = ctx.threads,
        .can_stream = builtin,
        .keep =
            [&] {
              std::uint64_t bytes = 0;
              target.enumerate(bound, narrowed.shape, [&](const Case& k) {
                bytes += CaseStore::kPerPosition + k.p.size() * sizeof(std::int64_t) + k.text.size();
                if (ctx.max_memory != 0 && 3 * bytes > ctx.max_memory) throw lua::ListingTooLarge{};
                all->push_back(k);
                poll_interrupt();
              });
              return static_cast<std::uint64_t>(all->size());
            },
        .release = [&] { all = std::make_shared<CaseStore>(); },
        .count =
            [&] {
              std::uint64_t n = 0;
              target.enumerate(bound, narrowed.shape, [&](const Case&) {
                if ((++n & 0xFFFF) == 0) poll_interrupt();
              });
              return n;
            },
        // The producer enumerates with a target of its own: the workers' first target is in use.
        .producer =
            [&]() -> lua::ListingStream<Case>::Enumerate {
              return [producer = std::shared_ptr<Target>(make_target(r, spec)), bound,
                      shape = narrowed.shape](const std::function<void(Case&&)>& give) {
                producer->enumerate(bound, shape, [&](const Case& k) { give(Case(k)); });
              };
            },
        .refuse =
            [&] {
              throw InputError(fmt::format("the positions of {} up to {}{} need more than --max-memory ({})", target.id(),
                                           bound, counted ? fmt::format(" ({:.3g} of them)", *counted) : std::string(),
                                           human_bytes(ctx.max_memory)));
            },
    });
    listed = held.size;
    stream = held.stream;
  }

  // The truth of an impartial game file's enumeration, shared by the workers and the run's claims.
  if (shares_truth(target) && normal_truth) {
    auto& cache = ctx.tables<TruthKey, FileTruth>();
    const FileTruth& truth = cache.get(
        TruthKey{target_key(spec) + (shape_text.empty() ? "" : "|" + shape_text), bound},
        [&](const FileTruth&) { return true; },
        [&] {
          auto built = build_truth_for(target, *all, ctx, [&]() -> Target& { return *worker().target; });
          if (!built) built = std::make_unique<FileTruth>();  // the game lists no options: the solvers answer
          return built;
        });
    if (truth.grundy.size() == listed) truth_ptr = &truth;
  }
  // A built-in impartial game with a dense table: the truth of the whole enumeration at once.
  if (table_job.valid()) {
    const FileTruth& truth = *table_job.get();
    if (!truth.grundy.empty() && truth.grundy.size() != listed)
      throw std::logic_error(fmt::format("{}: the dense table lists {} positions, the enumeration {}", target.id(),
                                         truth.grundy.size(), listed));
    if (!truth.grundy.empty() || listed == 0) truth_ptr = &truth;
  }
  // A built-in impartial game on two or more threads: its solver runs ahead of the walk on a thread
  // of its own (the walk takes the others), for this claim and the run's next ones.
  RunOptions walk_options = ctx;
  std::string walk_id = ctx.claim_id();
  // Checkpoints: the claim's walk is named by its id and the text of its file and game file (an
  // edited formula starts over, in files of its own); its script errors are kept beside it.
  FirstError errors;
  if (!walk_options.checkpoint_dir.empty()) {
    std::string text = main_state.script();
    if (is_game_file(spec.game)) text += read_script(target_key(spec).substr(5), "game file");
    walk_id = script_walk(ctx.claim_id(), text);
    errors.persist_to(script_errors_path(walk_options.checkpoint_dir, walk_id, cluster().rank()));
  }
  FileTruth* pipeline = nullptr;
  if (!truth_ptr && ctx.threads >= 2 && dynamic_cast<BuiltinTarget*>(&target) && !target.partizan() &&
      normal_truth && !stream && !all->empty()) {
    auto& cache = ctx.tables<TruthKey, FileTruth>();
    const FileTruth& truth = cache.get(
        TruthKey{target_key(spec) + (shape_text.empty() ? "" : "|" + shape_text), bound},
        [](const FileTruth& t) { return !t.failed; },
        [&] {
          auto solver = make_target(r, spec);
          if (ctx.max_memory != 0) solver->set_memory_limit(ctx.max_memory / 2);
          return start_pipeline(all, std::move(solver));
        });
    truth_ptr = &truth;
    pipeline = const_cast<FileTruth*>(&truth);
    walk_options.threads = ctx.threads - 1;
  }
  RunContext walk_ctx(walk_options, ctx.workspace(), walk_id);
  const std::string where = !c.has_where ? ""
                            : shape_text.empty() ? " where the claim's where() holds"
                                                 : fmt::format(" where the claim's where() holds (shape {} fixed before generation)", shape_text);
  // random = 0 in the file means no random phase at any profile (unless --random asks for one).
  const auto dom = case_domain(all, stream, listed, fmt::format("every {} position of {} <= {}{}", target.id(), target.bound_meaning(), bound, where),
                       fmt::format("random {} positions{}", target.id(), where), c.random, bound, worker, c, index, errors);
  try {
    walk(res, walk_ctx, bound, dom, [&](const Case& k) -> Verdict {
      if (errors.beyond(k.index)) return std::nullopt;
      try {
        return judge(worker(), c, index, k);
      } catch (const InputError& e) {
        fail_at(errors, k, e.what());
        return std::nullopt;
      }
    }, c.check == CheckKind::grundy_is ? Witness::Shows::grundy : Witness::Shows::outcome);
  } catch (...) {
    // The walk stopped (interrupted, a failure): so does the pipeline's solver, before anything it
    // reads goes away.
    if (pipeline) pipeline->finish();
    if (stream) stream->stop();
    throw;
  }
  if (pipeline) {
    pipeline->wait_for(all->size() - 1);  // every value final (and a failure rethrown) ...
    pipeline->finish();                   // ... and the thread joined: the table stays for the run
  }
  errors.merge_ranks(cluster());
  errors.raise();
}

void load_one(Registry& r, const fs::path& path) {
  ClaimState st(path);
  FileSpec spec = st.spec;
  const std::string paper_id = spec.paper_id.empty() ? spec.stem : spec.paper_id;
  if (r.paper(paper_id) || r.game(paper_id))
    throw InputError(fmt::format("claim file {}: paper id '{}' is already taken by a built-in paper or game, or another claim file",
                                 st.file_, paper_id));
  // The game is resolved now so a claim file naming an unknown or broken game fails at once.
  std::string game_id;
  {
    auto target = make_target(r, spec);
    game_id = target->id();
  }
  // A game file joins the run's registry under its id (unless one is taken), so that what the run
  // reports about its claims can solve their positions (the thermograph of a counterexample).
  if (is_game_file(spec.game) && !r.game(game_id)) {
    fs::path g(spec.game);
    if (g.is_relative()) g = path.parent_path() / g;
    r.add(game_file_entry(g));
  }
  PaperEntry p;
  p.file = path.filename().string();
  // Authors, "Title" (year), doi or url: the citation as the report prints the built-in papers'.
  std::string cite = spec.authors;
  if (!spec.title.empty()) cite += fmt::format("{}\"{}\"", cite.empty() ? "" : ", ", spec.title);
  if (!spec.year.empty()) cite += fmt::format(" ({})", spec.year);
  if (!spec.link.empty()) cite += fmt::format(", {}{}", spec.link.rfind("http", 0) == 0 ? "" : "doi:", spec.link);
  p.citation = cite.empty() ? paper_id : cite;
  p.report_name = paper_id;
  p.games = {game_id};
  p.named_claims_only = true;  // its page lists its own claims, not the built-in ones about its game
  p.rules = fmt::format("Claims from the claim file `{}` about the game `{}` ({}); checked without recompiling.",
                        p.file, game_id, spec.game);
  r.add(std::move(p));
  const std::string file_path = path.string();
  for (std::size_t i = 0; i < spec.claims.size(); ++i) {
    const ClaimSpec& s = spec.claims[i];
    Claim c;
    c.id = fmt::format("{}/{}", paper_id, s.id);
    if (r.claim(c.id)) throw InputError(fmt::format("claim file {}: claim id '{}' appears twice", st.file_, s.id));
    c.game = game_id;
    c.paper = paper_id;  // the file's own page, whatever game the claim speaks about
    c.source = {path.filename().string(), s.cite.empty() ? s.id : s.cite, s.section};
    c.statement = s.statement;
    c.domain = fmt::format("positions up to the bound{}, {} play", s.has_where ? ", where the claim's where() holds" : "",
                           s.play == "misere" ? "misère" : "normal");
    c.check = check_words(s.check);
    c.note = s.note;
    c.expected = s.expect == "refuted" ? Expectation::refuted : Expectation::holds;
    c.finding = c.expected == Expectation::holds ? Finding::none
                : s.finding == "reading"         ? Finding::reading
                : s.finding == "conjecture"      ? Finding::conjecture
                                                 : Finding::erratum;
    c.bounds = s.bounds;
    c.checker = make_check(
        [reg = &r, file_path, i](ClaimResult& res, RunContext& ctx, std::uint64_t bound) {
          run_claim_of_file(res, ctx, bound, *reg, file_path, i);
        },
        std::string(name(s.check)));
    r.add(std::move(c));
  }
}

}  // namespace

bool is_claim_file(const std::string& path) {
  ClaimState st(path, true);  // a file that does not even load is an error, not "some other file"
  return st.is_claims;
}

void load_claim_files(Registry& r, const std::vector<std::string>& paths) {
  for (const auto& p : paths) {
    std::error_code ec;
    if (fs::is_directory(p, ec)) {
      std::vector<fs::path> files;
      for (const auto& e : fs::directory_iterator(p, ec))
        if (e.path().extension() == ".lua" && e.is_regular_file(ec)) files.push_back(e.path());
      std::sort(files.begin(), files.end());
      std::size_t found = 0;
      for (const auto& f : files) {
        if (!is_claim_file(f.string())) continue;
        load_one(r, f);
        ++found;
      }
      if (found == 0) throw InputError(fmt::format("--claims {}: no claim files in the folder", p));
    } else if (fs::exists(p, ec)) {
      load_one(r, p);
    } else {
      throw InputError(fmt::format("--claims {}: no such file or folder", p));
    }
  }
}

}  // namespace cgcheck::lua
