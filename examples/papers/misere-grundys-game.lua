-- Misère play of Grundy's game (split a heap into two unequal heaps): the misère Grundy values and genera of single heaps 0..20 as
-- CGSuite computes them (A. N. Siegel, CGSuite, its test lib/core/src/test/scala/org/cgsuite/lang/
-- GameHeapTest.scala, unchanged 2018-2024), checked against cgcheck's own misère analysis of the
-- rules (core/misere.hpp). CGSuite writes a genus short where its theory allows: a nim-heap's with no
-- superscript (0 is 0^120, 2 is 2^20) and a tame one with a single digit (2^2 is 2^20); expand()
-- below reads those forms back into the full sequence that cgcheck prints. The theory: J. H. Conway,
-- On Numbers and Games (1976), ch. 12; Berlekamp, Conway, Guy, Winning Ways (1982), ch. 13.
local MISERE = { 1, 1, 1, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2 }  -- heap n at MISERE[n + 1]
local GENUS = { "0", "0", "0", "1", "0", "2", "1", "0", "2", "1", "0", "2", "1", "3^1431", "2", "1", "3^1431", "2", "4^0564", "3^1431", "0^20" }

-- The superscript terms gamma_0 .. gamma_(count-1) a genus stands for (CGSuite's Genus.supDigit).
local function expand(text, count)
  local base, sup = text:match("^(%d+)%^?(.*)$")
  base = tonumber(base)
  local digits = {}
  if sup:sub(1, 1) == "(" then
    for d in sup:gmatch("%d+") do digits[#digits + 1] = tonumber(d) end
  else
    for d in sup:gmatch("%d") do digits[#digits + 1] = tonumber(d) end
  end
  local out = {}
  for i = 0, count - 1 do
    if i < #digits then
      out[#out + 1] = digits[i + 1]
    elseif #digits == 0 then  -- a nim heap: 1 - g, then g, g xor 2, g, ... for g < 2; else g, g xor 2, ...
      if i == 0 and base < 2 then out[#out + 1] = 1 - base else out[#out + 1] = base ~ ((i & 1) << 1) end
    elseif #digits == 1 then  -- tame (or restive below 4): the digit, then the base xor 2, the base, ...
      out[#out + 1] = (digits[1] < 4 and digits[1] or base) ~ ((i & 1) << 1)
    else  -- the last two digits alternate
      out[#out + 1] = digits[#digits - 1 + ((i - #digits) & 1)]
    end
  end
  return base, table.concat(out, ",")
end

return {
  paper = { id = "misere-grundys-game", title = "Misère Grundy's game: values as CGSuite computes them",
            authors = "A. N. Siegel (CGSuite)", year = 2018, url = "https://github.com/aaron-siegel/cgsuite" },
  game = "grundys-game",
  claims = {
    {
      id = "misere-values", cite = "GameHeapTest.scala", section = "misère nim values, heaps 0..20",
      statement = "The misère Grundy values of single heaps 0..20 are 1, 1, 1, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2.",
      check = "grundy_is", play = "misere",
      where = function(p) return p.k <= 1 end,
      formula = function(p) return MISERE[p.n + 1] end,
      bound = 20, random = 0,
    },
    {
      id = "genus", cite = "GameHeapTest.scala", section = "genus, heaps 0..20",
      statement = "The genera of single heaps 0..20 are, as CGSuite writes them, 0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3^1431, 2, 1, 3^1431, 2, 4^0564, 3^1431, 0^20.",
      check = "property",
      where = function(p) return p.k <= 1 end,
      formula = function(p)
        local base, terms = expand(GENUS[p.n + 1], 8)
        local mine_base, mine_terms = expand(genus(), 8)
        return base == mine_base and terms == mine_terms
      end,
      bound = 20, random = 0,
    },
  },
}
