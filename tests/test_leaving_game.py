"""800.4a: a player who loses a game of three or more leaves it, with everything they own;
random three-player games on burn decks, checked after every action (each object in one
zone, the remaining players' cards all there, state-based actions done: invariants.py)."""

from __future__ import annotations

import random
from typing import Any

from helpers import scenario_game
from mtgrules.agents.random_agent import RandomAgent
from mtgrules.invariants import play_checked

_DECK = ["Mountain"] * 10 + ["Lightning Bolt", "Shock", "Goblin Guide", "Hill Giant"] * 3


def _three_player_game(seed: int) -> Any:
    rng = random.Random(seed)
    players = []
    for name in ("Alice", "Bob", "Carol"):
        library = list(_DECK)
        rng.shuffle(library)
        players.append(
            {
                "name": name,
                "life": 6,
                "hand": library[:5],
                "library": library[5:],
                "battlefield": ["Mountain", "Mountain"],
            }
        )
    return scenario_game(
        {"players": players, "turn": {"active": "Alice", "step": "main1", "number": 2}}
    )


def test_random_three_player_games_go_on_after_a_player_leaves() -> None:
    left = 0
    for seed in range(8):
        game = _three_player_game(seed)
        agents = [RandomAgent(seed * 3 + i) for i in range(3)]
        report = play_checked(game, agents, seed, check_every=0.2, max_turns=60)
        assert report.ok, (seed, report.error, report.violations)
        leaving = [e.text for e in game.log if "leaves the game" in e.text]
        assert len(leaving) <= 1  # the second player to lose ends the game (104.2a)
        if leaving:
            left += 1
            gone = next(p for p in game.players if p.lost and f"{p.name} leaves" in leaving[0])
            # 800.4a: nothing the player who left owns is still in the game
            assert not any(o.owner == gone.index for o in game.objects.values())
    assert left > 0
