-- Partizan Arc Kayles: a graph of coloured edges; Left picks a blue edge, Right a red one, either
-- player a green one, and the edge's two ends are removed with every edge at them. A player with no
-- edge to pick loses. As CGSuite plays it: A. N. Siegel, CGSuite
-- (github.com/aaron-siegel/cgsuite), game.graph.PartizanArcKayles (PartizanArcKayles.cgs).
--
-- Text form: CGSuite's graph syntax: `l` a blue edge, `r` a red one, `e` a green one; "llr" is a
-- path of four vertices; parentheses hold branches ("lrlr(ll;ree(rl;l))"), `:A` names a vertex
-- (vertices of one name are one vertex), `;` separates parts. No vertex is special. `show` writes
-- as CGSuite's Graph.ToString does; vertices without edges are dropped (they take no part in play);
-- "." is the empty graph.
--
-- A position is an array of edges, each the integer (a << 16) | (b << 8) | colour with vertices
-- a <= b (at most 256) and colour 1 blue, 2 red, 3 green. A graph is the sum of its connected
-- components, each numbered in the order its vertices first appear in its sorted edges, from 0.
local BLUE, RED, GREEN = 1, 2, 3
local LETTER = { "l", "r", "e" }
local COLOUR = { l = BLUE, r = RED, e = GREEN }
local MAX_VERTEX = 255

local function edge(a, b, c)
  if a > b then a, b = b, a end
  return (a << 16) | (b << 8) | c
end
local function ends(code) return code >> 16, (code >> 8) & 0xff, code & 0xff end

