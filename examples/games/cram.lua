-- Cram: the impartial Domineering. A move places a domino on two empty adjacent squares, vertically
-- or horizontally, for either player; a player who cannot place one loses.
-- A position is {rows, cols, mask}: bit (r * cols + c) of mask is set when square (r, c) is
-- occupied. Boards of at most 64 squares (8 x 8; bit 63 is the mask's sign bit, which only shifts
-- and compares as a bit pattern).
-- Text form as CGSuite writes it: rows of '.' (empty) and '#' (occupied) joined by '|', e.g.
-- ".........|##.######"; parse also reads '/' between rows.
-- A board is the sum of its empty regions (4-connected; a single square has no move and is left
-- out), each cut to its bounding box and turned to one of its eight symmetric images (either player
-- places either domino, so a quarter turn changes nothing).
-- M. Gardner, Mathematical Games, Scientific American (1974); E. R. Berlekamp, J. H. Conway,
-- R. K. Guy, Winning Ways for your Mathematical Plays (1982); CGSuite's Cram is
-- Domineering.ImpartialVariant (A. N. Siegel, CGSuite, github.com/aaron-siegel/cgsuite).
local MAX_SQUARES = 64

local function full_mask(n) return (1 << n) - 1 end   -- n = 64: 1 << 64 is 0, so -1 (all bits)

-- Masks of a board's first and last columns.
local function edge_columns(rows, cols)
  local first, last = 0, 0
  for r = 0, rows - 1 do
    first = first | (1 << (r * cols))
    last = last | (1 << (r * cols + cols - 1))
  end
  return first, last
end

-- The empty squares' bounding box, the rest occupied; a full board is {1, 1, 1}.
local function trimmed(p)
  local rows, cols = p[1], p[2]
  local empty = ~p[3] & full_mask(rows * cols)
  if empty == 0 then return {1, 1, 1} end
  local rmin, rmax, cmin, cmax = rows, -1, cols, -1
  for i = 0, rows * cols - 1 do
    if (empty >> i) & 1 == 1 then
      local r, c = i // cols, i % cols
      if r < rmin then rmin = r end
      if r > rmax then rmax = r end
      if c < cmin then cmin = c end
      if c > cmax then cmax = c end
    end
  end
  local h, w, mask = rmax - rmin + 1, cmax - cmin + 1, 0
  for r = 0, h - 1 do
    for c = 0, w - 1 do
      if (p[3] >> ((r + rmin) * cols + c + cmin)) & 1 == 1 then mask = mask | (1 << (r * w + c)) end
    end
  end
  return {h, w, mask}
end

-- The board turned by one of the eight symmetries of the rectangle: transposed or not, then rows
-- and/or columns reversed.
local function turned(p, transpose, flip_rows, flip_cols)
  local h, w, mask = p[1], p[2], 0
  local H, W = h, w
  if transpose then H, W = w, h end
  for i = 0, h * w - 1 do
    if (p[3] >> i) & 1 == 1 then
      local r, c = i // w, i % w
      if transpose then r, c = c, r end
      if flip_rows then r = H - 1 - r end
      if flip_cols then c = W - 1 - c end
      mask = mask | (1 << (r * W + c))
    end
  end
  return {H, W, mask}
end

return {
  id = "cram",
  title = "Cram: either player places a domino either way on two empty adjacent squares",
  kind = "impartial",
  citation = "E. R. Berlekamp, J. H. Conway, R. K. Guy, Winning Ways for your Mathematical Plays (1982); " ..
             "A. N. Siegel, CGSuite (github.com/aaron-siegel/cgsuite), Domineering.ImpartialVariant",

  -- A domino on an empty square and the empty square below it, or to its right.
  options = function(p)
    local rows, cols, mask, out = p[1], p[2], p[3], {}
    local empty = ~mask & full_mask(rows * cols)
    local _, last = edge_columns(rows, cols)
    local tops = empty & (empty >> cols)
    while tops ~= 0 do
      local low = tops & -tops
      out[#out + 1] = {rows, cols, mask | low | (low << cols)}
      tops = tops ~ low
    end
    local lefts = empty & (empty >> 1) & ~last
    while lefts ~= 0 do
      local low = lefts & -lefts
      out[#out + 1] = {rows, cols, mask | low | (low << 1)}
      lefts = lefts ~ low
    end
    return out
  end,

  valid = function(p)
    return #p == 3 and p[1] >= 1 and p[2] >= 1 and p[1] * p[2] <= MAX_SQUARES
       and p[3] & ~full_mask(p[1] * p[2]) == 0
  end,

  -- Trimmed, then the smallest of the eight symmetric images (by rows, cols, then mask). Only the
  -- images with the fewest rows can be the smallest: the four untransposed ones when rows < cols,
  -- the four transposed ones when rows > cols, all eight when the board is square.
  normalize = function(p)
    local t = trimmed(p)
    local best = t[1] <= t[2] and t or turned(t, true, false, false)
    for s = 1, 7 do
      local transpose = s & 4 ~= 0
      local q = (t[1] == t[2] or transpose == (t[1] > t[2])) and turned(t, transpose, s & 2 ~= 0, s & 1 ~= 0) or best
      if q[1] < best[1] or (q[1] == best[1] and (q[2] < best[2] or (q[2] == best[2] and q[3] < best[3]))) then
        best = q
      end
    end
    return best
  end,

  -- The empty regions (4-connected), each a board of its own; a single square is left out.
  components = function(p)
    local rows, cols = p[1], p[2]
    local full = full_mask(rows * cols)
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
    local n, e = 0, ~p[3] & full_mask(p[1] * p[2])
    while e ~= 0 do
      e = e & (e - 1)
      n = n + 1
    end
    return n
  end,

  -- The empty boards of at most `bound` squares, rows <= cols (a board and its transpose are one
  -- game); the solver reaches every filling of them.
  positions = function(bound)
    local out = {}
    for rows = 1, MAX_SQUARES do
      for cols = rows, MAX_SQUARES do
        if rows * cols <= bound and rows * cols <= MAX_SQUARES then out[#out + 1] = {rows, cols, 0} end
      end
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
    if #rows * cols > MAX_SQUARES then error("a board has at most " .. MAX_SQUARES .. " squares") end
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
      for c = 0, p[2] - 1 do row[#row + 1] = (p[3] >> (r * p[2] + c)) & 1 == 1 and "#" or "." end
      rows[#rows + 1] = table.concat(row)
    end
    return table.concat(rows, "|")
  end,
}
