-- Toads and Frogs (R. K. Guy), with CGSuite's generalization of the jump. A strip of cells, each
-- empty ('.'), a toad ('t', Left's) or a frog ('f', Right's). Left moves one toad: one cell to the
-- right into an empty cell, or a jump to the right over an adjacent frog into the empty cell just
-- past it. Right moves frogs to the left the same way. Nothing is captured, pieces never leave the
-- strip, and a player with no move loses.
-- GenToadsAndFrogs(maxJump => k) lets a piece jump over 1 to k adjacent enemy pieces (a run of
-- exactly that many, then an empty cell); k = 1 is Toads and Frogs, k = 0 (no jumps) Elephants and
-- Rhinos. The text form is CGSuite's strip ("ttt..fff", upper case accepted), k = 1; a prefix
-- "k:" sets another maximum jump: "2:tttt..fff" is GenToadsAndFrogs(maxJump => 2)("tttt..fff").
-- A position is {k, c1, ..., cn} with the cells as CGSuite numbers them: 0 empty, 1 toad, 2 frog.
-- The strip splits (components) at blocks of pieces that can never move, which behave like its
-- ends: a run of toads followed by a run of frogs (either possibly empty) where the toads are stuck
-- (no toad, or more than k frogs, or the strip's end after the frogs) and so are the frogs.
-- E. R. Berlekamp, J. H. Conway, R. K. Guy, Winning Ways for your Mathematical Plays (1982), ch. 1;
-- J. Erickson, New Toads and Frogs results, Games of No Chance (1996); A. N. Siegel, CGSuite,
-- game.strip.GenToadsAndFrogs.
local EMPTY, TOAD, FROG = 0, 1, 2
local CHARS = {[EMPTY] = ".", [TOAD] = "t", [FROG] = "f"}

-- The moves of the pieces `us` moving by `step` (+1 toads, -1 frogs) over pieces `them`.
local function moves(p, us, them, step)
  local k, n, out = p[1], #p - 1, {}
  local function cell(i) return (i >= 1 and i <= n) and p[i + 1] or -1 end
  for i = 1, n do
    if p[i + 1] == us then
      local dest = nil
      if cell(i + step) == EMPTY then
        dest = i + step
      else
        local j = 0  -- the run of enemy pieces just ahead, jumped whole when at most k long
        while j < k and cell(i + (j + 1) * step) == them do j = j + 1 end
        if j >= 1 and cell(i + (j + 1) * step) == EMPTY then dest = i + (j + 1) * step end
      end
      if dest then
        local q = {table.unpack(p)}
        q[i + 1], q[dest + 1] = EMPTY, us
        out[#out + 1] = q
      end
    end
  end
  return out
end

-- Cells lo..hi of p as a strip of its own.
local function slice(p, lo, hi)
  local q = {p[1]}
  for i = lo, hi do q[#q + 1] = p[i + 1] end
  return q
end

-- The first block t^a f^b (maximal runs, a + b >= 1) of cells lo..hi that can never move, as its
-- first and last cells; the cells lo - 1 and hi + 1 are ends of the strip (or such blocks).
local function dead_block(p, lo, hi)
  local k, i = p[1], lo
  while i <= hi do
    if p[i + 1] == EMPTY then
      i = i + 1
    else
      local s, a, b = i, 0, 0
      while i <= hi and p[i + 1] == TOAD do a, i = a + 1, i + 1 end
      while i <= hi and p[i + 1] == FROG do b, i = b + 1, i + 1 end
      local e = i - 1
      local toads_stuck = a == 0 or b > k or e == hi  -- a toad's slide or jump would leave the strip
      local frogs_stuck = b == 0 or a > k or s == lo
      if toads_stuck and frogs_stuck then return s, e end
    end
  end
  return nil
end

return {
  id = "toads-and-frogs",
  title = "Toads and Frogs: toads slide or jump rightwards, frogs leftwards (GenToadsAndFrogs' maximum jump as a prefix)",
  kind = "partizan",
  citation = "Berlekamp, Conway, Guy, Winning Ways (1982), ch. 1; A. N. Siegel, CGSuite, game.strip.GenToadsAndFrogs",

  left = function(p) return moves(p, TOAD, FROG, 1) end,
  right = function(p) return moves(p, FROG, TOAD, -1) end,

  valid = function(p)
    if #p < 1 or p[1] < 0 or p[1] > 9 then return false end
    for i = 2, #p do
      if p[i] < 0 or p[i] > 2 then return false end
    end
    return true
  end,

  -- The strip cut at its dead blocks (cut again until none is left); parts without an empty cell
  -- (no move) or without a piece are left out.
  components = function(p)
    local parts, todo = {}, {{1, #p - 1}}
    while #todo > 0 do
      local lo, hi = table.unpack(table.remove(todo))
      local s, e = dead_block(p, lo, hi)
      if s then
        todo[#todo + 1] = {lo, s - 1}
        todo[#todo + 1] = {e + 1, hi}
      else
        local empty, pieces = false, false
        for i = lo, hi do
          if p[i + 1] == EMPTY then empty = true else pieces = true end
        end
        if empty and pieces then parts[#parts + 1] = slice(p, lo, hi) end
      end
    end
    return parts
  end,

  -- What the bound counts: the cells.
  size = function(p) return #p - 1 end,

  -- Every strip of at most min(bound, 8) cells (Toads and Frogs), of at most min(bound, 6) cells
  -- for maximum jumps 0 and 2, then the starting positions t^a .^b f^c (a, b, c >= 1) of 9 to
  -- min(bound, 12) cells (7 to min(bound, 10) for maximum jumps 0 and 2): 3^n strips of n cells
  -- would be too many past 8, and starting positions grow expensive past 12 cells (all of those
  -- of 14 cells take about a minute).
  positions = function(bound)
    local out = {}
    for _, kn in ipairs({{1, 8, 12}, {0, 6, 10}, {2, 6, 10}}) do
      local k, all_up_to, starts_up_to = kn[1], math.min(bound, kn[2]), math.min(bound, kn[3])
      local count = 1
      for n = 0, all_up_to do
        for code = 0, count - 1 do
          local q, c = {k}, code
          for _ = 1, n do
            q[#q + 1] = c % 3
            c = c // 3
          end
          out[#out + 1] = q
        end
        count = count * 3
      end
      for n = all_up_to + 1, starts_up_to do
        for a = 1, n - 2 do
          for b = 1, n - a - 1 do
            local q = {k}
            for i = 1, n do q[i + 1] = i <= a and TOAD or i <= a + b and EMPTY or FROG end
            out[#out + 1] = q
          end
        end
      end
    end
    return out
  end,

  parse = function(text)
    local k, strip = 1, text
    local prefix, rest = string.match(text, "^(%d+):(.*)$")
    if prefix then k, strip = math.tointeger(tonumber(prefix)), rest end
    if not k or k > 9 then error("'" .. prefix .. "' is not a maximum jump (0 to 9)") end
    local p = {k}
    for ch in string.gmatch(strip, ".") do
      local c = ch:lower()
      if c == "." then p[#p + 1] = EMPTY
      elseif c == "t" then p[#p + 1] = TOAD
      elseif c == "f" then p[#p + 1] = FROG
      else error("a strip has only '.', 't' and 'f' (after an optional maximum jump 'k:')") end
    end
    return p
  end,

  show = function(p)
    local cells = {}
    for i = 2, #p do cells[#cells + 1] = CHARS[p[i]] end
    local strip = table.concat(cells)
    if p[1] ~= 1 then return p[1] .. ":" .. strip end
    return strip
  end,
}
