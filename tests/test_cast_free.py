"""Casting a target card from a graveyard without paying its mana cost while a spell or
ability resolves (608.2g, 118.9) and "If that spell would be put into your graveyard, exile
it instead." (614.1a): the readings and the gate; the games: tests/scenarios/core/cast_free_*."""

from __future__ import annotations

import pytest

from mtgrules.cards import ir
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.gate import supported_definition
from mtgrules.cards.parser import parse_oracle
from mtgrules.rules.support import engine_gaps

REAL = [
    "Goblin Dark-Dwellers",
    "Efreet Flamepainter",
    "Daring Waverider",
    "Seifer Almasy",
    "The Dawning Archaic",
    "Impulsivity",
]


@pytest.mark.parametrize("name", REAL)
def test_real_cards_are_supported(name: str) -> None:
    record = CardDatabase.bundled().get(name)
    assert supported_definition(record, use_cache=False).name == name


def test_the_reading() -> None:
    (trigger,) = parse_oracle(
        "When this creature enters, you may cast target instant or sorcery card from your "
        "graveyard without paying its mana cost. If that spell would be put into your "
        "graveyard, exile it instead.",
        "Foo",
        ("creature",),
    )
    assert isinstance(trigger, ir.TriggeredAbility)
    assert trigger.effects == (ir.CastFree(ir.TargetRef(0)), ir.ExileCastSpell("your"))
    assert trigger.targets[0].filter.zone == "graveyard"


def test_only_a_target_card_in_a_graveyard() -> None:
    # 608.2g: "cast it" of a card exiled from a library is another family: refused, not
    # half-played
    spell = ir.SpellAbility((ir.CastFree(ir.YouRef()),))
    card = ir.CardDefinition(name="Foo", types=("sorcery",), abilities=(spell,))
    assert engine_gaps(card) == ["casting a card other than a target card in a graveyard (608.2g)"]
    # 614.1a: "that spell" names the spell the instruction before it cast
    alone = ir.SpellAbility((ir.ExileCastSpell("your"),))
    card = ir.CardDefinition(name="Foo", types=("sorcery",), abilities=(alone,))
    assert engine_gaps(card) == ['"that spell" with no spell cast just before it (614.1a)']


PERMITS = ["Karador, Ghost Chieftain", "Gisa and Geralf", "Danitha, New Benalia's Light"]


@pytest.mark.parametrize("name", PERMITS)
def test_once_each_turn_permissions_are_supported(name: str) -> None:
    record = CardDatabase.bundled().get(name)
    assert supported_definition(record, use_cache=False).name == name


def test_the_once_each_turn_reading() -> None:
    # 601.3: the spells allowed, read as spells (on the stack) of the filter
    (a,) = parse_oracle(
        "Once during each of your turns, you may cast a Zombie creature spell from your graveyard.",
        "Foo",
        ("creature",),
    )
    assert isinstance(a, ir.CastFromGraveyardOnce)
    assert a.filter.types == frozenset({"creature"})
    assert a.filter.subtypes == frozenset({"Zombie"})
    assert a.filter.zone == "stack"


DISCARDS = ["Obstinate Baloth", "Loxodon Smiter", "Wilt-Leaf Liege", "Nullhide Ferox", "Dodecapod"]


@pytest.mark.parametrize("name", DISCARDS)
def test_opponent_discard_replacements_are_supported(name: str) -> None:
    # 614.1a, 701.9a: rules/discard_cause.py
    record = CardDatabase.bundled().get(name)
    assert supported_definition(record, use_cache=False).name == name


DISCARD_TRIGGERS = ["Metrognome", "Psychic Purge", "Guerrilla Tactics", "Quagnoth"]


@pytest.mark.parametrize("name", DISCARD_TRIGGERS)
def test_opponent_discard_triggers_are_supported(name: str) -> None:
    # 701.9a, 113.6k: rules/trigger_firing.fire_discarded_by_opponent
    record = CardDatabase.bundled().get(name)
    assert supported_definition(record, use_cache=False).name == name


def test_this_spell_free_is_an_alternative_cost_not_a_cast() -> None:
    # 118.9: "If ..., you may cast this spell without paying its mana cost." stays the
    # spell's alternative cost; only a target card is cast by an instruction (608.2g)
    (a,) = parse_oracle(
        "If an opponent controls a Plains and you control a Swamp, you may cast this spell "
        "without paying its mana cost.",
        "Foo",
        ("sorcery",),
    )
    assert isinstance(a, ir.AlternativeCost) and a.free
    # nested in another instruction, a free cast of anything but a target card is refused
    nested = ir.SpellAbility((ir.MayDo((ir.CastFree(ir.SelfRef()),)),))
    card = ir.CardDefinition(name="Foo", types=("sorcery",), abilities=(nested,))
    assert engine_gaps(card) == ["casting a card other than a target card in a graveyard (608.2g)"]
