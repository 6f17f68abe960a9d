"""Toppling Dominoes from its rules, as CGSuite's TopplingDominoes plays them: a row of cells, each
empty '.', or a blue 'l' (Left's), red 'r' (Right's) or grey 'e' (either player's) domino. A player
topples a domino of theirs or a grey one, towards either end: every cell from it to that end is
cleared (empty cells included). Every row of up to 5 cells with empty cells, of 6 and 7 dominoes
of the three colours, of 8 to 10 blue and red dominoes, and CGSuite's published rows, each played
out on the row as written (the game file drops the empty cells and reverses rows instead)."""
from functools import lru_cache
from itertools import product

from cgt_ref import game

GAME = "examples/games/toppling-dominoes.lua"


def positions():
    out = []
    for n in range(6):
        out += ["".join(c) for c in product(".lre", repeat=n)]
    for n in (6, 7):
        out += ["".join(c) for c in product("lre", repeat=n)]
    for n in (8, 9, 10):
        out += ["".join(c) for c in product("lr", repeat=n)]
    out += ["lrrlrrl", "lere"]
    return out


def topplings(row, mine):
    out = []
    for i, c in enumerate(row):
        if c == mine or c == "e":
            out.append("." * (i + 1) + row[i + 1:])  # toppled towards the left end
            out.append(row[:i] + "." * (len(row) - i))  # toppled towards the right end
    return out


@lru_cache(maxsize=None)
def value(pos):
    return game([value(q) for q in topplings(pos, "l")], [value(q) for q in topplings(pos, "r")])
