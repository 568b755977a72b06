"""References the reader resolves (issue 12, "references the reader can't resolve"):

- "that player" after a trigger condition that names a player (``TriggerPlayerRef``,
  608.2k): the player dealt combat damage, the opponent whose upkeep it is, or the
  controller of the object the event names;
- "it" / "them" / "that creature" after "create ..." (``CreatedRef``, 111.1): the tokens the
  same resolution created;
- "for each ..." multiplying a token count or an amount of mana (``ForEach``, 107.1,
  counted on resolution: 608.2h).

Each is read, rendered back exactly, and carried out by the engine (the scenarios
``tests/scenarios/issue12/refs-*.yaml`` play them on real cards).
"""

from __future__ import annotations

from typing import Any

import pytest

from mtgrules.cards import ir
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.gate import supported_definition
from mtgrules.cards.parser import parse_oracle
from mtgrules.cards.render import render_abilities
from mtgrules.errors import CardTextError


def _effects(text: str, types: tuple[str, ...] = ("sorcery",)) -> tuple[Any, ...]:
    abilities = parse_oracle(text, "Foo", types)
    assert render_abilities(abilities, "Foo") == text  # read and rendered back exactly
    ab = abilities[-1]
    return tuple(getattr(ab, "effects", ()))


# --- "that player" -----------------------------------------------------------------------


def test_that_player_after_combat_damage_is_the_damaged_player() -> None:
    (e,) = _effects(
        "Whenever this creature deals combat damage to a player, that player discards a card.",
        ("creature",),
    )
    assert isinstance(e, ir.Discard)
    assert e.who == ir.TriggerPlayerRef()


def test_that_player_after_each_opponents_upkeep_is_that_opponent() -> None:
    (e,) = _effects(
        "At the beginning of each opponent's upkeep, that player loses 1 life.", ("enchantment",)
    )
    assert isinstance(e, ir.LoseLife)
    assert e.who == ir.TriggerPlayerRef()


def test_that_player_after_an_opponents_creature_dies_is_its_controller() -> None:
    (e,) = _effects(
        "Whenever a creature an opponent controls dies, that player loses 2 life.",
        ("enchantment",),
    )
    assert isinstance(e, ir.LoseLife)
    assert e.who == ir.TriggerPlayerRef(of_object=True)


def test_that_player_with_nothing_to_name_is_still_refused() -> None:
    # "your upkeep" names no other player: "that player" has nothing to refer to
    with pytest.raises(CardTextError):
        parse_oracle(
            "At the beginning of your upkeep, that player loses 1 life.", "Foo", ("enchantment",)
        )


# --- "it" after "create ..." ---------------------------------------------------------------


def test_it_after_create_is_the_token_created() -> None:
    create, put = _effects(
        "Create a 0/0 green and blue Fractal creature token. Put three +1/+1 counters on it."
    )
    assert isinstance(create, ir.CreateToken)
    assert isinstance(put, ir.AddCounters)
    assert put.what == ir.CreatedRef()
    assert put.count == 3


def test_them_after_creating_several_tokens() -> None:
    _, put = _effects("Create two 1/1 white Soldier creature tokens. Put a +1/+1 counter on them.")
    assert isinstance(put, ir.AddCounters)
    assert put.what == ir.CreatedRef()


def test_attach_this_equipment_to_the_token_created() -> None:
    create, attach = _effects(
        "When this Equipment enters, create a 1/1 white Soldier creature token, then attach "
        "this Equipment to it.",
        ("artifact",),
    )
    assert isinstance(create, ir.CreateToken)
    assert attach == ir.Attach(ir.SelfRef(), ir.CreatedRef())


# --- "for each" on tokens and mana -----------------------------------------------------------


def test_a_token_for_each() -> None:
    (e,) = _effects("Create a 2/2 green Wolf creature token for each Forest you control.")
    assert isinstance(e, ir.CreateToken)
    assert isinstance(e.count, ir.ForEach)
    assert e.count.per == 1
    assert isinstance(e.count.value, ir.CountOf)
    assert e.count.value.filter.subtypes == frozenset({"Forest"})


def test_mana_for_each() -> None:
    (e,) = _effects("{T}: Add {G} for each creature you control.", ("land",))
    assert isinstance(e, ir.AddMana)
    assert e.mana == "{G}"
    assert isinstance(e.count, ir.ForEach)


def test_two_numbers_for_one_for_each_are_still_refused() -> None:
    with pytest.raises(CardTextError):
        parse_oracle(
            "Create a 1/1 white Soldier creature token and you gain 1 life for each creature "
            "you control.",
            "Foo",
            ("sorcery",),
        )


REAL = [
    "Blazing Specter",
    "Akki Underminer",
    "Sheoldred, Whispering One",
    "Massacre Wurm",
    "Fractal Summoning",
    "Ancestral Blade",
    "Draugr's Helm",
    "Elemental Appeal",
    "Avenger of Zendikar",
    "Hangarback Walker",
    "Gaea's Cradle",
    "Cabal Coffers",
    "Everflowing Chalice",
    "Wake the Past",
    "Insight Engine",
]


@pytest.mark.parametrize("name", REAL)
def test_real_cards_are_supported(name: str) -> None:
    record = CardDatabase.bundled().get(name)
    card = supported_definition(record, use_cache=False)
    assert card.name == name


def test_for_each_after_then_multiplies_the_last_clause() -> None:
    put, draw = _effects(
        "{2}, {T}: Put a charge counter on this artifact, then draw a card for each charge "
        "counter on it.",
        ("artifact",),
    )
    assert isinstance(put, ir.AddCounters)
    assert put.count == 1
    assert isinstance(draw, ir.Draw)
    assert isinstance(draw.count, ir.ForEach)
    assert isinstance(draw.count.value, ir.CountersOn)


def test_counter_unless_pays_generic_for_each() -> None:
    (e,) = _effects(
        "Counter target spell unless its controller pays {1} for each card in your graveyard.",
        ("instant",),
    )
    assert isinstance(e, ir.CounterSpell)
    assert e.unless_pays == "{1}"
    assert isinstance(e.unless_times, ir.ForEach)
    assert e.unless_times.value.filter.zone == "graveyard"  # type: ignore[union-attr]


def test_that_player_after_each_players_upkeep_is_the_active_player() -> None:
    (e,) = _effects(
        "At the beginning of each player's upkeep, that player discards a card at random.",
        ("enchantment",),
    )
    assert isinstance(e, ir.Discard)
    assert e.who == ir.TriggerPlayerRef()


def test_each_upkeep_still_names_no_player() -> None:
    with pytest.raises(CardTextError):
        parse_oracle(
            "At the beginning of each upkeep, that player loses 1 life.", "Foo", ("enchantment",)
        )
