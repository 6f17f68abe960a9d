-- Blue-red-green Hackenbush. A graph of coloured edges stands on the ground (one vertex). Left
-- removes a blue edge, Right a red one, either player a green one; every edge no longer joined to
-- the ground falls away. A player with no edge to remove loses.
-- E. R. Berlekamp, J. H. Conway, R. K. Guy, Winning Ways for your Mathematical Plays (1982),
-- ch. 2 and 7; the rules and the text form as in A. N. Siegel, CGSuite
-- (github.com/aaron-siegel/cgsuite), game.graph.Hackenbush (GenHackenbush.cgs).
--
-- Text form: CGSuite's graph syntax, the ground being the first vertex. `l` is a blue (Left)
-- edge, `r` a red (Right) one, `e` a green one; "lrlrr" is a stalk of five edges standing on the
-- ground; parentheses hold the branches off the vertex before them, separated by `;`
-- ("l(l;rl)"); `:A` or `:{name}` after an edge names its upper vertex, and vertices of one name
-- are one vertex, so cycles ("ee:Aeeee:A", a bulb on a stalk), loops ("e:Ae:A", a stalk of one
-- edge with a loop on top) and several edges between two vertices (":Ge:Ae:G") can be written. "." is
-- the bare ground. Every edge must be joined to the ground ("lrlr;lr" is refused, as CGSuite
-- refuses it). `show` writes a position as CGSuite's Graph.ToString does.
--
-- A position is an array of edges, each the integer (a << 16) | (b << 8) | colour with vertices
-- a <= b (0 is the ground, at most 255 vertices) and colour 1 blue, 2 red, 3 green.
-- A graph is the sum of its parts that meet only at the ground (components); a tree is numbered
-- canonically (its branches sorted), any other graph breadth-first from the ground.
local BLUE, RED, GREEN = 1, 2, 3
local LETTER = { "l", "r", "e" }
local COLOUR = { l = BLUE, r = RED, e = GREEN }
local MAX_VERTEX = 255

local function edge(a, b, c)
  if a > b then a, b = b, a end
  return (a << 16) | (b << 8) | c
end
local function ends(code) return code >> 16, (code >> 8) & 0xff, code & 0xff end

