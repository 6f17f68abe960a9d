-- Claims about a loopy game (examples/games/token-walk.lua, loopy = true): outcomes may be D (a
-- draw), and grundy() gives the generalized Sprague-Grundy value, an integer or the text inf(K).
-- The game and these statements are cgcheck's own examples, not a paper's.
return {
  paper = { id = "token-walk", title = "A loopy token walk (cgcheck's example)", authors = "cgcheck", year = 2026 },
  game = "../games/token-walk.lua",
  claims = {
    {
      id = "p-positions", cite = "example", section = "outcomes",
      statement = "The P-positions are squares 0 and 3.",
      check = "p_iff",
      formula = function(p) return p[1] == 0 or p[1] == 3 end,
      bound = 20, random = 0,
    },
    {
      id = "draws-from-10", cite = "example", section = "outcomes",
      statement = "From square 10 on, every position is a draw; below it only 6, 8 and 9 are.",
      check = "outcome_is",
      formula = function(p)
        local n = p[1]
        if n >= 10 or n == 6 or n == 8 or n == 9 then return "D" end
        return (n == 0 or n == 3) and "P" or "N"
      end,
      bound = 20, random = 0,
    },
    {
      id = "values", cite = "example", section = "generalized Sprague-Grundy values",
      statement = "Square 6 has the value inf(1,2,3), square 7 the value 1, and a square from 12 on inf().",
      check = "grundy_is",
      where = function(p) return p[1] == 6 or p[1] == 7 or p[1] >= 12 end,
      formula = function(p)
        if p[1] == 6 then return "inf(1,2,3)" elseif p[1] == 7 then return 1 end
        return "inf()"
      end,
      bound = 20, random = 0,
    },
    {
      id = "p-every-third", cite = "a tempting guess", section = "outcomes",
      statement = "The P-positions are the squares divisible by 3.",
      check = "p_iff",
      formula = function(p) return p[1] % 3 == 0 end,
      expect = "refuted", finding = "conjecture",
      note = "0 and 3 are P; square 6 is a draw (its value is inf(1,2,3)).",
      bound = 20, random = 0,
    },
  },
}
