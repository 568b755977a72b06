"""Searches (701.23): "for up to N <cards>" (701.23b), the graveyard as a destination, plural
pronouns rendered back exactly, and a search for "a card" that must find one (701.23d)."""

from __future__ import annotations

import pytest

from mtgrules.cards import ir
from mtgrules.cards.coverage import card_gaps
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.parser import parse_oracle


def _search(text: str, name: str = "Test Search") -> ir.SearchLibrary:
    (spell,) = parse_oracle(text, name, ("sorcery",))
    assert isinstance(spell, ir.SpellAbility)
    (e,) = spell.effects
    assert isinstance(e, ir.SearchLibrary)
    return e


def test_up_to_and_graveyard() -> None:
    e = _search(
        "Search your library for up to three creature cards, put them into your graveyard, "
        "then shuffle."
    )
    assert (e.count, e.up_to, e.destination) == (3, True, "graveyard")
    assert e.filter.types == frozenset({"creature"}) and e.filter.zone == "library"
    exact = _search("Search your library for a card, put that card into your hand, then shuffle.")
    assert (exact.count, exact.up_to, exact.destination) == (1, False, "hand")


@pytest.mark.parametrize(
    "name",
    [
        "Buried Alive",
        "Burnished Hart",
        "Harrow",
        "Armillary Sphere",
        "Gaea's Bounty",
        "Demonic Tutor",
    ],
)
def test_cards_supported(name: str) -> None:
    """Read, rendered back exactly ("reveal them" / "reveal those cards"), carried out."""
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def test_split_destinations_read() -> None:
    """Cultivate's split ("put one onto the battlefield tapped and the other into your hand")
    is read since s10 h-zones (ir.SearchSplit; tests/test_s10_zones.py plays it)."""
    assert card_gaps(CardDatabase.bundled().get("Cultivate")) == []


def test_any_number() -> None:
    e = _search(
        "Search your library for any number of Spirit cards, put them into your graveyard, "
        "then shuffle."
    )
    assert e.any_number and e.up_to and e.destination == "graveyard"
    assert e.filter.subtypes == frozenset({"Spirit"})
    assert card_gaps(CardDatabase.bundled().get("Iname, Death Aspect")) == []
