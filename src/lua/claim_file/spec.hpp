#pragma once
// What a claim file says, as read when it is loaded (claim_file/spec.cpp): the paper, the game and
// each claim's fields. The formulas stay in the file's Lua state, referenced from here.
#include <cstdint>
#include <string>
#include <vector>

#include "claims/check_kind.hpp"
#include "claims/claim.hpp"
#include "lua/sandbox.hpp"

namespace cgcheck::lua::claim_file {

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
  // check = "quotient" (heap games): MisereSolver's line "Q = <a,b | a2=1,b3=b>; P = {a,b2}" and
  // the heaps' words from heap 0.
  std::string presentation, heaps;
  std::uint64_t order = 0;  // or only the order of the quotient of heaps 1..bound (0: not stated)
  std::string play = "normal";  // or "misere": the truth is misère play's (the player who cannot move wins)
};

struct FileSpec {
  std::string path, stem, paper_id, title, authors, year, link, game;
  std::vector<ClaimSpec> claims;
};

}  // namespace cgcheck::lua::claim_file
