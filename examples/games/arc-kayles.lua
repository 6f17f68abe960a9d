-- Arc Kayles: on a graph, a move picks an edge and removes both its ends, with every edge at them;
-- a player with no edge to pick loses. Impartial. As CGSuite plays it: A. N. Siegel, CGSuite
-- (github.com/aaron-siegel/cgsuite), game.graph.ArcKayles (GenArcKayles.cgs, unweighted): an edge
-- may be a loop, whose pick removes its one vertex.
--
-- Text form: CGSuite's graph syntax for unlabelled graphs (Graph.Parse): "." (or nothing) a vertex,
-- `-` an edge: ".-.-.-." and "---" are the path of four vertices; parentheses hold branches
-- ("--(-;--;---)"), `:A` or `:{name}` names a vertex (vertices of one name are one vertex: ":A----:A"
-- is a 4-cycle, ":A-:A" a loop), `;` separates parts. Parallel edges are one edge (a second copy
-- gives the same move). `show` writes as CGSuite's Graph.ToString does, with every vertex written
-- "." (a text starting with `-` would be read as an option on the command line); vertices without
-- edges are dropped (they take no part in play); "()" is the empty graph.
--
-- A position is an array with one entry per vertex: the bit mask of its neighbours (bit v for
-- vertex v; its own bit for a loop), at most 64 vertices. A graph is the sum of its connected
-- components; a path (loops or not) is numbered along it from the end whose array reads smaller, a
-- graph of at most 5 vertices by its smallest array over all numberings, a larger one by refined
-- degrees.
local MAX_VERTICES = 64

local function bitcount(m)
  local n = 0
  while m ~= 0 do m, n = m & (m - 1), n + 1 end
  return n
end

