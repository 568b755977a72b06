#!/usr/bin/env python3
"""A digest of the logs and final states of seeded random self-play games on the benchmark
decks: run it against two checkouts to show that a speed change changed no game.

Usage: ``PYTHONPATH=CHECKOUT/src .venv/bin/python benchmarks/log_digest.py [--games N]``;
the same last line from both checkouts means the same games, event for event.
``--deckgen P`` plays the generated deck pairings of the long runs instead (``P`` of them,
game ``s`` on pairing ``s % P``: many more cards than the benchmark pair); ``--log-only``
leaves the final state's fingerprint out, to compare checkouts whose state format differs.
``--pair NAME`` plays another of the benchmark pairs (``counters-spells``: triggers, Auras,
counters and the stack).
"""

from __future__ import annotations

import argparse
import hashlib

from _common import PAIRS, agents_for, benchmark_decks, play

from mtgrules.decks import new_game


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--deckgen", type=int, default=0, metavar="P")
    ap.add_argument("--log-only", action="store_true")
    ap.add_argument("--pair", choices=sorted(PAIRS), default=None)
    args = ap.parse_args()
    if args.deckgen:
        from pathlib import Path

        from mtgrules import deckgen

        pool_path = Path(__file__).resolve().parent.parent / "tests/data/deckgen_pool.json"
        pairs = deckgen.pairings(deckgen.load_or_build_pool(pool_path, 13), 1, args.deckgen)
    elif args.pair:
        from mtgrules.decks import load_deck

        first, second = PAIRS[args.pair]
        pairs = [(load_deck(first), load_deck(second))]
    else:
        pairs = [benchmark_decks()]
    everything = hashlib.sha256()
    for s in range(args.seed, args.seed + args.games):
        a, b = pairs[s % len(pairs)]
        g = new_game(a, b, s)
        decisions = play(g, agents_for("random", s))
        h = hashlib.sha256()
        for e in g.log:
            data = sorted(map(str, e.data.items()))
            h.update(repr((e.turn, e.step, e.kind, str(e), data)).encode())
        if not args.log_only:
            h.update(g.fingerprint().encode())
        print(f"seed {s}: {decisions} decisions, {len(g.log)} log lines, {h.hexdigest()[:16]}")
        everything.update(h.digest())
    print(f"all {args.games} games: {everything.hexdigest()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
