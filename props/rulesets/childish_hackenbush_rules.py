"""Childish Hackenbush from its rules (CGSuite's ChildishHackenbush): Left cuts a blue edge, Right a
red one, only when no other edge falls with it; either player cuts a green edge, and whatever is no
longer joined to the ground falls. The graph parser and the positions are Hackenbush's
(hackenbush_rules.py); the move rule is this file's."""
from functools import lru_cache

from cgt_ref import game
from hackenbush_rules import grounded, parse, positions  # noqa: F401 (positions is this module's too)

GAME = "examples/games/childish-hackenbush.lua"


@lru_cache(maxsize=None)
def solve(edges):
    def cuts(colour):
        out = []
        for i, e in enumerate(edges):
            rest = edges[:i] + edges[i + 1:]
            kept = grounded(rest)
            if e[2] == "e" or (e[2] == colour and len(kept) == len(rest)):
                out.append(solve(kept))
        return out
    return game(cuts("l"), cuts("r"))


def value(pos):
    n, edges = parse(pos)
    return solve(tuple(sorted((min(a, b), max(a, b), c) for a, b, c in edges)))
