"""The intervening "if" clauses of triggered keywords (603.4): persist and undying (702.79a,
702.93a), evoke (702.74a), dethrone (702.105a), renown (702.112a), vanishing
(702.63a), evolve (702.100a). Checked as each triggers (triggers.fire); the abilities are
built by rules/keywords_triggered.py."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from . import characteristics
from .keywords_triggered import (
    DETHRONE,
    EVOKE,
    EVOLVE,
    RENOWN,
    RETURN_COUNTER,
    TRAINING,
    VANISHING,
)

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState


def holds(
    game: GameState,
    kw: ir.Keyword,
    source: GameObject,
    controller: int,
    subject: GameObject | None = None,
) -> bool:
    """603.4: the intervening "if" of a triggered keyword, as it triggers.

    Persist and undying: "if it had no -1/-1 (+1/+1) counters on it", its last known
    information (608.2h) as it left the battlefield. Evoke: "if its evoke cost was paid"
    (702.74a)."""
    if kw.name in RETURN_COUNTER:
        kind = RETURN_COUNTER[kw.name][0]
        known = game.last_known.get(source.id)
        counters = dict(known.counters) if known is not None else dict(source.counters)
        return counters.get(kind, 0) <= 0
    if kw.name == TRAINING:  # 702.149a: another attacking creature with greater power
        power = characteristics.chars(game, source.id).power or 0
        return any(
            a != source.id
            and a in game.objects
            and (characteristics.chars(game, a).power or 0) > power
            for a in game.combat.attackers
        )
    if kw.name == EVOLVE:  # 702.100a: the entering creature against this one, now
        return subject is not None and evolves(game, subject.id, source.id)
    if kw.name == VANISHING:  # 702.63a: "if this permanent has a time counter on it"
        return source.counters.get("time", 0) > 0
    if kw.name == RENOWN:  # 702.112a: "if it isn't renowned"
        return not source.renowned
    if kw.name == DETHRONE:  # 702.105a: the player it attacks has the most life, or is tied
        attacked = game.combat.attackers.get(source.id)
        if attacked is None or attacked.player is None:
            return False  # it attacks a planeswalker or battle
        alive = [p.life for p in game.players if not p.lost]
        return game.players[attacked.player].life >= max(alive)
    if kw.name == EVOKE:  # 702.74a: "if its evoke cost was paid"
        return source.alt_keyword == EVOKE
    return True


def evolves(game: GameState, entered: int, evolver: int) -> bool:
    """702.100a: the creature that entered has greater power and/or greater toughness than
    the creature with evolve (their characteristics now, 613)."""
    if entered == evolver or entered not in game.objects or evolver not in game.objects:
        return False
    a, b = characteristics.chars(game, entered), characteristics.chars(game, evolver)
    if "creature" not in a.types:
        return False
    return (a.power or 0) > (b.power or 0) or (a.toughness or 0) > (b.toughness or 0)
