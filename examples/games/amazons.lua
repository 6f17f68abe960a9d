-- Amazons: each player has amazons (chess queens) on a board. A move is two steps: move one of your
-- amazons like a queen (any number of empty squares orthogonally or diagonally, no jumping), then
-- fire an arrow from the square it reached, again like a queen, onto an empty square, which is
-- burned for good (the square the amazon left is empty, so the arrow may pass through it or land on
-- it). Left plays the black amazons 'x', Right the white ones 'o'; a player with no move loses.
-- A position is {rows, cols, xs, os, burned}: bit (r * cols + c) of xs (os, burned) is set when
-- square (r, c) holds a black amazon (a white amazon, a burned square). Boards of at most 64 squares
-- (8 x 8; bit 63 is the sign bit of the mask, which only shifts and compares as a bit pattern).
-- Text form as CGSuite writes it: rows of '.' (empty), 'x', 'o' and '#' (burned) joined by '|',
-- e.g. "x...|o..."; parse also reads '/' between rows.
-- A board is the sum of its regions (8-connected sets of unburned squares: an amazon or an arrow
-- crosses a diagonal between two burned squares), each cut to its bounding box and turned to one
-- of its eight symmetric images (a queen's moves look the same turned or reflected); a region
-- without an amazon or without an empty square has no move and is left out.
-- Rules as CGSuite's Amazons.cgs (A. N. Siegel, CGSuite, github.com/aaron-siegel/cgsuite);
-- the game is W. Zamkauskas's (1988); E. R. Berlekamp, Sums of N x 2 Amazons (2000).
local MAX_SQUARES = 64

local DIRS = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}

local function full_mask(n) return (1 << n) - 1 end   -- n = 64: 1 << 64 is 0, so -1 (all bits)

