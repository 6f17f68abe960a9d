-- Clobber: stones of two colours on a board; a player moves one of their stones onto an orthogonally
-- adjacent stone of the other colour, which is removed (clobbered). Left plays the black stones
-- 'x', Right the white stones 'o'; a player with no such move loses.
-- A position is {rows, cols, xs, os}: bit (r * cols + c) of xs (os) is set when square (r, c) holds
-- a black (white) stone. Boards of at most 128 squares (1 x 128, 8 x 8, 8 x 16, ...): squares 64 to
-- 127 are bits 0 to 63 of two more entries, {rows, cols, xs, os, xs_high, os_high}, present only when
-- one of those squares holds a stone (so a board of up to 64 squares is always four entries).
-- Text form: rows of 'x', 'o' and '.' (empty) joined by '/', e.g. "xoxo" or "xo/ox"; parse also reads
-- rows joined by '|', as CGSuite writes them ("xo|ox").
-- A board is the sum of its groups of stones (4-connected), each cut to its bounding box and turned
-- (rows reversed, columns reversed: values unchanged) to one representative; a group of one colour
-- has no move for either player (it is 0) and is left out.
-- M. H. Albert, J. P. Grossman, R. J. Nowakowski, D. Wolfe, An introduction to Clobber,
-- Integers 5(2) (2005), #A01.
local MAX_SQUARES = 128

-- A board's squares are a 128-bit mask held in two words (l: squares 0-63, h: 64-127; Lua's shifts
-- are logical, and shifts by 64 or more give 0). shift: the mask moved d squares up (d > 0) or down.
local function shift(l, h, d)
  return (l << d) | (h << (64 + d)), (h << d) | (l >> (64 - d))
end

-- Both words of the mask of a board's n squares.
local function full(n)
  return n >= 64 and -1 or (1 << n) - 1, n > 64 and (1 << (n - 64)) - 1 or 0
end

-- A position from its words: the high words only when a stone is there.
local function board(rows, cols, xl, ol, xh, oh)
  if xh | oh == 0 then return {rows, cols, xl, ol} end
  return {rows, cols, xl, ol, xh, oh}
end

-- The squares not in the last column and not in the first, as masks (both words), for a board of
-- two rows or more.
local edges_of = {}
local function edges(rows, cols)
  local key = rows * 256 + cols
  local e = edges_of[key]
  if e then return e end
  local fl, fh, ll, lh = 0, 0, 0, 0
  for r = 0, rows - 1 do
    local a, b = shift(1, 0, r * cols)
    local c, d = shift(1, 0, r * cols + cols - 1)
    fl, fh, ll, lh = fl | a, fh | b, ll | c, lh | d
  end
  e = {~ll, ~lh, ~fl, ~fh}
  edges_of[key] = e
  return e
end

-- Indices of a word's lowest and highest set bits (x ~= 0), and a word's bits in reverse order.
local LOW = {}
for i = 0, 63 do LOW[1 << i] = i end
local function top(x)
  local n = 0
  if x >> 32 ~= 0 then n, x = 32, x >> 32 end
  if x >> 16 ~= 0 then n, x = n + 16, x >> 16 end
  if x >> 8 ~= 0 then n, x = n + 8, x >> 8 end
  if x >> 4 ~= 0 then n, x = n + 4, x >> 4 end
  if x >> 2 ~= 0 then n, x = n + 2, x >> 2 end
  return x >> 1 ~= 0 and n + 1 or n
end
local function reverse(x)
  x = ((x >> 1) & 0x5555555555555555) | ((x & 0x5555555555555555) << 1)
  x = ((x >> 2) & 0x3333333333333333) | ((x & 0x3333333333333333) << 2)
  x = ((x >> 4) & 0x0F0F0F0F0F0F0F0F) | ((x & 0x0F0F0F0F0F0F0F0F) << 4)
  x = ((x >> 8) & 0x00FF00FF00FF00FF) | ((x & 0x00FF00FF00FF00FF) << 8)
  x = ((x >> 16) & 0x0000FFFF0000FFFF) | ((x & 0x0000FFFF0000FFFF) << 16)
  return (x >> 32) | (x << 32)
