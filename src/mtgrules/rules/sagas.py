"""Sagas (714): chapter abilities, lore counters, and the Saga's sacrifice.

A chapter ability (714.2b) is a triggered ability, read by ``cards/transform_sagas.py`` as
a ``COUNTERS_PUT`` trigger of lore counters whose ``Trigger.chapters`` are its chapter
numbers. This module is the rules side that imports no other rule module (``triggers.py``,
``entering.py`` and ``sba.py`` use it); the turn-based action is ``sagas_turn.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from ..cards import ir
from ..objects import StackAbility

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState


def numeral(n: int) -> str:
    """714.2a: the Roman numeral of chapter ``n``."""
    return ("I", "II", "III", "IV", "V", "VI", "VII")[n - 1] if 0 < n < 8 else str(n)


def final_chapter(abilities: Iterable[object]) -> int:
    """714.2d: the greatest chapter number among the chapter abilities; 0 with none."""
    best = 0
    for a in abilities:
        if isinstance(a, ir.TriggeredAbility) and a.trigger.chapters:
            best = max(best, *a.trigger.chapters)
    return best


def reached(ability: ir.TriggeredAbility, now: int, added: int) -> list[ir.TriggeredAbility]:
    """714.2b-c: the chapter abilities that trigger when ``added`` lore counters were put on
    the Saga, which now has ``now``: each chapter N where the count went from less than N
    to at least N, one ability for each number of "I, II — ..." (714.2c)."""
    before = now - added
    return [
        replace(ability, trigger=replace(ability.trigger, chapters=(n,)))
        for n in ability.trigger.chapters
        if before < n <= now
    ]


def has_read_ahead(abilities: Iterable[object]) -> bool:
    """702.155a (read ahead; not carried out: the gate refuses it)."""
    return any(isinstance(a, ir.Keyword) and a.name == "read ahead" for a in abilities)


def chapter_waiting(game: GameState, source_id: int) -> bool:
    """714.4: the Saga is the source of a chapter ability that has triggered but not yet
    left the stack (waiting to be put on it, 603.3, or on it)."""
    return triggered_from(game, source_id, _is_chapter)


def _is_chapter(a: ir.TriggeredAbility) -> bool:
    return bool(a.trigger.chapters)


def triggered_from(
    game: GameState, source_id: int, test: Callable[[ir.TriggeredAbility], bool]
) -> bool:
    """``source_id`` is the source of an ability ``test`` accepts that has triggered but not
    yet left the stack (714.4 a Saga's chapter ability, 309.6 a dungeon's room ability)."""
    # waiting to be put on it: triggered (603.2), being ordered (603.3b) or ordered, the
    # rest of its player's triggers going on the stack first (603.3b, 603.3d)
    ordering = getattr(game, "_pending_order", None) or {}
    waiting = [*game.pending_triggers, *game._trigger_queue]
    waiting += [t for ts in ordering.values() for t in ts]
    for t in waiting:
        if t.source_id == source_id and test(t.ability):
            return True
    # 603.3d: one whose targets are being chosen as it is put on the stack
    chosen = getattr(game.pending, "trigger", None)
    if chosen is not None and chosen.source_id == source_id and test(chosen.ability):
        return True
    for item in game.stack:
        ab = item.object
        if (
            isinstance(ab, StackAbility)
            and ab.source_id == source_id
            and isinstance(ab.ability, ir.TriggeredAbility)
            and test(ab.ability)
        ):
            return True
    return False


def to_sacrifice(
    game: GameState, obj: GameObject, subtypes: Iterable[str], abilities: Iterable[object]
) -> bool:
    """714.4, 704.5s: a Saga permanent with one or more chapter abilities whose lore
    counters are at least its final chapter number, not the source of a chapter ability
    still to resolve, is sacrificed by its controller."""
    lore = obj.counters.get("lore", 0)
    if lore <= 0 or "Saga" not in subtypes:
        return False  # the hot path: no lore counter, nothing to look at
    final = final_chapter(abilities)
    return final > 0 and lore >= final and not chapter_waiting(game, obj.id)
