-- A loopy impartial game, written for cgcheck's examples: a token on the squares 0..20 of a strip.
-- A move takes it 1, 2 or 4 squares down, or from a square 2, 6, 10, ... (2 mod 4) 3 squares up
-- (staying on the strip). Whoever cannot move (the token on 0) loses; play may go on forever (a
-- draw). A position is {square}.
local TOP = 20

return {
  id = "token-walk",
  title = "Token walk: 1, 2 or 4 squares down, or 3 up from a square 2 mod 4 (loopy)",
  kind = "impartial",
  loopy = true,  -- solved by retrograde analysis: generalized Sprague-Grundy values, draws
  arity = 1,

  options = function(p)
    local n, out = p[1], {}
    for _, d in ipairs({1, 2, 4}) do
      if n >= d then out[#out + 1] = {n - d} end
    end
    if n % 4 == 2 and n + 3 <= TOP then out[#out + 1] = {n + 3} end
    return out
  end,

  valid = function(p) return #p == 1 and p[1] >= 0 and p[1] <= TOP end,
}
