"""Voting (701.38): "Will of the council — Starting with you, each player votes for death or
torture. If death gets more votes, ... If torture gets more votes or the vote is tied, ..."
and "Council's dilemma — ... for each sprout vote"; carried out by ``rules/voting.py``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Vote:
    """ "Starting with you, each player votes for A or B." (701.38a): each player, starting
    with the controller and proceeding in turn order, chooses one of ``options`` (words with
    no rules meaning, 701.38b); the votes are remembered for the instructions after it in the
    same resolution (608.2c)."""

    options: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class IfVote:
    """ "If A gets more votes, EFFECTS." / "If B gets more votes or the vote is tied,
    EFFECTS." (701.38a, 608.2c): done only if ``option`` got more votes than each other
    choice of this resolution's vote (or, with ``tied``, at least as many)."""

    option: str
    tied: bool
    effects: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class VoteCount:
    """ "for each sprout vote" (701.38a, 608.2c): the number of votes ``option`` got in this
    resolution's vote."""

    option: str
