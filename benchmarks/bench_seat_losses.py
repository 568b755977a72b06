#!/usr/bin/env python3
"""Which games of one deck against the random agent every agent loses: the same seeds played
by several agents, the wins of each, the seeds all of them lost, and how much of what the
losing deck drew could do nothing (lands, and cards its lands can't pay for).

It answers whether a stronger player could do better in a matchup, or whether the losses
are the deck's draws: the search agent's losses against random (issue 16) are all as
mono-red, and if every agent tried loses the same seeds, those games are out of reach of
search. Game i is game i of ``bench_mcts.py`` (seed ``--seed`` + i, the deck in seat i % 2),
taken for the games where that benchmark gives the search agent ``--deck``.

Agents: ``heuristic``, or ``mcts[:PLAYOUTS[:TURNS]]`` (the search agent with that many
playouts a decision and playouts of that many turns; 200 turns plays them to the end).

Usage: ``.venv/bin/python benchmarks/bench_seat_losses.py [--deck red|green] [--games N]
[--agents heuristic mcts mcts:24:200] [--workers K] [--seed S]``
"""

from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor

from _common import benchmark_decks, machine

from mtgrules.agents import HeuristicAgent, RandomAgent
from mtgrules.agents.mcts import MCTSAgent
from mtgrules.agents.random_agent import Agent
from mtgrules.cards.words import BASIC_LAND_MANA
from mtgrules.decks import new_game
from mtgrules.mana import colors_of_cost
from mtgrules.play_commands import drive
from mtgrules.zones import Zone


def make(spec: str, seed: int) -> Agent:
    if spec == "heuristic":
        return HeuristicAgent(seed)
    kind, *numbers = spec.split(":")
    if kind != "mcts" or len(numbers) > 2:
        raise SystemExit(f"unknown agent {spec!r}: heuristic or mcts[:PLAYOUTS[:TURNS]]")
    playouts = int(numbers[0]) if numbers else 24
    turns = int(numbers[1]) if len(numbers) > 1 else 1
    return MCTSAgent(
        seed=seed, playouts=playouts, rollout_turns=turns, rollout_decisions=300 * turns
    )


def play(job: tuple[str, int, str, int]) -> tuple[str, int, bool, float, float]:
    spec, i, deck, seed = job
    red, green = benchmark_decks()
    mine, theirs = (red, green) if deck == "red" else (green, red)
    seat = i % 2
    decks = (mine, theirs) if seat == 0 else (theirs, mine)
    game = new_game(*decks, seed=seed + i)
    me, opp = make(spec, seed + i), RandomAgent(seed + i)
    start = time.perf_counter()
    drive(game, [me, opp] if seat == 0 else [opp, me], 20000)
    colors = {  # what the deck's lands make: the benchmark decks' lands are basic (305.6)
        c
        for o in game.objects.values()
        if o.owner == seat
        for t in o.card.subtypes
        if t in BASIC_LAND_MANA
        for c in colors_of_cost(BASIC_LAND_MANA[t])
    }
    drawn = [
        o
        for o in game.objects.values()
        if o.owner == seat and o.zone is not Zone.LIBRARY and not o.is_token
    ]
    dead = sum(
        1 for o in drawn if "land" in o.card.types or not colors_of_cost(o.card.mana_cost) <= colors
    )
    share = dead / len(drawn) if drawn else 0.0
    return spec, i, game.over and game.winner == seat, share, time.perf_counter() - start


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deck", choices=("red", "green"), default="red")
    ap.add_argument("--games", type=int, default=100, help="games of that deck per agent")
    ap.add_argument("--agents", nargs="*", default=["heuristic", "mcts"])
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=10000)
    args = ap.parse_args()
    print(machine())
    parity = 0 if args.deck == "red" else 1  # bench_mcts.py: red when i // 2 is even
    games = [i for i in range(4 * args.games) if (i // 2) % 2 == parity][: args.games]
    jobs = [(a, i, args.deck, args.seed) for a in args.agents for i in games]
    lost: dict[str, set[int]] = {a: set() for a in args.agents}
    shares: dict[int, list[float]] = {}
    seconds: dict[str, float] = dict.fromkeys(args.agents, 0.0)
    with ProcessPoolExecutor(args.workers) as pool:
        for spec, i, won, share, secs in pool.map(play, jobs):
            if not won:
                lost[spec].add(i)
            shares.setdefault(i, []).append(share)
            seconds[spec] += secs
    for a in args.agents:
        n = len(games)
        print(
            f"{a}: won {n - len(lost[a])} of {n} as mono-{args.deck} against random "
            f"({seconds[a] / n:.1f} s a game)"
        )
    every = set.intersection(*lost.values()) if lost else set()
    print(f"lost by every agent: {len(every)} games: {sorted(every)}")

    def mean_share(ids: set[int] | list[int]) -> float:
        values = [s for i in ids for s in shares[i]]
        return sum(values) / len(values) if values else 0.0

    won_by_all = [i for i in games if not any(i in lost[a] for a in args.agents)]
    print(
        f"share of the cards drawn that could do nothing (lands, cards the lands can't pay "
        f"for): {mean_share(every):.2f} in the games every agent lost, "
        f"{mean_share(won_by_all):.2f} in those every agent won"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
