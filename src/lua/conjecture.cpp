#include "lua/conjecture.hpp"
#include "runtime/json_text.hpp"

#include <algorithm>
#include <atomic>
#include <functional>
#include <mutex>
#include <tuple>
#include <cctype>
#include <charconv>
#include <optional>
#include <stdexcept>
#include <utility>
#include <variant>
#include <vector>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include <fmt/core.h>
#include <nlohmann/json.hpp>


#include "claims/check_kinds.hpp"
#include "claims/checkpoint.hpp"
#include "runtime/cluster.hpp"
#include "claims/first_failure.hpp"
#include "core/heap_bytes.hpp"
#include "claims/parallel_runner.hpp"
#include "core/progress.hpp"
#include "runtime/serialise.hpp"
#include "claims/runner.hpp"
#include "core/error.hpp"
#include "core/loopy.hpp"
#include "runtime/misere_session.hpp"
#include "runtime/output.hpp"
#include "runtime/share_dir.hpp"
#include "core/text.hpp"
#include "cgt/game.hpp"
#include "cgt/parse_value.hpp"
#include "lua/game_entry.hpp"
#include "lua/helpers.hpp"
#include "lua/judge.hpp"
#include "lua/listed_domain.hpp"
#include "lua/sandbox.hpp"

namespace cgcheck {

std::string_view name(ConjectureForm f) {
  switch (f) {
    case ConjectureForm::predict_p: return "predict-p";
    case ConjectureForm::predict_grundy: return "predict-grundy";
    case ConjectureForm::predict_value: return "predict-value";
    case ConjectureForm::property: return name(CheckKind::property);  // the form is the check kind
  }
  return "?";
}

CheckKind check_kind(ConjectureForm f) {
  switch (f) {
    case ConjectureForm::predict_p: return CheckKind::p_iff;
    case ConjectureForm::predict_grundy: return CheckKind::grundy_is;
    case ConjectureForm::predict_value: return CheckKind::value_is;
    case ConjectureForm::property: return CheckKind::property;
  }
  return CheckKind::property;
}

ConjectureForm parse_conjecture_form(std::string_view s) {
  for (auto f : {ConjectureForm::predict_p, ConjectureForm::predict_grundy, ConjectureForm::predict_value,
                 ConjectureForm::property})
    if (name(f) == s) return f;
  throw InputError(fmt::format("unknown conjecture form '{}' (predict-p, predict-grundy, predict-value, property)", s));
}

namespace {

// A position in a message: the empty position is "" (it was printed as nothing).
std::string shown_position(const std::string& text) { return text.empty() ? "\"\"" : text; }

// One sandboxed Lua state holding the compiled conjecture; the solver session persists across
// positions so a hunt reuses the memo.
class LuaConjecture : public lua::Sandbox {
 public:
  LuaConjecture(const Conjecture& c, const GameEntry& game)
      : lua::Sandbox(c.lua_memory), game_(game), session_(game.session()), file_game_(lua::is_game_file(c.game)) {
    // A conjecture may ask the solver about any position it likes; keep each answer interactive.
    session_->set_budget(c.solver_moves);
    solver_moves_ = c.solver_moves;
    expose("grundy", &LuaConjecture::l_grundy);
    expose("value", &LuaConjecture::l_value);
    expose("outcome", &LuaConjecture::l_outcome);
    // Misère play, as a claim file's formula has it: a conjecture about misère play is a --property
    // or a --predict-p that compares with these.
    expose("misere_grundy", &LuaConjecture::l_misere_grundy);
    expose("misere_outcome", &LuaConjecture::l_misere_outcome);
    expose("genus", &LuaConjecture::l_genus);
    expose_helpers(*this);
    fn_ref_ = compile(c.code, "=conjecture", "conjecture");
    if (!c.where.empty()) where_ref_ = compile(c.where, "=conjecture", "--where filter");
  }

  Solved solve(const std::string& text) { return session_->solve(text); }
  // The outcome alone: a partizan game file's by search, without its canonical form.
  Solved outcome(const std::string& text) { return session_->outcome(text); }

  // The --where filter at a position: true when the position belongs to the hunt's domain.
  bool selected(const std::string& text) {
    if (where_ref_ == LUA_NOREF) return true;
    const int t = evaluate(text, where_ref_);
    if (t != LUA_TBOOLEAN)
      throw InputError(fmt::format("the --where filter returned a non-boolean at position {}", shown_position(text)));
    return lua_toboolean(state(), -1);
  }

