"""The search player's model of its opponent: careless combat choices are counted from
public information, a careful (heuristic) opponent gives none, and while none is seen the
search plays exactly as it would without the model."""

from __future__ import annotations

from pathlib import Path

from mtgrules.agents import HeuristicAgent, RandomAgent
from mtgrules.agents.mcts import MCTSAgent
from mtgrules.agents.opponent_model import OpponentModel
from mtgrules.decks import load_deck, new_game
from mtgrules.game import Game
from mtgrules.play_commands import drive

ROOT = Path(__file__).resolve().parent.parent
RED = ROOT / "decks" / "mono-red.txt"
GREEN = ROOT / "decks" / "mono-green.txt"


class _Watching:
    """An agent that lets a model watch every state it acts in."""

    def __init__(self, inner: HeuristicAgent, model: OpponentModel) -> None:
        self.inner, self.model = inner, model

    def act(self, game: Game) -> object:
        self.model.observe(game)
        return self.inner.act(game)


def _watched_games(opponent: str, n: int) -> list[OpponentModel]:
    models = []
    for i in range(n):
        seat = i % 2
        decks = (
            (load_deck(RED), load_deck(GREEN)) if i % 4 < 2 else (load_deck(GREEN), load_deck(RED))
        )
        g = new_game(*(decks if seat == 0 else decks[::-1]), seed=500 + i)
        model = OpponentModel(seat)
        me = _Watching(HeuristicAgent(i), model)
        them = HeuristicAgent(i + 7) if opponent == "heuristic" else RandomAgent(i + 7)
        drive(g, [me, them] if seat == 0 else [them, me], 20000)  # type: ignore[list-item]
        models.append(model)
    return models


def test_a_careful_opponent_makes_no_careless_choice() -> None:
    models = _watched_games("heuristic", 8)
    assert sum(m.seen for m in models) > 40  # combat choices were watched
    assert all(m.odd == 0 and m.careless() == 0.0 for m in models)


def test_a_random_opponent_is_seen_to_be_careless() -> None:
    models = _watched_games("random", 8)
    assert sum(m.odd for m in models) >= 8
    assert max(m.careless() for m in models) > 0.2
    assert all(0.0 <= m.careless() < 1.0 for m in models)


def test_without_careless_choices_the_search_is_unchanged() -> None:
    """Against the heuristic player the model sees nothing, and the search's answers are
    the same as with the model switched off (``careless_weight=0``)."""
    logs = []
    for weight in (0.0, 2.0):
        g = new_game(load_deck(RED), load_deck(GREEN), seed=77)
        me = MCTSAgent(seed=5, playouts=4, careless_weight=weight)
        drive(g, [me, HeuristicAgent(6)], 400)
        assert me.careless() == 0.0
        logs.append([str(e) for e in g.log])
    assert logs[0] == logs[1]
