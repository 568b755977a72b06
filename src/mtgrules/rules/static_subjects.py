"""What a static ability applies to (604.2): the permanent that has it ("This creature
attacks each combat if able"), what it enchants or equips, or each permanent of a group
("Nonbasic lands don't untap during their controllers' untap steps")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.ir import SelfRef, StaticAbility
from . import characteristics, conditions
from .amounts import AmountScope
from .layers import matches
from .static_affected import affected_by

if TYPE_CHECKING:
    from ..state import GameState


def applying(game: GameState, effect_type: type, **fields: object) -> set[int]:
    """604.2: the permanents that phased-in permanents' static abilities of ``effect_type``
    (with the given field values) apply to: the permanent itself ("This creature attacks
    each combat if able"), what it enchants or equips, or each permanent of a group
    ("Creatures your opponents control attack each combat if able")."""
    view = characteristics.battlefield_chars(game)
    out: set[int] = set()
    for pid, pch in view.items():
        for a in pch.abilities:
            eff = a.effect if isinstance(a, StaticAbility) else None
            if eff is None or type(eff) is not effect_type:
                continue
            if any(getattr(eff, k) != v for k, v in fields.items()):
                continue
            cond = getattr(a, "condition", None)
            if cond is not None and not _holds(game, cond, pid, pch.controller):
                continue  # 611.3a (s10 cond): it applies only while its condition is true
            what = getattr(eff, "what", None)
            if what is not None:  # the same objects as in the layers (rules/static_affected.py)
                out.update(affected_by(game, game.objects[pid], what, view, matches))
    return out


def _holds(game: GameState, cond: object, source_id: int, controller: int) -> bool:
    """611.3a (s10 cond): a static ability's condition, seen from its controller (109.5) and
    its source ("if it has a depletion counter on it": rules/conditions.py)."""
    return conditions.holds(cond, scope(game, source_id, controller))


def scope(game: GameState, source_id: int, controller: int) -> AmountScope:
    """What a static ability's condition or amount is counted against (611.3a, 107.3c): its
    controller ("you", 109.5), its source ("it"), the permanents as they are now."""
    src = game.objects.get(source_id)
    return AmountScope(
        game,
        controller,
        source_id,
        0,
        0,
        lambda ref: [source_id] if isinstance(ref, SelfRef) else [],
        lambda oid: characteristics.chars(game, oid) if oid in game.objects else None,
        lambda oid: characteristics.chars(game, oid),
        lambda ch, o, flt: matches(game, ch, o, flt, src, controller),
    )


holds = _holds  # s11 h-combat: 611.3a, for rules/s11_requirements.py
