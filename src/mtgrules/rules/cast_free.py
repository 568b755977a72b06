"""Casting a card while a spell or ability resolves, without paying its mana cost (608.2g,
118.9): "When this creature enters, you may cast target instant or sorcery card with mana value
3 or less from your graveyard without paying its mana cost. If that spell would be put into
your graveyard, exile it instead." (Goblin Dark-Dwellers; ir/s11_gy.CastFree,
ExileCastSpell).

The caster is asked once which way to cast the card, or not to (rules/cast_during_resolution:
its modes, targets and optional additional costs; X is 0, 107.3b); the card is cast by the
one casting path, no player receiving priority (608.2g). The next instruction's "exile it
instead" is a replacement effect on that spell (614.1a), kept with the other "exile it
instead" effects of this turn (``GameState.die_exile``, rules/exile_instead.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.ir import CastFree, ExileCastSpell, TargetRef
from ..objects import GameObject
from ..zones import Zone
from . import cast_during_resolution, effect_context

if TYPE_CHECKING:
    from .effect_context import EffectContext

__all__ = ["CastFree", "ExileCastSpell", "cast_free", "cast_free_gap", "exile_cast_spell"]

RULE = "608.2g"
_GRAVEYARDS = frozenset({"graveyard"})  # ir Filter.zone: "from your graveyard", "from a graveyard"
_KEY = "cast free"  # the resolution's memory (608.2c): the spell cast, for "that spell"


def cast_free(ctx: EffectContext, e: CastFree) -> None:
    """608.2g, 118.9: cast the card ``e.what`` names now, without paying its mana cost, or
    not (the caster's choice, asked even when it can't be cast: 118.3, no silent choice)."""
    g = ctx.game
    me = ctx.controller
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    card = objs[0] if objs else None
    if card is None or card.zone is not Zone.GRAVEYARD:
        return  # 608.2b: no longer where it was targeted
    casts = cast_during_resolution.options(g, card, me)
    prompt = f"{ctx.name}: cast {card.name} without paying its mana cost?"
    chosen = cast_during_resolution.choose(ctx, casts, prompt, RULE)
    who = g.players[me].name
    if chosen is None:
        g.log_event("effect", f"{who} doesn't cast {card.name} ({ctx.name})", RULE)
        return
    g.log_event("effect", f"{who} casts {card.name} without paying its mana cost", "118.9")
    cast_during_resolution.cast_now(g, chosen, card.id, me, ctx.name)
    spell = g.stack[-1].object if g.stack else None
    if isinstance(spell, GameObject):
        ctx.outcomes = {**ctx.outcomes, _KEY: spell.id}  # replaced, never changed in place


def exile_cast_spell(ctx: EffectContext, e: ExileCastSpell) -> None:
    """614.1a: "If that spell would be put into your graveyard, exile it instead.": for the
    spell the instruction before cast (nothing if none was cast)."""
    g = ctx.game
    sid = ctx.outcomes.get(_KEY) if ctx.outcomes else None
    spell = g.objects.get(sid) if sid is not None else None
    if spell is None or spell.zone is not Zone.STACK:
        return
    if e.whose == "your" and spell.owner != ctx.controller:
        return  # 404.1: it goes to its owner's graveyard, never "your graveyard"
    g.die_exile.append((spell.id, ctx.name))
    where = f"{g.players[ctx.controller].name}'s" if e.whose == "your" else "a"
    g.log_event(
        "effect",
        f"If {spell.name} would be put into {where} graveyard, it is exiled instead",
        "614.1a",
    )


def cast_free_gap(effects: tuple[object, ...], targets: tuple[object, ...]) -> str | None:
    """What of an ability's free casts the engine can't do (for rules/support.py): a card
    that isn't a target card in a graveyard ("you may cast it without paying its mana cost"
    after exiling it is another family), or an "exile it instead" that doesn't follow one.
    The whole ability is read, nested instructions included."""
    before: object = None
    for e in effects:
        if isinstance(e, CastFree):
            spec = (
                targets[e.what.index]
                if isinstance(e.what, TargetRef) and e.what.index < len(targets)
                else None
            )
            zone = getattr(getattr(spec, "filter", None), "zone", None)
            if spec is None or zone not in _GRAVEYARDS:
                return "casting a card other than a target card in a graveyard (608.2g)"
        elif isinstance(e, ExileCastSpell) and not isinstance(before, CastFree):
            return '"that spell" with no spell cast just before it (614.1a)'
        for name in getattr(e, "__dataclass_fields__", ()):
            value = getattr(e, name)
            if isinstance(value, tuple) and (gap := cast_free_gap(value, targets)) is not None:
                return gap
        before = e
    return None
