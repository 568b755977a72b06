"""Transformer methods for additional phases (500.8), the phase of the turn as a condition
(505.1, 506.1), "attacks for the first time each turn" (508.3a), "creatures that attacked
this turn" (508.1) and abilities on the stack as targets (115.1, 701.6b: "target activated
ability"): the grammar's rules after "additional phases" in grammar.lark."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgrules.cards.ir import (
    AdditionalPhases,
    Filter,
    PhaseIs,
    SelfRef,
    TargetRef,
    TargetSpec,
    Trigger,
    TriggerEvent,
)


class PhasesMixin:
    def e_added_combat(self, c: list[Any]) -> AdditionalPhases:
        return AdditionalPhases()  # 500.8: "After this phase, there is an additional combat phase"

    def e_added_combat_main(self, c: list[Any]) -> AdditionalPhases:
        return AdditionalPhases(main=True)  # 500.8, 505.1a

    def e_added_combat_after(self, c: list[Any]) -> AdditionalPhases:
        return AdditionalPhases(form="after")  # 500.8: "... combat phase after this phase"

    def e_added_combat_main_after(self, c: list[Any]) -> AdditionalPhases:
        return AdditionalPhases(main=True, form="after")  # 500.8

    def e_added_combat_main_after_comma(self, c: list[Any]) -> AdditionalPhases:
        return AdditionalPhases(main=True, form="after,")  # 500.8: ", followed by ..."

    def e_added_after_combat(self, c: list[Any]) -> AdditionalPhases:
        return AdditionalPhases(form="combat")  # 500.8: "After this combat phase, ..."

    def cond_first_combat(self, c: list[Any]) -> PhaseIs:
        return PhaseIs("first combat")  # 506.1

    def cond_first_combat_yours(self, c: list[Any]) -> PhaseIs:
        return PhaseIs("first combat", yours=True)  # 506.1, 102.1

    def cond_your_main_phase(self, c: list[Any]) -> PhaseIs:
        return PhaseIs("main", yours=True)  # 505.1

    def t_self_attacks_first(self, c: list[Any]) -> Trigger:
        # 508.3a: only the creature's first declaration as an attacker this turn
        trig: Trigger = self._trigger(TriggerEvent.ATTACKS, SelfRef(), first_each_turn=True)  # type: ignore[attr-defined]
        return trig

    def post_attacked_this_turn(self, c: list[Any]) -> tuple[str, str, bool]:
        return ("set", "attacked_this_turn", True)  # 508.1: declared as an attacker this turn

    def _ability_target(self, kind: str) -> TargetRef:
        ref: TargetRef = self._target(TargetSpec(kind))  # type: ignore[attr-defined]
        return ref

    def tgt_activated_ability(self, c: list[Any]) -> TargetRef:
        return self._ability_target("activated ability")  # 115.1, 113.1c

    def tgt_triggered_ability(self, c: list[Any]) -> TargetRef:
        return self._ability_target("triggered ability")

    def tgt_either_ability(self, c: list[Any]) -> TargetRef:
        return self._ability_target("activated or triggered ability")

    def tgt_spell_or_ability(self, c: list[Any]) -> TargetRef:
        return self._ability_target("spell, activated ability, or triggered ability")

    # 113.7, 113.8: "target triggered ability you control", "... you don't control",
    # "... from an artifact source": the ability's controller in ``filter.controller``, its
    # source's card types or colorlessness in ``filter.types`` / ``filter.colorless``
    # (rules/ability_targets.py)
    def tgt_ability_filtered(self, c: list[Any]) -> TargetRef:
        kind, *parts = [x for x in c if x not in ("target",)]
        flt = Filter()
        for part in parts:
            flt = replace(flt, **dict(part))
        ref: TargetRef = self._target(TargetSpec(kind, flt))  # type: ignore[attr-defined]
        return ref

    def abn_activated(self, c: list[Any]) -> str:
        return "activated ability"

    def abn_triggered(self, c: list[Any]) -> str:
        return "triggered ability"

    def abn_either(self, c: list[Any]) -> str:
        return "activated or triggered ability"

    def abw_you(self, c: list[Any]) -> tuple[tuple[str, object], ...]:
        return (("controller", "you"),)

    def abw_not_you(self, c: list[Any]) -> tuple[tuple[str, object], ...]:
        return (("controller", "not_you"),)

    def abf_artifact(self, c: list[Any]) -> tuple[tuple[str, object], ...]:
        return (("types", frozenset({"artifact"})),)

    def abf_artifact_enchantment(self, c: list[Any]) -> tuple[tuple[str, object], ...]:
        return (("types", frozenset({"artifact", "enchantment"})),)

    def abf_enchantment(self, c: list[Any]) -> tuple[tuple[str, object], ...]:
        return (("types", frozenset({"enchantment"})),)

    def abf_creature(self, c: list[Any]) -> tuple[tuple[str, object], ...]:
        return (("types", frozenset({"creature"})),)

    def abf_colorless(self, c: list[Any]) -> tuple[tuple[str, object], ...]:
        return (("colorless", True),)
