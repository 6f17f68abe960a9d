#!/usr/bin/env python3
"""`solve --winning-moves` and `solve --compare` against a plain minimax written here.

    python3 props/rulesets/check_search.py CGCHECK

For 200 random Clobber and Domineering boards of up to 12 squares (seeded: the same boards every
run), the winning moves of each player, as cgcheck's outcome search finds them, must be exactly the
moves after which a plain minimax over the rules (this file's) says the opponent, moving first,
loses. And each board compared with values (0, *, ^, 1/2, -1, {1|-1}) must give the relation that
the reference engine's canonical forms (cgt_ref.py) give. Exit 1 on any disagreement.
"""
import os
import random
import subprocess
import sys
from functools import lru_cache

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
from cgt_ref import game, integer, le, nim, ZERO  # noqa: E402


# ---- the rules: boards as tuples of row strings ------------------------------------------------

def domineering_moves(board, left):
    rows, cols = len(board), len(board[0])
    out = []
    for r in range(rows):
        for c in range(cols):
            r2, c2 = (r + 1, c) if left else (r, c + 1)  # Left vertical, Right horizontal
            if r2 < rows and c2 < cols and board[r][c] == "." and board[r2][c2] == ".":
                b = [list(x) for x in board]
                b[r][c] = b[r2][c2] = "#"
                out.append(tuple("".join(x) for x in b))
    return out


def clobber_moves(board, left):
    rows, cols = len(board), len(board[0])
    mine, theirs = ("x", "o") if left else ("o", "x")
    out = []
    for r in range(rows):
        for c in range(cols):
            if board[r][c] != mine:
                continue
            for r2, c2 in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if 0 <= r2 < rows and 0 <= c2 < cols and board[r2][c2] == theirs:
                    b = [list(x) for x in board]
                    b[r][c], b[r2][c2] = ".", mine
                    out.append(tuple("".join(x) for x in b))
    return out


RULES = {"domineering": domineering_moves, "clobber": clobber_moves}


@lru_cache(maxsize=None)
def first_wins(name, board, left):
    """Does the player moving first (Left when `left`) win, by plain minimax?"""
    return any(not first_wins(name, b, not left) for b in RULES[name](board, left))


@lru_cache(maxsize=None)
def value(name, board):
    return game([value(name, b) for b in RULES[name](board, True)],
                [value(name, b) for b in RULES[name](board, False)])


def random_board(rng, name):
    while True:
        rows, cols = rng.randint(1, 4), rng.randint(1, 4)
        if rows * cols <= 12:
            break
    cells = ".#" if name == "domineering" else "xo."
    weights = (3, 1) if name == "domineering" else (2, 2, 1)
    return tuple("".join(rng.choices(cells, weights, k=cols)) for _ in range(rows))


def run(cgcheck, game_file, args, lines):
    r = subprocess.run([cgcheck, "solve", game_file] + args, input="".join(l + "\n" for l in lines),
                       capture_output=True, text=True, timeout=600)
    if r.returncode != 0:
        sys.exit(f"cgcheck solve {' '.join(args)} failed ({r.returncode}): {r.stderr.strip()}")
    out = r.stdout.splitlines()
    if len(out) != len(lines):
        sys.exit(f"{len(lines)} positions in, {len(out)} lines out")
    return out


def main():
    cgcheck = os.path.abspath(sys.argv[1])
    rng = random.Random(20261128)
    bad = 0
    values = {"0": ZERO, "*": nim(1), "^": game([ZERO], [nim(1)]), "1/2": game([ZERO], [integer(1)]),
              "-1": integer(-1), "{1|-1}": game([integer(1)], [integer(-1)])}
    for name in ("clobber", "domineering"):
        game_file = os.path.join(ROOT, "examples", "games", name + ".lua")
        boards = [random_board(rng, name) for _ in range(100)]
        texts = ["/".join(b) for b in boards]
        for side, left in (("left", True), ("right", False)):
            got = run(cgcheck, game_file, ["--winning-moves", side], texts)
            listed = [line.split("\t")[3:] for line in got]
            for board, moves in zip(boards, listed):
                # Each listed move, read back as a board (cgcheck prints the option normalized:
                # turned or reflected, cut to its stones), must be a win for the player who moved
                # by this file's minimax; and the listed moves' values must be the winning moves'
                # values, so none is missing (equal boards up to symmetry have equal values).
                shown = [tuple(m.replace("|", "/").split("/")) for m in moves]
                wrong = [m for m, b in zip(moves, shown) if first_wins(name, b, not left)]
                winning = [b for b in RULES[name](board, left) if not first_wins(name, b, not left)]
                if wrong or len(set(moves)) != len(moves) or \
                        {value(name, b) for b in shown} != {value(name, b) for b in winning}:
                    bad += 1
                    print(f"{name} {'/'.join(board)} {side}: cgcheck lists {moves} (not winning: {wrong}), "
                          f"minimax finds {sorted('/'.join(b) for b in winning)}")
        for v_text, v in values.items():
            got = run(cgcheck, game_file, ["--compare", v_text], texts)
            for board, line in zip(boards, got):
                g = value(name, board)
                rel = "=" if le(g, v) and le(v, g) else ">" if le(v, g) else "<" if le(g, v) else "||"
                if line.split("\t")[1] != rel:
                    bad += 1
                    print(f"{name} {'/'.join(board)} vs {v_text}: cgcheck says {line.split(chr(9))[1]}, the reference {rel}")
    print(f"winning moves and comparisons of 200 boards: {bad} disagreements")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
