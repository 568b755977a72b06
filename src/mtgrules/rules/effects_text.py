"""Resolving a text-changing spell (612.1): Sleight of Mind, Magical Hack."""

from __future__ import annotations

from ..cards import ir
from ..decisions import ChooseColor, ChooseOption
from ..errors import IllegalActionError
from ..zones import Zone
from . import characteristics, effect_context
from .text_changing import BASIC_LAND_TYPES, COLOR_WORDS


def change_text(ctx: effect_context.EffectContext, e: ir.ChangeText) -> None:
    """612.1: Sleight of Mind / Magical Hack resolving: the controller chooses the word to
    replace, then the word replacing it ("another": a different one), as it resolves
    (608.2d); the text-changing effect then lasts indefinitely (611.2)."""
    g = ctx.game
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    ids = frozenset(o.id for o in objs if o.zone is Zone.BATTLEFIELD and not o.phased_out)
    if not ids:
        return
    words: tuple[str, ...] = tuple(COLOR_WORDS.values()) if e.kind == "color" else BASIC_LAND_TYPES
    picked: list[str] = []
    for prompt in ("replace which", "with which"):
        options = tuple(w for w in words if w not in picked)
        noun = "color word" if e.kind == "color" else "basic land type"
        question = f"{prompt} {noun}? ({ctx.name})"
        if e.kind == "color":
            ans = ctx.ask(ChooseColor(player=ctx.controller, prompt=question, options=options))
        else:
            ans = ctx.ask(ChooseOption(player=ctx.controller, prompt=question, options=options))
        word = next((w for w in options if w.lower() == str(ans).lower()), None)
        if word is None:
            raise IllegalActionError(f"{ans!r} isn't one of {', '.join(options)}", "612.1")
        picked.append(word)
    old, new = picked
    if e.kind == "color":
        letters = {w: k for k, w in COLOR_WORDS.items()}
        old, new = letters[old], letters[new]
    characteristics.add_continuous_effect(
        g,
        ctx.controller,
        ctx.name,
        ir.Duration.PERMANENT,
        ids,
        rule="613.1c",
        text_change=(e.kind, old, new),
    )
    g.log_event("effect", f"{ctx.name}: {picked[0]} becomes {picked[1]} in the text", "612.1")
