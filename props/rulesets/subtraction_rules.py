"""The subtraction game S(1,3,4) from its rules (Winning Ways, ch. 4): remove 1, 3 or 4 tokens from
the heap. Every heap of up to 200 tokens."""
from functools import lru_cache

GAME = "examples/games/subtraction.lua"
IMPARTIAL = True


@lru_cache(maxsize=None)
def heap(n):
    seen = {heap(n - s) for s in (1, 3, 4) if s <= n}
    g = 0
    while g in seen:
        g += 1
    return g


def positions():
    return [str(n) for n in range(201)]


def grundy(pos):
    return heap(int(pos))
