"""A PettingZoo AEC environment (both players) and a Gymnasium environment (one seat
against a fixed agent) over two-player games built from two decks (docs/rl.md)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, ClassVar

import gymnasium
import numpy as np
from pettingzoo import AECEnv

from ..decisions import Action
from ..decks import Deck, DeckGame, load_deck, new_game
from . import encoding

AGENTS = ("player_0", "player_1")


def _deck(d: Deck | str | Path) -> Deck:
    return d if isinstance(d, Deck) else load_deck(d)


def action_for(game: DeckGame, index: int, actions: list[Action] | None = None) -> Action:
    """Slot ``index`` of the action space: the index-th candidate action; an index outside
    the mask is taken modulo the number of candidates (so every integer is an answer)."""
    d = game.pending
    assert d is not None
    if actions is None:
        actions = game.view(d.player).legal_actions()[: encoding.N_ACTIONS]
    if not actions:
        raise RuntimeError(f"no candidate answer to {d.prompt!r}")
    return actions[int(index) % len(actions)]


def make_opponent(kind: Any, seed: int) -> Any:
    """An agent from its kind ("random", "heuristic", "mcts") or the agent itself."""
    if not isinstance(kind, str):
        return kind
    from ..agents import HeuristicAgent, RandomAgent

    if kind == "random":
        return RandomAgent(seed)
    if kind == "heuristic":
        return HeuristicAgent(seed)
    if kind == "mcts":
        from ..agents.mcts import MCTSAgent

        return MCTSAgent(seed=seed)
    raise ValueError(f"unknown opponent {kind!r} (random, heuristic or mcts)")


class MtgAECEnv(AECEnv):  # type: ignore[misc]
    """Two players, "player_0" (the first deck) and "player_1"; the agent to act is the
    player the pending decision belongs to (the mulligan included). Reward +1 to the winner
    and -1 to the loser when the game ends, 0 for a draw or a game cut at
    ``max_decisions`` (truncation)."""

    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": ["ansi"],
        "name": "mtgrules_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        deck1: Deck | str | Path,
        deck2: Deck | str | Path,
        seed: int | None = None,
        max_decisions: int = 3000,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        self.decks = (_deck(deck1), _deck(deck2))
        self.possible_agents = list(AGENTS)
        self.agents = list(AGENTS)
        self._space = encoding.spaces()
        self._action_space = gymnasium.spaces.Discrete(encoding.N_ACTIONS)
        self.max_decisions = max_decisions
        self.render_mode = render_mode
        self._seeder = random.Random(seed)
        self._seed = seed
        self.game: DeckGame | None = None
        self._actions: list[Action] = []

    def observation_space(self, agent: str) -> Any:
        return self._space

    def action_space(self, agent: str) -> Any:
        return self._action_space

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._seeder = random.Random(seed)
        game_seed = self._seeder.getrandbits(32)
        self.game = new_game(*self.decks, seed=game_seed)
        self.agents = list(AGENTS)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._n = 0
        self._select()

    def _select(self) -> None:
        g = self.game
        assert g is not None
        if g.pending is not None and not g.over:
            self.agent_selection = AGENTS[g.pending.player]
            self._actions = g.view(g.pending.player).legal_actions()[: encoding.N_ACTIONS]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        g = self.game
        assert g is not None
        i = AGENTS.index(agent)
        mine = g.pending is not None and g.pending.player == i and not g.over
        return encoding.encode(g.view(i), self._actions if mine else [])

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        g = self.game
        assert g is not None
        self._cumulative_rewards[agent] = 0.0
        g.apply(action_for(g, int(action), self._actions))
        self._n += 1
        self.rewards = dict.fromkeys(self.agents, 0.0)
        if g.over:
            if g.winner is not None:
                for i, a in enumerate(AGENTS):
                    self.rewards[a] = 1.0 if i == g.winner else -1.0
            self.terminations = dict.fromkeys(self.agents, True)
        elif self._n >= self.max_decisions:
            self.truncations = dict.fromkeys(self.agents, True)
        else:
            self._select()
        self._accumulate_rewards()

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self.game is None:
            return None
        return "\n".join(str(e) for e in self.game.log[-20:])

    def close(self) -> None:
        pass


def env(
    deck1: Deck | str | Path,
    deck2: Deck | str | Path,
    seed: int | None = None,
    max_decisions: int = 3000,
    render_mode: str | None = None,
) -> MtgAECEnv:
    """The PettingZoo AEC environment."""
    return MtgAECEnv(deck1, deck2, seed=seed, max_decisions=max_decisions, render_mode=render_mode)


class MtgGymEnv(gymnasium.Env):
    """One seat (``seat`` 0 plays ``deck1``) against a fixed opponent agent. ``info`` carries
    ``action_mask`` too. Reward +1 for a win, -1 for a loss, 0 otherwise."""

    # gymnasium.Env declares metadata as an instance variable, so no ClassVar here
    metadata: dict[str, Any] = {"render_modes": ["ansi"]}  # noqa: RUF012

    def __init__(
        self,
        deck1: Deck | str | Path,
        deck2: Deck | str | Path,
        opponent: Any = "random",
        seed: int | None = None,
        seat: int = 0,
        max_decisions: int = 3000,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        self.decks = (_deck(deck1), _deck(deck2))
        self.observation_space = encoding.spaces()
        self.action_space = gymnasium.spaces.Discrete(encoding.N_ACTIONS)
        self.opponent_kind = opponent
        self.seat = seat
        self.max_decisions = max_decisions
        self.render_mode = render_mode
        self._seeder = random.Random(seed)
        self.game: DeckGame | None = None
        self._actions: list[Action] = []

    def _advance(self) -> None:
        g = self.game
        assert g is not None
        while not g.over and self._n < self.max_decisions:
            d = g.pending
            assert d is not None
            if d.player == self.seat:
                self._actions = g.view(self.seat).legal_actions()[: encoding.N_ACTIONS]
                return
            g.apply(self.opponent.act(g))
            self._n += 1
        self._actions = []

    def _obs(self) -> dict[str, np.ndarray]:
        assert self.game is not None
        return encoding.encode(self.game.view(self.seat), self._actions)

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        super().reset(seed=seed)
        if seed is not None:
            self._seeder = random.Random(seed)
        game_seed = self._seeder.getrandbits(32)
        self.game = new_game(*self.decks, seed=game_seed)
        self.opponent = make_opponent(self.opponent_kind, game_seed)
        self._n = 0
        self._advance()
        obs = self._obs()
        return obs, {"action_mask": obs["action_mask"]}

    def step(self, action: Any) -> tuple[dict[str, np.ndarray], float, bool, bool, dict[str, Any]]:
        g = self.game
        assert g is not None
        if g.over or not self._actions:
            raise RuntimeError("the episode is over: call reset()")
        g.apply(action_for(g, int(action), self._actions))
        self._n += 1
        self._advance()
        obs = self._obs()
        reward = 0.0
        if g.over and g.winner is not None:
            reward = 1.0 if g.winner == self.seat else -1.0
        truncated = not g.over and self._n >= self.max_decisions
        return obs, reward, g.over, truncated, {"action_mask": obs["action_mask"]}

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self.game is None:
            return None
        return "\n".join(str(e) for e in self.game.log[-20:])


def gym_env(
    deck1: Deck | str | Path,
    deck2: Deck | str | Path,
    opponent: Any = "random",
    seed: int | None = None,
    seat: int = 0,
    max_decisions: int = 3000,
) -> MtgGymEnv:
    """The Gymnasium environment: ``seat`` against ``opponent``."""
    return MtgGymEnv(deck1, deck2, opponent, seed=seed, seat=seat, max_decisions=max_decisions)
