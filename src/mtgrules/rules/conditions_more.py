"""Whether the conditions of ``cards/ir/conditions_more.py`` are true now (issue 12, s9
"cond"): "an opponent controls more lands than you" (102.2), "you cast it from your hand"
(601.2), "equipped creature is a Human" (301.5, 303.4). Called by ``rules/conditions.holds``
wherever a condition is checked: an intervening "if" as the ability triggers and again as it
resolves (603.4), an "as long as" static ability in its layer (611.3a), "Activate only if"
(602.5b), "If ..., EFFECT" as the instruction is reached (608.2c), "enters with ... if" as the
permanent would enter (614.1c).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..cards import ir
from ..cards.ir.conditions_more import MORE_KINDS
from ..zones import Zone

if TYPE_CHECKING:
    from ..state import GameState
    from .amounts import AmountScope

__all__ = ["main_phase", "more_gap", "more_holds"]

#: how the text says the zone a spell was cast from (601.2a)
CAST_ZONES = ("hand", "graveyard", "exile", "not hand")


def main_phase(game: GameState, player: int) -> bool:
    """505.1: it's ``player``'s main phase now ("if you cast this spell during your main
    phase", addendum)."""
    return game.active_player == player and game.step in ("main1", "main2")


More = ir.OpponentHasMore | ir.WasCast | ir.AttachedIs | ir.TotalIs | ir.RefIs | ir.XAtLeast


def more_holds(cond: More, scope: AmountScope) -> bool:
    if isinstance(cond, ir.XAtLeast):
        return scope.x >= cond.n  # 107.3: the X chosen for the spell or ability
    if isinstance(cond, ir.RefIs):
        return _ref_is(cond, scope)
    if isinstance(cond, ir.TotalIs):
        return _total(cond, scope) >= cond.n
    if isinstance(cond, ir.OpponentHasMore):
        return _opponent_has_more(cond, scope)
    if isinstance(cond, ir.WasCast):
        return _was_cast(cond, scope)
    return _attached_is(cond, scope)


def _ref_is(cond: ir.RefIs, scope: AmountScope) -> bool:
    """608.2c: the object the reference names has one of the filters' card types, subtypes,
    supertypes or colors, as it is now or as it last existed (608.2h); none named: false."""
    for oid in scope.ids_of(cond.ref):
        chars = scope.known(oid)
        if chars is None:
            continue
        for f in cond.filters:
            if f.types and not f.types & set(chars.types):
                continue
            if f.subtypes and not f.subtypes & set(chars.subtypes):
                continue
            if f.supertypes and not f.supertypes <= set(chars.supertypes):
                continue
            if f.colors and not f.colors & set(chars.colors):
                continue
            return True
        return False
    return False


def _total(cond: ir.TotalIs, scope: AmountScope) -> int:
    """208.1: the sum of the powers (or toughnesses) of the permanents the filter picks out,
    as the layers have them now (613; a negative one counts as its value, 107.1b)."""
    total = 0
    for o in scope.game.battlefield_objects():
        chars = scope.chars_of(o.id)
        if scope.match(chars, o, cond.filter):
            value = chars.power if cond.stat == "power" else chars.toughness
            total += value or 0
    return total


def _opponent_has_more(cond: ir.OpponentHasMore, scope: AmountScope) -> bool:
    """102.2, 102.3: any one opponent still in the game has more than you."""
    g = scope.game
    you = scope.controller
    if cond.what == "life":  # 119.1
        value = {p.index: p.life for p in g.players}
    elif cond.what == "cards in hand":  # 402.1
        value = {p.index: len(p.hand) for p in g.players}
    else:
        assert cond.filter is not None
        flt = replace(cond.filter, controller=None)
        value = {p.index: 0 for p in g.players}
        for o in g.battlefield_objects():
            if scope.match(scope.chars_of(o.id), o, flt):
                value[o.controller] = value.get(o.controller, 0) + 1
    opponents = [p.index for p in g.players if p.index != you and not p.lost]
    if cond.you_more and cond.each:  # "... than each opponent"
        return all(value[you] > value[o] for o in opponents)
    if cond.you_more:  # "you have more life than an opponent"
        return any(value[you] > value[o] for o in opponents)
    return any(value[o] > value[you] for o in opponents)


def _was_cast(cond: ir.WasCast, scope: AmountScope) -> bool:
    """601.2: the source is a spell you cast, or a permanent that resolved from one (608.3;
    a copy of a spell isn't cast, 707.10); ``zone``: cast from that zone (601.2a). A source
    that has left the battlefield is seen as it last existed there (603.4, 608.2h)."""
    g = scope.game
    sid = scope.source_id
    if sid is None:
        return False
    obj = g.objects.get(sid)
    if obj is not None:
        cast = obj.cast if obj.zone in (Zone.STACK, Zone.BATTLEFIELD) else None
    else:
        lk = g.last_known.get(sid)
        cast = lk.cast if lk is not None and lk.zone is Zone.BATTLEFIELD else None
    if cast is None:
        return False
    who, zone, main = cast
    if who != scope.controller or (cond.main_phase and not main):
        return False
    if cond.zone == "not hand":  # "from anywhere other than your hand"
        return zone != "hand"
    return not cond.zone or zone == cond.zone


def _attached_is(cond: ir.AttachedIs, scope: AmountScope) -> bool:
    """301.5, 303.4: the permanent the source is attached to now matches one of the filters
    (its characteristics as the layers have them: types by layer 4, 613.1d)."""
    g = scope.game
    src = None if scope.source_id is None else g.objects.get(scope.source_id)
    if src is None or src.zone is not Zone.BATTLEFIELD or src.attached_to is None:
        return False
    host = g.objects.get(src.attached_to)
    if host is None or host.zone is not Zone.BATTLEFIELD:
        return False
    chars = scope.chars_of(host.id)
    return any(scope.match(chars, host, f) for f in cond.filters)


def more_gap(cond: More, in_effect: bool = False) -> str | None:
    """What of these conditions :func:`more_holds` can't work out, or None; ``in_effect``:
    the condition of an instruction (608.2c), where any reference names its objects."""
    if isinstance(cond, ir.XAtLeast):
        # 107.3: X of the resolving spell or ability; elsewhere there is none to read
        return None if in_effect else "'if X is N or more' outside an instruction"
    if isinstance(cond, ir.RefIs):
        if not in_effect and not isinstance(cond.ref, ir.SelfRef):
            return f"a condition on {type(cond.ref).__name__} outside an instruction"
        for f in cond.filters:
            if (
                replace(
                    f,
                    types=frozenset(),
                    subtypes=frozenset(),
                    supertypes=frozenset(),
                    colors=frozenset(),
                )
                != ir.Filter()
            ):
                return "a condition on what an object is beyond its types and colors"
        return None
    if isinstance(cond, ir.TotalIs):
        f = cond.filter
        if f.with_keyword or f.without_keyword or f.power_min is not None:
            return "a total over a count that looks at abilities or power"
        return None if cond.stat in ("power", "toughness") else f"the total {cond.stat}"
    if isinstance(cond, ir.OpponentHasMore):
        if cond.what not in MORE_KINDS:
            return f"comparing {cond.what} with an opponent's"
        g = cond.filter
        if g is not None and (g.with_keyword or g.without_keyword or g.power_min is not None):
            return "comparing counts that look at abilities or power"
        return None
    if isinstance(cond, ir.WasCast):
        return None if cond.zone in ("", *CAST_ZONES) else f"cast from {cond.zone}"
    if cond.kind not in ("equipped", "enchanted") or cond.form not in ("a", "legendary"):
        return f"a condition on the {cond.kind} {cond.noun}"
    for f in cond.filters:
        if f.colors or f.non_colors or f.multicolored is not None or f.colorless is not None:
            return "an 'as long as' condition on the color of the attached permanent (layer 5)"
        if f.with_keyword or f.without_keyword or f.power_max is not None:
            return "a condition on the attached permanent's abilities or power"
        if f.power_min is not None or f.toughness_max is not None or f.toughness_min is not None:
            return "a condition on the attached permanent's abilities or power"
        if f.controller is not None or f.zone != "battlefield":
            return "a condition on whose the attached permanent is"
    return None
