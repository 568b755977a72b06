"""Squad (702.157a): "As an additional cost to cast this spell, you may pay [cost] any number
of times" (601.2b, 601.2f-h: the cast's ``squad``, checked and listed with replicate's by
rules/keywords_copy_costs.py) and "When this creature enters, if its squad cost was paid,
create a token that's a copy of it for each time its squad cost was paid."

The permanent remembers the payments (``GameObject.squad_paid``, kept from the stack by
rules/zone_moves.move); :func:`entered` puts its triggered ability in the pending triggers
(603.2, 603.4: it triggers only when the cost was paid) and :func:`squad_copies` makes the
tokens (707.2: the creature's copiable values, or its last known ones once it has left the
battlefield, 608.2h)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, cast

from ..cards import ir
from ..objects import GameObject
from ..records import PendingTrigger

if TYPE_CHECKING:
    from ..state import GameState
    from .effect_context import EffectContext

SQUAD = "squad"
RULE = "702.157a"
OFFSPRING = "offspring"
OFFSPRING_RULE = "702.175a"


@dataclass(frozen=True, slots=True)
class SquadCopies:
    """The triggered ability's effect: ``count`` token copies of the creature ``object_id``."""

    object_id: int
    count: int
    one_one: bool = False  # 702.175a offspring: "except it's 1/1" (707.9b)


def entered(game: GameState, new: GameObject, controller: int) -> None:
    """702.157a: "When this creature enters, if its squad cost was paid, ..." triggers."""
    if not new.squad_paid:
        return
    from . import characteristics

    # 702.175a: "When this permanent enters, if its offspring cost was paid, create a token
    # that's a copy of it, except it's 1/1."
    offspring = any(isinstance(a, ir.Keyword) and a.name == OFFSPRING for a in new.card.abilities)
    ability = ir.TriggeredAbility(
        ir.Trigger(ir.TriggerEvent.ENTERS, ir.SelfRef()),
        cast("tuple[ir.Effect, ...]", (SquadCopies(new.id, new.squad_paid, offspring),)),
    )
    chars = characteristics.chars(game, new.id)
    game.pending_triggers.append(PendingTrigger(new.id, new.name, controller, ability, chars))
    name, rule = (OFFSPRING, OFFSPRING_RULE) if offspring else (SQUAD, RULE)
    game.log_event("trigger", f"{new.name}'s {name} ability triggers ({rule})", "603.2")


def squad_copies(ctx: EffectContext, e: SquadCopies) -> None:
    """702.157a, 707.2: create the token copies."""
    from . import copying, zone_moves

    g = ctx.game
    obj = g.objects.get(e.object_id)
    lk = g.last_known.get(e.object_id) if obj is None else None
    # 608.2h: once it has left the battlefield, the copiable values it last had
    original: ir.CardDefinition | None = obj.values if obj is not None else None
    if original is None and lk is not None:
        original = lk.values
    if original is None:
        return
    name = obj.name if obj is not None else ctx.name
    values = copying.token_copy_values(original)
    rule = RULE
    if e.one_one:  # 707.9b: the exception is part of the token's copiable values
        values = replace(values, power="1", toughness="1")
        rule = OFFSPRING_RULE
    g.log_event(
        "copy",
        f"{ctx.name} creates {e.count} token(s) that are copies of {name}"
        + (", except 1/1 (offspring)" if e.one_one else " (squad)"),
        rule,
    )
    spec = ir.CreateToken(1, 0, 0, frozenset(), (), ())
    zone_moves.create_tokens(g, ctx.controller, spec, ctx.name, n=e.count, copy=values)


def gap(card: ir.CardDefinition) -> list[str]:
    """What of squad and offspring the engine can't do for this card (rules/support.py)."""
    ks = [a for a in card.abilities if isinstance(a, ir.Keyword) and a.name in (SQUAD, OFFSPRING)]
    if not ks:
        return []
    out = []
    if len(ks) > 1:  # 702.175b: each instance paid separately
        out.append(f"several instances of {ks[0].name}, each paid separately")
    if any(k.cost is None or k.cost != ir.Cost(mana=k.cost.mana) for k in ks):
        out.append(f"{ks[0].name} with a cost other than mana")
    if "creature" not in card.types:
        out.append(f"{ks[0].name} on a card that isn't a creature")
    return out
