#!/usr/bin/env python3
"""A plain Python check of Bouton's rule over Nim, the outside baseline for a claim file over the
built-in `nim` (examples/papers/bouton-nim.lua's first claim): every position of at most N stones,
in the order cgcheck enumerates them (total stones, then the ascending heap list), each solved by a
memoized solver of the rules and compared with "P iff the nim-sum is 0". Prints the positions
checked, the first counterexample (none) and the seconds taken.

Usage: python_bouton.py STONES
"""
import sys
import time
from functools import lru_cache


def partitions(total, least=1):
    """Ascending heap lists summing to total, lexicographically."""
    if total == 0:
        yield ()
        return
    for h in range(least, total + 1):
        if total - h == 0 or total - h >= h:
            for rest in partitions(total - h, h):
                yield (h,) + rest


@lru_cache(maxsize=None)
def grundy(heaps):
    values = set()
    for i, h in enumerate(heaps):
        if i > 0 and heaps[i - 1] == h:
            continue
        rest = heaps[:i] + heaps[i + 1:]
        for left in range(h):
            values.add(grundy(tuple(sorted(rest + (left,) if left else rest))))
    m = 0
    while m in values:
        m += 1
    return m


stones = int(sys.argv[1])
start = time.perf_counter()
checked, first = 0, None
for total in range(stones + 1):
    for p in partitions(total):
        nimsum = 0
        for h in p:
            nimsum ^= h
        checked += 1
        if (grundy(p) == 0) != (nimsum == 0) and first is None:
            first = p
print(f"{checked} positions, first counterexample {first}, {time.perf_counter() - start:.2f} s")
