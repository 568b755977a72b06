#!/usr/bin/env python3
"""Scenario checking: ``mtgrules check examples/`` as a user runs it (a fresh process each
time: interpreter, imports, card database and all; median of several runs), and the
in-process time per scenario file for the examples and the test scenarios.

Usage: ``.venv/bin/python benchmarks/bench_scenarios.py [--runs N]``
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from _common import ROOT, machine, say

CLI = "from mtgrules.cli import main; main()"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    say(machine())
    # as an installed package runs: bytecode cached (one run first writes it, and the
    # dataclass code cache, src/mtgrules/codecache.py)
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    subprocess.run(
        [sys.executable, "-c", CLI, "check", "examples/"], cwd=ROOT, env=env, check=False
    )
    walls = []
    out = ""
    for _ in range(args.runs):
        t = time.perf_counter()
        p = subprocess.run(
            [sys.executable, "-c", CLI, "check", "examples/"],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
        )
        walls.append(time.perf_counter() - t)
        out = (p.stdout.strip().splitlines() or [p.stderr.strip()])[-1]
    say(
        f"mtgrules check examples/: median {statistics.median(walls) * 1e3:.0f} ms wall "
        f"(min {min(walls) * 1e3:.0f}, max {max(walls) * 1e3:.0f}; {args.runs} fresh "
        f"processes); it printed: {out}"
    )
    t = time.perf_counter()
    subprocess.run([sys.executable, "-c", "import mtgrules.cli"], cwd=ROOT, env=env, check=False)
    say(
        f"  of which starting Python and importing mtgrules.cli: "
        f"{(time.perf_counter() - t) * 1e3:.0f} ms"
    )

    from mtgrules.scenario.loader import load
    from mtgrules.scenario.runner import run_scenario

    for folder in (ROOT / "examples", ROOT / "tests" / "scenarios"):
        files = sorted(Path(folder).rglob("*.yaml"))
        if not files:
            continue
        for f in files[:3]:  # warm: card database, parser caches
            with contextlib.suppress(Exception):
                run_scenario(load(f))
        t = time.perf_counter()
        ok = 0
        for f in files:
            with contextlib.suppress(Exception):
                ok += run_scenario(load(f)).passed
        dt = time.perf_counter() - t
        say(
            f"{folder.relative_to(ROOT)}: {len(files)} files in {dt * 1e3:.0f} ms in process "
            f"({dt / len(files) * 1e3:.1f} ms a file; {ok} passed)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