-- Every pick of an edge of colour `colour` or green: its ends go, with every edge at them.
local function picks(p, colour)
  local out = {}
  for i = 1, #p do
    local a, b, c = ends(p[i])
    if (c == colour or c == GREEN) and p[i] ~= p[i - 1] then
      local rest = {}
      for j = 1, #p do
        local x, y = ends(p[j])
        if x ~= a and x ~= b and y ~= a and y ~= b then rest[#rest + 1] = p[j] end
      end
      out[#out + 1] = rest
    end
  end
  return out
end

-- The vertices renumbered from 0 in the order they first appear in the sorted edges, then sorted.
local function renumbered(p)
  local sorted = { table.unpack(p) }
  table.sort(sorted)
  local new, n, out = {}, 0, {}
  for _, code in ipairs(sorted) do
    local a, b, c = ends(code)
    for _, v in ipairs({ a, b }) do
      if not new[v] then new[v], n = n, n + 1 end
    end
    out[#out + 1] = edge(new[a], new[b], c)
  end
  table.sort(out)
  return out
end

-- CGSuite's graph syntax (Graph.Parse): returns the vertex count and the edges {a, b, letter},
-- vertices numbered from 1 in order of appearance.
local function parse_graph(text)
  local toks, i = {}, 1
  while i <= #text do
    local ch = text:sub(i, i)
    if ch == "{" then
      local j = text:find("}", i + 1, true)
      if not j then error("Invalid graph specification: unmatched `{`") end
      toks[#toks + 1] = text:sub(i + 1, j - 1)
      i = j + 1
    else
      if ch ~= " " then toks[#toks + 1] = ch end
      i = i + 1
    end
  end
  local nverts, edges, names = 0, {}, {}
  local function walk(pos, prec)
    local t = toks[pos]
    if t == nil then return pos end
    local letter
    if prec then
      if t == "(" then
        repeat pos = walk(pos + 1, prec) until toks[pos] ~= ";"
        if toks[pos] ~= ")" then error("Invalid graph specification: unmatched `(`") end
        return pos + 1
      end
      if t == ";" or t == ")" then return pos end
      if not COLOUR[t] then error("Invalid graph specification: an edge is l, r or e, not `" .. t .. "`") end
      letter, pos = t, pos + 1
    end
    if toks[pos] == "." then pos = pos + 1 end
    local vertex
    if toks[pos] == ":" then
      local name = toks[pos + 1]
      if not name then error("Invalid graph specification: a name is missing after `:`") end
      vertex, pos = names[name], pos + 2
      if not vertex then
        nverts = nverts + 1
        vertex, names[name] = nverts, nverts
      end
    else
      nverts = nverts + 1
      vertex = nverts
    end
    if prec then edges[#edges + 1] = { prec, vertex, letter } end
    return walk(pos, vertex)
  end
  local pos = walk(1, nil)
  while toks[pos] ~= nil do
    if toks[pos] ~= ";" then error("Invalid graph specification.") end
    pos = walk(pos + 1, nil)
  end
  return nverts, edges
end

-- CGSuite's Graph.ToString: a depth-first tree from the first vertex, a vertex met again named
-- :A, :B, ... (every one of its occurrences), branches in parentheses.
local function show_graph(nverts, edges)
  local adj = {}
  for v = 1, nverts do adj[v] = {} end
  for k, e in ipairs(edges) do
    adj[e[1]][#adj[e[1]] + 1] = k
    if e[1] ~= e[2] then adj[e[2]][#adj[e[2]] + 1] = k end
  end
  local used, refs = {}, {}
  for v = 1, nverts do refs[v] = 0 end
  local function treeify(v)
    refs[v] = refs[v] + 1
    local kids = {}
    if refs[v] == 1 then
      for _, k in ipairs(adj[v]) do
        if not used[k] then
          used[k] = true
          local e = edges[k]
          kids[#kids + 1] = { treeify(e[1] == v and e[2] or e[1]), e[3] }
        end
      end
    end
    return { v, kids }
  end
  local names, nnames, out = {}, 0, {}
  local function stringify(tree, buf)
    local v, kids = tree[1], tree[2]
    if refs[v] > 1 then
      if not names[v] then
        nnames = nnames + 1
        names[v] = nnames <= 26 and string.char(64 + nnames) or ("{v" .. (nnames - 1) .. "}")
      end
      buf[#buf + 1] = ":" .. names[v]
    end
    if #kids > 1 then buf[#buf + 1] = "(" end
    for k, kid in ipairs(kids) do
      buf[#buf + 1] = kid[2]
      stringify(kid[1], buf)
      if k < #kids then buf[#buf + 1] = ";" end
    end
    if #kids > 1 then buf[#buf + 1] = ")" end
  end
  local trees = {}
  for v = 1, nverts do
    if refs[v] == 0 then trees[#trees + 1] = treeify(v) end
  end
  for _, t in ipairs(trees) do
    local buf = {}
    stringify(t, buf)
    out[#out + 1] = #buf == 0 and "." or table.concat(buf)
  end
  return table.concat(out, ";")
end

return {
  id = "partizan-arc-kayles",
  title = "Partizan Arc Kayles: pick an edge of your colour (or green); its ends and their edges go",
  kind = "partizan",
  citation = "A. N. Siegel, CGSuite (github.com/aaron-siegel/cgsuite), PartizanArcKayles.cgs",

  left = function(p) return picks(p, BLUE) end,
  right = function(p) return picks(p, RED) end,

  valid = function(p)
    for _, code in ipairs(p) do
      local a, b, c = ends(code)
      if code < 0 or code >> 24 ~= 0 or a > b or c < BLUE or c > GREEN then return false end
    end
    return true
  end,

  normalize = renumbered,

  -- The connected components (by their edges).
  components = function(p)
    local part, parts = {}, {}
    local function find(v)
      while part[v] and part[v] ~= v do v = part[v] end
      return v
    end
    for _, code in ipairs(p) do
      local a, b = ends(code)
      local ra, rb = find(a), find(b)
      part[ra], part[rb] = ra, ra
    end
    local index = {}
    for _, code in ipairs(p) do
      local r = find(code >> 16)
      if not index[r] then index[r] = #parts + 1; parts[#parts + 1] = {} end
      local list = parts[index[r]]
      list[#list + 1] = code
    end
    return parts
  end,

  -- What the bound counts: the edges.
  size = function(p) return #p end,

  -- Every path of up to `bound` edges in every colouring, every star of 3 and 4 edges, every
  -- triangle (within the bound).
  positions = function(bound)
    local out, seen = {}, {}
    local function add(q)
      q = renumbered(q)
      local key = table.concat(q, ",")
      if not seen[key] then seen[key], out[#out + 1] = true, q end
    end
    local function colourings(shape, i, q)
      if i > #shape then add(q) return end
      for c = BLUE, GREEN do
        q[i] = edge(shape[i][1], shape[i][2], c)
        colourings(shape, i + 1, q)
      end
      q[i] = nil
    end
    for n = 0, math.min(bound, 8) do
      local shape = {}
      for i = 0, n - 1 do shape[#shape + 1] = { i, i + 1 } end
      colourings(shape, 1, {})
    end
    for n = 3, math.min(bound, 4) do
      local shape = {}
      for i = 1, n do shape[#shape + 1] = { 0, i } end
      colourings(shape, 1, {})
    end
    if bound >= 3 then colourings({ { 0, 1 }, { 1, 2 }, { 0, 2 } }, 1, {}) end
    return out
  end,

  parse = function(text)
    -- cgcheck's default text of an array (edge codes separated by commas, "()" when empty) is read too
    if text == "()" then return {} end
    if text:match("^[%d,]+$") then
      local p = {}
      for item in (text .. ","):gmatch("([^,]*),") do
        local code = math.tointeger(tonumber(item))
        if item == "" then error("an entry is missing in '" .. text .. "' (integers separated by commas)") end
        if not code then error("'" .. item .. "' is not an edge code: it does not fit in 64 bits") end
        p[#p + 1] = code
      end
      return p
    end
    local nverts, edges = parse_graph(text)
    if nverts - 1 > MAX_VERTEX then error("at most " .. (MAX_VERTEX + 1) .. " vertices") end
    local p = {}
    for _, e in ipairs(edges) do p[#p + 1] = edge(e[1] - 1, e[2] - 1, COLOUR[e[3]]) end
    return p
  end,

  show = function(p)
    local used, remap, n, edges = {}, {}, 0, {}
    for _, code in ipairs(p) do
      local a, b = ends(code)
      used[a], used[b] = true, true
    end
    for v = 0, MAX_VERTEX do
      if used[v] then n = n + 1; remap[v] = n end
    end
    for _, code in ipairs(p) do
      local a, b, c = ends(code)
      edges[#edges + 1] = { remap[a], remap[b], LETTER[c] }
    end
    if n == 0 then return "." end
    return show_graph(n, edges)
  end,
}
