"""Foretell's special action (702.143b, 116.2h): pay {2} and exile a card with foretell from
your hand face down, any time you have priority during your turn (the rules of foretell are
in rules/keywords_foretell.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..answers import Foretell
from ..errors import IllegalActionError
from ..zones import Zone
from . import costs, play_permissions, zone_moves
from .keywords_foretell import FORETELL_COST, FORETOLD, RULE, why_not_foretell

if TYPE_CHECKING:
    from ..state import GameState


def listed(game: GameState, player: int, can_pay: Callable[[str], bool]) -> list[Foretell]:
    """116.2h: the cards ``player`` may foretell now (during their turn, with {2} payable)."""
    if game.active_player != player:
        return []
    out = [
        Foretell(oid)
        for oid in game.players[player].hand
        if why_not_foretell(game, game.objects[oid], player) is None
    ]
    # the mana plan only where a card could be foretold (a hot path: every listing)
    return out if out and can_pay(FORETELL_COST) else []


def foretell(game: GameState, action: Foretell, player: int) -> None:
    """702.143a-b: pay {2}, exile the card face down; its owner may cast it for its foretell
    cost after this turn (a play permission, rules/play_permissions.py)."""
    obj = game.objects.get(action.card)
    if obj is None or (obj.zone is Zone.HAND and obj.owner != player):
        # 400.2: a card in another player's hand isn't named
        raise IllegalActionError(f"that card isn't in {game.players[player].name}'s hand", RULE)
    why = why_not_foretell(game, obj, player)
    if why is not None:
        raise IllegalActionError(f"can't foretell {obj.name}: {why}", "116.2h")
    name = game.players[player].name
    payment = costs.payment_or_refuse(
        game, player, FORETELL_COST, 0, None, f"{name}'s foretell", "116.2h"
    )
    # Legal: pay, then exile it face down (702.143a)
    costs.pay(game, player, payment, 0, f"{name}'s foretell")
    text = f"{name} foretells a card: it is exiled face down"
    # 406.3, 702.143a: face down: the log doesn't name it
    new = zone_moves.move(game, obj, Zone.EXILE, text, RULE, quiet=True)
    game.log_event("foretell", text, RULE, player=name)
    if new.zone is Zone.EXILE:
        play_permissions.grant(game, new.id, player, FORETOLD, True)
