// The solver functions a claim file's formulas and where() call: grundy, value, outcome, options,
// misere_grundy, misere_outcome, genus and value_in. They answer for the claim's game (the target
// bound to the state while claims run), at their argument or, without one, at the position the
// formula runs at.
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/core.h>
#include <fmt/format.h>

#include "core/error.hpp"
#include "lua/claim_file/state.hpp"
#include "lua/game_entry.hpp"
#include "lua/game_file.hpp"
#include "lua/helpers.hpp"

namespace cgcheck::lua::claim_file {

namespace fs = std::filesystem;

// The position a solver function is asked about: its argument, or without one the position the
// formula (or where) is running at, as hunt's functions answer at `pos`.
Case ClaimState::argument(lua_State* L, Target& t) const {
  if (lua_gettop(L) == 0 && current_) return *current_;
  return t.read(L);
}

int ClaimState::l_grundy(lua_State* L) {
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

int ClaimState::l_value(lua_State* L) {
  return guarded(L, [L] {
    ClaimState& s = me(L);
    Target& t = s.target("value");
    if (t.loopy() && t.partizan()) {
      // A loopy partizan game's value: a stopper or stopper-sided value in CGSuite's notation,
      // which le, eq, add and loopy() read.
      const std::string v = t.loopy_solved(s.argument(L, t)).value;
      lua_pushlstring(L, v.data(), v.size());
      return 1;
    }
    const std::string v = cgt::to_string(t.arena(), t.value(s.argument(L, t)));
    lua_pushlstring(L, v.data(), v.size());
    return 1;
  });
}

int ClaimState::l_outcome(lua_State* L) {
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
int ClaimState::l_misere_grundy(lua_State* L) {
  return guarded(L, [L] {
    ClaimState& s = me(L);
    Target& t = s.target("misere_grundy");
    if (t.partizan()) throw InputError(fmt::format("{} is partizan: it has no misère Grundy value", t.id()));
    lua_pushinteger(L, static_cast<lua_Integer>(grundy_of(t.misere(s.argument(L, t)))));
    return 1;
  });
}

int ClaimState::l_misere_outcome(lua_State* L) {
  return guarded(L, [L] {
    ClaimState& s = me(L);
    Target& t = s.target("misere_outcome");
    const std::string o = t.misere(s.argument(L, t)).outcome;
    lua_pushlstring(L, o.data(), o.size());
    return 1;
  });
}

int ClaimState::l_genus(lua_State* L) {
  return guarded(L, [L] {
    ClaimState& s = me(L);
    Target& t = s.target("genus");
    if (t.partizan()) throw InputError(fmt::format("{} is partizan: it has no genus", t.id()));
    const std::string g = t.misere(s.argument(L, t)).genus;
    lua_pushlstring(L, g.data(), g.size());
    return 1;
  });
}

// misere_form(q): the misère canonical form of q (nil: the formula's position) of an impartial game,
// as `solve --play misere --show` prints its columns: {canonical = "*[2#1]", genus = "2^1420",
// tame = bool, restive = bool, restless = bool, misere_nim_value = int, nim_value = int}.
int ClaimState::l_misere_form(lua_State* L) {
  return guarded(L, [L] {
    ClaimState& s = me(L);
    Target& t = s.target("misere_form");
    if (t.partizan()) throw InputError(fmt::format("{} is partizan: misère canonical forms are of impartial games", t.id()));
    lua_settop(L, lua_isnoneornil(L, 1) ? 0 : 1);
    const cgt::MisereId g = t.misere_form(s.argument(L, t));
    cgt::MisereArena& a = t.forms().arena();
    lua_createtable(L, 0, 7);
    for (const char* name : {"canonical", "genus"}) {  // the texts solve --show prints
      const std::string v = misere_column(a, g, name);
      lua_pushlstring(L, v.data(), v.size());
      lua_setfield(L, -2, name);
    }
    lua_pushboolean(L, a.tame(g));
    lua_setfield(L, -2, "tame");
    lua_pushboolean(L, a.restive(g));
    lua_setfield(L, -2, "restive");
    lua_pushboolean(L, a.restless(g));
    lua_setfield(L, -2, "restless");
    lua_pushinteger(L, static_cast<lua_Integer>(a.misere_nim_value(g)));
    lua_setfield(L, -2, "misere_nim_value");
    lua_pushinteger(L, static_cast<lua_Integer>(a.nim_value(g)));
    lua_setfield(L, -2, "nim_value");
    return 1;
  });
}

// winning_moves(q, side): the winning moves of the player to move in q (the formula's position when
// q is nil), Left's or Right's ("left", "right"; an impartial game needs no side), as an array of
// the positions they lead to, as the game prints them: "the winning moves of X are exactly ...".
int ClaimState::l_winning_moves(lua_State* L) {
  return guarded(L, [L] {
    ClaimState& s = me(L);
    Target& t = s.target("winning_moves");
    std::string side = lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : "";
    if (t.partizan() && side != "left" && side != "right")
      throw InputError(fmt::format("winning_moves(q, side): {} is partizan; side is \"left\" or \"right\"", t.id()));
    lua_settop(L, lua_isnoneornil(L, 1) ? 0 : 1);  // no position: the formula's own
    const std::vector<std::string> moves = t.winning_moves(s.argument(L, t), side != "right");
    lua_createtable(L, static_cast<int>(moves.size()), 0);
    for (std::size_t i = 0; i < moves.size(); ++i) {
      lua_pushlstring(L, moves[i].data(), moves[i].size());
      lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
    }
    return 1;
  });
}

// compare(q, v): "=", ">", "<" or "||", how position q (nil: the formula's own) compares with the
// value v (CGSuite notation), decided by search on a partizan game file, as solve --compare.
int ClaimState::l_compare(lua_State* L) {
  return guarded(L, [L] {
    ClaimState& s = me(L);
    Target& t = s.target("compare");
    if (lua_type(L, 2) != LUA_TSTRING) throw InputError("compare(q, v): v is a value in CGSuite notation (a string)");
    const std::string v = lua_tostring(L, 2);
    if (t.loopy()) throw InputError(fmt::format("compare(q, v): {} is loopy; compare compares games that end", t.id()));
    lua_settop(L, lua_isnoneornil(L, 1) ? 0 : 1);
    const std::string rel = t.compare(s.argument(L, t), v);
    lua_pushlstring(L, rel.data(), rel.size());
    return 1;
  });
}

// value_in(game, q): the value of position q (its text, or an array of integers written with
// commas) of another game, a built-in id or a game file beside the claim file, so that sums and
// comparisons across games are claims: eq(add(value(), value_in("other.lua", q)), 0).
int ClaimState::l_value_in(lua_State* L) {
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
      OtherGame& other = s.other_game(game);
      text = other.file ? other.file->show(p) : p.empty() ? "()" : fmt::format("{}", fmt::join(p, ","));
    }
    OtherGame& other = s.other_game(game);
    const std::string v = value_text(other.id, other.partizan, other.loopy, other.session->solve(text));
    lua_pushlstring(L, v.data(), v.size());
    return 1;
  });
}

