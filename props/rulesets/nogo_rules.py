"""NoGo from its rules (Chou, Teytaud, Yen, EvoApplications 2011): Left places a black stone x, Right
a white stone o, on an empty point; the move is illegal when afterwards any group of either colour
(stones of one colour joined through orthogonal neighbours) has no empty point next to it. Written
apart from examples/games/nogo.lua: boards as lists of rows of characters, groups by depth-first
search, no symmetry and no splitting. Positions: every legal placing of stones on the boards of up to
6 points (1 x 1 to 1 x 6, 2 x 2, 2 x 3), the empty 1 x 7, 1 x 8, 2 x 4 and 3 x 3 boards, and MCGS's
small test boards."""
from functools import lru_cache
from itertools import product

from cgt_ref import game

GAME = "examples/games/nogo.lua"


def points(rows, cols):
    return [(r, c) for r in range(rows) for c in range(cols)]


def neighbours(r, c, rows, cols):
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        if 0 <= r + dr < rows and 0 <= c + dc < cols:
            yield r + dr, c + dc


def every_group_breathes(board):
    rows, cols = len(board), len(board[0])
    seen = set()
    for r, c in points(rows, cols):
        if board[r][c] in "xo" and (r, c) not in seen:
            colour, stack, free = board[r][c], [(r, c)], False
            seen.add((r, c))
            while stack:
                a, b = stack.pop()
                for a2, b2 in neighbours(a, b, rows, cols):
                    if board[a2][b2] == ".":
                        free = True
                    elif board[a2][b2] == colour and (a2, b2) not in seen:
                        seen.add((a2, b2))
                        stack.append((a2, b2))
            if not free:
                return False
    return True


@lru_cache(maxsize=None)
def solve(pos):
    board = pos.split("|")
    rows, cols = len(board), len(board[0])

    def placements(stone):
        out = []
        for r, c in points(rows, cols):
            if board[r][c] == ".":
                after = [row if i != r else row[:c] + stone + row[c + 1:] for i, row in enumerate(board)]
                if every_group_breathes(after):
                    out.append(solve("|".join(after)))
        return out

    return game(placements("x"), placements("o"))


def value(pos):
    return solve(pos.lower().replace("/", "|"))


def positions():
    out = []
    for rows, cols in [(1, 1), (1, 2), (1, 3), (1, 4), (1, 5), (1, 6), (2, 2), (2, 3)]:
        for cells in product(".xo", repeat=rows * cols):
            text = "".join(cells)
            board = [text[r * cols:(r + 1) * cols] for r in range(rows)]
            if every_group_breathes(board):
                out.append("|".join(board))
    for rows, cols in [(1, 7), (1, 8), (2, 4), (3, 3)]:
        out.append("|".join("." * cols for _ in range(rows)))
    out += ["XO|.O", "XO|..", "X.X|XXX|...", ".X.X.X.", ".O.O.O.", ".X.O.O.X.O", "...X.O.", "X..O", "X.O.O"]
    return out
