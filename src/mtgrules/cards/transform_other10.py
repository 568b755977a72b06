"""Transformer rules of the tenth session's "other" family (issue 12): control changes,
"Target opponent gains control of target permanent you control." (613.1b: a player other
than the controller gains control) and "Exchange control of two target creatures." /
"... of target land you control and target land an opponent controls." (701.12b); and
"that player loses half their life, rounded up" (107.1a, 119.1)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import (
    Arith,
    ChosenPlayerRef,
    DefendingPlayerRef,
    Duration,
    ExchangeControl,
    GainControl,
    LifeTotalOf,
    LoseLife,
    TargetControllerRef,
    TargetRef,
    TriggerObjectRef,
    TriggerPlayerRef,
    YouRef,
)
from mtgrules.cards.transform_effects import Pred
from mtgrules.cards.transform_nouns import Unread, words_of
from mtgrules.cards.transform_predicates import PredicatesMixin

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
            return [LoseLife(who, Arith(f"half {rounding}", LifeTotalOf(who)))]

        return Pred(make)
