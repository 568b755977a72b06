"""Whether a condition (``ir.Condition``) is true now: an intervening "if" (603.4, checked
as the ability triggers and again as it resolves: rules/triggers.py, rules/resolve.py) and
the "as long as" of a static ability (611.3a: its effect applies only while the condition
is true, in its layer: rules/layers.py).

Counts go through the Amount evaluator (rules/amounts.py) and its :class:`AmountScope`, so a
condition looks at objects the same way an amount does: on the battlefield with their
characteristics (the layers being computed, for a static ability), in a hand or graveyard
by whose zone it is.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..cards import ir
from ..zones import Zone
from .amounts import AmountScope, amount_gap, count_of
from .conditions_more import more_gap, more_holds
from .conditions_s10 import S10 as s10_kinds
from .conditions_s10 import s10_gap, s10_holds
from .history import history_gap, history_holds
from .modified import is_modified  # s11 h-count: 700.9
from .phase_conditions import phase_is

__all__ = [
    "condition_gap",
    "effect_condition_gap",
    "holds",
    "restriction_condition_gap",
    "static_condition_gap",
]


def _compare(value: int, op: str, n: int) -> bool:
    if op == ">=":
        return value >= n
    if op == "<=":
        return value <= n
    if op == "==":
        return value == n
    if op == "<":
        return value < n  # "fewer than three charge counters"
    raise ValueError(f"unknown comparison {op!r}")


def holds(cond: Any, scope: AmountScope, defender: int | None = None) -> bool:
    """Whether ``cond`` is true now, seen from ``scope.controller`` (the ability's
    controller: "you", 109.5) and its source ``scope.source_id``; ``defender``: the
    defending player, where a combat restriction asks about one (506.2)."""
    g = scope.game
    if isinstance(cond, ir.CountIs):
        return _compare(count_of(cond.count, scope), cond.op, cond.n)
    if isinstance(cond, ir.LifeIs):
        # 119.1; "an opponent has 10 or less life": any opponent still in the game (102.3)
        if cond.who == "you":
            return _compare(g.players[scope.controller].life, cond.op, cond.n)
        return any(  # "a player": any player still in the game, you included (102.1)
            _compare(p.life, cond.op, cond.n)
            for p in g.players
            if (cond.who == "player" or p.index != scope.controller) and not p.lost
        )
    if isinstance(cond, ir.CardTypesInGraveyard):
        # 205.2a: the card types among the cards in your graveyard (an artifact creature
        # counts both)
        kinds: set[str] = set()
        for oid in g.players[scope.controller].graveyard:
            kinds |= set(scope.chars_of(oid).types)
        return len(kinds) >= cond.n
    if isinstance(cond, ir.ControlsCommander):
        return False  # 903.3d, 903.1: no commander outside the Commander variant (h-misc)
    if isinstance(cond, ir.YourTurn):
        mine = g.active_player == scope.controller  # 102.1: the active player's turn
        return mine != cond.negated
    if isinstance(cond, ir.IsMonarch):
        return g.monarch == scope.controller  # 724.1
    if isinstance(cond, ir.HasInitiative):
        return g.initiative == scope.controller  # 725.1
    if isinstance(cond, ir.CompletedDungeon):  # 309.7
        done = g.players[scope.controller].dungeons_completed
        return (cond.name in done if cond.name else bool(done)) != cond.negated
    if isinstance(cond, ir.PhaseIs):  # 505.1, 506.1 (rules/phase_conditions.py)
        return phase_is(g, cond, scope.controller)
    if isinstance(cond, ir.OpponentsAtLeast):
        # 102.2, 102.3: your opponents are the other players still in the game (800.4a)
        you = scope.controller
        return sum(1 for p in g.players if p.index != you and not p.lost) >= cond.n
    if isinstance(cond, ir.WasKicked):
        # 702.33d-e: the permanent remembers that the spell it resolved from was kicked
        # (an intervening "if": it is still that permanent, 603.4)
        # once it has left the battlefield, its last known information (113.7a, 608.2h:
        # Sun-Blessed Healer bounced in response still returns its card)
        if scope.source_id is None:
            return False
        src = g.objects.get(scope.source_id)
        if src is not None:
            return src.kicked > 0
        lk = g.last_known.get(scope.source_id)
        return lk is not None and lk.kicked > 0
    if isinstance(cond, ir.ObjectIs):
        return _object_is(cond, scope)
    if isinstance(cond, ir.HasCounters):  # 122.1: the counters on it now
        return _has_counters(cond, scope)
    if isinstance(cond, ir.AnyOf):
        return any(holds(c, scope, defender) for c in cond.conditions)
    if isinstance(cond, ir.AllOf):  # s11 h-ctl: "... and you control a Plains"
        return all(holds(c, scope, defender) for c in cond.conditions)
    if isinstance(cond, ir.EnteredThisTurn):  # s11 h-ctl, 403.3: Player.entered_this_turn
        return any(
            _types_of(scope, oid) & cond.types
            for oid in g.players[scope.controller].entered_this_turn
            if not (cond.other and oid == scope.source_id)
        )
    if isinstance(cond, ir.Unless):
        return not holds(cond.condition, scope, defender)
    if isinstance(cond, ir.DefendingPlayerControls):
        if defender is None:
            return False  # no defending player to ask about (506.2)
        flt = replace(cond.filter, controller=None)
        return any(
            o.controller == defender and scope.match(scope.chars_of(o.id), o, flt)
            for o in g.battlefield_objects()
        )
    if isinstance(cond, ir.HappenedThisTurn):  # h-history: what happened this turn
        types_of = lambda oid: _types_of(scope, oid)  # noqa: E731
        return history_holds(g, cond, scope.controller, types_of, scope.source_id)
    if isinstance(cond, ir.OpponentHasMore | ir.WasCast | ir.AttachedIs | ir.TotalIs):
        return more_holds(cond, scope)  # s9 cond (rules/conditions_more.py)
    if isinstance(cond, s10_kinds) or (
        isinstance(cond, ir.RefIs) and cond.form.startswith("was a")
    ):
        return s10_holds(cond, scope)  # s10 cond (rules/conditions_s10.py)
    if isinstance(cond, ir.RefIs | ir.XAtLeast):
        return more_holds(cond, scope)  # s9 cond (rules/conditions_more.py)
    holds_in = getattr(cond, "holds_in", None)
    if holds_in is not None:  # an engine condition (702.30a echo: rules/keywords_echo.py)
        return bool(holds_in(scope))
    raise TypeError(f"unknown condition {cond!r}")


def _types_of(scope: AmountScope, oid: int) -> frozenset[str]:
    """A permanent's card types: on the battlefield now, or as it last existed there (608.2h)."""
    obj = scope.game.objects.get(oid)
    if obj is not None and obj.zone is Zone.BATTLEFIELD:
        return frozenset(scope.chars_of(oid).types)
    lk = scope.game.last_known.get(oid)
    return frozenset(lk.chars.types) if lk is not None else frozenset()


