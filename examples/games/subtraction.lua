-- The subtraction game S(1,3,4): one heap; a move removes 1, 3 or 4 tokens.
-- A position is {n}. Berlekamp, Conway and Guy, Winning Ways (1982), ch. 4.
local S = {1, 3, 4}

return {
  id = "subtraction-134",
  title = "Subtraction game S(1,3,4): remove 1, 3 or 4 tokens from one heap",
  kind = "impartial",
  citation = "E. R. Berlekamp, J. H. Conway, R. K. Guy, Winning Ways for your Mathematical Plays (1982), ch. 4",
  arity = 1,  -- exhaustive enumeration: {0}, {1}, {2}, ... up to the bound

  options = function(p)
    local n, out = p[1], {}
    for _, s in ipairs(S) do
      if s <= n then out[#out + 1] = {n - s} end
    end
    return out
  end,

  valid = function(p) return #p == 1 and p[1] >= 0 end,
}
