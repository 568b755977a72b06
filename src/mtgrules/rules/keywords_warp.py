"""Warp (702.185a): "You may cast this card from your hand by paying [cost] rather than its
mana cost" (an alternative cost, 118.9: rules/keywords_alt_costs.py names it "warp") and "If
this spell's warp cost was paid, exile the permanent this spell becomes at the beginning of
the next end step. Its owner may cast this card after the current turn has ended for as long
as it remains exiled."

The permanent remembers the payment (``GameObject.alt_keyword``); :func:`entered` creates the
delayed triggered ability (603.7a) whose effect, :class:`WarpExile`, exiles it and lets its
owner cast the exiled card on a later turn (601.3: a permission of rules/play_permissions.py
that starts after the current turn, ``until`` "warp"; it lasts while the card stays in
exile, 400.7). The card is cast from exile paying its mana cost."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from ..cards import ir
from ..objects import GameObject
from ..records import PendingTrigger
from ..zones import Zone

if TYPE_CHECKING:
    from ..state import GameState
    from .effect_context import EffectContext

WARP = "warp"
RULE = "702.185a"
#: the play permission's kind: from the turn after it was granted, while the card is exiled
AFTER_THIS_TURN = "warp"


@dataclass(frozen=True, slots=True)
class WarpExile:
    """The delayed triggered ability's effect: exile the permanent (if it is still on the
    battlefield, 603.7c), then its owner may cast it from exile after this turn."""

    object_id: int


def entered(game: GameState, new: GameObject, controller: int) -> None:
    """702.185a: "exile the permanent this spell becomes at the beginning of the next end
    step" (a delayed triggered ability, 603.7a, its controller the spell's)."""
    from . import characteristics

    ability = ir.TriggeredAbility(
        ir.Trigger(ir.TriggerEvent.END_STEP),
        cast("tuple[ir.Effect, ...]", (WarpExile(new.id),)),
    )
    chars = characteristics.chars(game, new.id)
    game.delayed_triggers.append(
        (game.turn_number, PendingTrigger(new.id, new.name, controller, ability, chars))
    )
    game.log_event(
        "effect",
        f"{new.name}'s warp cost was paid: it is exiled at the beginning of the next end step",
        RULE,
    )


def warp_exile(ctx: EffectContext, e: WarpExile) -> None:
    """The delayed ability resolves (702.185a)."""
    from . import play_permissions, zone_moves

    g = ctx.game
    obj = g.objects.get(e.object_id)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        g.log_event(
            "effect", f"{ctx.name}: it left the battlefield; nothing happens (warp)", "603.7c"
        )
        return
    new = zone_moves.move(g, obj, Zone.EXILE, f"{obj.name} is exiled (warp)", RULE)
    if new.zone is not Zone.EXILE or new.is_token:
        return
    play_permissions.grant(g, new.id, new.owner, AFTER_THIS_TURN, True)
    g.log_event(
        "effect",
        f"{g.players[new.owner].name} may cast {new.name} from exile after this turn (warp)",
        RULE,
    )