def _has_counters(cond: ir.HasCounters, scope: AmountScope) -> bool:
    """ "it has a +1/+1 counter on it": the object on the battlefield now (one that has left
    it is a new object without counters, 122.2, 400.7)."""
    g = scope.game
    for oid in scope.ids_of(cond.ref):
        obj = g.objects.get(oid)
        have = obj.counters.get(cond.kind, 0) if obj and obj.zone is Zone.BATTLEFIELD else 0
        return _compare(have, cond.op, cond.n)
    return _compare(0, cond.op, cond.n)


def _object_is(cond: ir.ObjectIs, scope: AmountScope) -> bool:
    """ "this creature is tapped": the object on the battlefield now; one that has left it
    is neither tapped, untapped, attacking nor blocking (it's a new object, 400.7)."""
    g = scope.game
    for oid in scope.ids_of(cond.ref):
        obj = g.objects.get(oid)
        if cond.word == "modified" and obj is None:
            # 608.2h, 603.4: "if it's modified" of a permanent that has left: as it last
            # existed there (Ian the Reckless killed with its attack trigger on the stack)
            lk = g.last_known.get(oid)
            return lk is not None and lk.zone is Zone.BATTLEFIELD and lk.modified
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            return False
        if cond.word.startswith(("a ", "an ", "isn't a ", "isn't an ")):
            # h-misc, 603.4: "if this permanent is an enchantment" / "isn't a creature"
            has = cond.word.rpartition(" ")[2] in scope.chars_of(oid).types
            return not has if cond.word.startswith("isn't") else has
        if cond.word == "tapped":
            return obj.tapped
        if cond.word == "untapped":
            return not obj.tapped
        if cond.word == "attacking":
            return oid in g.combat.attackers
        if cond.word == "blocking":
            return oid in g.combat.blockers
        if cond.word == "modified":  # s11 h-count, 700.9: "as long as it's modified"
            return is_modified(g, obj)
        if cond.word == "attached":  # 702.151a: "if this permanent is attached to a creature"
            return obj.attached_to is not None
        if cond.word in ("enchanted", "equipped"):
            # 303.4: an Aura attached to it; 301.5: an Equipment attached to it
            kind = "Aura" if cond.word == "enchanted" else "Equipment"
            return any(
                o.attached_to == oid and kind in scope.chars_of(o.id).subtypes
                for o in g.battlefield_objects()
            )
    return False


def restriction_condition_gap(cond: Any) -> str | None:
    """What of a combat restriction's condition (508.1c, 509.1b) can't be worked out: as
    :func:`condition_gap`, and "defending player controls ..." is known there."""
    if isinstance(cond, ir.DefendingPlayerControls):
        return None
    if isinstance(cond, ir.Unless):
        return restriction_condition_gap(cond.condition)
    if isinstance(cond, ir.AnyOf | ir.AllOf):  # s11 h-ctl: AllOf
        gaps = [g for c in cond.conditions if (g := restriction_condition_gap(c)) is not None]
        return gaps[0] if gaps else None
    return condition_gap(cond)


