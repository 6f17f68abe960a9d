-- Snort: the players take turns colouring the vertices of a graph, Left blue, Right red; no two
-- adjacent vertices may have different colours. A player who cannot colour a vertex loses.
-- Played as CGSuite plays it (A. N. Siegel, CGSuite (github.com/aaron-siegel/cgsuite),
-- game.graph.Snort, GenCol.cgs): a coloured vertex is removed, and what it leaves behind is a tint
-- on its neighbours: `L` marks a vertex next to a blue one (only Left may colour it), `R` a vertex
-- next to a red one (only Right may colour it); a vertex next to both is removed.
-- E. R. Berlekamp, J. H. Conway, R. K. Guy, Winning Ways for your Mathematical Plays (1982), ch. 6.
--
-- Text form: CGSuite's graph syntax with vertex labels: "." (or nothing) an untinted vertex, `L`
-- and `R` tinted ones, `-` an edge: "L-.-.-.-L" is a path of five vertices; parentheses hold
-- branches (".-.-.(-.;-.)"), `:A` names a vertex (":A----:A" is a 4-cycle; a vertex named again
-- must carry the same tint), `;` separates parts. `show` writes as CGSuite's Graph.ToString does,
-- but with every untinted vertex written "." (a text starting with `-` would be read as an option
-- on the command line); "" is the empty graph (also read as "()").
--
-- A position is an array with one entry per vertex: tint | (neighbours << 2), tint 0 (none), 1
-- (L) or 2 (R), neighbours a bit mask of vertex numbers (at most 60 vertices). A graph is the sum
-- of its connected components; a path is written from the end whose tints read smaller, a graph
-- of at most 5 vertices numbered by its smallest array over all numberings, a larger one by
-- refined degrees and tints.
local LEFT, RIGHT = 1, 2
-- Where each player may colour, by tint (Snort: not next to a vertex of the other colour).
local MAY = { [LEFT] = { [0] = true, [LEFT] = true }, [RIGHT] = { [0] = true, [RIGHT] = true } }
local MAX_VERTICES = 60

local function tint(p, v) return p[v + 1] & 3 end
local function nbrs(p, v) return p[v + 1] >> 2 end

