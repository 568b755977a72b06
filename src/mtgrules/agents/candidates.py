"""A finite, ordered list of legal answers to any pending decision.

``Game.legal_actions()`` enumerates priority actions; the other decisions (attackers,
blockers, choices) have answers that are sets or orders, too many to list in general. The
search agent and the reinforcement-learning environments need one finite list for every
decision, always in the same order for the same position, so this module builds it:

- priority: ``legal_actions()`` as it is (passing first);
- declare attackers (508.1): every subset of the candidates when there are at most four,
  otherwise none, all, each alone and all but each one, all attacking the defending player;
- declare blockers (509.1): no blocks, then each single legal (blocker, attacker) pair, then
  every creature that can block the first attacker blocking it;
- combat damage assignment (510.1): the engine's default assignment;
- trigger order (603.3b): as listed, and reversed;
- targets and choices: each option, or each combination of ``count`` options.

Every answer other than a priority action is checked by applying it to a clone, so each
item of the list is accepted by ``apply``. The list may be cut at ``limit`` entries.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any

from ..decisions import (
    Action,
    AssignCombatDamage,
    AttackDeclaration,
    BlockDeclaration,
    Choose,
    ChooseObjects,
    DamageAssignment,
    Decision,
    DeclareAttackers,
    DeclareBlockers,
    LibrarySplit,
    Priority,
    TriggerOrder,
    TriggerTargets,
)
from ..errors import IllegalActionError
from ..objects import Target
from ..rules import characteristics
from ..rules import combat as combat_rules

if TYPE_CHECKING:
    from ..game import Game


def _accepted(game: Game, action: Action) -> bool:
    g = game.clone()
    try:
        g.apply(action)
    except IllegalActionError:
        return False
    return True


def _attack_sets(cands: list[int]) -> list[tuple[int, ...]]:
    if len(cands) <= 4:
        return [
            tuple(c) for size in range(len(cands) + 1) for c in itertools.combinations(cands, size)
        ]
    sets: list[tuple[int, ...]] = [(), tuple(cands)]
    sets += [(c,) for c in cands]
    sets += [tuple(x for x in cands if x != c) for c in cands]
    return sets


def candidate_actions(game: Game, limit: int | None = None) -> list[Action]:
    """The answers to ``game.pending`` described in the module docstring, in a fixed order."""
    d = game.pending
    if d is None or game.over:
        return []
    out: list[Action] = []
    if isinstance(d, Priority):
        out = list(game.legal_actions())
    elif isinstance(d, AttackDeclaration):
        dp = game.combat.defending_player
        cands = list(d.candidates)
        for s in _attack_sets(cands):
            a = DeclareAttackers(tuple((c, Target(player=dp)) for c in s))
            if _accepted(game, a):
                out.append(a)
    elif isinstance(d, BlockDeclaration):
        attackers = list(d.attackers)
        mine = [
            o.id
            for o in game.battlefield_objects()
            if o.controller == d.player and "creature" in characteristics.chars(game, o.id).types
        ]
        options: list[dict[int, list[int]]] = [{}]
        for b in mine:
            for att in attackers:
                if combat_rules.block_problem(game, b, att) is None:
                    options.append({b: [att]})
        if attackers:
            gang = {
                b: [attackers[0]]
                for b in mine
                if combat_rules.block_problem(game, b, attackers[0]) is None
            }
            if len(gang) > 1:
                options.append(gang)
        for blocks in options:
            try:  # 509.1b-c: restrictions and requirements on the whole declaration
                combat_rules.validate_blocks(game, blocks)
            except ValueError:
                continue
            ba = DeclareBlockers(tuple((b, tuple(x)) for b, x in blocks.items()))
            if _accepted(game, ba):
                out.append(ba)
    elif isinstance(d, DamageAssignment):
        out = [AssignCombatDamage(tuple((c, tuple(d.defaults[c])) for c in d.creatures))]
    elif isinstance(d, TriggerOrder):
        n = len(d.triggers)
        out = [Choose(list(range(n)))]
        if n > 1:
            out.append(Choose(list(reversed(range(n)))))
    else:
        out = [a for a in _choices(d, list(d.options or ())) if _accepted(game, a)]
    if not out and not isinstance(d, Priority):
        # a decision the families above don't cover: the heuristic agent's answer, if taken
        from .heuristic import HeuristicAgent

        answer: Action | None
        try:
            answer = HeuristicAgent(0).act(game)
        except (IllegalActionError, ValueError, KeyError):
            answer = None
        if answer is not None and _accepted(game, answer):
            out = [answer]
    return out if limit is None else out[:limit]


def _choices(d: Decision, options: list[Any]) -> list[Action]:
    if isinstance(d, LibrarySplit):  # 701.22a, 701.25a: all on top, or all away
        other = d.other
        return [Choose({"top": options, other: []}), Choose({"top": [], other: options})]
    if isinstance(d, TriggerTargets):
        return [Choose([o]) for o in options]
    if isinstance(d, ChooseObjects):
        picks = [o for o in options if o is not None]
        k = min(d.count, len(picks))
        return [Choose(list(c)) for c in itertools.islice(itertools.combinations(picks, k), 64)]
    return [Choose(o) for o in options]