ClaimState::OtherGame& ClaimState::other_game(const std::string& game) {
  if (auto it = others_.find(game); it != others_.end()) return it->second;
  const GameEntry* e = nullptr;
  std::unique_ptr<GameFile> file;
  if (is_game_file(game)) {
    fs::path g(game);
    if (g.is_relative()) g = fs::path(spec.path).parent_path() / g;
    // The claim file itself is not a game file: say so, not what its table lacks.
    std::error_code ec;
    if (fs::equivalent(g, spec.path, ec))
      throw InputError(fmt::format("value_in: '{}' is this claim file, not a game file", game));
    e = &game_file_entry(g);
    file = std::make_unique<GameFile>(g);
  } else {
    e = registry_ ? registry_->game(game) : nullptr;
    if (!e) throw InputError(fmt::format("value_in: unknown game '{}' (a built-in game id, or a path ending in .lua)", game));
  }
  OtherGame other{e->id, e->partizan, e->loopy, e->session(), std::move(file)};
  other.session->set_budget(50'000'000);
  return others_.emplace(game, std::move(other)).first->second;
}

int ClaimState::l_options(lua_State* L) {
  return guarded(L, [L] {
    ClaimState& s = me(L);
    Target& t = s.target("options");
    const std::vector<Case> opts = t.options(s.argument(L, t));
    lua_createtable(L, static_cast<int>(opts.size()), 0);
    for (std::size_t i = 0; i < opts.size(); ++i) {
      t.push_case(L, opts[i]);
      lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
    }
    return 1;
  });
}

}  // namespace cgcheck::lua::claim_file
