-- Claims about Snort (examples/games/snort.lua): CGSuite's Snort values (A. N. Siegel, CGSuite
-- (github.com/aaron-siegel/cgsuite), GameGraphTest.scala), and what follows from the symmetry of
-- the rules (E. R. Berlekamp, J. H. Conway, R. K. Guy, Winning Ways for your Mathematical Plays,
-- 1982, ch. 6): an untinted graph is its own negative, swapping the tints negates, and a vertex on
-- its own is * (untinted), 1 (L: Left's alone) or -1 (R).
local GAME = "../games/snort.lua"

local function untinted(p)
  for _, x in ipairs(p) do
    if x & 3 ~= 0 then return false end
  end
  return true
end

local function cgsuite(id, text, value, statement)
  return {
    id = id, cite = 'Snort("' .. text .. '")', section = "CGSuite, GameGraphTest.scala",
    statement = statement .. " CGSuite: Snort(\"" .. text .. "\") is " .. value .. ".",
    check = "property",
    where = function(p) return #p == 0 end,
    formula = function(p) return eq(value_in(GAME, text), value) end,
    bound = 0, random = 0,
  }
end

return {
  paper = { id = "snort", title = "Snort: Winning Ways ch. 6 and CGSuite's values",
            authors = "E. R. Berlekamp, J. H. Conway, R. K. Guy; A. N. Siegel (CGSuite)", year = 1982 },
  game = GAME,
  claims = {
    cgsuite("cgsuite-path", "L-.-.-.-L", "{4|0,+-1}", "A path of five vertices, both ends tinted for Left."),
    cgsuite("cgsuite-tree", ".-.-.(-.;-.)", "+-{3|2}", "An untinted tree of six vertices."),
    {
      id = "single-vertices", cite = "a vertex on its own", section = "Winning Ways, ch. 6",
      statement = "A vertex with no neighbours is * untinted (either player may colour it), 1 tinted L (Left "
                  .. "alone may colour it), -1 tinted R.",
      check = "value_is",
      where = function(p) return #p == 1 end,
      formula = function(p) return ({ [0] = "*", "1", "-1" })[p[1] & 3] end,
      bound = 1, random = 0,
    },
    {
      id = "untinted-symmetric", cite = "untinted graphs", section = "Winning Ways, ch. 6",
      statement = "An untinted graph G is its own negative (G + G = 0): the rules are the same for both players.",
      check = "property",
      where = untinted,
      formula = function(p) return eq(add(value(), value()), 0) end,
      bound = { ci = 9, standard = 10, deep = 12 }, random = 0,
    },
    {
      id = "tint-swap", cite = "swapping the tints", section = "Winning Ways, ch. 6",
      statement = "A position plus the same graph with the tints L and R swapped is 0: the swap exchanges the players.",
      check = "property",
      formula = function(p)
        local swapped = {}
        for i, x in ipairs(p) do
          local t = x & 3
          swapped[i] = x - t + (t == 1 and 2 or t == 2 and 1 or 0)
        end
        return eq(add(value(), value_in(GAME, swapped)), 0)
      end,
      bound = { ci = 6, standard = 7, deep = 8 }, random = 0,
    },
  },
}
