#include "lua/conjecture.hpp"

#include <algorithm>
#include <atomic>
#include <functional>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <utility>
#include <variant>
#include <vector>
#include <chrono>
#include <cmath>

#include <fmt/core.h>

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
    expose("winning_moves", &LuaConjecture::l_winning_moves);
    expose("compare", &LuaConjecture::l_compare);
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

  // winning_moves(q, side), as a claim file's: the positions the player's winning moves lead to.
  static int l_winning_moves(lua_State* L) {
    return guarded(L, [L] {
      LuaConjecture& s = me(L);
      const std::string side = lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : "";
      if (s.game_.partizan && side != "left" && side != "right")
        throw InputError(fmt::format("winning_moves(q, side): {} is partizan; side is \"left\" or \"right\"", s.game_.id));
      lua_settop(L, lua_isnoneornil(L, 1) ? 0 : 1);  // no position: pos
      const auto moves = answer_at_arg(L, [&](std::string_view text) { return s.session_->winning_moves(text, side != "right"); });
      if (!moves) throw InputError(fmt::format("{} does not list its moves: winning_moves() is for game files and impartial games", s.game_.id));
      lua_createtable(L, static_cast<int>(moves->size()), 0);
      for (std::size_t i = 0; i < moves->size(); ++i) {
        lua_pushlstring(L, (*moves)[i].data(), (*moves)[i].size());
        lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
      }
      return 1;
    });
  }

  // compare(q, v), as a claim file's: by search where the session has one, else from the values.
  static int l_compare(lua_State* L) {
    return guarded(L, [L] {
      LuaConjecture& s = me(L);
      if (lua_type(L, 2) != LUA_TSTRING) throw InputError("compare(q, v): v is a value in CGSuite notation (a string)");
      if (s.game_.loopy) throw InputError(fmt::format("compare(q, v): {} is loopy; compare compares games that end", s.game_.id));
      const std::string v = lua_tostring(L, 2);
      lua_settop(L, lua_isnoneornil(L, 1) ? 0 : 1);
      const std::string rel = answer_at_arg(L, [&](std::string_view text) -> std::string {
        if (auto r = s.session_->compare_by_search(text, v)) return *r;
        cgt::Arena a;
        const Solved sv = s.session_->solve(text);
        const cgt::GameId g = s.game_.partizan ? cgt::parse_value(a, sv.value) : a.nimber(grundy_of(sv));
        return std::string(relation_of_difference(a.outcome(a.add(a.canon(g), a.neg(a.canon(cgt::parse_value(a, v)))))));
      });
      lua_pushlstring(L, rel.data(), rel.size());
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

// A position of the hunt: its text and its place in the exhaustive order (random ones have none).
struct HuntCase {
  std::string text;
  std::uint64_t index = UINT64_MAX;
};

// One Lua state (and solver session, and arena of values) per worker, each compiling the
// conjecture.
struct HuntWorker {
  LuaConjecture lua;
  cgt::Arena values;  // predicted and actual values of --predict-value
  HuntWorker(const Conjecture& c, const GameEntry& g) : lua(c, g) {
    values.set_budget(10'000'000);
    values.set_memory_limit(c.lua_memory);
  }
};

// The conjectures a game cannot answer, refused before the hunt rather than "found nothing": a game
// without an explorer, Grundy values of a partizan game, short game values of a loopy one.
void refuse_unfit(const Conjecture& c, const GameEntry& game) {
  if (!game.explorer.enumerate || !game.explorer.fields)
    throw InputError(fmt::format("game '{}' does not support hunt", game.id));
  if (c.form == ConjectureForm::predict_grundy && game.partizan)
    throw InputError("--predict-grundy is for impartial games; use --predict-value");
  if (c.form == ConjectureForm::predict_value && game.loopy)
    throw InputError(fmt::format("--predict-value predicts short game values; {} is loopy (use {})", game.id,
                                 game.partizan ? "--predict-p or --property with outcome()" : "--predict-grundy"));
}

// The conjecture at one position against the truth: the game's dense table at an exhaustive
// position where it has one (the claim engine's source too), else the worker's solver.
Verdict check_at(HuntWorker& w, const Conjecture& c, const GameEntry& game, const std::string& text,
                 const std::uint32_t* table_value) {
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
}

// The hunt's bound and shape: --shape, and the conjuncts of --where that fix shape fields.
HuntStats plan_hunt(const Conjecture& c, const GameEntry& game) {
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
  return st;
}

// A random position belongs to the domain when its shape fields have the shape's values.
bool in_shape(const GameEntry& game, const Shape& shape, const std::string& text) {
  if (shape.empty()) return true;
  for (const auto& [name, value] : game.explorer.fields(text))
    if (auto it = shape.find(name); it != shape.end()) {
      const std::int64_t v = std::holds_alternative<bool>(value)           ? std::get<bool>(value)
                             : std::holds_alternative<std::int64_t>(value) ? std::get<std::int64_t>(value)
                                                                            : INT64_MIN;
      if (v != it->second) return false;
    }
  return true;
}

// The words of the exhaustive phase's range.
std::string exhaustive_range(const GameEntry& game, const HuntStats& st, const std::string& shape_text,
                             const std::string& where) {
  const std::string unit = bound_unit(game.explorer.bound_meaning);
  std::string range = fmt::format("every {} position with {} <= {}{}", game.id, unit, st.bound,
                                  game.explorer.bound_meaning.substr(unit.size()));
  if (!shape_text.empty()) range += fmt::format(", shape {}", shape_text);
  range += where;
  if (st.empty_shape) range += " (none: the shape gives a field two values)";
  return range;
}

// The exhaustive order, taken once (texts packed in one buffer, with their ends), or streamed.
struct HuntListing {
  std::string texts;
  std::vector<std::uint64_t> ends;
  std::uint64_t listed = 0;
  std::shared_ptr<lua::ListingStream<HuntCase>> stream;
  std::string text_at(std::uint64_t i) const {
    return texts.substr(i ? ends[i - 1] : 0, ends[i] - (i ? ends[i - 1] : 0));
  }
};

// A listing that cannot fit in memory (an end and a byte a position at least) is streamed instead:
// produced while it is walked (lua/listed_domain.hpp).
HuntListing list_hunt_positions(const Conjecture& c, const GameEntry& game, const HuntStats& st, unsigned threads) {
  HuntListing out;
  auto& texts = out.texts;
  auto& ends = out.ends;
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
  out.listed = held.size;
  out.stream = held.stream;
  return out;
}

// The truth of an impartial game with a dense table, in the listing's order (empty without one).
std::vector<std::uint32_t> dense_table(const Conjecture& c, const GameEntry& game, const HuntStats& st,
                                       const HuntListing& listing) {
  std::vector<std::uint32_t> table;
  if (!game.partizan && game.explorer.grundy_table && c.form != ConjectureForm::property && !st.empty_shape) {
    // A streamed listing's table is held to the run's memory limit: it may be the larger of the two.
    if (auto values = game.explorer.grundy_table(st.bound, st.shape, listing.stream ? c.max_memory : 0))
      table = std::move(*values);
    if (!table.empty() && table.size() != listing.listed)
      throw std::logic_error(fmt::format("{}: the dense table lists {} positions, the enumeration {}", game.id,
                                         table.size(), listing.listed));
  }
  return table;
}

// The walk's options: the hunt's threads and seed, and its checkpoints (the walk's work items are
// saved as they finish; the smallest script error beside them, in `failed`).
RunOptions walk_options(const Conjecture& c, const GameEntry& game, unsigned threads, FirstFailure& failed) {
  RunOptions options;
  options.threads = threads;
  options.seed = c.seed;
  options.random_cases = game.explorer.random ? c.random : 0;
  if (!c.checkpoint_dir.empty()) {
    options.checkpoint_dir = c.checkpoint_dir;
    options.checkpoint_every = c.checkpoint_every;
    failed.persist_to(script_errors_path(c.checkpoint_dir, c.checkpoint_id, cluster().rank()));
  }
  return options;
}

}  // namespace

ClaimResult hunt(const Conjecture& c, const GameEntry& game, HuntStats* stats) {
  refuse_unfit(c, game);
  // One worker per thread; the calling thread's is made first, so a script that does not compile
  // is refused before anything runs.
  const unsigned threads = std::max(1u, c.threads);
  PerWorker<HuntWorker> workers(threads);
  auto worker = [&]() -> HuntWorker& { return workers.get([&] { return std::make_unique<HuntWorker>(c, game); }); };
  (void)worker();

  HuntStats st = plan_hunt(c, game);
  const auto start = std::chrono::steady_clock::now();
  std::string shape_text;
  for (const auto& [field, value] : st.shape) shape_text += fmt::format("{}{}={}", shape_text.empty() ? "" : ",", field, value);
  const std::string where = c.where.empty() ? "" : fmt::format(" where `{}`", c.where);
  const std::string range = exhaustive_range(game, st, shape_text, where);
  HuntListing listing;
  if (!st.empty_shape) listing = list_hunt_positions(c, game, st, threads);
  st.generated = listing.listed;
  const std::vector<std::uint32_t> table = dense_table(c, game, st, listing);

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
      listing.listed,
      range,
      fmt::format("random {} positions{}{}", game.id, shape_text.empty() ? "" : ", shape " + shape_text, where),
      game.explorer.random ? c.random : 0,
      [&](std::uint64_t i) { return HuntCase{listing.text_at(i), i}; },
      selected,
      [&](const HuntCase& k) { return in_shape(game, st.shape, k.text) && selected(k); },
      [](const HuntCase& k) { return k.text; },
      [&] { return rc::gen::map(game.explorer.random(), [](std::string t) { return HuntCase{std::move(t), UINT64_MAX}; }); },
      listing.stream};
  const RunOptions options = walk_options(c, game, threads, failed);
  Workspace tables;  // the walk's own: the hunt's truth is the table listed above
  RunContext ctx(options, tables, c.checkpoint_dir.empty() ? std::string() : c.checkpoint_id);
  ClaimResult res;
  res.seed = c.seed;
  walk(res, ctx, st.bound, dom, [&](const HuntCase& k) -> Verdict {
    if (failed.beyond(k.index)) return std::nullopt;
    const std::uint32_t* table_value = k.index < table.size() ? &table[k.index] : nullptr;
    return guarded(k, [&] { return check_at(worker(), c, game, k.text, table_value); });
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

}  // namespace cgcheck
