"""Cutcake from its rules (Winning Ways, ch. 2; CGSuite's GenCutcake with TakeAndBreak("4.0") for both
players): a cake has m rows and n columns; Left cuts it between two columns into an m x a and an
m x (n - a) cake, Right between two rows into an a x n and an (m - a) x n cake. Every cake of up to
16 rows and 16 columns (a side of 0 included, as CGSuite allows), and a few sums of cakes."""
from functools import lru_cache

from cgt_ref import ZERO, add, game

GAME = "examples/games/cutcake.lua"


def positions():
    out = [f"{m},{n}" for m in range(17) for n in range(17)]
    out += ["(1,8) + (7,8)", "(2,3) + (3,2)", "(4,1) + (1,2) + (2,5)", "(3,5) + (5,3) + (1,1)"]
    return out


@lru_cache(maxsize=None)
def cake(m, n):
    lefts = [add(cake(m, a), cake(m, n - a)) for a in range(1, n)]
    rights = [add(cake(a, n), cake(m - a, n)) for a in range(1, m)]
    return game(lefts, rights)


def value(pos):
    nums = [int(x) for x in pos.replace("(", " ").replace(")", " ").replace("+", ",").replace(" ", "").split(",")]
    total = ZERO
    for i in range(0, len(nums), 2):
        total = add(total, cake(nums[i], nums[i + 1]))
    return total
