"""Cram from its rules: either player places a domino on two empty squares adjacent in a row or in a
column; Grundy values as the mex of the options'. Every filling of boards up to 3 x 4 squares, the
empty boards up to 4 x 4 and 1 x 12, and CGSuite's test position .........|##.###### ."""
from functools import lru_cache
from itertools import product

GAME = "examples/games/cram.lua"
IMPARTIAL = True


def positions():
    out = []
    for rows, cols in [(1, 1), (1, 2), (1, 5), (2, 2), (2, 3), (3, 3), (3, 4)]:
        for cells in product(".#", repeat=rows * cols):
            text = "".join(cells)
            out.append("|".join(text[r * cols:(r + 1) * cols] for r in range(rows)))
    for rows, cols in [(1, 12), (2, 6), (2, 7), (3, 5), (4, 4)]:
        out.append("|".join("." * cols for _ in range(rows)))
    out.append(".........|##.######")
    return out


@lru_cache(maxsize=None)
def grundy(pos):
    board = [list(row) for row in pos.split("|")]
    rows, cols = len(board), len(board[0])
    seen = set()
    for r in range(rows):
        for c in range(cols):
            for r2, c2 in ((r + 1, c), (r, c + 1)):
                if r2 < rows and c2 < cols and board[r][c] == "." and board[r2][c2] == ".":
                    b = [row[:] for row in board]
                    b[r][c] = b[r2][c2] = "#"
                    seen.add(grundy("|".join("".join(row) for row in b)))
    g = 0
    while g in seen:
        g += 1
    return g
