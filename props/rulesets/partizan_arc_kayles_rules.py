"""Partizan Arc Kayles from its rules (CGSuite's PartizanArcKayles): Left picks a blue edge (l), Right
a red one (r), either a green one (e); the edge's two ends and every edge at them go. The graph
parser is Hackenbush's (hackenbush_rules.py; here no vertex is special). Positions: paths of up to 5
edges, stars of 3 and 4 edges, triangles and 4-cycles, in every colouring; CGSuite's test graphs."""
from functools import lru_cache
from itertools import product

from cgt_ref import game
from hackenbush_rules import parse

GAME = "examples/games/partizan-arc-kayles.lua"


@lru_cache(maxsize=None)
def solve(edges):
    def picks(colour):
        return [solve(tuple(f for f in edges if not {f[0], f[1]} & {e[0], e[1]}))
                for e in edges if e[2] in (colour, "e")]
    return game(picks("l"), picks("r"))


def value(pos):
    n, edges = parse(pos)
    return solve(tuple(sorted((min(a, b), max(a, b), c) for a, b, c in edges)))


def positions():
    out = ["."]
    for n in range(1, 6):
        out += ["".join(s) for s in product("lre", repeat=n)]
    for n in (3, 4):
        out += ["(" + ";".join(s) + ")" for s in product("lre", repeat=n)]
    out += [f":A{a}{b}{c}:A" for a, b, c in product("lre", repeat=3)]
    out += [f":A{a}{b}{c}{d}:A" for a, b, c, d in product("lre", repeat=4)]
    out += ["llr", "lrlr(ll;ree(rl;l))", "eeeeeeeeee", "lr;rl", "l;e;r"]
    return out
