-- A partizan subtraction game: heaps of tokens; Left removes from one heap a number of tokens in her
-- set LEFT, Right a number in his set RIGHT (never more than the heap holds). The heaps are a sum.
-- A position is the list of heap sizes, "6" or "6,3" (CGSuite writes the heap of 6 as (6)).
-- The sets are fixed here: edit LEFT and RIGHT for another game (positive integers). As shipped,
-- Left subtracts 1 or 3, Right 2 or 3: CGSuite's test game PartizanSubtraction([1,3],[2,3]).
-- CGSuite's PartizanSubtraction(L, R) is PartizanHeapRuleset(Subtraction(L), Subtraction(R)).
-- A. S. Fraenkel, A. Kotzig, Partizan octal games: partizan subtraction games, International
-- Journal of Game Theory 16 (1987) 145-154; A. N. Siegel, CGSuite (github.com/aaron-siegel/cgsuite),
-- game/heap/PartizanHeapRuleset.cgs.
local LEFT = {1, 3}
local RIGHT = {2, 3}

local function subtract(set, p)
  local n, out = p[1], {}
  for _, s in ipairs(set) do
    if s <= n then out[#out + 1] = {n - s} end
  end
  return out
end

return {
  id = "partizan-subtraction",
  title = "Partizan subtraction: Left takes 1 or 3 tokens from a heap, Right 2 or 3",
  kind = "partizan",
  citation = "A. S. Fraenkel, A. Kotzig, Partizan octal games: partizan subtraction games, IJGT 16 (1987) 145-154",
  arity = 1,  -- exhaustive enumeration over single heaps {n}

  -- Each heap is a component of its own (split by the solver, no call into Lua).
  components = "entries",

  -- Called on a single heap {n} only.
  left = function(p) return subtract(LEFT, p) end,
  right = function(p) return subtract(RIGHT, p) end,

  valid = function(p)
    for _, n in ipairs(p) do
      if n < 0 then return false end
    end
    return true
  end,

  -- Heaps in any order are the same sum: sorted, the empty heaps left out.
  normalize = function(p)
    local q = {}
    for _, n in ipairs(p) do
      if n > 0 then q[#q + 1] = n end
    end
    table.sort(q)
    return q
  end,
}
