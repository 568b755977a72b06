"""Suspend's special action (116.2f, 702.62a: pay the suspend cost and exile the card from
your hand with N time counters; the rules of suspend are in rules/keywords_suspend.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..answers import Suspend
from ..cards import ir
from ..errors import IllegalActionError
from ..zones import Zone
from . import abilities, characteristics, costs, keywords_split_second, zone_moves
from .keywords_suspend import RULE, TIME, keyword

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState


def why_not_suspend(game: GameState, obj: GameObject, player: int) -> str | None:
    """Why ``player`` can't take suspend's special action with ``obj`` now (116.2f, 702.62a:
    only if they could begin to cast it from their hand: its timing, 307.1 and 117.1a;
    702.62c: effects that prohibit casting it, a spell with split second on the stack,
    702.61a), mana aside; None if they can."""
    if obj.zone is not Zone.HAND or obj.owner != player:
        return f"{obj.name} isn't in {game.players[player].name}'s hand"
    if keyword(obj.card) is None:
        return f"{obj.name} has no suspend"
    ch = characteristics.chars(game, obj.id)
    if "land" in ch.types:
        return "a land can't be cast (305.9)"
    if not ("instant" in ch.types or "flash" in ch.keywords):
        why = abilities.sorcery_timing(game, player)
        if why:
            return f"it couldn't be cast now: {why} (307.1)"
    if game.stack and keywords_split_second.on_stack(game) is not None:
        return "a spell with split second is on the stack (702.61a)"
    if any(isinstance(a, ir.CastRestriction) for a in ch.abilities):
        return "its casting restriction (601.3)"  # (refused, not checked: rules/support.py)
    return None


def listed(game: GameState, player: int, can_pay: Callable[[str], bool]) -> list[Suspend]:
    """116.2f: the cards ``player`` may suspend now (their cost payable)."""
    out: list[Suspend] = []
    for oid in game.players[player].hand:
        obj = game.objects[oid]
        kw = keyword(obj.card)
        if kw is None or kw.cost is None:
            continue
        if why_not_suspend(game, obj, player) is None and can_pay(kw.cost.mana or ""):
            out.append(Suspend(oid))
    return out


def suspend(game: GameState, action: Suspend, player: int) -> None:
    """702.62a, 116.2f: pay the suspend cost and exile the card from the hand with N time
    counters on it (a special action: it doesn't use the stack)."""
    obj = game.objects.get(action.card)
    if obj is None or (obj.zone is Zone.HAND and obj.owner != player):
        raise IllegalActionError(f"that card isn't in {game.players[player].name}'s hand", RULE)
    why = why_not_suspend(game, obj, player)
    if why is not None:
        raise IllegalActionError(f"can't suspend {obj.name}: {why}", "116.2f")
    kw = keyword(obj.card)
    assert kw is not None and kw.cost is not None and kw.amount is not None
    what = f"{obj.name}'s suspend cost"
    payment = costs.payment_or_refuse(game, player, kw.cost.mana or "", 0, None, what, RULE)
    # Legal: pay, then exile it with N time counters (702.62a)
    costs.pay(game, player, payment, 0, what)
    text = f"{game.players[player].name} suspends {obj.name}"
    new = zone_moves.move(game, obj, Zone.EXILE, text, RULE)
    if new.zone is Zone.EXILE and kw.amount:
        new.counters = {**new.counters, TIME: kw.amount}  # a new dict (objects.py)
    game.log_event("suspend", f"{obj.name} is exiled with {kw.amount} time counter(s) on it", RULE)