-- The moves of the amazons in entry `mine` (3 for Left, 4 for Right).
local function moves(p, mine)
  local rows, cols, out = p[1], p[2], {}
  local occupied = p[3] | p[4] | p[5]
  for i = 0, rows * cols - 1 do
    if (p[mine] >> i) & 1 == 1 then
      local r, c = i // cols, i % cols
      local rest = p[mine] & ~(1 << i)
      for _, d in ipairs(DIRS) do
        local r2, c2 = r + d[1], c + d[2]
        while r2 >= 0 and r2 < rows and c2 >= 0 and c2 < cols and (occupied >> (r2 * cols + c2)) & 1 == 0 do
          local to = r2 * cols + c2
          local after = (occupied & ~(1 << i)) | (1 << to)   -- the amazon has left square i
          for _, e in ipairs(DIRS) do
            local r3, c3 = r2 + e[1], c2 + e[2]
            while r3 >= 0 and r3 < rows and c3 >= 0 and c3 < cols and (after >> (r3 * cols + c3)) & 1 == 0 do
              local q = {rows, cols, p[3], p[4], p[5] | (1 << (r3 * cols + c3))}
              q[mine] = rest | (1 << to)
              out[#out + 1] = q
              r3, c3 = r3 + e[1], c3 + e[2]
            end
          end
          r2, c2 = r2 + d[1], c2 + d[2]
        end
      end
    end
  end
  return out
end

-- The unburned squares' bounding box, the rest of it burned; a board burned through is {1, 1, 0, 0, 1}.
local function trimmed(p)
  local rows, cols = p[1], p[2]
  local open = ~p[5] & full_mask(rows * cols)
  if open == 0 then return {1, 1, 0, 0, 1} end
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
  local q = {h, w, 0, 0, 0}
  for r = 0, h - 1 do
    for c = 0, w - 1 do
      local i, j = (r + rmin) * cols + c + cmin, r * w + c
      for k = 3, 5 do
        if (p[k] >> i) & 1 == 1 then q[k] = q[k] | (1 << j) end
      end
    end
  end
  return q
end

-- The board turned by one of the eight symmetries of the rectangle: transposed (rows become
-- columns) or not, then rows reversed and/or columns reversed.
local function turned(p, transpose, flip_rows, flip_cols)
  local h, w = p[1], p[2]
  local H, W = h, w
  if transpose then H, W = w, h end
  local q = {H, W, 0, 0, 0}
  for k = 3, 5 do
    local bits, m = p[k], 0
    for i = 0, h * w - 1 do
      if (bits >> i) & 1 == 1 then
        local r, c = i // w, i % w
        if transpose then r, c = c, r end
        if flip_rows then r = H - 1 - r end
        if flip_cols then c = W - 1 - c end
        m = m | (1 << (r * W + c))
      end
    end
    q[k] = m
  end
  return q
end

local function smaller(a, b)
  for k = 1, 5 do
    if a[k] ~= b[k] then return a[k] < b[k] end
  end
  return false
end

return {
  id = "amazons",
  title = "Amazons: move a queen, then fire an arrow from it that burns a square",
  kind = "partizan",
  citation = "A. N. Siegel, CGSuite (github.com/aaron-siegel/cgsuite), Amazons.cgs; " ..
             "E. R. Berlekamp, Sums of N x 2 Amazons (2000)",

  left = function(p) return moves(p, 3) end,
  right = function(p) return moves(p, 4) end,

  valid = function(p)
    if #p ~= 5 or p[1] < 1 or p[2] < 1 or p[1] * p[2] > MAX_SQUARES then return false end
    local outside = ~full_mask(p[1] * p[2])
    return p[3] & outside == 0 and p[4] & outside == 0 and p[5] & outside == 0
       and p[3] & p[4] == 0 and p[3] & p[5] == 0 and p[4] & p[5] == 0
  end,

  -- Trimmed, then the smallest of the eight symmetric images (by rows, cols, then the masks).
  normalize = function(p)
    local t = trimmed(p)
    local best = t
    for s = 1, 7 do
      local q = turned(t, s & 4 ~= 0, s & 2 ~= 0, s & 1 ~= 0)
      if smaller(q, best) then best = q end
    end
    return best
  end,

  -- The regions of unburned squares (8-connected) holding an amazon and an empty square, each a
  -- board of its own (the rest burned). A region grows from one square by whole-board shifts.
  components = function(p)
    local rows, cols = p[1], p[2]
    local full = full_mask(rows * cols)
    local first, last = 0, 0
    for r = 0, rows - 1 do
      first = first | (1 << (r * cols))
      last = last | (1 << (r * cols + cols - 1))
    end
    local open, parts = ~p[5] & full, {}
    local empty = open & ~(p[3] | p[4])
    local remaining = open
    while remaining ~= 0 do
      local region, before = remaining & -remaining, 0
      repeat
        before = region
        local east, west = ~first, ~last   -- where a shift by +1 (-1) column may land
        region = (region | ((region << 1) & east) | ((region >> 1) & west)
                  | (region << cols) | (region >> cols)
                  | ((region << (cols + 1)) & east) | ((region >> (cols - 1)) & east)
                  | ((region << (cols - 1)) & west) | ((region >> (cols + 1)) & west)) & open
      until region == before
      if region & (p[3] | p[4]) ~= 0 and region & empty ~= 0 then
        parts[#parts + 1] = {rows, cols, p[3] & region, p[4] & region, p[5] | (~region & full)}
      end
      remaining = remaining & ~region
    end
    return parts
  end,

  -- What the bound counts: the board's squares.
  size = function(p) return p[1] * p[2] end,

  -- Every board of at most `bound` squares with at most one amazon of each colour: on boards of up
  -- to 6 squares every other square empty or burned, on larger boards every other square empty (the
  -- solver reaches their burned fillings); by number of squares, then rows, then the masks.
  positions = function(bound)
    local out = {}
    for n = 1, math.min(bound, MAX_SQUARES) do
      for rows = 1, n do
        if n % rows == 0 then
          local cols = n // rows
          for x = -1, n - 1 do
            for o = -1, n - 1 do
              if x < 0 or o ~= x then
                local xs = x >= 0 and (1 << x) or 0
                local os = o >= 0 and (1 << o) or 0
                local free = n <= 6 and full_mask(n) & ~(xs | os) or 0
                local burned = 0
                repeat   -- every subset of `free` burned, in increasing order
                  out[#out + 1] = {rows, cols, xs, os, burned}
                  burned = (burned - free) & free
                until burned == 0
              end
            end
          end
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
    if #rows == 0 then error("a board needs at least one row of '.', 'x', 'o' and '#'") end
    local cols = #rows[1]
    if #rows * cols > MAX_SQUARES then error("a board has at most " .. MAX_SQUARES .. " squares") end
    local q = {#rows, cols, 0, 0, 0}
    for r, row in ipairs(rows) do
      if #row ~= cols then error("rows of different lengths") end
      for c = 1, cols do
        local k = ({x = 3, o = 4, ["#"] = 5, ["."] = 0})[row:sub(c, c)]
        if not k then error("a board has only '.', 'x', 'o' and '#'") end
        if k > 0 then q[k] = q[k] | (1 << ((r - 1) * cols + (c - 1))) end
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
        row[#row + 1] = (p[3] >> i) & 1 == 1 and "x" or (p[4] >> i) & 1 == 1 and "o"
                        or (p[5] >> i) & 1 == 1 and "#" or "."
      end
      rows[#rows + 1] = table.concat(row)
    end
    return table.concat(rows, "|")
  end,
}
