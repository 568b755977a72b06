"""Rendering coin flips (705) and die rolls (706) and the instructions that read their
results (ir/random.py)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from mtgrules.cards.ir import FlipCoin, IfFlip, RollDie

RANDOM_EFFECTS = (FlipCoin, IfFlip, RollDie)


def random_text(e: Any, chain: Callable[[Sequence[Any], Sequence[str]], str]) -> str:
    """The imperative of a coin flip or die roll, or its "If you win the flip, ..."
    (``chain`` renders the instructions inside, ending with a period)."""
    if isinstance(e, FlipCoin):
        return "flip a coin"  # 705.1
    if isinstance(e, RollDie):
        return "roll a " + e.words  # 706.1a
    assert isinstance(e, IfFlip)
    inner = chain(e.effects, [" and "] * (len(e.effects) - 1))
    return f"if you {'win' if e.won else 'lose'} the flip, " + inner[:-1]  # 705.2
