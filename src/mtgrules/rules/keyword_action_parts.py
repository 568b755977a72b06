"""The keyword costs with a part other than mana that rules/keyword_action_costs.py pays
(602.2b, 601.2f): which cards have one, and whether the engine pays it (for the keywords'
gaps: rules/keywords_kicker.py, keywords_buyback.py, keywords_flashback.py,
keywords_entwine.py). Card data only: no game state."""

from __future__ import annotations

from dataclasses import replace

from ..cards import ir

RULES = {"kicker": "702.33a", "buyback": "702.27a", "flashback": "702.34a", "entwine": "702.42a"}
LIMIT = 64  # as priority.LIMIT: the choices listed per cast
# the other costs of a card that use a cast's ``sacrifice`` or ``discard`` (or cast it from a
# graveyard another way)
_CLASHING = frozenset(
    {"casualty", "retrace", "jump-start", "mayhem", "escape", "multikicker", "conspire"}
)


def action_part(kind: str, cost: ir.Cost) -> ir.Cost | None:
    """The part of a keyword cost other than mana (and other than flashback's life, which
    rules/stack.cast pays already), None when it has none."""
    rest = replace(cost, mana=None)
    if kind == "flashback":
        rest = replace(rest, pay_life=0)
    return None if rest == ir.Cost() else rest


def supported_part(part: ir.Cost) -> bool:
    """Whether the engine pays this part: sacrificing N matching permanents, discarding N
    cards, or paying N life, alone."""
    if part.sacrifice is not None:
        return part == ir.Cost(sacrifice=part.sacrifice, sacrifice_count=part.sacrifice_count)
    if part.discard:
        return isinstance(part.discard, int) and part == ir.Cost(discard=part.discard)
    return bool(part.pay_life) and part == ir.Cost(pay_life=part.pay_life)


def keywords(card: ir.CardDefinition) -> list[tuple[str, ir.Cost]]:
    """The card's keywords of these kinds whose cost has a part other than mana."""
    out = []
    for a in card.abilities:
        if isinstance(a, ir.Keyword) and a.name in RULES and a.cost is not None:
            part = action_part(a.name, a.cost)
            if part is not None:
                out.append((a.name, part))
    return out


def handled(card: ir.CardDefinition, kind: str) -> bool:
    """Whether this module pays the non-mana part of the card's ``kind`` cost (the keyword's
    own gap leaves it out then)."""
    found = keywords(card)
    return (
        len(found) == 1 and found[0][0] == kind and supported_part(found[0][1]) and not _clash(card)
    )


def _clash(card: ir.CardDefinition) -> bool:
    return any(
        isinstance(a, ir.AdditionalCost | ir.AlternativeCost)
        or (isinstance(a, ir.Keyword) and a.name in _CLASHING)
        for a in card.abilities
    )


def discard_kind(card: ir.CardDefinition) -> str | None:
    """The keyword whose handled cost discards cards ("Buyback—Discard two cards."), if any:
    a cast's ``discard`` is that cost's (rules/keyword_action_costs.check refuses it when the
    cast doesn't use the keyword)."""
    found = keywords(card)
    if len(found) == 1 and found[0][1].discard and handled(card, found[0][0]):
        return found[0][0]
    return None


def names_flashback(alt_cost: str | None) -> bool:
    """Whether a cast's alternative cost names flashback: "flashback", or "flashback {G}"
    naming one of several flashback costs (a card's own and one an effect gives it)."""
    return alt_cost is not None and alt_cost.strip().lower().split(" ", 1)[0] == "flashback"