-- The edges still joined to the ground, in their order.
local function grounded(codes)
  local reached, changed = { [0] = true }, true
  while changed do
    changed = false
    for _, code in ipairs(codes) do
      local a, b = ends(code)
      if reached[a] ~= reached[b] then
        reached[a], reached[b], changed = true, true, true
      end
    end
  end
  local out = {}
  for _, code in ipairs(codes) do
    if reached[code >> 16] then out[#out + 1] = code end
  end
  return out
end

-- Every removal of one edge of colour `colour` or green, with what falls away removed.
local function removals(p, colour)
  local out = {}
  for i = 1, #p do
    local c = p[i] & 0xff
    if (c == colour or c == GREEN) and p[i] ~= p[i - 1] then
      local rest = {}
      for j = 1, #p do
        if j ~= i then rest[#rest + 1] = p[j] end
      end
      out[#out + 1] = grounded(rest)
    end
  end
  return out
end

-- Adjacency lists: adj[v] = array of {neighbour, colour} (a loop is listed once).
local function adjacency(p)
  local adj, count = { [0] = {} }, 1
  for _, code in ipairs(p) do
    local a, b, c = ends(code)
    for _, v in ipairs({ a, b }) do
      if not adj[v] then adj[v], count = {}, count + 1 end
    end
    adj[a][#adj[a] + 1] = { b, c }
    if a ~= b then adj[b][#adj[b] + 1] = { a, c } end
  end
  return adj, count
end

-- A canonical numbering for trees (the ground 0, then depth first, branches in the order of their
-- sorted codes), breadth first from the ground (neighbours by colour, then number) otherwise.
local function renumbered(p)
  p = grounded(p)
  local adj, count = adjacency(p)
  local new, next_id = { [0] = 0 }, 1
  if #p == count - 1 then
    local code_of = {}
    local function encode(v, parent)
      local parts = {}
      for _, n in ipairs(adj[v]) do
        if n[1] ~= parent then parts[#parts + 1] = n[2] .. encode(n[1], v) end
      end
      table.sort(parts)
      code_of[v] = "(" .. table.concat(parts) .. ")"
      return code_of[v]
    end
    encode(0, -1)
    local function number(v, parent)
      local kids = {}
      for _, n in ipairs(adj[v]) do
        if n[1] ~= parent then kids[#kids + 1] = { n[2] .. code_of[n[1]], n[1] } end
      end
      table.sort(kids, function(x, y) return x[1] < y[1] end)
      for _, k in ipairs(kids) do
        new[k[2]], next_id = next_id, next_id + 1
        number(k[2], v)
      end
    end
    number(0, -1)
  else
    local queue, head = { 0 }, 1
    while head <= #queue do
      local v = queue[head]
      head = head + 1
      local ns = {}
      for _, n in ipairs(adj[v]) do ns[#ns + 1] = n end
      table.sort(ns, function(x, y) return x[2] < y[2] or (x[2] == y[2] and x[1] < y[1]) end)
      for _, n in ipairs(ns) do
        if not new[n[1]] then
          new[n[1]], next_id = next_id, next_id + 1
          queue[#queue + 1] = n[1]
        end
      end
    end
  end
  local out = {}
  for _, code in ipairs(p) do
    local a, b, c = ends(code)
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

-- Families for `positions`: stalks, rooted trees grown one edge at a time, cycles on stalks.
local function stalks(n, colours, out, seen)
  local function grow(prefix)
    if #prefix == n then
      local key = table.concat(prefix, ",")
      if not seen[key] then seen[key], out[#out + 1] = true, { table.unpack(prefix) } end
      return
    end
    for _, c in ipairs(colours) do
      prefix[#prefix + 1] = edge(#prefix, #prefix + 1, c)
      grow(prefix)
      prefix[#prefix] = nil
    end
  end
  grow({})
end

local function trees(max_edges, colours, out, seen)
  local level, grown = { {} }, {}
  for _ = 1, max_edges do
    local next_level = {}
    for _, t in ipairs(level) do
      for v = 0, #t do
        for _, c in ipairs(colours) do
          local q = { table.unpack(t) }
          q[#q + 1] = edge(v, #t + 1, c)
          q = renumbered(q)
          local key = table.concat(q, ",")
          if not grown[key] then
            grown[key] = true
            next_level[#next_level + 1] = q
            if not seen[key] then seen[key], out[#out + 1] = true, q end
          end
        end
      end
    end
    level = next_level
  end
end

return {
  id = "hackenbush",
  title = "Blue-red-green Hackenbush: Left cuts blue edges, Right red ones, either green ones",
  kind = "partizan",
  citation = "E. R. Berlekamp, J. H. Conway, R. K. Guy, Winning Ways for your Mathematical Plays (1982), ch. 2 and 7; "
             .. "A. N. Siegel, CGSuite (github.com/aaron-siegel/cgsuite), GenHackenbush.cgs",

  left = function(p) return removals(p, BLUE) end,
  right = function(p) return removals(p, RED) end,

  valid = function(p)
    for _, code in ipairs(p) do
      local a, b, c = ends(code)
      if code < 0 or code >> 24 ~= 0 or a > b or c < BLUE or c > GREEN then return false end
    end
    return #grounded(p) == #p
  end,

  normalize = renumbered,

  -- The parts of the graph that meet only at the ground: the edges of each connected piece of the
  -- graph without the ground, with their edges to the ground; a loop at the ground is a part.
  components = function(p)
    local adj = adjacency(p)
    local part, parts = {}, {}
    for _, code in ipairs(p) do
      local a, b = ends(code)
      local v = a ~= 0 and a or b
      if v == 0 then
        parts[#parts + 1] = { code }
      else
        if not part[v] then
          local id, stack = #parts + 1, { v }
          parts[id], part[v] = {}, id
          while #stack > 0 do
            local u = stack[#stack]
            stack[#stack] = nil
            for _, n in ipairs(adj[u]) do
              if n[1] ~= 0 and not part[n[1]] then
                part[n[1]] = id
                stack[#stack + 1] = n[1]
              end
            end
          end
        end
        local list = parts[part[v]]
        list[#list + 1] = code
      end
    end
    return parts
  end,

  -- What the bound counts: the edges.
  size = function(p) return #p end,

  -- Every blue-red stalk of up to `bound` edges; every stalk with a green edge of up to min(bound,
  -- 7) edges; every other tree of up to min(bound, 4) edges in all colourings, and of up to
  -- min(bound, 8) edges all green; every green stalk of k edges carrying a green cycle of m edges
  -- (a loop for m = 1, a double edge for m = 2, through the ground for k = 0), k + m <= bound.
  positions = function(bound)
    local out, seen = {}, {}
    for n = 0, bound do stalks(n, { BLUE, RED }, out, seen) end
    for n = 1, math.min(bound, 7) do stalks(n, { BLUE, RED, GREEN }, out, seen) end
    trees(math.min(bound, 4), { BLUE, RED, GREEN }, out, seen)
    trees(math.min(bound, 8), { GREEN }, out, seen)
    for m = 1, bound do
      for k = 0, bound - m do
        local q = {}
        for i = 0, k - 1 do q[#q + 1] = edge(i, i + 1, GREEN) end
        for i = 0, m - 1 do q[#q + 1] = edge(k + i, i == m - 1 and k or k + i + 1, GREEN) end
        q = renumbered(q)
        local key = table.concat(q, ",")
        if not seen[key] then seen[key], out[#out + 1] = true, q end
      end
    end
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
    if nverts == 0 then error("That graph is empty (no ground).") end
    if nverts - 1 > MAX_VERTEX then error("at most " .. (MAX_VERTEX + 1) .. " vertices") end
    local p = {}
    for _, e in ipairs(edges) do p[#p + 1] = edge(e[1] - 1, e[2] - 1, COLOUR[e[3]]) end
    local joined = #grounded(p) == #p
    if joined then
      -- every vertex, not only every edge, must be joined to the ground
      local _, count = adjacency(p)
      joined = count == nverts
    end
    if not joined then error("That graph is not connected.") end
    return p
  end,

  show = function(p)
    local nverts, edges = 0, {}
    for _, code in ipairs(p) do
      local a, b, c = ends(code)
      if b + 1 > nverts then nverts = b + 1 end
      edges[#edges + 1] = { a + 1, b + 1, LETTER[c] }
    end
    -- vertices without edges (a gap in the numbering) are not shown
    local used, remap, n = { [1] = true }, {}, 0
    for _, e in ipairs(edges) do used[e[1]], used[e[2]] = true, true end
    for v = 1, math.max(nverts, 1) do
      if used[v] then n = n + 1; remap[v] = n end
    end
    for _, e in ipairs(edges) do e[1], e[2] = remap[e[1]], remap[e[2]] end
    return show_graph(n, edges)
  end,
}
