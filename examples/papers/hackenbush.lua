-- Claims about blue-red-green Hackenbush (examples/games/hackenbush.lua): every Hackenbush value
-- of CGSuite's tests (A. N. Siegel, CGSuite (github.com/aaron-siegel/cgsuite),
-- GameGraphTest.scala), and the rules of Winning Ways (E. R. Berlekamp, J. H. Conway, R. K. Guy,
-- Winning Ways for your Mathematical Plays, 1982, ch. 2 and 7) stated as formulas written from
-- the rule, never from the solver: Berlekamp's sign expansion of blue-red stalks, green stalks as
-- nimbers, the colon and fusion principles for green graphs, blue-red positions as numbers, and the
-- colour swap as the negative.
local GAME = "../games/hackenbush.lua"
local BLUE, RED, GREEN = 1, 2, 3

local function ends(code) return code >> 16, (code >> 8) & 0xff, code & 0xff end

-- True when every edge has one of the colours in `set`.
local function only(p, set)
  for _, code in ipairs(p) do
    if not set[code & 0xff] then return false end
  end
  return true
end

-- The colours of a stalk from the ground up, or nil when p is not a stalk (edges 0-1, 1-2, ...).
local function stalk(p)
  local colours = {}
  for i, code in ipairs(p) do
    local a, b, c = ends(code)
    if a ~= i - 1 or b ~= i then return nil end
    colours[i] = c
  end
  return colours
end

local function gcd(a, b)
  while b ~= 0 do a, b = b, a % b end
  return a
end

-- Berlekamp's rule (Winning Ways, ch. 2): the edges of the first run of one colour count +1 each
-- (blue) or -1 each (red); after the first change of colour the edges count +-1/2, +-1/4, ...
local function sign_expansion(colours)
  local num, den, i = 0, 1, 1
  while i <= #colours and colours[i] == colours[1] do
    num = num + (colours[i] == BLUE and 1 or -1)
    i = i + 1
  end
  for j = i, #colours do
    num, den = num * 2, den * 2
    num = num + (colours[j] == BLUE and 1 or -1)
  end
  local g = gcd(math.abs(num), den)
  if g == 0 then return "0" end
  num, den = num // g, den // g
  return den == 1 and tostring(num) or (num .. "/" .. den)
end

