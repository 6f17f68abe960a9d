-- Claims about Clobber (examples/games/clobber.lua). The outcomes of alternating rows are those the
-- MCGS solver's test data states (ualberta-mueller-group/MCGS on GitHub,
-- input/autotests/clobber_1xn_autotests/*.test, results there from Taylor's linear Clobber solver),
-- checked here by cgcheck's outcome search, which plays the large components move by move and
-- never builds their canonical forms. The values of small rows and the sum of a row with its
-- colours swapped follow from the rules (M. H. Albert, J. P. Grossman, R. J. Nowakowski, D. Wolfe,
-- An introduction to Clobber, Integers 5(2) (2005), #A01).

-- Square i (from 0) of a row: "x", "o" or "." (empty). The game file keeps squares 64 to 127 in
-- entries 5 and 6 (bits 0 to 63), present only when one of them holds a stone.
local function square(p, i)
  local xs, os = p[3], p[4]
  if i >= 64 then xs, os, i = p[5] or 0, p[6] or 0, i - 64 end
  return (xs >> i) & 1 == 1 and "x" or (os >> i) & 1 == 1 and "o" or "."
end

-- A full row whose colours alternate (xoxo... or oxox...).
local function alternating(p)
  if p[1] ~= 1 then return false end
  for i = 0, p[2] - 1 do
    local s = square(p, i)
    if s == "." or (i > 0 and s == square(p, i - 1)) then return false end
  end
  return true
end

-- The row with its colours swapped, as text.
local function swapped(p)
  local cells = {}
  for i = 0, p[2] - 1 do
    local s = square(p, i)
    cells[#cells + 1] = s == "x" and "o" or s == "o" and "x" or "."
  end
  return table.concat(cells)
end

return {
  paper = { id = "clobber", title = "Clobber: alternating rows and small values",
            authors = "M. H. Albert, J. P. Grossman, R. J. Nowakowski, D. Wolfe; MCGS test data", year = 2005 },
  game = "../games/clobber.lua",
  claims = {
    {
      id = "alternating-even", cite = "alternating rows of 2k stones", section = "MCGS test data, clobber_1xn",
      statement = "The alternating row xoxo...xo of 2k stones is a first-player win (N), except xoxoxo (k = 3), "
                  .. "which is a second-player win (P).",
      check = "outcome_is",
      where = function(p) return alternating(p) and p[2] % 2 == 0 end,
      formula = function(p) return p[2] == 6 and "P" or "N" end,
      bound = 40, random = 0,
    },
    {
      id = "alternating-odd", cite = "alternating rows of 2k + 1 stones", section = "MCGS test data, clobber_1xn",
      statement = "The alternating row xoxo...x of 2k + 1 stones is a win for Right (R), except x (P), xox and "
                  .. "xoxoxoxox (N).",
      check = "outcome_is",
      where = function(p) return alternating(p) and p[2] % 2 == 1 and square(p, 0) == "x" end,
      formula = function(p)
        if p[2] == 1 then return "P" end
        if p[2] == 3 or p[2] == 9 then return "N" end
        return "R"
      end,
      bound = 41, random = 0,
    },
    {
      id = "every-alternating-row-is-n", cite = "alternating rows", section = "the suite's conjecture",
      statement = "Every alternating row of an even number of stones is a first-player win.",
      check = "outcome_is",
      where = function(p) return alternating(p) and p[2] % 2 == 0 end,
      formula = function(p) return "N" end,
      expect = "refuted", finding = "conjecture",
      note = "xoxoxo is 0: whoever moves first loses.",
      bound = 40, random = 0,
    },
    {
      id = "small-values", cite = "values of short rows", section = "Albert et al. (2005)",
      statement = "xo and xox are *, xxo is ^ (up), xoxoxo and xxoo are 0.",
      check = "value_is",
      -- Rows as normalized (of a row and its reversal, the one with the smaller mask of x stones):
      -- xo, xox, xxo, xoxoxo and xxoo.
      where = function(p)
        return p[1] == 1 and p[3] | p[4] == (1 << p[2]) - 1 and
               ((p[2] == 2 and p[3] == 1) or (p[2] == 3 and (p[3] == 5 or p[3] == 3)) or
                (p[2] == 6 and p[3] == 21) or (p[2] == 4 and p[3] == 3))
      end,
      formula = function(p)
        if p[2] == 2 or (p[2] == 3 and p[3] == 5) then return "*" end
        if p[2] == 3 then return "^" end
        return "0"
      end,
      bound = 6, random = 0,
    },
    {
      id = "all-small", cite = "Clobber is all-small", section = "Albert et al. (2005)",
      statement = "Every row is infinitesimal: its left and right stops are 0 (a player can move exactly when the "
                  .. "other can, so the game is all-small).",
      check = "property",
      formula = function(p) return left_stop(value()) == 0 and right_stop(value()) == 0 end,
      bound = 10, random = 0,
    },
    {
      id = "row-plus-swapped-row", cite = "swapping the colours", section = "Albert et al. (2005)",
      statement = "A row plus the same row with its colours swapped is 0: the swap exchanges the players' roles.",
      check = "property",
      formula = function(p) return eq(add(value(), value_in("../games/clobber.lua", swapped(p))), 0) end,
      bound = 10, random = 0,
    },
  },
}
