#include "lua/claim_file/target.hpp"

#include <filesystem>
#include <cstdint>
#include <string_view>
#include <variant>

#include <fmt/core.h>

#include "core/error.hpp"
#include "lua/claim_file.hpp"

namespace cgcheck::lua::claim_file {

namespace fs = std::filesystem;

namespace {
// Sets the value on the stack top as field `name` of the table at index t (absolute), raw: a
// metatable the script put on its globals is not run.
void set_raw(lua_State* L, int t, const char* name) {
  lua_pushstring(L, name);
  lua_insert(L, -2);
  lua_rawset(L, t);
}
}  // namespace

// ---- a game file -------------------------------------------------------------------------------

FileTarget::FileTarget(const fs::path& path) : path_(path), game_(std::make_shared<GameFile>(path)), solver_(*game_) {
  solver_.set_budget(50'000'000);
}

void FileTarget::set_memory_limit(std::uint64_t bytes) {
  memory_ = bytes;
  if (loopy_) loopy_->set_memory_limit(bytes);
  solver_.set_memory_limit(bytes);
  game_->set_enumeration_limit(bytes);
  game_->set_copy_cap(bytes);
}

void FileTarget::enumerate(std::uint64_t bound, const Shape&, const std::function<void(const Case&)>& visit) {
  for (auto& p : game_->positions(bound)) visit(Case{std::move(p), {}});
}

void FileTarget::push_fields(lua_State* L, int t) {
  const Position& p = prepared_->p;
  GameFile::push_position(L, p);
  set_raw(L, t, "p");
  lua_pushinteger(L, static_cast<lua_Integer>(game_->size(p)));
  set_raw(L, t, "n");
  lua_pushinteger(L, static_cast<lua_Integer>(p.size()));
  set_raw(L, t, "k");
  const std::string text = game_->show(p);
  lua_pushlstring(L, text.data(), text.size());
  set_raw(L, t, "pos");
}

void FileTarget::set_budget(std::uint64_t moves) {
  budget_sessions(moves);
  solver_.set_budget(moves);
  if (loopy_) loopy_->set_budget(moves);
}

rc::Gen<Case> FileTarget::random(std::uint64_t bound) {
  return rc::gen::map(position_gen(game_, bound), [](Position p) { return Case{std::move(p), {}}; });
}

Case FileTarget::read(lua_State* L) {
  Case c;
  if (lua_type(L, 1) == LUA_TSTRING) {
    std::size_t n = 0;
    const char* s = lua_tolstring(L, 1, &n);
    try {
      c.p = game_->parse(std::string_view(s, n));
    } catch (const InputError& e) {
      throw InputError(fmt::format("cannot solve '{}': {}", std::string_view(s, n), e.what()));
    }
    return c;
  }
  if (!GameFile::read_position(L, 1, c.p))
    throw InputError("the solver functions take a position: an array of integers (or its text)");
  if (!game_->valid(c.p)) throw InputError(fmt::format("{} is not a position of {} (valid() is false)", game_->show(c.p), game_->id()));
  c.p = game_->normalize(c.p);
  return c;
}

std::vector<Case> FileTarget::options(const Case& c) {
  if (game_->partizan()) throw InputError("options() is for impartial games (a partizan game has Left's and Right's moves)");
  PositionList list;
  game_->moves(c.p, Side::options, list);
  std::vector<Case> out;
  for (std::size_t i = 0; i < list.size(); ++i) out.push_back(Case{Position(list[i].begin(), list[i].end()), {}});
  return out;
}

std::uint32_t FileTarget::grundy(const Case& c) {
  if (game_->loopy()) return grundy_of(loopy_solved(c));
  return solver_.grundy_with(c.p, NimMethod::automatic);  // a large board by search (solve --nim-method auto)
}

cgt::GameId FileTarget::value(const Case& c) {
  if (game_->loopy())
    throw InputError(fmt::format("{} is loopy and impartial: its values are grundy()'s (finite or inf(K))", game_->file()));
  return solver_.value(c.p);
}

Outcome FileTarget::outcome(const Case& c) {
  if (game_->loopy()) throw std::logic_error("Outcome of a loopy game (its outcome is text: loopy_solved)");
  return solver_.outcome(c.p);
}

Solved FileTarget::loopy_solved(const Case& c) {
  if (!loopy_) {
    loopy_ = loopy_file_session(path_);
    loopy_->set_budget(budget_);
    if (memory_ != 0) loopy_->set_memory_limit(memory_);
  }
  return loopy_->solve(game_->show(c.p));
}

// ---- a built-in game ---------------------------------------------------------------------------

BuiltinTarget::BuiltinTarget(const GameEntry& g) : game_(g), session_(g.session()) {
  if (!g.explorer.enumerate || !g.explorer.fields) throw InputError(fmt::format("game '{}' cannot be enumerated for claim files", g.id));
  session_->set_budget(50'000'000);
}

void BuiltinTarget::set_memory_limit(std::uint64_t bytes) {
  memory_ = bytes;
  session_->set_memory_limit(bytes);
  arena_.set_memory_limit(bytes);
}

void BuiltinTarget::enumerate(std::uint64_t bound, const Shape& shape, const std::function<void(const Case&)>& visit) {
  game_.explorer.enumerate(bound, shape, [&](const std::string& t) { visit(Case{{}, t}); });
}

rc::Gen<Case> BuiltinTarget::random(std::uint64_t) {
  if (!game_.explorer.random) throw InputError(fmt::format("game '{}' has no random positions", game_.id));
  return rc::gen::map(game_.explorer.random(), [](std::string t) { return Case{{}, std::move(t)}; });
}

void BuiltinTarget::prepare(const Case& c) {
  fields_ = game_.explorer.fields(c.text);
  text_ = &c.text;
}

void BuiltinTarget::push(lua_State* L) {
  lua_createtable(L, 0, static_cast<int>(fields_.size() + 1));
  push_fields(L, lua_gettop(L));
}

bool BuiltinTarget::in_shape(const Case& c, const Shape& shape) {
  if (shape.empty()) return true;
  for (const auto& [field, value] : game_.explorer.fields(c.text))
    if (auto it = shape.find(field); it != shape.end()) {
      const std::int64_t v = std::holds_alternative<bool>(value)           ? std::get<bool>(value)
                             : std::holds_alternative<std::int64_t>(value) ? std::get<std::int64_t>(value)
                                                                            : INT64_MIN;
      if (v != it->second) return false;
    }
  return true;
}

void BuiltinTarget::push_fields(lua_State* L, int t) {
  for (const auto& [field, value] : fields_) {
    push_field(L, value);
    set_raw(L, t, field.c_str());
  }
  lua_pushlstring(L, text_->data(), text_->size());
  set_raw(L, t, "pos");
}

void BuiltinTarget::set_budget(std::uint64_t moves) {
  budget_sessions(moves);
  session_->set_budget(moves);
}

Case BuiltinTarget::read(lua_State* L) {
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
  try {
    if (game_.normalize) (void)game_.normalize(c.text);  // a text that is not a position is refused here, naming it
  } catch (const InputError& e) {
    throw InputError(fmt::format("cannot solve '{}': {}", c.text, e.what()));
  }
  return c;
}

std::vector<Case> BuiltinTarget::options(const Case&) {
  throw InputError(fmt::format("options() is available for games written in Lua, not for the built-in game {}", game_.id));
}

std::uint32_t BuiltinTarget::grundy(const Case& c) {
  if (game_.partizan) throw InputError(fmt::format("{} is partizan: it has values, not Grundy values", game_.id));
  return session_->grundy(c.text);
}

cgt::GameId BuiltinTarget::value(const Case& c) {
  if (!game_.partizan) return arena_.nimber(session_->grundy(c.text));
  return cgt::parse_value(arena_, session_->solve(c.text).value);
}

Outcome BuiltinTarget::outcome(const Case& c) {
  const std::string o = session_->solve(c.text).outcome;
  return o == "P" ? Outcome::P : o == "N" ? Outcome::N : o == "L" ? Outcome::L : Outcome::R;
}

std::optional<std::vector<std::uint32_t>> BuiltinTarget::grundy_table(std::uint64_t bound, const Shape& shape,
                                                                      std::uint64_t max_memory) {
  if (game_.partizan || !game_.explorer.grundy_table) return std::nullopt;
  return game_.explorer.grundy_table(bound, shape, max_memory);
}

std::optional<double> BuiltinTarget::count(std::uint64_t bound, const Shape& shape) {
  if (!game_.explorer.count) return std::nullopt;
  return game_.explorer.count(bound, shape);
}

// ---- the game of a spec ------------------------------------------------------------------------

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

std::string target_key(const FileSpec& spec) {
  if (!is_game_file(spec.game)) return "game:" + spec.game;
  fs::path g(spec.game);
  if (g.is_relative()) g = fs::path(spec.path).parent_path() / g;
  std::error_code ec;
  const fs::path canonical = fs::weakly_canonical(g, ec);
  return "file:" + (ec ? g : canonical).string();
}

}  // namespace cgcheck::lua::claim_file
