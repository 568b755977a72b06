"""Cards of the casual variants that live in the command zone or outside the game (vanguard,
conspiracy, the challenge decks' hero cards, sticker sheets) are refused at the gate: the
engine plays no variant, and a permanent on the battlefield standing in for one can be
phased out, destroyed or returned, which the card can't (408.1, 902.1, 315.3, 123.1)."""

from __future__ import annotations

import pytest

from mtgrules.cards.database import CardDatabase
from mtgrules.cards.gate import supported_definition
from mtgrules.errors import CardTextError


@pytest.mark.parametrize(
    ("name", "why"),
    [
        ("Frenetic Efreet Avatar", "a vanguard card (902.1"),
        ("Tradewind Rider Avatar", "a vanguard card (902.1"),
        ("Hymn of the Wilds", "a conspiracy card (315.3"),
        ("Bow of the Hunter", "a hero card"),
        ("Sticker sheet", "a sticker sheet (123.1"),
    ],
)
def test_variant_cards_are_refused(name: str, why: str) -> None:
    record = CardDatabase.bundled().get(name)
    with pytest.raises(CardTextError) as err:
        supported_definition(record, use_cache=False)
    assert why in str(err.value)


def test_a_permanent_with_a_vanguards_text_is_still_played() -> None:
    # No Mercy (an enchantment) has Ashnod's text: the text is supported, the card type not
    record = CardDatabase.bundled().get("No Mercy")
    assert supported_definition(record, use_cache=False).name == "No Mercy"
