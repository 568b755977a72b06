"""701.54: the Ring-bearer designation as the rest of the engine reads it, apart from
``rules/ring.py`` (which makes a Ring-bearer and the emblem): this module imports nothing
that computes characteristics, so the layers and the combat restrictions can ask it.

A player's Ring-bearer is ``Player.ring_bearer``, an object id: a permanent that changes
zones becomes a new object with a new id (400.7), so the designation ends with it; a change
of control ends it here (:func:`control_changed`, 701.54a). The emblem named The Ring gives
its first ability to every player it has tempted (``Player.ring_tempted`` 1 or more):
"Your Ring-bearer is legendary and can't be blocked by creatures with greater power."
(701.54c): :func:`apply_layer4` and :func:`restrictions`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState
    from .layers import Characteristics

__all__ = ["NAME", "RESTRICTION", "apply_layer4", "bearer", "control_changed", "restrictions"]

NAME = "The Ring"  # 701.54c: the emblem's name
TEXT = "Your Ring-bearer is legendary and can't be blocked by creatures with greater power."

# 701.54c, 509.1b: "... can't be blocked by creatures with greater power" (its power compared
# with the Ring-bearer's own: the Ring-bearer stands as the restriction's source)
RESTRICTION = ir.Restriction(
    what=ir.SelfRef(),
    cant=frozenset({"be blocked"}),
    blockers=ir.Filter(types=frozenset({"creature"}), power_vs_self=(">", "")),
)


def bearer(game: GameState, player: int, result: dict[int, Characteristics]) -> int | None:
    """701.54e: the player's Ring-bearer, while the Ring has tempted them and it is on the
    battlefield (phased in: ``result``, the permanents' characteristics) under their control."""
    p = game.players[player]
    oid = p.ring_bearer
    if oid is None or not p.ring_tempted:
        return None
    c = result.get(oid)
    return oid if c is not None and c.controller == player else None


def apply_layer4(game: GameState, result: dict[int, Characteristics]) -> None:
    """613.1d, 701.54c: "Your Ring-bearer is legendary": the supertype added in layer 4."""
    for p in game.players:
        oid = bearer(game, p.index, result)
        if oid is not None and "legendary" not in result[oid].supertypes:
            c = result[oid]
            c.supertypes = c.supertypes | {"legendary"}


def restrictions(
    game: GameState, result: dict[int, Characteristics]
) -> list[tuple[GameObject, Characteristics, ir.Restriction]]:
    """509.1b, 701.54c: "... can't be blocked by creatures with greater power", one for each
    player's Ring-bearer, the Ring-bearer standing as its source."""
    out: list[tuple[GameObject, Characteristics, ir.Restriction]] = []
    for p in game.players:
        oid = bearer(game, p.index, result)
        if oid is not None:
            out.append((game.objects[oid], result[oid], RESTRICTION))
    return out


def control_changed(game: GameState, obj: GameObject) -> None:
    """701.54a: a Ring-bearer stays one until another player gains control of it."""
    for p in game.players:
        if p.ring_bearer == obj.id and p.index != obj.controller:
            p.ring_bearer = None
            game.log_event("effect", f"{obj.name} is no longer {p.name}'s Ring-bearer", "701.54a")
