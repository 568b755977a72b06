"""Whole games with random legal answers must end by the rules, without an error."""

from __future__ import annotations

import pytest

from helpers import deal
from mtgrules.agents import RandomAgent, play_game


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
