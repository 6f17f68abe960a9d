-- Fox and Geese as CGSuite defines it (game.grid.GenFoxAndGeese): geese (Left) and a fox (Right) on
-- the dark squares of a board `width` columns wide, rows numbered from 1 at the bottom, columns from
-- 1 at the left; a square (row, col) is dark when row + col is even. Left moves one goose one square
-- diagonally down into an empty square; Right moves the fox diagonally in any direction, up to
-- `range` squares in a straight line over empty squares (range 1 is Fox and Geese, range 2
-- Ceylonese Fox and Geese). The fox moves back and forth, so play may not end: the game is loopy.
-- As CGSuite decomposes it, a fox that has got past the geese (on or above the highest goose's row,
-- or just below it with an open square diagonally up) has escaped: the position is off, played here
-- as a position where Right may pass forever and Left has no move.
-- E. R. Berlekamp, J. H. Conway, R. K. Guy, Winning Ways for your Mathematical Plays (1982), ch. 20;
-- A. N. Siegel, Combinatorial Game Theory (2013); A. N. Siegel, CGSuite, game.grid.GenFoxAndGeese.
-- Text: "[W[,R]:]GEESE;FOX" in CGSuite's coordinates, e.g. "(4,2),(4,4),(4,6),(4,8);(1,1)" (width 8,
-- range 1), "10:(3,1),(3,3),(3,5),(3,7),(3,9);(1,9)", "8,2:(4,2),(4,4),(4,6),(4,8);(1,1)".
-- A position is {width, range, fox row, fox col, goose rows and cols...}, the geese sorted.

local function geese_of(p)
  local g = {}
  for i = 5, #p, 2 do g[#g + 1] = {p[i], p[i + 1]} end
  return g
end

local function make(width, range, fox, geese)
  table.sort(geese, function(a, b) return a[1] < b[1] or (a[1] == b[1] and a[2] < b[2]) end)
  local q = {width, range, fox[1], fox[2]}
  for _, g in ipairs(geese) do q[#q + 1], q[#q + 2] = g[1], g[2] end
  return q
end

local function goose_at(geese, r, c)
  for _, g in ipairs(geese) do
    if g[1] == r and g[2] == c then return true end
  end
  return false
end

-- Got past the geese (CGSuite's Decomposition: off).
local function escaped(p, geese)
  local top = 0
  for _, g in ipairs(geese) do top = math.max(top, g[1]) end
  local r, c, w = p[3], p[4], p[1]
  if r >= top then return true end
  return r == top - 1 and ((c > 1 and not goose_at(geese, r + 1, c - 1)) or (c < w and not goose_at(geese, r + 1, c + 1)))
end

local function inside(p, r, c) return r >= 1 and c >= 1 and c <= p[1] end

return {
  id = "fox-and-geese",
  title = "Fox and Geese: geese step diagonally down, the fox diagonally anywhere (loopy; CGSuite's GenFoxAndGeese)",
  kind = "partizan",
  loopy = true,
  citation = "Berlekamp, Conway, Guy, Winning Ways (1982), ch. 20; A. N. Siegel, CGSuite, game.grid.GenFoxAndGeese",

  left = function(p)
    local geese, out = geese_of(p), {}
    if escaped(p, geese) then return out end
    for i, g in ipairs(geese) do
      for _, dc in ipairs({-1, 1}) do
        local r, c = g[1] - 1, g[2] + dc
        if inside(p, r, c) and not (r == p[3] and c == p[4]) and not goose_at(geese, r, c) then
          local moved = {}
          for j, h in ipairs(geese) do moved[j] = j == i and {r, c} or {h[1], h[2]} end
          out[#out + 1] = make(p[1], p[2], {p[3], p[4]}, moved)
        end
      end
    end
    return out
  end,

  right = function(p)
    local geese, out = geese_of(p), {}
    if escaped(p, geese) then return {p} end
    for _, d in ipairs({{-1, -1}, {-1, 1}, {1, -1}, {1, 1}}) do
      for k = 1, p[2] do
        local r, c = p[3] + k * d[1], p[4] + k * d[2]
        if not inside(p, r, c) or goose_at(geese, r, c) then break end
        out[#out + 1] = make(p[1], p[2], {r, c}, geese_of(p))
      end
    end
    return out
  end,

  valid = function(p)
    if #p < 6 or #p % 2 ~= 0 or p[1] < 2 or p[1] > 16 or p[2] < 1 or p[2] > 16 then return false end
    local seen = {}
    for i = 3, #p, 2 do
      local r, c = p[i], p[i + 1]
      if r < 1 or r > 64 or c < 1 or c > p[1] or (r + c) % 2 ~= 0 then return false end
      local key = r * 100 + c
      if seen[key] then return false end
      seen[key] = true
    end
    return true
  end,

  -- What the bound counts: the highest goose's row.
  size = function(p)
    local top = 0
    for i = 5, #p, 2 do top = math.max(top, p[i]) end
    return top
  end,

  -- For boards 8 and 10 wide and fox ranges 1 and 2: a full line of geese on row r (2 <= r <=
  -- min(bound, 4)) and the fox on each dark square below it.
  positions = function(bound)
    local out = {}
    for _, wr in ipairs({{8, 1}, {8, 2}, {10, 1}}) do
      local w, range = wr[1], wr[2]
      for r = 2, math.min(bound, 4) do
        local geese = {}
        for c = 1, w do
          if (r + c) % 2 == 0 then geese[#geese + 1] = {r, c} end
        end
        for fr = 1, r - 1 do
          for fc = 1, w do
            if (fr + fc) % 2 == 0 then out[#out + 1] = make(w, range, {fr, fc}, geese) end
          end
        end
      end
    end
    return out
  end,

  parse = function(text)
    local width, range, rest = 8, 1, text
    local head, tail = string.match(text, "^([%d,]+):(.*)$")
    if head then
      local w, r = string.match(head, "^(%d+),(%d+)$")
      width, range = math.tointeger(tonumber(w or head)), math.tointeger(tonumber(r or "1"))
      rest = tail
    end
    local geese_text, fox_text = string.match(rest, "^(.*);(.*)$")
    if not geese_text then error("write GEESE;FOX, e.g. (4,2),(4,4),(4,6),(4,8);(1,1)") end
    local geese = {}
    for r, c in string.gmatch(geese_text, "%((%d+),(%d+)%)") do geese[#geese + 1] = {tonumber(r), tonumber(c)} end
    local fr, fc = string.match(fox_text, "^%s*%((%d+),(%d+)%)%s*$")
    if not fr or #geese == 0 then error("write GEESE;FOX with at least one goose, e.g. (4,2),(4,4);(1,1)") end
    return make(width, range, {tonumber(fr), tonumber(fc)}, geese)
  end,

  show = function(p)
    local parts = {}
    for _, g in ipairs(geese_of(p)) do parts[#parts + 1] = "(" .. g[1] .. "," .. g[2] .. ")" end
    local prefix = ""
    if p[1] ~= 8 or p[2] ~= 1 then prefix = p[2] ~= 1 and (p[1] .. "," .. p[2] .. ":") or (p[1] .. ":") end
    return prefix .. table.concat(parts, ",") .. ";(" .. p[3] .. "," .. p[4] .. ")"
  end,
}
