-- Kayles: a row of pins; a move knocks down one pin or two adjacent pins, which may split the row
-- in two. A position is the list of row lengths; the rows are a disjunctive sum (components).
-- Guy and Smith, The G-values of various games, Proc. Cambridge Philos. Soc. 52 (1956).
return {
  id = "kayles",
  title = "Kayles: knock down one pin or two adjacent pins of a row",
  kind = "impartial",
  citation = "R. K. Guy, C. A. B. Smith, The G-values of various games, Proc. Camb. Phil. Soc. 52 (1956) 514-526",
  arity = 1,  -- exhaustive enumeration over single rows {n}

  -- Rows as a sorted list without empty rows: equal sums share one memo entry.
  normalize = function(p)
    local q = {}
    for _, r in ipairs(p) do
      if r > 0 then q[#q + 1] = r end
    end
    table.sort(q)
    return q
  end,

  -- Each row is a component; the solver nim-adds their values.
  components = function(p)
    local parts = {}
    for i, r in ipairs(p) do parts[i] = {r} end
    return parts
  end,

  -- Called on a single row {n} only.
  options = function(p)
    local n, out = p[1], {}
    for take = 1, 2 do
      for left = 0, n - take do
        local right = n - take - left
        if left <= right then out[#out + 1] = {left, right} end
      end
    end
    return out
  end,

  valid = function(p)
    for _, r in ipairs(p) do
      if r < 0 then return false end
    end
    return true
  end,
}
