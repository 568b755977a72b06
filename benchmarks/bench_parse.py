#!/usr/bin/env python3
"""Time the Oracle text parser and what it costs a user: parse time per line (a fixed sample of
the bundled database, every Nth card, caches cleared), the grammar build, loading the two
benchmark decks in a fresh interpreter, a whole cold ``mtgrules play`` of one game and a cold
``mtgrules check examples/`` (issues 12 and 14: each under 0.5 s).

Usage: ``.venv/bin/python benchmarks/bench_parse.py [--every N] [--runs R] [--no-cold]``

Wall times on a shared machine vary with its load: the CPU time of the cold runs (user +
system, from the child's resource usage) is printed beside the wall time for that reason.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

DECKS = """
import time
t0 = time.perf_counter()
from mtgrules.decks import load_deck
t1 = time.perf_counter()
load_deck({red!r}); load_deck({green!r})
t2 = time.perf_counter()
import sys
p = sys.modules.get("mtgrules.cards.parser")
from mtgrules.cards.database import _BUNDLED_CACHE
print(t1 - t0, t2 - t1, p is not None and p._parser.cache_info().currsize > 0, bool(_BUNDLED_CACHE))
"""


def parse_sample(every: int) -> tuple[int, int, float, list[float]]:
    """(cards, lines, grammar build seconds, seconds per card) for every ``every``-th card."""
    from mtgrules.cards import parser
    from mtgrules.cards.database import CardDatabase
    from mtgrules.errors import CardTextError

    db = CardDatabase.bundled()
    t0 = time.perf_counter()
    parser._parser()
    build = time.perf_counter() - t0
    records = [r for i, r in enumerate(db) if i % every == 0]
    lines = 0
    per_card: list[float] = []
    for record in records:
        for face in record.faces or (record,):
            text = face.oracle_text
            if not text:
                continue
            parser._parse_cached.cache_clear()
            parser._TREES.clear()
            n = len(parser.strip_reminder_text(text).split("\n"))
            t = time.perf_counter()
            with contextlib.suppress(CardTextError):  # an unread line stops the card
                parser.parse_oracle(text, face.name, face.types)
            per_card.append(time.perf_counter() - t)
            lines += n
    return len(records), lines, build, per_card


def paired(every: int) -> tuple[int, float, float]:
    """(lines, ms/line from the whole-line start rule, ms/line from the split start rules):
    each line parsed both ways one after the other, so that the machine's load weighs on
    both alike."""
    from lark.exceptions import UnexpectedInput

    from mtgrules.cards import parser
    from mtgrules.cards.database import CardDatabase

    lark = parser._parser()
    lines: list[tuple[str, bool]] = []
    for i, record in enumerate(CardDatabase.bundled()):
        if i % every:
            continue
        for face in record.faces or (record,):
            text = parser.strip_reminder_text(face.oracle_text.replace("\u2019", "'"))
            is_spell = "instant" in face.types or "sorcery" in face.types
            for line in parser._modal_lines(text.split("\n")) if text else ():
                lines.append((parser._name_line(line, face.name)[0].lower(), is_spell))
    whole = split = 0.0
    for low, is_spell in lines:
        t = time.perf_counter()
        with contextlib.suppress(UnexpectedInput):
            lark.parse(low, start="start")
        whole += time.perf_counter() - t
        parser._TREES.clear()
        t = time.perf_counter()
        with contextlib.suppress(UnexpectedInput):
            parser._parse_tree(low, is_spell)
        split += time.perf_counter() - t
    n = max(len(lines), 1)
    return len(lines), whole / n * 1000, split / n * 1000


def _run(args: list[str], env: dict[str, str]) -> tuple[float, float, str]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    out = subprocess.run(args, env=env, capture_output=True, text=True, check=True, cwd=ROOT)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, out.stdout


def _cold_command(cmd: list[str], envs: dict[str, dict[str, str]], runs: int) -> None:
    """Median wall and CPU time of ``runs`` fresh processes of ``cmd`` under each of ``envs``,
    taken in turn (one run of each first writes the bytecode and dataclass code caches)."""
    for env in envs.values():
        _run(cmd, env)
    walls: dict[str, list[float]] = {label: [] for label in envs}
    cpus: dict[str, list[float]] = {label: [] for label in envs}
    for _ in range(runs):
        for label, env in envs.items():
            wall, cpu, _out = _run(cmd, env)
            walls[label].append(wall)
            cpus[label].append(cpu)
    for label in envs:
        print(
            f"cold `mtgrules {' '.join(cmd[1:])}` {label}: "
            f"wall {statistics.median(walls[label]):.3f} s, "
            f"CPU {statistics.median(cpus[label]):.3f} s (median of {runs})"
        )


def cold(runs: int, *, cache: bool = True) -> None:
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as an installed package runs: bytecode cached
    label = "with the pre-parsed cards" if cache else "parsing every card (no pre-parsed cards)"
    print(f"-- {label}")
    if not cache:
        env["MTGRULES_PARSED_CARDS"] = str(ROOT / "no-such-file")
    with tempfile.TemporaryDirectory() as folder:
        env["MTGRULES_CACHE_DIR"] = folder  # this run's own dataclass code cache
        envs = {
            "(dataclass code cache)": env,
            "(no dataclass code cache)": {**env, "MTGRULES_NO_CODE_CACHE": "1"},
        }
        exe = Path(sys.executable).parent / "mtgrules"
        first = [str(exe), "play", "decks/mono-red.txt", "decks/mono-green.txt", "--seed", "1"]
        wall, cpu, _out = _run(first, env)
        print(
            f"cold `mtgrules {' '.join(first[1:])}`, the first run (an empty dataclass code "
            f"cache, written as it exits): wall {wall:.3f} s, CPU {cpu:.3f} s"
        )
        for args in (first[1:], ["check", "examples/"]):
            _cold_command([str(exe), *args], envs, runs)
        code = DECKS.format(
            red=str(ROOT / "decks/mono-red.txt"), green=str(ROOT / "decks/mono-green.txt")
        )
        loads = []
        for _ in range(runs):
            _wall, _cpu, out = _run([sys.executable, "-c", code], env)
            _imp, load, lark, whole_db = out.split()
            loads.append(float(load))
        print(
            f"deck load (both benchmark decks, fresh interpreter, after imports): "
            f"{statistics.median(loads) * 1000:.0f} ms (median of {runs}); "
            f"Earley parser started: {lark == 'True'}; card database loaded: {whole_db == 'True'}"
        )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--every", type=int, default=150, help="parse every Nth card (default 150)")
    ap.add_argument("--runs", type=int, default=3, help="cold runs to take the median of")
    ap.add_argument("--no-cold", action="store_true", help="skip the cold subprocess runs")
    ns = ap.parse_args()
    from _common import machine

    print(machine())
    print(f"load average: {os.getloadavg()[0]:.2f}")
    cards, lines, build, per_card = parse_sample(ns.every)
    total = sum(per_card)
    print(f"grammar build: {build * 1000:.0f} ms")
    print(
        f"parse: {cards} cards (every {ns.every}th), {lines} lines, {total:.2f} s: "
        f"{total / lines * 1000:.2f} ms/line, {total / len(per_card) * 1000:.1f} ms/card "
        f"(median card {statistics.median(per_card) * 1000:.1f} ms)"
    )
    n, whole, split = paired(ns.every)
    print(
        f"start rule, same {n} lines parsed both ways: whole-line rule {whole:.2f} ms/line, "
        f"split by line kind {split:.2f} ms/line ({whole / split:.1f}x)"
    )
    if not ns.no_cold:
        from mtgrules.cards.preparsed import cache_status

        print(f"pre-parsed cards: {cache_status()}")
        cold(ns.runs, cache=False)
        cold(ns.runs, cache=True)


if __name__ == "__main__":
    main()
