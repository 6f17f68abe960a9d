function m(a,b)return function(p)local o={}for i=0,#p do for j=i-1,i+1,2 do if p[i]==a and p[j]==b then local q={table.unpack(p)}q[i],q[j]=0,a o[#o+1]=q end end end return o end end
return{id="c",title="k",kind="partizan",left=m(0,lo6),right=m(2,1)}
