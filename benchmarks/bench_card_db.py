#!/usr/bin/env python3
"""Time the bundled card database: a cold load (fresh interpreter each run, median of several),
a lookup by English and by foreign name, and a miss with "did you mean" suggestions.

Usage: ``.venv/bin/python benchmarks/bench_card_db.py [--runs N]``
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from importlib import resources

from mtgrules.cards.database import ENV_VAR, CardDatabase
from mtgrules.errors import UnknownCardError

COLD = """
import time
t0 = time.perf_counter()
from mtgrules.cards.database import CardDatabase
t1 = time.perf_counter()
db = CardDatabase.bundled()
t2 = time.perf_counter()
print(t1 - t0, t2 - t1, len(db))
"""


def cold_loads(runs: int) -> tuple[list[float], list[float], int]:
    env = {k: v for k, v in os.environ.items() if k != ENV_VAR}
    imports: list[float] = []
    loads: list[float] = []
    count = 0
    for _ in range(runs):
        out = subprocess.run(
            [sys.executable, "-c", COLD], check=True, capture_output=True, text=True, env=env
        ).stdout.split()
        imports.append(float(out[0]))
        loads.append(float(out[1]))
        count = int(out[2])
    return imports, loads, count


def per_call(fn: Callable[[], object], repeat: int) -> float:
    t = time.perf_counter()
    for _ in range(repeat):
        fn()
    return (time.perf_counter() - t) / repeat


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=7, help="cold loads to take the median of")
    args = ap.parse_args()

    data = resources.files("mtgrules.cards").joinpath("data", "cards.json.gz").read_bytes()
    print(f"data file: {len(data) / 1e6:.2f} MB compressed")
    imports, loads, count = cold_loads(args.runs)
    print(
        f"cold load of {count} cards, median of {args.runs} fresh interpreters: "
        f"{statistics.median(loads) * 1e3:.0f} ms "
        f"(min {min(loads) * 1e3:.0f}, max {max(loads) * 1e3:.0f}; "
        f"module import {statistics.median(imports) * 1e3:.0f} ms more)"
    )

    os.environ.pop(ENV_VAR, None)
    db = CardDatabase.bundled()
    first = per_call(lambda: db.get("Tarmogoyf"), 1)
    print(f"first lookup (decodes the record): {first * 1e6:.1f} µs")
    print(f"lookup, English name: {per_call(lambda: db.get('lightning bolt'), 20000) * 1e6:.2f} µs")
    print(
        f"lookup, German name: {per_call(lambda: db.get('Flammenblut-Koloss'), 20000) * 1e6:.2f} µs"
    )

    def miss() -> None:
        with contextlib.suppress(UnknownCardError):
            db.get("Lightnig Blot")

    first_miss = per_call(miss, 1)
    print(f"first miss with suggestions (builds the loose index): {first_miss * 1e3:.0f} ms")
    print(f"miss with suggestions: {per_call(miss, 10) * 1e3:.0f} ms")
    try:
        db.get("Lightnig Blot")
    except UnknownCardError as exc:
        print(f"  {exc}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
