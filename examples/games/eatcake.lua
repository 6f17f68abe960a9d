-- Eatcake (Bynum's game): a cake of m rows and n columns. Left eats a whole column, Right a whole
-- row; what is left falls apart into the cakes on either side of the eaten line (none, one or two).
-- A position is {m, n} for one cake, {m1, n1, m2, n2, ...} for a sum: the text "8,8", or CGSuite's
-- "(8,8)" and "(8,3) + (8,4)". Cakes with no rows or no columns are allowed, as in CGSuite: (8,0) is
-- -8, Right alone eats its 8 rows one by one.
-- CGSuite's GenCutcake(TakeAndBreak("0.7"), TakeAndBreak("0.7")): Left plays the heap rule on the
-- second coordinate, Right on the first.
-- A. N. Siegel, CGSuite (github.com/aaron-siegel/cgsuite), game/heap/constants.cgs (Eatcake, "also
-- known as Bynum's Game").

-- A heap rule: the ways to replace a heap of n by a list of heaps. Eatcake's ("0.7"): take one
-- token, leaving the rest as one heap or two non-empty heaps ({} when n = 1).
local function eat_one(n)
  local out = {}
  if n == 1 then out[1] = {} end
  if n >= 2 then out[#out + 1] = {n - 1} end
  for a = 1, (n - 1) // 2 do out[#out + 1] = {a, n - 1 - a} end
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

local LEFT_RULE, RIGHT_RULE = eat_one, eat_one

return {
  id = "eatcake",
  title = "Eatcake: Left eats a column of a cake, Right a row",
  kind = "partizan",
  citation = "A. N. Siegel, CGSuite (github.com/aaron-siegel/cgsuite), game.heap.Eatcake",
  arity = 2,  -- exhaustive enumeration: every cake {m, n} with m + n <= the bound

  -- Called on one cake {m, n}: Left acts on the columns n, Right on the rows m.
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

  -- "8,8", "(8,8)" or "(8,3) + (8,4)": the integers in order, two per cake.
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
