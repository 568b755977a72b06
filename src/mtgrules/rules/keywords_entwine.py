"""Entwine (702.42): "You may choose all modes of this spell instead of just the number
specified. If you do, you pay an additional [cost]" (702.42a: a static ability that functions
while the spell is on the stack; an additional cost, 601.2b, 601.2f-h). 702.42b: an entwined
spell follows the text of each of its modes in the order written (its modes resolve in their
printed order, as every modal spell's here: rules/resolve.py).

The cast chooses every mode (``CastSpell.modes``); that choice is the entwine cost being paid.
Only mana entwine costs are carried out (:func:`gap`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..errors import IllegalActionError
from ..objects import GameObject
from . import keyword_action_parts

if TYPE_CHECKING:
    from ..state import GameState

ENTWINE = "entwine"
RULE = "702.42a"


def entwine(card: ir.CardDefinition) -> ir.Keyword | None:
    for a in card.abilities:
        if isinstance(a, ir.Keyword) and a.name == ENTWINE:
            return a
    return None


def _modal(card: ir.CardDefinition) -> ir.Modal | None:
    for a in card.abilities:
        if isinstance(a, ir.SpellAbility):
            for e in a.effects:
                if isinstance(e, ir.Modal):
                    return e
    return None


# by card (immutable, shared by its objects): all its modes if it has entwine (the cast
# listing asks at every priority)
_ALL: dict[int, tuple[ir.CardDefinition, tuple[int, ...] | None]] = {}


def all_modes(card: ir.CardDefinition) -> tuple[int, ...] | None:
    """Every mode of a spell with entwine, numbered from 1 (702.42a); None without it."""
    known = _ALL.get(id(card))
    if known is None or known[0] is not card:
        if len(_ALL) > 50_000:
            _ALL.clear()
        m = _modal(card)
        every = None
        if m is not None and entwine(card) is not None:
            every = tuple(range(1, len(m.modes) + 1))
        known = _ALL[id(card)] = (card, every)
    return known[1]


def entwined(obj: GameObject, modes: tuple[int, ...]) -> bool:
    """Whether the cast chooses all modes of a spell with entwine beyond the number its text
    specifies (702.42a): the entwine cost is paid."""
    m = _modal(obj.card)
    every = all_modes(obj.card)
    return (
        m is not None
        and every is not None
        and len(every) > m.choose
        and tuple(sorted(modes)) == every  # carried out in printed order (702.42b)
    )


def mana(obj: GameObject, paid: bool) -> str:
    """601.2f: the entwine cost added to the total cost when it is paid."""
    if not paid:
        return ""
    k = entwine(obj.card)
    if k is None or k.cost is None:
        raise IllegalActionError(f"{obj.name} has no entwine cost", RULE)
    return k.cost.mana or ""


def log_paid(game: GameState, name: str) -> None:
    """The log line of an entwined cast (601.2h)."""
    game.log_event(
        ENTWINE, f"{name}'s entwine cost is paid: all its modes are chosen", RULE, card=name
    )


def gap(card: ir.CardDefinition) -> list[str]:
    """What of entwine the engine can't do for this card (rules/support.py)."""
    k = entwine(card)
    if k is None:
        return []
    out = []
    if k.cost is None or (
        k.cost != ir.Cost(mana=k.cost.mana)
        and not keyword_action_parts.handled(card, ENTWINE)  # "Entwine—Sacrifice three lands."
    ):
        out.append("entwine with a cost other than mana")
    m = _modal(card)
    if m is None or m.any_number or m.or_more or m.choose >= len(m.modes):
        out.append("entwine on a spell that doesn't choose fewer modes than it has")
    return out
