"""111.4, 205.4: tokens the text names ("create Marit Lage, a legendary ... token"), read with
the name as printed; 118.12a, 101.4: "EFFECTS unless they / that player ACTION". The games:
tests/scenarios/core/named_token_* and unless_they_*, and tests/scenarios/blind148/."""

from __future__ import annotations

from typing import Any, cast

import pytest

from mtgrules.cards import ir
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.gate import supported_definition
from mtgrules.cards.parser import parse_oracle
from mtgrules.errors import CardTextError
from mtgrules.rules.zone_moves import token_card

NAMED = {
    "Dark Depths": "Marit Lage",
    "Verix Bladewing": "Karox Bladewing",
    "Tolsimir, Friend to Wolves": "Voja, Friend to Elves",  # a comma in the name
    "Tuktuk the Explorer": "Tuktuk the Returned",  # the card's short name in it
    "Kiora, the Rising Tide": "Scion of the Deep",
    "The Spear of Leonidas": "Phobos",
}


def _tokens(card: ir.CardDefinition) -> list[ir.CreateToken]:
    from mtgrules.cards.walk import nodes

    return [x for x in nodes(card.abilities) if isinstance(x, ir.CreateToken)]


@pytest.mark.parametrize("card_name", sorted(NAMED))
def test_the_token_keeps_the_name_as_printed(card_name: str) -> None:
    card = supported_definition(CardDatabase.bundled().get(card_name), use_cache=False)
    (token,) = _tokens(card)
    assert token.name == NAMED[card_name]
    assert token.supertypes == ("legendary",)
    values = token_card(token)
    assert values.name == NAMED[card_name] and values.supertypes == ("legendary",)


def test_an_unnamed_token_is_named_by_its_subtypes() -> None:
    (spell,) = parse_oracle("Create a 1/1 red Goblin creature token.", "X", ("sorcery",))
    assert isinstance(spell, ir.SpellAbility)
    (token,) = cast(Any, spell.effects)
    assert token.name == "" and token_card(token).name == "Goblin Token"  # 111.4


def test_unless_they_reads_the_players_who_choose() -> None:
    (trig,) = parse_oracle(
        "At the beginning of your end step, each player loses 4 life unless they sacrifice a "
        "nontoken creature of their choice.",
        "Bellowing Mauler",
        ("creature",),
    )
    assert isinstance(trig, ir.TriggeredAbility)
    (unless,) = cast(Any, trig.effects)
    assert isinstance(unless, ir.UnlessDoes)
    assert unless.who == ir.EachRef(None, players="each") and unless.who_words == "they"
    assert isinstance(unless.action, ir.Sacrifice) and unless.action.who == unless.who


def test_unless_they_for_several_players_refused_where_the_effect_asks() -> None:
    """101.4, 608.2: the players' actions are done before the effect; an effect that asks a
    question of its own would replay them: refused, named."""
    with pytest.raises(CardTextError, match="for several players where the instruction asks"):
        supported_definition(
            CardDatabase.bundled().get("The Long Reach of Night // Animus of Night's Reach"),
            use_cache=False,
        )


@pytest.mark.parametrize(
    "name", ["Bellowing Mauler", "Demanding Dragon", "Painful Quandary", "Tomb Blade"]
)
def test_unless_they_cards_are_supported(name: str) -> None:
    assert supported_definition(CardDatabase.bundled().get(name), use_cache=False).name == name
