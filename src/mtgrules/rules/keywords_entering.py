"""Keywords that give a choice as the permanent enters (614.1c, 614.12a), asked through the
same "As this enters, choose ..." paths (``effects_zones.as_enters_options``: a permanent
spell resolving, a permanent an effect puts onto the battlefield, one returning from exile):

- riot (702.136a): "You may have this permanent enter with an additional +1/+1 counter on
  it. If you don't, it gains haste." (haste from an effect without a duration, 611.2a)
- unleash (702.98a): "You may have this permanent enter with an additional +1/+1 counter on
  it" and "This permanent can't block as long as it has a +1/+1 counter on it." (the second:
  rules/combat.py)

The answer travels as the as-enters choice ``(kind, value)``: the counter is part of how it
enters (the ``counters`` of its ``ZoneMoveEvent``, 614.1c); haste is given once it is on
the battlefield (``entered``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import ir
from . import characteristics

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

RIOT = "riot"
UNLEASH = "unleash"
COUNTER = "+1/+1 counter"
HASTE = "haste"
NO_COUNTER = "no counter"

#: the kind of each choice (``AsEntersChoose.choice``), its keyword, its answers and rule
KINDS: dict[str, tuple[str, tuple[str, ...], str]] = {
    "riot option": (RIOT, (COUNTER, HASTE), "702.136a"),
    "unleash option": (UNLEASH, (COUNTER, NO_COUNTER), "702.98a"),
}
_BY_KEYWORD = {kw: kind for kind, (kw, _, _) in KINDS.items()}


def _keywords(card: ir.CardDefinition) -> list[str]:
    return [a.name for a in card.abilities if isinstance(a, ir.Keyword) and a.name in _BY_KEYWORD]


def keyword_choice(card: ir.CardDefinition) -> tuple[ir.AsEntersChoose, tuple[str, ...]] | None:
    """The choice a riot or unleash permanent's controller makes as it enters, and its
    answers; None without one."""
    found = _keywords(card)
    if not found:
        return None
    kind = _BY_KEYWORD[found[0]]
    return ir.AsEntersChoose(kind), KINDS[kind][1]


def gap(card: ir.CardDefinition) -> list[str]:
    """What of riot and unleash the engine can't do for this card (rules/support.py)."""
    found = _keywords(card)
    out = []
    if len(found) > 1:  # 702.136b: each instance works separately: one choice is asked
        out.append("more than one riot or unleash instance")
    if found and any(isinstance(a, ir.AsEntersChoose) for a in card.abilities):
        out.append("riot or unleash with another 'As this enters, choose'")
    return out


def _pairs(chosen: Any) -> list[tuple[str, str]]:
    """The (kind, value) pairs of an as-enters choice (a copy's own choice follows: 707.6)."""
    if not isinstance(chosen, tuple):
        return []
    out = []
    parts = list(chosen)
    while len(parts) >= 2:
        out.append((str(parts[0]), str(parts[1])))
        parts = parts[2:]
    return out


def counters(chosen: Any) -> dict[str, int]:
    """614.1c: the additional +1/+1 counter the permanent enters with, if chosen."""
    n = sum(1 for kind, value in _pairs(chosen) if kind in KINDS and value == COUNTER)
    return {"+1/+1": n} if n else {}


def with_counters(chosen: Any, base: dict[str, int] | None) -> dict[str, int] | None:
    """``base`` (the counters an effect says it enters with) and the chosen counter."""
    extra = counters(chosen)
    if not extra:
        return base
    out = dict(base or {})
    for k, n in extra.items():
        out[k] = out.get(k, 0) + n
    return out


def is_keyword_choice(chosen: Any) -> bool:
    return bool(isinstance(chosen, tuple) and chosen and chosen[0] in KINDS)


def entered(game: GameState, new: GameObject, chosen: Any) -> None:
    """Log the choice; riot's haste if the counter wasn't chosen (702.136a)."""
    for kind, value in _pairs(chosen):
        if kind not in KINDS:
            continue
        keyword, _, rule = KINDS[kind]
        who = game.players[new.controller].name
        if value == COUNTER:
            what = f"{new.name} enters with an additional +1/+1 counter"
        elif keyword == RIOT:
            what = f"{new.name} gains haste"
        else:
            what = f"{new.name} enters without an additional +1/+1 counter"
        game.log_event("choice", f"{who} chooses for {keyword}: {what}", rule)
        if keyword == RIOT and value == HASTE:
            characteristics.add_continuous_effect(
                game,
                new.controller,
                new.name,
                ir.Duration.PERMANENT,  # 611.2a: no duration: while it stays this object
                frozenset({new.id}),
                abilities=(ir.Keyword(HASTE),),
                rule=rule,
            )
