-- CGSuite's test values for the grid games whose rules the example files share: Clobber (Left 'x',
-- Right 'o') and Domineering (Left vertical), positions written as CGSuite writes them (rows joined
-- by '|'). A. N. Siegel, CGSuite (github.com/aaron-siegel/cgsuite), GameGridTest.scala. (Amazons'
-- and Cram's test values are in amazons.lua and cram.lua; the Clobber variants of the same test --
-- diagonal Clobber, Kings, Rooks, Queens, Anti-Clobber -- are other rulesets, not stated here.)
return {
  paper = { id = "cgsuite-grids", title = "CGSuite's grid-game tests: Clobber and Domineering",
            authors = "A. N. Siegel", year = 2023 },
  game = "../games/clobber.lua",
  claims = {
    {
      id = "clobber-xox-ox", cite = "Clobber(\"xox|ox.\").CanonicalForm", section = "GameGridTest.scala",
      statement = "The Clobber board xox|ox. is {^^*|*,v}.",
      check = "property",
      -- A statement about one position of another shape: asked once, at the row xo.
      where = function(p) return p[1] == 1 and p[2] == 2 and p[3] ~= 0 and p[4] ~= 0 end,
      formula = function(p) return eq(value_in("../games/clobber.lua", "xox|ox."), value_in("value", "{^^*|*,v}")) end,
      bound = 2, random = 0,
    },
    {
      id = "domineering-4x4", cite = "Domineering(Grid.Empty(4,4)).CanonicalForm", section = "GameGridTest.scala",
      statement = "The empty 4 x 4 Domineering board, written ....|....|....|...., is "
                  .. "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}.",
      check = "property",
      where = function(p) return p[1] == 1 and p[2] == 2 and p[3] ~= 0 and p[4] ~= 0 end,
      formula = function(p)
        return eq(value_in("../games/domineering.lua", "....|....|....|...."),
                  value_in("value", "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}"))
      end,
      bound = 2, random = 0,
    },
  },
}
