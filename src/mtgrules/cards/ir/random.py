"""Coin flips (705) and die rolls (706), and the instructions that read their results later in
the same resolution ("If you win the flip, ...", "equal to the result": 608.2c); carried out
by ``rules/random_effects.py``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class FlipCoin:
    """ "Flip a coin." (705.1, 705.2): the controller of the spell or ability flips a coin and
    calls it; the call matches the result half the time, and whether they won is remembered
    for a following "If you win the flip" (``IfFlip``, 608.2c)."""


@dataclass(frozen=True, slots=True)
class IfFlip:
    """ "If you win the flip, EFFECTS." / "If you lose the flip, EFFECTS." (705.2, 608.2c): done
    only if the flip this resolution made earlier was won (``won``) or lost. ``outcome``
    "clash": "If you win, EFFECTS." after a clash (701.30d)."""

    won: bool
    effects: tuple[Any, ...]
    outcome: str = "flip"


@dataclass(frozen=True, slots=True)
class Clash:
    """ "Clash with an opponent." (701.30b: choose an opponent; you and that opponent each
    clash: 701.30a, 701.30c); whether you won (701.30d) is remembered for a following "If
    you win, ..." (``IfFlip`` with ``outcome`` "clash", 608.2c)."""


@dataclass(frozen=True, slots=True)
class RollDie:
    """ "Roll a six-sided die." / "Roll a d20." (706.1, 706.1a: a die with ``sides`` equally
    likely outcomes numbered 1 to N); the result is remembered for a following "equal to the
    result" (``DieResult``, 706.4, 608.2c). ``words``: how the die was written ("six-sided
    die", "d6")."""

    sides: int
    words: str


@dataclass(frozen=True, slots=True)
class DieResult:
    """ "the result" (706.2, 706.4): the result of the die this resolution rolled last."""
