-- Kayles without components, for the Lua-vs-C++ benchmark (bench/lua_games_bench.cpp): a position
-- is the sorted list of row lengths and the solver sees each multiset of rows as one position, as
-- the generic C++ memo solver does. (examples/games/kayles.lua gives components instead.)
-- Rows sorted, without empty rows. Options below are built in this form already (the row that was
-- hit is removed and the two pieces merged in), so normalize only checks and returns its argument.
local function sorted(rows)
  local ok, prev = true, 1
  for i = 1, #rows do
    local r = rows[i]
    if r < prev then ok = false break end
    prev = r
  end
  if ok then return rows end
  local q = {}
  for _, r in ipairs(rows) do
    if r > 0 then q[#q + 1] = r end
  end
  table.sort(q)
  return q
end

-- p without entry i, with a and b (a <= b, zeros dropped) merged in, kept sorted.
local function replace(p, i, a, b)
  local q, n = {}, 0
  for j = 1, #p do
    if j ~= i then
      local x = p[j]
      if a and a <= x then
        if a > 0 then n = n + 1; q[n] = a end
        a = nil
      end
      if not a and b and b <= x then
        if b > 0 then n = n + 1; q[n] = b end
        b = nil
      end
      n = n + 1; q[n] = x
    end
  end
  if a and a > 0 then n = n + 1; q[n] = a end
  if b and b > 0 then n = n + 1; q[n] = b end
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
    for i = 1, #p do
      local r = p[i]
      if i == 1 or r ~= p[i - 1] then
        for take = 1, 2 do
          for left = 0, (r - take) // 2 do
            n = n + 1
            out[n] = replace(p, i, left, r - take - left)
          end
        end
      end
    end
    return out
  end,
}
