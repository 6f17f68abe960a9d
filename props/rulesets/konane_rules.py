"""Konane from its rules (Ernst, 1995): a stone jumps orthogonally over an adjacent stone of the other
colour onto the empty square beyond, capturing it, and may jump again in the same direction; Left
moves 'x', Right 'o'. Every board of up to 6 squares in every filling, and 3 x 3 and 3 x 4
checkerboards with one or two stones removed."""
from functools import lru_cache
from itertools import combinations, product

from cgt_ref import game

GAME = "examples/games/konane.lua"


def positions():
    out = []
    for rows, cols in [(1, 4), (1, 6), (2, 2), (2, 3), (3, 2)]:
        for cells in product(".xo", repeat=rows * cols):
            text = "".join(cells)
            out.append("|".join(text[r * cols:(r + 1) * cols] for r in range(rows)))
    for rows, cols in [(3, 3), (3, 4)]:
        for first in "xo":
            other = "o" if first == "x" else "x"
            cells = [first if (r + c) % 2 == 0 else other for r in range(rows) for c in range(cols)]
            for gone in list(combinations(range(rows * cols), 1)) + list(combinations(range(rows * cols), 2)):
                b = [("." if i in gone else ch) for i, ch in enumerate(cells)]
                text = "".join(b)
                out.append("|".join(text[r * cols:(r + 1) * cols] for r in range(rows)))
    return out


@lru_cache(maxsize=None)
def value(pos):
    board = [list(row) for row in pos.split("|")]
    rows, cols = len(board), len(board[0])

    def jumps(me, them):
        out = []
        for r in range(rows):
            for c in range(cols):
                if board[r][c] != me:
                    continue
                for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    b = [row[:] for row in board]
                    b[r][c] = "."
                    r1, c1 = r, c
                    while True:
                        ro, co, rl, cl = r1 + dr, c1 + dc, r1 + 2 * dr, c1 + 2 * dc
                        if not (0 <= rl < rows and 0 <= cl < cols) or b[ro][co] != them or b[rl][cl] != ".":
                            break
                        b[ro][co] = "."
                        landed = [row[:] for row in b]
                        landed[rl][cl] = me
                        out.append(value("|".join("".join(row) for row in landed)))
                        r1, c1 = rl, cl
        return out

    return game(jumps("x", "o"), jumps("o", "x"))
