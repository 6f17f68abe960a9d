local t
t = { paper = { id = 'f' }, game = 'nim', claims = {
  { id = 'a', statement = 's', check = 'p_iff', bound = 3, formula = function(p) t.claims[1] = 5; t.claims = nil; return p.nimsum == 0 end },
  { id = 'b', statement = 's', check = 'grundy_is', bound = 3, formula = function(p) return p.nimsum end } } }
return t
