"""Transformer rules of the tenth session's "other" family (issue 12): control changes,
"Target opponent gains control of target permanent you control." (613.1b: a player other
than the controller gains control) and "Exchange control of two target creatures." /
"... of target land you control and target land an opponent controls." (701.12b); and
"that player loses half their life, rounded up" (107.1a, 119.1); "When you do, ..." (603.12:
a reflexive triggered ability with its own targets)."""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from typing import Any

from mtgrules.cards.ir import (
    Arith,
    ChosenPlayerRef,
    CopySpell,
    DefendingPlayerRef,
    Duration,
    ExchangeControl,
    Filter,
    GainControl,
    IfYouDo,
    LifeTotalOf,
    LoseLife,
    TargetControllerRef,
    TargetRef,
    TargetsRef,
    TriggerObjectRef,
    TriggerPlayerRef,
    WhenYouDo,
    YouRef,
)
from mtgrules.cards.transform_effects import Chain, Pred, as_chain
from mtgrules.cards.transform_nouns import Unread, words_of
from mtgrules.cards.transform_predicates import PredicatesMixin

#: 707.10: the target phrases of abilities a "Copy target ..." can name (Strionic Resonator)
_ABILITY_KINDS = ("activated ability", "triggered ability", "activated or triggered ability")
#: the Filter fields that name a target by its index (here and transform_abilities.reindex_targets)
FILTER_TARGETS = ("same_controller_as_target", "shares_color_with_target", "controller_target")


def _shift(obj: Any, start: int) -> Any:
    """``obj`` with its targets' indexes counted from ``start`` (603.12: a reflexive ability's
    own targets); Unread when it names a target of the ability around it."""
    if isinstance(obj, tuple):
        return tuple(_shift(x, start) for x in obj)
    if isinstance(obj, TargetRef | TargetControllerRef):
        if obj.index < start:
            raise Unread("when you do", "a reflexive ability naming another ability's target")
        return replace(obj, index=obj.index - start)
    if isinstance(obj, TargetsRef):  # "target creature and target land" (608.2c)
        if min(obj.indices) < start:
            raise Unread("when you do", "a reflexive ability naming another ability's target")
        return TargetsRef(tuple(i - start for i in obj.indices))
    if not is_dataclass(obj) or isinstance(obj, type):
        return obj
    changes = {}
    for f in fields(obj):
        if not f.compare:
            continue
        value = getattr(obj, f.name)
        if isinstance(obj, Filter) and f.name in FILTER_TARGETS and value is not None:
            if value < start:
                raise Unread("when you do", "a reflexive ability naming another ability's target")
            changes[f.name] = value - start
            continue
        new = _shift(value, start)
        if new is not value:
            changes[f.name] = new
    return replace(obj, **changes) if changes else obj


_PLAYER_REFS = (
    YouRef,
    TargetControllerRef,
    TriggerPlayerRef,
    TriggerObjectRef,  # "that player" after "Whenever a player casts ..."
    DefendingPlayerRef,
    ChosenPlayerRef,
)


class ControlMixin(PredicatesMixin):
    """613.1b, 701.12b: who gains control, and exchanges of control."""

    def _one_player(self, who: Any) -> bool:
        if isinstance(who, TargetRef):
            spec = self.ctx.targets[who.index]
            return spec.kind == "player" and spec.count == 1 and not spec.up_to
        return isinstance(who, _PLAYER_REFS)

    def p_gain_control(self, c: list[Any]) -> Pred:
        (what,) = self._verb_ok(c)

        def make(who: Any) -> list[Any]:
            if not self._one_player(who):  # 613.1b: a player gains control
                raise Unread("gains control of", "a subject that isn't one player")
            return [GainControl(what, Duration.PERMANENT, who)]

        return Pred(make)

    def e_exchange_control(self, c: list[Any]) -> ExchangeControl:
        refs = [x for x in c if not isinstance(x, str)]
        if len(refs) == 1:  # "two target creatures": one phrase, both permanents
            (what,) = refs
            ok = isinstance(what, TargetRef) and self.ctx.targets[what.index].count == 2
            if not ok or self.ctx.targets[what.index].up_to:
                raise Unread("exchange control of", "not two permanents")
            return ExchangeControl(what)
        what, other = refs
        return ExchangeControl(what, other)

    def half_life_whose(self, c: list[Any]) -> str:
        return words_of(c)

    def p_lose_half_life(self, c: list[Any]) -> Pred:
        whose, rounding = self._verb_ok(c)

        def make(who: Any) -> list[Any]:
            # 107.1a: "half their life, rounded up": the life total of the one player who
            # loses it (119.1); "your" only after "you"
            if not self._one_player(who) or (whose == "your") != isinstance(who, YouRef):
                raise Unread("loses half their life", "half the life of a group of players")
            half = Arith(f"half {rounding}", LifeTotalOf(who))  # an amount kind (h-amount)
            return [LoseLife(who, half)]  # type: ignore[arg-type]

        return Pred(make)

    # --- 603.12: "When you do, ..." -------------------------------------------------------

    def when_do_intro(self, c: list[Any]) -> int:
        # transformed before the sentence's own clauses: the targets named from here on are
        # the reflexive ability's (603.12, 603.3d)
        return len(self.ctx.targets)

    def when_you_do(self, c: list[Any]) -> Chain:
        start: int = c[0]
        inner = as_chain(c[1])
        if inner.optional or not inner.effects:
            raise Unread("when you do, you may", "an optional reflexive ability")
        effects = tuple(_shift(e, start) for e in inner.effects)
        specs = tuple(self.ctx.targets[start:])
        del self.ctx.targets[start:]
        return Chain([WhenYouDo(effects, specs, tuple(inner.joins))])

    # --- 707.10: "Copy target instant or sorcery spell." ------------------------------------

    def copy_that(self, c: list[Any]) -> TriggerObjectRef:
        # the spell the trigger event names (603.2, 608.2k): "that spell" or "it"
        if words_of(c) == "it":
            self.ctx.variants.add("copy:it")
        return TriggerObjectRef()

    def may_copy_spell_new_targets(self, c: list[Any]) -> Chain:
        chain = self.copy_spell_new_targets(c)
        chain.optional = True  # 608.2d: "you may copy that spell"
        return chain

    def copy_spell_new_targets(self, c: list[Any]) -> Chain:
        (what,) = [x for x in c if not isinstance(x, str)]
        if isinstance(what, TriggerObjectRef):
            return Chain([CopySpell(what)])
        # 707.10: a spell, or an activated or triggered ability (rules/copy_abilities.py)
        ok = isinstance(what, TargetRef) and (
            self.ctx.targets[what.index].kind in ("spell", *_ABILITY_KINDS)
        )
        if not ok or self.ctx.targets[what.index].count != 1:
            raise Unread("copy", "a copy of something other than one target spell")
        return Chain([CopySpell(what)])

    def if_do_copy_spell(self, c: list[Any]) -> Chain:
        # 608.2c: "If you do, copy that spell. You may choose new targets for the copy."
        return Chain([IfYouDo(tuple(self.copy_spell_new_targets(c).effects))])
