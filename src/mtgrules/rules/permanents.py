"""A permanent's status and counters: tap and untap (701.26), counters (122)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..state import GameState

from ..objects import _WRITES as _WRITES  # the write count, read in the hot chars()
from ..objects import (
    GameObject,
)
from ..zones import Zone
from . import control, keywords_suspend, keywords_vanishing, pipeline, trigger_firing
from .events import CountersEvent, TapEvent, UntapEvent


def tap(game: GameState, obj: GameObject, rule: str) -> None:
    if not obj.tapped and pipeline.replace(game, TapEvent(obj.id, rule)) is not None:
        obj.tapped = True
        game.dirty_elsewhere()  # objects.QUIET_FIELDS
        game.log_event("tap", f"{obj.name} becomes tapped", rule, card=obj.name)
        trigger_firing.fire_tapped(game, obj)  # 701.26a, 603.2: "whenever ... becomes tapped"


def untap(game: GameState, obj: GameObject, rule: str) -> None:
    if obj.tapped and pipeline.replace(game, UntapEvent(obj.id, rule)) is None:
        return  # 122.1d: a stun counter is removed instead
    if obj.tapped:
        obj.tapped = False
        game.dirty_elsewhere()  # objects.QUIET_FIELDS
        game.log_event("tap", f"{obj.name} untaps", rule, card=obj.name)
        if game.held_untapped:  # 611.2b: "for as long as this remains tapped" is over
            control.end_held_untapped(game)
        trigger_firing.fire_untapped(game, obj)  # 701.26b, 603.2: "becomes untapped"


def add_counters(
    game: GameState,
    obj: GameObject,
    kind: str,
    n: int,
    rule: str,
    by_effect: bool = True,
    more_kinds: bool = False,
) -> None:
    """122.1: put ``n`` counters on ``obj``; ``by_effect`` False: as a cost (606.4), which
    "if an effect would put" replacements don't see (614.16)."""
    if n <= 0:
        return
    event = CountersEvent(obj.id, kind, n, rule, by_effect=by_effect)
    ev = pipeline.replace(game, event)  # 614, 616.1 (Hardened Scales: rules/entering.py)
    if ev is None or ev.n <= 0:
        return
    kind, n = ev.kind, ev.n
    # new dicts, not changes in place: Game.apply journals field writes (objects.py)
    obj.counters = {**obj.counters, kind: obj.counters.get(kind, 0) + n}
    obj.counter_timestamps = {**obj.counter_timestamps, kind: game.new_timestamp()}  # 613.7c
    game.dirty()
    game.log_event("counters", f"{n} {kind} counter(s) put on {obj.name}", rule)
    from ..cards.ir import TriggerEvent
    from .triggers import fire

    # 122.6, 603.2; 714.2b. ``more_kinds`` (s11 h-count): another kind put by the same
    # instruction ("a +1/+1 counter and a flying counter"): "one or more counters are put"
    # of any kind triggers once for it
    fire(game, TriggerEvent.COUNTERS_PUT, obj, counter=kind, added=n, more_kinds=more_kinds)


def remove_counters(game: GameState, obj: GameObject, kind: str, n: int, rule: str) -> None:
    have = obj.counters.get(kind, 0)
    n = min(n, have)
    if n <= 0:
        return
    ev = pipeline.replace(game, CountersEvent(obj.id, kind, n, rule, remove=True))
    if ev is None or ev.n <= 0:
        return
    n = min(ev.n, have)
    obj.counters = {**obj.counters, kind: have - n}  # a new dict (objects.py)
    game.dirty()
    game.log_event("counters", f"{n} {kind} counter(s) removed from {obj.name}", rule)
    if kind == keywords_suspend.TIME and have == n and obj.zone is Zone.EXILE:
        keywords_suspend.last_counter_removed(game, obj)  # 702.62a
    elif kind == keywords_suspend.TIME and have == n and obj.zone is Zone.BATTLEFIELD:
        keywords_vanishing.last_counter_removed(game, obj)  # 702.63a