  // Evaluates a compiled chunk (default: the conjecture) at a position; leaves the result on the
  // stack top.
  int evaluate(const std::string& text, int ref = LUA_NOREF) {
    // The C++ work (fields of the position) is done here, outside Lua: l_run only copies it.
    fields_ = game_.explorer.fields(text);
    text_ = &text;
    run_ref_ = ref == LUA_NOREF ? fn_ref_ : ref;
    const Call c = run(&LuaConjecture::l_run);
    switch (c.ended) {
      case Ended::ok: break;
      case Ended::interrupted: throw Interrupted(fmt::format("interrupted at position {}; no file written", shown_position(text)));
      case Ended::stopped: throw InputError(fmt::format("conjecture stopped at position {}: {}", shown_position(text), c.message));
      case Ended::input_error: throw InputError(fmt::format("at position {}: {}", shown_position(text), c.message));
      case Ended::error: throw InputError(fmt::format("conjecture error at position {}: {}", shown_position(text), c.message));
    }
    return lua_type(state(), -1);
  }

 private:
  static LuaConjecture& me(lua_State* L) { return static_cast<LuaConjecture&>(self(L)); }

  // Calls the chunk with the position as its argument (`local p = ...`), as a claim file's formula
  // gets it: for a game file the array of integers, for a built-in game a table of its fields and
  // `pos`, its text. The fields stay globals too (raw: a metatable the script put on _G is not run),
  // as the README's one-line examples use them.
  static int l_run(lua_State* L) {
    LuaConjecture& s = me(L);
    lua_settop(L, 0);
    lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_GLOBALS);
    lua_createtable(L, 0, static_cast<int>(s.fields_.size() + 1));  // the argument
    for (const auto& [field, value] : s.fields_) {
      lua_pushlstring(L, field.data(), field.size());
      lua::push_field(L, value);
      lua_pushvalue(L, -1);
      lua_setfield(L, 2, field.c_str());
      lua_rawset(L, 1);
    }
    lua_pushliteral(L, "pos");
    lua_pushlstring(L, s.text_->data(), s.text_->size());
    lua_pushvalue(L, -1);
    lua_setfield(L, 2, "pos");
    lua_rawset(L, 1);
    if (s.file_game_) lua_getfield(L, 2, "p");  // a game file's position: its array, as claim files get it
    else lua_pushvalue(L, 2);
    lua_rawgeti(L, LUA_REGISTRYINDEX, s.run_ref_);
    lua_insert(L, -2);
    lua_call(L, 1, 1);
    return 1;
  }

  // The solver's answer (f: the session's solve or grundy) at the position text given as argument 1
  // (default: pos). Argument errors are thrown as InputError (see Sandbox::guarded).
  template <class F>
  static auto answer_at_arg(lua_State* L, F&& f) -> decltype(f(std::string_view())) {
    std::string text;
    if (lua_gettop(L) >= 1) {
      if (lua_type(L, 1) != LUA_TSTRING) throw InputError("the solver functions take a position as a string");
      text = lua_tostring(L, 1);
    } else {
      lua_getglobal(L, "pos");
      const char* p = lua_tostring(L, -1);
      text = p ? p : "";
      lua_pop(L, 1);
    }
    try {
      return f(std::string_view(text));
    } catch (const Interrupted&) {
      throw;
    } catch (const std::exception& e) {
      throw InputError(fmt::format("cannot solve '{}': {}", text, e.what()));
    }
  }
  static Solved solve_arg(lua_State* L) {
    return answer_at_arg(L, [L](std::string_view text) { return me(L).session_->solve(text); });
  }
  static int l_grundy(lua_State* L) {
    return guarded(L, [L] {
      if (me(L).game_.partizan) throw InputError("grundy() is for impartial games; use value()");
      if (me(L).game_.loopy) {  // a loopy game's value: an integer, or the text inf(K) of an infinite one
        lua::push_loopy_value(L, solve_arg(L).value);
        return 1;
      }
      const std::uint32_t g = answer_at_arg(L, [L](std::string_view text) { return me(L).session_->grundy(text); });
      lua_pushinteger(L, static_cast<lua_Integer>(g));
      return 1;
    });
  }
  static int l_value(lua_State* L) {
    return guarded(L, [L] {
      const GameEntry& g = me(L).game_;
      const std::string v = lua::value_text(g.id, g.partizan, g.loopy, solve_arg(L));
      lua_pushlstring(L, v.data(), v.size());
      return 1;
    });
  }
  static int l_outcome(lua_State* L) {
    return guarded(L, [L] {
      // A partizan game's outcome needs no value (a game file's is decided by search).
      const Solved sv = me(L).game_.partizan
                            ? answer_at_arg(L, [L](std::string_view text) { return me(L).session_->outcome(text); })
                            : solve_arg(L);
      lua_pushlstring(L, sv.outcome.data(), sv.outcome.size());
      return 1;
    });
  }

