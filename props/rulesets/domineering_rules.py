"""Domineering from its rules (Winning Ways, ch. 5): Left places a domino on two empty squares of a
column (vertically), Right on two of a row. Every board of up to 3 x 3 squares with any squares filled."""
from functools import lru_cache
from itertools import product

from cgt_ref import game

GAME = "examples/games/domineering.lua"


def positions():
    out = []
    for rows, cols in [(1, 1), (1, 2), (2, 1), (1, 4), (2, 2), (2, 3), (3, 2), (3, 3), (1, 7), (2, 4)]:
        for cells in product(".#", repeat=rows * cols):
            text = "".join(cells)
            out.append("/".join(text[r * cols:(r + 1) * cols] for r in range(rows)))
    return out


@lru_cache(maxsize=None)
def value(pos):
    board = [list(row) for row in pos.split("/")]
    rows, cols = len(board), len(board[0])

    def placed(cells):
        b = [row[:] for row in board]
        for r, c in cells:
            b[r][c] = "#"
        return value("/".join("".join(row) for row in b))

    lefts = [placed([(r, c), (r + 1, c)]) for r in range(rows - 1) for c in range(cols)
             if board[r][c] == "." and board[r + 1][c] == "."]
    rights = [placed([(r, c), (r, c + 1)]) for r in range(rows) for c in range(cols - 1)
              if board[r][c] == "." and board[r][c + 1] == "."]
    return game(lefts, rights)
