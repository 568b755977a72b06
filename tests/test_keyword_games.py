"""Whole games with decks of kicker (702.33), flashback (702.34), crew (702.122) and convoke
(702.51) cards: the random and heuristic agents (which answer from legal_actions) play them
to the end by the rules, and every listed action is accepted."""

from __future__ import annotations

import pytest

from helpers import FOREST, MOUNTAIN
from mtgrules.agents import HeuristicAgent, RandomAgent, play_game
from mtgrules.cards import load_card
from mtgrules.game import Game
from mtgrules.rules import zone_moves
from mtgrules.zones import Zone

RED = ("Burst Lightning", "Firebolt", "Shivan Fire", "Faithless Looting", "Stoke the Flames")
GREEN = ("Gnarlid Pack", "Citanul Woodreaders", "Living Totem", "Renegade Freighter")


def _deal(seed: int) -> Game:
    g = Game(["Alice", "Bob"], seed=seed)
    red = [MOUNTAIN] * 17 + [load_card(n) for n in RED for _ in range(4)] + [MOUNTAIN] * 3
    green = [FOREST] * 17 + [load_card(n) for n in GREEN for _ in range(5)] + [FOREST] * 3
    for p, deck in enumerate((red, green)):
        for card in deck:
            g.add_card(p, Zone.LIBRARY, card)
        g.rng.shuffle(g.players[p].library)
        zone_moves.draw(g, p, 7, "103.5")
    g.begin_game(seed % 2)
    return g


@pytest.mark.parametrize("agent", [RandomAgent, HeuristicAgent])
def test_keyword_games_end_by_the_rules(agent: type) -> None:
    kicked = flashed = crewed = convoked = 0
    for seed in range(6):
        g = play_game(_deal(seed), [agent(seed), agent(seed + 100)])
        assert g.over, f"seed {seed} didn't end"
        kicked += sum(1 for e in g.log if e.rule == "702.33d")
        flashed += sum(1 for e in g.log if e.rule == "702.34a")
        crewed += sum(1 for e in g.log if e.rule == "702.122a")
        convoked += sum(1 for e in g.log if e.rule == "702.51c")
    if agent is RandomAgent:  # both kinds of cast were found in legal_actions and accepted
        assert kicked and flashed and crewed and convoked
