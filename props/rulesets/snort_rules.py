"""Snort from its rules (Winning Ways, ch. 6): Left colours an uncoloured vertex blue, Right one red,
never next to a vertex of the other colour. The positions and the reading of CGSuite's tints (a
vertex tinted L has a blue neighbour of its own, R a red one) are Col's (col_rules.py)."""
from col_rules import make_value, positions  # noqa: F401 (positions is this module's too)

GAME = "examples/games/snort.lua"

# Snort: never next to the other colour.
value = make_value(lambda colour, around: ({"B": "R", "R": "B"}[colour]) not in around)
