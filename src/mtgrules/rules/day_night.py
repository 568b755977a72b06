"""Day and night (730) and the daybound and nightbound keywords (702.145).

The game starts with neither designation (730.1); once it has one, it keeps exactly one of
the two. ``GameState.day_night`` is ``"day"``, ``"night"`` or None.

* 502.2, 730.2: as the second part of each untap step, if it's day and the previous turn's
  active player cast no spells during that turn, it becomes night; if it's night and they
  cast two or more, it becomes day (:func:`untap_check`).
* 702.145b, 702.145e: as it becomes night, each daybound permanent with its front face up
  transforms; as it becomes day, each nightbound permanent with its back face up transforms
  (:func:`become`).
* 702.145c-d, 702.145f-g: any time (not a state-based action, but checked whenever they
  are, ``sba.check_once``): a daybound permanent front face up at night, or a nightbound one
  back face up by day, transforms; a daybound permanent makes it day if it's neither; a
  nightbound one makes it night if it's neither and no permanent has daybound
  (:func:`check`).
* 702.145b: a daybound card put onto the battlefield at night enters transformed
  (``zone_moves.move``).
* 702.145b, 702.145e: such a permanent can't transform except by these abilities
  (``transforming.transform``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import characteristics, transforming

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

__all__ = ["DAY", "DAYBOUND", "NIGHT", "NIGHTBOUND", "become", "check", "untap_check"]

DAY, NIGHT = "day", "night"
DAYBOUND, NIGHTBOUND = "daybound", "nightbound"


def untap_check(game: GameState) -> None:
    """502.2, 730.2: the untap step's check of the previous turn (730.2c: none while it's
    neither day nor night, and none in the game's first turn, which has no previous turn)."""
    now, previous = game.day_night, game.previous_active
    if now is None or previous is None:
        return
    cast = game.players[previous].spells_cast_last_turn
    name = game.players[previous].name
    if now == DAY and cast == 0:
        become(game, NIGHT, f"{name} cast no spells last turn", "730.2a")
    elif now == NIGHT and cast >= 2:
        become(game, DAY, f"{name} cast {cast} spells last turn", "730.2b")


def become(game: GameState, which: str, why: str, rule: str) -> None:
    """730.1: it becomes day or night; 702.145b, 702.145e: as it does, the daybound (or
    nightbound) permanents turn over."""
    game.day_night = which
    game.log_event("turn", f"It becomes {which} ({why})", rule)
    keyword, face_up_back = (DAYBOUND, False) if which == NIGHT else (NIGHTBOUND, True)
    rule_b = "702.145b" if which == NIGHT else "702.145e"
    for obj in _turnable(_with_keywords(game)[keyword == NIGHTBOUND]):
        if obj.transformed is face_up_back:
            transforming.transform(
                game, obj, f"{keyword}: it becomes {which}", rule_b, by_day_night=True
            )
    game.dirty()


def check(game: GameState) -> bool:
    """702.145c-d, 702.145f-g: what happens any time a player controls a daybound or
    nightbound permanent. True if anything did."""
    acted = False
    daybound, nightbound = _with_keywords(game)
    if game.day_night is None and daybound:  # 702.145d
        become(game, DAY, f"{daybound[0].name} has daybound", "702.145d")
        return True
    if game.day_night is None and nightbound:  # 702.145g (no permanent has daybound)
        become(game, NIGHT, f"{nightbound[0].name} has nightbound", "702.145g")
        return True
    if game.day_night == NIGHT:  # 702.145c: front face up at night
        for obj in _turnable(daybound):
            if not obj.transformed:
                acted |= transforming.transform(
                    game, obj, "daybound: it's night", "702.145c", by_day_night=True
                )
    if game.day_night == DAY:  # 702.145f: back face up by day
        for obj in _turnable(nightbound):
            if obj.transformed:
                acted |= transforming.transform(
                    game, obj, "nightbound: it's day", "702.145f", by_day_night=True
                )
    return acted


def _with_keywords(game: GameState) -> tuple[list[GameObject], list[GameObject]]:
    """The phased-in permanents with daybound and those with nightbound, in the order they
    are on the battlefield (a copy of a daybound card has daybound too: it makes it day,
    702.145d, though it can't turn over, 712.9)."""
    chars = characteristics.battlefield_chars(game)
    day: list[GameObject] = []
    night: list[GameObject] = []
    for oid in game.battlefield:
        keywords = getattr(chars.get(oid), "keywords", ())
        if DAYBOUND in keywords:
            day.append(game.objects[oid])
        if NIGHTBOUND in keywords:
            night.append(game.objects[oid])
    return day, night


def _turnable(objs: list[GameObject]) -> list[GameObject]:
    """Those of ``objs`` that can turn over (712.9: not a token or a single-faced card)."""
    return [o for o in objs if transforming.can_transform(o) is None]
