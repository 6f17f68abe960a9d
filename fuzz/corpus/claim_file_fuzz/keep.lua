local kept = {}
return { game = 'nim', claims = {
  { id = 'k', statement = 's', check = 'property', bound = 3, random = 3,
    formula = function(p) kept[#kept + 1] = p; if #kept > 2 then return kept[1].nimsum == kept[2].nimsum or true end return true end },
  { id = 'types', statement = 's', check = 'outcome_is', bound = 3, formula = function(p) return ({1, 'P', {}, true, nil, 2.5, print})[p.n % 7 + 1] end },
  { id = 'v', statement = 's', check = 'value_is', bound = 3, formula = function(p) return '{1|*}' end } } }
