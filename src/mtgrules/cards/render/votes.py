"""Rendering votes (701.38) and the instructions that read them (ir/votes.py)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from mtgrules.cards.ir import ForEach, IfVote, Vote, VoteCount

VOTE_EFFECTS = (Vote, IfVote)


def vote_text(e: Vote | IfVote, chain: Callable[[Sequence[Any], Sequence[str]], str]) -> str:
    """ "starting with you, each player votes for death or torture" (701.38a) or its "if death
    gets more votes, ..." (``chain`` renders the instructions inside, ending with a period)."""
    if isinstance(e, Vote):
        return "starting with you, each player votes for " + " or ".join(e.options)
    inner = chain(e.effects, [" and "] * (len(e.effects) - 1))
    tied = " or the vote is tied" if e.tied else ""
    return f"if {e.option} gets more votes{tied}, " + inner[:-1]


def vote_each(e: Any) -> str:
    """ " for each sprout vote" after the instruction it counts for (701.38a): each instruction
    of a sentence may have its own ("... for each strength vote and create ... for each
    numbers vote"), so it isn't the sentence's suffix (render/amounts.amount_suffix)."""
    for name in getattr(e, "__dataclass_fields__", ()):
        value = getattr(e, name)
        if isinstance(value, ForEach) and isinstance(value.value, VoteCount):
            return f" for each {value.value.option} vote"
    return ""
