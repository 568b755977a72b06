"""Coin flips (705) and die rolls (706) during a resolution, and the instructions that read
their results (608.2c): "Flip a coin. If you win the flip, ... If you lose the flip, ...",
"Roll a six-sided die. You gain life equal to the result." (ir/random.py).

The game's own seeded generator (``game.rng``, as for shuffles, 401.4) decides every flip and
roll, so a game replays the same from its seed. The results are kept in the resolution's
memory (``EffectContext.outcomes``), which a paused resolution carries across a decision
(``resolve.run_effects``): a later instruction that asks something never flips again."""

from __future__ import annotations

from ..cards import ir
from ..decisions import ChooseOption, ChoosePlayer
from ..errors import IllegalActionError
from ..mana import mana_value
from . import effects_library
from .effect_context import EffectContext, execute

__all__ = ["clash", "flip_coin", "if_flip", "roll_die"]


def flip_coin(ctx: EffectContext, e: ir.FlipCoin) -> None:
    """705.1, 705.2: the player flips a coin and calls it; the call matches the result with
    even odds, whatever was called, so the game decides whether the flip is won."""
    g = ctx.game
    if g.forced_flips:  # a result a scenario fixed (state.GameState.forced_flips)
        won, g.forced_flips = g.forced_flips[0], g.forced_flips[1:]
    else:
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
    flip = ctx.outcomes.get(e.outcome)  # "flip" (705.2) or "clash" (701.30d)
    if flip is None or bool(flip) != e.won:
        return
    for sub in e.effects:
        execute(ctx, sub)


def roll_die(ctx: EffectContext, e: ir.RollDie) -> None:
    """706.1, 706.1a: a die with N equally likely outcomes numbered 1 to N; 706.2: with no
    modifier, its natural result is the result, kept for "the result" (608.2c)."""
    g = ctx.game
    if g.forced_rolls:  # a result a scenario fixed (state.GameState.forced_rolls)
        result, g.forced_rolls = g.forced_rolls[0], g.forced_rolls[1:]
        if not 1 <= result <= e.sides:  # 706.1a
            raise IllegalActionError(
                f"the scenario's die result {result} isn't a result of a {e.words} "
                f"(1 to {e.sides})",
                "706.1a",
            )
    else:
        result = g.rng.randint(1, e.sides)
    ctx.outcomes = {**ctx.outcomes, "die": result}
    who = g.players[ctx.controller].name
    g.log_event("random", f"{who} rolls a {e.words} for {ctx.name}: {result}", "706.2")


def clash(ctx: EffectContext, e: ir.Clash) -> None:
    """701.30b: "Clash with an opponent": the controller chooses an opponent (608.2d); 701.30c:
    both reveal the top card of their library at the same time, then decide in APNAP order
    (101.4) whether to put it on the bottom (701.30a), and the cards move at the same time;
    701.30d: the controller wins with a card of greater mana value than the other's.

    Every choice is asked before anything is revealed in the log or moved, so that the
    instruction, replayed with its answers when the resolution resumes (608.2c), does it
    once."""
    g = ctx.game
    me = ctx.controller
    options = tuple(p.name for p in g.players if not p.lost and p.index != me)
    if not options:
        return
    ans = ctx.ask(
        ChoosePlayer(player=me, prompt=f"clash with which opponent? ({ctx.name})", options=options)
    )
    them = g.player_index(str(ans))
    order = sorted((me, them), key=lambda p: (p - g.active_player) % len(g.players))  # 101.4
    tops = {p: g.players[p].library[-1] for p in order if g.players[p].library}
    bottom: list[int] = []
    for p in order:
        if p not in tops:
            continue
        name = g.objects[tops[p]].name
        where = ctx.ask(
            ChooseOption(
                player=p,
                prompt=f"clash ({ctx.name}): put the revealed {name} on the top or the bottom "
                "of your library?",
                options=("top", "bottom"),
            )
        )
        if str(where) == "bottom":
            bottom.append(p)
    values = {p: mana_value(g.objects[oid].card.mana_cost) for p, oid in tops.items()}
    for p in order:  # 701.30c: revealed at the same time
        who = g.players[p].name
        if p in tops:
            shown = f"{g.objects[tops[p]].name} (mana value {values[p]})"
            g.log_event("reveal", f"{who} clashes and reveals {shown} ({ctx.name})", "701.30c")
        else:
            g.log_event("reveal", f"{who} clashes with no card to reveal ({ctx.name})", "701.30a")
    for p in bottom:  # 701.30a, 701.30c: the chosen cards go to the bottom at the same time
        effects_library._to_bottom(g, p, [tops[p]])
        g.log_event(
            "library", f"{g.players[p].name} puts the revealed card on the bottom", "701.30a"
        )
    won = me in values and all(values[me] > v for p, v in values.items() if p != me)
    ctx.outcomes = {**ctx.outcomes, "clash": int(won)}
    result = "wins" if won else "doesn't win"
    g.log_event("random", f"{g.players[me].name} {result} the clash ({ctx.name})", "701.30d")
