-- Kayles without components, for the Lua-vs-C++ benchmark (bench/lua_games_bench.cpp): a position
-- is the sorted list of row lengths and the solver sees each multiset of rows as one position, as
-- the generic C++ memo solver does. (examples/games/kayles.lua gives components instead.)
local function sorted(rows)
  local q = {}
  for _, r in ipairs(rows) do
    if r > 0 then q[#q + 1] = r end
  end
  table.sort(q)
  return q
end

return {
  id = "kayles-sums",
  title = "Kayles on a multiset of rows, without components",
  kind = "impartial",
  arity = 1,
  normalize = sorted,
  options = function(p)
    local out, n = {}, 0
    for i, r in ipairs(p) do
      if i == 1 or r ~= p[i - 1] then
        for take = 1, 2 do
          for left = 0, (r - take) // 2 do
            local q = {}
            for j, x in ipairs(p) do
              if j ~= i then q[#q + 1] = x end
            end
            q[#q + 1] = left
            q[#q + 1] = r - take - left
            n = n + 1
            out[n] = q
          end
        end
      end
    end
    return out
  end,
}
