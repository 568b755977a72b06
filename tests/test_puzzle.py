"""Forge puzzles: ``mtgrules puzzle import`` and ``mtgrules solve`` on puzzles of our own
(tests/fixtures/puzzles), one of them without a solution."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from mtgrules.cli import main
from mtgrules.puzzle import PuzzleError, load_pzl, parse_pzl
from mtgrules.rules import characteristics
from mtgrules.scenario.loader import parse
from mtgrules.scenario.runner import Runner, run_scenario

HERE = Path(__file__).resolve().parent / "fixtures" / "puzzles"


def _cli(*args: str) -> tuple[int, str]:
    r = CliRunner().invoke(main, list(args))
    return r.exit_code, r.output


def test_import_writes_a_scenario_that_loads(tmp_path: Path) -> None:
    out = tmp_path / "bolt.yaml"
    code, text = _cli("puzzle", "import", str(HERE / "bolt_for_lethal.pzl"), "-o", str(out))
    assert code == 0, text
    data = yaml.safe_load(out.read_text())
    assert data["name"] == "Bolt for lethal"
    assert data["tags"] == ["puzzle", "goal:win", "turns:1"]
    human, ai = data["players"]
    assert human["hand"] == ["Lightning Bolt", "Shock"]
    # a name held by two cards gets numbered handles, so that a script can name each
    assert human["battlefield"] == [
        {"card": "Mountain", "id": "Mountain #1"},
        {"card": "Mountain", "id": "Mountain #2"},
        {"card": "Grizzly Bears", "summoning_sick": True, "id": "Grizzly Bears #1"},
        "Goblin Guide",
    ]
    assert ai == {
        "name": "AI",
        "life": 5,
        "battlefield": [{"card": "Grizzly Bears", "tapped": True, "id": "Grizzly Bears #2"}],
    }
    assert data["turn"] == {"active": "Human", "step": "main1", "number": 1}
    result = run_scenario(parse(data, str(out)))
    assert result.passed, result.failures
    code, text = _cli("check", str(out))
    assert code == 0, text


def test_modifiers_ids_attachments_and_counters() -> None:
    data = load_pzl(HERE / "attachments.pzl").scenario
    bf = data["players"][0]["battlefield"]
    assert bf[1] == {"card": "Grizzly Bears", "id": "Grizzly Bears #1", "counters": {"+1/+1": 1}}
    assert bf[2] == {"card": "Rancor", "attached_to": "Grizzly Bears #1"}
    assert data["players"][1]["graveyard"] == ["Lightning Bolt"]
    g = Runner(parse(data, "attachments")).game
    rancor = next(o for o in g.battlefield_objects() if o.name == "Rancor")
    bears = next(o for o in g.battlefield_objects() if o.name == "Grizzly Bears")
    assert rancor.attached_to == bears.id
    assert characteristics.chars(g, bears.id).power == 5  # 2 + 1 counter + 2 Rancor
    assert g.turn_number == 3


def test_unsupported_puzzles_are_refused_with_reasons() -> None:
    code, text = _cli("puzzle", "import", str(HERE / "unsupported.pzl"))
    assert code == 1
    assert "only the goal Win is supported" in text
    assert "unknown card 'Not A Real Card Name'" in text
    assert "FaceDown cards aren't supported" in text
    with pytest.raises(PuzzleError, match="isn't supported"):
        parse_pzl("[state]\nhumanhand=Shock|Cursed\n")
    with pytest.raises(PuzzleError, match="names no card with Id:9"):
        parse_pzl("[state]\nhumanbattlefield=Rancor|Attaching:9\n")
    ready = parse_pzl(
        "[state]\nRemoveSummoningSickness=true\nhumanbattlefield=Grizzly Bears|SummonSick\n"
    )
    assert ready.scenario["players"][0]["battlefield"] == ["Grizzly Bears"]
    with pytest.raises(PuzzleError, match="not supported"):
        parse_pzl("[state]\nhumanplaneswalkers=Shock\n")


def _replay(data: dict, output: str) -> None:
    """The printed script, played as a scenario, ends with the solver's player winning."""
    script_text = output.split("script:\n", 1)[1].split("# log:", 1)[0]
    steps = yaml.safe_load(script_text)
    scenario = dict(data, script=[*steps, {"expect": {"winner": "Human"}}])
    result = run_scenario(parse(scenario, "replay"))
    assert result.passed, result.failures


def test_solve_win_this_turn() -> None:
    code, out = _cli("solve", str(HERE / "bolt_for_lethal.pzl"))
    assert code == 0, out
    assert out.startswith("# Human wins this turn")
    assert "Lightning Bolt" in out and "AI loses the game" in out
    _replay(load_pzl(HERE / "bolt_for_lethal.pzl").scenario, out)


def test_solve_within_three_turns_whatever_the_opponent_does() -> None:
    code, out = _cli("solve", str(HERE / "next_turn.pzl"))
    assert code == 0, out
    assert "wins within 3 turns" in out and "[T3 " in out
    _replay(load_pzl(HERE / "next_turn.pzl").scenario, out)


def test_solve_says_when_there_is_no_solution() -> None:
    code, out = _cli("solve", str(HERE / "no_solution.pzl"))
    assert code == 1
    assert "No line wins this turn for Human, whatever the opponent does" in out


def test_solve_says_when_the_limit_cut_the_search(tmp_path: Path) -> None:
    code, out = _cli("solve", str(HERE / "next_turn.pzl"), "--limit", "5")
    assert code == 1
    assert "within the search limit (5 positions)" in out
    # an imported scenario file solves the same way (the goal is in its tags)
    yml = tmp_path / "p.yaml"
    assert _cli("puzzle", "import", str(HERE / "bolt_for_lethal.pzl"), "-o", str(yml))[0] == 0
    code, out = _cli("solve", str(yml))
    assert code == 0, out
