"""Mana with a spending restriction (106.6; rules/mana_spend.py): "Spend this mana only to
cast a creature spell." and the Powerstone token (111.10h). The parser's forms round trip;
the planner uses such a source only for what its mana may pay for; mana in the pool keeps
its restriction; the legal actions list only payments that apply (issue 13)."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game
from mtgrules.cards import ir, load_card
from mtgrules.cards.gate import card_gaps
from mtgrules.cards.parser import parse_oracle
from mtgrules.decisions import ActivateAbility, CastSpell, Choose, ChooseMana
from mtgrules.errors import IllegalActionError


def test_parse_forms() -> None:
    (a,) = parse_oracle(
        "{T}: Add {C}. Spend this mana only to activate an ability or cast an artifact spell.",
        "Test Land",
        ("land",),
    )
    assert isinstance(a, ir.ActivatedAbility)
    (add,) = a.effects
    assert isinstance(add, ir.AddMana) and add.spend is not None
    assert add.spend.abilities == ir.Filter() and add.spend.ability_first
    assert add.spend.spells is not None and add.spend.spells.types == {"artifact"}
    assert not add.spend.other
    (b,) = parse_oracle(
        "{T}: Add one mana of any color. Spend this mana only to cast a creature spell.",
        "Test Land",
        ("land",),
    )
    assert isinstance(b, ir.ActivatedAbility)
    spend = b.effects[0].spend  # type: ignore[union-attr]
    assert spend.spells.types == {"creature"} and spend.abilities is None


def test_real_cards_round_trip() -> None:
    for name in (
        "Ancient Ziggurat",
        "Automated Artificer",
        "Ally Encampment",
        "Beastcaller Savant",
        "Excavation Explosion",
        "Fallaji Excavation",
    ):
        assert card_gaps(load_card(name)) == [], name


def _ziggurat(hand: list[str]) -> Any:
    return scenario_game(
        {
            "players": [
                {"name": "Alice", "hand": hand, "battlefield": ["Ancient Ziggurat"]},
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )


def _casts(g: Any) -> set[str]:
    return {g.objects[a.card].name for a in g.legal_actions() if isinstance(a, CastSpell)}


def test_creature_only_mana_is_listed_only_for_creature_spells() -> None:
    g = _ziggurat(["Lightning Bolt", "Savannah Lions"])
    assert _casts(g) == {"Savannah Lions"}  # 106.6: not for an instant
    for a in g.legal_actions():  # issue 13: each listed action applies
        g.clone().apply(a)
    bolt = next(o.id for o in g.objects.values() if o.name == "Lightning Bolt")
    with pytest.raises(IllegalActionError, match="can't pay"):
        g.apply(CastSpell(bolt, ((_bob(g),),)))


def _bob(g: Any) -> Any:
    from mtgrules.objects import Target

    return Target(player=1)


def test_restricted_mana_in_the_pool_keeps_its_restriction() -> None:
    g = _ziggurat(["Lightning Bolt", "Savannah Lions"])
    zig = next(o.id for o in g.objects.values() if o.name == "Ancient Ziggurat")
    g.apply(ActivateAbility(zig, 0))  # 605.3a: activated by the player
    assert isinstance(g.pending, ChooseMana)
    g.apply(Choose("R"))
    pool = g.players[0].mana_pool
    assert [c for c, _ in pool.restricted] == ["R"] and not pool.mana
    assert _casts(g) == set()  # red mana, but only for creature spells: neither can use it
    bolt = next(o.id for o in g.objects.values() if o.name == "Lightning Bolt")
    with pytest.raises(IllegalActionError, match="can't pay"):
        g.apply(CastSpell(bolt, ((_bob(g),),)))
    assert [c for c, _ in g.players[0].mana_pool.restricted] == ["R"]


def test_restricted_mana_pays_the_spell_it_may() -> None:
    g = _ziggurat(["Savannah Lions"])
    zig = next(o.id for o in g.objects.values() if o.name == "Ancient Ziggurat")
    g.apply(ActivateAbility(zig, 0))
    g.apply(Choose("W"))
    lions = next(o.id for o in g.objects.values() if o.name == "Savannah Lions")
    g.apply(CastSpell(lions))
    assert g.players[0].mana_pool.restricted == ()
    assert g.stack and g.stack[-1].object.name == "Savannah Lions"


def test_powerstone_mana_pays_for_abilities() -> None:
    # 111.10h: only nonartifact spells are shut out: Bonesplitter's equip ability may use it
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Fallaji Excavation"],
                    "battlefield": [
                        "Forest",
                        "Forest",
                        "Forest",
                        "Forest",
                        "Forest",
                        "Bonesplitter",
                        "Grizzly Bears",
                    ],
                    "library": ["Island", "Island"],
                },
                {"name": "Bob", "library": ["Island", "Island"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"cast": "Fallaji Excavation"},
                {"resolve": 1},
                {"advance": {"turn": 3, "step": "main1"}},
            ],
        }
    )
    stones = [o for o in g.battlefield_objects() if o.name == "Powerstone Token"]
    assert len(stones) == 3 and not any(o.tapped for o in stones)
    for o in g.battlefield_objects():
        if o.name == "Forest":
            o.tapped = True
    splitter = next(o.id for o in g.battlefield_objects() if o.name == "Bonesplitter")
    equips = [
        a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == splitter
    ]
    assert equips
    g.apply(equips[0])
    assert sum(1 for o in stones if o.tapped) == 1


def test_mana_for_abilities_pays_an_equip_cost() -> None:
    # Automated Artificer: "{T}: Add {C}. Spend this mana only to activate an ability or cast
    # an artifact spell." (106.6): Bonesplitter's equip {1} may use it
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Automated Artificer", "Bonesplitter", "Grizzly Bears"],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )
    splitter = next(o.id for o in g.battlefield_objects() if o.name == "Bonesplitter")
    equips = [
        a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == splitter
    ]
    assert equips
    g.apply(equips[0])
    assert all(o.tapped for o in g.battlefield_objects() if o.name == "Automated Artificer")


def test_an_ability_of_an_artifact_source() -> None:
    (a,) = parse_oracle(
        "{T}: Add {C}. Spend this mana only to cast an artifact spell or activate an ability "
        "of an artifact source.",
        "Test Land",
        ("land",),
    )
    assert isinstance(a, ir.ActivatedAbility)
    spend = a.effects[0].spend  # type: ignore[union-attr]
    assert spend.abilities == ir.Filter(types=frozenset({"artifact"}))
    assert card_gaps(load_card("Cargo Ship")) == []


def test_a_restricted_source_of_several_mana_is_activated_by_its_player() -> None:
    # Mishra's Workshop: "{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells."
    # Not a source the payment taps by itself (605.3a): activated first, its three mana keep
    # the restriction in the pool (106.6) and empty from it at the end of the step (106.4)
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Millstone", "Grizzly Bears"],
                    "battlefield": ["Mishra's Workshop", "Forest"],
                },
                {"name": "Bob", "library": ["Island"] * 3},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )
    assert _casts(g) == set()  # Grizzly Bears: {1}{G}, one Forest; Millstone: {2}
    shop = next(o.id for o in g.battlefield_objects() if o.name == "Mishra's Workshop")
    g.apply(ActivateAbility(shop, 0))
    assert [c for c, _ in g.players[0].mana_pool.restricted] == ["C", "C", "C"]
    assert _casts(g) == {"Millstone"}  # the Workshop's mana can't pay the Bears' {1}
    millstone = next(o.id for o in g.objects.values() if o.name == "Millstone")
    g.apply(CastSpell(millstone))
    assert len(g.players[0].mana_pool.restricted) == 1
    from mtgrules.decisions import PassPriority

    while g.step == "main1":
        g.apply(PassPriority())
    assert g.players[0].mana_pool.restricted == ()


def test_three_mana_of_one_color_for_creature_spells() -> None:
    # Somberwald Sage: "{T}: Add three mana of any one color. Spend this mana only to cast
    # creature spells." (106.1, 106.6): all three keep the restriction
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Grizzly Bears", "Giant Growth"],
                    "battlefield": ["Somberwald Sage"],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )
    sage = next(o.id for o in g.battlefield_objects() if o.name == "Somberwald Sage")
    g.apply(ActivateAbility(sage, 0))
    g.apply(Choose("G"))
    assert [c for c, _ in g.players[0].mana_pool.restricted] == ["G", "G", "G"]
    assert _casts(g) == {"Grizzly Bears"}  # not Giant Growth, an instant
    bears = next(o.id for o in g.objects.values() if o.name == "Grizzly Bears")
    g.apply(CastSpell(bears))
    assert [c for c, _ in g.players[0].mana_pool.restricted] == ["G"]


def test_restricted_mana_cant_turn_a_creature_face_up() -> None:
    # 116.2b, 702.37e: turning a face-down creature face up is a special action, not a spell:
    # Ancient Ziggurat's mana (creature spells only, 106.6) can't pay its megamorph cost
    from mtgrules.decisions import TurnFaceUp

    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Hidden Dragonslayer"],
                    "battlefield": ["Plains"] * 5 + ["Ancient Ziggurat"],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"cast": {"card": "Hidden Dragonslayer", "alt_cost": "megamorph"}},
                {"resolve": 1},
            ],
        }
    )
    assert sum(1 for o in g.battlefield_objects() if o.name == "Plains" and not o.tapped) == 2
    acts = g.legal_actions()
    assert not any(isinstance(a, TurnFaceUp) for a in acts)  # {2}{W}: two Plains and it
    for a in acts:
        g.clone().apply(a)
