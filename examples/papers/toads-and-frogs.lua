-- Claims about Toads and Frogs (examples/games/toads-and-frogs.lua): the values CGSuite's tests
-- state (A. N. Siegel, CGSuite, github.com/aaron-siegel/cgsuite, GameStripTest.scala), small
-- positions of Winning Ways (E. R. Berlekamp, J. H. Conway, R. K. Guy, Winning Ways for your
-- Mathematical Plays, 1982, ch. 1, as retold in "Introduction to Toads and Frogs",
-- combinatorialgames.wordpress.com) and of J. Erickson's Toads and Frogs program (HELP_TOADS,
-- jeffe.cs.illinois.edu/pubs/misc/HELP_TOADS), and the families of starting positions
-- t^a .^m f^b of J. Erickson, New Toads and Frogs results, Games of No Chance, MSRI Publ. 29
-- (1996) 299-310, as listed (conjectures E1-E3) by T. Thanatipanonda, Further hopping with Toads
-- and Frogs, Electronic Journal of Combinatorics 18 (2011).

-- The text of a position as the game file writes it ("k:" prefix when the maximum jump is not 1).
local CH = {[0] = ".", [1] = "t", [2] = "f"}
local function text(p)
  local cells = {}
  for i = 2, #p do cells[#cells + 1] = CH[p[i]] end
  return (p[1] ~= 1 and (p[1] .. ":") or "") .. table.concat(cells)
end

-- a, m, b when p is the starting position t^a .^m f^b (a, m, b >= 1) with maximum jump k, else nil.
local function start(p, k)
  if p[1] ~= k then return nil end
  local i, n, a, m = 2, #p, 0, 0
  while i <= n and p[i] == 1 do a, i = a + 1, i + 1 end
  while i <= n and p[i] == 0 do m, i = m + 1, i + 1 end
  local b = n - i + 1
  for j = i, n do
    if p[j] ~= 2 then return nil end
  end
  if a == 0 or m == 0 or b == 0 then return nil end
  return a, m, b
end

-- The strip read from the other end with toads and frogs exchanged: the players' roles swapped.
local function mirrored(p)
  local cells = {}
  for i = #p, 2, -1 do cells[#cells + 1] = ({[0] = ".", [1] = "f", [2] = "t"})[p[i]] end
  return (p[1] ~= 1 and (p[1] .. ":") or "") .. table.concat(cells)
end

local SMALL = {
  -- Erickson's HELP_TOADS: |t f| = *, | tf| = 0, |ft | = 1, |f t| = 0, |t tf| = 1/2, | ttf| = 0, |tft | = 1.
  ["t.f"] = "*", [".tf"] = "0", ["ft."] = "1", ["f.t"] = "0", ["t.tf"] = "1/2", [".ttf"] = "0", ["tft."] = "1",
  -- Winning Ways, ch. 1: TFTF. = TF.TF = 0, TFT.F = *, T.TFF = {0|*} = ^.
  ["tftf."] = "0", ["tf.tf"] = "0", ["tft.f"] = "*", ["t.tff"] = "^",
}

