"""Rendering coin flips (705) and die rolls (706) and the instructions that read their
results (ir/random.py); votes (701.38) in render/votes.py, through the same door."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from mtgrules.cards.ir import Clash, DividedDamage, FlipCoin, IfFlip, RollDie, XAmount
from mtgrules.cards.render.votes import VOTE_EFFECTS, vote_each, vote_text

RANDOM_EFFECTS = (FlipCoin, IfFlip, RollDie, Clash, *VOTE_EFFECTS)
__all__ = ["RANDOM_EFFECTS", "divided_text", "random_text", "vote_each"]  # vote_each: 701.38a


def random_text(e: Any, chain: Callable[[Sequence[Any], Sequence[str]], str]) -> str:
    """The imperative of a coin flip or die roll, or its "If you win the flip, ..."
    (``chain`` renders the instructions inside, ending with a period)."""
    if isinstance(e, FlipCoin):
        return "flip a coin"  # 705.1
    if isinstance(e, RollDie):
        return "roll a " + e.words  # 706.1a
    if isinstance(e, Clash):
        return "clash with an opponent"  # 701.30b
    if isinstance(e, VOTE_EFFECTS):
        return vote_text(e, chain)  # 701.38a
    assert isinstance(e, IfFlip)
    inner = chain(e.effects, [" and "] * (len(e.effects) - 1))
    if e.outcome == "clash":
        return "if you win, " + inner[:-1]  # 701.30d
    return f"if you {'win' if e.won else 'lose'} the flip, " + inner[:-1]  # 705.2


def divided_text(r: Any, e: DividedDamage, deal: str) -> str:
    """ "deals 3 damage divided as you choose among one, two, or three targets" (601.2d);
    ``r`` the renderer (its target specs and noun phrases)."""
    spec = r.st.targets[e.to.index]
    r.st.mentioned.add(e.to)
    noun = "targets" if spec.kind == "any" else "target " + r.filter_text(spec.filter, plural=True)
    amount = "X" if isinstance(e.amount, XAmount) else e.amount  # s11 h-dmg (107.3)
    return f"{deal} {amount} damage divided as you choose among {e.among} {noun}"
