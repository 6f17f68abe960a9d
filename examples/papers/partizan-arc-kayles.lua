-- Claims about Partizan Arc Kayles (examples/games/partizan-arc-kayles.lua): CGSuite's values
-- (A. N. Siegel, CGSuite (github.com/aaron-siegel/cgsuite), GameGraphTest.scala), green paths as
-- CGSuite's Arc Kayles paths (Dawson's Kayles heaps), and the colour swap as the negative.
local GAME = "../games/partizan-arc-kayles.lua"
local BLUE, RED, GREEN = 1, 2, 3

-- CGSuite's test: the nim values of Arc Kayles on the path of n vertices, n = 1, 2, ... (the
-- first 20 of its 50, "Arc Kayles paths are Dawson's Kayles heaps").
local ARC_KAYLES_PATHS = { 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3 }

local function green_path(p)
  for i, code in ipairs(p) do
    if code >> 16 ~= i - 1 or (code >> 8) & 0xff ~= i or code & 0xff ~= GREEN then return false end
  end
  return true
end

local function cgsuite(id, text, value, statement)
  return {
    id = id, cite = 'PartizanArcKayles("' .. text .. '")', section = "CGSuite, GameGraphTest.scala",
    statement = statement .. " CGSuite: PartizanArcKayles(\"" .. text .. "\") is " .. value .. ".",
    check = "property",
    where = function(p) return #p == 0 end,
    formula = function(p) return eq(value_in(GAME, text), value) end,
    bound = 0, random = 0,
  }
end

return {
  paper = { id = "partizan-arc-kayles", title = "Partizan Arc Kayles: CGSuite's values",
            authors = "A. N. Siegel (CGSuite)", url = "https://github.com/aaron-siegel/cgsuite" },
  game = GAME,
  claims = {
    cgsuite("cgsuite-path", "llr", "1/2", "A path of three edges."),
    cgsuite("cgsuite-green", "lrlr(ll;ree(rl;l))", "{3*|2*||3/2,3/2*|1/2*}", "A tree with green edges."),
    {
      id = "green-paths", cite = "Arc Kayles paths are Dawson's Kayles heaps", section = "CGSuite, GameGraphTest.scala",
      statement = "A green path of n vertices is Arc Kayles on it: the nimber CGSuite lists for Arc Kayles on the "
                  .. "path of n vertices (0, 1, 1, 2, 0, 3, 1, 1, 0, ...).",
      check = "value_is",
      where = green_path,
      formula = function(p) return "*" .. ARC_KAYLES_PATHS[#p + 1] end,
      bound = 8, random = 0,
    },
    {
      id = "colour-swap", cite = "swapping blue and red", section = "from the rules",
      statement = "A position plus the same graph with blue and red swapped is 0: the swap exchanges the players.",
      check = "property",
      formula = function(p)
        local swapped = {}
        for i, code in ipairs(p) do
          local c = code & 0xff
          swapped[i] = code - c + (c == BLUE and RED or c == RED and BLUE or c)
        end
        return eq(add(value(), value_in(GAME, swapped)), 0)
      end,
      bound = { ci = 6, standard = 7, deep = 8 }, random = 0,
    },
  },
}
