"""An instruction that asks a second question is played again with its answers (608.2c,
rules/resolve.py): what it logged before the question is logged once, not once per pass."""

from __future__ import annotations

from typing import Any

from tests.helpers import scenario_game

GIDEON = {
    "name": "Gideon, the Oathsworn",
    "mana_cost": "{4}{W}{W}",
    "type_line": "Legendary Planeswalker — Gideon",
    "loyalty": 4,
    "text": "[+1]: You gain 1 life.",
}


def _battle_cry(script_tail: list[Any]) -> Any:
    return scenario_game(
        {
            "cards": [GIDEON],
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Gideon's Battle Cry"],
                    "battlefield": ["Plains"] * 4,
                    "library": ["Island", "Gideon, the Oathsworn", "Swamp"],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 3},
            "script": [
                {"cast": "Gideon's Battle Cry"},
                {"resolve": 1},
                {"choose": "yes"},
                {"choose": "library and graveyard"},
                *script_tail,
            ],
        }
    )


def _count(g: Any, text: str) -> int:
    return sum(1 for e in g.log if text in e.text)


def test_a_search_asked_in_two_questions_is_logged_once() -> None:
    g = _battle_cry([{"choose": "Gideon, the Oathsworn"}])
    assert _count(g, "searches their library and graveyard") == 1
    assert _count(g, "reveals Gideon, the Oathsworn") == 1
    assert _count(g, "shuffles their library") == 1


def test_a_refused_answer_between_the_passes_changes_nothing_in_the_log() -> None:
    g = _battle_cry(
        [
            {"choose": "Island", "expect_error": "701.23a"},
            {"choose": "Gideon, the Oathsworn"},
        ]
    )
    assert _count(g, "searches their library and graveyard") == 1
