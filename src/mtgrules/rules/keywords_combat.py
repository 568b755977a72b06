"""Bushido (702.45a), flanking (702.25a) and rampage (702.23a): triggered abilities that
trigger as blockers are declared (509.1i, 509.3). 702.23a: "Rampage N" means "Whenever this
creature becomes blocked, it gets +N/+N until end of turn for each creature blocking it
beyond the first."

702.45a: "Bushido N" means "Whenever this creature blocks or becomes blocked, it gets +N/+N
until end of turn." 702.25a: "Flanking" means "Whenever this creature becomes blocked by a
creature without flanking, the blocking creature gets -1/-1 until end of turn." Each instance
triggers separately (702.45b, 702.25b). A creature "becomes blocked" once however many
creatures block it (509.3c); flanking triggers once for each blocker without flanking
(509.3d)."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, cast

from ..cards import ir
from ..records import PendingTrigger
from ..zones import Zone
from . import characteristics
from .keywords_triggered import AFFLICT, BUSHIDO, FLANKING, RAMPAGE, RampageBonus
from .layers import Characteristics

if TYPE_CHECKING:
    from ..state import GameState


@lru_cache(maxsize=64)
def bushido_ability(n: int) -> ir.TriggeredAbility:
    """702.45a: "Whenever this creature blocks or becomes blocked, it gets +N/+N until end
    of turn"."""
    return ir.TriggeredAbility(
        ir.Trigger(ir.TriggerEvent.BLOCKS),
        (ir.ModifyPT(ir.SelfRef(), n, n, ir.Duration.END_OF_TURN),),
    )


@lru_cache(maxsize=64)
def rampage_ability(n: int) -> ir.TriggeredAbility:
    """702.23a: "Whenever this creature becomes blocked, it gets +N/+N until end of turn for
    each creature blocking it beyond the first" (the bonus counted as it resolves, 702.23b)."""
    return ir.TriggeredAbility(
        ir.Trigger(ir.TriggerEvent.BLOCKS),
        cast("tuple[ir.Effect, ...]", (RampageBonus(n),)),
    )


# 702.25a: "the blocking creature gets -1/-1 until end of turn" (the trigger's subject)
FLANKING_ABILITY = ir.TriggeredAbility(
    ir.Trigger(ir.TriggerEvent.BLOCKS),
    (ir.ModifyPT(ir.TriggerObjectRef(), -1, -1, ir.Duration.END_OF_TURN),),
)


def blockers_declared(game: GameState, blocks: dict[int, list[int]]) -> None:
    """509.1i, 509.3: the bushido and flanking abilities that trigger on this declaration,
    in battlefield order, each instance on its own."""
    blockers = {b for b, attackers in blocks.items() if attackers}
    blocked_by: dict[int, list[int]] = {}
    for b, attackers in blocks.items():
        for a in attackers:
            blocked_by.setdefault(a, []).append(b)
    for oid in [*sorted(blockers), *sorted(blocked_by)]:
        obj = game.objects.get(oid)
        if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.phased_out:
            continue
        chars = characteristics.chars(game, oid)
        for kw in chars.abilities:
            if not isinstance(kw, ir.Keyword):
                continue
            if kw.name == BUSHIDO and kw.amount is not None:
                _trigger(game, oid, chars, bushido_ability(kw.amount), None, "702.45a")
            elif kw.name == AFFLICT and kw.amount and oid in blocked_by:
                # 702.130a: "Whenever this creature becomes blocked, defending player loses
                # N life."
                ability = ir.TriggeredAbility(
                    ir.Trigger(ir.TriggerEvent.BLOCKS),
                    (ir.LoseLife(ir.DefendingPlayerRef(), kw.amount),),
                )
                _trigger(game, oid, chars, ability, None, "702.130a")
            elif kw.name == RAMPAGE and kw.amount and oid in blocked_by:
                _trigger(game, oid, chars, rampage_ability(kw.amount), None, "702.23a")
            elif kw.name == FLANKING and oid in blocked_by:
                for b in blocked_by[oid]:
                    bch = characteristics.chars(game, b)
                    if "flanking" not in bch.keywords:  # 702.25a: "without flanking"
                        _trigger(game, oid, chars, FLANKING_ABILITY, b, "702.25a")


def _trigger(
    game: GameState,
    oid: int,
    chars: Characteristics,
    ability: ir.TriggeredAbility,
    subject: int | None,
    rule: str,
) -> None:
    game.pending_triggers.append(
        PendingTrigger(oid, chars.name, chars.controller, ability, chars, subject)
    )
    which = {
        "702.45a": "bushido",
        "702.25a": "flanking",
        "702.23a": "rampage",
        "702.130a": "afflict",
    }[rule]
    game.log_event("trigger", f"{chars.name}'s {which} ability triggers ({rule})", "603.2")
