"""Faults the twenty-seventh session's blind checks (blind26, blind27) found that a scenario
file can't show alone: a subtype leaving with its card type (205.1a), which ``expect:
types`` (presence only) can't check, and a card refused for a mode's "its controller" that
named an earlier mode's target (Rakdos Charm, which did nothing)."""

from __future__ import annotations

import pytest

from mtgrules.cards.database import CardDatabase
from mtgrules.cards.gate import supported_definition
from mtgrules.errors import CardTextError
from mtgrules.rules import characteristics
from mtgrules.scenario.loader import parse
from mtgrules.scenario.runner import Runner


def _run(script: list[object]) -> Runner:
    data = {
        "name": "sarkhan",
        "players": [
            {
                "name": "Alice",
                "battlefield": [{"card": "Sarkhan the Masterless", "counters": {"loyalty": 5}}],
            },
            {"name": "Bob"},
        ],
        "turn": {"active": "Alice", "step": "main1", "number": 3},
        "script": script,
    }
    runner = Runner(parse(data, "sarkhan.yaml"))
    assert runner.run() == []
    return runner


def test_a_planeswalker_made_a_dragon_creature_loses_its_planeswalker_type() -> None:
    # +1: "each planeswalker you control becomes a 4/4 red Dragon creature and gains flying":
    # 205.1a, the planeswalker type removed takes the subtype Sarkhan with it; 611.2c, the
    # set the ability affects is fixed once, so Sarkhan (no longer a planeswalker) flies
    runner = _run([{"activate": {"card": "Sarkhan the Masterless", "ability": 1}}, {"resolve": 1}])
    g = runner.game
    ch = characteristics.chars(g, runner.obj("Sarkhan the Masterless"))
    assert ch.types == frozenset({"creature"})
    assert ch.subtypes == frozenset({"Dragon"})
    assert "legendary" in ch.supertypes
    assert (ch.power, ch.toughness) == (4, 4)
    assert any(getattr(a, "name", None) == "flying" for a in ch.abilities)


def test_sarkhan_as_a_planeswalker_keeps_its_subtype() -> None:
    runner = _run([])
    ch = characteristics.chars(runner.game, runner.obj("Sarkhan the Masterless"))
    assert ch.subtypes == frozenset({"Sarkhan"})


def test_its_controller_in_a_mode_without_a_target_is_refused() -> None:
    # Rakdos Charm's "Each creature deals 1 damage to its controller": the reader took "its"
    # for the second mode's target, shifted to a mode of its own (700.2); it did nothing
    with pytest.raises(CardTextError, match="a mode refers to another mode's target"):
        supported_definition(CardDatabase.bundled().get("Rakdos Charm"), use_cache=False)


@pytest.mark.parametrize("name", ["Avengers Disassembled", "Decisive Denial"])
def test_a_later_mode_with_its_own_target_keeps_its_controller(name: str) -> None:
    # "Destroy target land. Its controller may search ...", a second mode: its own target
    d = supported_definition(CardDatabase.bundled().get(name), use_cache=False)
    assert d.name == name
