"""Clobber from its rules (Albert, Grossman, Nowakowski, Wolfe, 2005): a player moves one of their
stones onto an orthogonally adjacent stone of the other colour, which is removed; Left moves 'x',
Right 'o'. Every row of up to 6 squares and the 2 x 2 board in every filling, and every 3rd filling of
2 x 3, every 7th of 3 x 2 and every 97th of 3 x 3 boards (rows joined by '|' or '/')."""
from functools import lru_cache
from itertools import product

from cgt_ref import game

GAME = "examples/games/clobber.lua"


def positions():
    out = []
    for rows, cols, every, sep in [(1, 1, 1, "|"), (1, 2, 1, "|"), (1, 3, 1, "|"), (1, 4, 1, "|"), (1, 5, 1, "|"),
                                   (1, 6, 1, "|"), (2, 2, 1, "|"), (2, 3, 3, "|"), (3, 2, 7, "/"), (3, 3, 97, "/")]:
        for i, cells in enumerate(product(".xo", repeat=rows * cols)):
            if i % every == 0:
                text = "".join(cells)
                out.append(sep.join(text[r * cols:(r + 1) * cols] for r in range(rows)))
    return out


@lru_cache(maxsize=None)
def value(pos):
    sep = "|" if "|" in pos else "/"
    board = [list(row) for row in pos.split(sep)]
    rows, cols = len(board), len(board[0])

    def moves(me, them):
        out = []
        for r in range(rows):
            for c in range(cols):
                if board[r][c] != me:
                    continue
                for r1, c1 in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                    if 0 <= r1 < rows and 0 <= c1 < cols and board[r1][c1] == them:
                        b = [row[:] for row in board]
                        b[r][c], b[r1][c1] = ".", me
                        out.append(value(sep.join("".join(row) for row in b)))
        return out

    return game(moves("x", "o"), moves("o", "x"))
