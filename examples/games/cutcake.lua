-- Cutcake: a cake of m rows and n columns, scored along its grid lines. Left cuts along a vertical
-- line (the n columns split into two non-empty parts), Right along a horizontal line (the m rows
-- split into two non-empty parts); each cut leaves two cakes, and a position is a sum of cakes.
-- A position is {m, n} for one cake, {m1, n1, m2, n2, ...} for a sum: the text "8,8" (as above), or
-- CGSuite's "(8,8)" and "(1,8) + (7,8)". Cakes with no rows or no columns are allowed, as in CGSuite:
-- (8,0) is -7, Right alone cuts its 8 rows apart.
-- CGSuite's GenCutcake(TakeAndBreak("4.0"), TakeAndBreak("4.0")): Left plays the heap rule on the
-- second coordinate, Right on the first (its code, and its test values: (8,0) is -7; the comment
-- on its Cutcake says the reverse). Change the two rules below for another cake game.
-- E. R. Berlekamp, J. H. Conway, R. K. Guy, Winning Ways for your Mathematical Plays (1982), ch. 2;
-- A. N. Siegel, CGSuite (github.com/aaron-siegel/cgsuite), game/heap/GenCutcake.cgs.

-- A heap rule: the ways to replace a heap of n by a list of heaps. Cutcake's ("4.0"): split into
-- two non-empty heaps, {a, n - a} with a <= n - a.
local function split_in_two(n)
  local out = {}
  for a = 1, n // 2 do out[#out + 1] = {a, n - a} end
  return out
end

-- TWISTED = true is CGSuite's twisted form (twisted => true): a cake is turned a quarter (m and n
-- swapped) before each move, so Left cuts the rows m and the parts are turned.
local TWISTED = false

-- The moves of the heap rule on one side of a cake: for each way the rule splits `size`, the sum of
-- the parts part(x), x a heap of the split.
local function cuts(rule, size, part)
  local out = {}
  for _, heaps in ipairs(rule(size)) do
    local q = {}
    for _, x in ipairs(heaps) do
      local c = part(x)
      q[#q + 1] = c[1]; q[#q + 1] = c[2]
    end
    out[#out + 1] = q
  end
  return out
end

local LEFT_RULE, RIGHT_RULE = split_in_two, split_in_two

return {
  id = "cutcake",
  title = "Cutcake: Left cuts a cake between columns, Right between rows",
  kind = "partizan",
  citation = "E. R. Berlekamp, J. H. Conway, R. K. Guy, Winning Ways for your Mathematical Plays (1982), ch. 2",
  arity = 2,  -- exhaustive enumeration: every cake {m, n} with m + n <= the bound

  -- Called on one cake {m, n}: Left splits the columns n, Right the rows m.
  left = function(p)
    local m, n = p[1], p[2]
    if TWISTED then return cuts(LEFT_RULE, m, function(b) return {n, b} end) end
    return cuts(LEFT_RULE, n, function(b) return {m, b} end)
  end,

  right = function(p)
    local m, n = p[1], p[2]
    if TWISTED then return cuts(RIGHT_RULE, n, function(a) return {a, m} end) end
    return cuts(RIGHT_RULE, m, function(a) return {a, n} end)
  end,

  -- A sum of cakes: each {m, n} pair is a component.
  components = function(p)
    local parts = {}
    for i = 1, #p, 2 do parts[#parts + 1] = {p[i], p[i + 1]} end
    return parts
  end,

  valid = function(p)
    if #p % 2 ~= 0 then return false end
    for _, x in ipairs(p) do
      if x < 0 then return false end
    end
    return true
  end,

  -- "8,8", "(8,8)" or "(1,8) + (7,8)": the integers in order, two per cake.
  parse = function(text)
    local form = "a cake is m,n or (m,n); a sum is (m1,n1) + (m2,n2)"
    if text:find("[^%d%s,()+]") then error(form) end
    local p = {}
    if text:find("^[%s()]*$") then return p end  -- "" or "()": no cake
    -- every item between the commas and pluses is one size, in 0 .. 2^63 - 1
    for item in (text .. ","):gmatch("([^,+]*)[,+]") do
      local digits = item:match("^[%s(]*(%d+)[%s)]*$")
      local x = digits and math.tointeger(tonumber(digits))
      if not x then
        if item:find("^[%s()]*$") then error("a size is missing in '" .. text .. "': " .. form) end
        error("'" .. item .. "' is not a cake size (0 to 9223372036854775807 rows or columns)")
      end
      p[#p + 1] = x
    end
    if #p % 2 ~= 0 then error("a cake needs two sizes, rows and columns") end
    return p
  end,
}
