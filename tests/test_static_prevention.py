"""615.1a: static prevention abilities ("Prevent all [combat] damage that would be dealt to /
by / to and dealt by WHAT [by SOURCES]"): read, rendered back exactly, and applied."""

from __future__ import annotations

import pytest

from mtgrules.cards import ir
from mtgrules.cards.coverage import card_gaps
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.parser import parse_oracle


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Prevent all damage that would be dealt to this creature.",
            ir.StaticPrevention(to=ir.SelfRef()),
        ),
        (
            "Prevent all combat damage that would be dealt to and dealt by enchanted creature.",
            ir.StaticPrevention(
                to=ir.AttachedRef("enchanted"), by=ir.AttachedRef("enchanted"), combat_only=True
            ),
        ),
        ("Prevent all damage that would be dealt to you.", ir.StaticPrevention(to=ir.YouRef())),
        (
            "Prevent all damage that would be dealt by enchanted creature.",
            ir.StaticPrevention(by=ir.AttachedRef("enchanted")),
        ),
    ],
)
def test_parse(text: str, expected: ir.StaticPrevention) -> None:
    (a,) = parse_oracle(text, "T", ("creature",))
    assert isinstance(a, ir.StaticAbility) and a.effect == expected


def test_sources_filter() -> None:
    (a,) = parse_oracle(
        "Prevent all damage that would be dealt to this creature by creatures.", "T", ()
    )
    assert isinstance(a, ir.StaticAbility) and isinstance(a.effect, ir.StaticPrevention)
    assert a.effect.sources is not None and a.effect.sources.types == frozenset({"creature"})


@pytest.mark.parametrize(
    "name", ["Fog Bank", "Muzzle", "Dawn Elemental", "Heart of Light", "Glacial Chasm"]
)
def test_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []
