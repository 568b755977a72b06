#!/usr/bin/env python3
"""mtgrules against phase.rs's Python package ``phase-python``, side by side in one run: the
same two decks (mono-red against mono-green), the same uniformly random policy (at every
decision, one of the legal actions the engine lists, uniformly), the same seeds, one process
each, alternating rounds so both see the same machine load. Prints games per second and
actions per second of each and the ratio.

phase-python lives in its own virtual environment (``--phase-venv``, default
``$PHASE_VENV`` or ``/work/phase-venv``), created with ``pip install phase-python`` if
missing; it is never a dependency of mtgrules. Its card data is built by its ``phase-gen``
from an MTGJSON AtomicCards file that mtgrules writes for the 20 cards from its own
database (``mtgrules.decks.atomic_cards_document``).

Usage: ``.venv/bin/python benchmarks/bench_vs_phase.py [--rounds R] [--phase-games N]
[--mtgrules-games M]``
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from _common import benchmark_decks, machine, say, self_play

from mtgrules.decks import atomic_cards_document

# Runs inside phase-python's virtual environment: argv = card-data.json, decks JSON, games,
# first seed. Prints one JSON line.
PHASE_RUNNER = r"""
import json, random, sys, time
from phase import Engine

card_data, decks_json, games, seed0 = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
red, green = json.loads(decks_json)
engine = Engine.from_path(card_data)

def actors(game, waiting):
    # Who may act: the prompt's player; for the simultaneous mulligan, every player still
    # deciding (game.actions() lists the union of their actions, so the chosen one is
    # applied for the first of them that may take it).
    data = waiting.get("data")
    if isinstance(data, dict):
        if "player" in data:
            return [data["player"]]
        if data.get("pending"):
            return [p["player"] for p in data["pending"]]
    return [game.priority_player()]

def apply(game, waiting, action):
    seats = actors(game, waiting)
    for i, seat in enumerate(seats):
        try:
            game.apply(seat, action)
            return
        except ValueError:
            if i == len(seats) - 1:
                raise

actions = turns = finished = 0
wins = [0, 0]
errors = []
start = time.perf_counter()
for seed in range(seed0, seed0 + games):
    rng = random.Random(seed)
    game = engine.new_game(red, green, seed=seed, format="Legacy")
    n = 0
    try:
        while n < 50000:
            waiting = game.waiting_for()
            if waiting["type"] == "GameOver":
                finished += 1
                w = (waiting.get("data") or {}).get("winner")
                if w in (0, 1):
                    wins[w] += 1
                break
            legal = game.actions()
            apply(game, waiting, rng.choice(legal))
            n += 1
    except Exception as e:
        errors.append(f"seed {seed}: {type(e).__name__}: {e}"[:300])
    actions += n
    turns += game.turn
seconds = time.perf_counter() - start
print(json.dumps({"games": games, "finished": finished, "actions": actions, "turns": turns,
                  "seconds": seconds, "wins": wins, "errors": errors,
                  "cards": engine.card_count()}))
"""


@dataclass
class Totals:
    games: int = 0
    actions: int = 0
    turns: int = 0
    seconds: float = 0.0
    finished: int = 0
    wins: list[int] = field(default_factory=lambda: [0, 0])
    errors: list[str] = field(default_factory=list)

    def add(
        self,
        games: int,
        actions: int,
        turns: int,
        seconds: float,
        finished: int,
        wins: Sequence[int],
        errors: list[str],
    ) -> None:
        self.games += games
        self.actions += actions
        self.turns += turns
        self.seconds += seconds
        self.finished += finished
        self.wins = [self.wins[0] + wins[0], self.wins[1] + wins[1]]
        self.errors += errors

    @property
    def rate(self) -> float:
        return self.games / self.seconds

    def line(self, label: str, unit: str) -> str:
        text = (
            f"{label} {self.games} games in {self.seconds:.1f} s: {self.rate:.2f} games/s, "
            f"{self.actions / self.seconds:,.0f} {unit}/s, {self.actions / self.games:.0f} "
            f"{unit} and {self.turns / self.games:.1f} turns a game; mono-red won "
            f"{self.wins[0]}, mono-green {self.wins[1]}; {self.finished} ended"
        )
        if self.errors:
            text += f"; {len(self.errors)} errors, first: {self.errors[0]}"
        return text


def default_venv() -> Path:
    env = os.environ.get("PHASE_VENV")
    return Path(env) if env else Path("/work/phase-venv")


def ensure_phase(venv: Path) -> tuple[Path | None, str]:
    """The phase venv's python, creating the venv if needed; or None and why not."""
    py = venv / "bin" / "python"
    if py.exists():
        probe = subprocess.run([str(py), "-c", "import phase"], capture_output=True, text=True)
        if probe.returncode == 0:
            return py, "found"
    say(f"creating {venv} and installing phase-python from PyPI ...")
    steps = [
        [sys.executable, "-m", "venv", str(venv)],
        [str(py), "-m", "pip", "install", "-q", "phase-python"],
    ]
    for cmd in steps:
        p = subprocess.run(cmd, capture_output=True, text=True)
        if p.returncode != 0:
            return None, f"{' '.join(cmd)} failed: {(p.stderr or p.stdout).strip()[-800:]}"
    return py, "installed"


