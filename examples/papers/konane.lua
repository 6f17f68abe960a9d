-- Claims about Konane (examples/games/konane.lua), the rules of M. D. Ernst, Playing Konane
-- mathematically: a combinatorial game-theoretic analysis, UMAP Journal 16(2) (1995) 95-121
-- (Konane is not among CGSuite's rulesets, so no CGSuite value is stated). These claims follow from
-- the rules: swapping the colours exchanges the players; a quarter turn does not (both players
-- jump along rows and columns alike); a stone jumps only over an adjacent stone of the other colour.

local function cell(p, i, swap)
  if (p[3] >> i) & 1 == 1 then return swap and "o" or "x" end
  if (p[4] >> i) & 1 == 1 then return swap and "x" or "o" end
  return "."
end

-- The board with its colours swapped, as text.
local function swapped(p)
  local rows = {}
  for r = 0, p[1] - 1 do
    local row = {}
    for c = 0, p[2] - 1 do row[#row + 1] = cell(p, r * p[2] + c, true) end
    rows[#rows + 1] = table.concat(row)
  end
  return table.concat(rows, "|")
end

-- The board turned a quarter (transposed), as text.
local function transposed(p)
  local rows = {}
  for c = 0, p[2] - 1 do
    local row = {}
    for r = 0, p[1] - 1 do row[#row + 1] = cell(p, r * p[2] + c, false) end
    rows[#rows + 1] = table.concat(row)
  end
  return table.concat(rows, "|")
end

-- True when some stone has an orthogonal neighbour of the other colour.
local function contact(p)
  local rows, cols = p[1], p[2]
  for i = 0, rows * cols - 1 do
    if (p[3] >> i) & 1 == 1 then
      local r, c = i // cols, i % cols
      for _, j in ipairs({r > 0 and i - cols or -1, r < rows - 1 and i + cols or -1,
                          c > 0 and i - 1 or -1, c < cols - 1 and i + 1 or -1}) do
        if j >= 0 and (p[4] >> j) & 1 == 1 then return true end
      end
    end
  end
  return false
end

return {
  paper = { id = "konane", title = "Konane: consequences of the rules",
            authors = "M. D. Ernst (the rules)", year = 1995 },
  game = "../games/konane.lua",
  claims = {
    {
      id = "colours-swapped", cite = "swapping the colours", section = "the rules",
      statement = "A board plus the same board with its colours swapped is 0.",
      check = "property",
      formula = function(p) return eq(add(value(), value_in("../games/konane.lua", swapped(p))), 0) end,
      bound = 6, random = 0,
    },
    {
      id = "quarter-turn", cite = "turning the board", section = "the rules",
      statement = "A board turned a quarter (transposed) has the same value: jumps along rows and columns are "
                  .. "open to both players alike.",
      check = "property",
      formula = function(p) return eq(value(), value_in("../games/konane.lua", transposed(p))) end,
      bound = 12, random = 0,
    },
    {
      id = "no-contact-is-zero", cite = "no stone touches the other colour", section = "the rules",
      statement = "A board where no stone is orthogonally next to a stone of the other colour is 0: no jump "
                  .. "is possible for either player.",
      check = "value_is",
      where = function(p) return not contact(p) end,
      formula = function(p) return "0" end,
      bound = 6, random = 0,
    },
  },
}
