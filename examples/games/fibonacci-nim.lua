-- Fibonacci Nim: a heap of tokens and a memory, the number k of tokens the previous move took. A move
-- takes a tokens, 1 <= a <= 2k (and no more than the heap holds), and a becomes the new memory.
-- A position is {n, k}, CGSuite's coordinates (n, k): the text "10,3". With k = 0 there is no move.
-- The usual start, a heap of n from which the first player takes any number but not all, is the
-- choice among the positions {n - a, a}, 1 <= a < n (see the claim file).
-- CGSuite's FibonacciNim = TakeAway(2) = GenMem((memory, j) -> j <= 2 * memory); edit LIMIT for
-- Take-Away(r) (take at most r times the memory).
-- M. J. Whinihan, Fibonacci Nim, Fibonacci Quarterly 1(4) (1963) 9-13; A. N. Siegel, CGSuite
-- (github.com/aaron-siegel/cgsuite), game/heap/GenMem.cgs.
local LIMIT = 2

return {
  id = "fibonacci-nim",
  title = "Fibonacci Nim: take at most twice what the previous move took",
  kind = "impartial",
  citation = "M. J. Whinihan, Fibonacci Nim, Fibonacci Quarterly 1(4) (1963) 9-13",
  arity = 2,  -- exhaustive enumeration: every {n, k} with n + k <= the bound

  options = function(p)
    local n, out = p[1], {}
    for a = 1, math.min(n, LIMIT * p[2]) do out[#out + 1] = {n - a, a} end
    return out
  end,

  valid = function(p) return #p == 2 and p[1] >= 0 and p[2] >= 0 end,
}
