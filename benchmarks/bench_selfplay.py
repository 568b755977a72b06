#!/usr/bin/env python3
"""Random self-play on the benchmark decks (mono-red against mono-green, or with
``--pair counters-spells`` the pair of later cards: gw-counters against ur-spells): games per
second and decisions per second in one process (wall clock and CPU time), then across worker
processes as ``mtgrules simulate`` plays them. Timings run from the deck lists to the
result: shuffling, the coin flip, the mulligans and the whole game.

Usage: ``.venv/bin/python benchmarks/bench_selfplay.py [--games N] [--seed S]
[--workers K ...] [--agents random|heuristic] [--pair red-green|counters-spells]``
"""

from __future__ import annotations

import argparse
import os
import time

from _common import PAIRS, machine, say, self_play

from mtgrules.decks import load_deck
from mtgrules.play_commands import run_games


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--agents", choices=("random", "heuristic"), default="random")
    ap.add_argument("--pair", choices=sorted(PAIRS), default="red-green")
    ap.add_argument(
        "--workers",
        type=int,
        nargs="*",
        default=None,
        help="worker counts to try with run_games (default: the CPU count)",
    )
    args = ap.parse_args()
    say(machine())
    path1, path2 = PAIRS[args.pair]
    deck1, deck2 = load_deck(path1), load_deck(path2)
    warm = self_play(deck1, deck2, 3, seed=10_000, kind=args.agents)  # imports, caches
    del warm
    r = self_play(deck1, deck2, args.games, args.seed, args.agents)
    say(
        f"{args.agents} self-play, {deck1.name} vs {deck2.name}, one process: {r.games} games "
        f"({r.finished} ended by the rules; {deck1.name} won {r.wins[0]}, {deck2.name} "
        f"{r.wins[1]}) in {r.seconds:.2f} s ({r.cpu_seconds:.2f} s of CPU time)"
    )
    say(
        f"  {r.games_per_second:.1f} games/s, {r.decisions_per_second:,.0f} decisions/s "
        f"({r.decisions_per_cpu_second:,.0f} a CPU second), {r.turns / r.games:.1f} turns "
        f"and {r.decisions / r.games:.0f} decisions a game, "
        f"{r.seconds / r.decisions * 1e6:.0f} µs a decision"
    )
    for k in args.workers if args.workers is not None else [os.cpu_count() or 1]:
        start = time.perf_counter()
        results = [
            x
            for batch in run_games(
                str(path1), str(path2), args.games, args.seed, (args.agents, args.agents), k
            )
            for x in batch
        ]
        dt = time.perf_counter() - start
        decisions = sum(x.decisions for x in results)
        errors = sum(1 for x in results if x.error)
        say(
            f"  {k} worker process{'es' if k != 1 else ''} (run_games, as mtgrules simulate): "
            f"{len(results) / dt:.1f} games/s, {decisions / dt:,.0f} decisions/s "
            f"({dt:.2f} s, process start-up included; {errors} engine errors)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
