"""Abilities that function from a graveyard (113.6m): activated abilities whose cost exiles
the card from its owner's graveyard or whose effect returns it from there (602.2: only its
owner may activate them, paid like any cost, 602.2b), and triggered abilities that return
the card from the graveyard (they trigger there, and only there)."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import activations_of as _activations
from helpers import scenario_game as _game
from mtgrules.cards import ir, load_card
from mtgrules.cards.gate import card_gaps
from mtgrules.decisions import (
    ActivateAbility,
    CastSpell,
    Choose,
    OptionalEffect,
    PassPriority,
    PlayLand,
)
from mtgrules.errors import IllegalActionError
from mtgrules.objects import Target
from mtgrules.rules import graveyard_abilities
from mtgrules.rules.support import engine_gaps
from mtgrules.zones import Zone


def _id(g: Any, name: str) -> int:
    return next(o.id for o in g.objects.values() if o.name == name)


def _resolve_all(g: Any) -> None:
    while g.stack:
        g.apply(PassPriority())


@pytest.mark.parametrize(
    "name",
    ["Adorned Crocodile", "Abzan Devotee", "Aurora Eidolon", "Masked Admirers", "Dauntless Cathar"],
)
def test_supported(name: str) -> None:
    assert card_gaps(load_card(name)) == []


def test_reading() -> None:
    devotee = load_card("Abzan Devotee")
    ret = [a for a in devotee.abilities if isinstance(a, ir.ActivatedAbility)][1]
    assert ret.effects == (ir.ReturnToHand(ir.SelfRef(), from_graveyard=True),)
    assert graveyard_abilities.activated_from_graveyard(ret)
    croc = load_card("Adorned Crocodile")
    renew = next(a for a in croc.abilities if isinstance(a, ir.ActivatedAbility))
    assert renew.cost.exile_self_from_graveyard and renew.sorcery_speed
    eidolon = load_card("Aurora Eidolon")
    trig = next(a for a in eidolon.abilities if isinstance(a, ir.TriggeredAbility))
    assert graveyard_abilities.triggered_from_graveyard(trig)
    assert graveyard_abilities.has_triggered(eidolon)
    assert not graveyard_abilities.has_activated(eidolon)


def test_dies_trigger_keeps_working_from_the_battlefield() -> None:
    """113.6m: "When this creature dies, return this card from your graveyard ..." says the
    card is put into the graveyard first: it works from the battlefield (603.10a)."""
    trig = ir.TriggeredAbility(
        ir.Trigger(ir.TriggerEvent.DIES),
        (ir.ReturnToHand(ir.SelfRef(), from_graveyard=True),),
    )
    assert not graveyard_abilities.triggered_from_graveyard(trig)


def test_cost_paid_on_the_battlefield_is_a_gap() -> None:
    ab = ir.ActivatedAbility(
        ir.Cost(mana="{1}", tap=True, exile_self_from_graveyard=True), (ir.Draw(ir.YouRef(), 1),)
    )
    card = ir.CardDefinition(name="A", types=("creature",), abilities=(ab,))
    assert "a graveyard ability with a cost paid on the battlefield" in engine_gaps(card)


def test_renew_listed_for_the_owner_only_as_a_sorcery() -> None:
    players = [
        {
            "name": "Alice",
            "graveyard": ["Adorned Crocodile"],
            "battlefield": ["Swamp", "Grizzly Bears"],
        },
        {"name": "Bob", "graveyard": [{"card": "Adorned Crocodile", "id": "b"}]},
    ]
    g = _game({"players": players})
    mine, bobs = (o.id for o in g.objects.values() if o.name == "Adorned Crocodile")
    bears = _id(g, "Grizzly Bears")
    at_bears = ((Target(object_id=bears, zone=Zone.BATTLEFIELD),),)
    assert _activations(g, mine) == [ActivateAbility(mine, 0, targets=at_bears)]
    assert _activations(g, bobs) == []
    with pytest.raises(IllegalActionError, match=r"\(602\.2\)"):
        g.apply(ActivateAbility(bobs, 0, targets=at_bears))
    g.apply(ActivateAbility(mine, 0, targets=at_bears))
    # 602.2b: the card is exiled as the cost is paid, before the ability resolves
    assert len(g.players[0].graveyard) == 0
    crocs = {o.owner: o.zone for o in g.objects.values() if o.name == "Adorned Crocodile"}
    assert crocs == {0: Zone.EXILE, 1: Zone.GRAVEYARD}
    assert any("602.2b" in str(e) and "exiled from" in str(e) for e in g.log)
    _resolve_all(g)
    assert g.objects[bears].counters.get("+1/+1") == 1
    g = _game({"players": players, "turn": {"active": "Alice", "step": "upkeep"}})
    mine = _id(g, "Adorned Crocodile")
    assert _activations(g, mine) == []
    with pytest.raises(IllegalActionError, match="only as a sorcery"):
        g.apply(ActivateAbility(mine, 0, targets=((Target(object_id=_id(g, "Grizzly Bears")),),)))


def test_not_from_the_battlefield() -> None:
    """113.6m: on the battlefield, the graveyard abilities aren't there to activate."""
    g = _game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Abzan Devotee", "Swamp", "Swamp", "Swamp"]},
                {"name": "Bob"},
            ]
        }
    )
    dev = _id(g, "Abzan Devotee")
    assert all(a.index == 0 for a in _activations(g, dev))
    with pytest.raises(IllegalActionError, match=r"works only from its owner's graveyard"):
        g.apply(ActivateAbility(dev, 1))


