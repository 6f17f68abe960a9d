-- Claims about Domineering (examples/games/domineering.lua), from Berlekamp, Conway and Guy,
-- Winning Ways for your Mathematical Plays (1982), ch. 5: a 1 x n strip is -floor(n/2) (only Right
-- can play, floor(n/2) times), an n x 1 strip is floor(n/2), the 2 x 2 board is the switch {1|-1}.
return {
  paper = { id = "winning-ways-domineering", title = "Winning Ways for your Mathematical Plays, ch. 5",
            authors = "E. R. Berlekamp, J. H. Conway, R. K. Guy", year = 1982 },
  game = "../games/domineering.lua",
  claims = {
    {
      id = "strips", cite = "Domineering, strips", section = "ch. 5",
      statement = "An empty 1 x n strip is -floor(n/2); an empty n x 1 strip is floor(n/2).",
      check = "value_is",
      where = function(p) return p[1] == 1 or p[2] == 1 end,
      formula = function(p)
        if p[1] == 1 then return tostring(-(p[2] // 2)) end
        return tostring(p[1] // 2)
      end,
      bound = 20, random = 0,
    },
    {
      id = "two-by-two", cite = "Domineering, 2 x 2", section = "ch. 5",
      statement = "The empty 2 x 2 board is {1|-1}, a hot switch: the first player wins.",
      check = "value_is",
      where = function(p) return p[1] == 2 and p[2] == 2 end,
      formula = function(p) return "{1|-1}" end,
      bound = 4, random = 0,
    },
    {
      id = "squares-are-n", cite = "Domineering, square boards", section = "ch. 5",
      statement = "Every empty square board is a first-player win (N): symmetric, so neither player is favoured.",
      check = "outcome_is",
      where = function(p) return p[1] == p[2] end,
      formula = function(p) return "N" end,
      expect = "refuted", finding = "conjecture",
      note = "A quarter turn swaps the players, so a square board G equals -G: it is 0 (P) or fuzzy (N). " ..
             "The 1 x 1 board, where no domino fits, is 0.",
      bound = 16, random = 0,
    },
  },
}
