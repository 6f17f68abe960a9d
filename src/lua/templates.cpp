#include "lua/templates.hpp"

#include <algorithm>
#include <filesystem>

#include <fmt/core.h>

#include "core/error.hpp"
#include "runtime/output.hpp"

namespace cgcheck::lua {

namespace {

// The game: a subtraction game, the smallest complete example of the contract. {{name}} is replaced.
constexpr const char* kGame = R"(-- {{name}}.lua: a game for cgcheck (see the README, "Bring your own game").
-- Try it:  cgcheck solve {{name}}.lua 7
--          cgcheck check --game {{name}}.lua            (self-checks of this file)
--          cgcheck check --claims {{name}}-claims.lua   (the claims about it)
--
-- A position is an array of integers. Here: {n}, one heap of n tokens; a move removes 1, 2 or 5.
local S = {1, 2, 5}

return {
  id = "{{name}}",               -- lower-case letters, digits, '-' or '_'
  title = "Subtraction game S(1,2,5): remove 1, 2 or 5 tokens",
  kind = "impartial",            -- or "partizan": then give left(p) and right(p) instead of options(p)
  citation = "",                 -- optional: where the game comes from

  -- Exhaustive enumeration: every 1-tuple {n} with n <= bound. For other shapes give
  -- positions(bound) returning every position of size <= bound instead.
  arity = 1,

  -- The positions one move away, as an array of positions.
  options = function(p)
    local n, out = p[1], {}
    for _, s in ipairs(S) do
      if s <= n then out[#out + 1] = {n - s} end
    end
    return out
  end,

  -- Optional: false for arrays that are not positions (checked on typed input and on shrinking).
  valid = function(p) return #p == 1 and p[1] >= 0 end,

  -- Optional, not needed here:
  --   normalize(p)   a canonical representative (e.g. sorted heaps), so equal positions share a memo entry
  --   components(p)  the position as a disjunctive sum: an array of positions ({p} for one component)
  --   size(p)        what the bound counts (default: the sum of the entries)
  --   order(a, b)    the exhaustive order (default: size, then lexicographic)
  --   random(rng, size)  a random position; rng:int(lo, hi) draws an integer
  --   parse(text), show(p)  your own text form (default: 3,5 and () for the empty position)
}
)";

constexpr const char* kClaims = R"(-- {{name}}-claims.lua: claims about the game in {{name}}.lua, checked by
--   cgcheck check --claims {{name}}-claims.lua
-- Each claim is checked exhaustively up to its bound (in size order, so the first failure is the
-- minimal counterexample), then on random positions whose failures are shrunk.
return {
  paper = { id = "{{name}}-paper", title = "The title of the paper", authors = "A. Author", year = 2026,
            url = "https://example.org/paper" },
  game = "{{name}}.lua",           -- a game file (relative to this file), or a built-in game id

  claims = {
    {
      id = "p-positions",
      cite = "Theorem 1", section = "Section 2",
      statement = "n is a P-position iff n mod 3 = 0.",
      check = "p_iff",             -- the formula says whether p is a P-position
      formula = function(p) return p[1] % 3 == 0 end,
      expect = "holds",
      bound = { ci = 100, standard = 1000, deep = 10000 },
      random = 100,
    },
    {
      id = "grundy-parity",
      cite = "Conjecture 2", section = "Section 3",
      statement = "The Grundy value of n is n mod 2.",
      check = "grundy_is",         -- the formula gives the Grundy value
      formula = function(p) return p[1] % 2 end,
      expect = "refuted",          -- what we expect to observe; a refuted claim is a finding
      finding = "conjecture",      -- erratum (false as printed), reading or conjecture
      note = "Fails first at n = 2, whose Grundy value is 2.",
      bound = 100,
    },
    -- Other checks: "value_is" (partizan: a value such as "3/4", "*2", "^", "{1|*}"),
    -- "outcome_is" ("P", "N", "L" or "R"), "property" (true where it holds; may call the solver).
    -- Formulas may call grundy(q), value(q), outcome(q), options(q), mex(list), v2(x), bit(x, i).
    -- where = function(p) return ... end restricts a claim to the positions where it returns true.
  },
}
)";

std::string fill(std::string text, const std::string& name) {
  for (std::size_t at; (at = text.find("{{name}}")) != std::string::npos;) text.replace(at, 8, name);
  return text;
}

}  // namespace

int write_templates(const std::string& name) {
  const bool ok = !name.empty() && name.size() <= 64 && name.front() != '-' &&
                  std::all_of(name.begin(), name.end(), [](char c) {
                    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
                  });
  if (!ok) throw InputError(fmt::format("name '{}' must be lower-case letters, digits and '-' (at most 64)", name));
  const std::string game = name + ".lua", claims = name + "-claims.lua";
  for (const auto& f : {game, claims}) {
    std::error_code ec;
    if (std::filesystem::exists(std::filesystem::symlink_status(f, ec)))
      throw InputError(fmt::format("{} exists; cgcheck new never overwrites a file", f));
  }
  write_files_atomically({{game, fill(kGame, name)}, {claims, fill(kClaims, name)}});
  fmt::print("wrote {} and {}\n", game, claims);
  return 0;
}

}  // namespace cgcheck::lua
