#!/usr/bin/env python3
"""The search agent (``--agents mcts``) against the heuristic and the random agent on the
benchmark decks: win rates with 95% Wilson intervals.

Game i of each match: the search agent plays mono-red when i // 2 is even and mono-green
otherwise, in seat i % 2 (seat 0 is the first deck given to ``new_game``; who plays first is
the coin flip's), so both decks and both seats get a quarter of the games each. Games are
spread over worker processes.

Usage: ``.venv/bin/python benchmarks/bench_mcts.py [--games N] [--playouts P]
[--opponents heuristic random] [--workers K] [--seed S]``
"""

from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor

from _common import benchmark_decks, machine

from mtgrules.agents import HeuristicAgent, RandomAgent
from mtgrules.agents.mcts import MCTSAgent
from mtgrules.decks import new_game
from mtgrules.play_commands import drive, wilson


def play(job: tuple[str, int, int, int]) -> tuple[str, int, bool, bool, str, float]:
    opponent, i, playouts, seed = job
    red, green = benchmark_decks()
    mine = red if (i // 2) % 2 == 0 else green
    theirs = green if mine is red else red
    seat = i % 2
    decks = (mine, theirs) if seat == 0 else (theirs, mine)
    game_seed = seed + i
    game = new_game(*decks, seed=game_seed)
    me = MCTSAgent(seed=game_seed, playouts=playouts)
    opp = HeuristicAgent(game_seed) if opponent == "heuristic" else RandomAgent(game_seed)
    agents = [me, opp] if seat == 0 else [opp, me]
    start = time.perf_counter()
    drive(game, agents, 20000)
    return (
        opponent,
        i,
        game.over and game.winner == seat,
        game.over,
        mine.name,
        time.perf_counter() - start,
    )


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200, help="games against each opponent")
    ap.add_argument("--playouts", type=int, default=24)
    ap.add_argument("--opponents", nargs="*", default=["heuristic", "random"])
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=10000)
    args = ap.parse_args()
    print(machine())
    print(f"MCTSAgent(playouts={args.playouts}), {args.games} games per opponent", flush=True)
    jobs = [(o, i, args.playouts, args.seed) for i in range(args.games) for o in args.opponents]
    results: dict[str, list[tuple[int, bool, bool, str, float]]] = {o: [] for o in args.opponents}
    start = time.perf_counter()
    with ProcessPoolExecutor(args.workers) as pool:
        for opp, i, won, over, deck, secs in pool.map(play, jobs):
            results[opp].append((i, won, over, deck, secs))
            print(
                f"  game {i} vs {opp}: as {deck} in seat {i % 2}: "
                f"{'won' if won else 'lost' if over else 'unfinished'} ({secs:.0f} s)",
                flush=True,
            )
    wall = time.perf_counter() - start
    for opp, rows in results.items():
        n = len(rows)
        k = sum(r[1] for r in rows)
        lo, hi = wilson(k, n)
        print(
            f"vs {opp}: won {k} of {n} = {k / n:.1%} (95% Wilson {lo:.1%}-{hi:.1%}); "
            f"unfinished {sum(not r[2] for r in rows)}"
        )
        for deck in ("mono-red", "mono-green"):
            for seat in (0, 1):
                sub = [r for r in rows if r[3] == deck and r[0] % 2 == seat]
                if sub:
                    ks = sum(r[1] for r in sub)
                    print(f"  as {deck}, seat {seat}: {ks} of {len(sub)}")
        print(f"  {sum(r[4] for r in rows) / n:.1f} s a game (in one worker)")
    print(f"wall time {wall:.0f} s with {args.workers} workers")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
