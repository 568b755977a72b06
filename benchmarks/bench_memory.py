#!/usr/bin/env python3
"""A simulate worker's memory over many games: resident set size (RSS) of one process
playing random games of the benchmark decks one after the other exactly as a `simulate`
worker does (``play_commands.play_batch``: the log turned off after the coin flip), sampled
every ``--every`` games. Issue 14 asks for under 120 MB, flat over 100,000 games.

Usage: ``.venv/bin/python benchmarks/bench_memory.py [--games N] [--every K] [--seed S]
[--pair red-green|counters-spells|tokens]`` (``tokens``: decks whose games make many tokens)

Prints one line per sample (games played, RSS in MB, games/s since the last sample) and at
the end the first and last samples after warm-up and the largest, with the growth per
10,000 games from a least-squares line through the samples after the first tenth (caches
that fill once, such as the card definitions' memos, settle in the first games).
"""

from __future__ import annotations

import argparse
import os
import time
from pathlib import Path

from _common import PAIRS, machine, say

from mtgrules.decks import load_deck
from mtgrules.play_commands import SimSpec, play_batch

PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096


def rss_mb() -> float:
    """This process's resident set size in MB (Linux: /proc/self/statm)."""
    try:
        fields = Path("/proc/self/statm").read_text().split()
        return int(fields[1]) * PAGE / 1e6
    except (OSError, IndexError, ValueError):  # not Linux: the peak instead
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e3


def slope(points: list[tuple[int, float]]) -> float:
    """MB per game, least squares."""
    n = len(points)
    if n < 2:
        return 0.0
    mx = sum(x for x, _ in points) / n
    my = sum(y for _, y in points) / n
    sxx = sum((x - mx) ** 2 for x, _ in points)
    return sum((x - mx) * (y - my) for x, y in points) / sxx if sxx else 0.0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20_000)
    ap.add_argument("--every", type=int, default=1_000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--pair", choices=sorted(PAIRS), default="red-green")
    args = ap.parse_args()
    say(machine())
    first, second = (load_deck(p) for p in PAIRS[args.pair])
    say(f"decks: {args.pair} ({first.name} vs {second.name})")
    spec = SimSpec(first, second, ("random", "random"))
    say(f"after loading the decks: {rss_mb():.1f} MB")
    samples: list[tuple[int, float]] = []
    played = 0
    errors = 0
    t = time.perf_counter()
    while played < args.games:
        k = min(args.every, args.games - played)
        jobs = [(played + i, args.seed + played + i) for i in range(k)]
        errors += sum(1 for r in play_batch(spec, jobs) if r.error)
        played += k
        now = time.perf_counter()
        samples.append((played, rss_mb()))
        say(f"  {played:>7} games  {samples[-1][1]:7.1f} MB  {k / (now - t):6.1f} games/s")
        t = now
    settled = samples[len(samples) // 10 :] or samples
    growth = slope(settled) * 10_000
    say(
        f"{played} games, {errors} engine errors: RSS {settled[0][1]:.1f} MB after "
        f"{settled[0][0]} games, {samples[-1][1]:.1f} MB at the end, largest "
        f"{max(m for _, m in samples):.1f} MB; growth after warm-up {growth:+.2f} MB per "
        "10,000 games"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
