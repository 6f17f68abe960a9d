-- Mem: a heap of tokens and a memory, the number k of tokens the previous move took. A move takes
-- a >= k tokens (at least one, and no more than the heap holds), and a becomes the new memory.
-- A position is {n, k}, CGSuite's coordinates (n, k): the text "10,3".
-- CGSuite's Mem = GenMem((memory, j) -> j >= memory); edit allowed() below for another game of its
-- family (j ~= memory is CGSuite's test game Mem0, j <= 2 * memory Fibonacci Nim).
-- A. N. Siegel, CGSuite (github.com/aaron-siegel/cgsuite), game/heap/GenMem.cgs.
local function allowed(memory, take) return take >= memory end

return {
  id = "mem",
  title = "Mem: take at least as many tokens as the previous move took",
  kind = "impartial",
  citation = "A. N. Siegel, CGSuite (github.com/aaron-siegel/cgsuite), game.heap.Mem",
  arity = 2,  -- exhaustive enumeration: every {n, k} with n + k <= the bound

  options = function(p)
    local n, out = p[1], {}
    for a = 1, n do
      if allowed(p[2], a) then out[#out + 1] = {n - a, a} end
    end
    return out
  end,

  valid = function(p) return #p == 2 and p[1] >= 0 and p[2] >= 0 end,
}
