"""A search player: information-set Monte Carlo search over the player's view.

It reads only its player's view (``game.view(player)``, view.py). Each sample is a
determinization: the game with every card the player can't see redrawn from the unseen
cards (the opponent's hand and both libraries, in a random order). Two modes:

- flat (the default): every answer worth searching (below) is tried on the same
  determinizations, each followed by the same seeded heuristic playout to the end of the
  next turn (common random numbers, so that answers are compared in pairs and a few
  playouts tell them apart); the answer with the best total wins if it beats the heuristic
  agent's own answer by more than ``margin`` a playout, else the heuristic's answer is kept;
- ``tree=True``: single-observer information-set MCTS (Cowling, Powley and Whitehouse,
  2012): one tree shared by all determinizations, edges keyed by the action's text, UCB1
  among the children legal in this determinization with availability counts, one new edge
  per iteration, ``max_depth`` levels, then the heuristic playout.

A playout ends at the end of the next turn (``rollout_turns``) or with the game, and is
scored 1 for a win, 0 for a loss, else by a logistic of life, creatures, lands and cards in
hand on each side. At priority the answers worth searching are passing, one land of each
name, and the casts and activations the heuristic agent scores above 0, each once (copies of
a card in hand cast the same way are one answer), never a mana ability: the budget goes to
choices that differ (a main phase lists every Forest's mana ability and each Giant Growth
once per copy and target, 10-60 answers, which left one playout each). Search covers
priority, attacks and blocks; other decisions (mulligans, targets of triggered abilities,
scry, ...) are answered by the heuristic agent on one determinization, so they too see only
what the player may see. All search runs on clones.
The budget per decision is ``playouts`` playouts or ``ms`` milliseconds, whichever ends
first.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field, replace

from ..decisions import (
    Action,
    ActivateAbility,
    AttackDeclaration,
    BlockDeclaration,
    CastSpell,
    PassPriority,
    PlayLand,
    Priority,
)
from ..errors import IllegalActionError
from ..game import Game
from ..rules import characteristics
from ..view import PlayerView
from .candidates import candidate_actions
from .heuristic import HeuristicAgent

SEARCHED = (Priority, AttackDeclaration, BlockDeclaration)


@dataclass
class _Node:
    player: int = -1  # the player who chose the action leading here
    action: Action | None = None
    visits: int = 0
    value: float = 0.0  # total reward from ``player``'s side
    available: int = 0
    children: dict[str, _Node] = field(default_factory=dict)

    def ucb(self, c: float) -> float:
        if self.visits == 0:
            return math.inf
        explore = math.sqrt(math.log(max(self.available, 1)) / self.visits)
        return self.value / self.visits + c * explore


def evaluate(game: Game, me: int) -> float:
    """A score in [0, 1] for ``me``: the result when the game is over, else a logistic of
    life, creatures on the battlefield, lands and cards in hand (each side)."""
    if game.over:
        if game.winner is None:
            return 0.5
        return 1.0 if game.winner == me else 0.0
    score = 0.0
    for p in game.players:
        sign = 1.0 if p.index == me else -1.0
        s = 0.35 * p.life + 0.6 * len(p.hand) - 2.0 * p.poison
        for o in game.battlefield_objects():
            if o.controller != p.index:
                continue
            ch = characteristics.chars(game, o.id)
            if "creature" in ch.types:
                s += 1.0 + (ch.power or 0) + 0.5 * (ch.toughness or 0)
            elif "land" in ch.types:
                s += 0.4
            else:
                s += 1.0
        score += sign * s
    return 1.0 / (1.0 + math.exp(-score / 6.0))


class MCTSAgent:
    """ISMCTS with heuristic rollouts; ``playouts`` iterations (or ``ms`` milliseconds) a
    decision."""

    def __init__(
        self,
        seed: int = 0,
        playouts: int = 24,
        ms: float | None = None,
        c: float = 0.7,
        max_depth: int = 2,
        rollout_turns: int = 1,
        rollout_decisions: int = 300,
        margin: float = 0.01,
        tree: bool = False,
    ) -> None:
        self.rng = random.Random(seed)
        self.playouts = playouts
        self.ms = ms
        self.c = c
        self.max_depth = max_depth
        self.rollout_turns = rollout_turns
        self.rollout_decisions = rollout_decisions
        self.margin = margin
        self.tree = tree
        self.policy = HeuristicAgent(seed)
        self.iterations = 0  # total search iterations, for benchmarks

    def act(self, game: Game) -> Action:
        d = game.pending
        assert d is not None
        return self.act_view(game.view(d.player))

    def act_view(self, view: PlayerView) -> Action:
        d = view.pending
        assert d is not None, "the decision isn't this player's"
        if not isinstance(d, SEARCHED):
            return self.policy.act(view.determinize(self.rng))
        actions = view.legal_actions()
        if len(actions) == 1:
            return actions[0]
        if not actions:
            return self.policy.act(view.determinize(self.rng))
        return self._search(view, actions)

    # -- the search ----------------------------------------------------------------------

    def _search(self, view: PlayerView, root_actions: list[Action]) -> Action:
        me = view.player
        root = _Node(player=me)
        # The heuristic's answer, read on a determinization: the default, kept unless the
        # search finds an answer clearly better (by ``margin`` in mean score).
        g0 = view.determinize(self.rng)
        default = self.policy.act(g0)
        root_actions = self._worth_searching(g0, me, root_actions, default)
        keyed = {repr(a): a for a in root_actions}
        if len(root_actions) == 1:
            return default
        deadline = None if self.ms is None else time.perf_counter() + self.ms / 1000
        if not self.tree:
            return self._flat(view, root_actions, default, deadline)
        n = 0
        while n < self.playouts and (deadline is None or time.perf_counter() < deadline):
            n += 1
            g = view.determinize(self.rng)
            self._iterate(g, root, me, root_actions)
        self.iterations += n

        def mean(ch: _Node) -> float:
            return ch.value / ch.visits if ch.visits else 0.0

        tried = [ch for k, ch in root.children.items() if k in keyed and ch.visits >= 2]
        best = max(tried, key=lambda ch: (mean(ch), ch.visits), default=None)
        base = root.children.get(repr(default))
        if best is None or (
            base is not None and base.visits and mean(best) - mean(base) < self.margin
        ):
            return default
        return keyed[repr(best.action)]

    def _worth_searching(
        self, g0: Game, me: int, actions: list[Action], default: Action
    ) -> list[Action]:
        """The answers the search compares, the heuristic agent's own (``default``) first.
        At priority: passing, one land of each name, and the casts and activations the
        heuristic agent scores above 0 (``HeuristicAgent.score``), each once: two copies of
        a card in the same zone cast with the same choices are one answer. Mana abilities
        only fill the pool (605.3a): the payment of what they pay for activates them. Elsewhere
        (attackers, blockers): every listed answer. ``g0`` is a determinization: the
        player's own cards, all that is looked at, are the same in every one."""
        if not isinstance(g0.pending, Priority):
            return [default, *(a for a in actions if repr(a) != repr(default))]
        not_mana = {repr(a) for a in g0.legal_actions(mana_abilities=False)}
        out: list[Action] = []
        seen: set[str] = set()
        for a in [default, *actions]:
            if isinstance(a, PassPriority):
                key = "pass"
            elif isinstance(a, PlayLand):
                o = g0.objects[a.card]
                key = f"land {o.card.name} {o.zone.value}"
            elif isinstance(a, CastSpell | ActivateAbility):
                if a is not default:
                    if repr(a) not in not_mana:
                        continue
                    score = self.policy.score(g0, me, a)
                    if score is None or score <= 0:
                        continue
                if isinstance(a, CastSpell):
                    o = g0.objects[a.card]
                    key = f"{o.card.name} {o.zone.value} {replace(a, card=-1)!r}"
                else:
                    key = repr(a)
            else:
                key = repr(a)
            if key not in seen:
                seen.add(key)
                out.append(a)
        return out

    def _flat(
        self, view: PlayerView, actions: list[Action], default: Action, deadline: float | None
    ) -> Action:
        """Every answer is tried on the same determinizations, each followed by the same
        seeded heuristic playout (common random numbers: the answers are compared in pairs,
        so few playouts tell them apart)."""
        me = view.player
        totals = dict.fromkeys(range(len(actions)), 0.0)
        rounds = 0
        budget = max(1, self.playouts // len(actions))
        while rounds < budget and (deadline is None or time.perf_counter() < deadline):
            sample = view.determinize(self.rng)
            seed = self.rng.getrandbits(32)
            for i, a in enumerate(actions):
                g = sample.clone()
                g.rng = random.Random(seed)
                try:
                    g.apply(a)
                except IllegalActionError:
                    totals[i] = -math.inf
                    continue
                totals[i] += self._rollout(g, me, sample.turn_number, HeuristicAgent(seed))
            rounds += 1
        self.iterations += rounds * len(actions)
        base = next(i for i, a in enumerate(actions) if repr(a) == repr(default))
        best = max(totals, key=lambda i: totals[i])
        if rounds == 0 or (totals[best] - totals[base]) / rounds <= self.margin:
            return default
        return actions[best]

    def _iterate(self, g: Game, root: _Node, me: int, root_actions: list[Action]) -> None:
        node = root
        path: list[_Node] = []
        start_turn = g.turn_number
        depth = 0
        actions: list[Action] | None = root_actions
        while not g.over and depth < self.max_depth:
            d = g.pending
            assert d is not None
            if actions is None:
                if not isinstance(d, SEARCHED):
                    g.apply(self.policy.act(g))
                    continue
                actions = candidate_actions(g)
                if len(actions) <= 1:
                    g.apply(actions[0] if actions else self.policy.act(g))
                    actions = None
                    continue
            legal = {repr(a): a for a in actions}
            for k in legal:
                ch = node.children.get(k)
                if ch is not None:
                    ch.available += 1
            untried = [k for k in legal if k not in node.children]
            if untried:
                k = self.rng.choice(untried)
                child = _Node(player=d.player, action=legal[k], available=1)
                node.children[k] = child
                g.apply(legal[k])
                path.append(child)
                break
            k = max(legal, key=lambda key: node.children[key].ucb(self.c))
            node = node.children[k]
            g.apply(legal[k])
            path.append(node)
            depth += 1
            actions = None
        value = self._rollout(g, me, start_turn)
        root.visits += 1
        for nd in path:
            nd.visits += 1
            nd.value += value if nd.player == me else 1.0 - value

    def _rollout(
        self, g: Game, me: int, start_turn: int, policy: HeuristicAgent | None = None
    ) -> float:
        policy = policy or self.policy
        steps = 0
        end_turn = start_turn + self.rollout_turns
        while not g.over and steps < self.rollout_decisions and g.turn_number <= end_turn:
            g.apply(policy.act(g))
            steps += 1
        return evaluate(g, me)
