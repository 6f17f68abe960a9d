-- Claims about Backsliding Toads and Frogs (examples/games/backsliding-toads-and-frogs.lua), a loopy
-- game whose positions have stopper-sided values: the value CGSuite's tests state (A. N. Siegel,
-- CGSuite, github.com/aaron-siegel/cgsuite, GameStripTest.scala, and its tutorial on loopy games),
-- for the game of E. R. Berlekamp, J. H. Conway, R. K. Guy, Winning Ways for your Mathematical
-- Plays (1982), ch. 12.

-- a, m, b when p is the starting position t^a .^m f^b (a, m, b >= 1), else nil.
local function start(p)
  local i, n, a, m = 1, #p, 0, 0
  while i <= n and p[i] == 1 do a, i = a + 1, i + 1 end
  while i <= n and p[i] == 0 do m, i = m + 1, i + 1 end
  for j = i, n do
    if p[j] ~= 2 then return nil end
  end
  local b = n - i + 1
  if a == 0 or m == 0 or b == 0 then return nil end
  return a, m, b
end

return {
  paper = { id = "backsliding-toads-and-frogs", title = "Backsliding Toads and Frogs: a published loopy value",
            authors = "A. N. Siegel (CGSuite); E. R. Berlekamp, J. H. Conway, R. K. Guy", year = 1982 },
  game = "../games/backsliding-toads-and-frogs.lua",
  claims = {
    {
      id = "cgsuite-ttt-fff", cite = "BackslidingToadsAndFrogs(\"ttt..fff\").GameValue",
      section = "CGSuite, GameStripTest.scala",
      statement = "Three toads, two empty cells and three frogs have the stopper-sided value "
                  .. "{on||0|-1/2} & {1/2|0||off}: its onside is {on||0|-1/2}, its offside {1/2|0||off}.",
      check = "value_is",
      where = function(p) local a, m, b = start(p) return a == 3 and m == 2 and b == 3 end,
      formula = function(p) return "{on||0|-1/2} & {1/2|0||off}" end,
      bound = 8, random = 0,
    },
  },
}
