"""The listed answers to a pending decision other than priority (rules/priority.py's
``legal_actions``; 117: priority is answered there)."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from ..decisions import (
    Action,
    AssignCombatDamage,
    AttackDeclaration,
    BlockDeclaration,
    Choose,
    ChooseObjects,
    DamageAssignment,
    Decision,
    LibrarySplit,
    TriggerOrder,
    TriggerTargets,
)
from . import card_names, trigger_targets

if TYPE_CHECKING:
    from ..state import GameState


def answers(game: GameState, d: Decision, limit: int) -> list[Action]:
    """The answers to a decision other than priority (rules/priority.legal_actions): each
    answer to a choice with finitely many answers, at most ``limit`` sets of objects a size;
    an attack or block declaration's ``default()``, the default damage assignment; for a
    card name, the names of the cards in the game (rules/card_names.py)."""
    if card_names.asks_a_name(d):  # 201.4
        return [Choose(name) for name in card_names.listed_names(game, d)]
    if isinstance(d, AttackDeclaration | BlockDeclaration):
        return [d.spec.default()]
    if isinstance(d, DamageAssignment):
        return [AssignCombatDamage(tuple((c, tuple(d.defaults[c])) for c in d.creatures))]
    if isinstance(d, TriggerOrder):
        n = len(d.triggers)
        return [Choose(list(p)) for p in itertools.islice(itertools.permutations(range(n)), 24)]
    options = list(d.options or ())
    if isinstance(d, LibrarySplit):  # 701.22a, 701.25a: {top: [...], bottom/graveyard: [...]}
        other = d.other
        return [Choose({"top": options[:k], other: options[k:]}) for k in range(len(options) + 1)]
    if isinstance(d, TriggerTargets):  # 603.3d
        return trigger_targets.answers(game, d)
    if not isinstance(d, ChooseObjects):
        return [Choose(o) for o in options]
    count = d.count
    picks = [o for o in options if o is not None]
    sizes = range(0, min(count, len(picks)) + 1) if d.up_to else [count]
    return [
        Choose(list(c))
        for k in sizes
        for c in itertools.islice(itertools.combinations(picks, k), limit)
    ]