  // The misère answer at the position text given as argument 1 (default: pos), from the game's
  // misère session, made on first use and kept (its memo serves the hunt's later positions).
  static Solved misere_arg(lua_State* L, const char* fn) {
    LuaConjecture& s = me(L);
    if (s.game_.partizan && std::string_view(fn) != "misere_outcome")
      throw InputError(fmt::format("{}() is for impartial games; {} is partizan", fn, s.game_.id));
    if (!s.misere_) {
      s.misere_ = s.game_.misere ? s.game_.misere() : misere_session(s.game_);
      s.misere_->set_budget(s.solver_moves_);
    }
    return answer_at_arg(L, [&s](std::string_view text) { return s.misere_->solve(text); });
  }
  static int l_misere_grundy(lua_State* L) {
    return guarded(L, [L] {
      lua_pushinteger(L, static_cast<lua_Integer>(grundy_of(misere_arg(L, "misere_grundy"))));
      return 1;
    });
  }
  static int l_misere_outcome(lua_State* L) {
    return guarded(L, [L] {
      const Solved sv = misere_arg(L, "misere_outcome");
      lua_pushlstring(L, sv.outcome.data(), sv.outcome.size());
      return 1;
    });
  }
  static int l_genus(lua_State* L) {
    return guarded(L, [L] {
      const Solved sv = misere_arg(L, "genus");
      lua_pushlstring(L, sv.genus.data(), sv.genus.size());
      return 1;
    });
  }

  const GameEntry& game_;
  std::unique_ptr<SolveSession> session_;
  std::unique_ptr<SolveSession> misere_;
  std::uint64_t solver_moves_ = 0;
  int fn_ref_ = LUA_NOREF;
  bool file_game_ = false;
  int where_ref_ = LUA_NOREF;
  // The position being evaluated, for l_run.
  Fields fields_;
  const std::string* text_ = nullptr;
  int run_ref_ = LUA_NOREF;
};

}  // namespace

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

bool is_ident_start(char ch) { return std::isalpha(static_cast<unsigned char>(ch)) || ch == '_'; }
bool is_ident_char(char ch) { return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_'; }

bool is_identifier(std::string_view s) {
  return !s.empty() && is_ident_start(s[0]) && std::all_of(s.begin(), s.end(), is_ident_char);
}

std::optional<std::int64_t> to_int(std::string_view s) {
  std::int64_t v = 0;
  const char* end = s.data() + s.size();
  auto [p, ec] = std::from_chars(s.data(), end, v);
  if (ec != std::errc{} || p != end || s.empty()) return std::nullopt;
  return v;
}

const ShapeField* find_field(const std::vector<ShapeField>& fields, std::string_view name) {
  for (const auto& f : fields)
    if (f.name == name) return &f;
  return nullptr;
}

std::string field_list(const std::vector<ShapeField>& fields) {
  std::string out;
  for (const auto& f : fields) out += (out.empty() ? "" : ", ") + f.name + " (" + f.meaning + ")";
  return out.empty() ? "none" : out;
}

// One conjunct of --where as a shape constraint, if it is one.
std::optional<std::pair<std::string, std::int64_t>> conjunct_shape(std::string_view c,
                                                                   const std::vector<ShapeField>& fields) {
  c = trim(c);
  // One pair of parentheses around the whole conjunct: (n == 2).
  if (c.size() >= 2 && c.front() == '(' && c.back() == ')' &&
      c.substr(1, c.size() - 2).find_first_of("()") == std::string_view::npos)
    c = trim(c.substr(1, c.size() - 2));
  if (c.starts_with("not") && c.size() > 3 && std::isspace(static_cast<unsigned char>(c[3]))) {
    const std::string_view name = trim(c.substr(3));
    const ShapeField* f = find_field(fields, name);
    if (f && f->boolean) return std::pair{std::string(name), std::int64_t{0}};
    return std::nullopt;
  }
  if (is_identifier(c)) {
    const ShapeField* f = find_field(fields, c);
    if (f && f->boolean) return std::pair{std::string(c), std::int64_t{1}};
    return std::nullopt;
  }
  const auto eq = c.find("==");
  if (eq == std::string_view::npos || c.find("==", eq + 2) != std::string_view::npos) return std::nullopt;
  std::string_view a = trim(c.substr(0, eq)), b = trim(c.substr(eq + 2));
  if (!is_identifier(a) || a == "true" || a == "false") std::swap(a, b);
  const ShapeField* f = is_identifier(a) ? find_field(fields, a) : nullptr;
  if (!f) return std::nullopt;
  if (f->boolean) {
    if (b == "true") return std::pair{std::string(a), std::int64_t{1}};
    if (b == "false") return std::pair{std::string(a), std::int64_t{0}};
    return std::nullopt;
  }
  if (auto v = to_int(b)) return std::pair{std::string(a), *v};
  return std::nullopt;
}

}  // namespace

