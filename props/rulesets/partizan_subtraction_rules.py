"""The partizan subtraction game of examples/games/partizan-subtraction.lua from its rules (CGSuite's
PartizanSubtraction([1,3],[2,3])): from a heap of n, Left may remove 1 or 3 tokens, Right 2 or 3,
never more than the heap holds; heaps side by side are a sum. Every heap of up to 16 tokens and the
sums of two heaps of up to 8."""
from functools import lru_cache

from cgt_ref import ZERO, add, game

GAME = "examples/games/partizan-subtraction.lua"
LEFT, RIGHT = (1, 3), (2, 3)


def positions():
    out = [str(n) for n in range(17)]
    out += [f"{a},{b}" for a in range(1, 9) for b in range(a, 9)]
    return out


@lru_cache(maxsize=None)
def heap(n):
    return game([heap(n - s) for s in LEFT if s <= n], [heap(n - s) for s in RIGHT if s <= n])


def value(pos):
    total = ZERO
    for x in pos.split(","):
        total = add(total, heap(int(x)))
    return total
