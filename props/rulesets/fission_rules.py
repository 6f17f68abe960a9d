"""Fission from its rules (as CGSuite's Fission.cgs): Left replaces a stone whose north and south
neighbours are empty squares of the board by stones on both; Right does the same east and west.
Every 2 x 3 and 1 x 5 board of '.', 'x' and '#', every 3 x 3 board of '.' and 'x', a few 4 x 4."""
from functools import lru_cache
from itertools import product

from cgt_ref import game

GAME = "examples/games/fission.lua"


def positions():
    out = []
    for rows, cols, chars in [(2, 3, ".x#"), (3, 2, ".x#"), (1, 5, ".x#"), (3, 3, ".x")]:
        for cells in product(chars, repeat=rows * cols):
            text = "".join(cells)
            out.append("|".join(text[r * cols:(r + 1) * cols] for r in range(rows)))
    out += ["....|..x.|....|#..#", "....|..x.|....|....", "....|.x..|..x.|....", ".x..|....|....|..x."]
    return out


@lru_cache(maxsize=None)
def value(pos):
    board = [list(row) for row in pos.split("|")]
    rows, cols = len(board), len(board[0])

    def empty(r, c):
        return 0 <= r < rows and 0 <= c < cols and board[r][c] == "."

    def splits(dr, dc):
        out = []
        for r in range(rows):
            for c in range(cols):
                if board[r][c] == "x" and empty(r - dr, c - dc) and empty(r + dr, c + dc):
                    b = [row[:] for row in board]
                    b[r][c], b[r - dr][c - dc], b[r + dr][c + dc] = ".", "x", "x"
                    out.append(value("|".join("".join(row) for row in b)))
        return out

    return game(splits(1, 0), splits(0, 1))
