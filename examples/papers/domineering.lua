-- Claims about Domineering (examples/games/domineering.lua), from Berlekamp, Conway and Guy,
-- Winning Ways for your Mathematical Plays (1982), ch. 5: a 1 x n strip is -floor(n/2) (only Right
-- can play, floor(n/2) times), an n x 1 strip is floor(n/2), the 2 x 2 board is the switch {1|-1}
-- (+-1); the 4 x 4 board as CGSuite computes it (A. N. Siegel, CGSuite, GameGridTest.scala);
-- temperatures of 2 x n boards, and sums across games with value_in().
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
      statement = "The empty 2 x 2 board is {1|-1} (CGSuite writes +-1), a hot switch: the first player wins.",
      check = "value_is",
      where = function(p) return p[1] == 2 and p[2] == 2 end,
      formula = function(p) return "{1|-1}" end,
      bound = 4, random = 0,
    },
    {
      id = "four-by-four", cite = "the 4 x 4 board", section = "CGSuite, GameGridTest.scala",
      statement = "The empty 4 x 4 board is +-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}, as CGSuite computes it.",
      check = "value_is",
      where = function(p) return p[1] == 4 and p[2] == 4 end,
      formula = function(p) return "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}" end,
      bound = 16, random = 0,
    },
    {
      id = "two-by-n-temperature", cite = "cooling 2 x n boards", section = "ch. 6 (thermographs)",
      statement = "Every empty 2 x n board with n <= 10 has temperature at most 2.",
      check = "property",
      where = function(p) return p[1] == 2 and p[2] <= 10 end,
      formula = function(p) return temperature(value()) <= 2 end,
      bound = 20, random = 0,
    },
    {
      id = "board-plus-transpose", cite = "turning a board", section = "ch. 5",
      statement = "An empty board plus the same board turned a quarter (rows become columns) is 0: the turn swaps "
                  .. "the players' roles.",
      check = "property",
      where = function(p) return p[1] * p[2] <= 12 end,
      formula = function(p)
        local row = string.rep(".", p[1])
        local turned = {}
        for _ = 1, p[2] do turned[#turned + 1] = row end
        return eq(add(value(), value_in("../games/domineering.lua", table.concat(turned, "/"))), 0)
      end,
      bound = 12, random = 0,
    },
    {
      id = "strip-plus-integer", cite = "Domineering, strips", section = "ch. 5",
      statement = "An empty 1 x n strip plus the integer floor(n/2), a value of the game `value`, is 0.",
      check = "property",
      where = function(p) return p[1] == 1 end,
      formula = function(p) return eq(add(value(), value_in("value", tostring(p[2] // 2))), 0) end,
      bound = 12, random = 0,
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
