"""A scenario fixes the results of coin flips and die rolls (``random: {flips, rolls}``,
705.2, 706.2): the game uses them in order, then its seeded generator; a result the die
can't show fails the step that rolls it, naming the die."""

from __future__ import annotations

from typing import Any

from mtgrules.scenario.loader import parse
from mtgrules.scenario.runner import Runner


def _kitten(random: dict[str, Any], expect: dict[str, Any] | None = None) -> list[str]:
    script: list[dict[str, Any]] = [
        {"cast": "Adorable Kitten"},
        {"resolve": 1},
        {"resolve": 1},
    ]
    if expect:
        script.append({"expect": expect})
    data = {
        "name": "kitten",
        "random": random,
        "players": [
            {"name": "Alice", "hand": ["Adorable Kitten"], "battlefield": ["Plains"]},
            {"name": "Bob"},
        ],
        "turn": {"active": "Alice", "step": "main1"},
        "script": script,
    }
    return [str(f) for f in Runner(parse(data, "kitten.yaml")).run()]


def test_each_fixed_roll_is_used_once_in_order() -> None:
    assert _kitten({"rolls": [1, 6]}, {"life": {"Alice": 21}}) == []
    assert _kitten({"rolls": [3]}, {"life": {"Alice": 23}}) == []


def test_without_fixed_rolls_the_seeded_generator_decides() -> None:
    # issue12/die-roll-adorable-kitten.yaml: the default seed rolls a 4
    assert _kitten({}, {"life": {"Alice": 24}}) == []
    assert _kitten({"flips": ["win"]}, {"life": {"Alice": 24}}) == []


def test_a_result_the_die_cannot_show_fails_the_roll() -> None:
    failures = _kitten({"rolls": [7]})
    assert len(failures) == 1
    assert "die result 7 isn't a result of a six-sided die (1 to 6)" in failures[0]
    assert "706.1a" in failures[0]
