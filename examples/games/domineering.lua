-- Domineering on rectangular boards: Left places a vertical domino, Right a horizontal one, on two
-- empty adjacent squares. A position is {rows, cols, mask}: bit (r * cols + c) of mask is set when
-- square (r, c) is occupied. Boards up to 4 x 5. Text form: rows of '.' (empty) and '#' (occupied)
-- joined by '/', e.g. "../.." is the empty 2 x 2 board.
-- Berlekamp, Conway and Guy, Winning Ways for your Mathematical Plays (1982), ch. 5.
local MAX_ROWS, MAX_COLS = 4, 5

local function occupied(p, r, c) return (p[3] >> (r * p[2] + c)) & 1 == 1 end
local function with(p, r1, c1, r2, c2)
  return {p[1], p[2], p[3] | (1 << (r1 * p[2] + c1)) | (1 << (r2 * p[2] + c2))}
end

return {
  id = "domineering",
  title = "Domineering: Left places vertical dominoes, Right horizontal ones",
  kind = "partizan",
  citation = "E. R. Berlekamp, J. H. Conway, R. K. Guy, Winning Ways for your Mathematical Plays (1982), ch. 5",

  left = function(p)
    local out = {}
    for r = 0, p[1] - 2 do
      for c = 0, p[2] - 1 do
        if not occupied(p, r, c) and not occupied(p, r + 1, c) then out[#out + 1] = with(p, r, c, r + 1, c) end
      end
    end
    return out
  end,

  right = function(p)
    local out = {}
    for r = 0, p[1] - 1 do
      for c = 0, p[2] - 2 do
        if not occupied(p, r, c) and not occupied(p, r, c + 1) then out[#out + 1] = with(p, r, c, r, c + 1) end
      end
    end
    return out
  end,

  valid = function(p)
    return #p == 3 and p[1] >= 1 and p[1] <= MAX_ROWS and p[2] >= 1 and p[2] <= MAX_COLS
       and p[3] >= 0 and p[3] < (1 << (p[1] * p[2]))
  end,

  -- What the bound counts: the empty squares.
  size = function(p)
    local n = 0
    for i = 0, p[1] * p[2] - 1 do
      if (p[3] >> i) & 1 == 0 then n = n + 1 end
    end
    return n
  end,

  -- The empty boards with at most `bound` squares (the solver reaches every filling of them).
  positions = function(bound)
    local out = {}
    for r = 1, MAX_ROWS do
      for c = 1, MAX_COLS do
        if r * c <= bound then out[#out + 1] = {r, c, 0} end
      end
    end
    return out
  end,

  parse = function(text)
    local rows = {}
    for row in string.gmatch(text, "[^/]+") do rows[#rows + 1] = row end
    if #rows == 0 then error("a board needs at least one row of '.' and '#'") end
    local cols, mask = #rows[1], 0
    for r, row in ipairs(rows) do
      if #row ~= cols then error("rows of different lengths") end
      for c = 1, cols do
        local ch = row:sub(c, c)
        if ch == "#" then mask = mask | (1 << ((r - 1) * cols + (c - 1)))
        elseif ch ~= "." then error("a board has only '.' and '#'") end
      end
    end
    return {#rows, cols, mask}
  end,

  show = function(p)
    local rows = {}
    for r = 0, p[1] - 1 do
      local row = {}
      for c = 0, p[2] - 1 do row[#row + 1] = occupied(p, r, c) and "#" or "." end
      rows[#rows + 1] = table.concat(row)
    end
    return table.concat(rows, "/")
  end,
}
