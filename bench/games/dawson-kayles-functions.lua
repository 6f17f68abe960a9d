-- Dawson's Kayles (0.07) with components and normalize written as Lua functions, as a user would
-- write them without knowing `components = "entries"` (examples/games/dawson-kayles.lua): the
-- benchmark of a game file whose every move is new while its components (rows) repeat. Measured
-- with every row to 2,000 pins in batch mode (docs/game-and-claim-files.md, "Performance").
return {
  id = "dawson-kayles-functions",
  title = "Dawson's Kayles with Lua components and normalize",
  kind = "impartial",
  arity = 1,
  components = function(p)
    local out = {}
    for _, r in ipairs(p) do if r >= 2 then out[#out + 1] = {r} end end
    return out
  end,
  normalize = function(p)
    local q = {}
    for _, r in ipairs(p) do if r >= 2 then q[#q + 1] = r end end
    table.sort(q)
    return q
  end,
  options = function(p)
    local n, out = p[1], {}
    for left = 0, (n - 2) // 2 do out[#out + 1] = {left, n - 2 - left} end
    return out
  end,
}
