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

from ..cards.ir import CastFree, CastOneFree, DrawReveal, ExileCastSpell, TargetRef
from ..decisions import CastSpell
from ..objects import GameObject
from ..zones import Zone
from . import cast_during_resolution, effect_context, zone_moves

if TYPE_CHECKING:
    from .effect_context import EffectContext

__all__ = [
    "CastFree",
    "ExileCastSpell",
    "cast_free",
    "cast_free_gap",
    "cast_one_free",
    "draw_reveal",
    "exile_cast_spell",
]

RULE = "608.2g"
_GRAVEYARDS = frozenset({"graveyard"})  # ir Filter.zone: "from your graveyard", "from a graveyard"
_DRAWN = "drawn and revealed"  # the memory's key for the cards DrawReveal revealed
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
    if not _cast_one(ctx, casts, card.name, f"doesn't cast {card.name}"):
        return
    spell = g.stack[-1].object if g.stack else None
    if isinstance(spell, GameObject):
        ctx.outcomes = {**ctx.outcomes, _KEY: spell.id}  # replaced, never changed in place


def draw_reveal(ctx: EffectContext, e: DrawReveal) -> None:
    """121.1, 701.20a: "Draw three cards and reveal them.": the cards drawn (a draw replaced
    by another event draws nothing, 614.11) are revealed, and are "them" for the next
    instruction (``ctx.revealed_now``)."""
    g = ctx.game
    me = ctx.controller
    before = set(g.players[me].hand)
    zone_moves.draw(g, me, effect_context.amount(ctx, e.count), "121.1")
    drawn = [oid for oid in g.players[me].hand if oid not in before]
    if drawn:
        names = ", ".join(g.object_name(oid) for oid in drawn)
        g.log_event("reveal", f"{g.players[me].name} reveals {names} ({ctx.name})", "701.20a")
    ctx.revealed_now = drawn
    # 608.2c: kept with the resolution's memory, past a question that pauses it (resolve.py)
    ctx.groups = {**ctx.groups, _DRAWN: drawn}  # replaced, never changed in place


def cast_one_free(ctx: EffectContext, e: CastOneFree) -> None:
    """608.2g, 118.9: "You may cast one of them without paying its mana cost.": one of the
    cards just revealed that is still in its owner's hand, cast now, or none. The caster
    is asked once, every way to cast each of them listed (``cast_during_resolution``); a
    land can't be cast (305.9), so it is never among them."""
    g = ctx.game
    me = ctx.controller
    cards = [
        g.objects[oid]
        for oid in ctx.groups.get(_DRAWN, ())
        if oid in g.objects and g.objects[oid].zone is Zone.HAND
    ]
    casts = [c for card in cards for c in cast_during_resolution.options(g, card, me)]
    names = " or ".join(card.name for card in cards) or "none of them (none is in hand)"
    _cast_one(ctx, casts, names, "casts none of them")


def _cast_one(ctx: EffectContext, casts: list[CastSpell], names: str, declined: str) -> bool:
    """608.2g, 118.9: ask which of ``casts`` to make, if any ("you may"), and make it."""
    g = ctx.game
    me = ctx.controller
    prompt = f"{ctx.name}: cast {names} without paying its mana cost?"
    chosen = cast_during_resolution.choose(ctx, casts, prompt, RULE)
    who = g.players[me].name
    if chosen is None:
        g.log_event("effect", f"{who} {declined} ({ctx.name})", RULE)
        return False
    name = g.object_name(chosen.card)
    g.log_event("effect", f"{who} casts {name} without paying its mana cost", "118.9")
    cast_during_resolution.cast_now(g, chosen, chosen.card, me, ctx.name)
    return True


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
        elif isinstance(e, CastOneFree) and not isinstance(before, DrawReveal):
            return '"one of them" that isn\'t the cards just drawn and revealed (608.2g)'
        elif isinstance(e, ExileCastSpell) and not isinstance(before, CastFree):
            return '"that spell" with no spell cast just before it (614.1a)'
        for name in getattr(e, "__dataclass_fields__", ()):
            value = getattr(e, name)
            if isinstance(value, tuple) and (gap := cast_free_gap(value, targets)) is not None:
                return gap
        before = e
    return None
