-- Claims about Toppling Dominoes (examples/games/toppling-dominoes.lua): the values CGSuite's tests
-- state (A. N. Siegel, CGSuite, github.com/aaron-siegel/cgsuite, GameStripTest.scala), one value
-- of another solver's tests (T. Maciosowski, cgt-tools, github.com/t4ccer/cgt-tools,
-- cgt/src/short/partizan/games/toppling_dominoes.rs), and values that follow from the rules:
-- rows of one colour, a blue run followed by a red run, and the row with its colours exchanged.

local CH = {[0] = ".", [1] = "l", [2] = "r", [3] = "e"}
local function text(p)
  local cells = {}
  for i = 1, #p do cells[i] = CH[p[i]] end
  return table.concat(cells)
end

-- The row with blue and red exchanged (grey stays grey).
local function swapped(p)
  local cells = {}
  for i = 1, #p do cells[i] = CH[({[0] = 0, [1] = 2, [2] = 1, [3] = 3})[p[i]]] end
  return table.concat(cells)
end

-- a, b when p (normalized: no empty cells, the smaller of a row and its reversal) is l^a r^b with
-- a, b >= 1, or its reversal r^b l^a; else nil.
local function runs(p)
  local n, i = #p, 1
  local first = p[1]
  if first ~= 1 and first ~= 2 then return nil end
  while i <= n and p[i] == first do i = i + 1 end
  local a = i - 1
  while i <= n and p[i] == 3 - first do i = i + 1 end
  if i <= n or a == n then return nil end
  if first == 1 then return a, n - a end
  return n - a, a
end

-- p is the row `row` or its reversal (the game file keeps the smaller array of the two).
local function is(p, row)
  local t = text(p)
  return t == row or t == row:reverse()
end

local PUBLISHED = {
  ["lrrlrrl"] = "Tiny(1/2)",     -- CGSuite, GameStripTest.scala
  ["lere"] = "{1|0,{0|-1}}",     -- CGSuite, GameStripTest.scala (grey dominoes)
  ["lrrll"] = "{1|*}",           -- cgt-tools, toppling_dominoes.rs (x = blue, o = red: "xooxx")
}

return {
  paper = { id = "toppling-dominoes", title = "Toppling Dominoes: published values",
            authors = "A. N. Siegel (CGSuite); T. Maciosowski (cgt-tools)", year = 2021,
            url = "https://github.com/aaron-siegel/cgsuite" },
  game = "../games/toppling-dominoes.lua",
  claims = {
    {
      id = "cgsuite-lrrlrrl", cite = "TopplingDominoes(\"lrrlrrl\")", section = "CGSuite, GameStripTest.scala",
      statement = "The row blue, red, red, blue, red, red, blue is Tiny(1/2) = {0||0|-1/2}.",
      check = "value_is",
      where = function(p) return is(p, "lrrlrrl") end,
      formula = function(p) return PUBLISHED["lrrlrrl"] end,
      bound = 7, random = 0,
    },
    {
      id = "cgsuite-lere", cite = "TopplingDominoes(\"lere\")", section = "CGSuite, GameStripTest.scala",
      statement = "The row blue, grey, red, grey is {1|0,{0|-1}}.",
      check = "value_is",
      where = function(p) return is(p, "lere") end,
      formula = function(p) return PUBLISHED["lere"] end,
      bound = 4, random = 0,
    },
    {
      id = "cgt-tools-lrrll", cite = "correct_canonical", section = "cgt-tools, toppling_dominoes.rs",
      statement = "The row blue, red, red, blue, blue is {1|*}.",
      check = "value_is",
      where = function(p) return is(p, "lrrll") end,
      formula = function(p) return PUBLISHED["lrrll"] end,
      bound = 5, random = 0,
    },
    {
      id = "one-colour", cite = "rows of one colour", section = "from the rules",
      statement = "A row of n >= 1 blue dominoes is n, of n red ones -n, and of n grey ones *n: toppling a "
                  .. "grey row leaves a shorter grey row of any length 0 to n-1, for either player.",
      check = "value_is",
      where = function(p)
        for i = 2, #p do
          if p[i] ~= p[1] then return false end
        end
        return #p >= 1
      end,
      formula = function(p)
        if p[1] == 1 then return tostring(#p) end
        if p[1] == 2 then return tostring(-#p) end
        return "*" .. #p
      end,
      bound = 12, random = 0,
    },
    {
      id = "blue-then-red", cite = "a blue run and a red run", section = "from the rules",
      statement = "l^a r^b (a, b >= 1) is the switch {a-1 | -(b-1)}: each player's best move topples their "
                  .. "domino next to the other colour towards it.",
      check = "value_is",
      where = function(p) return runs(p) ~= nil end,
      formula = function(p)
        local a, b = runs(p)
        return string.format("{%d|%d}", a - 1, -(b - 1))
      end,
      bound = 12, random = 0,
    },
    {
      id = "colours-exchanged", cite = "exchanging the players", section = "from the rules",
      statement = "A row plus the same row with blue and red exchanged is 0: the exchange swaps the players' roles.",
      check = "property",
      formula = function(p) return eq(add(value(), value_in("../games/toppling-dominoes.lua", swapped(p))), 0) end,
      bound = 7, random = 0,
    },
  },
}
