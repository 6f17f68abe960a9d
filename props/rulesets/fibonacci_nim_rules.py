"""Fibonacci Nim from its rules (Whinihan 1963; CGSuite's FibonacciNim = TakeAway(2)): a heap of n and
the number k taken by the previous move; a move takes 1 to 2k tokens (at most n) and leaves (n - a, a).
Every (n, k) with n <= 40 and k <= 25."""
from functools import lru_cache

GAME = "examples/games/fibonacci-nim.lua"
IMPARTIAL = True


def positions():
    return [f"{n},{k}" for n in range(41) for k in range(26)]


@lru_cache(maxsize=None)
def g(n, k):
    seen = {g(n - a, a) for a in range(1, min(n, 2 * k) + 1)}
    m = 0
    while m in seen:
        m += 1
    return m


def grundy(pos):
    n, k = map(int, pos.split(","))
    return g(n, k)
