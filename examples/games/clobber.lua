-- Clobber: stones of two colours on a board; a player moves one of their stones onto an orthogonally
-- adjacent stone of the other colour, which is removed (clobbered). Left plays the black stones
-- 'x', Right the white stones 'o'; a player with no such move loses.
-- A position is {rows, cols, xs, os}: bit (r * cols + c) of xs (os) is set when square (r, c) holds
-- a black (white) stone. Boards of at most 60 squares (1 x 60, 6 x 10, 7 x 8, ...).
-- Text form: rows of 'x', 'o' and '.' (empty) joined by '/', e.g. "xoxo" or "xo/ox"; parse also reads
-- rows joined by '|', as CGSuite writes them ("xo|ox").
-- A board is the sum of its groups of stones (4-connected), each cut to its bounding box and turned
-- (rows reversed, columns reversed: values unchanged) to one representative; a group of one colour
-- has no move for either player (it is 0) and is left out.
-- M. H. Albert, J. P. Grossman, R. J. Nowakowski, D. Wolfe, An introduction to Clobber,
-- Integers 5(2) (2005), #A01.
local MAX_SQUARES = 60

-- The board reflected (flip_rows: rows reversed, flip_cols: columns reversed).
local function flipped(p, flip_rows, flip_cols)
  local rows, cols, xs, os = p[1], p[2], 0, 0
  for r = 0, rows - 1 do
    for c = 0, cols - 1 do
      local i = r * cols + c
      local j = (flip_rows and rows - 1 - r or r) * cols + (flip_cols and cols - 1 - c or c)
      if (p[3] >> i) & 1 == 1 then xs = xs | (1 << j) end
      if (p[4] >> i) & 1 == 1 then os = os | (1 << j) end
    end
  end
  return {rows, cols, xs, os}
end

local function smaller(a, b) return a[3] < b[3] or (a[3] == b[3] and a[4] < b[4]) end

-- The stones' bounding box; a board without stones is {1, 1, 0, 0}.
local function trimmed(p)
  local rows, cols, stones = p[1], p[2], p[3] | p[4]
  local rmin, rmax, cmin, cmax = rows, -1, cols, -1
  for r = 0, rows - 1 do
    for c = 0, cols - 1 do
      if (stones >> (r * cols + c)) & 1 == 1 then
        if r < rmin then rmin = r end
        if r > rmax then rmax = r end
        if c < cmin then cmin = c end
        if c > cmax then cmax = c end
      end
    end
  end
  if rmax < 0 then return {1, 1, 0, 0} end
  local h, w, xs, os = rmax - rmin + 1, cmax - cmin + 1, 0, 0
  for r = 0, h - 1 do
    for c = 0, w - 1 do
      local i = (r + rmin) * cols + c + cmin
      if (p[3] >> i) & 1 == 1 then xs = xs | (1 << (r * w + c)) end
      if (p[4] >> i) & 1 == 1 then os = os | (1 << (r * w + c)) end
    end
  end
  return {h, w, xs, os}
end

-- The moves of the stones in `mine` (entry 3 for Left, 4 for Right) onto adjacent stones of `theirs`.
local function moves(p, mine, theirs)
  local rows, cols, out = p[1], p[2], {}
  for r = 0, rows - 1 do
    for c = 0, cols - 1 do
      local i = r * cols + c
      if (p[mine] >> i) & 1 == 1 then
        for _, j in ipairs({r > 0 and i - cols or -1, r < rows - 1 and i + cols or -1,
                            c > 0 and i - 1 or -1, c < cols - 1 and i + 1 or -1}) do
          if j >= 0 and (p[theirs] >> j) & 1 == 1 then
            local q = {rows, cols, p[3], p[4]}
            q[mine] = (p[mine] & ~(1 << i)) | (1 << j)
            q[theirs] = p[theirs] & ~(1 << j)
            out[#out + 1] = q
          end
        end
      end
    end
  end
  return out
end

return {
  id = "clobber",
  title = "Clobber: Left moves black stones, Right white ones, each onto an adjacent stone of the other colour",
  kind = "partizan",
  citation = "M. H. Albert, J. P. Grossman, R. J. Nowakowski, D. Wolfe, An introduction to Clobber, Integers 5(2) (2005), #A01",

  left = function(p) return moves(p, 3, 4) end,
  right = function(p) return moves(p, 4, 3) end,

  valid = function(p)
    if #p ~= 4 or p[1] < 1 or p[2] < 1 or p[1] * p[2] > MAX_SQUARES then return false end
    local all = (1 << (p[1] * p[2])) - 1
    return p[3] >= 0 and p[4] >= 0 and p[3] & ~all == 0 and p[4] & ~all == 0 and p[3] & p[4] == 0
  end,

  normalize = function(p)
    local best = trimmed(p)
    for _, f in ipairs({{true, false}, {false, true}, {true, true}}) do
      local q = flipped(best, f[1], f[2])
      if smaller(q, best) then best = q end
    end
    return best
  end,

  -- The groups of stones (4-connected) holding both colours, each a board of its own.
  components = function(p)
    local rows, cols = p[1], p[2]
    local stones = p[3] | p[4]
    local seen, parts = ~stones, {}
    for start = 0, rows * cols - 1 do
      if (seen >> start) & 1 == 0 then
        local stack, group = {start}, 0
        seen = seen | (1 << start)
        while #stack > 0 do
          local i = stack[#stack]
          stack[#stack] = nil
          group = group | (1 << i)
          local r, c = i // cols, i % cols
          for _, n in ipairs({r > 0 and i - cols or -1, r < rows - 1 and i + cols or -1,
                              c > 0 and i - 1 or -1, c < cols - 1 and i + 1 or -1}) do
            if n >= 0 and (seen >> n) & 1 == 0 then
              seen = seen | (1 << n)
              stack[#stack + 1] = n
            end
          end
        end
        if p[3] & group ~= 0 and p[4] & group ~= 0 then parts[#parts + 1] = {rows, cols, p[3] & group, p[4] & group} end
      end
    end
    return parts
  end,

  -- What the bound counts: the stones.
  size = function(p)
    local n, s = 0, p[3] | p[4]
    while s ~= 0 do
      s = s & (s - 1)
      n = n + 1
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
      local xs = 0
      for i = 0, n - 1, 2 do xs = xs | (1 << i) end
      out[#out + 1] = {1, n, xs, ~xs & ((1 << n) - 1)}
    end
    return out
  end,

  parse = function(text)
    local rows = {}
    for row in string.gmatch(text, "[^/|]+") do rows[#rows + 1] = row end
    if #rows == 0 then error("a board needs at least one row of 'x', 'o' and '.'") end
    local cols, xs, os = #rows[1], 0, 0
    if #rows * cols > MAX_SQUARES then error("a board has at most " .. MAX_SQUARES .. " squares") end
    for r, row in ipairs(rows) do
      if #row ~= cols then error("rows of different lengths") end
      for c = 1, cols do
        local ch, i = row:sub(c, c), (r - 1) * cols + (c - 1)
        if ch == "x" then xs = xs | (1 << i)
        elseif ch == "o" then os = os | (1 << i)
        elseif ch ~= "." then error("a board has only 'x', 'o' and '.'") end
      end
    end
    return {#rows, cols, xs, os}
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
    return table.concat(rows, "/")
  end,
}
