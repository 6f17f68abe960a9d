-- Chomp: a Young diagram of squares (row lengths from the top, non-increasing), the top-left square
-- poisoned. A move picks a square (i, j) other than the poisoned one and removes every square
-- (i', j') with i' >= i and j' >= j; the player left with the poisoned square alone cannot move and
-- loses. A position is its array of row lengths. D. Gale, "A curious Nim-type game", American
-- Mathematical Monthly 81 (1974) 876-879.
local function diagrams(n, widest, prefix, out)
  if n == 0 then
    out[#out + 1] = {table.unpack(prefix)}
    return
  end
  for len = math.min(n, widest), 1, -1 do
    prefix[#prefix + 1] = len
    diagrams(n - len, len, prefix, out)
    prefix[#prefix] = nil
  end
end

return {
  id = "chomp",
  title = "Chomp: bite off a square and everything below and right of it; the poisoned corner loses",
  kind = "impartial",
  citation = "D. Gale, A curious Nim-type game, American Mathematical Monthly 81 (1974) 876-879",

  options = function(p)
    local out = {}
    for i = 1, #p do
      for j = 1, p[i] do
        if i > 1 or j > 1 then
          local q = {}
          for r = 1, #p do
            local len = p[r]
            if r >= i and len >= j then len = j - 1 end
            if len > 0 then q[#q + 1] = len end
          end
          out[#out + 1] = q
        end
      end
    end
    return out
  end,

  valid = function(p)
    if #p == 0 then return false end
    for i = 1, #p do
      if p[i] < 1 or (i > 1 and p[i] > p[i - 1]) then return false end
    end
    return true
  end,

  -- Every diagram of at most `bound` squares, by number of squares, then rows longest first.
  positions = function(bound)
    local out = {}
    for n = 1, bound do diagrams(n, n, {}, out) end
    return out
  end,
}
