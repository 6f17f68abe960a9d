"""Col from its rules (Winning Ways, ch. 2): Left colours an uncoloured vertex blue, Right one red,
never next to a vertex of the mover's own colour. Written apart from CGSuite's GenCol, which removes
coloured vertices and tints their neighbours: here nothing is removed; a vertex tinted L in
CGSuite's text (next to a blue vertex coloured earlier) gets a blue neighbour of its own that is not
otherwise in play, and R a red one. Positions in CGSuite's graph syntax, read by a parser of this
file's own: paths of up to 5 vertices, the cycles of 3 and 4 vertices, the star of 4 and the
triangle with a tail, in every tinting; sums; CGSuite's test graphs."""
from functools import lru_cache
from itertools import product

from cgt_ref import game

GAME = "examples/games/col.lua"


def parse(text):
    """(tints, neighbour sets) for CGSuite's Graph.Parse syntax with vertex labels "", L, R and edges -."""
    toks, i = [], 0
    while i < len(text):
        if text[i] == "{":
            j = text.index("}", i)
            toks.append(text[i + 1:j])
            i = j + 1
        else:
            if text[i] != " ":
                toks.append(text[i])
            i += 1
    tints, adj, names, pos = [], [], {}, [0]

    def peek():
        return toks[pos[0]] if pos[0] < len(toks) else None

    def take():
        pos[0] += 1
        return toks[pos[0] - 1]

    def vertex():
        tint = ""
        if peek() in ("L", "R"):
            tint = take()
        elif peek() == ".":
            take()
        if peek() == ":":
            take()
            name = take()
            if name in names:
                assert tints[names[name]] == tint, text
                return names[name]
            names[name] = len(tints)
        tints.append(tint)
        adj.append(set())
        return len(tints) - 1

    def chain(prev):
        while True:
            t = peek()
            if t is None or t in ";)":
                return
            if t == "(":
                take()
                while True:
                    chain(prev)
                    if take() == ")":
                        break
                return
            assert take() == "-", text
            v = vertex()
            if v != prev:
                adj[prev].add(v)
                adj[v].add(prev)
            prev = v

    if toks:
        chain(vertex())
        while peek() == ";":
            take()
            chain(vertex())
    assert peek() is None, text
    return tuple(tints), tuple(frozenset(a) for a in adj)


def make_value(allowed):
    """value(pos) for a colouring game: allowed(colour, neighbour colours) says where `colour` may go."""

    def value(pos):
        tints, adj = parse(pos)
        # a tinted vertex's extra neighbour: blue for L, red for R
        phantom = tuple({"L": "B", "R": "R"}.get(t, "") for t in tints)
        return solve2(adj, phantom, ("",) * len(tints))

    @lru_cache(maxsize=None)
    def solve2(adj, phantom, colours):
        def moves(colour):
            return [solve2(adj, phantom, colours[:v] + (colour,) + colours[v + 1:])
                    for v in range(len(colours)) if colours[v] == ""
                    and allowed(colour, {colours[u] for u in adj[v]} | {phantom[v]})]
        return game(moves("B"), moves("R"))

    return value


# Col: never next to one's own colour.
value = make_value(lambda colour, around: colour not in around)


def positions():
    out = [""]
    for n in range(1, 6):
        out += ["-".join(t) for t in product(".LR", repeat=n)]
    for a, b, c in product(".LR", repeat=3):
        out.append(f"{a}:A-{b}-{c}-{a}:A")  # triangle
    for a, b, c, d in product(".LR", repeat=4):
        out.append(f"{a}:A-{b}-{c}-{d}-{a}:A")  # 4-cycle
        out.append(f"{a}(-{b};-{c};-{d})")  # star
        out.append(f"{a}:A-{b}-{c}-{a}:A-{d}")  # triangle with a tail
    out += [".;.", "L;R", ".-.;.", "L-.;.-R;.", "R-.-R-.-L-.-R-.-R-.", ".-.-.(-.;-.)", "L-.-.-.-L"]
    return out
