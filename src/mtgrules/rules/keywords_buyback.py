"""Buyback (702.27a): "You may pay an additional [cost] as you cast this spell" (an
additional cost, 601.2b, 601.2f-h) and "If the buyback cost was paid, put this spell into its
owner's hand instead of into that player's graveyard as it resolves" (a replacement effect,
614.1a, applied by rules/replacement.py). The spell remembers that the cost was paid
(``GameObject.alt_keyword``)."""

from __future__ import annotations

from collections.abc import Iterable

from ..cards import ir
from ..errors import IllegalActionError
from ..objects import GameObject
from ..zones import Zone
from . import keyword_action_parts, keyword_costs, keywords_kicker

BUYBACK = "buyback"


def buyback(card: ir.CardDefinition) -> ir.Keyword | None:
    for a in card.abilities:
        if isinstance(a, ir.Keyword) and a.name == BUYBACK:
            return a
    return None


def mana(obj: GameObject, paid: bool) -> str:
    """601.2f: the buyback cost added to the total cost when it is paid; refused for a spell
    without buyback (702.27a)."""
    if not paid:
        return ""
    k = buyback(obj.card)
    if k is None or k.cost is None:
        raise IllegalActionError(f"{obj.name} has no buyback cost", "702.27a")
    return k.cost.mana or ""


def variants(card: ir.CardDefinition, kicks: Iterable[int]) -> list[tuple[int, bool]]:
    """The (times kicked, buyback paid) pairs legal_actions lists, each kick count without
    buyback before with it."""
    choices = (False, True) if buyback(card) is not None else (False,)
    return [(k, b) for k in kicks for b in choices]


def hand_instead(obj: GameObject, to: Zone, rule: str) -> bool:
    """702.27a: the spell whose buyback cost was paid goes to its owner's hand instead of the
    graveyard as it resolves (608.2n), not when it is countered or doesn't resolve (608.2b)."""
    return (
        obj.zone is Zone.STACK
        and obj.alt_keyword == BUYBACK
        and to is Zone.GRAVEYARD
        and rule == "608.2n"
    )


def gap(card: ir.CardDefinition) -> list[str]:
    """What of buyback the engine can't do for this card (rules/support.py)."""
    k = buyback(card)
    if k is None:
        return []
    out = []
    if not keyword_action_parts.handled(card, BUYBACK):  # "Buyback—Discard two cards."
        out = keyword_costs.cost_gaps((k,), (k.name,))
    if "instant" not in card.types and "sorcery" not in card.types:
        out.append("buyback on a card that isn't an instant or sorcery")
    return out


def optional_mana(obj: GameObject, kicked: int, bought: bool) -> str | None:
    """601.2f: the mana of the optional additional costs announced, kicker paid ``kicked``
    times (702.33a) and buyback (702.27a): added to the total cost, and what a spell cast
    without paying its mana cost still costs before its increases and reductions (118.9d)."""
    added = keywords_kicker.kicker_mana(obj.card, kicked)
    return keywords_kicker.add_mana(added, mana(obj, bought)) or None
