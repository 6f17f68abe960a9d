-- Dawson's Kayles, the octal game 0.07: a move knocks down two adjacent pins of a row, which may
-- split it in two. A position is the list of row lengths; the rows are a disjunctive sum
-- (components), so the solver keeps one memo entry per row length. Its Grundy values have period
-- 34 from n = 53 on (the last exception is n = 52); OEIS A002187 lists them one heap shifted
-- (A002187(n) is the value of a row of n + 1 pins).
return {
  id = "dawson-kayles",
  title = "Dawson's Kayles (0.07): knock down two adjacent pins of a row",
  kind = "impartial",
  citation = "E. R. Berlekamp, J. H. Conway, R. K. Guy, Winning Ways for your Mathematical Plays, 2nd ed., vol. 1 (2001), pp. 89-91; OEIS A002187",
  arity = 1,  -- exhaustive enumeration over single rows {n}

  -- Each row is a component of its own: the solver splits every option into its rows itself, with no
  -- call into Lua (a components(p) function would be called once per option).
  components = "entries",

  -- Called on a single row {n} only: the two rows left of and right of the pair taken.
  options = function(p)
    local n, out = p[1], {}
    for left = 0, (n - 2) // 2 do out[#out + 1] = {left, n - 2 - left} end
    return out
  end,

  valid = function(p)
    for _, r in ipairs(p) do
      if r < 0 then return false end
    end
    return true
  end,
}
