-- Wythoff's game for the Lua-vs-C++ benchmark (bench/lua_games_bench.cpp): two heaps {a, b}; a move
-- takes any number of tokens from one heap, or the same number from both. Normalized to a <= b.
return {
  id = "wythoff",
  title = "Wythoff's game: take from one heap, or the same number from both",
  kind = "impartial",
  arity = 2,
  normalize = function(p)
    if p[1] > p[2] then return {p[2], p[1]} end
    return p
  end,
  options = function(p)
    local a, b, out, n = p[1], p[2], {}, 0
    for k = 1, a do n = n + 1; out[n] = {a - k, b} end
    for k = 1, b do n = n + 1; out[n] = {a, b - k} end
    for k = 1, a do n = n + 1; out[n] = {a - k, b - k} end
    return out
  end,
}
