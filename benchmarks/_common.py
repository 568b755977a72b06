"""Shared by the benchmark scripts: the two benchmark decks, random self-play, the machine."""

from __future__ import annotations

import os
import platform
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from mtgrules.agents import HeuristicAgent, RandomAgent
from mtgrules.agents.random_agent import Agent
from mtgrules.decks import Deck, DeckGame, load_deck, new_game

ROOT = Path(__file__).resolve().parent.parent
RED = ROOT / "decks" / "mono-red.txt"
GREEN = ROOT / "decks" / "mono-green.txt"
# The second pair, of cards supported later: triggers, Auras, counters and the stack.
COUNTERS = ROOT / "decks" / "gw-counters.txt"
SPELLS = ROOT / "decks" / "ur-spells.txt"
# A pair whose games make many tokens (each a new object, 111.1; equal ones share a card
# definition, rules/zone_moves.shared_token_values): the memory benchmark's second load
# (bench_memory.py --pair tokens)
TOKENS_RED = ROOT / "decks" / "tokens-red.txt"
TOKENS_WHITE = ROOT / "decks" / "tokens-white.txt"
PAIRS = {
    "red-green": (RED, GREEN),
    "counters-spells": (COUNTERS, SPELLS),
    "tokens": (TOKENS_RED, TOKENS_WHITE),
}


def benchmark_decks() -> tuple[Deck, Deck]:
    return load_deck(RED), load_deck(GREEN)


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return (
        f"Python {platform.python_version()} on {platform.system()} {platform.machine()}, "
        f"{os.cpu_count()} CPUs ({cpu})"
    )


@dataclass
class SelfPlay:
    games: int
    finished: int
    decisions: int
    turns: int
    seconds: float
    wins: tuple[int, int]
    cpu_seconds: float = 0.0  # the process's CPU time (time.process_time) over the same games

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds

    @property
    def decisions_per_second(self) -> float:
        return self.decisions / self.seconds

    @property
    def decisions_per_cpu_second(self) -> float:
        return self.decisions / self.cpu_seconds if self.cpu_seconds else 0.0


def agents_for(kind: str, seed: int) -> list[Agent]:
    if kind == "heuristic":
        return [HeuristicAgent(seed * 2 + 1), HeuristicAgent(seed * 2 + 2)]
    return [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]


def play(game: DeckGame, agents: list[Agent], max_decisions: int = 50_000) -> int:
    n = 0
    while not game.over and n < max_decisions:
        d = game.pending
        assert d is not None
        game.apply(agents[d.player].act(game))
        n += 1
    return n


def self_play(
    deck1: Deck, deck2: Deck, games: int, seed: int = 0, kind: str = "random"
) -> SelfPlay:
    """Games seed .. seed+games-1, timed from deck to result (shuffle and deal included)."""
    decisions = turns = finished = 0
    wins = [0, 0]
    start, cpu = time.perf_counter(), time.process_time()
    for s in range(seed, seed + games):
        g = new_game(deck1, deck2, s)
        decisions += play(g, agents_for(kind, s))
        turns += g.turn_number
        if g.over:
            finished += 1
            if g.winner is not None:
                wins[g.winner] += 1
    return SelfPlay(
        games,
        finished,
        decisions,
        turns,
        time.perf_counter() - start,
        (wins[0], wins[1]),
        time.process_time() - cpu,
    )


def say(text: str = "") -> None:
    print(text, flush=True)
    sys.stdout.flush()
