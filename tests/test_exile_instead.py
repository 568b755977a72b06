"""614.1a "exile it instead" created by resolving spells: "If that creature would die this
turn", "If a creature dealt damage this way would die this turn", and "If that spell is
countered this way, exile it instead of putting it into its owner's graveyard"."""

from __future__ import annotations

import pytest

from helpers import scenario_game
from mtgrules.cards import ir
from mtgrules.cards.parser import parse_oracle
from mtgrules.errors import CardTextError


def test_parse_that_creature_and_dealt_damage_this_way() -> None:
    (coil,) = parse_oracle(
        "Lava Coil deals 4 damage to target creature. If that creature would die this turn, "
        "exile it instead.",
        "Lava Coil",
        ("sorcery",),
    )
    assert isinstance(coil, ir.SpellAbility)
    assert coil.effects[-1] == ir.ExileIfDies("that creature", ir.TargetRef(0))
    (anger,) = parse_oracle(
        "Anger of the Gods deals 3 damage to each creature. If a creature dealt damage this "
        "way would die this turn, exile it instead.",
        "Anger of the Gods",
        ("sorcery",),
    )
    assert isinstance(anger, ir.SpellAbility)
    last = anger.effects[-1]
    assert isinstance(last, ir.ExileIfDies) and last.damaged_this_way


def test_countered_this_way_folds_into_the_counter() -> None:
    (spell,) = parse_oracle(
        "Counter target spell unless its controller pays {3}. If that spell is countered this "
        "way, exile it instead of putting it into its owner's graveyard.",
        "No More Lies",
        ("instant",),
    )
    assert isinstance(spell, ir.SpellAbility)
    (counter,) = spell.effects
    assert isinstance(counter, ir.CounterSpell)
    assert counter.exile_instead and counter.unless_pays == "{3}"
    with pytest.raises(CardTextError):  # nothing countered before it
        parse_oracle(
            "Draw a card. If that spell is countered this way, exile it instead of putting it "
            "into its owner's graveyard.",
            "Test",
            ("instant",),
        )


def test_the_effect_ends_at_cleanup() -> None:
    """514.2: Magma Spray's effect on a surviving Craw Wurm (6/4) ends with the turn."""
    g = scenario_game(
        {
            "players": [
                {"name": "Alice", "hand": ["Magma Spray"], "battlefield": ["Mountain"]},
                {"name": "Bob", "battlefield": ["Craw Wurm"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"cast": {"card": "Magma Spray", "targets": ["Craw Wurm"]}},
                {"resolve": 1},
                {"expect": {"zone": {"Craw Wurm": "battlefield"}, "damage": {"Craw Wurm": 2}}},
            ],
        }
    )
    wurm = next(o.id for o in g.objects.values() if o.name == "Craw Wurm")
    assert [oid for oid, _ in g.die_exile] == [wurm]
    g2 = scenario_game(
        {
            "players": [
                {"name": "Alice", "hand": ["Magma Spray"], "battlefield": ["Mountain"]},
                {"name": "Bob", "battlefield": ["Craw Wurm"], "library": ["Island"] * 3},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"cast": {"card": "Magma Spray", "targets": ["Craw Wurm"]}},
                {"resolve": 1},
                {"advance": {"turn": 2, "step": "upkeep"}},
            ],
        }
    )
    assert g2.die_exile == []


def test_prevented_damage_is_not_dealt_this_way() -> None:
    """614.1a with 615: a creature whose damage was prevented wasn't dealt damage this way."""
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Anger of the Gods"],
                    "battlefield": ["Mountain", "Mountain", "Mountain", "Grizzly Bears"],
                },
                {"name": "Bob", "battlefield": ["Paladin en-Vec"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"cast": "Anger of the Gods"},
                {"resolve": 1},
                {"expect": {"zone": {"Grizzly Bears": "exile", "Paladin en-Vec": "battlefield"}}},
            ],
        }
    )
    paladin = next(o for o in g.objects.values() if o.name == "Paladin en-Vec")
    assert paladin.id not in [oid for oid, _ in g.die_exile]


def test_if_this_creature_would_die_exile_it_instead() -> None:
    """614.1a: Possessed Skaab's own static ability exiles it as it would die (700.4)."""
    scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Lightning Bolt"],
                    "battlefield": ["Mountain", "Possessed Skaab"],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"cast": {"card": "Lightning Bolt", "targets": ["Possessed Skaab"]}},
                {"resolve": 1},
                {"expect": {"zone": {"Possessed Skaab": "exile"}, "log": ["614.1a"]}},
            ],
        }
    )