def test_return_to_hand_twice_the_second_finds_nothing() -> None:
    """400.7: activated twice, the first return puts the card in the hand; the second finds
    no card in the graveyard and does nothing."""
    g = _game(
        {
            "players": [
                {"name": "Alice", "graveyard": ["Abzan Devotee"], "battlefield": ["Swamp"] * 6},
                {"name": "Bob"},
            ]
        }
    )
    dev = _id(g, "Abzan Devotee")
    assert _activations(g, dev) == [ActivateAbility(dev, 1)]  # 605.1a: {1}: Add only there
    g.apply(ActivateAbility(dev, 1))
    g.apply(ActivateAbility(dev, 1))
    assert len(g.stack) == 2
    _resolve_all(g)
    cards = [o for o in g.objects.values() if o.name == "Abzan Devotee"]
    assert [o.zone for o in cards] == [Zone.HAND]
    assert len(g.players[0].hand) == 1


def test_trigger_from_the_graveyard_only() -> None:
    """Aurora Eidolon: "Whenever you cast a multicolored spell, you may return this card from
    your graveyard to your hand." triggers in the graveyard, not on the battlefield."""
    g = _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "graveyard": ["Aurora Eidolon"],
                    "hand": ["Lightning Helix", "Lightning Bolt"],
                    "battlefield": ["Mountain", "Mountain", "Plains", "Entropic Eidolon"],
                },
                {"name": "Bob"},
            ]
        }
    )
    bob = Target(player=1)
    g.apply(CastSpell(_id(g, "Lightning Bolt"), targets=((bob,),)))
    assert len(g.stack) == 1  # a monocolored spell: no trigger
    _resolve_all(g)
    g.apply(CastSpell(_id(g, "Lightning Helix"), targets=((bob,),)))
    # only the graveyard's Aurora Eidolon triggers; Entropic Eidolon on the battlefield doesn't
    assert len(g.stack) == 2
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert isinstance(g.pending, OptionalEffect)  # "you may" (603.5)
    g.apply(Choose(True))
    assert g.objects[_id(g, "Aurora Eidolon")].zone is Zone.HAND


def test_may_pay_then_return_and_the_owners_controller() -> None:
    """Masked Admirers: "Whenever you cast a creature spell, you may pay {G}{G}. If you do,
    return this card from your graveyard to your hand." (118.12, 608.2c); "you" is the card's
    owner while it is in the graveyard. Bob's creature spell doesn't trigger it."""
    g = _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "graveyard": ["Masked Admirers"],
                    "hand": ["Grizzly Bears"],
                    "battlefield": ["Forest"] * 4,
                },
                {"name": "Bob", "graveyard": [{"card": "Masked Admirers", "id": "b"}]},
            ]
        }
    )
    g.apply(CastSpell(_id(g, "Grizzly Bears")))
    assert len(g.stack) == 2  # Alice's Masked Admirers only
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert g.pending is not None and g.pending.player == 0
    g.apply(Choose(True))
    zones = {o.owner: o.zone for o in g.objects.values() if o.name == "Masked Admirers"}
    assert zones == {0: Zone.HAND, 1: Zone.GRAVEYARD}
    assert sum(1 for o in g.battlefield_objects() if o.tapped) == 4


