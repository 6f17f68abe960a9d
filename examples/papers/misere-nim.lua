-- Misère Nim (the player who takes the last stone loses), as a claim file: play = "misere" makes
-- the truth misère play's. C. L. Bouton, "Nim, a game with a complete mathematical theory",
-- Annals of Mathematics 3 (1901-1902) 35-39, states the misère rule beside the normal one.
return {
  paper = { id = "bouton-misere-nim", title = "Nim, a game with a complete mathematical theory (misère play)",
            authors = "C. L. Bouton", year = 1901, doi = "10.2307/1967631" },
  game = "nim",
  claims = {
    {
      id = "misere-p-rule", cite = "the misère rule", section = "p. 39",
      statement = "In misère Nim a position is a P-position iff some heap has at least 2 stones and the nim-sum is 0, "
                  .. "or every heap has at most 1 stone and the number of heaps of 1 is odd.",
      check = "p_iff", play = "misere",
      formula = function(p)
        local big, ones = false, 0
        for _, h in ipairs(p.heaps) do
          if h >= 2 then big = true elseif h == 1 then ones = ones + 1 end
        end
        if big then return p.nimsum == 0 end
        return ones % 2 == 1
      end,
      bound = { ci = 12, standard = 20, deep = 30 }, random = 100,
    },
    {
      id = "misere-grundy", cite = "misère Grundy values of Nim", section = "(later literature)",
      statement = "The misère Grundy value of a Nim position is its nim-sum when some heap has at least 2 stones, "
                  .. "and its nim-sum xor 1 otherwise.",
      check = "grundy_is", play = "misere",
      formula = function(p)
        for _, h in ipairs(p.heaps) do
          if h >= 2 then return p.nimsum end
        end
        return p.nimsum ~ 1
      end,
      bound = { ci = 12, standard = 20, deep = 30 }, random = 100,
    },
    {
      id = "misere-ones-odd", cite = "a tempting misreading", section = "p. 39",
      statement = "In misère Nim a position is a P-position iff its number of heaps of 1 is odd and the nim-sum of "
                  .. "its other heaps is 0.",
      check = "p_iff", play = "misere",
      formula = function(p)
        local ones, rest = 0, 0
        for _, h in ipairs(p.heaps) do
          if h == 1 then ones = ones + 1 else rest = rest ~ h end
        end
        return ones % 2 == 1 and rest == 0
      end,
      expect = "refuted", finding = "reading",
      note = "Right when every heap is 1; but 2,2 is a misère P-position (the nim-sum is 0 and a heap is >= 2) "
             .. "with no heap of 1.",
      bound = 10, random = 0,
    },
    {
      id = "nim-is-tame", cite = "tame games", section = "(J. H. Conway, On Numbers and Games, 1976, ch. 12)",
      statement = "Every Nim position is tame under misère play: its misère canonical form is hereditarily tame, "
                  .. "and its misère nim value is the misère Grundy value of Bouton's rule.",
      check = "property", play = "misere",
      formula = function(p)
        local f = misere_form(p)
        return f.tame and f.misere_nim_value == misere_grundy(p)
      end,
      bound = { ci = 6, standard = 8, deep = 10 }, random = 20,
    },
  },
}
