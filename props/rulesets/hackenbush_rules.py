"""Blue-red-green Hackenbush from its rules (Winning Ways, ch. 2 and 7; CGSuite's GenHackenbush):
Left cuts a blue edge (l), Right a red one (r), either a green one (e); whatever is no longer joined
to the ground (the first vertex) falls. Positions in CGSuite's graph syntax, read by a parser of
this file's own: stalks of up to 5 edges, rooted trees of up to 4 edges, cycles through the ground
and on a stalk, all in every colouring, green trees of up to 6 edges, and CGSuite's test graphs."""
from functools import lru_cache
from itertools import combinations_with_replacement, product

from cgt_ref import game

GAME = "examples/games/hackenbush.lua"
COLOURS = "lre"


def parse(text):
    """(number of vertices, [(u, v, colour)]) for CGSuite's Graph.Parse syntax; vertex 0 is the ground."""
    toks = []
    i = 0
    while i < len(text):
        if text[i] == "{":
            j = text.index("}", i)
            toks.append(text[i + 1:j])
            i = j + 1
        elif text[i] != " ":
            toks.append(text[i])
            i += 1
        else:
            i += 1
    edges, names, count = [], {}, [0]
    pos = [0]

    def peek():
        return toks[pos[0]] if pos[0] < len(toks) else None

    def take():
        t = peek()
        pos[0] += 1
        return t

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
        # edges and branches hanging from `prev`, until `;`, `)` or the end
        while True:
            t = peek()
            if t is None or t in ";)":
                return
            if t == "(":
                take()
                while True:
                    chain(prev)
                    t = take()
                    if t == ")":
                        break
                    assert t == ";", text
                return
            colour = take()
            assert colour in COLOURS, text
            v = vertex()
            edges.append((prev, v, colour))
            prev = v

    chain(vertex())
    while peek() == ";":
        take()
        chain(vertex())
    assert peek() is None, text
    return count[0], edges


def grounded(edges):
    reach, todo = {0}, [0]
    while todo:
        v = todo.pop()
        for a, b, _ in edges:
            for x, y in ((a, b), (b, a)):
                if x == v and y not in reach:
                    reach.add(y)
                    todo.append(y)
    return tuple(e for e in edges if e[0] in reach)


@lru_cache(maxsize=None)
def solve(edges):
    def cuts(colour):
        return [solve(grounded(edges[:i] + edges[i + 1:])) for i, e in enumerate(edges) if e[2] in (colour, "e")]
    return game(cuts("l"), cuts("r"))


def value(pos):
    n, edges = parse(pos)
    assert n > 0 and len(grounded(edges)) == len(edges), pos
    return solve(tuple(sorted((min(a, b), max(a, b), c) for a, b, c in edges)))


def trees(n, colours):
    """Texts of the rooted trees with n edges (up to isomorphism), hanging from a vertex."""
    if n == 0:
        return [""]
    out = []
    # a multiset of branches, each an edge colour and a tree above it, sizes summing to n
    branches = {k: [c + t for c in colours for t in trees(k - 1, colours)] for k in range(1, n + 1)}

    def split(rest, largest):
        if rest == 0:
            yield []
            return
        for k in range(min(rest, largest), 0, -1):
            for first in split(rest - k, k):
                yield [k] + first

    for sizes in split(n, n):
        groups = {}
        for k in sizes:
            groups[k] = groups.get(k, 0) + 1
        choices = [list(combinations_with_replacement(branches[k], m)) for k, m in sorted(groups.items())]
        for pick in product(*choices):
            bs = [b for group in pick for b in group]
            out.append(bs[0] if len(bs) == 1 else "(" + ";".join(bs) + ")")
    return out


def positions():
    out = ["."]
    for n in range(1, 6):
        out += ["".join(s) for s in product(COLOURS, repeat=n)]
    for n in range(2, 5):
        out += [t for t in trees(n, COLOURS) if t.startswith("(")]
    for n in range(5, 7):
        out += [t for t in trees(n, "e") if "(" in t]
    for n in range(1, 5):  # a cycle of n edges through the ground
        out += [":A" + "".join(s[:-1]) + s[-1] + ":A" for s in product(COLOURS, repeat=n)]
    out += [c + ":B" + "".join(s) + ":B" for c in COLOURS for s in product(COLOURS, repeat=3)]  # a triangle on a stalk
    out += ["lrlrrllr", "l(l;rl)", "eeeeeee", "lrlerrr", "e(ee(e;e);e(eee;ee);e(ee;e))",
            "e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))", "ee:Aeeee:A", "l(r:Al;e:Ar)",
            "r(l:T;r(l:T;r(l:T;r(l:T;rl:T))))", ":{ground}llllllrrrr:{ground}", "(e:B;e:Bllllllrrr:B)"]
    return out
