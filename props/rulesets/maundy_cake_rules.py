"""Maundy Cake from its rules (CGSuite's MaundyCake, GenCutcake with TakeAndBreak("{2+}=.0") for both
players): a cake has m rows and n columns; Left cuts it into k >= 2 equal parts between columns
(k dividing n: k cakes of m x n/k), Right into k equal parts between rows. Every cake of up to 16
rows and 16 columns (a side of 0 included), and a few sums."""
from functools import lru_cache

from cgt_ref import ZERO, add, game

GAME = "examples/games/maundy-cake.lua"


def positions():
    out = [f"{m},{n}" for m in range(17) for n in range(17)]
    out += ["(8,4) + (8,4)", "(6,9) + (9,6)", "(12,5) + (3,3) + (2,7)"]
    return out


def copies(g, k):
    total = ZERO
    for _ in range(k):
        total = add(total, g)
    return total


@lru_cache(maxsize=None)
def cake(m, n):
    lefts = [copies(cake(m, n // k), k) for k in range(2, n + 1) if n % k == 0]
    rights = [copies(cake(m // k, n), k) for k in range(2, m + 1) if m % k == 0]
    return game(lefts, rights)


def value(pos):
    nums = [int(x) for x in pos.replace("(", " ").replace(")", " ").replace("+", ",").replace(" ", "").split(",")]
    total = ZERO
    for i in range(0, len(nums), 2):
        total = add(total, cake(nums[i], nums[i + 1]))
    return total
