-- Domineering as a newcomer writes it: Left places a vertical domino, Right a horizontal one, on
-- empty squares of a rectangular board. No components, no bit tricks. A position is
-- {rows, cols, cell...} with 0 empty and 1 filled; text is rows of '.' and '#' joined by '|'.
local function place(p, a, b)
  local q = {table.unpack(p)}
  q[a], q[b] = 1, 1
  return q
end

return {
  id = "domineering-plain",
  title = "Domineering, written plainly",
  kind = "partizan",
  left = function(p)
    local rows, cols, out = p[1], p[2], {}
    for r = 1, rows - 1 do
      for c = 1, cols do
        local a, b = 2 + (r - 1) * cols + c, 2 + r * cols + c
        if p[a] == 0 and p[b] == 0 then out[#out + 1] = place(p, a, b) end
      end
    end
    return out
  end,
  right = function(p)
    local rows, cols, out = p[1], p[2], {}
    for r = 1, rows do
      for c = 1, cols - 1 do
        local a = 2 + (r - 1) * cols + c
        if p[a] == 0 and p[a + 1] == 0 then out[#out + 1] = place(p, a, a + 1) end
      end
    end
    return out
  end,
  parse = function(text)
    local rows, cols, cells = 0, nil, {}
    for line in string.gmatch(text, "[^|]+") do
      rows = rows + 1
      if cols and #line ~= cols then error("rows of one length") end
      cols = #line
      for ch in string.gmatch(line, ".") do cells[#cells + 1] = ch == "#" and 1 or 0 end
    end
    local p = {rows, cols}
    for i = 1, #cells do p[#p + 1] = cells[i] end
    return p
  end,
}
