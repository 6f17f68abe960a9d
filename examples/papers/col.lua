-- Claims about Col (examples/games/col.lua): CGSuite's Col value (A. N. Siegel, CGSuite
-- (github.com/aaron-siegel/cgsuite), GameGraphTest.scala), and Conway's theorem that every Col
-- position is a number or a number plus * (J. H. Conway, On Numbers and Games, 1976; E. R.
-- Berlekamp, J. H. Conway, R. K. Guy, Winning Ways for your Mathematical Plays, 1982, ch. 2), with
-- what follows from the symmetry of the rules.
local GAME = "../games/col.lua"

local function untinted(p)
  for _, x in ipairs(p) do
    if x & 3 ~= 0 then return false end
  end
  return true
end

-- True when g is a number: numbers are the values of negative temperature.
local function is_number(g) return temperature(g) < 0 end

return {
  paper = { id = "col", title = "Col: Winning Ways ch. 2, On Numbers and Games, and CGSuite's value",
            authors = "J. H. Conway; E. R. Berlekamp, J. H. Conway, R. K. Guy; A. N. Siegel (CGSuite)", year = 1976 },
  game = GAME,
  claims = {
    {
      id = "cgsuite-path", cite = 'Col("R-.-R-.-L-.-R-.-R-.")', section = "CGSuite, GameGraphTest.scala",
      statement = "The tinted path R-.-R-.-L-.-R-.-R-. of ten vertices is 7/8.",
      check = "property",
      where = function(p) return #p == 0 end,
      formula = function(p) return eq(value_in(GAME, "R-.-R-.-L-.-R-.-R-."), "7/8") end,
      bound = 0, random = 0,
    },
    {
      id = "number-or-number-star", cite = "Col positions are x or x*", section = "On Numbers and Games; Winning Ways, ch. 2",
      statement = "Every Col position is a number x or a number plus star, x*.",
      check = "property",
      formula = function(p)
        local g = value()
        return is_number(g) or is_number(add(g, "*"))
      end,
      bound = { ci = 7, standard = 8, deep = 9 }, random = 0,
    },
    {
      id = "untinted-zero-or-star", cite = "untinted graphs", section = "Winning Ways, ch. 2",
      statement = "An untinted graph is 0 or *: the rules are the same for both players, so G = -G, and a number "
                  .. "or number plus star equal to its negative is 0 or *.",
      check = "property",
      where = untinted,
      formula = function(p) return eq(value(), 0) or eq(value(), "*") end,
      bound = { ci = 9, standard = 10, deep = 12 }, random = 0,
    },
    {
      id = "tint-swap", cite = "swapping the tints", section = "Winning Ways, ch. 2",
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
