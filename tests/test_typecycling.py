"""Typecycling (702.29e): "[Type]cycling [cost]" is "[Cost], Discard this card: Search your
library for a [type] card, reveal it, put it into your hand, then shuffle.", activated only
from its owner's hand (702.29a)."""

from __future__ import annotations

import pytest

from mtgrules.cards import load_card
from mtgrules.cards.gate import card_gaps
from mtgrules.decisions import ActivateAbility, Choose, PassPriority, SearchChoice
from mtgrules.errors import IllegalActionError
from mtgrules.game import Game
from mtgrules.zones import Zone


@pytest.mark.parametrize("name", ["Twisted Abomination", "Vedalken Aethermage", "Ash Barrens"])
def test_typecycling_cards_are_supported(name: str) -> None:
    assert card_gaps(load_card(name)) == []


def test_swampcycling_finds_a_swamp_from_hand_only() -> None:
    g = Game(["Alice", "Bob"])
    abom = g.add_card(0, Zone.HAND, load_card("Twisted Abomination"))  # swampcycling {2}
    for _ in range(2):
        g.add_card(0, Zone.BATTLEFIELD, load_card("Forest"))
    swamp = g.add_card(0, Zone.LIBRARY, load_card("Swamp"))
    g.add_card(0, Zone.LIBRARY, load_card("Forest"))
    g.start(0, "main1")
    acts = [a for a in g.legal_actions(mana_abilities=False) if isinstance(a, ActivateAbility)]
    assert [a.source for a in acts] == [abom.id]
    g.apply(acts[0])
    assert g.objects[g.players[0].graveyard[-1]].name == "Twisted Abomination"  # discarded
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert isinstance(g.pending, SearchChoice)
    assert set(g.pending.options or ()) - {None} == {swamp.id}  # only Swamp cards (702.29e)
    g.apply(Choose([swamp.id]))
    assert [g.objects[i].name for i in g.players[0].hand] == ["Swamp"]


def test_typecycling_doesnt_work_from_the_battlefield() -> None:
    g = Game(["Alice", "Bob"])
    abom = g.add_card(0, Zone.BATTLEFIELD, load_card("Twisted Abomination"))
    for _ in range(2):
        g.add_card(0, Zone.BATTLEFIELD, load_card("Forest"))
    g.start(0, "main1")
    assert not [
        a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == abom.id
    ]
    before = g.fingerprint()
    with pytest.raises(IllegalActionError) as e:
        g.apply(ActivateAbility(abom.id, 1))
    assert e.value.rule == "113.6m" and g.fingerprint() == before  # works from the hand only
