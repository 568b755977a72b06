"""Static redirection effects (614.9): the Oracle reading of "All [combat] damage that would
be dealt to you [by unblocked creatures] is dealt to this creature instead." and its "as long
as" form; the games: tests/scenarios/core/redirect_*."""

from __future__ import annotations

import pytest

from mtgrules.cards import ir
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.gate import supported_definition
from mtgrules.cards.ir.s11_dmg import RedirectDamage
from mtgrules.cards.parser import parse_oracle

REAL = [
    "Pariah",
    "Pariah's Shield",
    "Palisade Giant",
    "Protector of the Crown",
    "Empyrial Archangel",
    "Treacherous Link",
    "Veteran Bodyguard",
    "Weathered Bodyguards",
    "Martyrs of Korlis",
    "With Great Power . . .",
]


@pytest.mark.parametrize("name", REAL)
def test_real_cards_are_supported(name: str) -> None:
    record = CardDatabase.bundled().get(name)
    assert supported_definition(record, use_cache=False).name == name


def test_the_readings() -> None:
    (a,) = parse_oracle(
        "All damage that would be dealt to you and other permanents you control is dealt to "
        "this creature instead.",
        "Foo",
        ("creature",),
    )
    assert a == ir.StaticAbility(
        RedirectDamage("you and other permanents you control", "this creature")
    )
    (b,) = parse_oracle(
        "As long as this creature is untapped, all combat damage that would be dealt to you "
        "by unblocked creatures is dealt to this creature instead.",
        "Foo",
        ("creature",),
    )
    assert isinstance(b, ir.StaticAbility) and b.condition is not None
    assert b.effect == RedirectDamage("you", "this creature", combat=True, by="unblocked creatures")
