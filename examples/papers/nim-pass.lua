-- Claims about Nim with a pass written in Lua (examples/games/nim-pass.lua), from Wong Oi Lin,
-- "The Game Positions of Nim with a Pass (heaps of sizes at most four)", B.Ed. project, HKIEd (2015)
-- (004_567416f96dbe5f38.txt). A position is {pass, heaps...}; pass = 1 while the pass is available.
local function count(p, size)
  local m = 0
  for i = 2, #p do
    if p[i] == size then m = m + 1 end
  end
  return m
end
local function stones(p)
  local n = 0
  for i = 2, #p do n = n + p[i] end
  return n
end
local function largest(p) return #p > 1 and p[#p] or 0 end

return {
  paper = { id = "wong-nim-pass", title = "The Game Positions of Nim with a Pass (heaps of sizes at most four)",
            authors = "Wong Oi Lin", year = 2015 },
  game = "../games/nim-pass.lua",
  claims = {
    {
      id = "pass-used-is-nim", cite = "rules", section = "Section 1",
      statement = "Once the pass is used the game is Nim: P iff the nim-sum of the heaps is 0.",
      check = "p_iff",
      where = function(p) return p[1] == 0 end,
      formula = function(p)
        local x = 0
        for i = 2, #p do x = x ~ p[i] end
        return x == 0
      end,
      bound = { ci = 14, standard = 20, deep = 30 }, random = 0,
    },
    {
      id = "table-1-row-4", cite = "Table 1, row 4", section = "Section 2 (p. 5)",
      statement = "On heaps of sizes 1, 2 and 3 with n >= 10 stones, (m1, m2, m3) = (even, even, even) " ..
                  "with the pass available is a P-position (as printed).",
      check = "p_iff",
      where = function(p)
        return p[1] == 1 and largest(p) <= 3 and stones(p) >= 10
           and count(p, 1) % 2 == 0 and count(p, 2) % 2 == 0 and count(p, 3) % 2 == 0
      end,
      formula = function(p) return true end,
      expect = "refuted", finding = "erratum",
      note = "Every heap count even means nim-sum 0, and a non-empty nim-sum-0 position with the pass " ..
             "available is N (pass into a Nim P-position). The built-in claim nim-pass/table-1-row-4 finds " ..
             "the same error; Table 2's nim-sum column fits (even, odd, odd).",
      bound = { ci = 14, standard = 18, deep = 24 }, random = 0,
    },
  },
}
