"""The mana a triggered mana ability of the "tapped for mana" family adds (605.1b, 605.4a,
106.12a; ir/mana_triggers.AddManaExtra): "its controller adds an additional {G}", "add an
additional one mana of the chosen color", "that player adds one mana of any type that land
produced". rules/mana_triggers.py finds and runs these abilities."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.ir import YouRef
from ..cards.ir.mana_triggers import AddManaExtra
from ..decisions import ChooseMana
from ..mana import symbols
from . import effect_context, snow_mana
from .mana_abilities import chosen_color_of

if TYPE_CHECKING:
    from .effect_context import EffectContext

__all__ = ["MADE", "add_mana_extra", "made_types"]

_COLORS = ("W", "U", "B", "R", "G")

#: the mana the triggering ability made, while a triggered mana ability runs inside a payment
#: (rules/mana_triggers.tapped_in_payment); otherwise the resolution's record holds it
MADE: list[str | None] = [None]


def made_types(made: str) -> tuple[str, ...]:
    """The types of mana in ``made`` ("{G}{G}" -> ("G",)), in the order they came (106.1)."""
    out: list[str] = []
    for s in symbols(made):
        letter = "C" if s.isdigit() else s
        if letter not in out:
            out.append(letter)
    return tuple(out)


def add_mana_extra(ctx: EffectContext, e: AddManaExtra) -> None:
    """605.4a: the triggered mana ability adds its mana at once, to the player it names."""
    g = ctx.game
    if isinstance(e.who, YouRef):
        players = [ctx.controller]
    else:  # "its controller" (the tapped permanent's), "that player" (who tapped it)
        _, players = effect_context.objects_and_players(ctx, e.who)
    for p in players:
        mana = _mana(ctx, e, p)
        name = g.players[p].name
        if not mana:
            g.log_event("mana", f"{name} adds no mana ({ctx.name}: nothing to add)", "106.12a")
            continue
        snow_mana.add(g, g.players[p].mana_pool, mana, ctx.source_id)  # 106.4
        g.log_event("mana", f"{name} adds {mana} ({ctx.name})", "605.4a")


def _mana(ctx: EffectContext, e: AddManaExtra, player: int) -> str:
    if e.kind == "fixed":
        return e.mana
    if e.kind == "chosen color":  # 614.12a: the color chosen as its source entered
        color = chosen_color_of(ctx)  # a letter ("G")
        return "{" + color + "}" if color else ""
    if e.kind == "produced":  # 106.12a: a type of mana the triggering ability made
        made = MADE[0]
        if made is None:
            made = str((ctx.game._resolving or {}).get("made", ""))
        types = made_types(made)
        if len(types) <= 1:
            return "".join("{" + t + "}" for t in types)
        return "{" + str(_ask(ctx, player, types, "choose the type of mana to add")) + "}"
    many = e.many if e.kind == "combination" else 1  # 106.1: a color for each mana
    return "".join(
        "{" + str(_ask(ctx, player, _COLORS, f"choose the color of mana {i + 1} of {many}")) + "}"
        for i in range(many)
    )


def _ask(ctx: EffectContext, player: int, options: tuple[str, ...], prompt: str) -> object:
    return ctx.ask(ChooseMana(player=player, prompt=f"{ctx.name}: {prompt}", options=options))
