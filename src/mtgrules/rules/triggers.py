"""Triggered abilities (603): noticing trigger events and putting abilities on the stack."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..cards import ir
from .layers import Characteristics, matches

if TYPE_CHECKING:
    from ..game import Game
    from ..objects import GameObject


@dataclass(slots=True)
class PendingTrigger:
    """A triggered ability that has triggered and waits to be put on the stack (603.3)."""

    source_id: int
    source_name: str
    controller: int  # 603.3a
    ability: ir.TriggeredAbility
    source_chars: Characteristics
    subject: int | None = None  # the object the event named ("that creature")
    player: int | None = None  # the player the event named ("that player")


def _abilities(game: Game, obj: GameObject) -> list[ir.TriggeredAbility]:
    return [a for a in game.chars(obj.id).abilities if isinstance(a, ir.TriggeredAbility)]


def fire(
    game: Game,
    event: ir.TriggerEvent,
    subject: GameObject | None = None,
    player: int | None = None,
    lki: Characteristics | None = None,
    extra_sources: tuple[tuple[GameObject, Characteristics], ...] = (),
) -> None:
    """An event happened: every phased-in permanent whose trigger condition matches it
    triggers (603.2). Phased-out permanents' abilities don't trigger (702.26b).

    ``extra_sources`` are objects that just left the battlefield, whose leaves-the-battlefield
    abilities "look back in time" (603.10a), given with their last known characteristics.
    """
    if event is ir.TriggerEvent.UPKEEP:
        _delayed_upkeep(game)
    if event is ir.TriggerEvent.END_STEP and game.monarch == game.active_player:
        # 724.2: "At the beginning of the monarch's end step, that player draws a card."
        game.pending_triggers.append(PendingTrigger(
            -2, "The monarch", game.active_player,
            ir.TriggeredAbility(ir.Trigger(ir.TriggerEvent.END_STEP), (ir.Draw(ir.YouRef(), 1),)),
            game.player_chars(game.active_player)))
        game.log_event("trigger", "The monarch's ability triggers", "724.2")
    sources: list[tuple[GameObject, Characteristics]] = [
        (o, game.chars(o.id)) for o in game.battlefield_objects() if game.has_triggers(o)
    ]
    sources += list(extra_sources)
    from .keywords import triggered_from_keyword

    for obj, chars in sources:
        for a in chars.abilities:
            if isinstance(a, ir.Keyword):
                a = triggered_from_keyword(a)  # provoke (702.39a)
            if not isinstance(a, ir.TriggeredAbility) or a.trigger.event is not event:
                continue
            if _matches(game, a.trigger, obj, chars, subject, player, lki):
                game.pending_triggers.append(
                    PendingTrigger(
                        obj.id,
                        chars.name,
                        chars.controller,
                        a,
                        chars,
                        subject.id if subject is not None else None,
                        player,
                    )
                )
                game.log_event("trigger", f"{chars.name}'s ability triggers", "603.2")


def _delayed_upkeep(game: Game) -> None:
    """603.7: delayed triggered abilities waiting for the next upkeep."""
    keep = []
    for created, trig in game.delayed_triggers:
        if created < game.turn_number:
            game.pending_triggers.append(trig)
            game.log_event("trigger", f"{trig.source_name}'s delayed ability triggers", "603.7a")
        else:
            keep.append((created, trig))
    game.delayed_triggers = keep


def _matches(
    game: Game,
    trig: ir.Trigger,
    obj: GameObject,
    chars: Characteristics,
    subject: GameObject | None,
    player: int | None,
    lki: Characteristics | None,
) -> bool:
    if trig.event in (ir.TriggerEvent.UPKEEP, ir.TriggerEvent.END_STEP):
        if trig.whose == "you":
            return game.active_player == chars.controller
        if trig.whose == "opponent":
            return game.active_player != chars.controller
        return True
    if trig.event is ir.TriggerEvent.CAST_SPELL:
        if subject is None:
            return False
        if trig.whose == "you" and subject.controller != chars.controller:
            return False
        if trig.whose == "opponent" and subject.controller == chars.controller:
            return False
        return trig.filter is None or matches(
            game, game.chars(subject.id), subject, trig.filter, obj, chars.controller
        )
    if subject is None:
        return False
    if isinstance(trig.subject, ir.SelfRef):
        return subject.id == obj.id or subject.previous_id == obj.id
    if isinstance(trig.subject, ir.AttachedRef):  # "When enchanted creature dies"
        return obj.attached_to is not None and obj.attached_to in (subject.id, subject.previous_id)
    if isinstance(trig.subject, ir.EachRef) and trig.subject.filter is not None:
        sch = lki if lki is not None else game.chars(subject.id)
        return matches(game, sch, subject, trig.subject.filter, obj, chars.controller)
    return False
