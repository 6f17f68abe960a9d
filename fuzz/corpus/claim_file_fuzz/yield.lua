return { game = 'nim', claims = {
  { id = 'y', statement = 's', check = 'property', bound = 3, formula = function(p) return coroutine.yield(1) end },
  { id = 'w', statement = 's', check = 'property', bound = 3, where = function(p) error({}) end, formula = function(p) return true end } } }
