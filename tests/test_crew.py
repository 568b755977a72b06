"""Crew (702.122): "Tap any number of other untapped creatures you control with total power N
or greater: This permanent becomes an artifact creature until end of turn."""

from __future__ import annotations

import pytest

from helpers import FOREST, creature
from mtgrules.cards import ir, load_card
from mtgrules.cards.gate import card_gaps
from mtgrules.decisions import ActivateAbility, PassPriority
from mtgrules.errors import IllegalActionError
from mtgrules.game import Game
from mtgrules.rules import characteristics
from mtgrules.rules.support import engine_gaps
from mtgrules.zones import Zone


def _game(*cards: tuple[int, Zone, ir.CardDefinition]) -> Game:
    g = Game(["Alice", "Bob"], seed=1)
    for p, zone, c in cards:
        g.add_card(p, zone, c)
    for p in range(2):
        for _ in range(5):
            g.add_card(p, Zone.LIBRARY, FOREST)
    g.start(0, "main1")
    return g


def _named(g: Game, name: str) -> int:
    return next(o.id for o in g.objects.values() if o.name == name)


@pytest.mark.parametrize("name", ["Sky Skiff", "Renegade Freighter", "Thundering Broodwagon"])
def test_vehicles_with_crew_are_supported(name: str) -> None:
    assert card_gaps(load_card(name)) == []


def test_crew_zero_is_a_gap() -> None:
    card = ir.CardDefinition(
        name="V", types=("artifact",), abilities=(ir.Keyword("crew", amount=0),)
    )
    assert "crew 0" in engine_gaps(card)


def test_crewing_makes_an_artifact_creature_until_end_of_turn() -> None:
    skiff = load_card("Sky Skiff")  # 2/3 flying Vehicle, crew 1
    g = _game((0, Zone.BATTLEFIELD, skiff), (0, Zone.BATTLEFIELD, creature("Elf", 1, 1)))
    sk, elf = _named(g, "Sky Skiff"), _named(g, "Elf")
    g.objects[elf].controlled_since_turn = g.turn_number  # summoning sick: it can still crew
    assert "creature" not in characteristics.chars(g, sk).types
    crews = [a for a in g.legal_actions() if isinstance(a, ActivateAbility)]
    assert crews == [ActivateAbility(sk, 0, tap=(elf,))]
    g.apply(crews[0])
    assert g.objects[elf].tapped
    g.apply(PassPriority())
    g.apply(PassPriority())
    ch = characteristics.chars(g, sk)
    assert {"artifact", "creature"} <= ch.types and (ch.power, ch.toughness) == (2, 3)  # 301.7b
    assert any(e.rule == "702.122a" for e in g.log)
    assert not [a for a in g.legal_actions() if isinstance(a, ActivateAbility)]  # Elf tapped
    turn = g.turn_number
    while g.turn_number == turn:  # 514.2: "until end of turn" effects end in the cleanup step
        g.apply(g.legal_actions()[0])
    assert "creature" not in characteristics.chars(g, sk).types


def test_crew_refusals_leave_the_state_unchanged() -> None:
    freighter = load_card("Renegade Freighter")  # crew 2
    g = _game(
        (0, Zone.BATTLEFIELD, freighter),
        (0, Zone.BATTLEFIELD, creature("Elf", 1, 1)),
        (1, Zone.BATTLEFIELD, creature("Bear", 2, 2)),
    )
    fr, elf, bear = _named(g, "Renegade Freighter"), _named(g, "Elf"), _named(g, "Bear")
    assert not [a for a in g.legal_actions() if isinstance(a, ActivateAbility)]
    before = g.fingerprint()
    for tap in ((elf,), (elf, bear), (fr,)):  # too little power; not yours; itself (other)
        with pytest.raises(IllegalActionError) as e:
            g.apply(ActivateAbility(fr, 0, tap=tap))
        assert e.value.rule == "602.2b"
        assert g.fingerprint() == before