return {
  paper = { id = "toads-and-frogs", title = "Toads and Frogs: published values",
            authors = "A. N. Siegel (CGSuite); E. R. Berlekamp, J. H. Conway, R. K. Guy; J. Erickson", year = 1996 },
  game = "../games/toads-and-frogs.lua",
  claims = {
    {
      id = "cgsuite-ttttt-fffff", cite = "ToadsAndFrogs(\"ttttt..fffff\")", section = "CGSuite, GameStripTest.scala",
      statement = "The starting position of five toads, two empty cells and five frogs is "
                  .. "+-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}|||0}}.",
      check = "value_is",
      where = function(p) local a, m, b = start(p, 1) return a == 5 and m == 2 and b == 5 end,
      formula = function(p)
        return "+-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}|||0}}"
      end,
      bound = 12, random = 0,
    },
    {
      id = "cgsuite-gen-maxjump-2", cite = "GenToadsAndFrogs(maxJump => 2)(\"tttt..fff\")",
      section = "CGSuite, GameStripTest.scala",
      statement = "With jumps over one or two adjacent frogs (toads), tttt..fff is {1/2*|v}.",
      check = "value_is",
      where = function(p) local a, m, b = start(p, 2) return a == 4 and m == 2 and b == 3 end,
      formula = function(p) return "{1/2*|v}" end,
      bound = 9, random = 0,
    },
    {
      id = "cgsuite-elephants-and-rhinos", cite = "ElephantsAndRhinos(\"tttt..fff\")",
      section = "CGSuite, GameStripTest.scala",
      statement = "Without jumps (GenToadsAndFrogs(maxJump => 0), Elephants and Rhinos), tttt..fff is 1.",
      check = "value_is",
      where = function(p) local a, m, b = start(p, 0) return a == 4 and m == 2 and b == 3 end,
      formula = function(p) return "1" end,
      bound = 9, random = 0,
    },
    {
      id = "small-positions", cite = "small positions",
      section = "Winning Ways, ch. 1 (as retold at combinatorialgames.wordpress.com); Erickson, HELP_TOADS",
      statement = "t.f = *, .tf = 0, ft. = 1, f.t = 0, t.tf = 1/2, .ttf = 0, tft. = 1 (Erickson's program's "
                  .. "examples); tftf. = tf.tf = 0, tft.f = *, t.tff = {0|*} = ^ (Winning Ways).",
      check = "value_is",
      where = function(p) return SMALL[text(p)] ~= nil end,
      formula = function(p) return SMALL[text(p)] end,
      bound = 5, random = 0,
    },
    {
      id = "erickson-e1", cite = "conjecture E1", section = "Erickson (1996); Thanatipanonda (2011), sec. 1",
      statement = "t^a..f^b = {{a-3|a-b}|{*|3-b}} for a > b >= 2 (here: every such position of at most 12 cells).",
      note = "The empty cells are counted as in Thanatipanonda's families T^a..f^b and T^a...f^b (the copy of the "
             .. "list read for this file lost its box symbols); with one empty cell the formula fails: tttt.ff is *.",
      check = "value_is",
      where = function(p) local a, m, b = start(p, 1) return m == 2 and b >= 2 and a > b end,
      formula = function(p)
        local a, _, b = start(p, 1)
        return string.format("{{%d|%d}|{*|%d}}", a - 3, a - b, 3 - b)
      end,
      bound = 12, random = 0,
    },
    {
      id = "erickson-e2", cite = "conjecture E2", section = "Erickson (1996); Thanatipanonda (2011), sec. 1",
      statement = "t^a...ff = {a-2|a-2} = (a-2)* for a >= 2 (every such position of at most 12 cells).",
      note = "Read, as E1, with the empty cells of Thanatipanonda's family t^a...f^b.",
      check = "value_is",
      where = function(p) local a, m, b = start(p, 1) return m == 3 and b == 2 and a >= 2 end,
      formula = function(p)
        local a = start(p, 1)
        return string.format("{%d|%d}", a - 2, a - 2)
      end,
      bound = 12, random = 0,
    },
    {
      id = "erickson-e3", cite = "conjecture E3", section = "Erickson (1996); Thanatipanonda (2011), sec. 1",
      statement = "t^a...fff = a - 7/2 for a >= 5 (every such position of at most 12 cells).",
      note = "Read, as E1, with the empty cells of Thanatipanonda's family t^a...f^b.",
      check = "value_is",
      where = function(p) local a, m, b = start(p, 1) return m == 3 and b == 3 and a >= 5 end,
      formula = function(p)
        local a = start(p, 1)
        return string.format("%d/2", 2 * a - 7)
      end,
      bound = 12, random = 0,
    },
    {
      id = "mirror-is-negative", cite = "exchanging the players", section = "from the rules",
      statement = "A strip plus the same strip read from the other end with toads and frogs exchanged is 0, "
                  .. "for every maximum jump: the mirror exchanges the players' roles.",
      check = "property",
      formula = function(p) return eq(add(value(), value_in("../games/toads-and-frogs.lua", mirrored(p))), 0) end,
      bound = 7, random = 0,
    },
  },
}
