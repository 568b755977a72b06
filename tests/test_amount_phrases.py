"""Amounts written "a number of ... equal to ..." (counters 122.1, tokens 111.1) and
"your devotion to COLOR [and COLOR]" (700.5)."""

from __future__ import annotations

import pytest

from mtgrules.cards import ir
from mtgrules.cards.coverage import card_gaps
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.parser import parse_oracle


def test_counters_equal() -> None:
    (t,) = parse_oracle(
        "When this creature enters, put a number of +1/+1 counters on it equal to the number "
        "of land cards in all graveyards.",
        "T",
        ("creature",),
    )
    assert isinstance(t, ir.TriggeredAbility)
    (e,) = t.effects
    assert isinstance(e, ir.AddCounters) and isinstance(e.count, ir.CountOf)


def test_tokens_equal_and_devotion() -> None:
    (t,) = parse_oracle(
        "When this creature enters, create a number of 1/0 blue Elemental creature tokens "
        "equal to your devotion to blue.",
        "Master of Waves",
        ("creature",),
    )
    assert isinstance(t, ir.TriggeredAbility)
    (e,) = t.effects
    assert isinstance(e, ir.CreateToken) and e.count == ir.Devotion(("U",))


def test_two_color_devotion() -> None:
    (t,) = parse_oracle(
        "When this creature enters, you gain life equal to your devotion to white and black.",
        "T",
        ("creature",),
    )
    assert isinstance(t, ir.TriggeredAbility)
    assert t.effects[0].amount == ir.Devotion(("W", "B"))  # type: ignore[union-attr]


@pytest.mark.parametrize(
    "name",
    [
        "Master of Waves",
        "Nylea's Disciple",
        "Reverent Hunter",
        "Abhorrent Overlord",
        "Krenko, Tin Street Kingpin",
    ],
)
def test_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []
