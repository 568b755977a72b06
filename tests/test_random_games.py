"""Whole games with random legal answers must end by the rules, without an error."""

from __future__ import annotations

import pytest

from helpers import BEARS, FOREST, MOUNTAIN, SHOCK, creature, kw
from mtgrules.agents import RandomAgent, play_game
from mtgrules.game import Game
from mtgrules.zones import Zone

GOBLIN = creature("Goblin", 2, 1, cost="{R}")
BIG = creature("Big Trampler", 4, 4, kw("trample"), cost="{3}{G}")
FLYER = creature("Flyer", 1, 3, kw("flying"), kw("first strike"), cost="{1}{R}")


def deal(seed: int) -> Game:
    g = Game(["Alice", "Bob"], seed=seed)
    decks = (
        [MOUNTAIN] * 17 + [GOBLIN] * 12 + [FLYER] * 6 + [SHOCK] * 5,
        [FOREST] * 17 + [BEARS] * 13 + [BIG] * 10,
    )
    for p, deck in enumerate(decks):
        for card in deck:
            g.add_card(p, Zone.LIBRARY, card)
        g.rng.shuffle(g.players[p].library)
        g.draw(p, 7, "103.5")
    g.begin_game(seed % 2)
    return g


@pytest.mark.parametrize("chunk", range(4))
def test_random_games_end_by_the_rules(chunk: int) -> None:
    for seed in range(chunk * 50, chunk * 50 + 50):
        g = play_game(deal(seed), [RandomAgent(seed), RandomAgent(seed + 10_000)])
        assert g.over, f"seed {seed} didn't end"
        assert any(e.rule in ("104.2a", "104.4a") for e in g.log)
        for p in g.players:
            assert p.lost == (g.winner != p.index)


def test_same_seed_same_game() -> None:
    a = play_game(deal(7), [RandomAgent(1), RandomAgent(2)])
    b = play_game(deal(7), [RandomAgent(1), RandomAgent(2)])
    assert [str(e) for e in a.log] == [str(e) for e in b.log]
