-- A periodic claim in a claim file, about a built-in heap game: Kayles as the octal game 0.77.
-- R. K. Guy, C. A. B. Smith, "The G-values of various games", Proc. Cambridge Philos. Soc. 52 (1956):
-- G(n + 12) = G(n) for n >= 71 (the last exception is 70). The octal periodicity theorem turns a
-- finite computation into a proof for every n (status proved).
return {
  paper = { id = "guy-smith-octal", title = "The G-values of various games",
            authors = "R. K. Guy, C. A. B. Smith", year = 1956, doi = "10.1017/S0305004100031509" },
  game = "take-and-break:0.77",
  claims = {
    {
      id = "kayles-period-12", cite = "Kayles, G-values", section = "Table of G-values",
      statement = "G(n + 12) = G(n) for every n >= 71, with the values 4 1 2 8 1 4 7 2 1 8 2 7 by n mod 12.",
      check = "periodic", preperiod = 71, period = 12,
      values = {4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7},
      bound = 1000,
    },
    {
      id = "kayles-period-from-0", cite = "Kayles, read as purely periodic", section = "Table of G-values",
      statement = "G(n + 12) = G(n) for every n >= 0.",
      check = "periodic", preperiod = 0, period = 12,
      expect = "refuted", finding = "reading",
      note = "The period starts after the last exception, n = 70.",
      bound = 1000,
    },
  },
}
