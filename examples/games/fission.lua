-- Fission: stones on a board. Left picks a stone whose squares just above and just below are both
-- empty and splits it into two stones on those squares (the stone's own square is emptied); Right
-- does the same to the left and right of a stone. A player with no such stone loses.
-- A position is {rows, cols, stones, blocked}: bit (r * cols + c) of stones (blocked) is set when
-- square (r, c) holds a stone (is blocked: no stone ever goes there). Boards of at most 64 squares
-- (bit 63 is the sign bit of the masks, which only shift and compare as bit patterns).
-- Text form as CGSuite writes it: rows of '.' (empty), 'x' (a stone) and '#' (blocked) joined by
-- '|', e.g. "....|..x.|....|#..#"; parse also reads '/' between rows.
-- A board is the sum of its regions (4-connected sets of unblocked squares, since a move only
-- touches a stone's four neighbours), each cut to its bounding box and reflected (rows reversed,
-- columns reversed: a move's shape is unchanged) to one representative; a region without a stone
-- is left out.
-- Rules as CGSuite's Fission.cgs (A. N. Siegel, CGSuite, github.com/aaron-siegel/cgsuite).
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

-- The unblocked squares' bounding box, the rest blocked; a board blocked through is {1, 1, 0, 1}.
local function trimmed(p)
  local rows, cols = p[1], p[2]
  local open = ~p[4] & full_mask(rows * cols)
  if open == 0 then return {1, 1, 0, 1} end
  local rmin, rmax, cmin, cmax = rows, -1, cols, -1
  for i = 0, rows * cols - 1 do
    if (open >> i) & 1 == 1 then
      local r, c = i // cols, i % cols
      if r < rmin then rmin = r end
      if r > rmax then rmax = r end
      if c < cmin then cmin = c end
      if c > cmax then cmax = c end
    end
  end
  local h, w = rmax - rmin + 1, cmax - cmin + 1
  local q = {h, w, 0, 0}
  for r = 0, h - 1 do
    for c = 0, w - 1 do
      local i, j = (r + rmin) * cols + c + cmin, r * w + c
      if (p[3] >> i) & 1 == 1 then q[3] = q[3] | (1 << j) end
      if (p[4] >> i) & 1 == 1 then q[4] = q[4] | (1 << j) end
    end
  end
  return q
end

-- The board reflected: rows reversed and/or columns reversed.
local function flipped(p, flip_rows, flip_cols)
  local h, w = p[1], p[2]
  local q = {h, w, 0, 0}
  for k = 3, 4 do
    for i = 0, h * w - 1 do
      if (p[k] >> i) & 1 == 1 then
        local r, c = i // w, i % w
        if flip_rows then r = h - 1 - r end
        if flip_cols then c = w - 1 - c end
        q[k] = q[k] | (1 << (r * w + c))
      end
    end
  end
  return q
end

-- The splits of the stones whose neighbours `step` squares before and after are empty (step = cols:
-- above and below, Left; step = 1: left and right, Right, never across a row's end).
local function splits(p, vertical)
  local rows, cols, stones, out = p[1], p[2], p[3], {}
  local full = full_mask(rows * cols)
  local empty = ~(p[3] | p[4]) & full
  local movable
  if vertical then
    movable = stones & (empty << cols) & (empty >> cols)
  else
    local first, last = edge_columns(rows, cols)
    movable = stones & ((empty << 1) & ~first) & ((empty >> 1) & ~last)
  end
  local step = vertical and cols or 1
  while movable ~= 0 do
    local s = movable & -movable
    out[#out + 1] = {rows, cols, (stones & ~s) | (s << step) | (s >> step), p[4]}
    movable = movable ~ s
  end
  return out
end

return {
  id = "fission",
  title = "Fission: split a stone into two on its empty neighbours, Left vertically, Right horizontally",
  kind = "partizan",
  citation = "A. N. Siegel, CGSuite (github.com/aaron-siegel/cgsuite), Fission.cgs",

  left = function(p) return splits(p, true) end,
  right = function(p) return splits(p, false) end,

  valid = function(p)
    if #p ~= 4 or p[1] < 1 or p[2] < 1 or p[1] * p[2] > MAX_SQUARES then return false end
    local outside = ~full_mask(p[1] * p[2])
    return p[3] & outside == 0 and p[4] & outside == 0 and p[3] & p[4] == 0
  end,

  -- Trimmed, then the smallest of its four reflections (by rows, cols, then the masks).
  normalize = function(p)
    local best = trimmed(p)
    local t = best
    for _, f in ipairs({{true, false}, {false, true}, {true, true}}) do
      local q = flipped(t, f[1], f[2])
      if q[3] < best[3] or (q[3] == best[3] and q[4] < best[4]) then best = q end
    end
    return best
  end,

  -- The regions of unblocked squares (4-connected) holding a stone, each a board of its own.
  components = function(p)
    local rows, cols = p[1], p[2]
    local full = full_mask(rows * cols)
    local first, last = edge_columns(rows, cols)
    local open, parts = ~p[4] & full, {}
    local remaining = open
    while remaining ~= 0 do
      local region, before = remaining & -remaining, 0
      repeat
        before = region
        region = (region | ((region << 1) & ~first) | ((region >> 1) & ~last) | (region << cols) | (region >> cols)) & open
      until region == before
      if region & p[3] ~= 0 then parts[#parts + 1] = {rows, cols, p[3] & region, p[4] | (~region & full)} end
      remaining = remaining & ~region
    end
    return parts
  end,

  -- What the bound counts: the board's squares.
  size = function(p) return p[1] * p[2] end,

  -- Every board of at most `bound` squares with every set of stones; on boards of up to 6 squares
  -- each other square empty or blocked, on larger boards empty. By squares, then rows, then masks.
  positions = function(bound)
    local out = {}
    for n = 1, math.min(bound, MAX_SQUARES, 16) do
      for rows = 1, n do
        if n % rows == 0 then
          local cols, full = n // rows, full_mask(n)
          local stones = 0
          repeat   -- every subset of the squares holds stones, in increasing order
            local free = n <= 6 and full & ~stones or 0
            local blocked = 0
            repeat   -- every subset of the other squares blocked
              out[#out + 1] = {rows, cols, stones, blocked}
              blocked = (blocked - free) & free
            until blocked == 0
            stones = (stones - full) & full
          until stones == 0
        end
      end
    end
    return out
  end,

  parse = function(text)
    local rows = {}
    if text:find("^[/|]") or text:find("[/|]$") or text:find("[/|][/|]") then
      error("a board has no empty rows (no '|' or '/' at either end or two together)")
    end
    for row in string.gmatch(string.lower(text), "[^/|]+") do rows[#rows + 1] = row end
    if #rows == 0 then error("a board needs at least one row of '.', 'x' and '#'") end
    local cols = #rows[1]
    if #rows * cols > MAX_SQUARES then error("a board has at most " .. MAX_SQUARES .. " squares") end
    local q = {#rows, cols, 0, 0}
    for r, row in ipairs(rows) do
      if #row ~= cols then error("rows of different lengths") end
      for c = 1, cols do
        local ch, bit = row:sub(c, c), 1 << ((r - 1) * cols + (c - 1))
        if ch == "x" then q[3] = q[3] | bit
        elseif ch == "#" then q[4] = q[4] | bit
        elseif ch ~= "." then error("a board has only '.', 'x' and '#'") end
      end
    end
    return q
  end,

  show = function(p)
    local rows = {}
    for r = 0, p[1] - 1 do
      local row = {}
      for c = 0, p[2] - 1 do
        local i = r * p[2] + c
        row[#row + 1] = (p[3] >> i) & 1 == 1 and "x" or (p[4] >> i) & 1 == 1 and "#" or "."
      end
      rows[#rows + 1] = table.concat(row)
    end
    return table.concat(rows, "|")
  end,
}
