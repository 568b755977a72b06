"""A discard an opponent causes (701.9a): "If a spell or ability an opponent controls causes
you to discard this card, put it onto the battlefield instead of putting it into your
graveyard." (Obstinate Baloth, Wilt-Leaf Liege; ir/s11_gy.OpponentDiscardToBattlefield).

The discard event says who controls the spell or ability that causes it (``ZoneMoveEvent.by``,
set by the discard instructions; a cost the player pays, or the cleanup step's discard,
names no one). The card's ability functions in the hand, the zone the discard moves it from
(113.6m); it is a replacement effect of the one pipeline (614.1a), so the affected player
orders it against others such as "exile it instead" (616.1e). The card is put onto the
battlefield under its owner's control (rules/zone_moves.move: a new event, how it enters
found as usual, 614.1c-d); it was still discarded ("whenever you discard a card")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.ir import OpponentDiscardToBattlefield
from ..zones import Zone
from .events import Apply, ReplacementEffect, ZoneMoveEvent

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

__all__ = ["move_effects"]

RULE = "614.1a"


def move_effects(game: GameState, ev: ZoneMoveEvent, obj: GameObject) -> list[ReplacementEffect]:
    """The card's own replacement, when an opponent's spell or ability makes its owner
    discard it (701.9a, 102.2: every other player is an opponent)."""
    if ev.by is None or ev.rule != "701.9a" or obj.zone is not Zone.HAND or ev.by == obj.owner:
        return []
    out: list[ReplacementEffect] = []
    for i, a in enumerate(obj.card.abilities):  # 113.6m: it functions in the hand
        if isinstance(a, OpponentDiscardToBattlefield):
            out.append(
                ReplacementEffect(
                    f"discard_bf:{obj.id}:{i}",
                    obj.name,
                    obj.id,
                    f"{obj.name} (put onto the battlefield instead)",
                    RULE,
                    _to_battlefield(a.counters),
                )
            )
    return out


def _to_battlefield(counters: int) -> Apply:
    def apply(game: GameState, ev: ZoneMoveEvent) -> ZoneMoveEvent:
        obj = game.objects[ev.object_id]
        game.log_event(
            "replace",
            f"{obj.name} was discarded by an opponent's spell or ability: it is put onto the "
            "battlefield instead of into its owner's graveyard",
            RULE,
        )
        ev.to = Zone.BATTLEFIELD
        if counters:
            ev.counters = {**ev.counters, "+1/+1": ev.counters.get("+1/+1", 0) + counters}
        return ev

    return apply
