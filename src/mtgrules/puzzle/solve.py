"""Solving "win this turn" / "win within N turns" puzzles by exhaustive search.

An AND-OR depth-first search over the game's decisions: at the solver's own decisions one
answer must lead to a win (OR), at the opponent's every answer must (AND), so a line found
wins whatever the opponent does. The goal fails when the game ends otherwise or the last
allowed turn ends. Positions are remembered by ``Game.fingerprint()`` (transpositions:
casting A then B or B then A). The answers tried are those of
``agents.candidates.candidate_actions``, except that the opponent's blocks are enumerated
in full (each creature blocks nothing or one attacker it can block, 509.1a), so "whatever
the opponent does" covers every declaration of blockers; among other opponent choices the
search relies on the candidate list (a scry is tried all on top or all on the bottom).
The search stops after ``limit`` positions: then the answer is "unknown", never "none".
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from ..agents.candidates import candidate_actions
from ..decisions import (
    Action,
    ActivateAbility,
    AssignCombatDamage,
    BlockDeclaration,
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
    PlayLand,
)
from ..errors import IllegalActionError
from ..game import Game
from ..objects import Target
from ..rules import characteristics
from ..rules import combat as combat_rules


class SearchLimit(Exception):
    pass


@dataclass
class Solution:
    found: bool
    exhausted: bool  # False: the limit cut the search, so "not found" means "unknown"
    line: list[tuple[int, Action]] = field(default_factory=list)  # (player, action) in order
    positions: int = 0


def _all_blocks(game: Game) -> list[Action]:
    d = game.pending
    assert d is not None
    attackers = list(d.attackers) if isinstance(d, BlockDeclaration) else []
    mine = [
        o.id
        for o in game.battlefield_objects()
        if o.controller == d.player and "creature" in characteristics.chars(game, o.id).types
    ]
    per: list[list[int | None]] = []
    for b in mine:
        per.append(
            [None] + [a for a in attackers if combat_rules.block_problem(game, b, a) is None]
        )
    out: list[Action] = []
    for combo in itertools.product(*per):
        blocks = {b: [a] for b, a in zip(mine, combo, strict=True) if a is not None}
        try:  # 509.1b-c
            combat_rules.validate_blocks(game, blocks)
        except ValueError:
            continue
        out.append(DeclareBlockers(tuple((b, tuple(a)) for b, a in blocks.items())))
        if len(out) > 512:
            break
    return out


class Solver:
    def __init__(self, player: int, last_turn: int, limit: int = 20000) -> None:
        self.player = player
        self.last_turn = last_turn
        self.limit = limit
        self.positions = 0
        self.cut = False
        self.memo: dict[str, tuple[bool | None, list[tuple[int, Action]]]] = {}

    def _answers(self, g: Game) -> list[Action]:
        d = g.pending
        assert d is not None
        if isinstance(d, BlockDeclaration) and d.player != self.player:
            return _all_blocks(g)
        return candidate_actions(g)

    def search(self, g: Game) -> tuple[bool | None, list[tuple[int, Action]]]:
        """(True, line) when the solver's player wins whatever happens; (False, []) when no
        line does; (None, []) when the limit cut this subtree."""
        if g.over:
            return (g.winner == self.player, [])
        if g.turn_number > self.last_turn:
            return (False, [])
        key = g.fingerprint()
        if key in self.memo:
            return self.memo[key]
        self.positions += 1
        if self.positions > self.limit:
            self.cut = True
            return (None, [])
        d = g.pending
        assert d is not None
        mine = d.player == self.player
        answers = self._answers(g)
        if mine:  # try doing something before passing, the biggest attack first
            answers.reverse()
        result: bool | None = not mine  # OR starts False, AND starts True
        line: list[tuple[int, Action]] = []
        for a in answers:
            child = g.clone()
            try:
                child.apply(a)
            except IllegalActionError:
                continue
            r, sub = self.search(child)
            if mine:
                if r is True:
                    result, line = True, [(d.player, a), *sub]
                    break
                if r is None:
                    result = None
            else:
                if r is False:
                    result, line = False, []
                    break
                if r is None:
                    result = None
                elif not line:
                    line = [(d.player, a), *sub]  # the line shown: the first reply
        if not answers:
            result = False
        if result is not True:
            line = []
        self.memo[key] = (result, line)
        return (result, line)


def solve(game: Game, player: int, last_turn: int, limit: int = 20000) -> Solution:
    s = Solver(player, last_turn, limit)
    r, line = s.search(game.clone())
    return Solution(r is True, r is not None and not s.cut, line, s.positions)


def current_handles(game: Game, handles: dict[str, int]) -> dict[int, str]:
    """Object id -> the scenario handle that names it now (400.7: a card that changed zones
    is a new object; the runner follows ``game.renamed`` the same way)."""
    out: dict[int, str] = {}
    for h, oid in handles.items():
        if oid < 0:
            continue
        while oid in game.renamed:
            oid = game.renamed[oid]
        out[oid] = h
    return out


def script_step(
    game: Game, player: int, action: Action, handles: dict[int, str] | None = None
) -> dict[str, object]:
    """One step of a scenario script for ``action`` taken in ``game`` (before it is applied):
    objects by their handle (``handles``) or name, players by name."""

    def name(oid: int) -> str:
        if handles and oid in handles:
            return handles[oid]
        o = game.objects.get(oid)
        if o is not None:
            return o.name
        return next((i.name for i in game.stack if i.object.id == oid), f"#{oid}")

    def target(t: Target) -> str:
        return game.players[t.player].name if t.player is not None else name(t.object_id or 0)

    who = game.players[player].name
    step: dict[str, object]
    if isinstance(action, PassPriority):
        step = {"pass": None}
    elif isinstance(action, PlayLand):
        step = {"play": name(action.card)}
    elif isinstance(action, CastSpell):
        spec: dict[str, object] = {"card": name(action.card)}
        if action.targets:
            spec["targets"] = [target(t) for ts in action.targets for t in ts]
        if action.x:
            spec["x"] = action.x
        step = {"cast": spec if len(spec) > 1 else name(action.card)}
    elif isinstance(action, ActivateAbility):
        spec = {"card": name(action.source), "ability": action.index + 1}
        if action.targets:
            spec["targets"] = [target(t) for ts in action.targets for t in ts]
        step = {"activate": spec}
    elif isinstance(action, DeclareAttackers):
        step = {"attack": {name(a): target(t) for a, t in action.attacks}}
    elif isinstance(action, DeclareBlockers):
        step = {"block": {name(b): [name(a) for a in att] for b, att in action.blocks}}
    elif isinstance(action, AssignCombatDamage):
        step = {
            "assign_damage": {name(c): {target(t): n for t, n in r} for c, r in action.assignments}
        }
    elif isinstance(action, Choose):
        step = {"choose": action.value}
    else:
        step = {"action": repr(action)}
    step["player"] = who
    return step
