"""Amazons from its rules (as CGSuite's Amazons.cgs): a move slides one of the mover's amazons like a
chess queen over empty squares, then fires an arrow from where it stopped, again like a queen, onto an
empty square (the square the amazon left counts as empty), which is burned. Left moves 'x', Right 'o'.
Every 2 x 3 board with one amazon of each colour and the other squares empty or burned, every 1 x 5
and 2 x 2 board with at most one amazon of each colour, CGSuite's test position x...|o... and the
example of its Amazons.cgs, x..#|....|.#.o ."""
from functools import lru_cache
from itertools import product

from cgt_ref import game

GAME = "examples/games/amazons.lua"

QUEEN = [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0)]


def boards(rows, cols, at_most_one=True, exactly_one=False):
    out = []
    for cells in product(".xo#", repeat=rows * cols):
        nx, no = cells.count("x"), cells.count("o")
        if nx > 1 or no > 1 or (exactly_one and (nx != 1 or no != 1)):
            continue
        text = "".join(cells)
        out.append("|".join(text[r * cols:(r + 1) * cols] for r in range(rows)))
    return out


def positions():
    return (boards(2, 3, exactly_one=True) + boards(1, 5) + boards(2, 2)
            + ["x...|o...", "x..#|....|.#.o"])


def slides(board, r, c):
    """The empty squares a queen at (r, c) reaches on `board` (a list of lists)."""
    rows, cols = len(board), len(board[0])
    for dr, dc in QUEEN:
        r2, c2 = r + dr, c + dc
        while 0 <= r2 < rows and 0 <= c2 < cols and board[r2][c2] == ".":
            yield r2, c2
            r2, c2 = r2 + dr, c2 + dc


@lru_cache(maxsize=None)
def value(pos):
    board = [list(row) for row in pos.split("|")]

    def moves(me):
        out = []
        for r, row in enumerate(board):
            for c, ch in enumerate(row):
                if ch != me:
                    continue
                for r2, c2 in slides(board, r, c):
                    after = [row[:] for row in board]
                    after[r][c], after[r2][c2] = ".", me
                    for r3, c3 in slides(after, r2, c2):
                        burned = [row[:] for row in after]
                        burned[r3][c3] = "#"
                        out.append(value("|".join("".join(row) for row in burned)))
        return out

    return game(moves("x"), moves("o"))