def build_card_data(py: Path, work: Path) -> tuple[Path | None, str]:
    work.mkdir(parents=True, exist_ok=True)
    red, green = benchmark_decks()
    names = sorted({n for d in (red, green) for _, n in d.main})
    atomic = work / "AtomicCards.json"
    atomic.write_text(json.dumps(atomic_cards_document(names), indent=1))
    out = work / "card-data.json"
    gen = py.parent / "phase-gen"
    cmd = [
        str(gen) if gen.exists() else str(py),
        *([] if gen.exists() else ["-m", "phase.gen"]),
        "-i",
        str(atomic),
        "-o",
        str(out),
    ]
    p = subprocess.run(cmd, capture_output=True, text=True, cwd=work)
    if p.returncode != 0 or not out.exists():
        return None, f"phase-gen failed: {(p.stderr or p.stdout).strip()[-800:]}"
    n = len(json.loads(out.read_text()))
    if n != len(names):
        return None, f"phase-gen wrote {n} of the {len(names)} cards: {p.stdout.strip()}"
    return out, p.stdout.strip().splitlines()[-1]


def run_phase(py: Path, card_data: Path, games: int, seed: int) -> dict[str, Any]:
    red, green = benchmark_decks()
    decks = json.dumps([red.cards(), green.cards()])
    p = subprocess.run(
        [str(py), "-c", PHASE_RUNNER, str(card_data), decks, str(games), str(seed)],
        capture_output=True,
        text=True,
    )
    if p.returncode != 0:
        raise RuntimeError(f"phase-python run failed: {p.stderr.strip()[-1500:]}")
    out: dict[str, Any] = json.loads(p.stdout.strip().splitlines()[-1])
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "--rounds", type=int, default=3, help="alternating rounds (mtgrules, then phase-python)"
    )
    ap.add_argument("--phase-games", type=int, default=10, help="phase-python games a round")
    ap.add_argument("--mtgrules-games", type=int, default=100, help="mtgrules games a round")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--phase-venv", type=Path, default=default_venv())
    ap.add_argument(
        "--workdir", type=Path, default=Path(tempfile.gettempdir()) / "mtgrules-phase-bench"
    )
    args = ap.parse_args()
    say(machine())
    py, how = ensure_phase(args.phase_venv)
    if py is None:
        say(f"phase-python can't be run here: {how}")
        return 2
    version = subprocess.run(
        [str(py), "-m", "pip", "show", "phase-python"], capture_output=True, text=True
    ).stdout
    ver = next(
        (x.split(":", 1)[1].strip() for x in version.splitlines() if x.startswith("Version:")), "?"
    )
    say(f"phase-python {ver} ({how}) in {args.phase_venv}")
    card_data, msg = build_card_data(py, args.workdir)
    if card_data is None:
        say(f"phase-python can't be run here: {msg}")
        return 2
    say(f"phase-gen, from the AtomicCards file mtgrules wrote: {msg}")

    red, green = benchmark_decks()
    self_play(red, green, 3, seed=10_000)  # warm up mtgrules (imports, caches)
    m, ph = Totals(), Totals()
    wall = time.perf_counter()
    for r in range(args.rounds):
        seed = args.seed + r * 1000
        res = self_play(red, green, args.mtgrules_games, seed)
        m.add(res.games, res.decisions, res.turns, res.seconds, res.finished, res.wins, [])
        out = run_phase(py, card_data, args.phase_games, seed)
        ph.add(
            out["games"],
            out["actions"],
            out["turns"],
            out["seconds"],
            out["finished"],
            out["wins"],
            out["errors"],
        )
        say(
            f"  round {r + 1}: mtgrules {res.games_per_second:.1f} games/s, phase-python "
            f"{out['games'] / out['seconds']:.2f} games/s"
        )
    say(m.line("mtgrules:    ", "decisions"))
    say(ph.line("phase-python:", "actions"))
    say(
        f"ratio (mtgrules games/s / phase-python games/s): {m.rate / ph.rate:.1f}x; "
        f"per action: {m.actions / m.seconds / (ph.actions / ph.seconds):.1f}x "
        f"(benchmark wall time {time.perf_counter() - wall:.0f} s)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
