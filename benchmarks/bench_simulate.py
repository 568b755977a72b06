#!/usr/bin/env python3
"""``mtgrules simulate``'s backends on the benchmark decks: how ``--workers 2`` scales
against one worker, and (``--ray``) what a Ray task costs against the games in its batch.

Scaling: ``run_games`` (as ``simulate`` plays) with one worker, then two, in alternating
rounds; the ratio of games per second, pool start-up included. The load average is printed
before and after: on a shared machine other work takes CPU from the two workers.

Ray batches (``--ray``): a local Ray instance with one CPU; batches of a fixed size are
sent one at a time, and each task's overhead is its round trip seen by the caller minus the
time the batch took inside the worker. Sending one task at a time makes the whole round
trip count; ``simulate`` keeps two tasks a CPU in flight, which hides most of it, so these
shares are upper bounds.

Usage: ``.venv/bin/python benchmarks/bench_simulate.py [--games N] [--rounds R]
[--ray] [--ray-games M] [--batches 1,2,5,10,25]``
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import time

from _common import GREEN, RED, benchmark_decks, machine, say

from mtgrules.play_commands import run_games


def load() -> str:
    return "load average " + ", ".join(f"{x:.2f}" for x in os.getloadavg())


def cpu_seconds() -> float:
    """CPU time of this process and of its ended children (the pool's workers)."""
    me, kids = (
        resource.getrusage(resource.RUSAGE_SELF),
        resource.getrusage(resource.RUSAGE_CHILDREN),
    )
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def scaling(games: int, rounds: int, seed: int) -> None:
    rates: dict[int, list[float]] = {1: [], 2: []}
    cpu: dict[int, list[float]] = {1: [], 2: []}
    for r in range(rounds):
        for k in (1, 2):
            start, c0 = time.perf_counter(), cpu_seconds()
            n = sum(
                len(b) for b in run_games(str(RED), str(GREEN), games, seed, ("random",) * 2, k)
            )
            dt, used = time.perf_counter() - start, cpu_seconds() - c0
            rates[k].append(n / dt)
            cpu[k].append(used / n)
            say(
                f"  round {r + 1}, {k} worker{'s' if k > 1 else ''}: "
                f"{n / dt:.1f} games/s ({dt:.1f} s; {used / n * 1e3:.0f} ms CPU a game, "
                f"the CPUs busy {used / dt / k * 100:.0f}% of the time; {load()})"
            )
    one, two = statistics.median(rates[1]), statistics.median(rates[2])
    say(
        f"scaling: 1 worker {one:.1f} games/s, 2 workers {two:.1f} games/s: "
        f"{two / one:.2f}x ({load()})"
    )
    c1, c2 = statistics.median(cpu[1]), statistics.median(cpu[2])
    say(
        f"CPU a game: {c1 * 1e3:.0f} ms with 1 worker, {c2 * 1e3:.0f} ms with 2 (start-up, "
        f"pickling and the parent included): 2 workers at full CPU would give "
        f"{2 * c1 / c2:.2f}x"
    )


def ray_batches(games: int, sizes: list[int], seed: int) -> None:
    import ray

    from mtgrules.play_commands import SimSpec, play_batch
    from mtgrules.ray_backend import _timed, start

    t0 = time.perf_counter()
    start(None, 1)  # as simulate --ray starts it: quiet, no dashboard, workers at nice 0
    say(f"Ray started in {time.perf_counter() - t0:.1f} s ({load()})")
    try:
        noop = ray.remote(lambda: None)
        ray.get(noop.remote())
        trips = []
        for _ in range(100):
            t = time.perf_counter()
            ray.get(noop.remote())
            trips.append(time.perf_counter() - t)
        say(f"an empty task's round trip: {statistics.median(trips) * 1e3:.2f} ms median")
        red, green = benchmark_decks()
        spec = ray.put(SimSpec(red, green, ("random", "random")))
        task = ray.remote(_timed)
        ray.get(task.remote(play_batch, spec, [(0, seed + 10_000)]))  # worker imports
        for size in sizes:
            overhead, work = [], []
            for k in range(0, games, size):
                jobs = [(i, seed + i) for i in range(k, min(games, k + size))]
                t = time.perf_counter()
                _, inside = ray.get(task.remote(play_batch, spec, jobs))
                overhead.append(time.perf_counter() - t - inside)
                work.append(inside)
            o, w = statistics.median(overhead), statistics.median(work)
            say(
                f"  batch of {size:3d} games: {w * 1e3:7.1f} ms of games, {o * 1e3:5.2f} ms "
                f"overhead a task: {o / (o + w) * 100:5.2f}% of the time"
            )
    finally:
        ray.shutdown()
    say(f"({load()})")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=800, help="games per scaling run")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--no-scaling", action="store_true")
    ap.add_argument("--ray", action="store_true", help="measure Ray task overhead by batch size")
    ap.add_argument("--ray-games", type=int, default=100)
    ap.add_argument("--batches", default="1,2,5,10,25")
    args = ap.parse_args()
    say(machine())
    say(load())
    if not args.no_scaling:
        scaling(args.games, args.rounds, args.seed)
    if args.ray:
        ray_batches(args.ray_games, [int(x) for x in args.batches.split(",")], args.seed)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
