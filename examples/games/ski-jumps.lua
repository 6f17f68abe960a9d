-- Ski-Jumps (Winning Ways, ch. 1): skiers on a slope of rows. Left's skiers move east (right),
-- Right's west (left). A move is either a slalom: one skier moves any number of empty squares in
-- its direction along its row, or off the slope when every square ahead of it is empty; or a
-- jump: a jumper with an opponent's skier on the square directly below it jumps over that skier
-- to the square directly below it, which must be empty (from the last row but one, the jumper
-- leaves the slope). A skier that is jumped over becomes a slipper, which can no longer jump.
-- A player with no move loses.
-- Text form: rows of '.' (empty), 'L' and 'R' (Left's and Right's jumpers), 'l' and 'r' (their
-- slippers), joined by '|' ('/' accepted), top row first, e.g. "...L....|..R.....|........".
-- A position is {rows, cols, cells...} (row-major, 0 empty, 1 L, 2 l, 3 R, 4 r). Empty rows at the
-- top are left out (normalize): no skier ever reaches them.
-- The rules are those of Winning Ways as T. Maciosowski's cgt-tools (github.com/t4ccer/cgt-tools,
-- ski_jumps.rs) implements them, except that a jump onto an occupied square is not allowed here
-- (cgt-tools does not check the landing square; no position its tests state meets that case).
-- E. R. Berlekamp, J. H. Conway, R. K. Guy, Winning Ways for your Mathematical Plays (1982), ch. 1.
local EMPTY, LJ, LS, RJ, RS = 0, 1, 2, 3, 4
local CHARS = {[EMPTY] = ".", [LJ] = "L", [LS] = "l", [RJ] = "R", [RS] = "r"}
local MAX_CELLS = 48

local function at(p, r, c) return p[3 + r * p[2] + c] end

local function with(p, changes)
  local q = {table.unpack(p)}
  for _, ch in ipairs(changes) do q[3 + ch[1] * p[2] + ch[2]] = ch[3] end
  return q
end

