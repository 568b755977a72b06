#!/usr/bin/env python3
"""A game to JSON and back (``mtgrules.serialize``): write, read and round-trip times and the
size of the JSON, on positions from random games of the benchmark decks. The log is part of
the game and of the JSON, so late positions are bigger.

Usage: ``.venv/bin/python benchmarks/bench_serialize.py [--games N] [--every K]``
"""

from __future__ import annotations

import argparse
import functools
import statistics
import time
from collections.abc import Callable
from typing import TypeVar

from _common import machine, say
from bench_clone import positions

from mtgrules.serialize import from_json, to_json

T = TypeVar("T")


def timed(fn: Callable[[], T], repeat: int = 3) -> tuple[float, T]:
    best = float("inf")
    out = fn()
    for _ in range(repeat):
        t = time.perf_counter()
        out = fn()
        best = min(best, time.perf_counter() - t)
    return best, out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--every", type=int, default=60)
    args = ap.parse_args()
    say(machine())
    states = positions(args.games, args.every)
    writes, reads, sizes, checks = [], [], [], 0
    for g in states:
        tw, text = timed(functools.partial(to_json, g))
        tr, back = timed(functools.partial(from_json, text))
        writes.append(tw * 1e3)
        reads.append(tr * 1e3)
        sizes.append(len(text) / 1024)
        checks += back.fingerprint() == g.fingerprint()
    rt = [w + r for w, r in zip(writes, reads, strict=True)]
    say(
        f"{len(states)} positions from {args.games} random games; {checks} of them came back "
        "with the same fingerprint"
    )
    say(
        f"to_json: median {statistics.median(writes):.1f} ms; from_json: median "
        f"{statistics.median(reads):.1f} ms; round trip: median {statistics.median(rt):.1f} ms "
        f"(min {min(rt):.1f}, max {max(rt):.1f})"
    )
    say(
        f"JSON size: median {statistics.median(sizes):.0f} KiB (min {min(sizes):.0f}, max "
        f"{max(sizes):.0f})"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
