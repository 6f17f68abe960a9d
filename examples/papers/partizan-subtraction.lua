-- Claims about the partizan subtraction game of examples/games/partizan-subtraction.lua (Left
-- subtracts 1 or 3, Right 2 or 3): the heap of 6 as CGSuite's tests state it (A. N. Siegel, CGSuite
-- (github.com/aaron-siegel/cgsuite), GameHeapTest.scala: PartizanSubtraction([1,3],[2,3])(6), and the
-- same game written as Subtraction([1,3]).PartizanJoin(Subtraction([2,3]))), and the smallest heaps
-- worked out by hand from the rules. The claims hold for the sets the game file ships with.
local by_hand = { [0] = "0", "1", "{1|0}", "{0,{1|0}|0}" }

return {
  paper = { id = "cgsuite-partizan-subtraction",
            title = "CGSuite's tests of game.heap.PartizanSubtraction (GameHeapTest.scala)",
            authors = "A. N. Siegel", year = 2023, url = "https://github.com/aaron-siegel/cgsuite" },
  game = "../games/partizan-subtraction.lua",
  claims = {
    {
      id = "cgsuite-heap-6", cite = "PartizanSubtraction([1,3],[2,3])(6).CanonicalForm",
      section = "CGSuite, GameHeapTest.scala (partizan heap games)",
      statement = "The heap of 6 is {1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0} (also as the PartizanJoin of Subtraction([1,3]) "
                  .. "and Subtraction([2,3])).",
      check = "value_is",
      where = function(p) return #p == 1 and p[1] == 6 end,
      formula = function(p) return "{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}" end,
      bound = 6, random = 0,
    },
    {
      id = "small-heaps", cite = "from the rules", section = "-",
      statement = "Heaps of 0, 1, 2, 3 are 0, 1 = {0|}, {1|0} and {0,{1|0}|0} (from 3 Right takes 3 to 0, which "
                  .. "is better for him than taking 2 to 1).",
      check = "value_is",
      where = function(p) return #p <= 1 and (p[1] or 0) <= 3 end,
      formula = function(p) return by_hand[p[1] or 0] end,
      bound = 3, random = 0,
    },
  },
}
