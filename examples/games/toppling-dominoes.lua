-- Toppling Dominoes: a row of dominoes, each blue ('l', Left's), red ('r', Right's) or grey ('e',
-- either player's), written as CGSuite writes it ('.' is an empty cell). A player topples one of
-- their dominoes (or a grey one) to the left or to the right: it falls and knocks over every
-- domino on that side of it, to the end of the row (an empty cell does not stop the fall, as in
-- CGSuite). A player with no domino of theirs left standing loses.
-- A position is the array of cells as CGSuite numbers them: 0 empty, 1 blue, 2 red, 3 grey.
-- Empty cells change nothing and are left out (normalize), and a row and its reversal have one
-- value: the smaller array of the two is kept.
-- M. H. Albert, R. J. Nowakowski, D. Wolfe, Lessons in Play (2007); A. N. Siegel, CGSuite,
-- game.strip.TopplingDominoes.
local EMPTY, BLUE, RED, GREY = 0, 1, 2, 3
local CHARS = {[EMPTY] = ".", [BLUE] = "l", [RED] = "r", [GREY] = "e"}

-- Toppling the domino at i to the left leaves the cells after it; to the right, those before it.
local function topples(p, colour)
  local out = {}
  for i = 1, #p do
    if p[i] == colour or p[i] == GREY then
      out[#out + 1] = {table.unpack(p, i + 1, #p)}
      out[#out + 1] = {table.unpack(p, 1, i - 1)}
    end
  end
  return out
end

return {
  id = "toppling-dominoes",
  title = "Toppling Dominoes: topple a domino of your colour (or a grey one) and every domino on one side of it",
  kind = "partizan",
  citation = "Albert, Nowakowski, Wolfe, Lessons in Play (2007); A. N. Siegel, CGSuite, game.strip.TopplingDominoes",

  left = function(p) return topples(p, BLUE) end,
  right = function(p) return topples(p, RED) end,

  valid = function(p)
    for i = 1, #p do
      if p[i] < 0 or p[i] > 3 then return false end
    end
    return true
  end,

  -- The dominoes in order, empty cells left out, read in the direction giving the smaller array.
  normalize = function(p)
    local q = {}
    for i = 1, #p do
      if p[i] ~= EMPTY then q[#q + 1] = p[i] end
    end
    for i = 1, #q do
      local a, b = q[i], q[#q + 1 - i]
      if a ~= b then
        if b < a then
          local r = {}
          for j = #q, 1, -1 do r[#r + 1] = q[j] end
          return r
        end
        break
      end
    end
    return q
  end,

  -- What the bound counts: the dominoes.
  size = function(p)
    local n = 0
    for i = 1, #p do
      if p[i] ~= EMPTY then n = n + 1 end
    end
    return n
  end,

  -- Every row of at most min(bound, 8) dominoes of the three colours, then the rows of blue and
  -- red dominoes alone of 9 to min(bound, 12) (each row and its reversal listed once).
  positions = function(bound)
    local out = {}
    for n = 0, math.min(bound, 12) do
      local colours = n <= 8 and 3 or 2
      local count = 1
      for _ = 1, n do count = count * colours end
      for code = 0, count - 1 do
        local q, c = {}, code
        for _ = 1, n do
          q[#q + 1] = c % colours + 1
          c = c // colours
        end
        local rev = {}
        for j = n, 1, -1 do rev[#rev + 1] = q[j] end
        local keep = true
        for j = 1, n do
          if q[j] ~= rev[j] then keep = q[j] < rev[j] break end
        end
        if keep then out[#out + 1] = q end
      end
    end
    return out
  end,

  parse = function(text)
    local p = {}
    for ch in string.gmatch(text, ".") do
      local c = ch:lower()
      if c == "." then p[#p + 1] = EMPTY
      elseif c == "l" then p[#p + 1] = BLUE
      elseif c == "r" then p[#p + 1] = RED
      elseif c == "e" then p[#p + 1] = GREY
      else error("a row has only 'l' (blue), 'r' (red), 'e' (grey) and '.' (empty)") end
    end
    return p
  end,

  show = function(p)
    local cells = {}
    for i = 1, #p do cells[i] = CHARS[p[i]] end
    return table.concat(cells)
  end,
}
