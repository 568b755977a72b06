"""Bestow (702.103): an Aura spell with enchant creature when cast bestowed, a creature
again when it ceases to be bestowed."""

from __future__ import annotations

from helpers import creature
from mtgrules.cards import ir
from mtgrules.decisions import CastSpell, PassPriority
from mtgrules.game import Game
from mtgrules.objects import Target
from mtgrules.rules import characteristics, keywords_bestow
from mtgrules.zones import Zone


def _satyr() -> ir.CardDefinition:
    pump = ir.StaticAbility(
        ir.ModifyPT(ir.AttachedRef("enchanted"), 4, 2, ir.Duration.WHILE_ATTACHED)
    )
    card = creature("Satyr", 4, 2, ir.Keyword("bestow", cost=ir.Cost(mana="{0}")), pump, cost="{0}")
    return ir.CardDefinition(
        name=card.name,
        mana_cost=card.mana_cost,
        types=("enchantment", "creature"),
        subtypes=("Satyr",),
        power="4",
        toughness="2",
        abilities=card.abilities,
    )


def test_bestowed_values_are_an_aura_with_enchant_creature() -> None:
    v = keywords_bestow.bestowed(_satyr())
    assert "creature" not in v.types and "enchantment" in v.types
    assert v.subtypes == ("Aura",) and keywords_bestow.ENCHANT_CREATURE in v.abilities
    assert keywords_bestow.bestowed(_satyr()) == v


def test_cast_bestowed_listed_then_attached_and_not_a_creature() -> None:
    g = Game(["Alice", "Bob"])
    bear = g.add_card(0, Zone.BATTLEFIELD, creature("Bear", 2, 2))
    satyr = g.add_card(0, Zone.HAND, _satyr())
    g.start(0, "main1")
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == satyr.id]
    bestowed = [a for a in casts if a.alt_cost == "bestow"]
    assert bestowed and all(a.targets for a in bestowed)  # 702.103b: it targets
    g.apply(CastSpell(satyr.id, ((Target(object_id=bear.id),),), alt_cost="bestow"))
    spell = g.objects[g.stack[-1].object.id]
    ch = characteristics.chars(g, spell.id)
    assert "creature" not in ch.types and "Aura" in ch.subtypes  # 702.103b
    g.apply(PassPriority())
    g.apply(PassPriority())
    (perm,) = [o for o in g.battlefield_objects() if o.name == "Satyr"]
    assert perm.attached_to == bear.id
    assert "creature" not in characteristics.chars(g, perm.id).types
    bch = characteristics.chars(g, bear.id)
    assert (bch.power, bch.toughness) == (6, 4)
