"""Plot's special action (702.170a-b, 116.2k): exile a card with plot from your hand and pay
its plot cost, any time you have priority during your main phase while the stack is empty
(the rules of plot are in rules/keywords_plot.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..answers import Plot
from ..errors import IllegalActionError
from ..zones import Zone
from . import costs, play_permissions, zone_moves
from .keywords_plot import PLOTTED, RULE, keyword, why_not_plot

if TYPE_CHECKING:
    from ..state import GameState


def listed(game: GameState, player: int, can_pay: Callable[[str], bool]) -> list[Plot]:
    """116.2k: the cards ``player`` may plot now (their plot cost payable)."""
    if game.stack or game.active_player != player or game.step not in ("main1", "main2"):
        return []
    out: list[Plot] = []
    for oid in game.players[player].hand:
        obj = game.objects[oid]
        kw = keyword(obj.card)
        if kw is None or kw.cost is None:
            continue
        if why_not_plot(game, obj, player) is None and can_pay(kw.cost.mana or ""):
            out.append(Plot(oid))
    return out


def plot(game: GameState, action: Plot, player: int) -> None:
    """702.170a: exile the card from the hand and pay the plot cost: it becomes a plotted
    card, which its owner may cast on a later turn (702.170d: a play permission)."""
    obj = game.objects.get(action.card)
    if obj is None or (obj.zone is Zone.HAND and obj.owner != player):
        raise IllegalActionError(f"that card isn't in {game.players[player].name}'s hand", RULE)
    why = why_not_plot(game, obj, player)
    if why is not None:
        raise IllegalActionError(f"can't plot {obj.name}: {why}", "116.2k")
    kw = keyword(obj.card)
    assert kw is not None and kw.cost is not None
    what = f"{obj.name}'s plot cost"
    payment = costs.payment_or_refuse(game, player, kw.cost.mana or "", 0, None, what, RULE)
    costs.pay(game, player, payment, 0, what)  # Legal: pay, then exile it (702.170a)
    text = f"{game.players[player].name} plots {obj.name}: it is exiled, a plotted card"
    new = zone_moves.move(game, obj, Zone.EXILE, text, RULE)
    if new.zone is Zone.EXILE:
        play_permissions.grant(game, new.id, player, PLOTTED, True)
