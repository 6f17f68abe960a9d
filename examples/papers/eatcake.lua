-- Claims about Eatcake (examples/games/eatcake.lua): the values of the 8-row cakes as CGSuite's tests
-- state them (A. N. Siegel, CGSuite (github.com/aaron-siegel/cgsuite), GameHeapTest.scala), and two
-- facts read off the rules: a cake with no columns (rows) is eaten by Right (Left) alone, one row
-- (column) a move; turning a cake a quarter swaps the players.
local cgsuite_row_8 = { [0] = "-8", "^", "{^|||^*|v||0}", "{^^|*}", "{^^|*||0,{0|vv*}}", "{^3|^*||*}",
  "{^3|^*||*|||0,{0,{^|0,v*}|||0|vv*||0}}", "{0||^^*|0|||*}", "*" }

return {
  paper = { id = "cgsuite-eatcake", title = "CGSuite's tests of game.heap.Eatcake (GameHeapTest.scala)",
            authors = "A. N. Siegel", year = 2023, url = "https://github.com/aaron-siegel/cgsuite" },
  game = "../games/eatcake.lua",
  claims = {
    {
      id = "cgsuite-8-by-n", cite = "game.heap.Eatcake((8,n)).CanonicalForm, n = 0..8",
      section = "CGSuite, GameHeapTest.scala (partizan coordinate games)",
      statement = "The cakes (8,0), ..., (8,8) are -8, ^, {^|||^*|v||0}, {^^|*}, {^^|*||0,{0|vv*}}, {^3|^*||*}, "
                  .. "{^3|^*||*|||0,{0,{^|0,v*}|||0|vv*||0}}, {0||^^*|0|||*}, *.",
      check = "value_is",
      where = function(p) return p[1] == 8 and p[2] <= 8 end,
      formula = function(p) return cgsuite_row_8[p[2]] end,
      bound = 16, random = 0,
    },
    {
      id = "one-sided-cakes", cite = "from the rules", section = "-",
      statement = "A cake of m rows and no columns is -m (Right eats its rows one at a time); one of n columns "
                  .. "and no rows is n.",
      check = "value_is",
      where = function(p) return p[1] == 0 or p[2] == 0 end,
      formula = function(p) return tostring(p[2] - p[1]) end,
      bound = { ci = 40, standard = 80, deep = 150 }, random = 0,
    },
    {
      id = "turned-cake-is-negative", cite = "from the rules", section = "-",
      statement = "Turning a cake a quarter swaps the players: (m,n) + (n,m) = 0.",
      check = "property",
      formula = function(p) return eq(add(value(), value({p[2], p[1]})), 0) end,
      bound = { ci = 20, standard = 26, deep = 32 }, random = 0,
    },
  },
}