def condition_gap(cond: Any) -> str | None:
    """What of a condition :func:`holds` can't work out (for rules/support.py), or None."""
    if isinstance(cond, ir.CountIs):
        return amount_gap(cond.count)
    if isinstance(cond, ir.ObjectIs | ir.HasCounters):
        if not isinstance(cond.ref, ir.SelfRef):
            return f"a condition on {type(cond.ref).__name__}"
        return None
    if isinstance(
        cond,
        ir.LifeIs
        | ir.CardTypesInGraveyard
        | ir.YourTurn
        | ir.ControlsCommander
        | ir.IsMonarch
        | ir.HasInitiative  # 725.1
        | ir.CompletedDungeon  # 309.7
        | ir.WasKicked
        | ir.OpponentsAtLeast
        | ir.EnteredThisTurn  # s11 h-ctl
        | ir.PhaseIs,  # 505.1, 506.1
    ):
        return None
    if isinstance(cond, ir.AnyOf | ir.AllOf):  # s11 h-ctl: AllOf
        gaps = [g for c in cond.conditions if (g := condition_gap(c)) is not None]
        return gaps[0] if gaps else None
    if isinstance(cond, ir.Unless):
        return condition_gap(cond.condition)
    if isinstance(cond, ir.DefendingPlayerControls):
        return "a condition on the defending player outside combat restrictions"
    if isinstance(cond, ir.HappenedThisTurn):  # h-history (rules/history.py)
        return history_gap(cond)
    if isinstance(cond, ir.OpponentHasMore | ir.WasCast | ir.AttachedIs | ir.TotalIs):
        return more_gap(cond)  # s9 cond (rules/conditions_more.py)
    if isinstance(cond, ir.RefIs | ir.XAtLeast):
        return more_gap(cond)  # s9 cond (rules/conditions_more.py)
    if isinstance(cond, s10_kinds):
        return s10_gap(cond)  # s10 cond (rules/conditions_s10.py)
    return f"the condition {type(cond).__name__}"


def effect_condition_gap(cond: Any) -> str | None:
    """608.2c: what of the condition of an instruction ("If it's a creature, ...") can't be
    worked out: as :func:`condition_gap`, and a condition on any object the instruction's
    references name is known there (rules/effects_conditions.scope_of)."""
    if isinstance(cond, ir.RefIs | ir.XAtLeast):
        return more_gap(cond, in_effect=True)
    if isinstance(cond, ir.MeasureIs | ir.RefHasKeyword):
        return s10_gap(cond, in_effect=True)  # s10 cond (rules/conditions_s10.py)
    if isinstance(cond, ir.HasCounters):  # s10 cond: any object an instruction names (608.2c)
        return None
    return condition_gap(cond)


def static_condition_gap(cond: Any) -> str | None:
    """611.3a: what of an "as long as" condition layers.py can't work out as it applies the
    static abilities: it is decided once the types are known (after layer 4, 613.1d), so a
    count that looks at keyword abilities or power (layers 6 and 7) would depend on the
    effects it switches on."""
    gap = condition_gap(cond)
    if gap is not None:
        return gap
    if isinstance(cond, ir.AnyOf | ir.AllOf):  # s11 h-ctl: AllOf
        gaps = [g for c in cond.conditions if (g := static_condition_gap(c)) is not None]
        return gaps[0] if gaps else None
    if isinstance(cond, ir.Unless):
        return static_condition_gap(cond.condition)
    if isinstance(cond, ir.WasCast):
        return "an 'as long as' condition on how it was cast"
    if isinstance(cond, ir.TotalIs):  # 613.4: power and toughness are what layer 7 computes
        return "an 'as long as' condition on total power or toughness"
    if isinstance(cond, ir.ControlsGreatest):  # s10 cond, 613.4: layer 7 decides power
        return "an 'as long as' condition on the greatest power or toughness"
    if isinstance(cond, ir.SelfInGraveyard):  # s10 cond, 113.6b: no statics from graveyards
        return "an 'as long as' condition on the card being in a graveyard"
    if isinstance(cond, ir.MeasureIs) and not isinstance(cond.value, ir.ManaValueOf):
        return "an 'as long as' condition on power or toughness"  # s10 cond: layer 7
    if isinstance(cond, ir.CountIs):
        f = cond.count.filter
        if f.with_keyword or f.without_keyword or f.power_max is not None:
            return "an 'as long as' count that looks at abilities or power"
        if f.power_min is not None or f.toughness_max is not None or f.toughness_min is not None:
            return "an 'as long as' count that looks at abilities or power"
    return None
