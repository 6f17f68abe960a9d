return {id="k",title="t",kind="impartial",arity=1,components=function(p) local c={} for i,r in ipairs(p) do c[i]={r} end return c end,
options=function(p) local o={} for t=1,2 do for l=0,p[1]-t do o[#o+1]={l,p[1]-t-l} end end return o end}