-- The nim value of a green graph by the fusion principle (the two ends of an edge on a cycle may
-- be fused: such an edge becomes a loop, worth a single green edge) and the colon principle (the
-- branches at a vertex are worth the nim-sum of 1 + the value above each), Winning Ways, ch. 7.
local function fused_nim_value(p)
  -- an edge is on a cycle when its ends stay joined without it
  local function joined_without(skip, x, y)
    local reached, changed = { [x] = true }, true
    while changed do
      changed = false
      for k, code in ipairs(p) do
        if k ~= skip then
          local a, b = ends(code)
          if reached[a] ~= reached[b] then reached[a], reached[b], changed = true, true, true end
        end
      end
    end
    return reached[y] == true
  end
  local class = {}
  local function find(v)
    while class[v] and class[v] ~= v do v = class[v] end
    return v
  end
  local bridges, loops = {}, {}
  for k, code in ipairs(p) do
    local a, b = ends(code)
    if a ~= b and not joined_without(k, a, b) then
      bridges[#bridges + 1] = { a, b }
    else
      local ra, rb = find(a), find(b)
      if ra ~= rb then class[ra] = rb end
      loops[#loops + 1] = a
    end
  end
  local adj, loop_count = {}, {}
  for _, a in ipairs(loops) do
    local r = find(a)
    loop_count[r] = (loop_count[r] or 0) + 1
  end
  for _, e in ipairs(bridges) do
    local x, y = find(e[1]), find(e[2])
    adj[x] = adj[x] or {}
    adj[y] = adj[y] or {}
    adj[x][#adj[x] + 1] = y
    adj[y][#adj[y] + 1] = x
  end
  local function nim(v, parent)
    local g = (loop_count[v] or 0) % 2
    for _, u in ipairs(adj[v] or {}) do
      if u ~= parent then g = g ~ (1 + nim(u, v)) end
    end
    return g
  end
  return nim(find(0), nil)
end

-- A value of CGSuite's tests, checked once (at the bare ground, the one position of size 0).
local function cgsuite(id, text, value, statement)
  return {
    id = id, cite = 'Hackenbush("' .. text .. '")', section = "CGSuite, GameGraphTest.scala",
    statement = statement .. " CGSuite: Hackenbush(\"" .. text .. "\") is " .. value .. ".",
    check = "property",
    where = function(p) return #p == 0 end,
    formula = function(p) return eq(value_in(GAME, text), value) end,
    bound = 0, random = 0,
  }
end

return {
  paper = { id = "hackenbush", title = "Blue-red-green Hackenbush: Winning Ways ch. 2 and 7, and CGSuite's values",
            authors = "E. R. Berlekamp, J. H. Conway, R. K. Guy; A. N. Siegel (CGSuite)", year = 1982 },
  game = GAME,
  claims = {
    cgsuite("cgsuite-number", "lrlrrllr", "77/128", "A blue-red stalk is a number."),
    cgsuite("cgsuite-tree", "l(l;rl)", "3/2", "A blue-red tree is a number."),
    cgsuite("cgsuite-nimber", "eeeeeee", "*7", "A green stalk of seven edges is *7."),
    cgsuite("cgsuite-rbg-stalk", "lrlerrr", "3/4v[3]*", "A stalk of all three colours."),
    cgsuite("cgsuite-green-tree", "e(ee(e;e);e(eee;ee);e(ee;e))", "*5", "A green tree, by the colon principle."),
    cgsuite("cgsuite-green-girl", "e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))", "*2",
            "The green girl of Winning Ways, ch. 7, Figure 3 (cycles, by the fusion principle)."),
    {
      id = "sign-expansion", cite = "Berlekamp's rule", section = "Winning Ways, ch. 2",
      statement = "A blue-red stalk is the number read from it edge by edge: the first run of one colour counts 1 "
                  .. "an edge (blue +, red -), and after the first change of colour the edges count 1/2, 1/4, ... "
                  .. "(lrlrrllr = 1 - 1/2 + 1/4 - 1/8 - 1/16 + 1/32 + 1/64 - 1/128 = 77/128).",
      check = "value_is",
      where = function(p) return stalk(p) ~= nil and only(p, { [BLUE] = true, [RED] = true }) end,
      formula = function(p) return sign_expansion(stalk(p)) end,
      bound = { ci = 11, standard = 13, deep = 16 }, random = 0,
    },
    {
      id = "green-stalks", cite = "green stalks are nimbers", section = "Winning Ways, ch. 2 and 7",
      statement = "A green stalk of n edges is the nimber *n (n <= 7: the green stalks the file enumerates).",
      check = "value_is",
      where = function(p) return stalk(p) ~= nil and only(p, { [GREEN] = true }) end,
      formula = function(p) return "*" .. #p end,
      bound = 7, random = 0,
    },
    {
      id = "colon-and-fusion", cite = "the colon and fusion principles", section = "Winning Ways, ch. 7",
      statement = "A green graph is a nimber: fuse the ends of every edge on a cycle (the edge becomes a loop, worth "
                  .. "one green edge), then the branches at a vertex are worth the nim-sum of 1 + the value above "
                  .. "each (green stalks, trees of up to 8 edges, stalks carrying a cycle).",
      check = "value_is",
      where = function(p) return only(p, { [GREEN] = true }) end,
      formula = function(p) return "*" .. fused_nim_value(p) end,
      bound = { ci = 8, standard = 10, deep = 12 }, random = 0,
    },
    {
      id = "blue-red-numbers", cite = "blue-red Hackenbush positions are numbers", section = "Winning Ways, ch. 2",
      statement = "Every blue-red position (no green edge) is a number: its temperature is negative.",
      check = "property",
      where = function(p) return only(p, { [BLUE] = true, [RED] = true }) end,
      formula = function(p) return temperature(value()) < 0 end,
      bound = { ci = 8, standard = 10, deep = 12 }, random = 0,
    },
    {
      id = "colour-swap", cite = "swapping blue and red", section = "Winning Ways, ch. 2",
      statement = "A position plus the same graph with blue and red swapped is 0: the swap exchanges the players.",
      check = "property",
      formula = function(p)
        local swapped = {}
        for i, code in ipairs(p) do
          local c = code & 0xff
          swapped[i] = code - c + (c == BLUE and RED or c == RED and BLUE or c)
        end
        return eq(add(value(), value_in(GAME, swapped)), 0)
      end,
      bound = { ci = 6, standard = 8, deep = 8 }, random = 0,
    },
  },
}
