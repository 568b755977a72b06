"""Every scenario file in tests/scenarios and examples/ must pass.

Scenarios the engine can't pass yet are listed in tests/scenarios/known_failures.txt with
the reason; they run as strict xfail, so one that starts passing fails the suite until it
is taken off the list.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from citations_table import citation_problems
from mtgrules.errors import ScenarioError
from mtgrules.scenario.loader import load, parse
from mtgrules.scenario.runner import run_scenario

ROOT = Path(__file__).resolve().parent.parent
RULE = re.compile(r"\(\d{3}(\.\d+[a-z]?)?\)")
FILES = sorted((ROOT / "tests" / "scenarios").rglob("*.yaml")) + sorted(
    (ROOT / "examples").glob("*.yaml")
)
KNOWN = {
    line.split("#")[0].strip()
    for line in (ROOT / "tests" / "scenarios" / "known_failures.txt").read_text().splitlines()
    if line.split("#")[0].strip()
}


def _params() -> list[object]:
    out = []
    for f in FILES:
        rel = f.relative_to(ROOT).as_posix()
        marks = (
            [pytest.mark.xfail(strict=True, reason="listed in known_failures.txt")]
            if rel in KNOWN
            else []
        )
        out.append(pytest.param(f, id=rel, marks=marks))
    return out


@pytest.mark.parametrize("path", _params())
def test_scenario(path: Path) -> None:
    result = run_scenario(load(path))
    assert result.passed, "\n".join(str(f) for f in result.failures)
    for message in result.refusals:  # every refusal names the rule that forbids it
        assert RULE.search(message), f"refusal without a rule: {message}"
    # ... and the common events and refusals cite their expected rule (citations_table.py)
    problems = citation_problems(result.game.log if result.game else [], result.refusals)
    assert not problems, "\n".join(problems)


def test_known_failures_exist() -> None:
    for rel in KNOWN:
        assert (ROOT / rel).exists(), rel


def test_malformed_scenarios_name_file_key_and_problem() -> None:
    with pytest.raises(ScenarioError, match=r"x.yaml: players: required"):
        parse({"name": "n"}, "x.yaml")
    with pytest.raises(ScenarioError, match=r"turn.step: unknown step 'lunch'"):
        parse(
            {"name": "n", "players": [{"name": "A"}, {"name": "B"}], "turn": {"step": "lunch"}},
            "x.yaml",
        )
    with pytest.raises(ScenarioError, match=r"script\[1\].dance: unknown action"):
        parse(
            {"name": "n", "players": [{"name": "A"}, {"name": "B"}], "script": [{"dance": 1}]},
            "x.yaml",
        )
    with pytest.raises(ScenarioError, match=r"players\[1\].name: 'A' is used twice"):
        parse({"name": "n", "players": [{"name": "A"}, {"name": "A"}]}, "x.yaml")
