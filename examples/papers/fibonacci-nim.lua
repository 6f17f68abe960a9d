-- Claims about Fibonacci Nim (examples/games/fibonacci-nim.lua). Whinihan's theorem (M. J. Whinihan,
-- Fibonacci Nim, Fibonacci Quarterly 1(4) (1963) 9-13): write n as a sum of non-consecutive
-- Fibonacci numbers (its Zeckendorf representation); the player to move from a heap of n with
-- memory k wins iff the smallest term is at most 2k (take it). Hence the first player, who may take
-- anything but the whole heap, loses exactly when n is a Fibonacci number. And the row n = 10 of
-- CGSuite's tests (A. N. Siegel, CGSuite (github.com/aaron-siegel/cgsuite), GameHeapTest.scala).

-- The smallest term of n's Zeckendorf representation (n >= 1), taken greedily from the largest.
local function smallest_zeckendorf_term(n)
  local fib = {1, 2}
  while fib[#fib] + fib[#fib - 1] <= n do fib[#fib + 1] = fib[#fib] + fib[#fib - 1] end
  local last
  for i = #fib, 1, -1 do
    if fib[i] <= n then n, last = n - fib[i], fib[i] end
  end
  return last
end

local function is_fibonacci(n)
  local a, b = 1, 2
  while a < n do a, b = b, a + b end
  return a == n
end

local cgsuite_row_10 = { [0] = 0, 2, 2, 2 }  -- and 5 from (10,4) on

return {
  paper = { id = "whinihan-fibonacci-nim", title = "Fibonacci Nim", authors = "M. J. Whinihan", year = 1963 },
  game = "../games/fibonacci-nim.lua",
  claims = {
    {
      id = "zeckendorf-rule", cite = "Whinihan's strategy", section = "pp. 9-13",
      statement = "(n, k) is a P-position iff n = 0 or the smallest term of n's Zeckendorf representation exceeds 2k.",
      check = "p_iff",
      formula = function(p) return p[1] == 0 or smallest_zeckendorf_term(p[1]) > 2 * p[2] end,
      bound = { ci = 120, standard = 300, deep = 600 }, random = 100,
    },
    {
      id = "fibonacci-heaps-lose", cite = "Fibonacci Nim", section = "pp. 9-13",
      statement = "From a heap of n >= 2 where the first player may take any number but not all, the first "
                  .. "player loses iff n is a Fibonacci number (every move (n - a, a), 1 <= a < n, is N).",
      check = "property",
      where = function(p) return p[1] >= 2 and p[2] == 0 end,
      formula = function(p)
        local n, all_n = p[1], true
        for a = 1, n - 1 do
          if outcome({n - a, a}) == "P" then all_n = false end
        end
        return all_n == is_fibonacci(n)
      end,
      bound = { ci = 120, standard = 300, deep = 600 }, random = 0,
    },
    {
      id = "cgsuite-row-10", cite = "game.heap.FibonacciNim((10,n)).NimValue, n = 0..20",
      section = "CGSuite, GameHeapTest.scala (coordinate games)",
      statement = "The heap of 10 with memory 0, 1, ..., 20 has nim values 0, 2, 2, 2, then 5 from memory 4 on.",
      check = "grundy_is",
      where = function(p) return p[1] == 10 and p[2] <= 20 end,
      formula = function(p) return cgsuite_row_10[p[2]] or 5 end,
      bound = 30, random = 0,
    },
    {
      id = "cgsuite-options-10-10", cite = "game.heap.FibonacciNim((10,10)).Options.Size",
      section = "CGSuite, GameHeapTest.scala (coordinate games)",
      statement = "The heap of 10 with memory 10 has 10 options (take 1 to 10).",
      check = "property",
      where = function(p) return p[1] == 10 and p[2] == 10 end,
      formula = function(p) return #options(p) == 10 end,
      bound = 20, random = 0,
    },
    {
      id = "fibonacci-is-p-with-memory", cite = "a tempting misreading", section = "pp. 9-13",
      statement = "(n, k) with n >= 1 is a P-position iff n is a Fibonacci number larger than 2k.",
      check = "p_iff",
      formula = function(p) return p[1] == 0 or (is_fibonacci(p[1]) and p[1] > 2 * p[2]) end,
      expect = "refuted", finding = "reading",
      note = "The rule is about the smallest Zeckendorf term, not n: (4, 0) has no move (memory 0) and is P, "
             .. "though 4 is not a Fibonacci number; with memory, (4, 1) (4 = 3 + 1, smallest term 1) is N.",
      bound = 20, random = 0,
    },
  },
}
