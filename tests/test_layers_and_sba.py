"""Layers 6 and 7 working together, and state-based actions."""

from __future__ import annotations

import pytest

from helpers import BEARS, creature, kw, prot
from mtgrules.cards import ir
from mtgrules.decisions import Choose, LegendRule
from mtgrules.errors import IllegalActionError
from mtgrules.game import Game
from mtgrules.rules import characteristics
from mtgrules.zones import Zone

YOURS = ir.EachRef(ir.Filter(types=frozenset({"creature"}), controller="you"))
ALL = ir.EachRef(ir.ANY_CREATURE)


def enchantment(name: str, effect: ir.Effect) -> ir.CardDefinition:
    return ir.CardDefinition(
        name=name,
        mana_cost="{2}{B}",
        colors=frozenset("B"),
        types=("enchantment",),
        abilities=(ir.StaticAbility(effect),),
    )


def test_minus_one_plus_three_and_granted_trample_together() -> None:
    g = Game(["Alice", "Bob"])
    bears = g.add_card(0, Zone.BATTLEFIELD, BEARS)
    g.add_card(1, Zone.BATTLEFIELD, enchantment("Night", ir.ModifyPT(ALL, -1, -1)))
    g.add_card(
        0, Zone.BATTLEFIELD, enchantment("Rage", ir.GrantAbilities(YOURS, (ir.Keyword("trample"),)))
    )
    g.start(0, "main1")
    characteristics.add_continuous_effect(
        g, 0, "Giant Growth", ir.Duration.END_OF_TURN, frozenset({bears.id}), power=3, toughness=3
    )
    ch = characteristics.chars(g, bears.id)
    assert (ch.power, ch.toughness) == (4, 4)
    assert "trample" in ch.keywords


def test_counters_apply_in_7c_and_annihilate_as_sba() -> None:
    g = Game(["Alice", "Bob"])
    bears = g.add_card(0, Zone.BATTLEFIELD, BEARS, counters={"+1/+1": 2, "-1/-1": 1})
    g.start(0, "main1")
    assert g.objects[bears.id].counters == {"+1/+1": 1, "-1/-1": 0}  # 704.5q
    assert (
        characteristics.chars(g, bears.id).power,
        characteristics.chars(g, bears.id).toughness,
    ) == (3, 3)


def test_layer6_dependency_flying_granted_before_keyword_filter() -> None:
    g = Game(["Alice", "Bob"])
    bears = g.add_card(0, Zone.BATTLEFIELD, BEARS)
    fliers = ir.EachRef(ir.Filter(types=frozenset({"creature"}), with_keyword="flying"))
    # Older: "creatures with flying have first strike"; newer: "creatures you control have flying"
    g.add_card(
        0,
        Zone.BATTLEFIELD,
        enchantment("Sky Drill", ir.GrantAbilities(fliers, (ir.Keyword("first strike"),))),
    )
    g.add_card(
        0, Zone.BATTLEFIELD, enchantment("Wings", ir.GrantAbilities(YOURS, (ir.Keyword("flying"),)))
    )
    g.start(0, "main1")
    assert {"flying", "first strike"} <= characteristics.chars(g, bears.id).keywords  # 613.8


def test_toughness_zero_goes_to_graveyard_even_if_indestructible() -> None:
    g = Game(["Alice", "Bob"])
    guy = g.add_card(0, Zone.BATTLEFIELD, creature("Stubborn", 1, 1, kw("indestructible")))
    g.add_card(1, Zone.BATTLEFIELD, enchantment("Night", ir.ModifyPT(ALL, -1, -1)))
    g.start(0, "main1")
    assert guy.id not in g.objects
    assert any(e.rule == "704.5f" for e in g.log)


def test_indestructible_ignores_lethal_damage() -> None:
    g = Game(["Alice", "Bob"])
    guy = g.add_card(
        0, Zone.BATTLEFIELD, creature("Stubborn", 1, 1, kw("indestructible")), damage=5
    )
    g.start(0, "main1")
    assert g.objects[guy.id].zone is Zone.BATTLEFIELD


def test_player_losses_life_poison_and_empty_library() -> None:
    g = Game(["Alice", "Bob", "Carol"])
    g.players[1].poison = 10
    g.players[2].life = 0
    g.start(0, "main1")
    assert g.players[1].lost and g.players[2].lost
    assert g.over and g.winner == 0
    rules = {e.rule for e in g.log}
    assert {"704.5a", "704.5c", "104.2a"} <= rules


def test_draw_from_empty_library_loses() -> None:
    g = Game(["Alice", "Bob"])
    g.start(0, "upkeep")
    from mtgrules.decisions import PassPriority

    g.apply(PassPriority())
    g.apply(PassPriority())
    assert g.players[0].lost
    assert any(e.rule == "704.5b" for e in g.log)


def test_legend_rule_asks_the_controller_which_to_keep() -> None:
    g = Game(["Alice", "Bob"])
    legend = ir.CardDefinition(
        name="Zur",
        supertypes=("legendary",),
        types=("creature",),
        power="1",
        toughness="4",
        mana_cost="{1}{W}{U}{B}",
    )
    first = g.add_card(0, Zone.BATTLEFIELD, legend)
    g.add_card(0, Zone.BATTLEFIELD, legend)
    g.start(0, "main1")
    assert g.pending is not None and g.pending.kind == "choose"
    assert isinstance(g.pending, LegendRule) and g.pending.player == 0
    with pytest.raises(IllegalActionError, match=r"704\.5j"):
        g.apply(Choose(12345))
    g.apply(Choose(first.id))
    assert [o.id for o in g.battlefield_objects()] == [first.id]
    assert any(e.rule == "704.5j" for e in g.log)


def test_aura_with_protection_quality_falls_off_equipment_unattaches() -> None:
    g = Game(["Alice", "Bob"])
    host = g.add_card(0, Zone.BATTLEFIELD, creature("Knight", 2, 2, prot("B")))
    aura = g.add_card(
        1,
        Zone.BATTLEFIELD,
        ir.CardDefinition(
            name="Black Aura",
            mana_cost="{B}",
            colors=frozenset("B"),
            types=("enchantment",),
            subtypes=("Aura",),
            abilities=(ir.Keyword("enchant", filter=ir.ANY_CREATURE),),
        ),
    )
    eq = g.add_card(
        1,
        Zone.BATTLEFIELD,
        ir.CardDefinition(
            name="Black Blade",
            mana_cost="{B}",
            colors=frozenset("B"),
            types=("artifact",),
            subtypes=("Equipment",),
        ),
    )
    aura.attached_to = host.id
    eq.attached_to = host.id
    g.start(0, "main1")
    assert aura.id not in g.objects  # 702.16c / 704.5m
    assert g.objects[eq.id].attached_to is None  # 702.16d / 704.5n
    assert g.objects[eq.id].zone is Zone.BATTLEFIELD
