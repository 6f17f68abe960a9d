"""Mem from its rules (CGSuite's Mem = GenMem((memory, j) -> j >= memory)): a heap of n and the number
k taken by the previous move; a move takes a tokens, max(k, 1) <= a <= n, and leaves (n - a, a).
Every (n, k) with n <= 40 and k <= 25."""
from functools import lru_cache

GAME = "examples/games/mem.lua"
IMPARTIAL = True


def positions():
    return [f"{n},{k}" for n in range(41) for k in range(26)]


@lru_cache(maxsize=None)
def g(n, k):
    seen = {g(n - a, a) for a in range(max(k, 1), n + 1)}
    m = 0
    while m in seen:
        m += 1
    return m


def grundy(pos):
    n, k = map(int, pos.split(","))
    return g(n, k)
