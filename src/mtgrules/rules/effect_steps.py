"""A resolving spell's or ability's instructions as steps (608.2c, 700.2): the chosen modes'
instructions one by one, "If you do, A, then B" and "If CONDITION, A, then B" one step per
instruction, so that a resolution that pauses for a choice resumes at the step it paused
in without doing the earlier steps again (rules/resolve.py keeps the step reached).
Carried out by ``effect_context.execute``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..cards import ir


@dataclass(frozen=True, slots=True)
class ModeStep:
    """One instruction of a chosen mode (700.2), with where the mode's targets are among the
    spell's or ability's (``first``, ``count``): :func:`flatten_modes`."""

    effect: Any
    first: int
    count: int


@dataclass(frozen=True, slots=True)
class IfYouDoStep:
    """One instruction of "If you do, A, then B" (608.2c): ``first`` finds whether the
    instruction before was done (remembered in the outcomes under ``key``); each step is
    done only if it was (:func:`flatten_if_you_do`)."""

    effect: Any
    key: str
    first: bool
    negated: bool


def flatten_if_you_do(effects: tuple[Any, ...]) -> tuple[Any, ...]:
    """608.2c: "If you do, put two +1/+1 counters on it, then scry 2" as one instruction per
    step, so that a resolution that pauses for the scry resumes there without putting the
    counters on again (Undercity Scavenger); as :func:`flatten_modes` does for modes."""
    if not any(
        (isinstance(e, ir.IfYouDo) and len(e.effects) > 1)
        or (type(e) is ModeStep and isinstance(e.effect, ir.IfYouDo) and len(e.effect.effects) > 1)
        for e in effects
    ):
        return effects
    out: list[Any] = []
    for i, e in enumerate(effects):
        step = e.effect if type(e) is ModeStep else e
        if not (isinstance(step, ir.IfYouDo) and len(step.effects) > 1):
            out.append(e)
            continue
        key = f"if-you-do {i}"
        for k, sub in enumerate(step.effects):
            part = IfYouDoStep(sub, key, k == 0, step.negated)
            out.append(ModeStep(part, e.first, e.count) if type(e) is ModeStep else part)
    return tuple(out)


@dataclass(frozen=True, slots=True)
class ConditionCheck:
    """608.2c: "If CONDITION, ..." with several instructions, flattened
    (:func:`flatten_conditions`): the condition, checked as the instruction is reached, its
    outcome kept in the outcomes under ``key`` (rules/effects_conditions.condition_check)."""

    condition: Any  # ir.IfCondition
    key: str


@dataclass(frozen=True, slots=True)
class ConditionStep:
    """One instruction of an "If CONDITION, ..." (``when`` True) or of the sentence its
    "instead" replaces (``when`` False), carried out if the outcome under ``key`` is
    ``when``."""

    effect: Any
    key: str
    when: bool


def flatten_conditions(effects: tuple[Any, ...]) -> tuple[Any, ...]:
    """608.2c: "If you cast this spell during your main phase, instead that player draws four
    cards, then discards two cards" as one step per instruction, so that a resolution that
    pauses for the discard resumes there without drawing again (Careful Consideration); as
    :func:`flatten_if_you_do` does for "If you do"."""

    def several(e: Any) -> bool:
        step = e.effect if type(e) is ModeStep else e
        return isinstance(step, ir.IfCondition) and len(step.effects) + len(step.otherwise) > 1

    if not any(several(e) for e in effects):
        return effects
    out: list[Any] = []
    for i, e in enumerate(effects):
        if not several(e):
            out.append(e)
            continue
        step = e.effect if type(e) is ModeStep else e
        key = f"if {i}"
        parts: list[Any] = [ConditionCheck(step, key)]
        parts += [ConditionStep(sub, key, True) for sub in step.effects]
        parts += [ConditionStep(sub, key, False) for sub in step.otherwise]
        out += [ModeStep(p, e.first, e.count) if type(e) is ModeStep else p for p in parts]
    return tuple(out)


def flatten_modes(effects: tuple[Any, ...], modes: tuple[int, ...]) -> tuple[Any, ...]:
    """700.2, 608.2c: a modal instruction as the instructions of its chosen modes, one by one
    in printed order, each with its own targets, so that a resolution that pauses for a
    choice in a later mode resumes there without carrying out the earlier modes again."""
    if not modes or not any(isinstance(e, ir.Modal) for e in effects):
        return effects
    out: list[Any] = []
    for e in effects:
        if not isinstance(e, ir.Modal):
            out.append(e)
            continue
        first = 0
        for m in sorted(modes):
            mode = e.modes[m - 1]
            out += [ModeStep(sub, first, len(mode.targets)) for sub in mode.effects]
            first += len(mode.targets)
    return tuple(out)
