"""Voting (701.38): "Starting with you, each player votes for death or torture." and the
instructions after it that read the votes (608.2c): "If death gets more votes, ...", "If
torture gets more votes or the vote is tied, ...", "... for each sprout vote" (ir/votes.py).

701.38a: each player, starting with the specified player (here the controller of the spell
or ability, "you") and proceeding in turn order, chooses one of the choices. The votes are
kept in the resolution's memory (``EffectContext.outcomes``, one "vote:WORD" count a
choice), which a paused resolution carries across a decision: every vote is asked before any
is logged, so the instruction, done again with its answers, logs them once."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import ir
from ..decisions import ChooseOption
from .amounts import VOTE_KEY as _KEY
from .effect_context import EffectContext, execute

__all__ = ["if_vote", "vote", "vote_gap"]


def vote(ctx: EffectContext, e: ir.Vote) -> None:
    """701.38a: each player in turn order, starting with the controller, votes for one of
    ``e.options`` (701.38b: words with no rules meaning)."""
    g = ctx.game
    n = len(g.players)
    order = [(ctx.controller + k) % n for k in range(n)]  # 701.38a: in turn order from "you"
    order = [p for p in order if not g.players[p].lost]  # 800.4a: a player who left can't
    ballots: list[tuple[int, str]] = []
    for p in order:
        answer = str(  # one of the options: checked as the answer is given (608.2d)
            ctx.ask(
                ChooseOption(
                    player=p,
                    prompt=f"{g.players[p].name}: vote for {' or '.join(e.options)} ({ctx.name})",
                    options=e.options,
                )
            )
        )
        ballots.append((p, answer))
    counts = dict.fromkeys(e.options, 0)
    for p, answer in ballots:
        counts[answer] += 1
        g.log_event("vote", f"{g.players[p].name} votes for {answer} ({ctx.name})", "701.38a")
    ctx.outcomes = {
        **{k: v for k, v in ctx.outcomes.items() if not k.startswith(_KEY)},  # a new vote
        **{_KEY + o: k for o, k in counts.items()},
    }  # a new dict, never changed in place (effect_context.Memory)
    tally = ", ".join(f"{o} {k}" for o, k in counts.items())
    g.log_event("vote", f"the vote for {ctx.name}: {tally}", "701.38a")


def _counts(outcomes: Mapping[str, int]) -> dict[str, int]:
    return {k[len(_KEY) :]: v for k, v in outcomes.items() if k.startswith(_KEY)}


def if_vote(ctx: EffectContext, e: ir.IfVote) -> None:
    """608.2c: "If death gets more votes, ..." is done only if death got more votes than each
    other choice; "If torture gets more votes or the vote is tied, ..." also when it got as
    many as the choice with the most."""
    counts = _counts(ctx.outcomes)
    if e.option not in counts:
        return  # no vote was held in this resolution
    mine = counts[e.option]
    best_other = max((v for o, v in counts.items() if o != e.option), default=0)
    if mine > best_other or (e.tied and mine == best_other):
        for sub in e.effects:
            execute(ctx, sub)


def vote_gap(effects: tuple[Any, ...]) -> str | None:
    """What of an ability's instructions reading a vote the engine can't do (for
    rules/support.py): a choice no vote before it offers, or no vote before it. The whole
    ability is read in order, nested instructions included ("you may ... for each sprout
    vote" reads the vote of the instruction before the "you may")."""
    offered: set[str] = set()

    def walk(items: tuple[Any, ...]) -> str | None:
        for e in items:
            if isinstance(e, ir.Vote):
                offered.update(e.options)
                continue
            for o in _read(e):
                if o not in offered:
                    return f"'{o}' isn't a choice of a vote before it (701.38a)"
            for name in getattr(e, "__dataclass_fields__", ()):
                value = getattr(e, name)
                if isinstance(value, tuple) and (gap := walk(value)) is not None:
                    return gap
        return None

    return walk(effects)


def _read(e: Any) -> list[str]:
    """The vote choices an instruction itself reads ("if death gets more votes", "for each
    sprout vote"); those of the instructions nested in it are read by ``vote_gap``."""
    out: list[str] = []
    if isinstance(e, ir.IfVote):
        out.append(e.option)
    for name in getattr(e, "__dataclass_fields__", ()):
        value = getattr(e, name)
        if isinstance(value, ir.ForEach) and isinstance(value.value, ir.VoteCount):
            out.append(value.value.option)
        elif isinstance(value, ir.VoteCount):
            out.append(value.option)
    return out
