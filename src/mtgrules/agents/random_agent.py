"""A uniformly random legal-action agent, and the loop that plays a game with agents."""

from __future__ import annotations

import random
from typing import Protocol

from ..decisions import (
    Action,
    AssignCombatDamage,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
)
from ..game import Game
from ..objects import Target
from ..rules import combat as combat_rules


class Agent(Protocol):
    def act(self, game: Game) -> Action: ...


class RandomAgent:
    """Picks uniformly among the legal answers to whatever the game asks."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def act(self, game: Game) -> Action:
        d = game.pending
        assert d is not None
        rng = self.rng
        if d.kind == "priority":
            return rng.choice(game.legal_actions())
        if d.kind == "declare_attackers":
            dp = game.combat.defending_player
            cands = d.data["candidates"]
            return DeclareAttackers(
                tuple((c, Target(player=dp)) for c in cands if rng.random() < 0.5)
            )
        if d.kind == "declare_blockers":
            blocks = []
            attackers = d.data["attackers"]
            for o in game.battlefield_objects():
                if o.controller != d.player or "creature" not in game.chars(o.id).types:
                    continue
                options = [
                    a for a in attackers if combat_rules.block_problem(game, o.id, a) is None
                ]
                if options and rng.random() < 0.5:
                    blocks.append((o.id, (rng.choice(options),)))
            action = DeclareBlockers(tuple(blocks))
            try:  # menace and other whole-declaration rules: fall back to no blocks
                combat_rules.validate_blocks(game, {b: list(a) for b, a in blocks})
            except ValueError:
                return DeclareBlockers(())
            return action
        if d.kind == "assign_combat_damage":
            return AssignCombatDamage(
                tuple((c, tuple(d.data["defaults"][c])) for c in d.data["creatures"])
            )
        if d.kind == "order_triggers":
            order = list(range(len(d.data["triggers"])))
            rng.shuffle(order)
            return Choose(order)
        options = list(d.options or ())
        if d.data.get("purpose") in ("scry", "surveil"):  # a random split, in a random order
            other = "bottom" if d.data["purpose"] == "scry" else "graveyard"
            rng.shuffle(options)
            k = rng.randint(0, len(options))
            return Choose({"top": options[:k], other: options[k:]})
        count = d.data.get("count", 1)
        if d.kind == "choose_targets":
            return Choose([rng.choice(options)])
        if count > 1 or "count" in d.data:
            picks = [o for o in options if o is not None]
            return Choose(rng.sample(picks, min(count, len(picks))))
        return Choose(rng.choice(options))


def play_game(game: Game, agents: list[Agent], max_decisions: int = 100000) -> Game:
    """Answer decisions with ``agents`` (one per player) until the game ends."""
    n = 0
    while not game.over and n < max_decisions:
        d = game.pending
        assert d is not None
        game.apply(agents[d.player].act(game))
        n += 1
    return game
