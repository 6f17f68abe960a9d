return {id="s",title="t",kind="impartial",arity=1,options=function(p) local o={} for _,s in ipairs{1,3,4} do if s<=p[1] then o[#o+1]={p[1]-s} end end return o end}
