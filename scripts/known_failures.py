"""Rewrite tests/scenarios/known_failures.txt: the scenarios that don't pass yet, with why.

Run after engine or parser changes: `python scripts/known_failures.py`. The test suite runs
the listed scenarios as strict xfail, so the list must match reality.
"""

from __future__ import annotations

from pathlib import Path

from mtgrules.errors import ScenarioError
from mtgrules.scenario.loader import load
from mtgrules.scenario.runner import run_scenario

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    lines = [
        "# Scenarios the engine can't pass yet, with the first reason "
        "(tests run them as strict xfail; regenerate with scripts/known_failures.py)."
    ]
    total = 0
    for f in sorted((ROOT / "tests" / "scenarios").rglob("*.yaml")):
        total += 1
        try:
            r = run_scenario(load(f))
            why = "" if r.passed else str(r.failures[0])
        except ScenarioError as e:
            why = str(e).split(": ", 1)[-1]
        except Exception as e:
            why = f"{type(e).__name__}: {e}"
        if why:
            lines.append(f"{f.relative_to(ROOT).as_posix()}  # {why[:160]}")
    (ROOT / "tests" / "scenarios" / "known_failures.txt").write_text("\n".join(lines) + "\n")
    print(f"{total - (len(lines) - 1)} of {total} scenarios pass; {len(lines) - 1} listed")


if __name__ == "__main__":
    main()
