-- Claims about Elephants and Rhinos (examples/games/elephants-and-rhinos.lua): the value CGSuite's
-- tests state (A. N. Siegel, CGSuite, github.com/aaron-siegel/cgsuite, GameStripTest.scala), and
-- CGSuite's definition of the game as Toads and Frogs without jumps (ElephantsAndRhinos :=
-- GenToadsAndFrogs(maxJump => 0), game/strip/constants.cgs), checked against the Toads and Frogs
-- game file, whose rules are written apart from this game's.

local CH = {[0] = ".", [1] = "t", [2] = "f"}
local function text(p)
  local cells = {}
  for i = 1, #p do cells[i] = CH[p[i]] end
  return table.concat(cells)
end

-- The strip read from the other end with elephants and rhinos exchanged.
local function mirrored(p)
  local cells = {}
  for i = #p, 1, -1 do cells[#cells + 1] = CH[p[i] == 0 and 0 or 3 - p[i]] end
  return table.concat(cells)
end

return {
  paper = { id = "elephants-and-rhinos", title = "Elephants and Rhinos: published values",
            authors = "A. N. Siegel (CGSuite)", year = 2021, url = "https://github.com/aaron-siegel/cgsuite" },
  game = "../games/elephants-and-rhinos.lua",
  claims = {
    {
      id = "cgsuite-tttt-fff", cite = "ElephantsAndRhinos(\"tttt..fff\")", section = "CGSuite, GameStripTest.scala",
      statement = "Four elephants, two empty cells and three rhinos: the value is 1.",
      check = "value_is",
      where = function(p) return text(p) == "tttt..fff" end,
      formula = function(p) return "1" end,
      bound = 9, random = 0,
    },
    {
      id = "toads-and-frogs-without-jumps", cite = "ElephantsAndRhinos := GenToadsAndFrogs(maxJump => 0)",
      section = "CGSuite, game/strip/constants.cgs",
      statement = "Every strip (here: of at most 7 cells) has the value of the same strip in Toads and Frogs with "
                  .. "no jumps allowed.",
      check = "property",
      formula = function(p) return eq(value(), value_in("../games/toads-and-frogs.lua", "0:" .. text(p))) end,
      bound = 7, random = 0,
    },
    {
      id = "mirror-is-negative", cite = "exchanging the players", section = "from the rules",
      statement = "A strip plus the same strip read from the other end with elephants and rhinos exchanged is 0.",
      check = "property",
      formula = function(p) return eq(add(value(), value_in("../games/elephants-and-rhinos.lua", mirrored(p))), 0) end,
      bound = 7, random = 0,
    },
    {
      id = "elephants-alone", cite = "one kind of piece", section = "from the rules",
      statement = "A strip of elephants and empty cells alone is the integer number of steps the elephants can "
                  .. "still take: the sum over the elephants of the empty cells to their right.",
      check = "value_is",
      where = function(p)
        for i = 1, #p do
          if p[i] == 2 then return false end
        end
        return true
      end,
      formula = function(p)
        local steps, empties = 0, 0
        for i = #p, 1, -1 do
          if p[i] == 0 then empties = empties + 1 elseif p[i] == 1 then steps = steps + empties end
        end
        return tostring(steps)
      end,
      bound = 9, random = 0,
    },
  },
}