def test_upkeep_trigger_from_the_graveyard() -> None:
    """Squee, Goblin Nabob: "At the beginning of your upkeep, you may return this card from
    your graveyard to your hand." (its owner's upkeep only)."""
    g = _game(
        {
            "players": [
                {"name": "Alice", "graveyard": ["Squee, Goblin Nabob"]},
                {"name": "Bob", "graveyard": [{"card": "Squee, Goblin Nabob", "id": "b"}]},
            ],
            "turn": {"active": "Alice", "step": "untap"},
        }
    )
    while g.step != "upkeep" or not g.stack:
        g.apply(PassPriority())
    assert len(g.stack) == 1
    g.apply(PassPriority())
    g.apply(PassPriority())
    g.apply(Choose(True))
    zones = {o.owner: o.zone for o in g.objects.values() if o.name == "Squee, Goblin Nabob"}
    assert zones == {0: Zone.HAND, 1: Zone.GRAVEYARD}


def test_mana_ability_from_the_graveyard() -> None:
    """Jack-o'-Lantern: "{1}, Exile this card from your graveyard: Add one mana of any color."
    A mana ability (605.1a) activated from the graveyard: it doesn't use the stack."""
    g = _game(
        {
            "players": [
                {"name": "Alice", "graveyard": ["Jack-o'-Lantern"], "battlefield": ["Swamp"]},
                {"name": "Bob"},
            ]
        }
    )
    jack = _id(g, "Jack-o'-Lantern")
    assert ActivateAbility(jack, 1) in g.legal_actions()
    g.apply(ActivateAbility(jack, 1))
    assert g.pending is not None  # the color, chosen as it resolves (605.3a, 106.1)
    g.apply(Choose("G"))
    assert not g.stack
    assert g.players[0].mana_pool.mana["G"] == 1
    assert all(o.zone is Zone.EXILE for o in g.objects.values() if o.name == "Jack-o'-Lantern")


_DEMON = {
    "name": "Test Demon",
    "mana_cost": "{R}",
    "type_line": "Creature — Demon",
    "power": 1,
    "toughness": 1,
}


@pytest.mark.parametrize("caster", ["Alice", "Bob"])
def test_you_control_means_the_owner_of_the_card_in_the_graveyard(caster: str) -> None:
    """Blood Speaker: "Whenever a Demon you control enters, return this card from your
    graveyard to your hand." Bob's Demon entering doesn't trigger Alice's card; hers does."""
    me = {"name": caster, "hand": ["Test Demon"], "battlefield": ["Mountain"]}
    players = [{"name": "Alice", "graveyard": ["Blood Speaker"]}, {"name": "Bob"}]
    players = [{**p, **me} if p["name"] == caster else p for p in players]
    g = _game({"cards": [_DEMON], "players": players, "turn": {"active": caster, "step": "main1"}})
    g.apply(CastSpell(_id(g, "Test Demon")))
    g.apply(PassPriority())
    g.apply(PassPriority())
    speaker = next(o for o in g.objects.values() if o.name == "Blood Speaker")
    if caster == "Bob":
        assert not g.stack and speaker.zone is Zone.GRAVEYARD
        return
    assert len(g.stack) == 1
    _resolve_all(g)
    assert g.objects[_id(g, "Blood Speaker")].zone is Zone.HAND


def test_an_instants_ability_from_the_graveyard_in_the_owners_upkeep() -> None:
    """Hammer of Bogardan: "{2}{R}{R}{R}: Return this card from your graveyard to your hand.
    Activate only during your upkeep." (602.5b)."""
    players = [
        {"name": "Alice", "graveyard": ["Hammer of Bogardan"], "battlefield": ["Mountain"] * 5},
        {"name": "Bob", "graveyard": ["Hammer of Bogardan"]},
    ]
    g = _game({"players": players, "turn": {"active": "Alice", "step": "upkeep"}})
    mine, bobs = sorted(
        (o.id for o in g.objects.values() if o.name == "Hammer of Bogardan"),
        key=lambda i: g.objects[i].owner,
    )
    assert _activations(g, mine) == [ActivateAbility(mine, 0)]
    assert _activations(g, bobs) == []
    g.apply(ActivateAbility(mine, 0))
    _resolve_all(g)
    assert len(g.players[0].hand) == 1
    g = _game({"players": players, "turn": {"active": "Alice", "step": "main1"}})
    mine = next(o.id for o in g.objects.values() if o.name == "Hammer of Bogardan" and o.owner == 0)
    with pytest.raises(IllegalActionError, match=r"upkeep"):
        g.apply(ActivateAbility(mine, 0))


