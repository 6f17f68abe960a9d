-- Claims about Fox and Geese (examples/games/fox-and-geese.lua): the values CGSuite's tests state
-- (A. N. Siegel, CGSuite, github.com/aaron-siegel/cgsuite, GameGridTest.scala: FoxAndGeese,
-- CeyloneseFoxAndGeese, GenFoxAndGeese and FoxAndGeese.ValuesTable), for the game of E. R.
-- Berlekamp, J. H. Conway, R. K. Guy, Winning Ways for your Mathematical Plays (1982), ch. 20.

-- The position's text as the game file writes it.
local function text(p)
  local parts = {}
  for i = 5, #p, 2 do parts[#parts + 1] = "(" .. p[i] .. "," .. p[i + 1] .. ")" end
  local prefix = ""
  if p[1] ~= 8 or p[2] ~= 1 then prefix = p[2] ~= 1 and (p[1] .. "," .. p[2] .. ":") or (p[1] .. ":") end
  return prefix .. table.concat(parts, ",") .. ";(" .. p[3] .. "," .. p[4] .. ")"
end

-- FoxAndGeese.ValuesTable({(3,1),(3,3),(3,5),(3,7)}): the value with the fox on each dark square
-- below the geese.
local TABLE = {
  ["(3,1),(3,3),(3,5),(3,7);(2,2)"] = "2over", ["(3,1),(3,3),(3,5),(3,7);(2,4)"] = "2",
  ["(3,1),(3,3),(3,5),(3,7);(2,6)"] = "3*", ["(3,1),(3,3),(3,5),(3,7);(2,8)"] = "4over",
  ["(3,1),(3,3),(3,5),(3,7);(1,1)"] = "{6|2over}", ["(3,1),(3,3),(3,5),(3,7);(1,3)"] = "{2over|2}",
  ["(3,1),(3,3),(3,5),(3,7);(1,5)"] = "{4|3||2}", ["(3,1),(3,3),(3,5),(3,7);(1,7)"] = "{4over|3*}",
}

local function one(id, cite, statement, position, value, bound)
  return {
    id = id, cite = cite, section = "CGSuite, GameGridTest.scala", statement = statement,
    check = "value_is",
    where = function(p) return text(p) == position end,
    formula = function(p) return value end,
    bound = bound, random = 0,
  }
end

return {
  paper = { id = "fox-and-geese", title = "Fox and Geese: published loopy values",
            authors = "A. N. Siegel (CGSuite); E. R. Berlekamp, J. H. Conway, R. K. Guy", year = 1982 },
  game = "../games/fox-and-geese.lua",
  claims = {
    one("cgsuite-four-geese", "FoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,1)).GameValue",
        "Four geese on row 4 and the fox in the corner (1,1): {4*|7/2}.",
        "(4,2),(4,4),(4,6),(4,8);(1,1)", "{4*|7/2}", 4),
    one("cgsuite-ceylonese", "CeyloneseFoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,1)).GameValue",
        "With a fox of range 2, the same position is {9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2}.",
        "8,2:(4,2),(4,4),(4,6),(4,8);(1,1)", "{9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2}", 4),
    one("cgsuite-width-10", "GenFoxAndGeese(boardWidth => 10)({(3,1),(3,3),(3,5),(3,7),(3,9)}, (1,9)).GameValue",
        "On a board 10 wide, five geese on row 3 and the fox at (1,9): {6over|5*}.",
        "10:(3,1),(3,3),(3,5),(3,7),(3,9);(1,9)", "{6over|5*}", 3),
    {
      id = "cgsuite-values-table", cite = "FoxAndGeese.ValuesTable({(3,1),(3,3),(3,5),(3,7)})",
      section = "CGSuite, GameGridTest.scala",
      statement = "Four geese on row 3: with the fox at (2,2), (2,4), (2,6), (2,8) the values are 2over, 2, 3*, "
                  .. "4over; at (1,1), (1,3), (1,5), (1,7) they are {6|2over}, {2over|2}, {4|3||2}, {4over|3*}.",
      check = "value_is",
      where = function(p) return TABLE[text(p)] ~= nil end,
      formula = function(p) return TABLE[text(p)] end,
      bound = 3, random = 0,
    },
  },
}
