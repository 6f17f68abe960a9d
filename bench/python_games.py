#!/usr/bin/env python3
"""Plain memoized Python solvers of the benchmark games of bench/lua_games_bench.cpp, the outside
baseline for games written in Lua: Kayles on multisets of rows (every row up to N pins), Wythoff's
game (every position with a + b <= N) and, optionally, Dawson's Kayles with rows as components (the
value of a row memoized, a position's the nim-sum of its rows': the work of a game file with
components). Prints the seconds each took.

Usage: python_games.py KAYLES_PINS WYTHOFF_STONES [DAWSON_PINS]
"""
import sys
import time
from functools import lru_cache

sys.setrecursionlimit(1_000_000)


def mex(values):
    m = 0
    while m in values:
        m += 1
    return m


@lru_cache(maxsize=None)
def kayles(rows):
    values = set()
    for i, r in enumerate(rows):
        if i > 0 and rows[i - 1] == r:
            continue
        rest = rows[:i] + rows[i + 1:]
        for take in (1, 2):
            for left in range(0, (r - take) // 2 + 1):
                q = tuple(sorted(x for x in rest + (left, r - take - left) if x > 0))
                values.add(kayles(q))
    return mex(values)


@lru_cache(maxsize=None)
def wythoff(a, b):
    if a > b:
        a, b = b, a
    values = set()
    for k in range(1, a + 1):
        values.add(wythoff(a - k, b))
        values.add(wythoff(a - k, b - k))
    for k in range(1, b + 1):
        values.add(wythoff(a, b - k))
    return mex(values)


@lru_cache(maxsize=None)
def dawson_row(n):
    # A move knocks down two adjacent pins: the rows left of and right of them.
    return mex({dawson_row(left) ^ dawson_row(n - 2 - left) for left in range(0, (n - 2) // 2 + 1)}) if n >= 2 else 0


pins, stones = int(sys.argv[1]), int(sys.argv[2])
t = time.perf_counter()
for n in range(pins + 1):
    kayles((n,) if n else ())
print(f"python kayles rows to {pins} pins: {time.perf_counter() - t:.3f} s")
t = time.perf_counter()
for s in range(stones + 1):
    for a in range(s + 1):
        wythoff(a, s - a)
print(f"python wythoff a + b <= {stones}: {time.perf_counter() - t:.3f} s")
if len(sys.argv) > 3:
    dawson_pins = int(sys.argv[3])
    t = time.perf_counter()
    for n in range(dawson_pins + 1):
        dawson_row(n)
    print(f"python dawson's kayles rows to {dawson_pins} pins: {time.perf_counter() - t:.3f} s")
