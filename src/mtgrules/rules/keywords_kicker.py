"""Kicker (702.33): an optional additional cost chosen while a spell is cast (601.2b) and
added to its total cost (601.2f); the spell remembers that it was kicked (702.33d), and so
does the permanent it becomes (its "if it was kicked" abilities are linked to the kicker
ability, 702.33e, 607)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from ..cards import ir
from ..errors import IllegalActionError
from ..mana import symbols
from ..objects import GameObject
from . import keyword_action_parts, keyword_costs, mechanics

if TYPE_CHECKING:
    from .effect_context import EffectContext

KICKER_NAMES = ("kicker", "multikicker")
MAX_MULTIKICKS = 8  # multikicker: the most times a cast is listed by legal_actions (702.33c)


def kicker(card: ir.CardDefinition) -> ir.Keyword | None:
    """The card's kicker or multikicker ability (one: two kicker costs aren't supported)."""
    for a in card.abilities:
        if isinstance(a, ir.Keyword) and a.name in KICKER_NAMES:
            return a
    return None


def kick_counts(card: ir.CardDefinition) -> range:
    """How many times the spell can be kicked (702.33c-d): 0 or 1 for kicker; 0 or more for
    multikicker (listed up to ``MAX_MULTIKICKS``); only 0 without kicker."""
    k = kicker(card)
    if k is None:
        return range(1)
    return range(MAX_MULTIKICKS + 1) if k.name == "multikicker" else range(2)


def check_kicked(obj: GameObject, kicked: int) -> None:
    """601.2b, 702.33a, 702.33c: the announced number of times the kicker cost is paid."""
    if not kicked:
        return
    k = kicker(obj.card)
    if k is None:
        raise IllegalActionError(f"{obj.name} has no kicker cost", "702.33a")
    if k.name == "kicker" and kicked != 1:
        raise IllegalActionError(
            f"{obj.name}'s kicker cost is paid once or not at all, not {kicked} times", "702.33a"
        )


def kicker_mana(card: ir.CardDefinition, kicked: int) -> str:
    """The mana the kicker cost adds to the total cost (601.2f), paid ``kicked`` times."""
    k = kicker(card)
    if k is None or not kicked or k.cost is None:
        return ""
    return (k.cost.mana or "") * kicked


def add_mana(cost: str | None, extra: str) -> str | None:
    """601.2f: ``cost`` plus an additional mana cost (generic mana added up, 107.4)."""
    if not extra:
        return cost
    syms = symbols(cost) + symbols(extra)
    generic = sum(int(s) for s in syms if s.isdigit())
    rest = "".join("{" + s + "}" for s in syms if not s.isdigit())
    return ("{" + str(generic) + "}" if generic else "") + rest


def was_kicked(obj: GameObject | None) -> bool:
    """702.33d: whether the spell (or the permanent that resolved from it) was kicked."""
    return obj is not None and obj.kicked > 0


def if_kicked(ctx: EffectContext, e: ir.IfKicked) -> None:
    """702.33e: "If this spell was kicked, EFFECTS": done only if it was; "... instead": the
    sentence before it (``otherwise``) is done only if it wasn't (608.2c)."""
    from .effect_context import execute

    obj = ctx.game.objects.get(ctx.source_id) if ctx.source_id is not None else None
    kicked = was_kicked(obj)
    if kicked and e.otherwise:
        ctx.game.log_event(
            "effect", f"{ctx.name} was kicked: its kicked text applies instead", "702.33e"
        )
    elif not kicked and not e.otherwise:
        ctx.game.log_event(
            "effect", f"{ctx.name}: it wasn't kicked, so the rest doesn't happen", "702.33e"
        )
    for sub in e.effects if kicked else e.otherwise:
        execute(ctx, sub)


def gap(card_abilities: tuple[object, ...]) -> list[str]:
    """What of kicker the engine can't do for these abilities (rules/support.py)."""
    gaps: list[str] = []
    kickers = [a for a in card_abilities if isinstance(a, ir.Keyword) and a.name in KICKER_NAMES]
    if len(kickers) > 1:
        gaps.append("two kicker costs (702.33b)")
    card = ir.CardDefinition(name="", abilities=cast("tuple[ir.Ability, ...]", card_abilities))
    if not keyword_action_parts.handled(card, "kicker"):  # "Kicker—Sacrifice two lands."
        gaps += keyword_costs.cost_gaps(kickers, KICKER_NAMES, nonempty=True)
    if not kickers and ir.WasKicked in mechanics.node_classes(card_abilities):
        # 702.33e: "Counter target spell if it was kicked." (Ertai's Trickery): "it" is
        # another object, whose kicker the condition doesn't read
        gaps.append("'if it was kicked' of another object (702.33e)")
    return gaps
