-- Claims about Fission (examples/games/fission.lua), the rules as CGSuite's Fission.cgs (A. N.
-- Siegel, CGSuite, github.com/aaron-siegel/cgsuite). CGSuite's tests state no Fission value; these
-- claims follow from the rules: a quarter turn exchanges the players (Left splits a stone up and
-- down, Right left and right), and on a single row only Right can move, so a row is an integer.

-- The board turned a quarter (transposed: rows become columns), as text.
local function transposed(p)
  local rows = {}
  for c = 0, p[2] - 1 do
    local row = {}
    for r = 0, p[1] - 1 do
      local i = r * p[2] + c
      row[#row + 1] = (p[3] >> i) & 1 == 1 and "x" or (p[4] >> i) & 1 == 1 and "#" or "."
    end
    rows[#rows + 1] = table.concat(row)
  end
  return table.concat(rows, "|")
end

return {
  paper = { id = "fission", title = "Fission: consequences of the rules",
            authors = "A. N. Siegel (CGSuite, the ruleset)", year = 2015 },
  game = "../games/fission.lua",
  claims = {
    {
      id = "board-plus-transpose", cite = "turning the board", section = "the rules",
      statement = "A board plus the same board turned a quarter (transposed) is 0: the turn exchanges the "
                  .. "players' moves, so it is the negative.",
      check = "property",
      formula = function(p) return eq(add(value(), value_in("../games/fission.lua", transposed(p))), 0) end,
      bound = 9, random = 0,
    },
    {
      id = "rows-are-nonpositive-integers", cite = "a single row", section = "the rules",
      statement = "A board of one row is an integer <= 0: Left, who splits up and down, never has a move there.",
      check = "property",
      where = function(p) return p[1] == 1 end,
      formula = function(p)
        local v = value()
        return left_stop(v) == right_stop(v) and left_stop(v) <= 0
          and eq(v, value_in("value", tostring(left_stop(v))))
      end,
      bound = 12, random = 0,
    },
  },
}
