-- A claim file about a built-in game (game = "nim"): formulas get the fields `cgcheck hunt`
-- exposes (heaps, n, k, nimsum) and pos, the position as text. C. L. Bouton, "Nim, a game with a
-- complete mathematical theory", Annals of Mathematics 3 (1901-1902) 35-39.
return {
  paper = { id = "bouton-nim", title = "Nim, a game with a complete mathematical theory",
            authors = "C. L. Bouton", year = 1901, doi = "10.2307/1967631" },
  game = "nim",
  claims = {
    {
      id = "p-iff-nimsum-0", cite = "Theorem", section = "p. 36",
      statement = "A Nim position is a P-position iff the nim-sum of its heaps is 0.",
      check = "p_iff",
      formula = function(p) return p.nimsum == 0 end,
      bound = { ci = 16, standard = 30, deep = 45 }, random = 100,
    },
    {
      id = "grundy-is-nimsum", cite = "Sprague-Grundy for Nim", section = "(later literature)",
      statement = "The Grundy value of a Nim position is the nim-sum of its heaps.",
      check = "grundy_is",
      formula = function(p) return p.nimsum end,
      bound = { ci = 16, standard = 30, deep = 45 }, random = 100,
    },
    {
      id = "p-iff-even-stones", cite = "a tempting misreading", section = "p. 36",
      statement = "A Nim position is a P-position iff it has an even number of stones.",
      check = "p_iff",
      formula = function(p) return p.n % 2 == 0 end,
      expect = "refuted", finding = "reading",
      note = "Two equal heaps are P, and so is any even number of stones in heaps of 1; a single heap of 2 is not.",
      bound = 10, random = 0,
    },
  },
}
