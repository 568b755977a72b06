"""Triggered mana abilities of the "tapped for mana" family (106.12a, 605.1b, 605.4a): the
readings, the gate and the payment planner; the games: tests/scenarios/core/mana_trigger_*."""

from __future__ import annotations

import pytest

from mtgrules.cards import ir
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.gate import supported_definition
from mtgrules.cards.ir.mana_triggers import AddManaExtra
from mtgrules.cards.parser import parse_oracle
from mtgrules.game import Game
from mtgrules.rules import costs, mana_triggers
from mtgrules.rules.mana_extra import made_types
from mtgrules.rules.support import engine_gaps
from mtgrules.scenario.loader import parse, parse_yaml
from mtgrules.scenario.runner import Runner

REAL = [
    "Wild Growth",
    "Overgrowth",
    "Utopia Sprawl",
    "Fertile Ground",
    "Dawn's Reflection",
    "Vernal Bloom",
    "Crypt Ghast",
    "Leyline of Abundance",
    "Mana Flare",
    "Heartbeat of Spring",
    "Mirari's Wake",
    "Groundchuck & Dirtbag",
    "Barbflare Gremlin",
    "Manabarbs",
    "Sanctimony",
    "Savage Firecat",
]


@pytest.mark.parametrize("name", REAL)
def test_real_cards_are_supported(name: str) -> None:
    record = CardDatabase.bundled().get(name)
    assert supported_definition(record, use_cache=False).name == name


def _one(text: str) -> ir.TriggeredAbility:
    (a,) = parse_oracle(text, "Foo", ("enchantment",))
    assert isinstance(a, ir.TriggeredAbility)
    return a


def test_the_readings() -> None:
    wild = _one(
        "Whenever enchanted land is tapped for mana, its controller adds an additional {G}."
    )
    assert wild.trigger == ir.Trigger(ir.TriggerEvent.TAPPED_FOR_MANA, ir.AttachedRef("enchanted"))
    assert wild.effects == (AddManaExtra(ir.TriggerPlayerRef(of_object=True), "fixed", "{G}"),)
    ghast = _one("Whenever you tap a Swamp for mana, add an additional {B}.")
    subject = ghast.trigger.subject
    assert isinstance(subject, ir.EachRef) and subject.filter is not None
    assert subject.filter.controller == "you"  # "you tap": a Swamp of yours (106.12)
    assert ghast.effects == (AddManaExtra(ir.YouRef(), "fixed", "{B}"),)
    flare = _one(
        "Whenever a player taps a land for mana, that player adds one mana of any type that "
        "land produced."
    )
    assert flare.effects == (AddManaExtra(ir.TriggerPlayerRef(), "produced", additional=False),)
    assert mana_triggers.is_mana_trigger(flare)  # 605.1b
    barbs = _one(
        "Whenever a player taps a land for mana, this enchantment deals 1 damage to that player."
    )
    assert not mana_triggers.is_mana_trigger(barbs)  # 605.5a: it uses the stack


def test_the_mana_only_from_a_tapped_for_mana_trigger() -> None:
    extra = AddManaExtra(ir.YouRef(), "fixed", "{G}")
    spell = ir.SpellAbility((extra,))
    card = ir.CardDefinition(name="Foo", types=("sorcery",), abilities=(spell,))
    assert engine_gaps(card) == [
        "an additional mana from anything but a 'tapped for mana' trigger (106.12a)"
    ]
    nested = ir.TriggeredAbility(
        ir.Trigger(ir.TriggerEvent.TAPPED_FOR_MANA, ir.SelfRef()),
        (ir.MayDo((extra,)),),
    )
    card = ir.CardDefinition(name="Foo", types=("enchantment",), abilities=(nested,))
    assert engine_gaps(card) == [
        "mana added by a triggered mana ability inside another instruction (605.1b)"
    ]


def test_made_types() -> None:
    assert made_types("{G}{G}") == ("G",)
    assert made_types("{W}{U}") == ("W", "U")
    assert made_types("{2}") == ("C",)


_SETUP = """
name: planner
rules: ["106.12a"]
players:
  - name: Alice
    battlefield: [{card: Forest, id: f}, {card: Forest, id: g}, BATTLEFIELD]
  - name: Bob
turn: {active: Alice, step: main1, number: 1}
script: []
"""


def _game(more: str) -> tuple[Game, dict[str, int]]:
    runner = Runner(parse(parse_yaml(_SETUP.replace("BATTLEFIELD", more))))
    return runner.game, runner.handles


def test_the_planner_counts_fixed_extra_mana() -> None:
    game, ids = _game("{card: Wild Growth, attached_to: f}")
    # 605.4a: Wild Growth's Forest makes {G}{G}, as one source of several mana
    assert costs.mana_plan(game, 0, "{3}") is not None
    assert costs.mana_plan(game, 0, "{4}") is None
    sources = {o.id: m for o, m in costs.several_sources(game, 0)}
    assert sources == {ids["f"]: "{G}{G}"}


def test_the_planner_picks_the_color_a_trigger_asks() -> None:
    game, ids = _game("{card: Fertile Ground, attached_to: f}")
    # 106.1, 601.2g: the Aura's mana is a color the payment picks ("{WUBRG}": any of them)
    assert {o.id for o, _ in costs.mana_sources(game, 0)} == {ids["g"]}
    assert {o.id: m for o, m in costs.several_sources(game, 0)} == {ids["f"]: "{G}{WUBRG}"}
    assert costs.mana_plan(game, 0, "{G}{U}") == [(ids["f"], "GU")]
    assert costs.mana_plan(game, 0, "{3}") is not None
    assert costs.mana_plan(game, 0, "{W}{U}") is None  # one Aura: one chosen color
    assert "activate them first" not in costs.by_hand(game, 0, None, "{W}{U}")


def test_the_payment_answers_the_trigger_with_the_planned_colors() -> None:
    game, ids = _game("{card: Dawn's Reflection, attached_to: f}")
    # 106.1: "two mana in any combination of colors": two colors, both picked by the plan
    costs.mana_sources(game, 0)
    assert {o.id: m for o, m in costs.several_sources(game, 0)} == {ids["f"]: "{G}{WUBRG}{WUBRG}"}
    plan = costs.mana_plan(game, 0, "{W}{B}{G}")
    assert plan == [(ids["f"], "GWB")]
    costs.pay_mana(game, 0, "{W}{B}{G}", 0, plan)
    assert game.objects[ids["f"]].tapped and not game.objects[ids["g"]].tapped
    assert sum(game.players[0].mana_pool.mana.values()) == 0
    assert any("adds {W}{B} (Dawn's Reflection)" in e.text for e in game.log)
