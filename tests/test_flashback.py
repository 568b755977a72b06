"""Flashback (702.34): cast from its owner's graveyard for the flashback cost instead of the
mana cost (118.9, 601.2b), listed by legal_actions from there; exiled instead of going
anywhere else when it would leave the stack (702.34a)."""

from __future__ import annotations

import pytest

from helpers import FOREST, land
from mtgrules.cards import ir, load_card
from mtgrules.cards.gate import card_gaps
from mtgrules.decisions import CastSpell, PassPriority
from mtgrules.errors import IllegalActionError
from mtgrules.game import Game
from mtgrules.objects import Target
from mtgrules.rules.support import engine_gaps
from mtgrules.zones import Zone

ISLAND = land("Island", "U")
MOUNTAIN = land("Mountain", "R")


def _game(*cards: tuple[int, Zone, ir.CardDefinition], step: str = "main1") -> Game:
    g = Game(["Alice", "Bob"], seed=1)
    for p, zone, c in cards:
        g.add_card(p, zone, c)
    for p in range(2):
        for _ in range(5):
            g.add_card(p, Zone.LIBRARY, FOREST)
    g.start(0, step)
    return g


def _named(g: Game, name: str) -> int:
    return next(o.id for o in g.objects.values() if o.name == name)


def _resolve_all(g: Game) -> None:
    while g.stack:
        g.apply(PassPriority())


@pytest.mark.parametrize("name", ["Think Twice", "Firebolt", "Faithless Looting"])
def test_flashback_cards_are_supported(name: str) -> None:
    assert card_gaps(load_card(name)) == []


def test_flashback_gaps() -> None:
    # "Flashback—{1}, Discard a card." is paid (rules/keyword_action_costs.py); tapping
    # creatures isn't
    creatures = ir.Filter(types=frozenset({"creature"}))
    fb = ir.Keyword("flashback", cost=ir.Cost(mana="{1}", tap_untapped=creatures, tap_count=3))
    assert "flashback with a cost other than mana and life" in engine_gaps(
        ir.CardDefinition(name="A", types=("instant",), abilities=(fb,))
    )
    fb = ir.Keyword("flashback", cost=ir.Cost(mana="{1}"))
    assert "flashback on a card that isn't an instant or sorcery" in engine_gaps(
        ir.CardDefinition(name="B", types=("creature",), abilities=(fb,))
    )


def test_cast_from_graveyard_listed_paid_and_exiled() -> None:
    think = load_card("Think Twice")  # {1}{U} draw a card; flashback {2}{U}
    islands = [(0, Zone.BATTLEFIELD, ISLAND)] * 3
    g = _game((0, Zone.GRAVEYARD, think), *islands)
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    assert casts == [CastSpell(_named(g, "Think Twice"), alt_cost="flashback")]
    hand = len(g.players[0].hand)
    g.apply(casts[0])
    assert all(o.tapped for o in g.battlefield_objects())  # {2}{U}
    assert any(e.rule == "702.34a" for e in g.log)
    _resolve_all(g)
    assert len(g.players[0].hand) == hand + 1
    assert g.objects[_named(g, "Think Twice")].zone is Zone.EXILE  # 702.34a
    assert not [a for a in g.legal_actions() if isinstance(a, CastSpell)]


def test_not_listed_when_the_cost_cant_be_paid_or_at_the_wrong_time() -> None:
    think = load_card("Think Twice")
    g = _game(
        (0, Zone.GRAVEYARD, think), (0, Zone.BATTLEFIELD, ISLAND), (0, Zone.BATTLEFIELD, ISLAND)
    )
    assert not [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    firebolt = load_card("Firebolt")  # sorcery; flashback {4}{R}
    g = _game((0, Zone.GRAVEYARD, firebolt), *[(0, Zone.BATTLEFIELD, MOUNTAIN)] * 5, step="upkeep")
    assert not [a for a in g.legal_actions() if isinstance(a, CastSpell)]  # 307.1
    with pytest.raises(IllegalActionError) as e:
        g.apply(CastSpell(_named(g, "Firebolt"), ((Target(player=1),),), alt_cost="flashback"))
    assert e.value.rule == "307.1"


def test_refusals_leave_the_state_unchanged() -> None:
    think = load_card("Think Twice")
    bears = load_card("Grizzly Bears")
    islands = [(0, Zone.BATTLEFIELD, ISLAND)] * 3
    g = _game(
        (0, Zone.GRAVEYARD, think), (0, Zone.HAND, think), (0, Zone.GRAVEYARD, bears), *islands
    )
    gy = next(
        o.id for o in g.objects.values() if o.name == "Think Twice" and o.zone is Zone.GRAVEYARD
    )
    hand = next(o.id for o in g.objects.values() if o.name == "Think Twice" and o.zone is Zone.HAND)
    before = g.fingerprint()
    for action, rule in (
        (CastSpell(gy), "702.34a"),  # from a graveyard only with flashback
        (CastSpell(hand, alt_cost="flashback"), "702.34a"),  # flashback only from a graveyard
        (CastSpell(_named(g, "Grizzly Bears"), alt_cost="flashback"), "702.34a"),
    ):
        with pytest.raises(IllegalActionError) as e:
            g.apply(action)
        assert e.value.rule == rule
        assert g.fingerprint() == before


def test_countered_flashback_spell_is_exiled() -> None:
    think = load_card("Think Twice")
    cancel = load_card("Cancel")  # {1}{U}{U} counter target spell
    g = _game(
        (0, Zone.GRAVEYARD, think),
        (1, Zone.HAND, cancel),
        *[(0, Zone.BATTLEFIELD, ISLAND)] * 3,
        *[(1, Zone.BATTLEFIELD, ISLAND)] * 3,
    )
    g.apply(CastSpell(_named(g, "Think Twice"), alt_cost="flashback"))
    g.apply(PassPriority())
    spell = g.stack[-1].object.id
    g.apply(CastSpell(_named(g, "Cancel"), ((Target(object_id=spell),),)))
    _resolve_all(g)
    assert g.objects[_named(g, "Think Twice")].zone is Zone.EXILE  # 702.34a


def test_flashback_cost_with_life() -> None:
    deep = load_card("Deep Analysis")  # target player draws two; flashback {1}{U}, pay 3 life
    assert card_gaps(deep) == []
    g = _game((0, Zone.GRAVEYARD, deep), *[(0, Zone.BATTLEFIELD, ISLAND)] * 2)
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    assert {a.alt_cost for a in casts} == {"flashback"} and len(casts) == 2  # either player
    g.apply(CastSpell(_named(g, "Deep Analysis"), ((Target(player=0),),), alt_cost="flashback"))
    assert g.players[0].life == 17  # 119.4
    g = _game((0, Zone.GRAVEYARD, deep), *[(0, Zone.BATTLEFIELD, ISLAND)] * 2)
    g.players[0].life = 2
    assert not [a for a in g.legal_actions() if isinstance(a, CastSpell)]  # 119.4
    before = g.fingerprint()
    with pytest.raises(IllegalActionError):
        g.apply(CastSpell(_named(g, "Deep Analysis"), ((Target(player=0),),), alt_cost="flashback"))
    assert g.fingerprint() == before
