-- Clobber on a row as digits (1 Left, 2 Right, 0 empty), split into runs: outcomes by search.
local function moves(p, me, them)
  local out = {}
  for i = 1, #p do
    if p[i] == me then
      for _, j in ipairs({i - 1, i + 1}) do
        if p[j] == them then
          local q = {table.unpack(p)}
          q[i], q[j] = 0, me
          out[#out + 1] = q
        end
      end
    end
  end
  return out
end
return {id = "c", title = "c", kind = "partizan",
  left = function(p) return moves(p, 1, 2) end, right = function(p) return moves(p, 2, 1) end,
  components = function(p)
    local parts, run = {}, {}
    for i = 1, #p + 1 do
      if p[i] == nil or p[i] == 0 then
        if #run > 1 then parts[#parts + 1] = run end
        run = {}
      else run[#run + 1] = p[i] end
    end
    return parts
  end,
  parse = function(t) local p = {} for d in t:gmatch("%d") do p[#p + 1] = tonumber(d) % 3 end return p end}
