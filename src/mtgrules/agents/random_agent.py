"""A uniformly random legal-action agent, and the loop that plays a game with agents."""

from __future__ import annotations

import random
from typing import Protocol

from ..answers import ActivateAbility
from ..cards import ir
from ..decisions import Action, AttackDeclaration, BlockDeclaration, Priority
from ..errors import IllegalActionError
from ..game import Game
from ..rules import abilities

#: costs that cost nothing ("{0}:"): an ability with one can be activated again and again
_FREE = (ir.Cost(), ir.Cost(mana="{0}"))
#: how many times in one step the agent activates one such ability before it stops picking it
#: (Lancers en-Kor's "{0}: ..." would otherwise be picked as readily as a pass, forever)
FREE_REPEATS = 3


class Agent(Protocol):
    def act(self, game: Game) -> Action: ...


class RandomAgent:
    """Picks uniformly among the legal answers to whatever the game asks (a random legal
    declaration from the decision's spec for attackers and blockers)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self._step: tuple[int, str] = (-1, "")
        self._activated: dict[tuple[int, int], int] = {}  # this step's activations, by ability
        self._capped: set[tuple[int, int]] = set()  # free ones activated FREE_REPEATS times

    def act(self, game: Game) -> Action:
        d = game.pending
        assert d is not None
        rng = self.rng
        if isinstance(d, AttackDeclaration | BlockDeclaration):  # 508.1, 509.1: legal at once
            return d.spec.sample(rng)
        if isinstance(d, Priority):  # mana abilities only fill the pool: leave them out
            return self._priority(game)
        answers = game.legal_actions(mana_abilities=False)  # (also while a payment waits)
        if not answers:
            raise IllegalActionError(f"no answer to list for: {d.prompt}")
        return rng.choice(answers)

    def _priority(self, game: Game) -> Action:
        actions = game.legal_actions(mana_abilities=False)
        if game.turn_number != self._step[0] or game.step != self._step[1]:
            self._step = (game.turn_number, game.step)
            if self._activated:
                self._activated, self._capped = {}, set()
        capped = self._capped
        if capped:  # a free ability activated FREE_REPEATS times this step isn't picked again
            kept = [
                a
                for a in actions
                if not (a.__class__ is ActivateAbility and (a.source, a.index) in capped)
            ]
            actions = kept or actions
        choice = self.rng.choice(actions)
        if choice.__class__ is ActivateAbility:
            key = (choice.source, choice.index)
            n = self._activated[key] = self._activated.get(key, 0) + 1
            if n >= FREE_REPEATS and _free(game, choice):
                capped.add(key)
        return choice


def _free(game: Game, action: ActivateAbility) -> bool:
    obj = game.objects.get(action.source)
    found = abilities.activated_abilities(game, obj) if obj is not None else []
    return 0 <= action.index < len(found) and found[action.index].cost in _FREE


def play_game(game: Game, agents: list[Agent], max_decisions: int = 100000) -> Game:
    """Answer decisions with ``agents`` (one per player) until the game ends."""
    n = 0
    while not game.over and n < max_decisions:
        d = game.pending
        assert d is not None
        game.apply(agents[d.player].act(game))
        n += 1
    return game
