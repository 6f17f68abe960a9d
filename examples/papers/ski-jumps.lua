-- Claims about Ski-Jumps (examples/games/ski-jumps.lua): the values of the positions Winning Ways
-- draws (E. R. Berlekamp, J. H. Conway, R. K. Guy, Winning Ways for your Mathematical Plays, 1982,
-- ch. 1), as T. Maciosowski's cgt-tools states them in its tests (github.com/t4ccer/cgt-tools,
-- ski_jumps.rs, winning_ways_examples; CGSuite has no Ski-Jumps), and two values that follow from
-- the rules: one player's skiers alone, and the slope mirrored with the players exchanged.

local CH = {[0] = ".", [1] = "L", [2] = "l", [3] = "R", [4] = "r"}
local function text(p)
  local rows = {}
  for r = 0, p[1] - 1 do
    local row = {}
    for c = 0, p[2] - 1 do row[#row + 1] = CH[p[3 + r * p[2] + c]] end
    rows[#rows + 1] = table.concat(row)
  end
  return table.concat(rows, "|")
end

-- The slope with every row read from the other end and the players' skiers exchanged.
local function mirrored(p)
  local swap = {[0] = 0, [1] = 3, [2] = 4, [3] = 1, [4] = 2}
  local rows = {}
  for r = 0, p[1] - 1 do
    local row = {}
    for c = p[2] - 1, 0, -1 do row[#row + 1] = CH[swap[p[3 + r * p[2] + c]]] end
    rows[#rows + 1] = table.concat(row)
  end
  return table.concat(rows, "|")
end

-- Winning Ways' positions as cgt-tools writes them, with the empty top rows left out as the game
-- file keeps them (the second is "........|...l....|.......R|........|......L.").
local WINNING_WAYS = {
  ["...L....|..R.....|........"] = "2",
  ["...l....|.......R|........|......L."] = "-1",
  [".L...|.R...|....."] = "5/2",
  ["...R.|...L.|....."] = "-5/2",
  ["L....|....R|....."] = "1/2",
}

return {
  paper = { id = "ski-jumps", title = "Ski-Jumps: Winning Ways' examples",
            authors = "E. R. Berlekamp, J. H. Conway, R. K. Guy; T. Maciosowski (cgt-tools)", year = 1982 },
  game = "../games/ski-jumps.lua",
  claims = {
    {
      id = "winning-ways-examples", cite = "Ski-Jumps positions", section = "Winning Ways, ch. 1; cgt-tools, ski_jumps.rs",
      statement = "...L....|..R.....|........ = 2, ........|...l....|.......R|........|......L. = -1, "
                  .. ".L...|.R...|..... = 5/2, ...R.|...L.|..... = -5/2, L....|....R|..... = 1/2.",
      check = "value_is",
      where = function(p) return WINNING_WAYS[text(p)] ~= nil end,
      formula = function(p) return WINNING_WAYS[text(p)] end,
      bound = 32, random = 0,
    },
    {
      id = "one-side-alone", cite = "skiers of one player", section = "from the rules",
      statement = "A slope holding Left's skiers alone is the integer sum over them of the squares to the east "
                  .. "edge, counting the step off the slope (each skier leaves by that many one-square moves, and "
                  .. "Left can always make one); Right's alone, minus the sum of the squares to the west edge.",
      check = "value_is",
      where = function(p)
        local left, right = false, false
        for i = 3, #p do
          if p[i] == 1 or p[i] == 2 then left = true elseif p[i] == 3 or p[i] == 4 then right = true end
        end
        return not (left and right)
      end,
      formula = function(p)
        local v = 0
        for r = 0, p[1] - 1 do
          for c = 0, p[2] - 1 do
            local s = p[3 + r * p[2] + c]
            if s == 1 or s == 2 then v = v + (p[2] - c) elseif s == 3 or s == 4 then v = v - (c + 1) end
          end
        end
        return tostring(v)
      end,
      bound = 8, random = 0,
    },
    {
      id = "mirror-is-negative", cite = "exchanging the players", section = "from the rules",
      statement = "A slope plus the same slope with its rows reversed and the players' skiers exchanged is 0.",
      check = "property",
      formula = function(p) return eq(add(value(), value_in("../games/ski-jumps.lua", mirrored(p))), 0) end,
      bound = 6, random = 0,
    },
  },
}
