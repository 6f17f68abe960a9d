"""Elephants and Rhinos from its rules (CGSuite's ElephantsAndRhinos, GenToadsAndFrogs with no
jumps): Left moves an elephant 't' one cell right into an empty cell '.', Right a rhino 'f' one
cell left. Every strip of up to 8 cells and the starting positions t^a .^b f^c of 9 to 12 cells,
played out move by move on the whole strip (the game file splits it into stretches instead)."""
from functools import lru_cache
from itertools import product

from cgt_ref import game

GAME = "examples/games/elephants-and-rhinos.lua"


def positions():
    out = []
    for n in range(9):
        out += ["".join(c) for c in product(".tf", repeat=n)]
    out += ["t" * a + "." * b + "f" * (n - a - b) for n in range(9, 13) for a in range(1, n - 1)
            for b in range(1, n - a)]
    return out


def steps(strip, piece, step):
    out = []
    for i, c in enumerate(strip):
        j = i + step
        if c == piece and 0 <= j < len(strip) and strip[j] == ".":
            cells = list(strip)
            cells[i], cells[j] = ".", piece
            out.append("".join(cells))
    return out


@lru_cache(maxsize=None)
def value(pos):
    return game([value(q) for q in steps(pos, "t", 1)], [value(q) for q in steps(pos, "f", -1)])
