"""Ski-Jumps from its rules (Winning Ways, ch. 1): rows of squares, top row first, joined by '|';
Left's skiers 'L' (jumpers) and 'l' (slippers) move east, Right's 'R' and 'r' west. A slalom moves
one skier any number of empty squares along its row, or off the slope when every square ahead is
empty. A jumper with an opponent's skier directly below jumps to the square below that one, which
must be empty (or off the slope, from the last row but one); the skier jumped over becomes a
slipper. Every slope of up to 5 squares, the slopes of 6 squares holding jumpers alone, and
Winning Ways' examples, played on the slope as written (the game file drops empty top rows)."""
from functools import lru_cache
from itertools import product

from cgt_ref import game

GAME = "examples/games/ski-jumps.lua"

EXAMPLES = ["...L....|..R.....|........", "........|...l....|.......R|........|......L.",
            ".L...|.R...|.....", "...R.|...L.|.....", "L....|....R|....."]


def positions():
    out = []
    for cells, symbols in [(1, ".LlRr"), (2, ".LlRr"), (3, ".LlRr"), (4, ".LlRr"), (5, ".LlRr"), (6, ".LR")]:
        for rows in range(1, cells + 1):
            if cells % rows:
                continue
            cols = cells // rows
            for fill in product(symbols, repeat=cells):
                text = "".join(fill)
                out.append("|".join(text[r * cols:(r + 1) * cols] for r in range(rows)))
    return out + EXAMPLES


def options(pos, mine, step, theirs):
    """Moves of the skiers mine = (jumper, slipper) going by `step`; theirs = (jumper, slipper)."""
    grid = [list(row) for row in pos.split("|")]
    rows, cols = len(grid), len(grid[0])
    out = []

    def after(changes):
        g = [row[:] for row in grid]
        for r, c, v in changes:
            g[r][c] = v
        return "|".join("".join(row) for row in g)

    for r in range(rows):
        for c in range(cols):
            s = grid[r][c]
            if s not in mine:
                continue
            d = c + step
            while 0 <= d < cols and grid[r][d] == ".":
                out.append(after([(r, c, "."), (r, d, s)]))
                d += step
            if not 0 <= d < cols:
                out.append(after([(r, c, ".")]))  # off the slope
            if s == mine[0] and r + 1 < rows and grid[r + 1][c] in theirs:
                if r + 2 == rows:
                    out.append(after([(r, c, "."), (r + 1, c, theirs[1])]))
                elif grid[r + 2][c] == ".":
                    out.append(after([(r, c, "."), (r + 1, c, theirs[1]), (r + 2, c, s)]))
    return out


@lru_cache(maxsize=None)
def value(pos):
    return game([value(q) for q in options(pos, "Ll", 1, "Rr")],
                [value(q) for q in options(pos, "Rr", -1, "Ll")])