Shape parse_shape(std::string_view text, const std::vector<ShapeField>& fields) {
  Shape shape;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t comma = std::min(text.find(',', start), text.size());
    const std::string_view item = trim(text.substr(start, comma - start));
    start = comma + 1;
    const auto eq = item.find('=');
    const std::string_view name = trim(item.substr(0, eq));
    const ShapeField* f = find_field(fields, name);
    if (eq == std::string_view::npos || !f)
      throw InputError(fmt::format("--shape '{}': expected FIELD=VALUE with FIELD one of: {}", item, field_list(fields)));
    const std::string_view value = trim(item.substr(eq + 1));
    std::optional<std::int64_t> v = to_int(value);
    if (f->boolean) {
      if (value == "true") v = 1;
      else if (value == "false") v = 0;
      else if (v && *v != 0 && *v != 1) v.reset();
    }
    if (!v)
      throw InputError(fmt::format("--shape '{}': {} must be {}", item, name, f->boolean ? "true, false, 1 or 0" : "an integer"));
    if (auto [it, inserted] = shape.emplace(std::string(name), *v); !inserted && it->second != *v)
      throw InputError(fmt::format("--shape gives {} two values ({} and {})", name, it->second, *v));
  }
  return shape;
}

WhereShape shape_of_where(std::string_view where, const std::vector<ShapeField>& fields) {
  WhereShape out;
  std::string_view e = trim(where);
  if (!e.starts_with("return") || e.size() == 6 || !std::isspace(static_cast<unsigned char>(e[6]))) return out;
  e = trim(e.substr(6));
  // Only a plain expression: no strings (long ones open with [[ or [=), comments, tables or further
  // statements, whose text could hide an `and` or change what a field means. Indexing (piles[1]) is fine.
  if (e.empty() || e.find_first_of("\"'{};#") != std::string_view::npos || e.find("--") != std::string_view::npos ||
      e.find("[[") != std::string_view::npos || e.find("[=") != std::string_view::npos)
    return out;
  std::vector<std::string_view> conjuncts;
  int depth = 0;
  std::size_t from = 0;
  for (std::size_t i = 0; i < e.size();) {
    const char ch = e[i];
    if (ch == '(') ++depth;
    if (ch == ')' && --depth < 0) return out;
    if (!is_ident_start(ch)) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < e.size() && is_ident_char(e[j])) ++j;
    const std::string_view word = e.substr(i, j - i);
    // `or` would make a conjunct optional; the others start statements or functions.
    for (const char* kw : {"or", "function", "end", "return", "local", "do", "then", "if", "while", "for", "goto", "repeat"})
      if (word == kw) return out;
    if (word == "and" && depth == 0) {
      conjuncts.push_back(e.substr(from, i - from));
      from = j;
    }
    i = j;
  }
  if (depth != 0) return out;
  conjuncts.push_back(e.substr(from));
  out.whole = true;
  for (const auto c : conjuncts) {
    const auto fixed = conjunct_shape(c, fields);
    if (!fixed) {
      out.whole = false;
      continue;
    }
    if (auto [it, inserted] = out.shape.insert(*fixed); !inserted && it->second != fixed->second) out.conflict = true;
  }
  return out;
}

namespace {

// A position of the hunt: its text and its place in the exhaustive order (random ones have none).
struct HuntCase {
  std::string text;
  std::uint64_t index = UINT64_MAX;
};

}  // namespace

