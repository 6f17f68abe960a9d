"""A small reference engine for short partizan games, written apart from cgcheck's C++ engine.

The rulesets' second computations (props/rulesets/*_rules.py) build each position's value from its
rules with game(lefts, rights); this module reduces it to canonical form by the textbook rules
(Albert, Nowakowski and Wolfe, Lessons in Play, 2007, ch. 4): remove dominated options, bypass
reversible ones, until neither applies. Canonical forms are unique, so they are hash-consed: two
equal values are the same object, and a comparison of canonical forms is an identity test.

show(g) writes the form in braces notation, numbers as numbers ("3/4", "-2"), for
`cgcheck solve value`, which reads it and prints it in CGSuite's notation: the ruleset's value from
cgcheck's game file and this engine's value, printed by the same printer, must be the same text.
"""
from fractions import Fraction
import math
import sys

sys.setrecursionlimit(100000)


class G:
    """A short game {L | R}; canonical when made by game(), integer(), nim() or add()."""

    __slots__ = ("L", "R", "_hash", "__weakref__")

    def __init__(self, L, R):
        self.L = L
        self.R = R
        self._hash = hash((L, R))

    def __hash__(self):
        return self._hash

    def __eq__(self, other):
        # Canonical forms are interned: equality of canonical games is identity. Raw games (during
        # reduction) compare by their option sets, which hold interned games.
        return self is other or (isinstance(other, G) and self.L == other.L and self.R == other.R)

    def __repr__(self):
        return show(self)


_interned = {}
_le_memo = {}


def _intern(L, R):
    key = (L, R)
    g = _interned.get(key)
    if g is None:
        g = G(L, R)
        _interned[key] = g
    return g


def le(g, h):
    """g <= h: no Left option of g is >= h, and no Right option of h is <= g."""
    key = (id(g), id(h))
    canon = _interned.get((g.L, g.R)) is g and _interned.get((h.L, h.R)) is h
    if canon and key in _le_memo:
        return _le_memo[key]
    r = not any(le(h, gl) for gl in g.L) and not any(le(hr, g) for hr in h.R)
    if canon:
        _le_memo[key] = r
    return r


def ge(g, h):
    return le(h, g)


def _maximal(opts):
    """Left's undominated options: those no other option is >= (equal ones are one object)."""
    opts = list(set(opts))
    return frozenset(a for a in opts if not any(b is not a and le(a, b) for b in opts))


def _minimal(opts):
    opts = list(set(opts))
    return frozenset(a for a in opts if not any(b is not a and le(b, a) for b in opts))


def game(lefts, rights):
    """The canonical form of {lefts | rights} (each option canonical)."""
    L, R = frozenset(lefts), frozenset(rights)
    while True:
        L, R = _maximal(L), _minimal(R)
        g = G(L, R)
        changed = False
        # A Left option A is reversible through A^R when A^R <= g: replace A by A^R's Left options.
        for a in L:
            for ar in a.R:
                if le(ar, g):
                    L = (L - {a}) | ar.L
                    changed = True
                    break
            if changed:
                break
        if not changed:
            for b in R:
                for bl in b.L:
                    if le(g, bl):
                        R = (R - {b}) | bl.R
                        changed = True
                        break
                if changed:
                    break
        if not changed:
            return _intern(L, R)


ZERO = _intern(frozenset(), frozenset())


def integer(n):
    g = ZERO
    for _ in range(abs(n)):
        g = game([g], []) if n > 0 else game([], [g])
    return g


def nim(n):
    """*n: the options *0 .. *(n-1) for both players."""
    opts = [nim(k) for k in range(n)] if n > 0 else []
    return game(opts, opts)


_neg_memo = {}


def neg(g):
    r = _neg_memo.get(id(g))
    if r is None:
        r = game([neg(x) for x in g.R], [neg(x) for x in g.L])
        _neg_memo[id(g)] = r
    return r


_add_memo = {}


def add(g, h):
    """The disjunctive sum g + h, canonical."""
    key = (id(g), id(h)) if id(g) <= id(h) else (id(h), id(g))
    r = _add_memo.get(key)
    if r is None:
        lefts = [add(x, h) for x in g.L] + [add(g, y) for y in h.L]
        rights = [add(x, h) for x in g.R] + [add(g, y) for y in h.R]
        r = game(lefts, rights)
        _add_memo[key] = r
    return r


_number_memo = {}


def number(g):
    """g's value as a Fraction when g is a number, else None."""
    if id(g) in _number_memo:
        return _number_memo[id(g)]
    ls = [number(x) for x in g.L]
    rs = [number(x) for x in g.R]
    r = None
    if all(v is not None for v in ls + rs):
        lo = max(ls) if ls else None
        hi = min(rs) if rs else None
        if lo is None or hi is None or lo < hi:
            r = _simplest(lo, hi)
    _number_memo[id(g)] = r
    return r


def _simplest(lo, hi):
    """The simplest number strictly between lo and hi (None: unbounded on that side)."""
    if (lo is None or lo < 0) and (hi is None or hi > 0):
        return Fraction(0)
    if lo is not None and lo >= 0:
        n = math.floor(lo) + 1  # the least integer above lo
        if hi is None or n < hi:
            return Fraction(n)
    elif hi is not None and hi <= 0:
        n = math.ceil(hi) - 1  # the greatest integer below hi
        if lo is None or n > lo:
            return Fraction(n)
    # No integer between them (both bounds are then finite): the dyadic of least denominator.
    den = 2
    while True:
        k = math.floor(lo * den) + 1
        if Fraction(k, den) < hi:
            return Fraction(k, den)
        den *= 2


def show(g):
    """Braces notation, numbers written as numbers; `cgcheck solve value` reads it."""
    v = number(g)
    if v is not None:
        return str(v.numerator) if v.denominator == 1 else f"{v.numerator}/{v.denominator}"
    return "{" + ",".join(show(x) for x in g.L) + "|" + ",".join(show(x) for x in g.R) + "}"
