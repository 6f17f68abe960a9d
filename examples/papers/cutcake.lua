-- Claims about Cutcake (examples/games/cutcake.lua): the values of the 8-row cakes as CGSuite's
-- tests state them (A. N. Siegel, CGSuite (github.com/aaron-siegel/cgsuite), GameHeapTest.scala),
-- and the rule of Berlekamp, Conway and Guy, Winning Ways for your Mathematical Plays (1982), ch. 2:
-- every cake is an integer, found by halving. Write L(n) for the largest power of 2 not above n (the
-- number of pieces a player can halve n into without waste): a cake of m rows and n columns is
-- n // L(m) - 1 when n >= 2 L(m) (Left, who splits columns, is ahead), -(m // L(n) - 1) when
-- m >= 2 L(n), and 0 when L(m) = L(n).
local function pow2_floor(x)
  local p = 1
  while p * 2 <= x do p = p * 2 end
  return p
end

-- The Winning Ways value of an m x n cake; a side of 0 cuts as a side of 1 (no cut).
local function cutcake(m, n)
  local lm, ln = pow2_floor(math.max(m, 1)), pow2_floor(math.max(n, 1))
  if ln > lm then return n // lm - 1 end
  if lm > ln then return -(m // ln - 1) end
  return 0
end

local cgsuite_row_8 = { [0] = "-7", "-7", "-3", "-3", "-1", "-1", "-1", "-1", "0" }

return {
  paper = { id = "winning-ways-cutcake", title = "Cutcake: Winning Ways' halving rule and CGSuite's values",
            authors = "E. R. Berlekamp, J. H. Conway, R. K. Guy; A. N. Siegel", year = 1982,
            url = "https://github.com/aaron-siegel/cgsuite" },
  game = "../games/cutcake.lua",
  claims = {
    {
      id = "cgsuite-8-by-n", cite = "game.heap.Cutcake((8,n)).CanonicalForm, n = 0..8",
      section = "CGSuite, GameHeapTest.scala (partizan coordinate games)",
      statement = "The cakes (8,0), ..., (8,8) are -7, -7, -3, -3, -1, -1, -1, -1, 0.",
      check = "value_is",
      where = function(p) return p[1] == 8 and p[2] <= 8 end,
      formula = function(p) return cgsuite_row_8[p[2]] end,
      bound = 16, random = 0,
    },
    {
      id = "halving-rule", cite = "Cutcake", section = "ch. 2",
      statement = "An m x n cake (Left splits the n columns, Right the m rows) is the integer n // L(m) - 1 when "
                  .. "L(n) > L(m), -(m // L(n) - 1) when L(m) > L(n), and 0 when L(m) = L(n), L(x) the largest "
                  .. "power of 2 not above x.",
      check = "value_is",
      formula = function(p) return tostring(cutcake(p[1], p[2])) end,
      bound = { ci = 40, standard = 64, deep = 100 }, random = 50,
    },
    {
      id = "turned-cake-is-negative", cite = "Cutcake", section = "ch. 2",
      statement = "Turning a cake a quarter swaps the players: (m,n) + (n,m) = 0.",
      check = "property",
      formula = function(p) return eq(add(value(), value({p[2], p[1]})), 0) end,
      bound = { ci = 30, standard = 50, deep = 80 }, random = 0,
    },
    {
      id = "strip-of-columns", cite = "a tempting misreading", section = "ch. 2",
      statement = "An m x n cake is n - m: each player makes one cut per extra column or row.",
      check = "value_is",
      formula = function(p) return tostring(math.max(p[2], 1) - math.max(p[1], 1)) end,
      expect = "refuted", finding = "reading",
      note = "Only the cakes with a single row or column are n - 1 or -(m - 1): in a 2 x 3 cake Left's first cut "
             .. "leaves a 2 x 1 strip, where Right gets a free move; (2,3) is 0, not 1.",
      bound = 12, random = 0,
    },
  },
}