-- The graph on the vertices of `keep` (a bit mask), numbered in order.
local function induced(p, keep)
  local map, n = {}, 0
  for v = 0, #p - 1 do
    if (keep >> v) & 1 == 1 then map[v], n = n, n + 1 end
  end
  local out = {}
  for v = 0, #p - 1 do
    if map[v] then
      local m, mask = 0, p[v + 1] & keep
      for u = 0, #p - 1 do
        if (mask >> u) & 1 == 1 then m = m | (1 << map[u]) end
      end
      out[#out + 1] = m
    end
  end
  return out
end

-- Every pick of an edge {u, v} (u <= v; u = v a loop): the graph without u and v, and without the
-- vertices left with no edge.
local function picks(p)
  local n, out = #p, {}
  local all = n == 64 and -1 or (1 << n) - 1
  for u = 0, n - 1 do
    for v = u, n - 1 do
      if (p[u + 1] >> v) & 1 == 1 then
        local keep = all & ~(1 << u) & ~(1 << v)
        for w = 0, n - 1 do
          if (keep >> w) & 1 == 1 and p[w + 1] & keep == 0 then keep = keep & ~(1 << w) end
        end
        out[#out + 1] = induced(p, keep)
      end
    end
  end
  return out
end

-- p renumbered by `order` (order[i] = old number of the new vertex i - 1).
local function permuted(p, order)
  local new = {}
  for i, v in ipairs(order) do new[v] = i - 1 end
  local out = {}
  for i, v in ipairs(order) do
    local m, mask = 0, p[v + 1]
    for u = 0, #p - 1 do
      if (mask >> u) & 1 == 1 then m = m | (1 << new[u]) end
    end
    out[i] = m
  end
  return out
end

local function smaller(a, b)
  for i = 1, #a do
    if a[i] ~= b[i] then return math.ult(a[i], b[i]) end
  end
  return false
end

-- The degree of v, not counting a loop.
local function degree(p, v) return bitcount(p[v + 1] & ~(1 << v)) end

local function canonical(p)
  local n = #p
  if n <= 1 then return { p[1] } end
  -- a path (loops allowed): from the end whose array reads smaller
  local edges, ends, path = 0, {}, true
  for v = 0, n - 1 do
    local d = degree(p, v)
    edges = edges + d
    if d > 2 or d == 0 then path = false end
    if d == 1 then ends[#ends + 1] = v end
  end
  if path and edges == 2 * (n - 1) and #ends == 2 then
    local best
    for _, start in ipairs(ends) do
      local order, prev, v = {}, -1, start
      while v do
        order[#order + 1] = v
        local next_v, mask = nil, p[v + 1] & ~(1 << v)
        for u = 0, n - 1 do
          if (mask >> u) & 1 == 1 and u ~= prev then next_v = u end
        end
        prev, v = v, next_v
      end
      if #order == n then
        local q = permuted(p, order)
        if not best or smaller(q, best) then best = q end
      end
    end
    if best then return best end
  end
  if n <= 5 then
    local best, order, used = nil, {}, {}
    local function try(i)
      if i > n then
        local q = permuted(p, order)
        if not best or smaller(q, best) then best = q end
        return
      end
      for v = 0, n - 1 do
        if not used[v] then
          used[v], order[i] = true, v
          try(i + 1)
          used[v], order[i] = nil, nil
        end
      end
    end
    try(1)
    return best
  end
  -- refine (loop, degree) by the neighbours' classes, then number by class (ties by number)
  local class = {}
  for v = 0, n - 1 do class[v] = ((p[v + 1] >> v) & 1) * 128 + degree(p, v) end
  for _ = 1, n do
    local sig, keys = {}, {}
    for v = 0, n - 1 do
      local around, mask = {}, p[v + 1] & ~(1 << v)
      for u = 0, n - 1 do
        if (mask >> u) & 1 == 1 then around[#around + 1] = class[u] end
      end
      table.sort(around)
      sig[v] = class[v] .. ":" .. table.concat(around, ",")
      keys[#keys + 1] = sig[v]
    end
    table.sort(keys)
    local rank, r = {}, 0
    for _, k in ipairs(keys) do
      if not rank[k] then rank[k], r = r, r + 1 end
    end
    for v = 0, n - 1 do class[v] = rank[sig[v]] end
  end
  local order = {}
  for v = 0, n - 1 do order[#order + 1] = v end
  table.sort(order, function(a, b) return class[a] < class[b] or (class[a] == class[b] and a < b) end)
  return permuted(p, order)
end

-- CGSuite's graph syntax (Graph.Parse) with unlabelled vertices and edges.
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
  local adj, names = {}, {}
  local function walk(pos, prec)
    local t = toks[pos]
    if t == nil then return pos end
    if prec then
      if t == "(" then
        repeat pos = walk(pos + 1, prec) until toks[pos] ~= ";"
        if toks[pos] ~= ")" then error("Invalid graph specification: unmatched `(`") end
        return pos + 1
      end
      if t == ";" or t == ")" then return pos end
      if t ~= "-" then error("Invalid graph specification: an edge is `-`, not `" .. t .. "`") end
      pos = pos + 1
    end
    if toks[pos] == "." then pos = pos + 1 end
    local vertex, name
    if toks[pos] == ":" then
      name = toks[pos + 1]
      if not name then error("Invalid graph specification: a name is missing after `:`") end
      vertex, pos = names[name], pos + 2
    end
    if not vertex then
      if #adj >= MAX_VERTICES then error("at most " .. MAX_VERTICES .. " vertices") end
      vertex = #adj + 1
      adj[vertex] = 0
      if name then names[name] = vertex end
    end
    if prec then
      adj[prec] = adj[prec] | (1 << (vertex - 1))
      adj[vertex] = adj[vertex] | (1 << (prec - 1))
    end
    return walk(pos, vertex)
  end
  local pos = walk(1, nil)
  while toks[pos] ~= nil do
    if toks[pos] ~= ";" then error("Invalid graph specification.") end
    pos = walk(pos + 1, nil)
  end
  return adj
end

-- CGSuite's Graph.ToString: depth first from each vertex not yet reached, a vertex met again named
-- :A, :B, ..., branches in parentheses, parts separated by `;`; every vertex written ".".
local function show_graph(p)
  local n, used, refs = #p, {}, {}
  for v = 0, n - 1 do refs[v] = 0 end
  local function treeify(v)
    refs[v] = refs[v] + 1
    local kids = {}
    if refs[v] == 1 then
      for u = 0, n - 1 do
        local key = math.min(u, v) * 64 + math.max(u, v)
        if (p[v + 1] >> u) & 1 == 1 and not used[key] then
          used[key] = true
          kids[#kids + 1] = treeify(u)
        end
      end
    end
    return { v, kids }
  end
  local names, nnames = {}, 0
  local function stringify(tree, buf)
    local v, kids = tree[1], tree[2]
    buf[#buf + 1] = "."
    if refs[v] > 1 then
      if not names[v] then
        nnames = nnames + 1
        names[v] = nnames <= 26 and string.char(64 + nnames) or ("{v" .. (nnames - 1) .. "}")
      end
      buf[#buf + 1] = ":" .. names[v]
    end
    if #kids > 1 then buf[#buf + 1] = "(" end
    for k, kid in ipairs(kids) do
      buf[#buf + 1] = "-"
      stringify(kid, buf)
      if k < #kids then buf[#buf + 1] = ";" end
    end
    if #kids > 1 then buf[#buf + 1] = ")" end
  end
  local out = {}
  for v = 0, n - 1 do
    if refs[v] == 0 then
      local buf = {}
      stringify(treeify(v), buf)
      out[#out + 1] = table.concat(buf)
    end
  end
  return table.concat(out, ";")
end

-- The path of n vertices, numbered along it; with a loop at every vertex when `looped`.
local function path(n, looped)
  local q = {}
  for v = 0, n - 1 do
    q[v + 1] = (v > 0 and 1 << (v - 1) or 0) | (v < n - 1 and 1 << (v + 1) or 0) | (looped and 1 << v or 0)
  end
  return q
end

return {
  id = "arc-kayles",
  title = "Arc Kayles: pick an edge; its two ends and every edge at them go",
  kind = "impartial",
  citation = "A. N. Siegel, CGSuite (github.com/aaron-siegel/cgsuite), GenArcKayles.cgs",

  options = picks,

  valid = function(p)
    if #p > MAX_VERTICES then return false end
    for v = 0, #p - 1 do
      local m = p[v + 1]
      if #p < 64 and m >> #p ~= 0 then return false end
      for u = 0, #p - 1 do
        if (m >> u) & 1 ~= (p[u + 1] >> v) & 1 then return false end
      end
    end
    return true
  end,

  normalize = canonical,

  -- The connected components with an edge, each numbered from 0.
  components = function(p)
    local seen, parts = 0, {}
    for v = 0, #p - 1 do
      if (seen >> v) & 1 == 0 then
        local comp, before = 1 << v, 0
        while comp ~= before do
          before = comp
          for u = 0, #p - 1 do
            if (comp >> u) & 1 == 1 then comp = comp | p[u + 1] end
          end
        end
        seen = seen | comp
        if p[v + 1] ~= 0 then parts[#parts + 1] = induced(p, comp) end
      end
    end
    return parts
  end,

  -- What the bound counts: the vertices.
  size = function(p) return #p end,

  -- Paths, looped paths (a loop at every vertex) and cycles of up to `bound` vertices, complete
  -- graphs and stars of up to min(bound, 12) vertices, and every connected loopless graph of up to
  -- min(bound, 4) vertices; by number of vertices, then the arrays.
  positions = function(bound)
    local out, seen = {}, {}
    local function add(q, as_is)   -- as_is: paths and cycles, already numbered along them
      if not as_is then q = canonical(q) end
      local key = table.concat(q, ",")
      if not seen[key] then seen[key], out[#out + 1] = true, q end
    end
    add({})
    for n = 1, math.min(bound, MAX_VERTICES) do
      add(path(n, false), true)
      add(path(n, true), true)
      if n >= 3 then
        local q = path(n, false)
        q[1], q[n] = q[1] | (1 << (n - 1)), q[n] | 1
        add(q, true)
      end
      if n <= 12 then
        local k, s = {}, {}
        for v = 0, n - 1 do
          k[v + 1] = ((1 << n) - 1) & ~(1 << v)
          s[v + 1] = v == 0 and ((1 << n) - 2) or 1
        end
        add(k)
        add(s)
      end
    end
    for n = 2, math.min(bound, 4) do
      local pairs_ = {}
      for a = 0, n - 1 do
        for b = a + 1, n - 1 do pairs_[#pairs_ + 1] = { a, b } end
      end
      for set = 0, (1 << #pairs_) - 1 do
        local q = {}
        for v = 1, n do q[v] = 0 end
        for k, e in ipairs(pairs_) do
          if (set >> (k - 1)) & 1 == 1 then
            q[e[1] + 1] = q[e[1] + 1] | (1 << e[2])
            q[e[2] + 1] = q[e[2] + 1] | (1 << e[1])
          end
        end
        local comp, before = 1, 0
        while comp ~= before do
          before = comp
          for u = 0, n - 1 do
            if (comp >> u) & 1 == 1 then comp = comp | q[u + 1] end
          end
        end
        if comp == (1 << n) - 1 then add(q) end
      end
    end
    return out
  end,

  parse = function(text)
    -- cgcheck's default text of an array (integers separated by commas, "()" when empty) is read too
    if text == "()" or text == "" then return {} end
    if text:match("^%-?[%d,%-]+$") and text:find("%d") then
      local p = {}
      for item in (text .. ","):gmatch("([^,]*),") do
        local x = item:match("^%-?%d+$") and math.tointeger(tonumber(item))
        if item == "" then error("an entry is missing in '" .. text .. "' (integers separated by commas)") end
        if not item:match("^%-?%d+$") then error("'" .. item .. "' is not an integer (a vertex's neighbour mask)") end
        if not x then error("'" .. item .. "' is not a vertex's neighbour mask: it does not fit in 64 bits") end
        p[#p + 1] = x
      end
      return p
    end
    return parse_graph(text)
  end,

  show = function(p)
    local keep = 0
    for v = 0, #p - 1 do
      if p[v + 1] ~= 0 then keep = keep | (1 << v) end
    end
    local q = induced(p, keep)
    if #q == 0 then return "()" end
    return show_graph(q)
  end,
}
