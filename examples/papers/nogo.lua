-- Claims about NoGo (examples/games/nogo.lua): Left places black stones x, Right white stones o; a
-- move that leaves any group without a liberty (a capture or a suicide) is illegal.
-- CGSuite has no NoGo ruleset, so no CGSuite value is stated. The outcomes of empty boards are the
-- published solutions: H. Du, T.-h. Wei, M. Mueller, Solving NoGo on Small Rectangular Boards,
-- Advances in Computer Games (ACG 2023), LNCS 14528, 39-49 (every board of up to 27 points), and
-- H. Du, M. Mueller, Solving Linear NoGo with Combinatorial Game Theory, Computers and Games (CG
-- 2024), LNCS 15550, 54-65 (1 x n to n = 39), as the MCGS solver's results page and test data list
-- them (ualberta-mueller-group/MCGS on GitHub: docs/MCGS-results.html, input/main_tests/nogo_*).
-- The small positions and sums with stones are MCGS's unit tests (test/nogo_test.cpp,
-- test/sumgame_test_nogo.cpp, test/sumgame_test_nogo_1xn.cpp, test/input/unit_tests/nogo_1xn.test).
-- The rest follows from the rules, worked out by hand below.
local GAME = "../games/nogo.lua"

local function count(m)
  local n = 0
  while m ~= 0 do
    m = m & (m - 1)
    n = n + 1
  end
  return n
end

local function empty_points(p) return p[1] * p[2] - count(p[3] | p[4]) end
local function is_empty(p) return p[3] == 0 and p[4] == 0 end

