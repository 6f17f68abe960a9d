-- Claims about r-Wythoff (examples/games/gen-wythoff.lua; a position is {a, b, r}). Fraenkel's theorem
-- (A. S. Fraenkel, How to beat your Wythoff games' opponent on three fronts, American Mathematical
-- Monthly 89 (1982) 353-361): for r >= 1 the P-positions are the pairs (floor(i alpha), floor(i beta)),
-- i >= 0, in either order, with alpha = (2 - r + sqrt(r^2 + 4)) / 2 and beta = alpha + r. CGSuite's tests
-- (A. N. Siegel, CGSuite (github.com/aaron-siegel/cgsuite), GameHeapTest.scala) check the first 15 of
-- them for r = 1, ..., 5, the nim values of the row (10, n) for r = 1 and r = 2, and the option counts
-- of (10, 10).

local function alpha(r) return 0.5 * (2 - r + math.sqrt(r * r + 4)) end

local cgsuite_row_10 = {
  [1] = {10, 11, 9, 8, 13, 12, 0, 15, 16, 17, 14, 18, 7, 6, 2, 3, 1, 4, 5, 23, 28},
  [2] = {10, 11, 12, 13, 0, 14, 9, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 15, 28, 29, 30},
}

return {
  paper = { id = "fraenkel-r-wythoff", title = "How to beat your Wythoff games' opponent on three fronts",
            authors = "A. S. Fraenkel", year = 1982 },
  game = "../games/gen-wythoff.lua",
  claims = {
    {
      id = "p-positions", cite = "r-Wythoff's P-positions", section = "Amer. Math. Monthly 89 (1982) 353-361",
      statement = "For r >= 1, (a, b) with a <= b is a P-position iff a = floor(i alpha) and b = a + i r for some "
                  .. "i >= 0, alpha = (2 - r + sqrt(r^2 + 4)) / 2 (so b = floor(i (alpha + r))).",
      check = "p_iff",
      where = function(p) return p[3] >= 1 end,
      formula = function(p)
        local r, a, b = p[3], math.min(p[1], p[2]), math.max(p[1], p[2])
        return (b - a) % r == 0 and math.floor((b - a) // r * alpha(r)) == a
      end,
      bound = { ci = 45, standard = 70, deep = 110 }, random = 100,
    },
    {
      id = "cgsuite-first-15-p-positions", cite = "GenWythoff(r) P-positions, r = 1..5",
      section = "CGSuite, GameHeapTest.scala (coordinate games)",
      statement = "For r = 1, ..., 5 the first 15 pairs (trunc(i alpha), trunc(i (alpha + r))), i = 0..14, have "
                  .. "nim value 0 (the largest is (16, 86) for r = 5).",
      check = "property",
      where = function(p) return p[1] == 0 and p[2] == 0 and p[3] == 0 end,
      formula = function(p)
        for r = 1, 5 do
          local al = alpha(r)
          for i = 0, 14 do
            if grundy({math.floor(i * al), math.floor(i * (al + r)), r}) ~= 0 then return false end
          end
        end
        return true
      end,
      bound = 0, random = 0,
    },
    {
      id = "cgsuite-row-10", cite = "game.heap.Wythoff and GenWythoff(x -> x + 2), ((10,n)).NimValue, n = 0..20",
      section = "CGSuite, GameHeapTest.scala (coordinate games)",
      statement = "The nim values of (10, n), n = 0..20: for r = 1, 10 11 9 8 13 12 0 15 16 17 14 18 7 6 2 3 1 4 5 "
                  .. "23 28; for r = 2, 10 11 12 13 0 14 9 17 18 19 20 21 22 23 24 25 26 15 28 29 30.",
      check = "grundy_is",
      -- (10, n) and (n, 10) are one position (the file puts the smaller heap first).
      where = function(p)
        return (p[1] == 10 and p[2] <= 20 or p[2] == 10 and p[1] <= 20) and (p[3] == 1 or p[3] == 2)
      end,
      formula = function(p) return cgsuite_row_10[p[3]][(p[1] == 10 and p[2] or p[1]) + 1] end,
      bound = 32, random = 0,
    },
    {
      id = "cgsuite-options-10-10", cite = "Wythoff((10,10)).Options.Size, GenWythoff(x -> x + 2)((10,10)).Options.Size",
      section = "CGSuite, GameHeapTest.scala (coordinate games)",
      statement = "(10, 10) has 30 moves in Wythoff's game (r = 1) and 48 for r = 2.",
      check = "property",
      where = function(p) return p[1] == 10 and p[2] == 10 and (p[3] == 1 or p[3] == 2) end,
      formula = function(p) return #options(p) == (p[3] == 1 and 30 or 48) end,
      bound = 22, random = 0,
    },
    {
      id = "wythoff-pairs-for-every-r", cite = "a tempting misreading", section = "Amer. Math. Monthly 89 (1982)",
      statement = "Wythoff's P-positions (floor(i phi), floor(i phi^2)) stay the P-positions for every r >= 1.",
      check = "p_iff",
      where = function(p) return p[3] >= 1 end,
      formula = function(p)
        local a, b = math.min(p[1], p[2]), math.max(p[1], p[2])
        return a == math.floor((b - a) * (1 + math.sqrt(5)) / 2)
      end,
      expect = "refuted", finding = "reading",
      note = "For r = 2, (1, 2) is N: taking 1 from one heap and 2 from the other (|1 - 2| < 2) empties both. "
             .. "Fraenkel's pairs differ by multiples of r.",
      bound = 12, random = 0,
    },
  },
}
