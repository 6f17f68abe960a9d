-- Domineering on rectangular boards: Left places a vertical domino, Right a horizontal one, on two
-- empty adjacent squares. A position is {rows, cols, mask}: bit (r * cols + c) of mask is set when
-- square (r, c) is occupied. Boards of at most 36 squares, sides at most 12 (6 x 6, 2 x 12, ...).
-- Text form: rows of '.' (empty) and '#' (occupied) joined by '/', e.g. "../.." is the empty 2 x 2
-- board. A board is the sum of its empty regions (components), each cut to its bounding box and
-- turned (rows reversed, columns reversed: values unchanged) to one representative.
-- Berlekamp, Conway and Guy, Winning Ways for your Mathematical Plays (1982), ch. 5.
local MAX_SIDE, MAX_SQUARES = 12, 36

local function occupied(p, r, c) return (p[3] >> (r * p[2] + c)) & 1 == 1 end

-- The board turned by flip_rows / flip_cols (reflections keep who places which domino).
local function flipped(p, flip_rows, flip_cols)
  local rows, cols, mask, out = p[1], p[2], p[3], 0
  for r = 0, rows - 1 do
    for c = 0, cols - 1 do
      if (mask >> (r * cols + c)) & 1 == 1 then
        local r2 = flip_rows and rows - 1 - r or r
        local c2 = flip_cols and cols - 1 - c or c
        out = out | (1 << (r2 * cols + c2))
      end
    end
  end
  return {rows, cols, out}
end

-- The smallest of the four reflections (by mask): one memo entry for all of them.
local function representative(p)
  local best = p
  for _, f in ipairs({{true, false}, {false, true}, {true, true}}) do
    local q = flipped(p, f[1], f[2])
    if q[3] < best[3] then best = q end
  end
  return best
end

-- The empty squares' bounding box, the rest marked occupied; a full board is {1, 1, 1}.
local function trimmed(p)
  local rows, cols, mask = p[1], p[2], p[3]
  local rmin, rmax, cmin, cmax = rows, -1, cols, -1
  for r = 0, rows - 1 do
    for c = 0, cols - 1 do
      if (mask >> (r * cols + c)) & 1 == 0 then
        if r < rmin then rmin = r end
        if r > rmax then rmax = r end
        if c < cmin then cmin = c end
        if c > cmax then cmax = c end
      end
    end
  end
  if rmax < 0 then return {1, 1, 1} end
  local h, w, out = rmax - rmin + 1, cmax - cmin + 1, 0
  for r = 0, h - 1 do
    for c = 0, w - 1 do
      if (mask >> ((r + rmin) * cols + c + cmin)) & 1 == 1 then out = out | (1 << (r * w + c)) end
    end
  end
  return {h, w, out}
end
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
    return #p == 3 and p[1] >= 1 and p[1] <= MAX_SIDE and p[2] >= 1 and p[2] <= MAX_SIDE
       and p[1] * p[2] <= MAX_SQUARES and p[3] >= 0 and p[3] < (1 << (p[1] * p[2]))
  end,

  normalize = function(p) return representative(trimmed(p)) end,

  -- The empty regions (4-connected), each a board of its own; a single square (no move) is left out.
  components = function(p)
    local rows, cols, mask = p[1], p[2], p[3]
    local seen, parts = mask, {}
    for start = 0, rows * cols - 1 do
      if (seen >> start) & 1 == 0 then
        local stack, region, size = {start}, 0, 0
        seen = seen | (1 << start)
        while #stack > 0 do
          local i = stack[#stack]
          stack[#stack] = nil
          region = region | (1 << i)
          size = size + 1
          local r, c = i // cols, i % cols
          for _, n in ipairs({r > 0 and i - cols or -1, r < rows - 1 and i + cols or -1,
                              c > 0 and i - 1 or -1, c < cols - 1 and i + 1 or -1}) do
            if n >= 0 and (seen >> n) & 1 == 0 then
              seen = seen | (1 << n)
              stack[#stack + 1] = n
            end
          end
        end
        if size > 1 then parts[#parts + 1] = {rows, cols, ~region & ((1 << (rows * cols)) - 1)} end
      end
    end
    return parts
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
    for r = 1, MAX_SIDE do
      for c = 1, MAX_SIDE do
        if r * c <= bound and r * c <= MAX_SQUARES then out[#out + 1] = {r, c, 0} end
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
