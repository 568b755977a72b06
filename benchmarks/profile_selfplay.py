#!/usr/bin/env python3
"""Where random self-play spends its time: cProfile over random games of the benchmark
decks, the hottest functions (own time and cumulative) and own time summed by module.

Usage: ``.venv/bin/python benchmarks/profile_selfplay.py [--games N] [--top K]
[--out FILE.prof] [--pair red-green|counters-spells]``
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
from collections import defaultdict

from _common import PAIRS, machine, say, self_play

from mtgrules.decks import load_deck


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--top", type=int, default=25)
    ap.add_argument("--out", default=None, help="also write the raw profile here")
    ap.add_argument("--pair", choices=sorted(PAIRS), default="red-green")
    args = ap.parse_args()
    say(machine())
    deck1, deck2 = (load_deck(p) for p in PAIRS[args.pair])
    self_play(deck1, deck2, 3, seed=10_000)
    prof = cProfile.Profile()
    prof.enable()
    res = self_play(deck1, deck2, args.games, 0)
    prof.disable()
    if args.out:
        prof.dump_stats(args.out)
    say(
        f"{res.games} random games, {res.decisions} decisions, {res.seconds:.2f} s under the "
        "profiler (it slows everything down about twofold)"
    )
    stats = pstats.Stats(prof)
    total = sum(v[2] for v in stats.stats.values())  # type: ignore[attr-defined]
    by_module: dict[str, float] = defaultdict(float)
    for (file, _line, _fn), v in stats.stats.items():  # type: ignore[attr-defined]
        key = (
            file.split("/src/", 1)[-1]
            if "/src/mtgrules/" in file
            else ("python stdlib: " + file.rsplit("/", 1)[-1] if file.startswith("/") else file)
        )
        by_module[key] += v[2]
    say("\nown time by module:")
    for mod, t in sorted(by_module.items(), key=lambda kv: -kv[1])[:20]:
        say(f"  {t / total * 100:5.1f}%  {mod}")
    for order in ("tottime", "cumulative"):
        buf = io.StringIO()
        pstats.Stats(prof, stream=buf).strip_dirs().sort_stats(order).print_stats(args.top)
        lines = buf.getvalue().splitlines()
        start = next(i for i, x in enumerate(lines) if x.strip().startswith("ncalls"))
        say(f"\ntop {args.top} by {order}:")
        for x in lines[start:]:
            if x.strip():
                say("  " + x)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
