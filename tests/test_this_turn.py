"""Delayed triggered abilities that last the turn (603.7a-b): "Until end of turn, whenever
..." read, refused where the engine can't carry them out, and kept in the game state; the
games: tests/scenarios/core/this_turn_*."""

from __future__ import annotations

import pytest

from mtgrules.cards import ir
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.gate import supported_definition
from mtgrules.cards.ir.this_turn import ThisTurnTrigger
from mtgrules.cards.parser import parse_oracle
from mtgrules.errors import CardTextError
from mtgrules.rules import this_turn
from mtgrules.scenario.loader import parse, parse_yaml
from mtgrules.scenario.runner import Runner

REAL = [
    "High Tide",
    "Bubbling Muck",
    "Mountain Titan",
    "Mistway Spy",
    "Green Dragon",
    "Dovin, Grand Arbiter",
    "Electric Seaweed",
    "Subira, Tulzidi Caravanner",
    "Infested Thrinax",
]


@pytest.mark.parametrize("name", REAL)
def test_real_cards_are_supported(name: str) -> None:
    record = CardDatabase.bundled().get(name)
    assert supported_definition(record, use_cache=False).name == name


def test_the_reading() -> None:
    (spell,) = parse_oracle(
        "Until end of turn, whenever a player taps an Island for mana, that player adds an "
        "additional {U}.",
        "High Tide",
        ("instant",),
    )
    assert isinstance(spell, ir.SpellAbility)
    (e,) = spell.effects
    assert isinstance(e, ThisTurnTrigger)
    assert e.ability.trigger.event is ir.TriggerEvent.TAPPED_FOR_MANA
    assert e.ability.targets == ()


@pytest.mark.parametrize(
    ("name", "why"),
    [
        # "Draw a card." after it: its trigger's words would reach the next sentence (608.2c)
        ("Benefactor's Draught", "instructions after an 'until end of turn, whenever'"),
        ("The Sea Devils", "a target in or before it"),  # 603.7c: targets not yet
    ],
)
def test_what_is_refused(name: str, why: str) -> None:
    with pytest.raises(CardTextError, match=why):
        supported_definition(CardDatabase.bundled().get(name), use_cache=False)


_GAME = """
name: state
rules: ["603.7b"]
players:
  - name: Alice
    hand: [High Tide]
    battlefield: [{card: Island, id: i1}]
    library: [Island, Island]
  - name: Bob
    library: [Island, Island]
turn: {active: Alice, step: main1, number: 2}
script:
  - cast: High Tide
  - resolve: 1
"""


def test_the_ability_is_part_of_the_state() -> None:
    runner = Runner(parse(parse_yaml(_GAME)))
    runner.run()
    game = runner.game
    assert len(game.turn_triggers) == 1
    before = game.fingerprint()
    copy = game.clone()
    assert copy.fingerprint() == before
    copy.turn_triggers.clear()  # a clone's list is its own (cheap cloning for search)
    assert len(game.turn_triggers) == 1
    assert copy.fingerprint() != before
    assert this_turn.listens_for(game, ir.TriggerEvent.TAPPED_FOR_MANA)
    assert not this_turn.listens_for(game, ir.TriggerEvent.DIES)
    this_turn.end(game)  # 514.2
    assert game.turn_triggers == [] and not this_turn.sources(game)
