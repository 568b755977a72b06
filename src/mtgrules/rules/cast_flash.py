"""h-flash (issue 12): when a card may be cast any time its controller has priority: an
instant (304.1), a card with flash (702.8a), or one whose own ability says "You may cast
this spell as though it had flash." (601.3b; that ability functions in every zone the card
could be cast from, 113.6e), with its condition, if any, true as it is cast (checked as the
spell is proposed, 601.2). Read by the timing checks of rules/priority.py (the legal
actions) and rules/stack.py (casting)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import ir
from . import conditions, triggers
from .layers import Characteristics

if TYPE_CHECKING:
    from ..state import GameState


def instant_speed(game: GameState, oid: int, ch: Characteristics, player: int) -> bool:
    """304.1, 702.8a, 601.3b: ``player`` may cast ``oid`` when they have priority, not only
    when they could cast a sorcery (307.1)."""
    if "instant" in ch.types or "flash" in ch.keywords:
        return True
    return any(
        isinstance(a, ir.CastAsThoughFlash)  # 601.3b, 113.6e
        and (a.condition is None or _holds(game, a.condition, oid, player))
        for a in ch.abilities
    )


def _holds(game: GameState, cond: Any, oid: int, player: int) -> bool:
    # seen from the player who would cast it (109.5: "you"), now
    return conditions.holds(cond, triggers.condition_scope(game, oid, player))


def gap(a: ir.CastAsThoughFlash) -> str | None:
    """What of the ability rules/support.py must refuse: a condition :func:`instant_speed`
    can't work out (rules/conditions.py)."""
    if a.condition is None:
        return None
    return conditions.condition_gap(a.condition)
