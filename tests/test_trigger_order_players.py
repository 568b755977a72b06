"""Triggers of one ability that differ only in the player they triggered for (Rooftop Bypass
when two players are dealt combat damage at once, 603.2c) are ordered by naming those
players, or "NAME (for PLAYER)"; a refusal lists them that way (603.3b)."""

from __future__ import annotations

from typing import Any

from mtgrules.decisions import TriggerOrder
from mtgrules.scenario.choice_values import choice_value
from mtgrules.scenario.loader import parse
from mtgrules.scenario.runner import Runner


def _run(order: Any | None) -> Runner:
    data = {
        "name": "bypass",
        "players": [
            {"name": "Alice", "battlefield": ["Rooftop Bypass", "Grizzly Bears", "Savannah Lions"]},
            {"name": "Bob"},
            {"name": "Carol"},
        ],
        "turn": {"active": "Alice", "step": "declare_attackers"},
        "script": [
            {"attack": {"Grizzly Bears": "Bob", "Savannah Lions": "Carol"}},
            {"advance": "end_of_combat"},
            *([{"choose": order}] if order is not None else []),
        ],
    }
    runner = Runner(parse(data, "bypass.yaml"))
    runner.failures = runner.run()
    return runner


def _ordered_players(answer: Any) -> list[str]:
    """The players of the triggers in the order ``answer`` puts them on the stack."""
    r = _run(None)
    g = r.game
    d = g.pending
    assert isinstance(d, TriggerOrder), d
    order = choice_value(r, d, answer)
    return [g.players[d.triggers[i].player].name for i in order]  # type: ignore[index]


def test_the_first_player_named_goes_on_the_stack_first() -> None:
    assert _ordered_players(["Carol", "Bob"]) == ["Carol", "Bob"]
    assert _ordered_players(["Bob", "Carol"]) == ["Bob", "Carol"]
    named = ["Rooftop Bypass (for Carol)", "Rooftop Bypass (for Bob)"]
    assert _ordered_players(named) == ["Carol", "Bob"]
    assert _run(["Carol", "Bob"]).failures == []


def test_an_unknown_name_lists_the_triggers_with_their_players() -> None:
    r = _run(["Dave", "Bob"])
    assert len(r.failures) == 1
    text = str(r.failures[0])
    assert "Rooftop Bypass (for Bob); Rooftop Bypass (for Carol)" in text, text


def test_yes_to_a_trigger_order_says_what_is_asked() -> None:
    r = _run(True)  # YAML reads `choose: yes` as true
    assert len(r.failures) == 1
    text = str(r.failures[0])
    assert "asks Alice for the order of triggers, not yes or no" in text, text
