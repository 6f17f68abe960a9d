-- Backsliding Toads and Frogs (Winning Ways, ch. 12), as CGSuite defines it: GenToadsAndFrogs with
-- minSlide = -1. A strip of cells, each empty ('.'), a toad ('t', Left's) or a frog ('f', Right's).
-- Left moves one toad one cell to the right or, backsliding, one cell to the left, into an empty
-- cell, or jumps it to the right over one adjacent frog into the empty cell just past it; Right
-- moves frogs the same way mirrored. Nothing is captured and pieces never leave the strip; a player
-- with no move loses. Pieces slide back and forth, so play may go on forever: the game is loopy,
-- and its positions have stopper-sided values (`ttt..fff` is {on||0|-1/2} & {1/2|0||off}).
-- E. R. Berlekamp, J. H. Conway, R. K. Guy, Winning Ways for your Mathematical Plays (1982),
-- ch. 12; A. N. Siegel, CGSuite, game.strip.BackslidingToadsAndFrogs.
-- A position is {c1, ..., cn}: 0 empty, 1 toad, 2 frog (CGSuite's numbering).
local EMPTY, TOAD, FROG = 0, 1, 2
local CHARS = {[EMPTY] = ".", [TOAD] = "t", [FROG] = "f"}

local function moves(p, us, them, step)
  local n, out = #p, {}
  local function cell(i) return (i >= 1 and i <= n) and p[i] or -1 end
  local function move(from, to)
    local q = {table.unpack(p)}
    q[from], q[to] = EMPTY, us
    out[#out + 1] = q
  end
  for i = 1, n do
    if p[i] == us then
      if cell(i + step) == EMPTY then move(i, i + step) end        -- slide forwards
      if cell(i - step) == EMPTY then move(i, i - step) end        -- backslide
      if cell(i + step) == them and cell(i + 2 * step) == EMPTY then move(i, i + 2 * step) end  -- jump
    end
  end
  return out
end

return {
  id = "backsliding-toads-and-frogs",
  title = "Backsliding Toads and Frogs: Toads and Frogs where a piece may also slide one cell back (loopy)",
  kind = "partizan",
  loopy = true,
  citation = "Berlekamp, Conway, Guy, Winning Ways (1982), ch. 12; A. N. Siegel, CGSuite, game.strip.BackslidingToadsAndFrogs",

  left = function(p) return moves(p, TOAD, FROG, 1) end,
  right = function(p) return moves(p, FROG, TOAD, -1) end,

  valid = function(p)
    if #p > 12 then return false end
    for i = 1, #p do
      if p[i] ~= EMPTY and p[i] ~= TOAD and p[i] ~= FROG then return false end
    end
    return true
  end,

  size = function(p) return #p end,

  -- Every strip of at most min(bound, 5) cells, then the starting positions t^a .^m f^b
  -- (a, m, b >= 1) of 6 to min(bound, 8) cells.
  positions = function(bound)
    local out, count = {}, 1
    for n = 6, math.min(bound, 8) do
      for a = 1, n - 2 do
        for m = 1, n - a - 1 do
          local q = {}
          for i = 1, n do q[i] = i <= a and TOAD or i <= a + m and EMPTY or FROG end
          out[#out + 1] = q
        end
      end
    end
    for n = 0, math.min(bound, 5) do
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
    return out
  end,

  parse = function(text)
    local p = {}
    for ch in string.gmatch(text, ".") do
      local c = ch:lower()
      if c == "." then p[#p + 1] = EMPTY
      elseif c == "t" then p[#p + 1] = TOAD
      elseif c == "f" then p[#p + 1] = FROG
      else error("a strip has only '.', 't' and 'f'") end
    end
    return p
  end,

  show = function(p)
    local cells = {}
    for i = 1, #p do cells[#cells + 1] = CHARS[p[i]] end
    return table.concat(cells)
  end,
}
