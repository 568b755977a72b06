"""Casting keywords of issue 12 (h-kw-cast): encore (702.141a), ... Each use is listed by
legal_actions exactly when apply() accepts it, and refused with its rule otherwise."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game as _game
from mtgrules.cards import ir, load_card
from mtgrules.cards.gate import card_gaps
from mtgrules.decisions import ActivateAbility
from mtgrules.errors import IllegalActionError
from mtgrules.rules.support import engine_gaps


def _id(g: Any, name: str) -> int:
    return next(o.id for o in g.objects.values() if o.name == name)


def _activations(g: Any, card: int) -> list[ActivateAbility]:
    return [a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == card]


@pytest.mark.parametrize(
    "name", ["Impulsive Pilferer", "Briarblade Adept", "Mist Dancer", "Kinsbaile Courier"]
)
def test_encore_cards_supported(name: str) -> None:
    assert card_gaps(load_card(name)) == []


def test_encore_only_from_graveyard_as_a_sorcery() -> None:
    """702.141a: "Exile this card from your graveyard" (113.6m) and "Activate only as a
    sorcery" (602.5d)."""
    players = [
        {
            "name": "Alice",
            "graveyard": ["Impulsive Pilferer"],
            "hand": ["Kinsbaile Courier"],
            "battlefield": ["Mountain"] * 4,
        },
        {"name": "Bob"},
    ]
    g = _game({"players": players, "turn": {"active": "Alice", "step": "upkeep"}})
    pilferer = _id(g, "Impulsive Pilferer")
    assert _activations(g, pilferer) == []
    with pytest.raises(IllegalActionError, match="sorcery"):
        g.apply(ActivateAbility(pilferer, 0))
    g = _game({"players": players, "turn": {"active": "Alice", "step": "main1"}})
    pilferer = _id(g, "Impulsive Pilferer")
    assert [a.index for a in _activations(g, pilferer)] == [0]
    assert _activations(g, _id(g, "Kinsbaile Courier")) == []  # not from a hand


def test_encore_gap_for_a_non_mana_cost() -> None:
    card = ir.CardDefinition(
        name="X",
        mana_cost="{R}",
        types=("creature",),
        abilities=(ir.Keyword("encore", cost=ir.Cost(mana="{R}", pay_life=2)),),
    )
    assert "encore with a cost other than mana" in engine_gaps(card)