ClaimResult hunt(const Conjecture& c, const GameEntry& game, HuntStats* stats) {
  if (!game.explorer.enumerate || !game.explorer.fields)
    throw InputError(fmt::format("game '{}' does not support hunt", game.id));
  if (c.form == ConjectureForm::predict_grundy && game.partizan)
    throw InputError("--predict-grundy is for impartial games; use --predict-value");
  // A loopy game's positions have no short game value: refused before the hunt, not "found nothing".
  if (c.form == ConjectureForm::predict_value && game.loopy)
    throw InputError(fmt::format("--predict-value predicts short game values; {} is loopy (use {})", game.id,
                                 game.partizan ? "--predict-p or --property with outcome()" : "--predict-grundy"));

  // One Lua state (and solver session, and arena of values) per worker, each compiling the
  // conjecture; the calling thread's is made first, so a script that does not compile is refused
  // before anything runs.
  struct Worker {
    LuaConjecture lua;
    cgt::Arena values;  // predicted and actual values of --predict-value
    Worker(const Conjecture& c, const GameEntry& g) : lua(c, g) {
      values.set_budget(10'000'000);
      values.set_memory_limit(c.lua_memory);
    }
  };
  const unsigned threads = std::max(1u, c.threads);
  PerWorker<Worker> workers(threads);
  auto worker = [&]() -> Worker& { return workers.get([&] { return std::make_unique<Worker>(c, game); }); };
  (void)worker();

  // The conjecture at one position against the truth: the game's dense table at an exhaustive
  // position where it has one (the claim engine's source too), else the worker's solver.
  auto check = [&](Worker& w, const std::string& text, const std::uint32_t* table_value) -> Verdict {
    LuaConjecture& lua = w.lua;
    lua_State* L = lua.state();
    const int t = lua.evaluate(text);
    auto solved = [&]() -> Solved {
      if (!table_value) return lua.solve(text);
      return Solved{text, std::to_string(*table_value), *table_value == 0 ? "P" : "N"};
    };
    // Judged as a claim file's formula is, by the check kind (lua/judge.hpp); the truth of an
    // exhaustive position comes from the game's dense table where it has one.
    const auto wrong = [&](std::string_view due) {
      return InputError(fmt::format("the conjecture returned {} at position {}; {} is due", lua::Sandbox::describe(L, -1),
                                    shown_position(text), due));
    };
    std::optional<Solved> answer;
    const auto truth_of = [&]() -> const Solved& {
      if (!answer) answer = solved();
      return *answer;
    };
    lua::Truth truth;
    truth.arena = &w.values;
    truth.outcome = [&] {
      // A partizan game's outcome needs no value (a game file's is decided by search).
      return game.partizan && !table_value ? lua.outcome(text).outcome : truth_of().outcome;
    };
    truth.grundy = [&] { return LoopyGrundy::parse(truth_of().value); };
    truth.value = [&] {
      // An impartial game's value is the nimber of its Grundy value.
      return game.partizan ? cgt::parse_value(w.values, truth_of().value) : w.values.nimber(grundy_of(truth_of()));
    };
    return lua::judge_answer(L, t, check_kind(c.form), lua::Play{game.partizan, game.loopy}, truth, wrong);
  };

  HuntStats st;
  st.bound = c.bound.value_or(game.explorer.default_bound);
  if (!c.shape.empty()) st.shape = parse_shape(c.shape, game.explorer.shape);
  if (!c.where.empty()) {
    const WhereShape ws = shape_of_where(c.where, game.explorer.shape);
    st.where_in_shape = ws.whole;
    st.empty_shape = ws.conflict;
    for (const auto& [field, value] : ws.shape)
      if (auto [it, inserted] = st.shape.emplace(field, value); !inserted && it->second != value) st.empty_shape = true;
  }
  // A random position belongs to the domain when its shape fields have the shape's values.
  auto in_shape = [&](const std::string& text) {
    if (st.shape.empty()) return true;
    for (const auto& [name, value] : game.explorer.fields(text))
      if (auto it = st.shape.find(name); it != st.shape.end()) {
        const std::int64_t v = std::holds_alternative<bool>(value)           ? std::get<bool>(value)
                               : std::holds_alternative<std::int64_t>(value) ? std::get<std::int64_t>(value)
                                                                              : INT64_MIN;
        if (v != it->second) return false;
      }
    return true;
  };

  const auto start = std::chrono::steady_clock::now();
  std::string shape_text;
  for (const auto& [field, value] : st.shape) shape_text += fmt::format("{}{}={}", shape_text.empty() ? "" : ",", field, value);
  const std::string where = c.where.empty() ? "" : fmt::format(" where `{}`", c.where);
  const std::string unit = bound_unit(game.explorer.bound_meaning);
  std::string range = fmt::format("every {} position with {} <= {}{}", game.id, unit, st.bound,
                                  game.explorer.bound_meaning.substr(unit.size()));
  if (!shape_text.empty()) range += fmt::format(", shape {}", shape_text);
  range += where;
  if (st.empty_shape) range += " (none: the shape gives a field two values)";

  // The exhaustive order, taken once (texts packed in one buffer), and the truth of an impartial
  // game with a dense table in the same order. A listing that cannot fit in memory (an end and a
  // byte a position at least) is streamed instead: produced while it is walked (lua/listed_domain.hpp).
  std::string texts;
  std::vector<std::uint64_t> ends;
  std::uint64_t listed = 0;
  std::shared_ptr<lua::ListingStream<HuntCase>> stream;
  if (!st.empty_shape) {
    const auto counted = game.explorer.count ? game.explorer.count(st.bound, st.shape) : std::nullopt;
    const auto held = lua::keep_or_stream<HuntCase>({
        .counted = counted,
        .bytes_each = sizeof(std::uint64_t) + 1,
        .max_memory = c.max_memory,
        .threads = threads,
        .keep =
            [&] {
              Progress listing("listing the positions", 0, "positions generated");
              game.explorer.enumerate(st.bound, st.shape, [&](const std::string& text) {
                texts += text;
                ends.push_back(texts.size());
                listing.tick(ends.size());
                if (c.max_memory != 0 && 3 * (texts.size() + ends.size() * sizeof(std::uint64_t)) > c.max_memory)
                  throw lua::ListingTooLarge{};
              });
              return static_cast<std::uint64_t>(ends.size());
            },
        .release =
            [&] {
              std::string().swap(texts);
              std::vector<std::uint64_t>().swap(ends);
            },
        .count =
            [&] {
              std::uint64_t n = 0;
              Progress counting("counting the positions", 0, "positions generated");
              game.explorer.enumerate(st.bound, st.shape, [&](const std::string&) { counting.tick(++n); });
              return n;
            },
        .producer =
            [&]() -> lua::ListingStream<HuntCase>::Enumerate {
              return [&game, bound = st.bound, shape = st.shape](const std::function<void(HuntCase&&)>& give) {
                game.explorer.enumerate(bound, shape, [&](const std::string& text) { give(HuntCase{text, 0}); });
              };
            },
        .refuse =
            [&] {
              throw InputError(fmt::format(
                  "the {} positions up to {} ({:.3g} of them) are too many to walk; lower --bound or fix a --shape", game.id,
                  st.bound, counted.value_or(0)));
            },
    });
    listed = held.size;
    stream = held.stream;
  }
  st.generated = listed;
  auto text_at = [&](std::uint64_t i) { return texts.substr(i ? ends[i - 1] : 0, ends[i] - (i ? ends[i - 1] : 0)); };
  std::vector<std::uint32_t> table;
  if (!game.partizan && game.explorer.grundy_table && c.form != ConjectureForm::property && !st.empty_shape) {
    // A streamed listing's table is held to the run's memory limit: it may be the larger of the two.
    if (auto values = game.explorer.grundy_table(st.bound, st.shape, stream ? c.max_memory : 0)) table = std::move(*values);
    if (!table.empty() && table.size() != listed)
      throw std::logic_error(fmt::format("{}: the dense table lists {} positions, the enumeration {}", game.id, table.size(), listed));
  }

  // The claim engine's walk (claims/check_kinds.hpp): work items of consecutive positions over the
  // threads, the minimal failure by index whatever the thread count, then the random phase with
  // shrinking unless the exhaustive phase found the minimal counterexample.
  FirstFailure failed;  // the smallest position where the script failed (claims/first_failure.hpp)
  auto guarded = [&](const HuntCase& k, auto&& f) -> decltype(f()) {
    try {
      return f();
    } catch (const InputError& e) {
      if (k.index == UINT64_MAX) throw;  // a random case: the first failure ends the phase
      failed.record_and_save(k.index, e.what());
    }
    return {};
  };
  auto selected = [&](const HuntCase& k) -> bool {
    if (failed.beyond(k.index)) return false;
    // A --where that only fixes the shape holds at every position generated.
    if (st.where_in_shape) return true;
    return guarded(k, [&] { return std::optional<bool>(worker().lua.selected(k.text)); }).value_or(false);
  };
  // The listing as the claim engine's domain (lua/listed_domain.hpp), as claim files walk theirs.
  lua::ListedDomain<HuntCase> dom{
      listed,
      range,
      fmt::format("random {} positions{}{}", game.id, shape_text.empty() ? "" : ", shape " + shape_text, where),
      game.explorer.random ? c.random : 0,
      [&](std::uint64_t i) { return HuntCase{text_at(i), i}; },
      selected,
      [&](const HuntCase& k) { return in_shape(k.text) && selected(k); },
      [](const HuntCase& k) { return k.text; },
      [&] { return rc::gen::map(game.explorer.random(), [](std::string t) { return HuntCase{std::move(t), UINT64_MAX}; }); },
      stream};
  RunOptions options;
  options.threads = threads;
  options.seed = c.seed;
  options.random_cases = game.explorer.random ? c.random : 0;
  if (!c.checkpoint_dir.empty()) {
    // The walk's work items are saved as they finish; the smallest script error beside them.
    options.checkpoint_dir = c.checkpoint_dir;
    options.checkpoint_every = c.checkpoint_every;
    failed.persist_to(script_errors_path(c.checkpoint_dir, c.checkpoint_id, cluster().rank()));
  }
  Workspace tables;  // the walk's own: the hunt's truth is the table listed above
  RunContext ctx(options, tables, c.checkpoint_dir.empty() ? std::string() : c.checkpoint_id);
  ClaimResult res;
  res.seed = c.seed;
  walk(res, ctx, st.bound, dom, [&](const HuntCase& k) -> Verdict {
    if (failed.beyond(k.index)) return std::nullopt;
    return guarded(k, [&] { return check(worker(), k.text, k.index < table.size() ? &table[k.index] : nullptr); });
  }, c.form == ConjectureForm::predict_grundy ? Witness::Shows::grundy : Witness::Shows::outcome);
  failed.merge_ranks(cluster());
  if (auto [at, message] = failed.first(); at != FirstFailure::kNone) throw InputError(message);
  st.kept = res.checked.empty() ? 0 : res.checked.front().count;
  res.settle();
  res.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (stats) *stats = std::move(st);
  return res;
}