-- The board as text ('.', 'x', 'o', rows joined by '|'); with the colours swapped when `swap`.
local function text(p, swap)
  local X, O = "x", "o"
  if swap then X, O = "o", "x" end
  local rows = {}
  for r = 0, p[1] - 1 do
    local row = {}
    for c = 0, p[2] - 1 do
      local i = r * p[2] + c
      row[#row + 1] = (p[3] >> i) & 1 == 1 and X or (p[4] >> i) & 1 == 1 and O or "."
    end
    rows[#rows + 1] = table.concat(row)
  end
  return table.concat(rows, "|")
end

-- The outcome of a value: P (0), L (> 0), R (< 0), N (confused with 0).
local function outcome_of(v)
  if eq(v, 0) then return "P" elseif lt(0, v) then return "L" elseif lt(v, 0) then return "R" end
  return "N"
end

-- Published outcomes of the empty rows x cols boards (rows <= cols): Du, Wei, Mueller (2023),
-- Du, Mueller (2024), as listed in MCGS's docs/MCGS-results.html and input/main_tests/nogo_*:
-- 1 x n is N for n <= 39 but for n = 1 and 4 (P); 2 x n: 2 N, 3 P, 4 P, 5-8 N, 9 P, 10 P, 11-13 N;
-- 3 x n: 3 N, 4 P, 5-9 N; 4 x 4 P, 4 x 5 N, 4 x 6 N; 5 x 5 N.
local PUBLISHED = {}
for n = 1, 39 do PUBLISHED["1x" .. n] = (n == 1 or n == 4) and "P" or "N" end
for n, o in ipairs({ "N", "P", "P", "N", "N", "N", "N", "P", "P", "N", "N", "N" }) do PUBLISHED["2x" .. (n + 1)] = o end
for n, o in ipairs({ "N", "P", "N", "N", "N", "N", "N" }) do PUBLISHED["3x" .. (n + 2)] = o end
PUBLISHED["4x4"], PUBLISHED["4x5"], PUBLISHED["4x6"], PUBLISHED["5x5"] = "P", "N", "N", "N"

local function published(p)
  return is_empty(p) and PUBLISHED[p[1] .. "x" .. p[2]] ~= nil
end

-- MCGS's unit tests: a position, or a sum of positions (separated by " + "), and its outcome
-- ({B win, W win} is N, {B win, W loss} L, {B loss, W win} R, {B loss, W loss} P).
local MCGS_TESTS = {
  { "xo|.o", "P" }, { "xo|..", "N" }, { "x.x|xxx|...", "L" }, { "..|..", "N" }, { ".|.", "N" },
  { ".x.x.x.", "L" }, { ".o.o.o.", "R" }, { ".x.o.o.x.o", "P" }, { "...x.o.", "N" },
  { "x.|.x + ..|..", "L" }, { "o.|.o + ..|..", "R" }, { ".|. + ..|..", "P" },
  { ".. + .", "N" }, { ".. + ..", "P" }, { "x.. + ..o", "P" }, { ".. + .. + ..", "N" },
  { "x..o + x..", "P" }, { ".. + ...", "N" }, { "... + ...", "P" },
}

-- Values worked out by hand from the rules (see the statement of `hand-values`), with the
-- reflections of each row.
local BY_HAND = {
  ["."] = "0", [".."] = "*", ["..."] = "+-1", [".x."] = "1", [".o."] = "-1",
  ["x.."] = "*", ["..x"] = "*", ["o.."] = "*", ["..o"] = "*",
  ["x..x"] = "1", ["o..o"] = "-1", ["x.o.x"] = "0", ["o.x.o"] = "0",
}

local function where_once(p) return p[1] == 1 and p[2] == 1 and is_empty(p) end

return {
  paper = { id = "nogo", title = "NoGo: published outcomes of small boards, MCGS's tests, the rules",
            authors = "H. Du, T.-h. Wei, M. Mueller; C.-W. Chou, O. Teytaud, S.-J. Yen", year = 2023,
            url = "https://github.com/ualberta-mueller-group/MCGS" },
  game = GAME,
  claims = {
    {
      id = "published-empty-boards", cite = "Solving NoGo on Small Rectangular Boards",
      section = "Du, Wei, Mueller (ACG 2023); Du, Mueller (CG 2024); MCGS docs/MCGS-results.html",
      statement = "The empty boards have the published outcomes: 1 x n is a first-player win (N) for 2 <= n <= 39 "
                  .. "except n = 4, and 1 x 1 and 1 x 4 are second-player wins (P); 2 x 2 N, 2 x 3 P, 2 x 4 P, "
                  .. "2 x 5 to 2 x 8 N, 2 x 9 P, 2 x 10 P, 2 x 11 to 2 x 13 N; 3 x 3 N, 3 x 4 P, 3 x 5 to 3 x 9 N; "
                  .. "4 x 4 P, 4 x 5 N, 4 x 6 N; 5 x 5 N.",
      check = "outcome_is",
      where = published,
      formula = function(p) return PUBLISHED[p[1] .. "x" .. p[2]] end,
      note = "Checked by the solver to 10 points at CI bounds (1 x 1 to 1 x 10, 2 x 2 to 2 x 5, 3 x 3), to 12 "
             .. "at the standard bound (adds 1 x 11, 1 x 12, 2 x 6 and 3 x 4 = P: about 15 s). The empty 4 x 4 "
             .. "board did not finish in 200 s by outcome search, nor 2 x 7 in 60 s; MCGS's 4 x 4 test board "
             .. "....|..ox|ox..|.... is P by `cgcheck solve --outcome` (18 s, 270 MB), too slow for a claim here.",
      bound = { ci = 10, standard = 12, deep = 14 }, random = 0,
    },
    {
      id = "mcgs-unit-tests", cite = "MCGS unit tests (nogo, nogo_1xn)",
      section = "MCGS test/nogo_test.cpp, test/sumgame_test_nogo*.cpp, test/input/unit_tests/nogo_1xn.test",
      statement = "MCGS's test positions and sums have its outcomes: xo|.o P, xo|.. N, x.x|xxx|... L, "
                  .. ".x.x.x. L, .o.o.o. R, .x.o.o.x.o P, ...x.o. N; x.|.x + ..|.. L, o.|.o + ..|.. R, "
                  .. ".|. + ..|.. P, .. + .. P, x.. + ..o P, x..o + x.. P, ... + ... P, .. + ... N, and more "
                  .. "(19 in all).",
      check = "property",
      where = where_once,
      formula = function(p)
        for _, t in ipairs(MCGS_TESTS) do
          local v = 0
          for part in string.gmatch(t[1], "[^ +]+") do v = add(v, value_in(GAME, part)) end
          if outcome_of(v) ~= t[2] then
            print("MCGS test " .. t[1] .. ": " .. outcome_of(v) .. ", MCGS " .. t[2])
            return false
          end
        end
        return true
      end,
      bound = 1, random = 0,
    },
    {
      id = "hand-values", cite = "small rows", section = "from the rules",
      statement = "Worked out by hand: 1 x 1 is 0 (a stone there has no liberty); 1 x 2 is * (either player's stone "
                  .. "leaves the last point as its only liberty, so nobody can move again: {0|0}); x.. is * (Left "
                  .. "may play either point, leaving no move; Right only the far end, the middle would take x's last "
                  .. "liberty); .x. is 1 (Left fills an end, leaving no move; a white stone at an end has no "
                  .. "liberty: {0|}), .o. is -1; so 1 x 3 is {1,*|-1,*} = +-1. x..x is 1: Left fills a middle point, "
                  .. "leaving no move, and a white stone on either would take the last liberty of the black "
                  .. "stone beside it (a capture); x.o.x is 0: a black stone beside o would leave its group no "
                  .. "liberty (suicide), a white one would capture the end stone.",
      check = "value_is",
      where = function(p) return BY_HAND[text(p)] ~= nil end,
      formula = function(p) return BY_HAND[text(p)] end,
      bound = 5, random = 0,
    },
    {
      id = "one-empty-point", cite = "a board with one empty point", section = "from the rules",
      statement = "A board with exactly one empty point is 0: a stone placed there leaves no empty point on the "
                  .. "board, so its own group has no liberty, and neither player has a legal move.",
      check = "value_is",
      where = function(p) return empty_points(p) == 1 end,
      formula = function(p) return "0" end,
      bound = 6, random = 0,
    },
    {
      id = "colours-swapped", cite = "swapping the colours", section = "from the rules",
      statement = "A board plus the same board with black and white swapped is 0: the rules treat the colours "
                  .. "alike, so the swap exchanges the players' roles and gives the negative.",
      check = "property",
      formula = function(p) return eq(add(value(), value_in(GAME, text(p, true))), 0) end,
      bound = 6, random = 0,
    },
    {
      id = "empty-board-p-or-n", cite = "an empty board is its own negative", section = "from the rules",
      statement = "An empty board is a first- or second-player win, never L or R: with no stones it is its own "
                  .. "colour swap, so G = -G.",
      check = "property",
      where = is_empty,
      formula = function(p)
        local o = outcome()
        return o == "P" or o == "N"
      end,
      bound = { ci = 10, standard = 12, deep = 12 }, random = 0,
    },
    {
      id = "rows-first-player-win", cite = "every row of 2 or more points is N", section = "Du, Mueller (CG 2024)",
      statement = "Every empty 1 x n row with n >= 2 is a first-player win.",
      check = "outcome_is",
      where = function(p) return p[1] == 1 and p[2] >= 2 and is_empty(p) end,
      formula = function(p) return "N" end,
      expect = "refuted", finding = "conjecture",
      note = "The 1 x 4 row is P (Du, Mueller list 1 x 1 and 1 x 4 as the only P rows to n = 39): after a stone "
             .. "at an end the other player answers at the far end, after a stone on a middle point next to "
             .. "it; minimal counterexample ....",
      bound = 10, random = 0,
    },
  },
}
