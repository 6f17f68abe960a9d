-- Nim with one pass shared by both players (Nim*): Nim, plus a single pass move that either player
-- may use once per game, except when no heap is left. A position is {pass, h1, h2, ...}: pass is 1
-- while the pass is available, 0 once used; the heaps follow, sorted, without empty heaps.
-- The built-in game nim-pass implements the same rules in C++; a test compares the two.
local function sorted_heaps(p)
  local q = {p[1]}
  local h = {}
  for i = 2, #p do
    if p[i] > 0 then h[#h + 1] = p[i] end
  end
  table.sort(h)
  for _, x in ipairs(h) do q[#q + 1] = x end
  return q
end

return {
  id = "nim-pass-lua",
  title = "Nim with one pass shared by both players, written in Lua",
  kind = "impartial",
  citation = "Nim with a pass; see the built-in game nim-pass",

  normalize = sorted_heaps,
  valid = function(p)
    if #p < 1 or (p[1] ~= 0 and p[1] ~= 1) then return false end
    for i = 2, #p do
      if p[i] < 0 then return false end
    end
    return true
  end,
  -- The pass flag is not a stone.
  size = function(p)
    local s = 0
    for i = 2, #p do s = s + p[i] end
    return s
  end,

  options = function(p)
    local out = {}
    for i = 2, #p do
      if i == 2 or p[i] ~= p[i - 1] then  -- equal heaps give equal options
        for k = 0, p[i] - 1 do
          local q = table.move(p, 1, #p, 1, {})
          q[i] = k
          out[#out + 1] = q
        end
      end
    end
    if p[1] == 1 and #p > 1 then
      local q = table.move(p, 1, #p, 1, {})
      q[1] = 0
      out[#out + 1] = q
    end
    return out
  end,

  -- Every position with at most `bound` stones, both pass states: partitions of each total.
  positions = function(bound)
    local out = {}
    local function parts(prefix, left, min)
      if left == 0 then
        for pass = 0, 1 do
          local q = {pass}
          for _, x in ipairs(prefix) do q[#q + 1] = x end
          out[#out + 1] = q
        end
        return
      end
      for h = min, left do
        prefix[#prefix + 1] = h
        parts(prefix, left - h, h)
        prefix[#prefix] = nil
      end
    end
    for total = 0, bound do parts({}, total, 1) end
    return out
  end,
}
