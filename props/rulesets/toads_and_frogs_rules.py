"""Toads and Frogs from its rules (Winning Ways, ch. 1), with CGSuite's GenToadsAndFrogs maximum
jump: Left moves a toad 't' one cell right into an empty cell '.', or jumps it right over a run of
1 to k frogs 'f' into the empty cell just past them; Right moves frogs left the same way. The text
"k:strip" sets the maximum jump k (1 without a prefix). Every strip of up to 7 cells for k = 1,
of up to 5 cells for k = 0 and k = 2, the starting positions t^a .^b f^c of 8 to 10 cells and the
published ones (ttttt..fffff among them), played out move by move on the
whole strip (no splitting into components, unlike the game file)."""
from functools import lru_cache
from itertools import product

from cgt_ref import game

GAME = "examples/games/toads-and-frogs.lua"


def positions():
    out = []
    for k, longest in [(1, 7), (0, 5), (2, 5)]:
        prefix = "" if k == 1 else f"{k}:"
        for n in range(longest + 1):
            out += [prefix + "".join(cells) for cells in product(".tf", repeat=n)]
    # Starting positions t^a .^b f^c of 8 to 10 cells, and the published ones (CGSuite's tests).
    out += ["t" * a + "." * b + "f" * (n - a - b) for n in range(8, 11) for a in range(1, n - 1)
            for b in range(1, n - a)]
    out += ["ttttt..fffff", "2:tttt..fff", "0:tttt..fff"]
    return out


def moves(strip, k, piece, enemy, step):
    """The strips after one move of a `piece` travelling by `step`."""
    n, out = len(strip), []
    for i, c in enumerate(strip):
        if c != piece:
            continue
        # Slide: the next cell is empty. Jump: j enemies in a row, then an empty cell (1 <= j <= k).
        for j in range(0, k + 1):
            dest = i + (j + 1) * step
            if not 0 <= dest < n:
                break
            between = strip[min(i, dest) + 1:max(i, dest)]
            if all(x == enemy for x in between) and strip[dest] == ".":
                cells = list(strip)
                cells[i], cells[dest] = ".", piece
                out.append("".join(cells))
                break
            if not all(x == enemy for x in between):
                break
    return out


@lru_cache(maxsize=None)
def value_of(strip, k):
    lefts = [value_of(s, k) for s in moves(strip, k, "t", "f", 1)]
    rights = [value_of(s, k) for s in moves(strip, k, "f", "t", -1)]
    return game(lefts, rights)


def value(pos):
    k, strip = 1, pos
    if ":" in pos:
        head, strip = pos.split(":", 1)
        k = int(head)
    return value_of(strip, k)