-- The graph on the vertices of `keep` (a bit mask), numbered in order; tints from `tints`.
local function induced(p, keep, tints)
  local map, n = {}, 0
  for v = 0, #p - 1 do
    if (keep >> v) & 1 == 1 then map[v], n = n, n + 1 end
  end
  local out = {}
  for v = 0, #p - 1 do
    if map[v] then
      local m, mask = 0, nbrs(p, v) & keep
      while mask ~= 0 do
        local low = mask & -mask
        local u = 0
        while (low >> u) ~= 1 do u = u + 1 end
        m = m | (1 << map[u])
        mask = mask ~ low
      end
      out[#out + 1] = (tints[v] or tint(p, v)) | (m << 2)
    end
  end
  return out
end

-- Every colouring of a vertex by `player`, as GenCol plays it.
local function colourings(p, player)
  local out, all = {}, (1 << #p) - 1
  for v = 0, #p - 1 do
    if MAY[player][tint(p, v)] then
      local keep, tints, mask = all & ~(1 << v), {}, nbrs(p, v) & ~(1 << v)
      for u = 0, #p - 1 do
        if (mask >> u) & 1 == 1 then
          local t = tint(p, u)
          if t == 0 then tints[u] = player
          elseif t ~= player then keep = keep & ~(1 << u) end
        end
      end
      out[#out + 1] = induced(p, keep, tints)
    end
  end
  return out
end

local function degree(p, v)
  local n, m = 0, nbrs(p, v)
  while m ~= 0 do m, n = m & (m - 1), n + 1 end
  return n
end

-- p renumbered by `order` (order[i] = old number of the new vertex i - 1).
local function permuted(p, order)
  local new = {}
  for i, v in ipairs(order) do new[v] = i - 1 end
  local out = {}
  for i, v in ipairs(order) do
    local m, mask = 0, nbrs(p, v)
    for u = 0, #p - 1 do
      if (mask >> u) & 1 == 1 then m = m | (1 << new[u]) end
    end
    out[i] = tint(p, v) | (m << 2)
  end
  return out
end

local function smaller(a, b)
  for i = 1, #a do
    if a[i] ~= b[i] then return a[i] < b[i] end
  end
  return false
end

local function canonical(p)
  local n = #p
  if n <= 1 then return { p[1] and tint(p, 0) or nil } end
  -- a path: from the end whose tints read smaller
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
        local next_v, mask = nil, nbrs(p, v)
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
    -- the smallest array over every numbering
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
  -- refine (tint, degree) by the neighbours' classes, then number by class (ties by number)
  local class = {}
  for v = 0, n - 1 do class[v] = tint(p, v) * 64 + degree(p, v) end
  for _ = 1, n do
    local sig, keys = {}, {}
    for v = 0, n - 1 do
      local around, mask = {}, nbrs(p, v)
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

-- CGSuite's graph syntax (Graph.Parse) with vertex labels "", L, R and unlabelled edges `-`.
local VERTEX = { L = LEFT, R = RIGHT }
local LABEL = { [0] = ".", [LEFT] = "L", [RIGHT] = "R" }
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
  local tints, adj, names = {}, {}, {}
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
    local label = 0
    if VERTEX[toks[pos]] then
      label, pos = VERTEX[toks[pos]], pos + 1
    elseif toks[pos] == "." then
      pos = pos + 1
    end
    local vertex, name
    if toks[pos] == ":" then
      name = toks[pos + 1]
      if not name then error("Invalid graph specification: a name is missing after `:`") end
      vertex, pos = names[name], pos + 2
      if vertex and tints[vertex] ~= label then
        error("Invalid graph specification: The same named vertex has multiple distinct labels")
      end
    end
    if not vertex then
      vertex = #tints + 1
      tints[vertex], adj[vertex] = label, 0
      if name then names[name] = vertex end
    end
    if prec and prec ~= vertex then
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
  if #tints > MAX_VERTICES then error("at most " .. MAX_VERTICES .. " vertices") end
  local p = {}
  for v = 1, #tints do p[v] = tints[v] | (adj[v] << 2) end
  return p
end

-- CGSuite's Graph.ToString: depth first from each vertex not yet reached, a vertex met again named
-- :A, :B, ..., branches in parentheses, parts separated by `;`.
local function show_graph(p)
  local n, used, refs = #p, {}, {}
  for v = 0, n - 1 do refs[v] = 0 end
  local function treeify(v)
    refs[v] = refs[v] + 1
    local kids = {}
    if refs[v] == 1 then
      for u = 0, n - 1 do
        local key = math.min(u, v) * 64 + math.max(u, v)
        if (nbrs(p, v) >> u) & 1 == 1 and not used[key] then
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
    buf[#buf + 1] = LABEL[tint(p, v)]
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

return {
  id = "snort",
  title = "Snort: colour a vertex not next to one of the other colour",
  kind = "partizan",
  citation = "E. R. Berlekamp, J. H. Conway, R. K. Guy, Winning Ways for your Mathematical Plays (1982), ch. 6; "
             .. "A. N. Siegel, CGSuite (github.com/aaron-siegel/cgsuite), GenCol.cgs",

  left = function(p) return colourings(p, LEFT) end,
  right = function(p) return colourings(p, RIGHT) end,

  valid = function(p)
    if #p > MAX_VERTICES then return false end
    for v = 0, #p - 1 do
      local m = nbrs(p, v)
      if p[v + 1] < 0 or tint(p, v) == 3 or m >> #p ~= 0 or (m >> v) & 1 == 1 then return false end
      for u = 0, #p - 1 do
        if (m >> u) & 1 ~= (nbrs(p, u) >> v) & 1 then return false end
      end
    end
    return true
  end,

  normalize = canonical,

  -- The connected components, each numbered from 0.
  components = function(p)
    local seen, parts = 0, {}
    for v = 0, #p - 1 do
      if (seen >> v) & 1 == 0 then
        local comp, before = 1 << v, 0
        while comp ~= before do
          before = comp
          for u = 0, #p - 1 do
            if (comp >> u) & 1 == 1 then comp = comp | nbrs(p, u) end
          end
        end
        seen = seen | comp
        parts[#parts + 1] = induced(p, comp, {})
      end
    end
    return parts
  end,

  -- What the bound counts: the vertices.
  size = function(p) return #p end,

  -- Every untinted path of up to `bound` vertices; every path of up to min(bound, 8) vertices in
  -- every tinting; every other connected graph of up to min(bound, 4) vertices in every tinting.
  positions = function(bound)
    local out, seen = {}, {}
    local function add(q)
      q = canonical(q)
      local key = table.concat(q, ",")
      if not seen[key] then seen[key], out[#out + 1] = true, q end
    end
    -- every graph of n vertices with the tints t[0..n-1] (nil: untinted) and neighbour masks adj
    local function tintings(n, adj, all)
      local count = all and 3 ^ n or 1
      for code = 0, math.tointeger(count) - 1 do
        local q, c = {}, code
        for v = 0, n - 1 do
          q[v + 1] = (c % 3) | (adj[v] << 2)
          c = c // 3
        end
        add(q)
      end
    end
    add({})
    -- paths, numbered along the path from the end whose tints read smaller (as `canonical` does)
    for n = 1, bound do
      local count = n <= 8 and math.tointeger(3 ^ n) or 1
      for code = 0, count - 1 do
        local t, c = {}, code
        for v = 1, n do t[v], c = c % 3, c // 3 end
        local k = 1
        while k <= n and t[k] == t[n + 1 - k] do k = k + 1 end
        if k > n or t[k] < t[n + 1 - k] then
          local q = {}
          for v = 0, n - 1 do
            q[v + 1] = t[v + 1] | (((v > 0 and 1 << (v - 1) or 0) | (v < n - 1 and 1 << (v + 1) or 0)) << 2)
          end
          out[#out + 1] = q
        end
      end
    end
    for n = 3, math.min(bound, 4) do
      local pairs_, shapes, shape_seen = {}, {}, {}
      for a = 0, n - 1 do
        for b = a + 1, n - 1 do pairs_[#pairs_ + 1] = { a, b } end
      end
      for set = 0, (1 << #pairs_) - 1 do
        local q = {}
        for v = 1, n do q[v] = 0 end
        for k, e in ipairs(pairs_) do
          if (set >> (k - 1)) & 1 == 1 then
            q[e[1] + 1] = q[e[1] + 1] | (4 << e[2])
            q[e[2] + 1] = q[e[2] + 1] | (4 << e[1])
          end
        end
        local comp, before = 1, 0
        while comp ~= before do
          before = comp
          for u = 0, n - 1 do
            if (comp >> u) & 1 == 1 then comp = comp | (q[u + 1] >> 2) end
          end
        end
        if comp == (1 << n) - 1 then
          q = canonical(q)
          local key = table.concat(q, ",")
          if not shape_seen[key] then shape_seen[key], shapes[#shapes + 1] = true, q end
        end
      end
      for _, q in ipairs(shapes) do
        local adj = {}
        for v = 0, n - 1 do adj[v] = q[v + 1] >> 2 end
        tintings(n, adj, true)
      end
    end
    return out
  end,

  parse = function(text)
    -- cgcheck's default text of an array (integers separated by commas, "()" when empty) is read too
    if text == "()" then return {} end
    if text:match("^[%d,]+$") then
      local p = {}
      for item in (text .. ","):gmatch("([^,]*),") do
        local x = math.tointeger(tonumber(item))
        if item == "" then error("an entry is missing in '" .. text .. "' (integers separated by commas)") end
        if not x then error("'" .. item .. "' is not a vertex entry: it does not fit in 64 bits") end
        p[#p + 1] = x
      end
      return p
    end
    return parse_graph(text)
  end,

  show = show_graph,
}
