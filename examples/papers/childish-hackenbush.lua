-- Claims about Childish Hackenbush (examples/games/childish-hackenbush.lua): every value of
-- CGSuite's tests (A. N. Siegel, CGSuite (github.com/aaron-siegel/cgsuite), GameGraphTest.scala),
-- a formula for blue-red stalks written from the rule (only the top edge of a stalk can be cut
-- without anything falling), and the colour swap as the negative.
local GAME = "../games/childish-hackenbush.lua"
local BLUE, RED, GREEN = 1, 2, 3

-- The colours of a blue-red stalk from the ground up, or nil.
local function blue_red_stalk(p)
  local colours = {}
  for i, code in ipairs(p) do
    local a, b, c = code >> 16, (code >> 8) & 0xff, code & 0xff
    if a ~= i - 1 or b ~= i or c == GREEN then return nil end
    colours[i] = c
  end
  return colours
end

local function cgsuite(id, text, value, statement, measure)
  return {
    id = id, cite = 'ChildishHackenbush("' .. text .. '")', section = "CGSuite, GameGraphTest.scala",
    statement = statement .. " CGSuite: ChildishHackenbush(\"" .. text .. "\")." .. (measure or "CanonicalForm")
                .. " is " .. value .. ".",
    check = "property",
    where = function(p) return #p == 0 end,
    formula = function(p)
      local g = value_in(GAME, text)
      if measure == "AtomicWeight" then g = atomic_weight(g) end
      return g ~= nil and eq(g, value)
    end,
    bound = 0, random = 0,
  }
end

return {
  paper = { id = "childish-hackenbush", title = "Childish Hackenbush: CGSuite's values",
            authors = "A. N. Siegel (CGSuite)", url = "https://github.com/aaron-siegel/cgsuite" },
  game = GAME,
  claims = {
    cgsuite("cgsuite-tree", "l(l;rl)", "2", "A blue-red tree."),
    cgsuite("cgsuite-hot", ":{ground}llllllrrrr:{ground}", "{4|-2}", "A cycle through the ground is hot."),
    cgsuite("cgsuite-fractional", "r(l:T;r(l:T;r(l:T;r(l:T;rl:T))))", "15/16", "A graph whose value is not an integer."),
    cgsuite("cgsuite-lollipop", "(e:B;e:Bllllllrrr:B)", "{0|^[4]*||vv}", "A lollipop with a green stick."),
    cgsuite("cgsuite-lollipop-atomic-weight", "(e:B;e:B;e:Blllllllllrr:B)", "3/2",
            "The atomic weight of a lollipop with two green sticks.", "AtomicWeight"),
    {
      id = "blue-red-stalks", cite = "blue-red stalks", section = "from the rules",
      statement = "In a blue-red stalk only the top edge can be cut without anything falling, so the stalk is "
                  .. "{S|} (top edge blue) or {|S} (red) for the stalk S below it: an integer, 0 when the top "
                  .. "edge's colour moves the value towards 0 from the other side.",
      check = "value_is",
      where = function(p) return blue_red_stalk(p) ~= nil end,
      formula = function(p)
        local x = 0
        for _, c in ipairs(blue_red_stalk(p)) do
          if c == BLUE then x = x >= 0 and x + 1 or 0 else x = x <= 0 and x - 1 or 0 end
        end
        return tostring(x)
      end,
      bound = { ci = 10, standard = 12, deep = 14 }, random = 0,
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
      bound = { ci = 6, standard = 8, deep = 8 }, random = 0,
    },
  },
}
