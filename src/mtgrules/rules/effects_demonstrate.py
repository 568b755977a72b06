"""Demonstrate's copies (702.144a; the trigger is in rules/keywords_demonstrate.py).

707.10: each copy copies the spell's values and the choices made for it (modes, targets, X);
it is put onto the stack, not cast; 707.10c: its controller keeps the targets or chooses new
legal ones. Every choice (copy or not, new targets, which opponent, the opponent's new
targets) is asked before any copy is made (a paused resolution plays the effect again)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..decisions import ChooseOption
from ..errors import IllegalActionError
from ..objects import GameObject, StackItem, Target
from ..zones import Zone
from . import characteristics, copy_targets, division, effect_context, token_copies  # s11 h-tok
from .keywords_demonstrate import RULE, DemonstrateEffect

if TYPE_CHECKING:
    from ..state import GameState


def _pick(
    ctx: effect_context.EffectContext, player: int, prompt: str, options: tuple[str, ...]
) -> int:
    ans = ctx.ask(ChooseOption(player=player, prompt=prompt, options=options))
    k = next((i for i, w in enumerate(options) if w.lower() == str(ans).lower()), None)
    if k is None:
        raise IllegalActionError(f"{ans!r} isn't one of: {'; '.join(options)}", RULE)
    return k


def _targets_for(
    ctx: effect_context.EffectContext, spell: GameObject, item: StackItem, player: int
) -> tuple[tuple[tuple[Target, ...], ...], tuple[tuple[int, int], ...]]:
    """707.10c: ``player`` keeps the copy's targets or chooses new legal ones; with them,
    the copy's division (115.7f)."""
    from .abilities import spell_targets
    from .listing_choices import target_choices

    g = ctx.game
    if not item.targets:
        return item.targets, spell.divided
    ch = characteristics.chars(g, spell.id)
    specs = spell_targets(g, spell, item.modes)
    options = [
        t for t in target_choices(g, spell, specs, ch, player, True, item.x) if t != item.targets
    ]
    split = division.divided(spell.values)  # 115.7f: a division is kept
    who = g.players[player].name
    prompt = f"demonstrate: {who}'s copy of {spell.name}: targets?"
    ((chosen, divided),) = copy_targets.ask_copies_targets(
        ctx, player, (prompt,), item.targets, options, split, spell.divided
    )
    return chosen, divided


def _put_copy(
    g: GameState,
    spell: GameObject,
    item: StackItem,
    player: int,
    chosen: tuple[tuple[tuple[Target, ...], ...], tuple[tuple[int, int], ...]],
) -> None:
    from .targeting import target_name
    from .triggers import became_target

    copy = GameObject(
        g.new_id(), spell.values, player, player, Zone.STACK, g.new_timestamp(), spell_copy=True
    )
    copy.x, copy.kicked = item.x, spell.kicked
    # 707.10: the choices made for it, and the objects that paid its costs (608.2h)
    copy.sacrificed, copy.cost_exiled = spell.sacrificed, spell.cost_exiled
    ts, copy.divided = chosen  # 115.7f: the division kept with its new targets
    g.objects[copy.id] = copy
    new_item = StackItem(copy, ts, item.x, item.modes)
    g.stack.append(new_item)
    names = ", ".join(target_name(g, t) for t2 in ts for t in t2)
    g.log_event(
        "copy",
        f"{g.players[player].name} puts a copy of {spell.name} onto the stack"
        + (f" targeting {names}" if names else "")
        + " (demonstrate)",
        "707.10",
        card=spell.name,
    )
    became_target(g, new_item)  # 702.21a: ward sees the copy's targets
    token_copies.spell_copied(g, copy)  # s11 h-tok: magecraft (707.10, 207.2c)


def demonstrate(ctx: effect_context.EffectContext, e: DemonstrateEffect) -> None:
    """702.144a: the controller may copy the spell (new targets allowed); if they do, they
    choose an opponent, who copies it too. The spell must still be on the stack (the copies
    copy it as it is there, 707.10)."""
    g = ctx.game
    me = ctx.controller
    spell = g.objects.get(e.spell)
    item = next((i for i in g.stack if spell is not None and i.object is spell), None)
    if spell is None or item is None:
        g.log_event("effect", f"{ctx.name} has left the stack: nothing is copied", RULE)
        return
    if _pick(ctx, me, f"demonstrate: copy {spell.name}?", ("yes", "no")) == 1:
        g.log_event("effect", f"{g.players[me].name} doesn't copy {spell.name}", RULE)
        return
    mine = _targets_for(ctx, spell, item, me)
    opponents = [p.index for p in g.players if p.index != me and not p.lost]
    if not opponents:
        _put_copy(g, spell, item, me, mine)
        return
    names = tuple(g.players[p].name for p in opponents)
    opp = opponents[_pick(ctx, me, "demonstrate: choose an opponent to copy it", names)]
    theirs = _targets_for(ctx, spell, item, opp)
    _put_copy(g, spell, item, me, mine)
    _put_copy(g, spell, item, opp, theirs)