std::shared_ptr<const ClaimCheck> conjecture_check(Conjecture c, std::function<const GameEntry&()> game, HuntStats* stats) {
  const std::string kind(name(check_kind(c.form)));
  return make_check(
      [c = std::move(c), game = std::move(game), stats](ClaimResult& res, RunContext& ctx, std::uint64_t bound) {
        const GameEntry& g = game();
        Conjecture run = c;
        run.bound = bound;
        run.threads = ctx.threads;
        run.max_memory = ctx.max_memory;
        checkpoint_with(run, ctx, ctx.claim_id());
        ClaimResult h = hunt(run, g, stats);
        res.checked = std::move(h.checked);
        res.counterexample = std::move(h.counterexample);
        res.mismatches = h.mismatches;
        res.mismatch_kinds = std::move(h.mismatch_kinds);
        res.resumed_positions = h.resumed_positions;
      },
      kind);
}

void checkpoint_with(Conjecture& c, const RunOptions& ctx, const std::string& claim) {
  if (ctx.checkpoint_dir.empty()) return;
  c.checkpoint_dir = ctx.checkpoint_dir;
  c.checkpoint_id = script_walk(claim, fmt::format("{}\n{}\n{}\n{}\n{}", c.game, name(c.form), c.code, c.where, c.shape));
  c.checkpoint_every = ctx.checkpoint_every;
}

