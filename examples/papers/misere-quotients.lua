-- Misère quotients as claims: the misère quotient of Nim played with heaps of at most three tokens.
-- T. E. Plambeck and A. N. Siegel, "Misère quotients for impartial games", J. Combin. Theory Ser. A
-- 115 (2008) 593-622, name the quotients of misère Nim the tame quotients T_n; T_2, the quotient of
-- the sums of heaps of 1 and 2 tokens, is <a,b | a^2=1, b^3=b> with P-portion {a, b^2}. By
-- C. L. Bouton's misère rule (1901; examples/papers/misere-nim.lua) a heap of 3 plays as a heap of 1
-- plus a heap of 2, so Nim with heaps of at most 3 tokens has the same quotient, heap 3 being ab.
-- A quotient claim is written as MisereSolver (A. N. Siegel) writes quotients, with the element of
-- each heap from heap 0; `bound` is the largest heap checked (at most the heaps written).
return {
  paper = { id = "misere-nim-quotient", title = "Misère quotients for impartial games (the tame quotient T2)",
            authors = "T. E. Plambeck, A. N. Siegel", year = 2008, doi = "10.1016/j.jcta.2007.06.003" },
  game = "take-and-break:0.[3]",
  claims = {
    {
      id = "t2-to-heap-3", cite = "the tame quotient T2", section = "tame quotients",
      statement = "The misère quotient of Nim with heaps of at most 3 tokens is T2 = <a,b | a2=1,b3=b>, P = {a,b2}, "
                  .. "with heap 1 = a, heap 2 = b, heap 3 = ab.",
      check = "quotient", play = "misere",
      presentation = "Q = <a,b | a2=1,b3=b>; P = {a,b2}",
      heaps = "1 a b ab",
      bound = 3,
    },
    {
      id = "t2-order", cite = "the order of T2", section = "tame quotients",
      statement = "The misère quotient of Nim with heaps of at most 3 tokens has 6 elements (1, a, b, ab, b2, ab2).",
      check = "quotient", play = "misere", order = 6,
      bound = 3,
    },
    {
      id = "t2-heap-3-is-b", cite = "a tempting misreading", section = "tame quotients",
      statement = "T2 with heap 3 = b: a heap of 3 tokens taken for a heap of 2 (both are restive, the genera 3^31 "
                  .. "and 2^20), forgetting its heap of 1.",
      check = "quotient", play = "misere",
      presentation = "Q = <a,b | a2=1,b3=b>; P = {a,b2}",
      heaps = "1 a b b",
      bound = 3,
      expect = "refuted", finding = "reading",
      note = "2,3 is a misère N-position (nim-sum 1, a heap of at least 2), but b times b = b2 is in the P-portion.",
    },
    {
      id = "t2-to-heap-4", cite = "T2 read as the whole of misère Nim", section = "tame quotients",
      statement = "T2 is the quotient of misère Nim with heaps of at most 4 tokens, heap 4 being b.",
      check = "quotient", play = "misere",
      presentation = "Q = <a,b | a2=1,b3=b>; P = {a,b2}",
      heaps = "1 a b ab b",
      bound = 4,
      expect = "refuted", finding = "reading",
      note = "Heap 4 is a new generator: the quotient of heaps up to 4 is T3, of order 10.",
    },
  },
}
