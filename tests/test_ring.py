"""701.54: "The Ring tempts you." read and written back, the cards it brings in, and the
Ring's state (the emblem, the count, the Ring-bearer) in the game; the games:
tests/scenarios/core/ring_*."""

from __future__ import annotations

import pytest

from mtgrules.cards import ir
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.gate import supported_definition
from mtgrules.cards.parser import parse_oracle
from mtgrules.rules import characteristics, ring, ring_bearer
from mtgrules.scenario.loader import parse, parse_yaml
from mtgrules.scenario.runner import Runner

REAL = [
    "Claim the Precious",
    "Birthday Escape",
    "Relentless Rohirrim",
    "Took Reaper",
    "Bilbo, Retired Burglar",
    "Gollum's Bite",
    "Ranger's Firebrand",
    "Horses of the Bruinen",
    "Mirrormere Guardian",
    "The Black Breath",
    "Nazgûl",  # 701.54d: "Whenever the Ring tempts you"; 100.2a
    "Rat Colony",  # 100.2a: "A deck can have any number of cards named ~."
    "Tempest Hawk",
    "Persistent Petitioners",
]


@pytest.mark.parametrize("name", REAL)
def test_real_cards_are_supported(name: str) -> None:
    record = CardDatabase.bundled().get(name)
    assert supported_definition(record, use_cache=False).name == name


def test_the_reading() -> None:
    (spell,) = parse_oracle("Draw a card. The Ring tempts you.", "Birthday Escape", ("instant",))
    assert isinstance(spell, ir.SpellAbility)
    assert isinstance(spell.effects[-1], ir.RingTempts)


def test_the_trigger_and_the_deck_rule_read() -> None:
    (trig,) = parse_oracle(
        "Whenever the Ring tempts you, put a +1/+1 counter on each Wraith you control.",
        "Nazgûl",
        ("creature",),
    )
    assert isinstance(trig, ir.TriggeredAbility)
    assert trig.trigger.event is ir.TriggerEvent.RING_TEMPTS
    (nine,) = parse_oracle(
        "A deck can have up to nine cards named Nazgûl.", "Nazgûl", ("creature",)
    )
    assert isinstance(nine, ir.DeckLimit) and nine.limit == 9
    (rats,) = parse_oracle(
        "A deck can have any number of cards named Rat Colony.", "Rat Colony", ("creature",)
    )
    assert isinstance(rats, ir.DeckLimit) and rats.limit is None


def test_the_abilities_by_count() -> None:
    """701.54c: none but the static one at first; one more each time, up to four."""
    assert ring.abilities(0) == () and ring.abilities(1) == ()
    events = [a.trigger.event for a in ring.abilities(9)]
    assert events == [
        ir.TriggerEvent.ATTACKS,
        ir.TriggerEvent.BECOMES_BLOCKED,
        ir.TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER,
    ]
    assert len(ring.abilities(3)) == 2


def _played(battlefield: str, script: str) -> Runner:
    """Alice casts Birthday Escape ("Draw a card. The Ring tempts you.") with ``battlefield``
    and the rest of ``script``."""
    text = f"""
name: state
rules: ["701.54a"]
players:
  - name: Alice
    hand: [{{card: Birthday Escape, id: e1}}, {{card: Birthday Escape, id: e2}}]
    battlefield: [{battlefield}]
    library: [Island, Island, Island]
  - name: Bob
    library: [Island, Island]
turn: {{active: Alice, step: main1, number: 2}}
script:
  - cast: e1
  - resolve: 1
{script}"""
    runner = Runner(parse(parse_yaml(text)))
    runner.run()
    return runner


_NO_CREATURE = "Island, Island, Forest, Forest"


def test_tempted_with_no_creature() -> None:
    """701.54c-d: with no creature to choose, the Ring tempts all the same: the emblem, the
    count, no Ring-bearer and no decision."""
    game = _played(_NO_CREATURE, "").game
    alice = game.players[0]
    assert game.pending is None or type(game.pending).__name__ == "Priority"
    assert alice.ring_tempted == 1 and alice.ring_bearer is None
    emblem = ring.emblem(game, 0)
    assert emblem is not None and emblem.card.name == ring_bearer.NAME
    assert ring.emblem(game, 1) is None


def test_the_state_is_cloned_and_fingerprinted() -> None:
    game = _played(_NO_CREATURE, "").game
    before = game.fingerprint()
    copy = game.clone()
    assert copy.fingerprint() == before
    copy.players[0].ring_tempted = 2  # a clone's players are its own
    assert game.players[0].ring_tempted == 1
    assert copy.fingerprint() != before


def test_another_creature_becomes_the_ring_bearer() -> None:
    """701.54a: the first stops being the Ring-bearer when another becomes it; the new one is
    legendary, the old one not (701.54c); a Ring-bearer that leaves the battlefield is none
    (400.7)."""
    runner = _played(
        "Island, Island, {card: Grizzly Bears, id: b1}, {card: Hill Giant, id: b2}",
        "  - choose: b1\n  - cast: e2\n  - resolve: 1\n  - choose: b2\n",
    )
    game = runner.game
    alice = game.players[0]
    bears = runner.handles["b1"]
    giant = runner.handles["b2"]
    assert alice.ring_bearer == giant and alice.ring_tempted == 2
    assert "legendary" in characteristics.chars(game, giant).supertypes
    assert "legendary" not in characteristics.chars(game, bears).supertypes
    result = characteristics.battlefield_chars(game)
    assert ring_bearer.bearer(game, 0, result) == giant
    assert ring_bearer.bearer(game, 1, result) is None
