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


def test_has_base_power_and_toughness() -> None:
    """613.4b: "has base power and toughness 5/5" and "has base power 8" (power only)."""
    (s,) = parse_oracle(
        "Target creature has base power and toughness 4/4 until end of turn.", "T", ("instant",)
    )
    assert isinstance(s, ir.SpellAbility)
    assert s.effects == (
        ir.SetCharacteristics(ir.TargetRef(0), 4, 4, has=True, duration=ir.Duration.END_OF_TURN),
    )
    (p,) = parse_oracle("Target creature has base power 8 until end of turn.", "T", ("instant",))
    assert isinstance(p, ir.SpellAbility)
    e = p.effects[0]
    assert isinstance(e, ir.SetCharacteristics) and (e.power, e.toughness) == (8, None)
