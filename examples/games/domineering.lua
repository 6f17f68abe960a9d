-- Domineering on rectangular boards: Left places a vertical domino, Right a horizontal one, on two
-- empty adjacent squares. A position is {rows, cols, mask}: bit (r * cols + c) of mask is set when
-- square (r, c) is occupied. Boards of at most 64 squares (8 x 8, 6 x 10, 1 x 64, ...): a board of
-- 64 squares uses the mask's sign bit, so masks are compared as unsigned numbers (math.ult).
-- Text form: rows of '.' (empty) and '#' (occupied) joined by '/', e.g. "../.." is the empty 2 x 2
-- board; parse also reads rows joined by '|', as CGSuite writes them ("..|.."). A board is the sum
-- of its empty regions (components), each cut to its bounding box and turned (rows reversed,
-- columns reversed: values unchanged) to one representative.
-- Berlekamp, Conway and Guy, Winning Ways for your Mathematical Plays (1982), ch. 5.
local MAX_SQUARES = 64

-- Boards are bit masks, and everything below works on whole rows or whole boards at once.
local function occupied(p, r, c) return (p[3] >> (r * p[2] + c)) & 1 == 1 end

-- A word's 64 bits in reverse order.
local function reverse(x)
  x = ((x >> 1) & 0x5555555555555555) | ((x & 0x5555555555555555) << 1)
  x = ((x >> 2) & 0x3333333333333333) | ((x & 0x3333333333333333) << 2)
  x = ((x >> 4) & 0x0F0F0F0F0F0F0F0F) | ((x & 0x0F0F0F0F0F0F0F0F) << 4)
  x = ((x >> 8) & 0x00FF00FF00FF00FF) | ((x & 0x00FF00FF00FF00FF) << 8)
  x = ((x >> 16) & 0x0000FFFF0000FFFF) | ((x & 0x0000FFFF0000FFFF) << 16)
  return (x >> 32) | (x << 32)
end

-- The board's rows as masks of occupied squares (row 0 first).
local function rows_of(p, mask)
  local rows, cols, out = p[1], p[2], {}
  local full = (1 << cols) - 1
  for r = 0, rows - 1 do out[r + 1] = (mask >> (r * cols)) & full end
  return out
end

local function board_of(row_masks, cols)
  local mask = 0
  for r = 1, #row_masks do mask = mask | (row_masks[r] << ((r - 1) * cols)) end
  return mask
end

-- The empty squares' bounding box, the rest occupied; a full board is {1, 1, 1}.
local function trimmed(p)
  local rows, cols = p[1], p[2]
  local full = (1 << cols) - 1
  local rs, rmin, rmax, empty_cols = rows_of(p, p[3]), nil, nil, 0
  for r = 1, rows do
    local empty = ~rs[r] & full
    if empty ~= 0 then
      rmin = rmin or r
      rmax = r
      empty_cols = empty_cols | empty
    end
  end
  if not rmin then return {1, 1, 1} end
  local cmin, cmax = 0, cols - 1
  while (empty_cols >> cmin) & 1 == 0 do cmin = cmin + 1 end
  while (empty_cols >> cmax) & 1 == 0 do cmax = cmax - 1 end
  local w = cmax - cmin + 1
  local wfull, out = (1 << w) - 1, {}
  for r = rmin, rmax do out[#out + 1] = (rs[r] >> cmin) & wfull end
  return {rmax - rmin + 1, w, board_of(out, w)}
end

-- The smallest of the four reflections (by mask, unsigned; reflections keep who places which domino):
-- one memo entry for all of them. Reversing the whole mask turns the board about both axes.
local function representative(p)
  local rows, cols = p[1], p[2]
  local both = reverse(p[3]) >> (64 - rows * cols)
  local rs, bs = rows_of(p, p[3]), rows_of(p, both)
  local flipped_rows, flipped_cols = {}, {}
  for r = 1, rows do
    flipped_rows[r] = rs[rows + 1 - r]
    flipped_cols[r] = bs[rows + 1 - r]
  end
  local best = p[3]
  for _, q in ipairs({board_of(flipped_rows, cols), board_of(flipped_cols, cols), both}) do
    if math.ult(q, best) then best = q end
  end
  return {rows, cols, best}
end

-- Masks of a board's first and last columns.
local function edge_columns(rows, cols)
  local first, last = 0, 0
  for r = 0, rows - 1 do
    first = first | (1 << (r * cols))
    last = last | (1 << (r * cols + cols - 1))
  end
  return first, last
end

return {
  id = "domineering",
  title = "Domineering: Left places vertical dominoes, Right horizontal ones",
  kind = "partizan",
  citation = "E. R. Berlekamp, J. H. Conway, R. K. Guy, Winning Ways for your Mathematical Plays (1982), ch. 5",

  -- Left: a vertical domino on an empty square and the empty square below it.
  left = function(p)
    local cols, mask, out = p[2], p[3], {}
    local empty = ~mask & ((1 << (p[1] * cols)) - 1)
    local tops = empty & (empty >> cols)
    while tops ~= 0 do
      local low = tops & -tops
      out[#out + 1] = {p[1], cols, mask | low | (low << cols)}
      tops = tops ~ low
    end
    return out
  end,

  -- Right: a horizontal domino on an empty square and the empty square to its right.
  right = function(p)
    local cols, mask, out = p[2], p[3], {}
    local empty = ~mask & ((1 << (p[1] * cols)) - 1)
    local _, last = edge_columns(p[1], cols)
    local lefts = empty & (empty >> 1) & ~last
    while lefts ~= 0 do
      local low = lefts & -lefts
      out[#out + 1] = {p[1], cols, mask | low | (low << 1)}
      lefts = lefts ~ low
    end
    return out
  end,

  valid = function(p)
    return #p == 3 and p[1] >= 1 and p[1] <= MAX_SQUARES and p[2] >= 1 and p[2] <= MAX_SQUARES
       and p[1] * p[2] <= MAX_SQUARES and p[3] & ~((1 << (p[1] * p[2])) - 1) == 0
  end,

  normalize = function(p) return representative(trimmed(p)) end,

  -- The empty regions (4-connected), each a board of its own; a single square (no move) is left out.
  -- A region grows from one square by whole-board shifts until it stops changing.
  components = function(p)
    local rows, cols = p[1], p[2]
    local full = (1 << (rows * cols)) - 1
    local first, last = edge_columns(rows, cols)
    local empty, parts = ~p[3] & full, {}
    while empty ~= 0 do
      local region, before = empty & -empty, 0
      repeat
        before = region
        region = (region | ((region << 1) & ~first) | ((region >> 1) & ~last) | (region << cols) | (region >> cols)) & empty
      until region == before
      if region & (region - 1) ~= 0 then parts[#parts + 1] = {rows, cols, ~region & full} end
      empty = empty & ~region
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
    for r = 1, math.min(bound, MAX_SQUARES) do
      for c = 1, math.min(bound, MAX_SQUARES) // r do out[#out + 1] = {r, c, 0} end
    end
    return out
  end,

  parse = function(text)
    local rows = {}
    if text:find("^[/|]") or text:find("[/|]$") or text:find("[/|][/|]") then
      error("a board has no empty rows (no '|' or '/' at either end or two together)")
    end
    for row in string.gmatch(text, "[^/|]+") do rows[#rows + 1] = row end
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
