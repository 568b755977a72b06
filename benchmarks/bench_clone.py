#!/usr/bin/env python3
"""Cloning for look-ahead: ``Game.clone()`` on positions from random games of the benchmark
decks (card definitions are shared, never copied), and what a one-step look-ahead costs:
clone, then apply one legal action. A position cloned again follows the plan its last clone
made (``objects.ClonePlan``), as a search's position is cloned once for each answer; the
first clone of a position, which makes the plan, is timed apart.

Usage: ``.venv/bin/python benchmarks/bench_clone.py [--games N] [--every K] [--cpu-time]``

``--cpu-time`` times with the process's CPU clock instead of the wall clock: on a machine
shared with other work, the time the process was not running isn't counted (the figures
still grow with the load: caches and the CPU's clock are shared).
"""

from __future__ import annotations

import argparse
import statistics
import time
import timeit

from _common import agents_for, benchmark_decks, machine, say

from mtgrules.decks import new_game
from mtgrules.game import Game


def positions(games: int, every: int) -> list[Game]:
    red, green = benchmark_decks()
    out: list[Game] = []
    for seed in range(games):
        g = new_game(red, green, seed)
        agents = agents_for("random", seed)
        n = 0
        while not g.over:
            if n % every == 0 and not g.in_mulligan:
                out.append(g.clone())
            d = g.pending
            assert d is not None
            g.apply(agents[d.player].act(g))
            n += 1
    return out


TIMER = time.perf_counter


def per_call(fn: object, number: int) -> float:
    t = timeit.Timer(fn, timer=TIMER)  # type: ignore[arg-type]
    return min(t.repeat(repeat=5, number=number)) / number


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--every", type=int, default=40, help="take a position every K decisions")
    ap.add_argument("--cpu-time", action="store_true", help="time with the process CPU clock")
    args = ap.parse_args()
    global TIMER
    if args.cpu_time:
        TIMER = time.process_time
    say(machine() + (", process CPU time" if args.cpu_time else ", wall-clock time"))
    states = positions(args.games, args.every)
    clone_us = [per_call(g.clone, 200) * 1e6 for g in states]
    objs = [len(g.objects) for g in states]
    logs = [len(g.log) for g in states]
    say(
        f"{len(states)} positions from {args.games} random games "
        f"({min(objs)}-{max(objs)} objects, logs of {min(logs)}-{max(logs)} entries)"
    )
    say(
        f"Game.clone(): median {statistics.median(clone_us):.0f} µs "
        f"(min {min(clone_us):.0f}, max {max(clone_us):.0f})"
    )

    def first_clone(g: Game) -> None:
        g._clone_plan = None  # as if never cloned: the walk over its objects is made again
        g.clone()

    first_us = [per_call(lambda g=g: first_clone(g), 200) * 1e6 for g in states]
    say(
        f"Game.clone() of a position not cloned before (its clone plan made, objects.py): "
        f"median {statistics.median(first_us):.0f} µs"
    )
    fp_us = [per_call(g.fingerprint, 20) * 1e6 for g in states[:: max(1, len(states) // 20)]]
    say(
        f"Game.fingerprint(): median {statistics.median(fp_us):.0f} µs "
        f"(min {min(fp_us):.0f}, max {max(fp_us):.0f})"
    )

    def look_ahead(g: Game) -> None:
        c = g.clone()
        d = c.pending
        if d is not None and d.kind == "priority":
            acts = c.legal_actions()
            c.apply(acts[-1])

    la_us = [per_call(lambda g=g: look_ahead(g), 50) * 1e6 for g in states]
    say(
        f"one-step look-ahead (clone, list the legal actions, apply the last one): median "
        f"{statistics.median(la_us):.0f} µs"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
