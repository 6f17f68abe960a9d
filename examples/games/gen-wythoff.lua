-- r-Wythoff (Fraenkel): two heaps; a move takes any number of tokens from one heap, or k >= 1 from
-- the first and l >= 1 from the second with |k - l| < r. r = 1 is Wythoff's game, r = 0 Nim.
-- A position is {a, b, r}: the text "10,10,2" is CGSuite's GenWythoff(x -> x + 2)((10,10)).
-- CGSuite's GenWythoff(f) takes k and l with 0 < k <= l < f(k) (either heap first); f(k) = k + r
-- is this game. Normalize puts the smaller heap first.
-- A. S. Fraenkel, How to beat your Wythoff games' opponent on three fronts, American Mathematical
-- Monthly 89 (1982) 353-361; A. N. Siegel, CGSuite (github.com/aaron-siegel/cgsuite),
-- game/heap/GenWythoff.cgs.
return {
  id = "gen-wythoff",
  title = "r-Wythoff: take from one heap, or from both with amounts differing by less than r",
  kind = "impartial",
  citation = "A. S. Fraenkel, How to beat your Wythoff games' opponent on three fronts, Amer. Math. Monthly 89 (1982) 353-361",
  arity = 3,  -- exhaustive enumeration: every {a, b, r} with a + b + r <= the bound

  options = function(p)
    local a, b, r, out = p[1], p[2], p[3], {}
    for k = 1, a do out[#out + 1] = {a - k, b, r} end
    for l = 1, b do out[#out + 1] = {a, b - l, r} end
    for k = 1, a do
      for l = math.max(1, k - r + 1), math.min(b, k + r - 1) do out[#out + 1] = {a - k, b - l, r} end
    end
    return out
  end,

  normalize = function(p)
    if p[1] > p[2] then return {p[2], p[1], p[3]} end
    return p
  end,

  valid = function(p) return #p == 3 and p[1] >= 0 and p[2] >= 0 and p[3] >= 0 end,
}
