-- Claims about Mem (examples/games/mem.lua): the nim values of the heap of 10 with memory 0..20 and
-- the option count of (10, 10), as CGSuite's tests state them (A. N. Siegel, CGSuite
-- (github.com/aaron-siegel/cgsuite), GameHeapTest.scala), and the endgame, read off the rules.
local cgsuite_row_10 = { [0] = 3, 3, 3, 3, 2, 2, 1, 1, 1, 1, 1 }  -- and 0 from memory 11 on

return {
  paper = { id = "cgsuite-mem", title = "CGSuite's tests of game.heap.Mem (GameHeapTest.scala)",
            authors = "A. N. Siegel", year = 2023, url = "https://github.com/aaron-siegel/cgsuite" },
  game = "../games/mem.lua",
  claims = {
    {
      id = "cgsuite-row-10", cite = "game.heap.Mem((10,n)).NimValue, n = 0..20",
      section = "CGSuite, GameHeapTest.scala (coordinate games)",
      statement = "The heap of 10 with memory 0, ..., 20 has nim values 3, 3, 3, 3, 2, 2, 1, 1, 1, 1, 1, then 0 "
                  .. "from memory 11 on.",
      check = "grundy_is",
      where = function(p) return p[1] == 10 and p[2] <= 20 end,
      formula = function(p) return cgsuite_row_10[p[2]] or 0 end,
      bound = 30, random = 0,
    },
    {
      id = "cgsuite-options-10-10", cite = "game.heap.Mem((10,10)).Options.Size",
      section = "CGSuite, GameHeapTest.scala (coordinate games)",
      statement = "The heap of 10 with memory 10 has one option (take all 10).",
      check = "property",
      where = function(p) return p[1] == 10 and p[2] == 10 end,
      formula = function(p) return #options(p) == 1 end,
      bound = 20, random = 0,
    },
    {
      id = "endgame", cite = "from the rules", section = "-",
      statement = "A heap of n >= 1 with memory k is 0 when n < k (no move) and * when k <= n < 2k (every move "
                  .. "leaves fewer tokens than it took, so the reply is impossible).",
      check = "grundy_is",
      where = function(p) return p[1] >= 1 and p[1] < 2 * p[2] end,
      formula = function(p) return p[1] < p[2] and 0 or 1 end,
      bound = { ci = 80, standard = 200, deep = 400 }, random = 100,
    },
  },
}
