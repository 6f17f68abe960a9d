-- Konane (Hawaiian checkers): black and white stones on a board. A move jumps one of your stones
-- orthogonally over an adjacent stone of the other colour onto the empty square just beyond it, and
-- removes the stone jumped; the same stone may go on jumping in the same direction (never turning),
-- stopping after any jump. Left plays the black stones 'x', Right the white ones 'o'; a player with
-- no jump loses. (The opening removals of the traditional game are not modelled: a position is a
-- board after them.)
-- A position is {rows, cols, xs, os}: bit (r * cols + c) of xs (os) is set when square (r, c) holds
-- a black (white) stone. Boards of at most 64 squares (bit 63 is the sign bit of the masks, which
-- only shift and compare as bit patterns).
-- Text form: rows of 'x', 'o' and '.' (empty) joined by '|', e.g. "xo.|.ox"; parse also reads '/'.
-- Not split into components: a jump lands on an empty square, so groups of stones apart may meet.
-- A board is turned (rows reversed, columns reversed: values unchanged) to one representative; its
-- empty edges are kept (a jump may land there).
-- M. D. Ernst, Playing Konane mathematically: a combinatorial game-theoretic analysis, UMAP Journal
-- 16(2) (1995) 95-121; M. H. Albert, R. J. Nowakowski, D. Wolfe, Lessons in Play (2007).
local MAX_SQUARES = 64

local DIRS = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}}

local function full_mask(n) return (1 << n) - 1 end   -- n = 64: 1 << 64 is 0, so -1 (all bits)

-- The jumps of the stones in entry `mine` (3 for Left, 4 for Right) over those in `theirs`.
local function jumps(p, mine, theirs)
  local rows, cols, out = p[1], p[2], {}
  for i = 0, rows * cols - 1 do
    if (p[mine] >> i) & 1 == 1 then
      for _, d in ipairs(DIRS) do
        local r, c = i // cols, i % cols
        local others = p[theirs]
        local occupied = (p[3] | p[4]) & ~(1 << i)
        while true do
          local r1, c1, r2, c2 = r + d[1], c + d[2], r + 2 * d[1], c + 2 * d[2]
          if r2 < 0 or r2 >= rows or c2 < 0 or c2 >= cols then break end
          local over, land = 1 << (r1 * cols + c1), 1 << (r2 * cols + c2)
          if others & over == 0 or occupied & land ~= 0 then break end
          others = others & ~over
          occupied = occupied & ~over
          local q = {rows, cols, 0, 0}
          q[mine] = (p[mine] & ~(1 << i)) | land
          q[theirs] = others
          out[#out + 1] = q
          r, c = r2, c2
        end
      end
    end
  end
  return out
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

-- The checkerboard of a board: black on the squares with r + c even.
local function checkerboard(rows, cols)
  local xs = 0
  for r = 0, rows - 1 do
    for c = 0, cols - 1 do
      if (r + c) % 2 == 0 then xs = xs | (1 << (r * cols + c)) end
    end
  end
  return xs
end

return {
  id = "konane",
  title = "Konane: jump a stone over an adjacent stone of the other colour, in one direction, capturing it",
  kind = "partizan",
  citation = "M. D. Ernst, Playing Konane mathematically: a combinatorial game-theoretic analysis, " ..
             "UMAP Journal 16(2) (1995) 95-121",

  left = function(p) return jumps(p, 3, 4) end,
  right = function(p) return jumps(p, 4, 3) end,

  valid = function(p)
    if #p ~= 4 or p[1] < 1 or p[2] < 1 or p[1] * p[2] > MAX_SQUARES then return false end
    local outside = ~full_mask(p[1] * p[2])
    return p[3] & outside == 0 and p[4] & outside == 0 and p[3] & p[4] == 0
  end,

  -- The smallest of the board's four reflections (by the masks).
  normalize = function(p)
    local best = p
    for _, f in ipairs({{true, false}, {false, true}, {true, true}}) do
      local q = flipped(p, f[1], f[2])
      if q[3] < best[3] or (q[3] == best[3] and q[4] < best[4]) then best = q end
    end
    return best
  end,

  -- What the bound counts: the board's squares.
  size = function(p) return p[1] * p[2] end,

  -- Every board of up to min(bound, 6) squares in every filling; then, up to `bound` squares, the
  -- full checkerboards (either colour in the corner) with one or two stones removed, as the
  -- traditional game opens. By squares, then rows, then the masks.
  positions = function(bound)
    local out = {}
    for n = 1, math.min(bound, MAX_SQUARES) do
      for rows = 1, n do
        if n % rows == 0 then
          local cols, full = n // rows, full_mask(n)
          if n <= 6 then
            local stones = 0
            repeat   -- every set of stones, then every colouring of it
              local xs = 0
              repeat
                out[#out + 1] = {rows, cols, xs, stones & ~xs}
                xs = (xs - stones) & stones
              until xs == 0
              stones = (stones - full) & full
            until stones == 0
          else
            for _, xs in ipairs({checkerboard(rows, cols), full & ~checkerboard(rows, cols)}) do
              for a = 0, n - 1 do
                for b = a, n - 1 do
                  local gone = (1 << a) | (1 << b)
                  out[#out + 1] = {rows, cols, xs & ~gone, full & ~xs & ~gone}
                end
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
    if #rows == 0 then error("a board needs at least one row of 'x', 'o' and '.'") end
    local cols = #rows[1]
    if #rows * cols > MAX_SQUARES then error("a board has at most " .. MAX_SQUARES .. " squares") end
    local q = {#rows, cols, 0, 0}
    for r, row in ipairs(rows) do
      if #row ~= cols then error("rows of different lengths") end
      for c = 1, cols do
        local ch, bit = row:sub(c, c), 1 << ((r - 1) * cols + (c - 1))
        if ch == "x" then q[3] = q[3] | bit
        elseif ch == "o" then q[4] = q[4] | bit
        elseif ch ~= "." then error("a board has only 'x', 'o' and '.'") end
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
        row[#row + 1] = (p[3] >> i) & 1 == 1 and "x" or (p[4] >> i) & 1 == 1 and "o" or "."
      end
      rows[#rows + 1] = table.concat(row)
    end
    return table.concat(rows, "|")
  end,
}
