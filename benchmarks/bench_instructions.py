#!/usr/bin/env python3
"""Instructions per random self-play game on the benchmark decks, this checkout against
another revision: a measure of speed that a busy machine doesn't disturb.

Timings on a shared machine move by 10% or more with the load; the number of instructions
the interpreter executes for the same seeded games doesn't. Valgrind's cachegrind counts
them (``--cache-sim=no``: instruction counts only, about 50 times slower than a normal
run). Each side runs the same N games (seeds 0..N-1, random agents) and, separately, the
same start with one game (game 0, which also imports what a game imports on first use), so
loading the decks isn't counted; the difference over N is the cost of one game (games 1..N).

Usage: ``.venv/bin/python benchmarks/bench_instructions.py [--games N] [--before REV]``
(``REV`` is checked out into a temporary git worktree; default: the commit before the
redesign, 9939a6c). Needs ``valgrind`` on the PATH.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from _common import machine

ROOT = Path(__file__).resolve().parent.parent

DRIVER = """
import sys
sys.path.insert(0, {bench!r})
from _common import agents_for, benchmark_decks, play
from mtgrules.decks import new_game
red, green = benchmark_decks()
for s in range({games}):
    play(new_game(red, green, s), agents_for("random", s))
"""


def instructions(src: Path, bench: Path, games: int) -> int:
    """Instructions executed by a process that plays ``games`` games from ``src``."""
    code = DRIVER.format(bench=str(bench), games=games)
    out = subprocess.run(
        [
            "valgrind",
            "--tool=cachegrind",
            "--cache-sim=no",
            "--cachegrind-out-file=/dev/null",
            sys.executable,
            "-c",
            code,
        ],
        env={
            **{k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},
            "PYTHONPATH": str(src),
            "PYTHONHASHSEED": "0",
        },
        capture_output=True,
        text=True,
        check=True,
    )
    m = re.search(r"I\s+refs:\s+([\d,]+)", out.stderr)
    if m is None:
        raise SystemExit(f"no instruction count in valgrind's output:\n{out.stderr[-2000:]}")
    return int(m.group(1).replace(",", ""))


def per_game(src: Path, bench: Path, games: int) -> float:
    """Instructions per game of games 1..N: both counted runs first play game 0, so that the
    modules a game imports on first use, and their bytecode caches (written by a plain run
    first), are paid for outside the difference."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    code = DRIVER.format(bench=str(bench), games=1)
    subprocess.run(
        [sys.executable, "-c", code],
        env={**env, "PYTHONPATH": str(src)},
        capture_output=True,
        check=True,
    )
    return (instructions(src, bench, games + 1) - instructions(src, bench, 1)) / games


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--before", default="9939a6c", help="the revision to compare with")
    args = ap.parse_args()
    if shutil.which("valgrind") is None:
        print("valgrind isn't installed (apt install valgrind)", file=sys.stderr)
        return 2
    print(machine())
    with tempfile.TemporaryDirectory() as tmp:
        before = Path(tmp) / "before"
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "add", "--detach", str(before), args.before],
            check=True,
            capture_output=True,
        )
        try:
            a = per_game(before / "src", before / "benchmarks", args.games)
            b = per_game(ROOT / "src", ROOT / "benchmarks", args.games)
        finally:
            subprocess.run(
                ["git", "-C", str(ROOT), "worktree", "remove", "--force", str(before)],
                check=False,
                capture_output=True,
            )
    print(f"{args.games} random games on the benchmark decks, instructions per game:")
    print(f"  {args.before}: {a / 1e9:.4f} G")
    print(f"  this checkout: {b / 1e9:.4f} G")
    print(f"  ratio this / {args.before}: {b / a:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
