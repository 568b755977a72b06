"""Evoke (702.74a): "You may cast this card by paying [cost] rather than paying its mana
cost" (an alternative cost, 118.9, 601.2b, 601.2f-h) and "When this permanent enters, if its
evoke cost was paid, its controller sacrifices it" (a triggered ability with an intervening
"if", 603.4: rules/keywords_triggered.py). The permanent remembers the cost its spell was
cast with (``GameObject.alt_keyword``, kept from the stack to the battlefield: 400.7)."""

from __future__ import annotations

from ..cards import ir
from ..errors import IllegalActionError
from ..objects import GameObject
from ..zones import Zone

EVOKE = "evoke"


def evoke(card: ir.CardDefinition) -> ir.Keyword | None:
    for a in card.abilities:
        if isinstance(a, ir.Keyword) and a.name == EVOKE:
            return a
    return None


def names_evoke(alt_cost: str | None) -> bool:
    return alt_cost is not None and alt_cost.strip().lower() == EVOKE


def cast_mana(obj: GameObject, alt_cost: str | None) -> str | None:
    """The evoke cost paid instead of the mana cost (118.9), when the cast names evoke;
    None otherwise. Refused for a card without evoke (702.74a)."""
    if not names_evoke(alt_cost):
        return None
    k = evoke(obj.card)
    if k is None or k.cost is None:
        raise IllegalActionError(f"{obj.name} has no evoke cost", "702.74a")
    if obj.zone is not Zone.HAND:
        raise IllegalActionError(f"{obj.name} can be evoked only from a hand", "702.74a")
    return k.cost.mana or ""


def listed(card: ir.CardDefinition) -> list[tuple[str, str | None]]:
    """The cast variant legal_actions lists for a card with evoke: ("evoke", its cost)."""
    k = evoke(card)
    if k is None or k.cost is None:
        return []
    return [(EVOKE, k.cost.mana)]


def gap(card: ir.CardDefinition) -> list[str]:
    """What of evoke the engine can't do for this card (rules/support.py)."""
    k = evoke(card)
    if k is None:
        return []
    if k.cost is None or k.cost != ir.Cost(mana=k.cost.mana):
        return ["evoke with a cost other than mana"]
    return []
