# ruff: noqa: E501 - Oracle texts are kept on one line each, as printed
"""h-flash (issue 12): "Search your library and/or graveyard for a card named X, reveal it,
and put it into your hand. If you search your library this way, shuffle." (701.23): read,
rendered back exactly, refused where the name can't be restored, and carried out."""

from __future__ import annotations

import pytest

from mtgrules.cards import ir
from mtgrules.cards.gate import card_gaps
from mtgrules.cards.parser import parse_oracle
from mtgrules.cards.render import render_abilities
from mtgrules.cards.render.search_named import name_case
from mtgrules.rules.support import engine_gaps

TAIL = "reveal it, and put it into your hand. If you search your library this way, shuffle."


@pytest.mark.parametrize(
    ("line", "named"),
    [
        (
            f"Target player loses 4 life and you gain 4 life. Search your library and/or graveyard for a card named Vraska, Scheming Gorgon, {TAIL}",
            "vraska, scheming gorgon",
        ),
        (
            f"You may search your library and/or graveyard for a card named Nicol Bolas, the Deceiver, {TAIL}",
            "nicol bolas, the deceiver",
        ),
        (
            f"Search your library and/or graveyard for a card named Chandra, Flame's Catalyst, {TAIL}",
            "chandra, flame's catalyst",
        ),
        (
            "Search your library and/or graveyard for a card named Huatli, Dinosaur Knight, reveal it, then put it into your hand. If you searched your library this way, shuffle.",
            "huatli, dinosaur knight",
        ),
    ],
)
def test_search_named_reads_and_renders_back(line: str, named: str) -> None:
    abilities = parse_oracle(line, "Foo", ("sorcery",))
    assert render_abilities(abilities, "Foo") == line
    (spell,) = abilities
    found = [
        e
        for e in _effects(spell)
        if isinstance(e, ir.SearchLibrary) and e.graveyard_too and e.named == named
    ]
    assert len(found) == 1
    card = ir.CardDefinition("Foo", types=frozenset({"sorcery"}), abilities=tuple(abilities))
    assert engine_gaps(card) == []


def _effects(obj: object) -> list[object]:
    """Every IR node inside ``obj`` (dataclasses, tuples), depth first."""
    out: list[object] = [obj]
    if isinstance(obj, tuple | list):
        for x in obj:
            out += _effects(x)
    elif hasattr(obj, "__dataclass_fields__"):
        for f in obj.__dataclass_fields__:
            out += _effects(getattr(obj, f))
    return out


def test_name_case() -> None:
    assert name_case("nicol bolas, the deceiver") == "Nicol Bolas, the Deceiver"
    assert name_case("jace, ingenious mind-mage") == "Jace, Ingenious Mind-Mage"
    assert name_case("chandra, flame's catalyst") == "Chandra, Flame's Catalyst"


def test_a_name_that_cant_be_restored_is_refused() -> None:
    """The name is read lowercased; "TARDIS" renders "Tardis", so the round trip fails and
    the gate refuses the card rather than guess."""
    text = f"When this creature enters, search your library and/or graveyard for a card named TARDIS, {TAIL}"
    abilities = parse_oracle(text, "Foo", ("creature",))
    card = ir.CardDefinition(
        "Foo", types=frozenset({"creature"}), abilities=tuple(abilities), text=text
    )
    assert any("rendered" in g for g in card_gaps(card))
