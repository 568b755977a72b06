#!/usr/bin/env python3
"""A digest of the logs and final states of seeded random self-play games on the benchmark
decks: run it against two checkouts to show that a speed change changed no game.

Usage: ``PYTHONPATH=CHECKOUT/src .venv/bin/python benchmarks/log_digest.py [--games N]``;
the same last line from both checkouts means the same games, event for event.
"""

from __future__ import annotations

import argparse
import hashlib

from _common import agents_for, benchmark_decks, play

from mtgrules.decks import new_game


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    red, green = benchmark_decks()
    everything = hashlib.sha256()
    for s in range(args.seed, args.seed + args.games):
        g = new_game(red, green, s)
        decisions = play(g, agents_for("random", s))
        h = hashlib.sha256()
        for e in g.log:
            data = sorted(map(str, e.data.items()))
            h.update(repr((e.turn, e.step, e.kind, str(e), data)).encode())
        h.update(g.fingerprint().encode())
        print(f"seed {s}: {decisions} decisions, {len(g.log)} log lines, {h.hexdigest()[:16]}")
        everything.update(h.digest())
    print(f"all {args.games} games: {everything.hexdigest()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