def test_return_to_the_battlefield_from_the_graveyard_only() -> None:
    """Reassembling Skeleton (113.6m's example): "{1}{B}: Return this card from your
    graveyard to the battlefield tapped." activated only while it is in the graveyard (before
    h-gy the engine listed it on the battlefield, where it did nothing)."""
    g = _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "graveyard": [{"card": "Reassembling Skeleton", "id": "gy"}],
                    "battlefield": [{"card": "Reassembling Skeleton", "id": "bf"}] + ["Swamp"] * 2,
                },
                {"name": "Bob"},
            ]
        }
    )
    gy, bf = sorted(
        (o.id for o in g.objects.values() if o.name == "Reassembling Skeleton"),
        key=lambda i: g.objects[i].zone is Zone.BATTLEFIELD,
    )
    assert _activations(g, bf) == []
    assert _activations(g, gy) == [ActivateAbility(gy, 0)]
    g.apply(ActivateAbility(gy, 0))
    _resolve_all(g)
    skeletons = [o for o in g.objects.values() if o.name == "Reassembling Skeleton"]
    assert sorted((o.zone.value, o.tapped) for o in skeletons) == [
        ("battlefield", False),
        ("battlefield", True),  # 113.6m: the returned one, tapped
    ]


def test_landfall_from_the_graveyard() -> None:
    """Bloodghast: "Landfall — Whenever a land you control enters, you may return this card
    from your graveyard to the battlefield." It triggers in the graveyard (113.6m), not on
    the battlefield."""
    g = _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "graveyard": [{"card": "Bloodghast", "id": "gy"}],
                    "battlefield": [{"card": "Bloodghast", "id": "bf"}],
                    "hand": ["Swamp"],
                },
                {"name": "Bob"},
            ]
        }
    )
    g.apply(PlayLand(_id(g, "Swamp")))
    assert len(g.stack) == 1  # the graveyard's Bloodghast only
    g.apply(PassPriority())
    g.apply(PassPriority())
    g.apply(Choose(True))
    ghasts = [o for o in g.objects.values() if o.name == "Bloodghast"]
    assert [o.zone for o in ghasts] == [Zone.BATTLEFIELD] * 2


def test_scavenge() -> None:
    """702.97a: the ability scavenge stands for; only with a mana cost."""
    from mtgrules.rules import keywords_scavenge

    assert card_gaps(load_card("Dreg Mangler")) == []
    ab = keywords_scavenge.ability(ir.Keyword("scavenge", cost=ir.Cost(mana="{1}")))
    assert ab is not None and ab.sorcery_speed and ab.cost.exile_self_from_graveyard
    assert graveyard_abilities.activated_from_graveyard(ab)
    assert graveyard_abilities.has_activated(load_card("Dreg Mangler"))
    kw = ir.Keyword("scavenge", cost=ir.Cost(mana="{1}", pay_life=2))
    card = ir.CardDefinition(name="A", types=("creature",), abilities=(kw,))
    assert "scavenge with a cost other than mana" in engine_gaps(card)


@pytest.mark.parametrize(
    ("name", "cost", "pt", "color"),
    [("Sacred Cat", ["Plains"], "1/1", "W"), ("Adorned Pouncer", ["Plains"] * 5, "4/4", "B")],
)
def test_embalm_and_eternalize_tokens(name: str, cost: list[str], pt: str, color: str) -> None:
    """702.128a (embalm: white), 702.129a (eternalize: black, 4/4): a token copy of the card
    exiled as the cost, a Zombie in addition to its other types, with no mana cost (707.9b)."""
    from mtgrules.rules import characteristics

    g = _game(
        {"players": [{"name": "Alice", "graveyard": [name], "battlefield": cost}, {"name": "Bob"}]}
    )
    card = _id(g, name)
    g.apply(ActivateAbility(card, 0))
    _resolve_all(g)
    token = next(o for o in g.battlefield_objects() if o.name == name)
    assert token.is_token
    ch = characteristics.chars(g, token.id)
    assert f"{ch.power}/{ch.toughness}" == pt
    assert ch.colors == frozenset({color})
    assert "Zombie" in ch.subtypes and "Cat" in ch.subtypes
    assert not ch.mana_cost
    assert ("lifelink" if name == "Sacred Cat" else "double strike") in ch.keywords
    assert len(g.players[0].graveyard) == 0
    assert any(o.name == name and o.zone is Zone.EXILE for o in g.objects.values())
