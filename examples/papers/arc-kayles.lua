-- Claims about Arc Kayles (examples/games/arc-kayles.lua): pick an edge, remove both its ends.
-- CGSuite's test values (A. N. Siegel, CGSuite (github.com/aaron-siegel/cgsuite),
-- GameGraphTest.scala: "Arc Kayles paths are Dawson's Kayles heaps" and "Arc Kayles looped paths are
-- Kayles heaps", the nim values for n = 1 to 50); the correspondence with the octal game 0.07,
-- Dawson's Kayles, stated with the values of OEIS A002187 as printed there (E. R. Berlekamp, J. H.
-- Conway, R. K. Guy, Winning Ways, ch. 4); cycles, stars and complete graphs from the rules.
local GAME = "../games/arc-kayles.lua"

-- CGSuite: [game.graph.ArcKayles(Graph.Path(n)).NimValue for n from 1 to 50].
local CGSUITE_PATHS = {
  0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4,
  0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5,
}

-- CGSuite: [game.graph.ArcKayles(loopedPath(n)).NimValue for n from 1 to 50], a loop at every vertex.
local CGSUITE_LOOPED_PATHS = {
  1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6,
  7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2,
}

-- OEIS A002187 (Sprague-Grundy values for Dawson's chess), a(0), a(1), ..., as printed there; the
-- octal game 0.07 (Dawson's Kayles) on a heap of n has the value a(n-1) (OEIS's comment).
local DAWSON_CHESS = {
  0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4,
  0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4,
}

local function bitcount(m)
  local n = 0
  while m ~= 0 do m, n = m & (m - 1), n + 1 end
  return n
end

-- The shape of p: "path", "looped" (a path with a loop at every vertex), "cycle", "complete",
-- "star" (one centre joined to every other vertex, no other edge, at least 3 vertices), or nil.
-- Paths come numbered along the path (the game file's normal form).
local function shape(p)
  local n = #p
  if n == 0 then return nil end
  local along, looped, loops = true, true, 0
  for v = 0, n - 1 do
    local m = p[v + 1]
    local nb = m & ~(1 << v)
    local want = (v > 0 and 1 << (v - 1) or 0) | (v < n - 1 and 1 << (v + 1) or 0)
    if nb ~= want then along = false end
    if (m >> v) & 1 == 1 then loops = loops + 1 else looped = false end
  end
  if along and loops == 0 and n >= 2 then return "path" end
  if along and looped then return "looped" end
  if loops > 0 then return nil end
  local degs, all = {}, true
  for v = 0, n - 1 do
    degs[v] = bitcount(p[v + 1])
    if degs[v] ~= n - 1 then all = false end
  end
  if all and n >= 4 then return "complete" end
  local twos, ones, centre = 0, 0, 0
  for v = 0, n - 1 do
    if degs[v] == 2 then twos = twos + 1 elseif degs[v] == 1 then ones = ones + 1
    elseif degs[v] == n - 1 then centre = centre + 1 end
  end
  if twos == n and n >= 3 then
    -- connected 2-regular: a cycle
    local comp, before = 1, 0
    while comp ~= before do
      before = comp
      for u = 0, n - 1 do
        if (comp >> u) & 1 == 1 then comp = comp | p[u + 1] end
      end
    end
    if comp == (1 << n) - 1 then return "cycle" end
  end
  if n >= 4 and centre == 1 and ones == n - 1 then return "star" end
  return nil
end

return {
  paper = { id = "arc-kayles", title = "Arc Kayles: CGSuite's path values, Dawson's Kayles, cycles",
            authors = "A. N. Siegel (CGSuite); E. R. Berlekamp, J. H. Conway, R. K. Guy",
            url = "https://github.com/aaron-siegel/cgsuite" },
  game = GAME,
  claims = {
    {
      id = "cgsuite-paths", cite = "Arc Kayles paths are Dawson's Kayles heaps", section = "CGSuite, GameGraphTest.scala",
      statement = "Arc Kayles on the path of n vertices has the nim value CGSuite lists for n = 1 to 50 "
                  .. "(0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, ...).",
      check = "grundy_is",
      where = function(p) return (shape(p) == "path" and #p <= 50) or (#p == 1 and p[1] == 0) end,
      formula = function(p) return CGSUITE_PATHS[#p] end,
      bound = 50, random = 0,
    },
    {
      id = "cgsuite-looped-paths", cite = "Arc Kayles looped paths are Kayles heaps", section = "CGSuite, GameGraphTest.scala",
      statement = "Arc Kayles on the path of n vertices with a loop at every vertex (a loop's pick removes its "
                  .. "one vertex, an edge's two neighbours: Kayles) has the nim value CGSuite lists for n = 1 to 50 "
                  .. "(1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, ...).",
      check = "grundy_is",
      where = function(p) return shape(p) == "looped" and #p <= 50 end,
      formula = function(p) return CGSUITE_LOOPED_PATHS[#p] end,
      bound = 50, random = 0,
    },
    {
      id = "paths-are-0.07", cite = "Dawson's Kayles, 0.07", section = "Winning Ways, ch. 4; OEIS A002187",
      statement = "Arc Kayles on the path of n vertices is the octal game 0.07 on a heap of n: a pick removes two "
                  .. "adjacent vertices and leaves the paths on either side, as 0.07 removes two and leaves 0, 1 "
                  .. "or 2 heaps. So its value is a(n-1) of OEIS A002187, for every n from 1 to 64.",
      check = "grundy_is",
      where = function(p) return shape(p) == "path" or (#p == 1 and p[1] == 0) end,
      formula = function(p) return DAWSON_CHESS[#p] end,   -- Lua arrays start at 1: a(n-1)
      bound = 64, random = 0,
    },
    {
      id = "cycles", cite = "a cycle", section = "from the rules",
      statement = "The cycle of n >= 3 vertices is * when a(n-3) of A002187 is 0, else 0: every pick leaves the path "
                  .. "of n - 2 vertices (0.07 on n - 2, value a(n-3)).",
      check = "grundy_is",
      where = function(p) return shape(p) == "cycle" end,
      formula = function(p) return DAWSON_CHESS[#p - 2] == 0 and 1 or 0 end,
      bound = { ci = 40, standard = 64, deep = 64 }, random = 0,
    },
    {
      id = "stars", cite = "a star", section = "from the rules",
      statement = "A star (one centre joined to k >= 3 leaves) is *: every pick removes the centre and leaves no edge.",
      check = "grundy_is",
      where = function(p) return shape(p) == "star" end,
      formula = function(p) return 1 end,
      bound = 12, random = 0,
    },
    {
      id = "complete-graphs", cite = "a complete graph", section = "from the rules",
      statement = "The complete graph on n >= 4 vertices is * when floor(n/2) is odd, else 0: every pick leaves "
                  .. "the complete graph on n - 2 vertices, down to K1 (no edge, 0) or K2 (*).",
      check = "grundy_is",
      where = function(p) return shape(p) == "complete" end,
      formula = function(p) return (#p // 2) % 2 end,
      bound = 12, random = 0,
    },
    {
      id = "paths-as-kayles", cite = "a path of n vertices as Kayles on its n - 1 edges", section = "a misreading",
      statement = "Arc Kayles on the path of n vertices is Kayles on a row of n - 1 pins (its edges), with the Kayles "
                  .. "values CGSuite lists for looped paths (Kayles heaps).",
      check = "grundy_is",
      where = function(p) return shape(p) == "path" and #p <= 51 end,
      formula = function(p) return #p == 1 and 0 or CGSUITE_LOOPED_PATHS[#p - 1] end,
      expect = "refuted", finding = "reading",
      note = "A pick takes an edge and the edges on both sides of it, up to three pins, so the edges play 0.137 "
             .. "(Dawson's chess), not Kayles: the path of 3 vertices is *1, Kayles on 2 pins *2.",
      bound = 12, random = 0,
    },
  },
}
