local function shift(p)
  local o = {}
  for i = 1, #p do
    if p[i] == 2 and p[i + 1] == nil then
      local q = {table.unpack(p)}
      q[i], q[i + 1] = 0, 2
      o[#o + 1] = q
    end
  end
  return o
end
return {id = "grows", title = "grows", kind = "partizan", left = shift, right = shift}
