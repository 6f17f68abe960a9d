-- Wythoff's game: two heaps; a move takes any number of tokens from one heap, or the same number
-- from both. A position is {a, b}; normalize puts the smaller heap first, so (a, b) and (b, a) share
-- one memo entry. W. A. Wythoff, "A modification of the game of Nim", Nieuw Archief voor Wiskunde
-- (2) 7 (1907) 199-202.
return {
  id = "wythoff",
  title = "Wythoff's game: take from one heap, or the same number from both",
  kind = "impartial",
  citation = "W. A. Wythoff, A modification of the game of Nim, Nieuw Archief voor Wiskunde (2) 7 (1907) 199-202",
  arity = 2,  -- exhaustive enumeration: every {a, b} with a + b <= the bound

  options = function(p)
    local a, b, out = p[1], p[2], {}
    for i = 1, a do out[#out + 1] = {a - i, b} end
    for i = 1, b do out[#out + 1] = {a, b - i} end
    for i = 1, math.min(a, b) do out[#out + 1] = {a - i, b - i} end
    return out
  end,

  normalize = function(p)
    if p[1] > p[2] then return {p[2], p[1]} end
    return p
  end,

  valid = function(p) return #p == 2 and p[1] >= 0 and p[2] >= 0 end,
}
