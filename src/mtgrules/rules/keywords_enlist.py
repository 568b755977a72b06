"""Enlist (702.154a): "As this creature attacks, you may tap up to one untapped creature you
control that you didn't choose to attack with and that either has haste or has been under
your control continuously since this turn began. When you do, this creature gets +X/+0
until end of turn, where X is the tapped creature's power." The tapping is an optional cost
to attack (702.154b, 508.1g); the "When you do" ability is linked to it (607.2h).

As with exert (rules/keywords_exert.py), the choice is asked after the declaration, one
attacking creature with enlist at a time (``EnlistChoice``, a pulled decision); the
creature chosen is tapped and the linked ability triggers (603.2), going on the stack with
the attack triggers (603.3). Its X is the tapped creature's power as it resolves (608.2h:
its last known information if it has left)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..decisions import EnlistChoice
from ..errors import IllegalActionError
from ..records import PendingTrigger
from ..zones import Zone
from . import asking, characteristics, permanents

if TYPE_CHECKING:
    from ..state import GameState

ENLIST = "enlist"
RULE = "702.154a"

#: the linked "When you do" ability: "this creature gets +X/+0 until end of turn, where X
#: is the tapped creature's power" (the tapped creature is the trigger's subject)
WHEN_YOU_DO = ir.TriggeredAbility(
    ir.Trigger(ir.TriggerEvent.ATTACKS, ir.SelfRef()),  # a placeholder: put on the stack here
    (
        ir.ModifyPTX(
            ir.SelfRef(),
            1,
            0,
            ir.Duration.END_OF_TURN,
            ir.WhereX(ir.PowerOf(ir.TriggerObjectRef())),
        ),
    ),
)


def _count(ch: Any) -> int:
    return sum(1 for a in ch.abilities if isinstance(a, ir.Keyword) and a.name == ENLIST)


def gap(card: ir.CardDefinition) -> list[str]:
    """702.154d: several instances each have their own cost: one is carried out."""
    n = sum(1 for a in card.abilities if isinstance(a, ir.Keyword) and a.name == ENLIST)
    return ["more than one enlist instance"] if n > 1 else []


def _candidates(game: GameState, attacker: int) -> list[int]:
    """702.154a: untapped creatures its controller controls, not attacking, with haste or
    under their control since the turn began (302.6); never the creature itself (702.154c)."""
    me = characteristics.chars(game, attacker).controller
    out = []
    for o in game.battlefield_objects():
        if o.id == attacker or o.tapped or o.id in game.combat.attackers:
            continue
        ch = characteristics.chars(game, o.id)
        if ch.controller != me or "creature" not in ch.types:
            continue
        if "haste" in ch.keywords or not characteristics.summoning_sick(game, o):
            out.append(o.id)
    return out


def ask(game: GameState, attackers: list[int]) -> bool:
    """508.1g: ask, for the next attacking creature with enlist, which creature it enlists;
    False when none is left to ask about."""
    pending = [
        oid
        for oid in attackers
        if oid in game.objects
        and _count(characteristics.chars(game, oid))
        and _candidates(game, oid)
    ]
    if not pending:
        return False
    first, rest = pending[0], tuple(pending[1:])
    can = _candidates(game, first)
    name = game.objects[first].name
    asking.ask(
        game,
        EnlistChoice(
            player=characteristics.chars(game, first).controller,
            prompt=f"tap a creature for {name} to enlist? ({RULE}, 508.1g)",
            options=(*can, None),
            count=1,
            up_to=True,
            attacker=first,
            remaining=rest,
        ),
    )
    return True


def answer(game: GameState, d: EnlistChoice, value: Any) -> None:
    picks = list(value) if isinstance(value, list | tuple) else [value]
    chosen = [p for p in picks if p is not None]
    if len(chosen) > 1:
        raise IllegalActionError(f"only one creature can be enlisted: {d.prompt}", RULE)
    what = asking.not_offered(game, chosen, d)
    if what is not None:
        raise IllegalActionError(
            f"{what} can't be enlisted: only an untapped creature you control that isn't "
            "attacking and has haste or has been yours since the turn began can",
            RULE,
        )
    asking.ask(game, None)
    if chosen:
        enlist(game, d.attacker, int(chosen[0]))
    ask(game, list(d.remaining))


def enlist(game: GameState, attacker: int, tapped: int) -> None:
    """702.154a, 702.154c: the cost is paid by tapping the creature; the linked ability
    triggers (607.2h)."""
    obj = game.objects.get(attacker)
    other = game.objects.get(tapped)
    if obj is None or other is None or obj.zone is not Zone.BATTLEFIELD:
        return
    permanents.tap(game, other, RULE)
    chars = characteristics.chars(game, attacker)
    game.log_event("attack", f"{obj.name} enlists {other.name}", "702.154c")
    game.pending_triggers.append(
        PendingTrigger(attacker, chars.name, chars.controller, WHEN_YOU_DO, chars, tapped)
    )
    game.log_event("trigger", f"{obj.name}'s enlist ability triggers (607.2h)", "603.2")
