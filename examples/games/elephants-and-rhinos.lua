-- Elephants and Rhinos: Toads and Frogs without jumps. A strip of cells, each empty ('.'), an
-- elephant ('t', Left's) or a rhino ('f', Right's), written as CGSuite writes it (CGSuite keeps
-- the toads' and frogs' letters). Left moves one elephant one cell to the right into an empty
-- cell, Right one rhino one cell to the left; a player with no move loses.
-- A position is the array of cells as CGSuite numbers them: 0 empty, 1 elephant, 2 rhino.
-- No piece ever passes another, so only an elephant and the first rhino after it compete for the
-- cells between them: the strip is a sum (components) of the stretches from a first elephant to a
-- last rhino with no rhino before an elephant in between (the cells between a rhino and a later
-- elephant are nobody's), stretches of elephants alone at the right end and of rhinos alone at
-- the left end. A stretch keeps only the cells its pieces can reach.
-- A. N. Siegel, CGSuite: game.strip.ElephantsAndRhinos = GenToadsAndFrogs(maxJump => 0);
-- E. R. Berlekamp, J. H. Conway, R. K. Guy, Winning Ways for your Mathematical Plays (1982), ch. 1.
local EMPTY, ELEPHANT, RHINO = 0, 1, 2
local CHARS = {[EMPTY] = ".", [ELEPHANT] = "t", [RHINO] = "f"}

-- The moves of the pieces `us` one cell by `step` into an empty cell.
local function moves(p, us, step)
  local out = {}
  for i = 1, #p do
    local j = i + step
    if p[i] == us and j >= 1 and j <= #p and p[j] == EMPTY then
      local q = {table.unpack(p)}
      q[i], q[j] = EMPTY, us
      out[#out + 1] = q
    end
  end
  return out
end

return {
  id = "elephants-and-rhinos",
  title = "Elephants and Rhinos: elephants step rightwards, rhinos leftwards, no jumps",
  kind = "partizan",
  citation = "A. N. Siegel, CGSuite, game.strip.ElephantsAndRhinos; Winning Ways (1982), ch. 1",

  left = function(p) return moves(p, ELEPHANT, 1) end,
  right = function(p) return moves(p, RHINO, -1) end,

  valid = function(p)
    for i = 1, #p do
      if p[i] < 0 or p[i] > 2 then return false end
    end
    return true
  end,

  -- The stretches: a new one begins at an elephant met after a rhino. The empty cells before a
  -- stretch's first elephant are out of every piece's reach when the stretch has a rhino after it,
  -- and so are those after its last rhino when it has an elephant; a stretch with no empty cell
  -- left has no move.
  components = function(p)
    local parts, cur, rhino_seen = {}, {}, false
    local function close()
      local lo, hi = 1, #cur
      local has_e, has_r = false, false
      for i = 1, #cur do
        if cur[i] == ELEPHANT then has_e = true elseif cur[i] == RHINO then has_r = true end
      end
      if has_e and has_r then
        while cur[lo] == EMPTY do lo = lo + 1 end
        while cur[hi] == EMPTY do hi = hi - 1 end
      end
      local q, empty = {}, false
      for i = lo, hi do
        q[#q + 1] = cur[i]
        if cur[i] == EMPTY then empty = true end
      end
      if empty and (has_e or has_r) then parts[#parts + 1] = q end
    end
    for i = 1, #p do
      if p[i] == ELEPHANT and rhino_seen then
        close()
        cur, rhino_seen = {}, false
      end
      if p[i] == RHINO then rhino_seen = true end
      cur[#cur + 1] = p[i]
    end
    close()
    return parts
  end,

  -- What the bound counts: the cells.
  size = function(p) return #p end,

  -- Every strip of at most min(bound, 9) cells, then the starting positions t^a .^b f^c
  -- (a, b, c >= 1) of 10 to `bound` cells.
  positions = function(bound)
    local out, count = {}, 1
    for n = 0, math.min(bound, 9) do
      for code = 0, count - 1 do
        local q, c = {}, code
        for _ = 1, n do
          q[#q + 1] = c % 3
          c = c // 3
        end
        out[#out + 1] = q
      end
      count = count * 3
    end
    for n = 10, bound do
      for a = 1, n - 2 do
        for b = 1, n - a - 1 do
          local q = {}
          for i = 1, n do q[i] = i <= a and ELEPHANT or i <= a + b and EMPTY or RHINO end
          out[#out + 1] = q
        end
      end
    end
    return out
  end,

  parse = function(text)
    local p = {}
    for ch in string.gmatch(text, ".") do
      local c = ch:lower()
      if c == "." then p[#p + 1] = EMPTY
      elseif c == "t" then p[#p + 1] = ELEPHANT
      elseif c == "f" then p[#p + 1] = RHINO
      else error("a strip has only '.', 't' (elephant) and 'f' (rhino)") end
    end
    return p
  end,

  show = function(p)
    local cells = {}
    for i = 1, #p do cells[i] = CHARS[p[i]] end
    return table.concat(cells)
  end,
}
