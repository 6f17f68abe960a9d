-- Claims about Cram (examples/games/cram.lua), the impartial Domineering: either player places a
-- domino either way. CGSuite's test values (A. N. Siegel, CGSuite, github.com/aaron-siegel/cgsuite,
-- GameGridTest.scala: the 2 x 9 board .........|##.###### is *4, and its misère canonical form is
-- *[2[2]321]); the symmetry strategies of even boards (M. Gardner, Mathematical Games, Scientific
-- American, 1974; E. R. Berlekamp, J. H. Conway, R. K. Guy, Winning Ways, 1982); a 1 x n strip is
-- the octal game 0.07 (Dawson's Kayles) on n squares, whose Grundy values are Dawson's chess values
-- shifted by one (Winning Ways, ch. 4; OEIS A002187, "Octal game .07 (Dawson's Kayles) has values
-- a(n-1)").

-- OEIS A002187 (Sprague-Grundy values for Dawson's chess), a(0), a(1), ..., as printed there.
local DAWSON_CHESS = {
  0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4,
  0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4,
}

-- CGSuite's test position, a 2 x 9 board with seven squares of its second row filled.
local CGSUITE_2x9 = ".........|##.######"

return {
  paper = { id = "cram", title = "Cram: CGSuite's test values, symmetry strategies, strips",
            authors = "A. N. Siegel (CGSuite); E. R. Berlekamp, J. H. Conway, R. K. Guy; M. Gardner", year = 1982 },
  game = "../games/cram.lua",
  claims = {
    {
      id = "cgsuite-2x9", cite = "Cram(\".........|##.######\").CanonicalForm == *4",
      section = "CGSuite, GameGridTest.scala",
      statement = "The 2 x 9 board .........|##.###### (a row of nine squares with one square below its "
                  .. "third) is *4.",
      check = "property",
      -- A statement about one position of another shape: asked once, at the 1 x 2 strip.
      where = function(p) return p[1] == 1 and p[2] == 2 end,
      formula = function(p) return grundy(CGSUITE_2x9) == 4 end,
      bound = 2, random = 0,
    },
    {
      id = "cgsuite-2x9-misere", cite = "Cram(\".........|##.######\").MisereCanonicalForm == *[2[2]321]",
      section = "CGSuite, GameGridTest.scala",
      statement = "Under misère play the same board is *[2[2]321], the game whose options are *2 + *2, *3, *2 "
                  .. "and *1: its misère Grundy value is 1 and its genus 4^146 (worked out from those options: "
                  .. "g = mex{0,3,2,1} = 4, then gamma = 1, 4, 6, 4, 6, ...).",
      check = "property", play = "misere",
      where = function(p) return p[1] == 1 and p[2] == 2 end,
      formula = function(p) return misere_grundy(CGSUITE_2x9) == 1 and genus(CGSUITE_2x9) == "4^146" end,
      bound = 2, random = 0,
    },
    {
      id = "strips-are-dawsons-kayles", cite = "Dawson's Kayles, 0.07", section = "Winning Ways, ch. 4; OEIS A002187",
      statement = "An empty 1 x n strip is the octal game 0.07 on a heap of n: its Grundy value is a(n-1) of "
                  .. "Dawson's chess (OEIS A002187), for every n up to 64.",
      check = "grundy_is",
      where = function(p) return p[1] == 1 end,
      formula = function(p) return DAWSON_CHESS[p[2]] end,   -- Lua arrays start at 1: a(n-1)
      bound = 64, random = 0,
    },
    {
      id = "even-by-even", cite = "even by even boards", section = "Gardner (1974); Winning Ways",
      statement = "An empty board with an even number of rows and of columns is 0: the second player answers "
                  .. "each domino with its image under the half turn.",
      check = "grundy_is",
      where = function(p) return p[1] % 2 == 0 and p[2] % 2 == 0 end,
      formula = function(p) return 0 end,
      bound = 24, random = 0,
    },
    {
      id = "even-by-odd", cite = "even by odd boards", section = "Gardner (1974); Winning Ways",
      statement = "An empty board with an even number of rows and an odd number of columns (or the other way "
                  .. "round) is a first-player win: the first domino goes on the two middle squares, then the "
                  .. "half turn answers every move.",
      check = "outcome_is",
      where = function(p) return (p[1] + p[2]) % 2 == 1 end,
      formula = function(p) return "N" end,
      bound = 24, random = 0,
    },
  },
}
