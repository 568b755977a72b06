"""Exert (701.43): "You may exert this creature as it attacks. When you do, ..." (701.43d),
an optional cost to attack chosen as attackers are declared (508.1g).

After the declaration (combat.declare_attackers) the active player is asked which of the
attacking creatures with the ability they exert (``ExertChoice``, a pulled decision). Each
exerted creature won't untap during its controller's next untap step (701.43a:
``GameState.untap_locks``, used by rules/turn.py, 502.3), and its linked "When you do"
ability triggers (607.2h, 603.2): it goes on the stack with the attack triggers (603.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from ..cards import ir
from ..decisions import ExertChoice
from ..errors import IllegalActionError
from ..records import PendingTrigger
from ..zones import Zone
from . import asking, characteristics, trigger_firing

if TYPE_CHECKING:
    from ..state import GameState


def _exert_abilities(game: GameState, oid: int) -> list[ir.ExertAsAttacks]:
    abilities = cast("tuple[Any, ...]", characteristics.chars(game, oid).abilities)
    return [a for a in abilities if isinstance(a, ir.ExertAsAttacks)]


def ask(game: GameState, attackers: list[int]) -> bool:
    """508.1g: ask the active player which attackers they exert; False when none can be."""
    can = [oid for oid in attackers if _exert_abilities(game, oid)]
    if not can:
        return False
    names = ", ".join(game.objects[o].name for o in can)
    asking.ask(
        game,
        ExertChoice(
            player=game.active_player,
            prompt=f"exert any of the attacking creatures ({names})? (701.43d, 508.1g)",
            options=(*can, None),
            count=len(can),
            up_to=True,
        ),
    )
    return True


def answer(game: GameState, d: ExertChoice, value: Any) -> None:
    picks = list(value) if isinstance(value, list | tuple) else [value]
    chosen = [p for p in picks if p is not None]
    if len(set(chosen)) != len(chosen):
        raise IllegalActionError("a creature can be exerted only once", "701.43a")
    what = asking.not_offered(game, chosen, d)
    if what is not None:
        raise IllegalActionError(
            f"{what} can't be exerted: it isn't an attacking creature "
            "that may be exerted as it attacks",
            "508.1g",
        )
    asking.ask(game, None)
    for oid in chosen:
        exert(game, oid)
    from .keywords_enlist import ask as enlist_ask

    enlist_ask(game, list(game.combat.attackers))  # 702.154a, 508.1g: enlist's choice next


def exert(game: GameState, oid: int, linked: bool = True) -> None:
    """701.43a: it won't untap during its controller's next untap step (701.43b: even if
    exerted again); 607.2h: its "When you do" ability triggers (``linked`` False: exerted
    to pay an activation cost, s10 h-act, which isn't the attack's optional cost)."""
    obj = game.objects.get(oid)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return  # 701.43c
    chars = characteristics.chars(game, oid)
    if (oid, chars.controller) not in game.untap_locks:
        game.untap_locks.append((oid, chars.controller))
    game.log_event("exert", f"{game.players[chars.controller].name} exerts {obj.name}", "701.43a")
    for a in _exert_abilities(game, oid) if linked else []:
        if a.when is None:
            continue
        game.pending_triggers.append(
            PendingTrigger(oid, chars.name, chars.controller, a.when, chars, None)
        )
        game.log_event("trigger", f"{obj.name}'s exert ability triggers (607.2h)", "603.2")
    trigger_firing.fire_exerted(game, obj, chars.controller)  # "Whenever you exert a creature"
