-- Claims about Amazons (examples/games/amazons.lua). The value of the 2 x 4 board x...|o... is
-- CGSuite's test value (A. N. Siegel, CGSuite, github.com/aaron-siegel/cgsuite, GameGridTest.scala);
-- the others follow from the rules: swapping the colours exchanges the players' roles, and a lone
-- amazon at the end of an empty strip can burn the strip square by square (each move leaves one
-- empty square fewer), the counting of E. R. Berlekamp, Sums of N x 2 Amazons (2000).

-- The number of set bits of a mask.
local function count(m)
  local n = 0
  while m ~= 0 do
    m = m & (m - 1)
    n = n + 1
  end
  return n
end

-- The board with the amazons' colours swapped, as text.
local function swapped(p)
  local rows = {}
  for r = 0, p[1] - 1 do
    local row = {}
    for c = 0, p[2] - 1 do
      local i = r * p[2] + c
      row[#row + 1] = (p[3] >> i) & 1 == 1 and "o" or (p[4] >> i) & 1 == 1 and "x"
                      or (p[5] >> i) & 1 == 1 and "#" or "."
    end
    rows[#rows + 1] = table.concat(row)
  end
  return table.concat(rows, "|")
end

return {
  paper = { id = "amazons", title = "Amazons: CGSuite's test value and counting from the rules",
            authors = "A. N. Siegel (CGSuite); E. R. Berlekamp", year = 2000 },
  game = "../games/amazons.lua",
  claims = {
    {
      id = "cgsuite-2x4", cite = "Amazons(\"x...|o...\").CanonicalForm", section = "CGSuite, GameGridTest.scala",
      statement = "The 2 x 4 board x...|o... (Left's amazon above Right's at one end, six empty squares) is "
                  .. "+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}.",
      check = "value_is",
      -- The board in any of its eight symmetric images: no arrow yet, the two amazons on one short side.
      where = function(p)
        if p[5] ~= 0 or count(p[3]) ~= 1 or count(p[4]) ~= 1 then return false end
        local both = p[3] | p[4]
        if p[1] == 2 and p[2] == 4 then return both == 0x11 or both == 0x88 end
        if p[1] == 4 and p[2] == 2 then return both == 0x03 or both == 0xC0 end
        return false
      end,
      formula = function(p) return "+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}" end,
      bound = 8, random = 0,
    },
    {
      id = "strip-with-one-amazon", cite = "a lone amazon counts its squares", section = "Berlekamp (2000)",
      statement = "An empty 1 x n strip with Left's amazon at one end is the integer n - 1: each move burns one "
                  .. "square, and stepping forward while firing back uses them all.",
      check = "value_is",
      where = function(p)
        return p[1] == 1 and p[4] == 0 and p[5] == 0 and (p[3] == 1 or p[3] == 1 << (p[2] - 1))
      end,
      formula = function(p) return tostring(p[2] - 1) end,
      bound = 12, random = 0,
    },
    {
      id = "colours-swapped", cite = "swapping the colours", section = "the rules",
      statement = "A board plus the same board with the amazons' colours swapped is 0: the swap exchanges the "
                  .. "players' roles, so it is the negative.",
      check = "property",
      formula = function(p) return eq(add(value(), value_in("../games/amazons.lua", swapped(p))), 0) end,
      bound = 6, random = 0,
    },
    {
      id = "left-alone-is-integer", cite = "Left's amazons alone", section = "the rules",
      statement = "A board where Right has no amazon is a non-negative integer (Right never has a move).",
      check = "property",
      where = function(p) return p[4] == 0 end,
      formula = function(p)
        local v = value()
        return left_stop(v) == right_stop(v) and right_stop(v) >= 0
          and eq(v, value_in("value", tostring(right_stop(v))))
      end,
      bound = 8, random = 0,
    },
  },
}
