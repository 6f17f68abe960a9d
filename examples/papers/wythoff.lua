-- Claims about Wythoff's game (examples/games/wythoff.lua), from W. A. Wythoff, "A modification of
-- the game of Nim", Nieuw Archief voor Wiskunde (2) 7 (1907) 199-202: the P-positions are the pairs
-- (floor(k phi), floor(k phi) + k), phi the golden ratio, in either order.
local phi = (1 + math.sqrt(5)) / 2

return {
  paper = { id = "wythoff-1907", title = "A modification of the game of Nim",
            authors = "W. A. Wythoff", year = 1907 },
  game = "../games/wythoff.lua",
  claims = {
    {
      id = "p-positions", cite = "Wythoff's theorem", section = "p. 199",
      statement = "(a, b) with a <= b is a P-position iff a = floor(k phi) and b = a + k for some k >= 0.",
      check = "p_iff",
      formula = function(p)
        local a, b = math.min(p[1], p[2]), math.max(p[1], p[2])
        return a == math.floor((b - a) * phi)
      end,
      bound = { ci = 60, standard = 400, deep = 1000 }, random = 100,
    },
    {
      id = "grundy-is-nim-sum", cite = "a tempting misreading", section = "p. 199",
      statement = "The Grundy value of (a, b) is the nim-sum a xor b, as in two-heap Nim.",
      check = "grundy_is",
      formula = function(p) return p[1] ~ p[2] end,
      expect = "refuted", finding = "reading",
      note = "The diagonal move breaks Nim's values: (1, 1) is 2, not 0, since it moves to (0, 0).",
      bound = 40, random = 0,
    },
  },
}
