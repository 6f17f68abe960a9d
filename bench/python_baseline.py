#!/usr/bin/env python3
"""A plain memoized Python solver, the outside baseline for `cgcheck solve` (scripts/bench-solve.sh).

Single-delete Nim (Shinoda, 000_633afeca0431c1ee.txt, Definition 1.2): remove one pile, then split
one remaining pile into two non-empty piles. Reads positions (comma-separated piles) on standard
input and prints POSITION<TAB>GRUNDY<TAB>OUTCOME, like `cgcheck solve single-delete-nim`.
"""
import sys
from functools import lru_cache

sys.setrecursionlimit(1_000_000)


def options(p):
    seen = set()
    for i in range(len(p)):
        rest = p[:i] + p[i + 1:]
        for j, x in enumerate(rest):
            others = rest[:j] + rest[j + 1:]
            for a in range(1, x // 2 + 1):
                q = tuple(sorted(others + (a, x - a)))
                if q not in seen:
                    seen.add(q)
                    yield q


@lru_cache(maxsize=None)
def grundy(p):
    values = {grundy(q) for q in options(p)}
    m = 0
    while m in values:
        m += 1
    return m


for line in sys.stdin:
    line = line.strip()
    if not line:
        continue
    p = tuple(sorted(int(x) for x in line.split(",")))
    g = grundy(p)
    print(f"{','.join(map(str, p))}\t{g}\t{'P' if g == 0 else 'N'}")
