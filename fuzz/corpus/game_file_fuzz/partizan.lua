return {id="z",title="t",kind="partizan",arity=2,left=function(p) if p[1]>0 then return {{p[1]-1,p[2]}} end return {} end,
right=function(p) if p[2]>0 then return {{p[1],p[2]-1}} end return {} end}
