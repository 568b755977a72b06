"""509.1b: restrictions on some blockers only: "can't be blocked by creatures with power 2 or
less", "can't be blocked except by Walls", and their one-shot "this turn" forms."""

from __future__ import annotations

import pytest

from mtgrules.cards import ir
from mtgrules.cards.coverage import card_gaps
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.parser import parse_oracle


def test_static_forms() -> None:
    (a,) = parse_oracle(
        "This creature can't be blocked by creatures with power 2 or less.", "T", ("creature",)
    )
    assert isinstance(a, ir.Restriction)
    assert a.cant == frozenset({"be blocked"}) and not a.blockers_except
    assert a.blockers is not None and a.blockers.power_max == 2
    (w,) = parse_oracle("This creature can't be blocked except by Walls.", "T", ("creature",))
    assert isinstance(w, ir.Restriction) and w.blockers_except
    assert w.blockers is not None and w.blockers.subtypes == frozenset({"Wall"})


def test_one_shot_form() -> None:
    (s,) = parse_oracle(
        "Target creature can't be blocked by creatures with flying this turn.", "T", ("instant",)
    )
    assert isinstance(s, ir.SpellAbility)
    (e,) = s.effects
    assert isinstance(e, ir.RestrictionEffect) and e.blockers is not None
    assert e.blockers.with_keyword == "flying"


@pytest.mark.parametrize(
    "name",
    ["Amrou Kithkin", "Bog Rats", "Cloak of Invisibility", "Arctic Foxes", "Arlinn's Wolf"],
)
def test_cards_supported(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def test_or_keywords_still_refused() -> None:
    """ "creatures with flying or reach" is not read as "creatures with flying"."""
    gaps = card_gaps(CardDatabase.bundled().get("Elven Riders"))
    assert gaps and "Walls and/or creatures with flying" in gaps[0]
