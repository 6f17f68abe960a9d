"""r-Wythoff from its rules (Fraenkel 1982; CGSuite's GenWythoff(x -> x + r)): two heaps (a, b); a
move takes any number from one heap, or k >= 1 from the first and l >= 1 from the second with
|k - l| < r. Every (a, b, r) with a, b <= 20 and r <= 5."""
from functools import lru_cache

GAME = "examples/games/gen-wythoff.lua"
IMPARTIAL = True


def positions():
    return [f"{a},{b},{r}" for r in range(6) for a in range(21) for b in range(21)]


@lru_cache(maxsize=None)
def g(a, b, r):
    seen = {g(a - k, b, r) for k in range(1, a + 1)} | {g(a, b - l, r) for l in range(1, b + 1)}
    seen |= {g(a - k, b - l, r) for k in range(1, a + 1) for l in range(1, b + 1) if abs(k - l) < r}
    m = 0
    while m in seen:
        m += 1
    return m


def grundy(pos):
    a, b, r = map(int, pos.split(","))
    return g(a, b, r)
