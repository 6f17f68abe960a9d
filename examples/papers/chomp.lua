-- Claims about Chomp (examples/games/chomp.lua). The rectangles are from D. Gale, "A curious
-- Nim-type game", American Mathematical Monthly 81 (1974) 876-879 (strategy stealing: the first
-- player wins every rectangle but 1 x 1, with no winning move named). The L-shapes follow from
-- the rules: a row of a squares over k - 1 rows of one square is Nim with heaps a - 1 and k - 1.
local function rectangle(p)
  for i = 2, #p do
    if p[i] ~= p[1] then return false end
  end
  return true
end

local function l_shape(p)
  for i = 2, #p do
    if p[i] ~= 1 then return false end
  end
  return true
end

return {
  paper = { id = "gale-chomp", title = "A curious Nim-type game", authors = "D. Gale", year = 1974 },
  game = "../games/chomp.lua",
  claims = {
    {
      id = "rectangles-are-n", cite = "strategy stealing", section = "p. 876",
      statement = "Every rectangle other than 1 x 1 is an N-position.",
      check = "p_iff", where = rectangle,
      formula = function(p) return #p == 1 and p[1] == 1 end,
      bound = { ci = 12, standard = 20, deep = 24 }, random = 0,
    },
    {
      id = "l-shapes", cite = "from the rules", section = "-",
      statement = "An L of a squares across and k rows is a P-position iff a = k (Nim with heaps a - 1 and k - 1).",
      check = "p_iff", where = l_shape,
      formula = function(p) return p[1] == #p end,
      bound = { ci = 12, standard = 20, deep = 24 }, random = 0,
    },
    {
      id = "first-row-wins", cite = "a tempting misreading", section = "-",
      statement = "Every diagram with two or more squares is an N-position.",
      check = "p_iff",
      formula = function(p) return #p == 1 and p[1] == 1 end,
      expect = "refuted", finding = "reading",
      note = "Strategy stealing needs a rectangle: rows of 2 and 1 squares are P (every move leaves two squares in a line, which the opponent bites down to the poison).",
      bound = 8, random = 0,
    },
  },
}
