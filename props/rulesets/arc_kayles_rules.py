"""Arc Kayles from its rules (CGSuite's ArcKayles, GenArcKayles.cgs, unweighted): a move picks an edge
(a loop included) and deletes both its ends, with every edge at them; Grundy values as the mex of
the options'. Written apart from examples/games/arc-kayles.lua: a parser of this file's own for
CGSuite's graph syntax (`.` or nothing a vertex, `-` an edge, `:A` a named vertex, branches in
parentheses, `;` between parts), a graph as a set of edges, no symmetry. Positions: paths, looped
paths and cycles of up to 10 vertices, every graph on up to 4 vertices with or without loops (as
named vertices, ":A-:B;:B-:C"), stars, complete graphs, sums, CGSuite's tree example."""
from functools import lru_cache
from itertools import combinations

GAME = "examples/games/arc-kayles.lua"
IMPARTIAL = True


def parse(text):
    """The edge set {frozenset({u, v})} (a loop is frozenset({u})) of CGSuite's graph syntax."""
    if text == "()":
        return frozenset()
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
    count, names, edges, pos = [0], {}, set(), [0]

    def peek():
        return toks[pos[0]] if pos[0] < len(toks) else None

    def take():
        pos[0] += 1
        return toks[pos[0] - 1]

    def vertex():
        if peek() == ".":
            take()
        if peek() == ":":
            take()
            name = take()
            if name not in names:
                names[name] = count[0]
                count[0] += 1
            return names[name]
        count[0] += 1
        return count[0] - 1

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
            edges.add(frozenset((prev, v)))
            prev = v

    if toks:
        chain(vertex())
        while peek() == ";":
            take()
            chain(vertex())
    assert peek() is None, text
    return frozenset(edges)


@lru_cache(maxsize=None)
def solve(edges):
    seen = set()
    for e in edges:
        seen.add(solve(frozenset(f for f in edges if not f & e)))
    g = 0
    while g in seen:
        g += 1
    return g


def grundy(pos):
    return solve(parse(pos))


def named(edges):
    """CGSuite text of an edge list on named vertices: ":A-:B;:B-:C"; a loop ":A-:A"."""
    return ";".join(f":{chr(65 + a)}-:{chr(65 + b)}" for a, b in edges) or "()"


def positions():
    out = ["()", ".", "-", "--"]
    for n in range(1, 11):
        out.append("-" * (n - 1) if n > 1 else ".")                        # path of n vertices
        out.append(";".join([f":{chr(65 + v)}-:{chr(65 + v)}" for v in range(n)]
                            + [f":{chr(65 + v)}-:{chr(66 + v)}" for v in range(n - 1)]))  # looped path
        if n >= 3:
            out.append(":A" + "-" * n + ":A")                              # cycle
    for n in range(1, 5):
        pairs = [(a, b) for a in range(n) for b in range(a, n)]          # loops included
        for k in range(len(pairs) + 1):
            for edges in combinations(pairs, k):
                if len({v for e in edges for v in e}) == n:
                    out.append(named(edges))
    out += ["(-;-;-)", "(-;-;-;-;-)", "-(-;-;-)", "--(-;--;---)", "-;--", "---;---;.", ":A-:A--;-"]
    for n in range(4, 8):
        out.append(named([(a, b) for a in range(n) for b in range(a + 1, n)]))  # complete graph
    return out
