// Reading a claim file's spec: the table the file returns, checked field by field into FileSpec
// (claim_file/spec.hpp). Everything here runs inside the protected call that loads the file and
// reports a malformed field by a Lua error (a longjmp past destructors): no function here holds a
// C++ object of its own, and strings read from the table go straight into the spec's members.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>

#include "claims/check_kind.hpp"
#include "lua/claim_file/state.hpp"

namespace cgcheck::lua::claim_file {

namespace {

// Strings read from the file's table go straight into members: this function raises Lua errors,
// so it must hold no C++ object of its own.
bool get_string(lua_State* L, int t, const char* key, std::string& out, bool required) {
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
int bad(lua_State* L, const char* what, lua_Integer i) {
  if (i > 0) return luaL_error(L, "claims[%d]: %s", static_cast<int>(i), what);
  return luaL_error(L, "%s", what);
}

// The fields each table of a claim file may have. An unknown one is refused with the nearest
// known field named (a misspelt `expected = "refuted"` was ignored, and the claim gated as holds).
constexpr const char* kFileFields[] = {"paper", "game", "claims", nullptr};
constexpr const char* kPaperFields[] = {"id", "title", "authors", "year", "doi", "url", nullptr};
constexpr const char* kClaimFields[] = {"id",     "cite",      "section", "statement", "note",   "check",
                                        "expect", "finding",   "formula", "where",     "bound",  "random",
                                        "preperiod", "period", "values",  "play",   "presentation", "heaps", "order", nullptr};

// Edit distance of two short texts (longer ones are "far"), with plain arrays: this runs inside a
// function that raises Lua errors, so it holds no C++ object.
int distance(const char* a, std::size_t na, const char* b) {
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
void unknown_fields(lua_State* L, int t, const char* const* known, lua_Integer claim, const char* prefix) {
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

// The file's `paper` table, if it has one.
int read_paper(lua_State* L, int t, FileSpec& spec) {
  lua_pushliteral(L, "paper");
  const int pt = lua_rawget(L, t);
  if (pt == LUA_TTABLE) {
    const int p = lua_absindex(L, -1);
    unknown_fields(L, p, kPaperFields, 0, "paper.");
    if (!get_string(L, p, "id", spec.paper_id, false)) return bad(L, "paper.id must be a string", 0);
    if (!get_string(L, p, "title", spec.title, false)) return bad(L, "paper.title must be a string", 0);
    if (!get_string(L, p, "authors", spec.authors, false)) return bad(L, "paper.authors must be a string", 0);
    if (!get_string(L, p, "year", spec.year, false)) return bad(L, "paper.year must be a number or a string", 0);
    if (!get_string(L, p, "doi", spec.link, false)) return bad(L, "paper.doi must be a string", 0);
    if (spec.link.empty() && !get_string(L, p, "url", spec.link, false)) return bad(L, "paper.url must be a string", 0);
  } else if (pt != LUA_TNIL) {
    return bad(L, "'paper' must be a table", 0);
  }
  lua_pop(L, 1);
  return 0;
}

// The words of claim li (the table at ct): its id, citation, statement, check kind, play rule,
// expectation and finding.
int read_claim_words(lua_State* L, int ct, lua_Integer li, ClaimSpec& c) {
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
  if (c.check == CheckKind::quotient && c.play != "misere")
    return bad(L, "a quotient claim is about misère play: write play = \"misere\"", li);
  if (c.play == "misere" && (c.check == CheckKind::value_is || c.check == CheckKind::periodic))
    return bad(L, "play = \"misere\" applies to p_iff, grundy_is, outcome_is and property (value_is and periodic are "
                  "normal play's)", li);
  if (!get_string(L, ct, "expect", c.expect, false) || (c.expect != "holds" && c.expect != "refuted"))
    return bad(L, "'expect' must be \"holds\" or \"refuted\"", li);
  if (!get_string(L, ct, "finding", c.finding, false) ||
      (c.finding != "erratum" && c.finding != "reading" && c.finding != "conjecture"))
    return bad(L, "'finding' must be \"erratum\", \"reading\" or \"conjecture\"", li);
  return 0;
}

// A periodic claim states numbers, not a formula: G(n + period) = G(n) for n >= preperiod.
int read_periodic(lua_State* L, int ct, lua_Integer li, ClaimSpec& c) {
  lua_pushliteral(L, "preperiod");
  lua_rawget(L, ct);
  if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 0)
    return bad(L, "'preperiod' must be a non-negative integer", li);
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
  return 0;
}

// A quotient claim states a presentation and the heaps' elements, not a formula.
int read_quotient(lua_State* L, int ct, lua_Integer li, ClaimSpec& c) {
  lua_pushliteral(L, "order");
  const int ot = lua_rawget(L, ct);
  if (ot != LUA_TNIL && (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 1))
    return bad(L, "'order' must be a positive integer", li);
  c.order = ot == LUA_TNIL ? 0 : static_cast<std::uint64_t>(lua_tointeger(L, -1));
  lua_pop(L, 1);
  if (c.order != 0) {
    lua_pushliteral(L, "presentation");
    if (lua_rawget(L, ct) != LUA_TNIL) return bad(L, "a quotient claim states 'order' or 'presentation' and 'heaps', not both", li);
    lua_pop(L, 1);
    return 0;
  }
  if (!get_string(L, ct, "presentation", c.presentation, true))
    return bad(L, "'presentation' must be a string: \"Q = <a,b | a2=1,b3=b>; P = {a,b2}\"", li);
  if (!get_string(L, ct, "heaps", c.heaps, true))
    return bad(L, "'heaps' must be a string: the element of each heap from heap 0, \"1 a b ab\"", li);
  return 0;
}

// The claim's formula, kept in the registry (a periodic or quotient claim has none: its numbers
// or presentation instead).
int read_formula(lua_State* L, int ct, lua_Integer li, ClaimSpec& c) {
  if (c.check == CheckKind::quotient) return read_quotient(L, ct, li, c);
  const bool periodic = c.check == CheckKind::periodic;
  lua_pushliteral(L, "formula");
  if (!periodic && lua_rawget(L, ct) != LUA_TFUNCTION) return bad(L, "'formula' must be a function", li);
  if (periodic) lua_pushnil(L);
  if (!periodic) c.formula_ref = luaL_ref(L, LUA_REGISTRYINDEX);  // pops it
  else lua_pop(L, 1);
  if (periodic) read_periodic(L, ct, li, c);
  return 0;
}

// The claim's where(), if it has one, kept in the registry with the lines that define it (its
// source may fix structural fields before positions are generated: ClaimState::where_source).
int read_where(lua_State* L, int ct, lua_Integer li, ClaimSpec& c) {
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
  return 0;
}

// The integer at `index` into out when it is a count from 0 to 10^9.
bool read_count(lua_State* L, int index, std::uint64_t& out) {
  if (!lua_isinteger(L, index) || lua_tointeger(L, index) < 0 || lua_tointeger(L, index) > 1'000'000'000) return false;
  out = static_cast<std::uint64_t>(lua_tointeger(L, index));
  return true;
}

// The claim's bound (one for every profile, or a table per profile) and its random cases.
int read_bounds(lua_State* L, int ct, lua_Integer li, ClaimSpec& c) {
  lua_pushliteral(L, "bound");
  const int bt = lua_rawget(L, ct);
  if (bt == LUA_TNUMBER) {
    if (!read_count(L, -1, c.bounds.standard)) return bad(L, "'bound' must be an integer from 0 to 10^9", li);
    c.bounds.ci = c.bounds.deep = c.bounds.standard;
  } else if (bt == LUA_TTABLE) {
    const int b = lua_absindex(L, -1);
    lua_getfield(L, b, "standard");
    if (!read_count(L, -1, c.bounds.standard))
      return bad(L, "'bound.standard' must be an integer from 0 to 10^9", li);
    lua_pop(L, 1);
    c.bounds.ci = c.bounds.deep = c.bounds.standard;
    if (lua_getfield(L, b, "ci") != LUA_TNIL && !read_count(L, -1, c.bounds.ci))
      return bad(L, "'bound.ci' must be an integer", li);
    lua_pop(L, 1);
    if (lua_getfield(L, b, "deep") != LUA_TNIL && !read_count(L, -1, c.bounds.deep))
      return bad(L, "'bound.deep' must be an integer", li);
    lua_pop(L, 1);
  } else {
    return bad(L, "'bound' must be an integer or a table {ci = ..., standard = ..., deep = ...}", li);
  }
  lua_pop(L, 1);
  lua_pushliteral(L, "random");
  const int rt = lua_rawget(L, ct);
  if (rt != LUA_TNIL && !read_count(L, -1, c.random)) return bad(L, "'random' must be a non-negative integer", li);
  lua_pop(L, 1);
  return 0;
}

// Claim li of the array at `claims`, in the order its fields were always checked (the first
// malformed one is the one reported).
int read_claim(lua_State* L, int claims, lua_Integer li, ClaimSpec& c) {
  if (lua_rawgeti(L, claims, li) != LUA_TTABLE) return bad(L, "each claim must be a table", li);
  const int ct = lua_absindex(L, -1);
  unknown_fields(L, ct, kClaimFields, li, nullptr);
  read_claim_words(L, ct, li, c);
  read_formula(L, ct, li, c);
  read_where(L, ct, li, c);
  read_bounds(L, ct, li, c);
  lua_pop(L, 1);  // the claim
  return 0;
}

}  // namespace

int ClaimState::l_read(lua_State* L) {
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
  read_paper(L, t, s.spec);
  if (!get_string(L, t, "game", s.spec.game, true) || s.spec.game.empty())
    return bad(L, "'game' must name a built-in game or a game file (a path ending in .lua)", 0);
  const lua_Unsigned n = lua_rawlen(L, claims);
  if (n == 0) return bad(L, "'claims' is empty", 0);
  if (n > 10000) return bad(L, "more than 10000 claims", 0);
  s.spec.claims.resize(n);
  for (lua_Unsigned i = 1; i <= n; ++i) read_claim(L, claims, static_cast<lua_Integer>(i), s.spec.claims[i - 1]);
  return 0;
}

}  // namespace cgcheck::lua::claim_file