std::string bound_unit(std::string_view meaning) { return std::string(meaning.substr(0, meaning.find(" ("))); }

std::string conjecture_path(const std::filesystem::path& dir, const std::string& n) {
  return (dir / (n + ".json")).string();
}

void check_conjecture_name(const std::string& n, const std::filesystem::path& dir) {
  namespace fs = std::filesystem;
  if (n.empty() || !std::all_of(n.begin(), n.end(), [](char ch) {
        return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '-' || ch == '_';
      }))
    throw InputError(fmt::format("conjecture name '{}' must be lower-case letters, digits, '-' or '_'", n));
  const fs::path shipped = share_dir() / "conjectures";
  std::error_code ec;
  if (fs::exists(shipped / (n + ".json"), ec) && !fs::equivalent(dir, shipped, ec))
    throw InputError(fmt::format("conjecture name '{}' is taken by a conjecture shipped with cgcheck; choose another", n));
}

std::string save_conjecture(const Conjecture& c, const std::filesystem::path& dir, bool force) {
  check_conjecture_name(c.name, dir);
  {
    std::error_code ec;
    if (!force && std::filesystem::exists(std::filesystem::symlink_status(conjecture_path(dir, c.name), ec)))
      throw InputError(fmt::format("{} exists; --force replaces it", conjecture_path(dir, c.name)));
  }
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) throw InputError(fmt::format("cannot create the conjectures folder {}: {}", dir.string(), ec.message()));
  nlohmann::json j{{"name", c.name},   {"game", c.game},     {"form", std::string(name(c.form))},
                   {"code", c.code},   {"where", c.where},   {"bound", c.bound.value_or(0)},
                   {"bound_counts", c.bound_counts},       {"random", c.random},
                   {"seed", c.seed},   {"expected", c.expected}};
  if (!c.shape.empty()) j["shape"] = c.shape;
  const std::string path = conjecture_path(dir, c.name);
  write_file_atomically(path, json_text(j));
  return path;
}

