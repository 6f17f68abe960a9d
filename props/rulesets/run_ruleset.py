#!/usr/bin/env python3
"""Checks a shipped ruleset (examples/games/*.lua) against its second computation.

    python3 props/rulesets/run_ruleset.py props/rulesets/NAME_rules.py CGCHECK

The module NAME_rules.py states the rules again, apart from the Lua file, and gives GAME (the game
file, relative to the repository root), positions() (position texts), and value(pos) (a
cgt_ref game) or, with IMPARTIAL = True, grundy(pos). cgcheck solves every position of the game
file in one batch; for a partizan game the reference values, written in braces notation, are read
by `cgcheck solve value` in a second batch, so both sides are printed by one printer. An impartial
game file is solved twice, by its full solve and by the nim-value search. Every line must agree; each disagreement is printed with its position, and the exit code is 1.
"""
import importlib.util
import os
import subprocess
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ left in the source tree by a test run


def batch(cgcheck, game, lines, flags=()):
    """cgcheck's value column for each line, in order (batch mode: one answer per line)."""
    run = subprocess.run([cgcheck, "solve", game, *flags], input="".join(l + "\n" for l in lines),
                         capture_output=True, text=True, timeout=1800)
    if run.returncode != 0:
        sys.exit(f"{os.path.basename(game)}: cgcheck solve failed ({run.returncode}): {run.stderr.strip()}")
    out = run.stdout.splitlines()
    if len(out) != len(lines):
        sys.exit(f"{os.path.basename(game)}: {len(lines)} lines in, {len(out)} answers out: {run.stderr.strip()}")
    return [row.split("\t")[1] for row in out]


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    module_path, cgcheck = sys.argv[1], os.path.abspath(sys.argv[2])
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(os.path.dirname(here))
    sys.path.insert(0, here)
    spec = importlib.util.spec_from_file_location("rules", module_path)
    rules = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(rules)
    game = os.path.join(root, rules.GAME)
    positions = list(rules.positions())
    if not positions:
        sys.exit(f"{module_path}: no positions")
    t0 = time.time()
    if getattr(rules, "IMPARTIAL", False):
        expected = [str(rules.grundy(p)) for p in positions]
    else:
        from cgt_ref import show
        forms = [show(rules.value(p)) for p in positions]
        expected = batch(cgcheck, "value", forms)
    t1 = time.time()
    got = batch(cgcheck, game, positions)
    t2 = time.time()
    wrong = [(p, g, e) for p, g, e in zip(positions, got, expected) if g != e]
    for p, g, e in wrong[:20]:
        print(f"{p}: the game file gives {g}, the rules computed here give {e}")
    if getattr(rules, "IMPARTIAL", False):
        # The nim-value search (solve --nim-method search) against the same rules: small positions
        # are all solved in full by default, so the search is asked on its own.
        searched = batch(cgcheck, game, positions, ("--nim-method", "search"))
        wrong_search = [(p, g, e) for p, g, e in zip(positions, searched, expected) if g != e]
        for p, g, e in wrong_search[:20]:
            print(f"{p}: the game file's nim-value search gives {g}, the rules computed here give {e}")
        wrong += wrong_search
    print(f"{rules.GAME}: {len(positions)} positions, {len(wrong)} disagree "
          f"(reference {t1 - t0:.1f} s, cgcheck {t2 - t1:.1f} s)")
    sys.exit(1 if wrong else 0)


if __name__ == "__main__":
    main()
