return { paper = { id = 'seq', title = 'T\n|x|' }, game = 'seqcomp', claims = {
  { id = 'o', cite = 'c\t', statement = 's', check = 'outcome_is', bound = 2, formula = function(p) return outcome(p.pos) end },
  { id = 'v', statement = 's', check = 'value_is', bound = 2, formula = function(p) return value(p.pos) end } } }