void register_saved_conjectures(Registry& r, const std::filesystem::path& dir, bool shipped) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return;
  note_input_folder(dir.string());  // its files are read: no output lands among them
  std::vector<fs::path> files;
  // Only regular files: reading a FIFO someone left in the folder would wait forever.
  for (const auto& e : fs::directory_iterator(dir, ec))
    if (e.path().extension() == ".json" && e.is_regular_file(ec)) files.push_back(e.path());
  std::sort(files.begin(), files.end());
  // Saved conjectures are claims of their own source, whatever game each is about (one page of the
  // report, "conjectures", for the shipped folder and a user's).
  if (!files.empty() && !r.paper(kSavedConjectures)) {
    PaperEntry p;
    p.file = "conjectures/";
    p.citation = "Conjectures saved with `cgcheck hunt --save`";
    p.report_name = std::string(kSavedConjectures);
    p.named_claims_only = true;
    p.rules = "Each conjecture is a line of Lua about one game, saved by `cgcheck hunt --save` with the status it had "
              "then as its expectation; the game's rules are those of its own paper's page.";
    r.add(std::move(p));
  }
  std::vector<std::string> names;  // registered from this folder
  for (const auto& f : files) {
    Conjecture c;
    std::string problem;
    try {
      std::ifstream in(f);
      const auto j = nlohmann::json::parse(in);
      c.name = j.at("name");
      c.game = j.at("game");
      c.form = parse_conjecture_form(j.at("form").get<std::string>());
      c.code = j.at("code");
      c.where = j.value("where", "");
      // Counts must be integers in range: a float (1e30) converted to an integer was garbage, and
      // "bound": 1e30 checked one position and reported holds.
      const auto count = [&](const char* key, std::uint64_t max, std::optional<std::uint64_t> fallback) -> std::uint64_t {
        if (!j.contains(key)) {
          if (fallback) return *fallback;
          throw InputError(fmt::format("'{}' is missing", key));
        }
        const auto& v = j.at(key);
        if (!v.is_number_unsigned() || v.get<std::uint64_t>() > max)
          throw InputError(fmt::format("'{}' must be an integer from 0 to {}, not {}", key, max, v.dump()));
        return v.get<std::uint64_t>();
      };
      c.bound = count("bound", 1'000'000'000, std::nullopt);
      c.shape = j.value("shape", "");
      c.bound_counts = j.value("bound_counts", "");
      c.random = count("random", 1'000'000'000, 0);
      c.seed = count("seed", UINT64_MAX, 1);
      c.expected = j.at("expected");
    } catch (const std::exception& e) {
      // A user's folder is input: a file that does not read is bad input (exit 2). A shipped one
      // that does not read stays a claim whose check fails, so the gate names it.
      if (!shipped) throw InputError(fmt::format("saved conjecture {} is unreadable: {}", f.string(), e.what()));
      problem = e.what();
      c.name = f.stem().string();
    }
    Claim claim;
    claim.id = fmt::format("{}/{}", kSavedConjectures, c.name);
    // A user's conjecture named like a shipped one (or two files of one name) would be two claims
    // of one name; refused with the file to rename instead of failing as a duplicate claim id.
    // The working folder's conjecture of a shipped conjecture's name wins: an installed cgcheck run
    // inside a clone of the repository reads the clone's copies of the shipped ones, and a user's
    // edited copy is the one they mean. Two of one name within a folder, or one named like a claim
    // of a paper, are still refused.
    const Claim* existing = r.claim(claim.id);
    const bool overrides_shipped = existing && !shipped && existing->paper == kSavedConjectures &&
                                   std::find(names.begin(), names.end(), c.name) == names.end();
    if (existing && !overrides_shipped)
      throw InputError(fmt::format("saved conjecture {} is named '{}', like the registered claim {}; rename it",
                                   f.string(), c.name, claim.id));
    names.push_back(c.name);
    claim.game = c.game;
    claim.paper = std::string(kSavedConjectures);
    if (!c.game.empty()) r.add_game_to_paper(kSavedConjectures, c.game);
    claim.source = {shipped ? fmt::format("conjectures/{}.json", c.name) : f.string(),
                    fmt::format("saved conjecture {}", c.name), "cgcheck hunt"};
    claim.statement = fmt::format("{}: `{}`{}", name(c.form), c.code, c.where.empty() ? "" : fmt::format(" where `{}`", c.where));
    // A file saved before --bound meant the same for check and hunt has no "bound_counts": its
    // bound is read in the old unit and widened to cover the same positions (the game says how).
    if (problem.empty() && c.bound_counts.empty()) {
      if (const GameEntry* g = r.game(c.game); g && g->explorer.from_legacy_bound) {
        c.bound = g->explorer.from_legacy_bound(*c.bound);
        c.bound_counts = bound_unit(g->explorer.bound_meaning);
      }
    }
    claim.domain = fmt::format("every position with {} <= {}{}, then {} random positions",
                               c.bound_counts.empty() ? "size" : c.bound_counts, *c.bound,
                               c.shape.empty() ? "" : ", shape " + c.shape, c.random);
    claim.check = "the Lua conjecture vs the solver (cgcheck hunt)";
    claim.note = "Saved with `cgcheck hunt --save`.";
    claim.expected = c.expected == "refuted" ? Expectation::refuted : Expectation::holds;
    claim.finding = claim.expected == Expectation::refuted ? Finding::conjecture : Finding::none;
    claim.bounds = {*c.bound, *c.bound, *c.bound};
    // The registry being filled outlives its claims; the game is looked up when the claim runs.
    claim.checker = conjecture_check(c, [c, problem, reg = &r]() -> const GameEntry& {
      if (!problem.empty()) throw std::runtime_error("unreadable saved conjecture: " + problem);
      const GameEntry* g = reg->game(c.game);
      if (!g) throw std::runtime_error("saved conjecture names unknown game " + c.game);
      if (!c.bound_counts.empty() && c.bound_counts != bound_unit(g->explorer.bound_meaning))
        throw std::runtime_error(fmt::format("saved conjecture's bound counts {}, but {}'s --bound counts {}: re-save it",
                                             c.bound_counts, c.game, bound_unit(g->explorer.bound_meaning)));
      return *g;
    });
    if (overrides_shipped) r.replace(std::move(claim));
    else r.add(std::move(claim));
  }
}

}  // namespace cgcheck
