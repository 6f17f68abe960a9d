"""Kayles from its rules (Guy and Smith, 1956): knock down one pin or two adjacent pins of a row,
which may split it in two. Every sum of at most three rows of up to 30 pins (the rows' values
nim-added by the Sprague-Grundy theorem, each row's value the mex over its moves)."""
from functools import lru_cache
from itertools import combinations_with_replacement

GAME = "examples/games/kayles.lua"
IMPARTIAL = True


@lru_cache(maxsize=None)
def row(n):
    seen = set()
    for take in (1, 2):
        for left in range(0, n - take + 1):
            seen.add(row(left) ^ row(n - take - left))
    g = 0
    while g in seen:
        g += 1
    return g


def positions():
    out = [str(n) for n in range(31)]
    out += [",".join(map(str, c)) for k in (2, 3) for c in combinations_with_replacement(range(1, 13), k)]
    return out


def grundy(pos):
    g = 0
    for n in pos.split(","):
        g ^= row(int(n))
    return g
