"""Reconfigure (702.151): two activated abilities; attached, not a creature (702.151b)."""

from __future__ import annotations

from helpers import creature
from mtgrules.cards import ir
from mtgrules.game import Game
from mtgrules.rules import abilities, characteristics, keywords_reconfigure
from mtgrules.zones import Zone


def _blades() -> ir.CardDefinition:
    kw = ir.Keyword("reconfigure", cost=ir.Cost(mana="{2}"))
    c = creature("Blades", 1, 1, kw, subtypes=("Equipment", "Lizard"))
    return ir.CardDefinition(
        name=c.name,
        mana_cost=c.mana_cost,
        types=("artifact", "creature"),
        subtypes=c.subtypes,
        power="1",
        toughness="1",
        abilities=c.abilities,
    )


def test_two_abilities_and_not_a_creature_while_attached() -> None:
    g = Game(["Alice", "Bob"])
    blades = g.add_card(0, Zone.BATTLEFIELD, _blades())
    bear = g.add_card(0, Zone.BATTLEFIELD, creature("Bear", 2, 2))
    attach, unattach = abilities.activated_abilities(g, blades)
    assert attach.targets[0].filter.other and attach.sorcery_speed
    assert unattach.condition == ir.ObjectIs("attached") and unattach.sorcery_speed
    assert "creature" in characteristics.chars(g, blades.id).types
    blades.attached_to = bear.id
    g.dirty()
    ch = characteristics.chars(g, blades.id)
    assert "creature" not in ch.types and "Lizard" not in ch.subtypes  # 702.151b
    assert "Equipment" in ch.subtypes
    assert keywords_reconfigure.attached_values(bear.card) is bear.card
