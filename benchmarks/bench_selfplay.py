#!/usr/bin/env python3
"""Random self-play on the benchmark decks (mono-red against mono-green): games per second
and decisions per second in one process, then across worker processes as
``mtgrules simulate`` plays them. Timings run from the deck lists to the result: shuffling,
the coin flip, the mulligans and the whole game.

Usage: ``.venv/bin/python benchmarks/bench_selfplay.py [--games N] [--seed S]
[--workers K ...] [--agents random|heuristic]``
"""

from __future__ import annotations

import argparse
import os
import time

from _common import GREEN, RED, benchmark_decks, machine, say, self_play

from mtgrules.play_commands import run_games


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--agents", choices=("random", "heuristic"), default="random")
    ap.add_argument(
        "--workers",
        type=int,
        nargs="*",
        default=None,
        help="worker counts to try with run_games (default: the CPU count)",
    )
    args = ap.parse_args()
    say(machine())
    red, green = benchmark_decks()
    warm = self_play(red, green, 3, seed=10_000, kind=args.agents)  # imports, caches
    del warm
    r = self_play(red, green, args.games, args.seed, args.agents)
    say(
        f"{args.agents} self-play, mono-red vs mono-green, one process: {r.games} games "
        f"({r.finished} ended by the rules; mono-red won {r.wins[0]}, mono-green "
        f"{r.wins[1]}) in {r.seconds:.2f} s"
    )
    say(
        f"  {r.games_per_second:.1f} games/s, {r.decisions_per_second:,.0f} decisions/s, "
        f"{r.turns / r.games:.1f} turns and {r.decisions / r.games:.0f} decisions a game, "
        f"{r.seconds / r.decisions * 1e6:.0f} µs a decision"
    )
    for k in args.workers if args.workers is not None else [os.cpu_count() or 1]:
        start = time.perf_counter()
        results = [
            x
            for batch in run_games(
                str(RED), str(GREEN), args.games, args.seed, (args.agents, args.agents), k
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
