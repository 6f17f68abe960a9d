-- Claims about Kayles (examples/games/kayles.lua), from R. K. Guy and C. A. B. Smith, "The G-values
-- of various games", Proc. Cambridge Philos. Soc. 52 (1956) 514-526: the Grundy values of a row of
-- n pins are periodic with period 12 from n = 71 on (the last exception is n = 70), with the
-- values 4 1 2 8 1 4 7 2 1 8 2 7 by n mod 12. The game file normalizes the row {0} to the empty
-- position (), so formulas read p[1] or 0.
local period = {4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7}

return {
  paper = { id = "guy-smith-kayles", title = "The G-values of various games",
            authors = "R. K. Guy, C. A. B. Smith", year = 1956, doi = "10.1017/S0305004100031509" },
  game = "../games/kayles.lua",
  claims = {
    {
      id = "period-12", cite = "Kayles, G-values", section = "Table of G-values",
      statement = "For n >= 71, G(n) is 4 1 2 8 1 4 7 2 1 8 2 7 by n mod 12.",
      check = "grundy_is",
      where = function(p) return #p == 1 and p[1] >= 71 end,
      formula = function(p) return period[p[1] % 12 + 1] end,
      bound = { ci = 150, standard = 300, deep = 600 }, random = 0,
    },
    {
      id = "last-exception-70", cite = "Kayles, G-values", section = "Table of G-values",
      statement = "n = 70 is an exception to the period: G(70) differs from G(82).",
      check = "property",
      where = function(p) return #p == 1 and p[1] == 70 end,
      formula = function(p) return grundy({70}) ~= grundy({82}) end,
      bound = 70, random = 0,
    },
    {
      id = "periodic-from-0", cite = "Kayles, read as purely periodic", section = "Table of G-values",
      statement = "G(n + 12) = G(n) for every n >= 0 (the period read as starting at 0).",
      check = "property",
      formula = function(p) return grundy({(p[1] or 0) + 12}) == grundy(p) end,
      expect = "refuted", finding = "reading",
      note = "The paper's period starts after n = 70; read from n = 0 it fails at once: G(0) = 0, G(12) = 4.",
      bound = 100, random = 0,
    },
    {
      id = "two-rows", cite = "Kayles, sums", section = "Section 1",
      statement = "Two rows of n pins are a P-position (the mirror strategy).",
      check = "property",
      formula = function(p) return outcome({p[1] or 0, p[1] or 0}) == "P" end,
      bound = 100, random = 20,
    },
  },
}
