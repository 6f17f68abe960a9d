-- Claims about the subtraction game S(1,3,4) (examples/games/subtraction.lua), from
-- Berlekamp, Conway and Guy, Winning Ways for your Mathematical Plays (1982), ch. 4:
-- the Grundy sequence of S(1,3,4) is 0 1 0 1 2 3 2, repeated with period 7.
local period = {0, 1, 0, 1, 2, 3, 2}

return {
  paper = { id = "winning-ways-subtraction", title = "Winning Ways for your Mathematical Plays, ch. 4",
            authors = "E. R. Berlekamp, J. H. Conway, R. K. Guy", year = 1982 },
  game = "../games/subtraction.lua",
  claims = {
    {
      id = "p-positions", cite = "S(1,3,4), P-positions", section = "ch. 4",
      statement = "n is a P-position iff n mod 7 is 0 or 2.",
      check = "p_iff",
      formula = function(p) return p[1] % 7 == 0 or p[1] % 7 == 2 end,
      bound = { ci = 200, standard = 2000, deep = 20000 }, random = 50,
    },
    {
      id = "grundy-period-7", cite = "S(1,3,4), Grundy sequence", section = "ch. 4",
      statement = "G(n) is 0 1 0 1 2 3 2 by n mod 7.",
      check = "grundy_is",
      formula = function(p) return period[p[1] % 7 + 1] end,
      bound = { ci = 200, standard = 2000, deep = 20000 }, random = 50,
    },
    {
      id = "p-iff-even", cite = "a tempting misreading", section = "ch. 4",
      statement = "n is a P-position iff n is even (true for n < 4 only).",
      check = "p_iff",
      formula = function(p) return p[1] % 2 == 0 end,
      expect = "refuted", finding = "reading",
      note = "The P-positions 0 and 2 start like the even numbers; 4 is the first even N-position (4 -> 0).",
      bound = 100,
    },
  },
}
