"""A uniformly random legal-action agent, and the loop that plays a game with agents."""

from __future__ import annotations

import random
from typing import Protocol

from ..decisions import Action, AttackDeclaration, BlockDeclaration, Priority
from ..errors import IllegalActionError
from ..game import Game


class Agent(Protocol):
    def act(self, game: Game) -> Action: ...


class RandomAgent:
    """Picks uniformly among the legal answers to whatever the game asks (a random legal
    declaration from the decision's spec for attackers and blockers)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def act(self, game: Game) -> Action:
        d = game.pending
        assert d is not None
        rng = self.rng
        if isinstance(d, AttackDeclaration | BlockDeclaration):  # 508.1, 509.1: legal at once
            return d.spec.sample(rng)
        if isinstance(d, Priority):  # mana abilities only fill the pool: leave them out
            return rng.choice(game.legal_actions(mana_abilities=False))
        answers = game.legal_actions(mana_abilities=False)  # (also while a payment waits)
        if not answers:
            raise IllegalActionError(f"no answer to list for: {d.prompt}")
        return rng.choice(answers)


def play_game(game: Game, agents: list[Agent], max_decisions: int = 100000) -> Game:
    """Answer decisions with ``agents`` (one per player) until the game ends."""
    n = 0
    while not game.over and n < max_decisions:
        d = game.pending
        assert d is not None
        game.apply(agents[d.player].act(game))
        n += 1
    return game
