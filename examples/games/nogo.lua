-- NoGo: Go with captures forbidden. A move places a stone of one's own colour on an empty point; it
-- is illegal if afterwards some group (of either colour) has no liberty: a move may neither capture
-- (take an opponent's group's last liberty) nor commit suicide (leave its own group without one).
-- A player with no legal move loses. Left plays the black stones 'x', Right the white ones 'o'
-- (Black is Left in MCGS, the solver whose NoGo test data the claim file cites). A group is a
-- maximal set of stones of one colour connected through orthogonal neighbours; a liberty of a group
-- is an empty point orthogonally next to one of its stones.
-- CGSuite has no NoGo ruleset. The game: J. Moore (Sensei's Library, 2005); C.-W. Chou, O. Teytaud,
-- S.-J. Yen, Revisiting Monte-Carlo tree search on a normal form game: NoGo, EvoApplications 2011,
-- LNCS 6624, 73-82.
--
-- A position is {rows, cols, xs, os}: bit (r * cols + c) of xs (os) is set when point (r, c) holds
-- a black (white) stone. Boards of at most 64 points (8 x 8; bit 63 is the mask's sign bit, which
-- only shifts and compares as a bit pattern).
-- Text form: rows of '.' (empty), 'x' and 'o' joined by '|', e.g. "....|..ox|ox..|...."; parse also
-- reads '/' between rows and the capitals 'X' and 'O' (MCGS's letters).
-- A board is turned to the smallest of its eight symmetric images (a board, its reflections and its
-- transpose are one game). A single row is also split: where a black and a white stone stand side by
-- side, neither can ever gain a liberty from the other side, so the parts left and right of that
-- boundary are independent games (each a row of its own); a part without an empty point is left out.
local MAX_POINTS = 64

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

-- The points orthogonally next to the points of m (on a board of rows x cols).
local function around(m, cols, full, first, last)
  return (((m << 1) & ~first) | ((m >> 1) & ~last) | (m << cols) | (m >> cols)) & full
end

-- The group of `stones` holding the point(s) of `seed`.
local function group(seed, stones, cols, full, first, last)
  local g, before = seed, 0
  repeat
    before = g
    g = (g | around(g, cols, full, first, last)) & stones
  until g == before
  return g
end

-- Every legal placement by the player whose stones are entry `mine` (3 black, 4 white).
local function moves(p, mine)
  local rows, cols = p[1], p[2]
  local full = full_mask(rows * cols)
  local first, last = edge_columns(rows, cols)
  local theirs = 7 - mine
  local own, opp = p[mine], p[theirs]
  local empty = ~(own | opp) & full
  local out, todo = {}, empty
  while todo ~= 0 do
    local b = todo & -todo
    todo = todo ~ b
    local own2, empty2 = own | b, empty & ~b
    -- no suicide: the new stone's group keeps a liberty
    local ok = around(group(b, own2, cols, full, first, last), cols, full, first, last) & empty2 ~= 0
    if ok then
      -- no capture: every opponent group next to the new stone keeps a liberty
      local touched = around(b, cols, full, first, last) & opp
      while touched ~= 0 do
        local s = touched & -touched
        local g = group(s, opp, cols, full, first, last)
        if around(g, cols, full, first, last) & empty2 == 0 then ok = false break end
        touched = touched & ~g
      end
    end
    if ok then
      local q = {rows, cols, p[3], p[4]}
      q[mine] = own2
      out[#out + 1] = q
    end
  end
  return out
end

-- The board turned by one of the eight symmetries of the rectangle: transposed or not, then rows
-- and/or columns reversed.
local function turned(p, transpose, flip_rows, flip_cols)
  local h, w = p[1], p[2]
  local H, W = h, w
  if transpose then H, W = w, h end
  local q = {H, W, 0, 0}
  for k = 3, 4 do
    local bits, m = p[k], 0
    while bits ~= 0 do
      local low = bits & -bits
      bits = bits ~ low
      local i = 0
      while (low >> i) ~= 1 do i = i + 1 end
      local r, c = i // w, i % w
      if transpose then r, c = c, r end
      if flip_rows then r = H - 1 - r end
      if flip_cols then c = W - 1 - c end
      m = m | (1 << (r * W + c))
    end
    q[k] = m
  end
  return q
end

local function smaller(a, b)
  for k = 1, 4 do
    if a[k] ~= b[k] then return math.ult(a[k], b[k]) end
  end
  return false
end

-- The row between columns a and b (inclusive) of a single-row board, as a board of its own.
local function slice(p, a, b)
  local w = b - a + 1
  local m = full_mask(w)
  return {1, w, (p[3] >> a) & m, (p[4] >> a) & m}
end

return {
  id = "nogo",
  title = "NoGo: place a stone of your colour; capturing and suicide are illegal",
  kind = "partizan",
  citation = "C.-W. Chou, O. Teytaud, S.-J. Yen, Revisiting Monte-Carlo tree search on a normal form game: " ..
             "NoGo, EvoApplications 2011, LNCS 6624, 73-82",

  left = function(p) return moves(p, 3) end,
  right = function(p) return moves(p, 4) end,

  valid = function(p)
    if #p ~= 4 or p[1] < 1 or p[2] < 1 or p[1] * p[2] > MAX_POINTS then return false end
    local outside = ~full_mask(p[1] * p[2])
    return p[3] & outside == 0 and p[4] & outside == 0 and p[3] & p[4] == 0
  end,

  -- The smallest of the eight symmetric images (by rows, cols, then the masks).
  normalize = function(p)
    local best = p
    for s = 1, 7 do
      local q = turned(p, s & 4 ~= 0, s & 2 ~= 0, s & 1 ~= 0)
      if smaller(q, best) then best = q end
    end
    return best
  end,

  -- A board of more than one row is one component. A single row is cut between every black stone
  -- and white stone that stand side by side; parts without an empty point are left out.
  components = function(p)
    if p[1] ~= 1 then return {p} end
    local cols, parts, start = p[2], {}, 0
    local function add(a, b)
      local q = slice(p, a, b)
      if ~(q[3] | q[4]) & full_mask(q[2]) ~= 0 then parts[#parts + 1] = q end
    end
    for c = 0, cols - 2 do
      local here_x, here_o = (p[3] >> c) & 1, (p[4] >> c) & 1
      local next_x, next_o = (p[3] >> (c + 1)) & 1, (p[4] >> (c + 1)) & 1
      if (here_x == 1 and next_o == 1) or (here_o == 1 and next_x == 1) then
        add(start, c)
        start = c + 1
      end
    end
    add(start, cols - 1)
    return parts
  end,

  -- What the bound counts: the board's points.
  size = function(p) return p[1] * p[2] end,

  -- Every board of at most `bound` points, rows <= cols: on boards of up to 6 points every placing
  -- of stones in which each group has a liberty, on larger boards the empty board alone (the solver
  -- reaches its fillings); by number of points, then rows, then the masks.
  positions = function(bound)
    local out = {}
    for n = 1, math.min(bound, MAX_POINTS) do
      for rows = 1, n do
        local cols = n // rows
        if n % rows == 0 and rows <= cols then
          if n > 6 then
            out[#out + 1] = {rows, cols, 0, 0}
          else
            local full = full_mask(n)
            local first, last = edge_columns(rows, cols)
            local total = 1
            for _ = 1, n do total = total * 3 end
            for code = 0, total - 1 do
              local xs, os, c = 0, 0, code
              for i = 0, n - 1 do
                local d = c % 3
                c = c // 3
                if d == 1 then xs = xs | (1 << i) elseif d == 2 then os = os | (1 << i) end
              end
              local empty, legal = ~(xs | os) & full, true
              for _, stones in ipairs({xs, os}) do
                local rest = stones
                while rest ~= 0 and legal do
                  local g = group(rest & -rest, stones, cols, full, first, last)
                  if around(g, cols, full, first, last) & empty == 0 then legal = false end
                  rest = rest & ~g
                end
              end
              if legal then out[#out + 1] = {rows, cols, xs, os} end
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
    if #rows == 0 then error("a board needs at least one row of '.', 'x' and 'o'") end
    local cols = #rows[1]
    if #rows * cols > MAX_POINTS then error("a board has at most " .. MAX_POINTS .. " points") end
    local q = {#rows, cols, 0, 0}
    for r, row in ipairs(rows) do
      if #row ~= cols then error("rows of different lengths") end
      for c = 1, cols do
        local k = ({x = 3, o = 4, ["."] = 0})[row:sub(c, c)]
        if not k then error("a board has only '.', 'x' and 'o'") end
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
        row[#row + 1] = (p[3] >> i) & 1 == 1 and "x" or (p[4] >> i) & 1 == 1 and "o" or "."
      end
      rows[#rows + 1] = table.concat(row)
    end
    return table.concat(rows, "|")
  end,
}
