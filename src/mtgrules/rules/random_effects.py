"""Coin flips (705) and die rolls (706) during a resolution, and the instructions that read
their results (608.2c): "Flip a coin. If you win the flip, ... If you lose the flip, ...",
"Roll a six-sided die. You gain life equal to the result." (ir/random.py).

The game's own seeded generator (``game.rng``, as for shuffles, 401.4) decides every flip and
roll, so a game replays the same from its seed. The results are kept in the resolution's
memory (``EffectContext.outcomes``), which a paused resolution carries across a decision
(``resolve.run_effects``): a later instruction that asks something never flips again."""

from __future__ import annotations

from ..cards import ir
from .effect_context import EffectContext, execute

__all__ = ["flip_coin", "if_flip", "roll_die"]


def flip_coin(ctx: EffectContext, e: ir.FlipCoin) -> None:
    """705.1, 705.2: the player flips a coin and calls it; the call matches the result with
    even odds, whatever was called, so the game decides whether the flip is won."""
    g = ctx.game
    won = g.rng.randrange(2) == 1
    ctx.outcomes = {**ctx.outcomes, "flip": int(won)}  # a new dict (effect_context.Memory)
    who = g.players[ctx.controller].name
    g.log_event(
        "random",
        f"{who} flips a coin for {ctx.name} and {'wins' if won else 'loses'} the flip",
        "705.2",
    )


def if_flip(ctx: EffectContext, e: ir.IfFlip) -> None:
    """705.2, 608.2c: "If you win the flip, ..." / "If you lose the flip, ...": done only if
    this resolution's flip was won (or lost)."""
    flip = ctx.outcomes.get("flip")
    if flip is None or bool(flip) != e.won:
        return
    for sub in e.effects:
        execute(ctx, sub)


def roll_die(ctx: EffectContext, e: ir.RollDie) -> None:
    """706.1, 706.1a: a die with N equally likely outcomes numbered 1 to N; 706.2: with no
    modifier, its natural result is the result, kept for "the result" (608.2c)."""
    g = ctx.game
    result = g.rng.randint(1, e.sides)
    ctx.outcomes = {**ctx.outcomes, "die": result}
    who = g.players[ctx.controller].name
    g.log_event("random", f"{who} rolls a {e.words} for {ctx.name}: {result}", "706.2")
