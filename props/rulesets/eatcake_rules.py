"""Eatcake from its rules (CGSuite's Eatcake, GenCutcake with TakeAndBreak("0.7") for both players):
a cake has m rows and n columns; Left eats one whole column, Right one whole row, and the parts on
either side of the eaten line are cakes of their own (a part without columns, or without rows, is
no cake). A cake given with no columns (no rows) is a stack of m rows (n columns) that Right (Left)
alone eats, one at a time. Every cake of up to 12 rows and 12 columns (a side of 0 included), and a few sums."""
from functools import lru_cache

from cgt_ref import ZERO, add, game

GAME = "examples/games/eatcake.lua"


def positions():
    out = [f"{m},{n}" for m in range(13) for n in range(13)]
    out += ["(8,3) + (8,4)", "(2,3) + (3,2)", "(1,1) + (1,1)", "(4,1) + (1,2) + (2,5)"]
    return out


@lru_cache(maxsize=None)
def cake(m, n):
    lefts = []
    for j in range(1, n + 1):  # eat column j: columns 1..j-1 and j+1..n remain
        g = ZERO
        for width in (j - 1, n - j):
            if width > 0:
                g = add(g, cake(m, width))
        lefts.append(g)
    rights = []
    for i in range(1, m + 1):  # eat row i
        g = ZERO
        for height in (i - 1, m - i):
            if height > 0:
                g = add(g, cake(height, n))
        rights.append(g)
    return game(lefts, rights)


def value(pos):
    nums = [int(x) for x in pos.replace("(", " ").replace(")", " ").replace("+", ",").replace(" ", "").split(",")]
    total = ZERO
    for i in range(0, len(nums), 2):
        total = add(total, cake(nums[i], nums[i + 1]))
    return total
