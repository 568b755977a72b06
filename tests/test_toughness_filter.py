"""208.1: noun phrases "with toughness N or greater / or less": read, rendered back, matched."""

from __future__ import annotations

import pytest

from mtgrules.cards import ir
from mtgrules.cards.coverage import card_gaps
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.parser import parse_oracle


def test_parse() -> None:
    (s,) = parse_oracle(
        "Destroy target creature with toughness 4 or greater.", "Collar the Culprit", ("instant",)
    )
    assert isinstance(s, ir.SpellAbility)
    f = s.targets[0].filter
    assert (f.toughness_min, f.toughness_max) == (4, None)


@pytest.mark.parametrize(
    "name", ["Collar the Culprit", "Valorous Stance", "Endangered Armodon", "Citywide Bust"]
)
def test_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def test_variable_toughness_still_refused() -> None:
    """ "with toughness X or less" is a different phrase: not read as a number."""
    gaps = card_gaps(CardDatabase.bundled().get("Finale of Eternity"))
    assert any("toughness X or less" in g for g in gaps)
