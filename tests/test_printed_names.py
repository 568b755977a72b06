"""Printed German and Spanish names of every card resolve from the bundled MTGJSON v3 list
(data/foreign_names_mtgjson.json.gz); a printed name of several cards is an error naming
them."""

from __future__ import annotations

import pytest

from mtgrules.cards import load_card
from mtgrules.cards.database import CardDatabase, CardRecord, bundled_printed_names
from mtgrules.decks import DeckError, parse_deck
from mtgrules.errors import AmbiguousCardError, UnknownCardError


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return CardDatabase.bundled()


@pytest.mark.parametrize(
    ("printed", "english"),
    [
        ("Blitzschlag", "Lightning Bolt"),  # German, not a seed card
        ("Relámpago", "Lightning Bolt"),  # Spanish
        ("Riesenwuchs", "Giant Growth"),
        ("Crecimiento gigante", "Giant Growth"),
        ("boros-gildeneingang", "Boros Guildgate"),  # "(a)"/"(b)" variants aren't cards here
        ("Flammenblut-Koloss", "Bloodfire Colossus"),  # a seed card's name still works
        ("Proteccion de Teferi", "Teferi's Protection"),  # accents may be left out
    ],
)
def test_printed_names_resolve(db: CardDatabase, printed: str, english: str) -> None:
    assert printed in db
    assert db.get(printed).name == english


def test_printed_name_of_two_cards_is_ambiguous(db: CardDatabase) -> None:
    with pytest.raises(AmbiguousCardError) as info:
        db.get("Agotamiento")  # Spanish for both Attrition and Exhaustion
    assert info.value.candidates == ("Attrition", "Exhaustion")
    message = str(info.value)
    assert "more than one card" in message
    assert "'Attrition'" in message and "'Exhaustion'" in message
    assert isinstance(info.value, UnknownCardError)  # callers that catch unknown names see it
    assert "Agotamiento" in db  # a known name, just not one card


def test_ambiguous_printed_name_in_a_deck_list_is_reported(db: CardDatabase) -> None:
    with pytest.raises(DeckError) as info:
        parse_deck("4 Agotamiento\n56 Swamp\n", db=db)
    assert "Attrition" in str(info.value) and "Exhaustion" in str(info.value)


def test_english_names_win_over_printed_ones(db: CardDatabase) -> None:
    # "Terror" is also Terror's German name; English names are looked up first
    assert db.get("Terror").name == "Terror"
    # a name that is only printed somewhere still works through load_card
    assert load_card("Blitzschlag").name == "Lightning Bolt"


def test_printed_name_list_shape() -> None:
    names = bundled_printed_names()
    assert len(names) > 25_000  # 14,884 German + 14,291 Spanish, a few shared
    assert names["blitzschlag"] == ("Lightning Bolt",)
    assert set(names["verbrennen"]) >= {"Burn", "Combust"}


def test_other_databases_can_use_a_printed_name_list() -> None:
    db = CardDatabase([CardRecord(name="Shock"), CardRecord(name="Shocker")])
    assert "Schock" not in db
    db.use_printed_names(lambda: {"schock": ("Shock",), "doppelt": ("Shock", "Shocker")})
    assert db.get("Schock").name == "Shock"
    with pytest.raises(AmbiguousCardError):
        db.get("Doppelt")
    copy = db.copy()
    assert copy.get("schock").name == "Shock"
