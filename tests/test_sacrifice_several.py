"""701.21a, 205.2b: sacrificing one permanent for each of several nouns ("sacrifice a creature,
an artifact, and a land"; the Structural Collapse rulings), and Mad Wizard's Lair's "Draw
three cards and reveal them. You may cast one of them without paying its mana cost." (701.20a,
608.2g). The games: tests/scenarios/core/structural_collapse_* and dungeon_oubliette_*,
dungeon_mad_wizards_lair_*."""

from __future__ import annotations

import itertools
from typing import TypeVar

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mtgrules.cards import ir
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.gate import supported_definition
from mtgrules.cards.parser import parse_oracle
from mtgrules.cards.records import CardRecord
from mtgrules.errors import CardTextError
from mtgrules.rules.sacrifice_several import most_met


def _brute(fits: list[list[int]]) -> int:
    """The most nouns met by distinct permanents, by trying every assignment."""
    best = 0
    options = [[*f, None] for f in fits]
    for pick in itertools.product(*options):
        chosen = [p for p in pick if p is not None]
        if len(chosen) == len(set(chosen)):
            best = max(best, len(chosen))
    return best


@given(
    st.lists(st.lists(st.integers(0, 5), max_size=4, unique=True), min_size=1, max_size=4),
    st.frozensets(st.integers(0, 5), max_size=2),
)
def test_most_met_is_a_maximum_matching(fits: list[list[int]], taken: frozenset[int]) -> None:
    pruned = [[o for o in f if o not in taken] for f in fits]
    assert most_met(fits, taken) == _brute(pruned)


def test_an_artifact_land_meets_one_noun_only() -> None:
    """Structural Collapse's rulings: an artifact land is the artifact or the land."""
    assert most_met([[1], [1]]) == 1  # the only artifact and the only land
    assert most_met([[1], [1, 2]]) == 2  # then another land
    assert most_met([[1, 3], [1]]) == 2  # or another artifact


@pytest.mark.parametrize(
    ("name", "who", "types"),
    [
        ("Structural Collapse", ir.TargetRef(0), [{"artifact"}, {"land"}]),
        ("Perilous Predicament", ir.EachRef(None, "opponent"), [{"artifact", "creature"}, set()]),
        ("To the Slaughter", ir.TargetRef(0), [{"creature"}, {"planeswalker"}]),
    ],
)
def test_the_sacrifice_cards_are_read(name: str, who: object, types: list[set[str]]) -> None:
    e = _the_one(name, ir.SacrificeSeveral)
    assert e.who == who
    if name == "Perilous Predicament":  # "an artifact creature and a nonartifact creature"
        assert e.filters[0].types == frozenset({"creature"})
        assert "artifact" in e.filters[1].non_types
    else:
        assert [set(f.types) for f in e.filters] == types


T = TypeVar("T")


def _the_one(name: str, cls: type[T]) -> T:
    """The one instruction of class ``cls`` in the card's reading (supported, read afresh)."""
    card = supported_definition(CardDatabase.bundled().get(name), use_cache=False)
    found = [
        e for a in card.abilities for e in _walk(getattr(a, "effects", ())) if isinstance(e, cls)
    ]
    assert len(found) == 1
    return found[0]


def _walk(effects: tuple[object, ...]) -> list[object]:
    out: list[object] = []
    for e in effects:
        out.append(e)
        for name in getattr(e, "__dataclass_fields__", ()):
            value = getattr(e, name)
            if isinstance(value, tuple):
                out += _walk(value)
    return out


def test_oubliette_and_mad_wizards_lair_read() -> None:
    (oubliette,) = parse_oracle(
        "Discard a card and sacrifice a creature, an artifact, and a land.", "X", ("sorcery",)
    )
    assert isinstance(oubliette, ir.SpellAbility)
    discard, sac = oubliette.effects
    assert isinstance(discard, ir.Discard) and isinstance(sac, ir.SacrificeSeveral)
    assert [set(f.types) for f in sac.filters] == [{"creature"}, {"artifact"}, {"land"}]
    (lair,) = parse_oracle(
        "Draw three cards and reveal them. You may cast one of them without paying its mana cost.",
        "X",
        ("sorcery",),
    )
    assert isinstance(lair, ir.SpellAbility)
    assert list(lair.effects) == [ir.DrawReveal(3), ir.CastOneFree()]


def _sorcery(text: str) -> CardRecord:
    return CardRecord(
        name="Test Card", mana_cost="{1}", mana_value=1.0, types=("sorcery",), oracle_text=text
    )


def test_one_of_them_must_be_the_cards_just_drawn() -> None:
    """608.2g: "one of them" is read only after "Draw N cards and reveal them."."""
    with pytest.raises(CardTextError):
        supported_definition(
            _sorcery(
                "Exile the top three cards of your library. You may cast one of them without "
                "paying its mana cost."
            ),
            use_cache=False,
        )
    with pytest.raises(CardTextError):
        supported_definition(_sorcery("Draw two cards and reveal it."), use_cache=False)
    card = supported_definition(_sorcery("Draw a card and reveal it."), use_cache=False)
    ability = card.abilities[0]
    assert isinstance(ability, ir.SpellAbility)
    assert repr(ability.effects) == repr((ir.DrawReveal(1),))


@pytest.mark.parametrize(
    ("name", "who", "count", "types"),
    [
        ("Desecration Demon", "any opponent", 1, {"creature"}),
        ("Argothian Wurm", "any player", 1, {"land"}),
        ("Prowling Pangolin", "any player", 2, {"creature"}),
    ],
)
def test_any_player_may_sacrifice_is_read(name: str, who: str, count: int, types: set[str]) -> None:
    """101.4, 608.2d: "any player may sacrifice N FILTER of their choice. If a player does"."""
    e = _the_one(name, ir.AnyPlayerMaySacrifice)
    assert (e.who, e.count, set(e.filter.types)) == (who, count, types)


def test_their_hand_only_for_a_card_in_an_opponents_graveyard() -> None:
    """404.2: "to their hand" is the owner's hand of a card in an opponent's graveyard."""
    card = supported_definition(CardDatabase.bundled().get("Forcemage Advocate"), use_cache=False)
    assert card.name == "Forcemage Advocate"
    with pytest.raises(CardTextError):
        supported_definition(_sorcery("Return target creature to their hand."), use_cache=False)
