-- Claims about Maundy Cake (examples/games/maundy-cake.lua): the values of the 8-row cakes as
-- CGSuite's tests state them (A. N. Siegel, CGSuite (github.com/aaron-siegel/cgsuite),
-- GameHeapTest.scala), and facts read off the rules: a cake one player cannot cut (a side of 0 or 1)
-- is worth the most cuts the other can make, and turning a cake a quarter swaps the players.

-- The most cuts one player can make alone on a side of n: cut into p parts for the largest prime p
-- of n, then each part likewise; with n = p1 p2 ... pr, p1 >= p2 >= ... >= pr, that is
-- 1 + p1 + p1 p2 + ... + p1 ... p(r-1) (0 for n <= 1).
local function most_cuts(n)
  local primes, d = {}, 2
  while n > 1 do
    while n % d == 0 do primes[#primes + 1] = d; n = n // d end
    d = d + 1
  end
  local total, product = 0, 1
  for i = #primes, 1, -1 do
    total = total + product
    product = product * primes[i]
  end
  return total
end

local cgsuite_row_8 = { [0] = "-7", "-7", "-3", "-3", "-1", "-3", "-1", "-3", "0" }

return {
  paper = { id = "cgsuite-maundy-cake", title = "CGSuite's tests of game.heap.MaundyCake (GameHeapTest.scala)",
            authors = "A. N. Siegel", year = 2023, url = "https://github.com/aaron-siegel/cgsuite" },
  game = "../games/maundy-cake.lua",
  claims = {
    {
      id = "cgsuite-8-by-n", cite = "game.heap.MaundyCake((8,n)).CanonicalForm, n = 0..8",
      section = "CGSuite, GameHeapTest.scala (partizan coordinate games)",
      statement = "The cakes (8,0), ..., (8,8) are -7, -7, -3, -3, -1, -3, -1, -3, 0.",
      check = "value_is",
      where = function(p) return p[1] == 8 and p[2] <= 8 end,
      formula = function(p) return cgsuite_row_8[p[2]] end,
      bound = 16, random = 0,
    },
    {
      id = "one-sided-cakes", cite = "from the rules", section = "-",
      statement = "A cake with 0 or 1 columns and m rows is -(1 + p1 + p1 p2 + ... + p1 ... p(r-1)), where "
                  .. "m = p1 ... pr with primes p1 >= ... >= pr (Right cuts into the largest prime number of "
                  .. "parts first); with 0 or 1 rows and n columns, the same for n, positive.",
      check = "value_is",
      where = function(p) return p[1] <= 1 or p[2] <= 1 end,
      formula = function(p)
        if p[2] <= 1 then return tostring(-most_cuts(p[1])) end
        return tostring(most_cuts(p[2]))
      end,
      bound = { ci = 200, standard = 500, deep = 1000 }, random = 0,
    },
    {
      id = "turned-cake-is-negative", cite = "from the rules", section = "-",
      statement = "Turning a cake a quarter swaps the players: (m,n) + (n,m) = 0.",
      check = "property",
      formula = function(p) return eq(add(value(), value({p[2], p[1]})), 0) end,
      bound = { ci = 40, standard = 60, deep = 100 }, random = 0,
    },
    {
      id = "one-sided-smallest-prime-first", cite = "a tempting misreading", section = "-",
      statement = "A cake with one column and m rows is -(1 + q1 + q1 q2 + ...) with the primes of m taken "
                  .. "smallest first.",
      check = "value_is",
      where = function(p) return p[2] == 1 end,
      formula = function(p)
        local m, primes, d = p[1], {}, 2
        while m > 1 do
          while m % d == 0 do primes[#primes + 1] = d; m = m // d end
          d = d + 1
        end
        local total, product = 0, 1
        for i = 1, #primes do total = total + product; product = product * primes[i] end
        return tostring(-total)
      end,
      expect = "refuted", finding = "reading",
      note = "Cutting 6 rows in two first leaves two cakes of 3 rows (1 + 2 = 3 cuts); cutting in three first "
             .. "leaves three of 2 rows (1 + 3 = 4 cuts): (6,1) is -4.",
      bound = 40, random = 0,
    },
  },
}