end

-- Squares i to i + w - 1 (w <= 64) of a mask, as one word.
local function slice(l, h, i, w)
  return ((l >> i) | (h << (64 - i))) & ((1 << w) - 1)
end

-- The order of representatives: the x stones' mask, then the o stones' (as unsigned 128-bit numbers).
local function before(axl, aol, axh, aoh, bxl, bol, bxh, boh)
  if axh ~= bxh then return math.ult(axh, bxh) end
  if axl ~= bxl then return math.ult(axl, bxl) end
  if aoh ~= boh then return math.ult(aoh, boh) end
  return math.ult(aol, bol)
end

-- Appends to out the moves of the stones (ml, mh) d squares along onto stones of (tl, th), movers
-- restricted to (kl, kh): Left's moves when the movers are the x stones.
local function along(out, rows, cols, left, ml, mh, tl, th, d, kl, kh)
  local sl, sh = shift(tl, th, -d)
  local al, ah = ml & sl & kl, mh & sh & kh
  while al | ah ~= 0 do
    local il, ih = al & -al, 0
    if il == 0 then ih = ah & -ah end
    al, ah = al ~ il, ah ~ ih
    local jl, jh = shift(il, ih, d)
    if left then out[#out + 1] = board(rows, cols, ml ~ il | jl, tl ~ jl, mh ~ ih | jh, th ~ jh)
    else out[#out + 1] = board(rows, cols, tl ~ jl, ml ~ il | jl, th ~ jh, mh ~ ih | jh) end
  end
end

local function moves(p, left)
  local rows, cols, out = p[1], p[2], {}
  local ml, tl, mh, th = p[3], p[4], p[5] or 0, p[6] or 0
  if not left then ml, tl, mh, th = tl, ml, th, mh end
  if rows == 1 then
    along(out, 1, cols, left, ml, mh, tl, th, 1, -1, -1)
    along(out, 1, cols, left, ml, mh, tl, th, -1, -1, -1)
  else
    local e = edges(rows, cols)
    along(out, rows, cols, left, ml, mh, tl, th, 1, e[1], e[2])
    along(out, rows, cols, left, ml, mh, tl, th, -1, e[3], e[4])
    along(out, rows, cols, left, ml, mh, tl, th, cols, -1, -1)
    along(out, rows, cols, left, ml, mh, tl, th, -cols, -1, -1)
  end
  return out
end

-- A row cut to its stones, and the smaller of it and its reversal.
local function normalized_row(p)
  local xl, ol, xh, oh = p[3], p[4], p[5] or 0, p[6] or 0
  local sl, sh = xl | ol, xh | oh
  if sl | sh == 0 then return {1, 1, 0, 0} end
  local a = sl ~= 0 and LOW[sl & -sl] or 64 + LOW[sh & -sh]
  local w = (sh ~= 0 and 64 + top(sh) or top(sl)) - a + 1
  xl, xh = shift(xl, xh, -a)
  ol, oh = shift(ol, oh, -a)
  local rxl, rxh = shift(reverse(xh), reverse(xl), w - 128)
  local rol, roh = shift(reverse(oh), reverse(ol), w - 128)
  if before(rxl, rol, rxh, roh, xl, ol, xh, oh) then return board(1, w, rxl, rol, rxh, roh) end
  return board(1, w, xl, ol, xh, oh)
end

-- The rows (xr, orow) rmin to rmax, columns cmin to cmin + w - 1, turned (rows reversed, columns
-- reversed or both), as a board's masks.
local function turned(xr, orow, rmin, rmax, cmin, w, flip_rows, flip_cols)
  local xl, ol, xh, oh, keep = 0, 0, 0, 0, (1 << w) - 1
  for k = 0, rmax - rmin do
    local r = flip_rows and rmax - k or rmin + k
    local x, o = (xr[r] >> cmin) & keep, (orow[r] >> cmin) & keep
    if flip_cols then x, o = reverse(x) >> (64 - w), reverse(o) >> (64 - w) end
    local al, ah = shift(x, 0, k * w)
    local bl, bh = shift(o, 0, k * w)
    xl, ol, xh, oh = xl | al, ol | bl, xh | ah, oh | bh
  end
  return xl, ol, xh, oh
end

-- A board of two rows or more cut to its stones' bounding box, then turned: the rows reversed, the
-- columns, then both, each turn of the best board so far kept when it comes first.
local function normalized_board(p)
  local rows, cols = p[1], p[2]
  local xl, ol, xh, oh = p[3], p[4], p[5] or 0, p[6] or 0
  local xr, orow, used, rmin, rmax = {}, {}, 0, nil, nil
  for r = 0, rows - 1 do
    local x, o = slice(xl, xh, r * cols, cols), slice(ol, oh, r * cols, cols)
    if x | o ~= 0 then
      rmin, rmax, used = rmin or r, r, used | x | o
    end
    xr[r], orow[r] = x, o
  end
  if not rmin then return {1, 1, 0, 0} end
  local cmin = LOW[used & -used]
  local w = top(used) - cmin + 1
  local fr, fc = false, false
  local bxl, bol, bxh, boh = turned(xr, orow, rmin, rmax, cmin, w, fr, fc)
  for f = 1, 3 do
    local r, c = fr ~= (f ~= 2), fc ~= (f ~= 1)
    local qxl, qol, qxh, qoh = turned(xr, orow, rmin, rmax, cmin, w, r, c)
    if before(qxl, qol, qxh, qoh, bxl, bol, bxh, boh) then
      fr, fc, bxl, bol, bxh, boh = r, c, qxl, qol, qxh, qoh
    end
  end
  return board(rmax - rmin + 1, w, bxl, bol, bxh, boh)
end

-- The lowest run of consecutive stones of a row's mask (l, h), not empty.
local function lowest_run(l, h)
  if l == 0 then return 0, h & ~(h + (h & -h)) end
  local rl = l & ~(l + (l & -l))
  if rl >= 0 then return rl, 0 end
  return rl, h & ~(h + 1) -- the run reaches square 63: it goes on from square 64
end

return {
  id = "clobber",
  title = "Clobber: Left moves black stones, Right white ones, each onto an adjacent stone of the other colour",
  kind = "partizan",
  citation = "M. H. Albert, J. P. Grossman, R. J. Nowakowski, D. Wolfe, An introduction to Clobber, Integers 5(2) (2005), #A01",

  left = function(p) return moves(p, true) end,
  right = function(p) return moves(p, false) end,

  valid = function(p)
    local n = #p
    if (n ~= 4 and n ~= 6) or p[1] < 1 or p[2] < 1 or p[1] > MAX_SQUARES or p[2] > MAX_SQUARES
       or p[1] * p[2] > MAX_SQUARES then return false end
    local fl, fh = full(p[1] * p[2])
    local xl, ol, xh, oh = p[3], p[4], p[5] or 0, p[6] or 0
    return (n == 4 or xh | oh ~= 0) and (xl | ol) & ~fl == 0 and (xh | oh) & ~fh == 0
       and xl & ol == 0 and xh & oh == 0
  end,

  normalize = function(p)
    if p[1] == 1 then return normalized_row(p) end
    return normalized_board(p)
  end,

  -- The groups of stones (4-connected) holding both colours, each a board of its own. In a row a
  -- group is a run of stones; on a board it grows from one stone by whole-board shifts until it
  -- stops changing.
  components = function(p)
    local rows, cols, parts = p[1], p[2], {}
    local xl, ol, xh, oh = p[3], p[4], p[5] or 0, p[6] or 0
    local sl, sh = xl | ol, xh | oh
    local e = rows > 1 and edges(rows, cols)
    while sl | sh ~= 0 do
      local gl, gh
      if rows == 1 then
        gl, gh = lowest_run(sl, sh)
      else
        gl, gh = sl & -sl, 0
        if gl == 0 then gh = sh & -sh end
        repeat
          local bl, bh = gl, gh
          local a1, a2 = shift(gl & e[1], gh & e[2], 1)
          local b1, b2 = shift(gl & e[3], gh & e[4], -1)
          local c1, c2 = shift(gl, gh, cols)
          local d1, d2 = shift(gl, gh, -cols)
          gl, gh = (gl | a1 | b1 | c1 | d1) & sl, (gh | a2 | b2 | c2 | d2) & sh
        until gl == bl and gh == bh
      end
      if (xl & gl) | (xh & gh) ~= 0 and (ol & gl) | (oh & gh) ~= 0 then
        parts[#parts + 1] = board(rows, cols, xl & gl, ol & gl, xh & gh, oh & gh)
      end
      sl, sh = sl & ~gl, sh & ~gh
    end
    return parts
  end,

  -- What the bound counts: the stones.
  size = function(p)
    local n = 0
    for _, s in ipairs({p[3] | p[4], (p[5] or 0) | (p[6] or 0)}) do
      while s ~= 0 do
        s = s & (s - 1)
        n = n + 1
      end
    end
    return n
  end,

  -- Every row of 1 to min(bound, 12) stones in every colouring (the solver keeps one of a row and
  -- its reversal), then the alternating rows xoxo... of 13 to `bound` stones (the rows the literature's
  -- solvers test).
  positions = function(bound)
    local out = {}
    for n = 1, math.min(bound, 12) do
      for xs = 0, (1 << n) - 1 do out[#out + 1] = {1, n, xs, ~xs & ((1 << n) - 1)} end
    end
    for n = 13, math.min(bound, MAX_SQUARES) do
      local fl, fh = full(n)
      local xl, xh = 0x5555555555555555 & fl, 0x5555555555555555 & fh
      out[#out + 1] = board(1, n, xl, ~xl & fl, xh, ~xh & fh)
    end
    return out
  end,

  parse = function(text)
    local rows = {}
    if text:find("^[/|]") or text:find("[/|]$") or text:find("[/|][/|]") then
      error("a board has no empty rows (no '|' or '/' at either end or two together)")
    end
    for row in string.gmatch(text, "[^/|]+") do rows[#rows + 1] = row end
    if #rows == 0 then error("a board needs at least one row of 'x', 'o' and '.'") end
    local cols, xl, ol, xh, oh = #rows[1], 0, 0, 0, 0
    if #rows * cols > MAX_SQUARES then error("a board has at most " .. MAX_SQUARES .. " squares") end
    for r, row in ipairs(rows) do
      if #row ~= cols then error("rows of different lengths") end
      for c = 1, cols do
        local ch = row:sub(c, c)
        local l, h = shift(1, 0, (r - 1) * cols + (c - 1))
        if ch == "x" then xl, xh = xl | l, xh | h
        elseif ch == "o" then ol, oh = ol | l, oh | h
        elseif ch ~= "." then error("a board has only 'x', 'o' and '.'") end
      end
    end
    return board(#rows, cols, xl, ol, xh, oh)
  end,

  show = function(p)
    local xl, ol, xh, oh = p[3], p[4], p[5] or 0, p[6] or 0
    local rows = {}
    for r = 0, p[1] - 1 do
      local row = {}
      for c = 0, p[2] - 1 do
        local i = r * p[2] + c
        row[#row + 1] = slice(xl, xh, i, 1) == 1 and "x" or slice(ol, oh, i, 1) == 1 and "o" or "."
      end
      rows[#rows + 1] = table.concat(row)
    end
    return table.concat(rows, "/")
  end,
}
