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


def test_the_planner_leaves_a_choice_to_the_player() -> None:
    game, ids = _game("{card: Fertile Ground, attached_to: f}")
    # 605.3a: the extra mana's color is chosen as it resolves: the player taps that Forest
    found = {o.id for o, _ in costs.mana_sources(game, 0)}
    assert found == {ids["g"]}
    assert costs.mana_plan(game, 0, "{2}") is None
    assert "activate them first" in costs.by_hand(game, 0, None, "{2}")
