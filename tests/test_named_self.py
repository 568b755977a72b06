"""201.2: "named ~" / "not named ~" after a noun (``Filter.named_self``), "Discard another card
named ~" (a cost), "in each graveyard" (404.1), and deck limits (100.2a): read, written back,
and the cards they bring in; the games: tests/scenarios/core/named_self_*."""

from __future__ import annotations

import pytest

from mtgrules.cards import ir
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.gate import supported_definition
from mtgrules.cards.parser import parse_oracle
from mtgrules.cards.render import render_abilities

REAL = [
    "Seven Dwarves",
    "Pack Mastiff",
    "Clever Conjurer",
    "Hare Apparent",
    "Undead Servant",
    "Powerstone Shard",
    "Baloth Packhunter",
    "Templar Knight",
    "Shadowborn Apostle",
    "Demigod of Revenge",
    "Dutiful Replicator",
    "Tarox Bladewing",  # "Discard another card named ~"
    "Korlash, Heir to Blackblade",
    "Rite of Flame",  # "in each graveyard"
    "Life Burst",
]


@pytest.mark.parametrize("name", REAL)
def test_real_cards_are_supported(name: str) -> None:
    record = CardDatabase.bundled().get(name)
    assert supported_definition(record, use_cache=False).name == name


def _filter_of(text: str, name: str) -> ir.Filter:
    (ab,) = parse_oracle(text, name, ("creature",))
    assert isinstance(ab, ir.ActivatedAbility)
    (spec,) = ab.targets
    assert spec.filter is not None
    return spec.filter


def test_named_and_not_named() -> None:
    text = "{T}: Untap target permanent not named Clever Conjurer."
    assert _filter_of(text, "Clever Conjurer").named_self is False
    (ab,) = parse_oracle(
        "{1}{R}: Each creature you control named Pack Mastiff gets +1/+0 until end of turn.",
        "Pack Mastiff",
        ("creature",),
    )
    assert "named Pack Mastiff" in render_abilities((ab,), "Pack Mastiff")


def test_a_search_for_a_card_named_itself_reads_as_before() -> None:
    """ "Search your library for a card named ~" stays the search's own reading (``named``),
    not a filter (the reading before "named ~" was read after any noun)."""
    (ab,) = parse_oracle(
        "When this creature enters, you may search your library for a card named Avarax, "
        "reveal it, put it into your hand, then shuffle.",
        "Avarax",
        ("creature",),
    )
    assert isinstance(ab, ir.TriggeredAbility)
    search = ab.effects[0]
    assert isinstance(search, ir.SearchLibrary)
    assert search.named == "~" and search.filter.named_self is None


def test_discard_another_card_named() -> None:
    (ab,) = parse_oracle(
        "Discard another card named Tarox Bladewing: Tarox Bladewing gets +X/+X until end "
        "of turn, where X is its power.",
        "Tarox Bladewing",
        ("creature",),
    )
    assert isinstance(ab, ir.ActivatedAbility)
    f = ab.cost.discard_filter
    assert f is not None and f.named_self and f.other and ab.cost.discard == 1