-- The moves of the side whose jumper is `jumper` and slipper `slipper`, moving by `step` along a
-- row, jumping over the opponent's `their_jumper` and `their_slipper`, who become `their_slipper`.
local function moves(p, jumper, slipper, step, their_jumper, their_slipper)
  local rows, cols, out = p[1], p[2], {}
  for r = 0, rows - 1 do
    for c = 0, cols - 1 do
      local s = at(p, r, c)
      if s == jumper or s == slipper then
        local d = c + step
        while d >= 0 and d < cols and at(p, r, d) == EMPTY do
          out[#out + 1] = with(p, {{r, c, EMPTY}, {r, d, s}})
          d = d + step
        end
        if d < 0 or d >= cols then out[#out + 1] = with(p, {{r, c, EMPTY}}) end  -- off the slope
        if s == jumper and r + 1 < rows then
          local below = at(p, r + 1, c)
          if below == their_jumper or below == their_slipper then
            if r + 2 == rows then
              out[#out + 1] = with(p, {{r, c, EMPTY}, {r + 1, c, their_slipper}})
            elseif at(p, r + 2, c) == EMPTY then
              out[#out + 1] = with(p, {{r, c, EMPTY}, {r + 1, c, their_slipper}, {r + 2, c, jumper}})
            end
          end
        end
      end
    end
  end
  return out
end

-- Every filling of a rows x cols board with the given symbols, appended to out.
local function fillings(rows, cols, symbols, out)
  local n, count = rows * cols, 1
  for _ = 1, n do count = count * #symbols end
  for code = 0, count - 1 do
    local q, x = {rows, cols}, code
    for _ = 1, n do
      q[#q + 1] = symbols[x % #symbols + 1]
      x = x // #symbols
    end
    out[#out + 1] = q
  end
end

local function parse(text)
  local rows = {}
  if text:find("^[/|]") or text:find("[/|]$") or text:find("[/|][/|]") then
    error("a slope has no empty rows (no '|' or '/' at either end or two together)")
  end
  for row in string.gmatch(text, "[^|/]+") do rows[#rows + 1] = row end
  if #rows == 0 then error("a slope needs at least one row of '.', 'L', 'l', 'R' and 'r'") end
  local cols, p = #rows[1], {#rows, #rows[1]}
  if #rows * cols > MAX_CELLS then error("a slope has at most " .. MAX_CELLS .. " squares") end
  local code = {["."] = EMPTY, L = LJ, l = LS, R = RJ, r = RS}
  for _, row in ipairs(rows) do
    if #row ~= cols then error("rows of different lengths") end
    for c = 1, cols do
      local v = code[row:sub(c, c)]
      if not v then error("a slope has only '.', 'L', 'l', 'R' and 'r'") end
      p[#p + 1] = v
    end
  end
  return p
end

-- The empty rows at the top left out (a slope with no skier is the empty 1 x 1 slope).
local function normalize(p)
  local rows, cols = p[1], p[2]
  local top = 0
  while top < rows do
    local empty = true
    for c = 0, cols - 1 do
      if at(p, top, c) ~= EMPTY then empty = false end
    end
    if not empty then break end
    top = top + 1
  end
  if top == 0 then return p end
  if top == rows then return {1, 1, EMPTY} end
  local q = {rows - top, cols}
  for i = 3 + top * cols, #p do q[#q + 1] = p[i] end
  return q
end

return {
  id = "ski-jumps",
  title = "Ski-Jumps: Left's skiers slalom east, Right's west; a jumper jumps an opponent's skier below it",
  kind = "partizan",
  citation = "Berlekamp, Conway, Guy, Winning Ways (1982), ch. 1",

  left = function(p) return moves(p, LJ, LS, 1, RJ, RS) end,
  right = function(p) return moves(p, RJ, RS, -1, LJ, LS) end,

  valid = function(p)
    if #p < 2 or p[1] < 1 or p[2] < 1 or p[1] * p[2] > MAX_CELLS or #p ~= 2 + p[1] * p[2] then return false end
    for i = 3, #p do
      if p[i] < 0 or p[i] > 4 then return false end
    end
    return true
  end,

  normalize = normalize,

  -- What the bound counts: the squares.
  size = function(p) return p[1] * p[2] end,

  -- Every slope of at most min(bound, 5) squares whose top row holds a skier, every slope of 6
  -- to min(bound, 8) squares holding jumpers alone (with the same top rule), then the slopes of
  -- Winning Ways' examples (as cgt-tools' tests give them) that fit in `bound` squares.
  positions = function(bound)
    local out, all = {}, {}
    for cells = 1, math.min(bound, 8) do
      local symbols = cells <= 5 and {EMPTY, LJ, LS, RJ, RS} or {EMPTY, LJ, RJ}
      for rows = 1, cells do
        if cells % rows == 0 then fillings(rows, cells // rows, symbols, all) end
      end
    end
    for _, q in ipairs(all) do
      local top_has_skier = q[1] * q[2] == 1  -- the 1 x 1 slopes are all kept
      for c = 0, q[2] - 1 do
        if q[3 + c] ~= EMPTY then top_has_skier = true end
      end
      if top_has_skier then out[#out + 1] = q end
    end
    for _, text in ipairs({"...L....|..R.....|........", "........|...l....|.......R|........|......L.",
                           ".L...|.R...|.....", "...R.|...L.|.....", "L....|....R|....."}) do
      local q = normalize(parse(text))
      if q[1] * q[2] <= bound then
        out[#out + 1] = q
      end
    end
    return out
  end,

  parse = parse,

  show = function(p)
    local rows = {}
    for r = 0, p[1] - 1 do
      local row = {}
      for c = 0, p[2] - 1 do row[#row + 1] = CHARS[at(p, r, c)] end
      rows[#rows + 1] = table.concat(row)
    end
    return table.concat(rows, "|")
  end,
}
