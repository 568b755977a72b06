"""601.3: "Cast this spell only during combat after blockers are declared." / "... only
during combat before blockers are declared." (a spell's own casting restriction), and 205.4e:
a legendary instant or sorcery can't be begun to be cast without a legendary creature or
planeswalker. Checked by legal_actions, rules/stack.cast and rules/cast_during_resolution.py."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ..cards import ir

if TYPE_CHECKING:
    from ..state import GameState

# 506.1: the combat phase's steps; 509.1: blockers are declared as the declare blockers step
# begins (``GameState.blockers_declared``)
_AFTER = frozenset({"declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat"})
_BEFORE = frozenset({"beginning_of_combat", "declare_attackers"})

#: the restrictions the engine checks (rules/support.py refuses any other)
TEXTS = (
    "during combat after blockers are declared",
    "during combat before blockers are declared",
    _ATTACKED := "during the declare attackers step and only if you've been attacked this step",
)


def forbidden(game: GameState, a: ir.CastRestriction, player: int) -> bool:
    """Whether the restriction forbids ``player`` casting the spell now (601.3)."""
    if a.text == _ATTACKED:  # 508.1b: a creature attacks them or a planeswalker of theirs
        return game.step != "declare_attackers" or not attacked(game, player)
    blocking = game.step == "declare_blockers"
    if "after blockers are declared" in a.text:
        return game.step not in _AFTER or (blocking and not game.blockers_declared)
    if "before blockers are declared" in a.text:
        return not (game.step in _BEFORE or (blocking and not game.blockers_declared))
    return True


def legendary_problem(game: GameState, player: int, chars: Any) -> str | None:
    """205.4e: why ``player`` can't begin to cast a legendary instant or sorcery spell (one
    with these characteristics): they control no legendary creature or planeswalker."""
    if "legendary" not in chars.supertypes or not (
        "instant" in chars.types or "sorcery" in chars.types
    ):
        return None
    from .characteristics import chars as chars_of

    for o in game.battlefield_objects():
        if o.controller != player:
            continue
        ch = chars_of(game, o.id)
        if "legendary" in ch.supertypes and ("creature" in ch.types or "planeswalker" in ch.types):
            return None
    return (
        f"{game.players[player].name} controls no legendary creature or planeswalker "
        "(a legendary instant or sorcery)"
    )


def first_forbidding(
    game: GameState, abilities: Iterable[object], player: int
) -> ir.CastRestriction | None:
    """The spell's restriction that forbids ``player`` casting it now, if any."""
    return next(
        (a for a in abilities if isinstance(a, ir.CastRestriction) and forbidden(game, a, player)),
        None,
    )


def attacked(game: GameState, player: int) -> bool:
    """ "You've been attacked this step" (508.1b): a creature is attacking ``player`` or a
    planeswalker they control (checked in the declare attackers step)."""
    objs = game.objects
    for t in game.combat.attackers.values():
        if t.player == player:
            return True
        o = objs.get(t.object_id) if t.object_id is not None else None
        if o is not None and o.controller == player:
            return True
    return False
