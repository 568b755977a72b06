"""Effects of abilities that work from the graveyard (113.6m) and need the game: embalm's and
eternalize's token (702.128a, 702.129a; their shape is in rules/keywords_embalm.py)."""

from __future__ import annotations

from ..cards import ir
from . import effect_context, zone_moves
from .keywords_embalm import EMBALM, ETERNALIZE, ZombieCopy, token_values

_NO_TOKEN_RULE = {False: "702.128a", True: "702.129a"}


def zombie_copy(ctx: effect_context.EffectContext, e: ZombieCopy) -> None:
    """702.128a / 702.129a: "Create a token that's a copy of this card, except ...". The card
    was exiled to pay the cost (602.2b): the token copies the card as it was (707.2: its
    copiable values, the card's own in a graveyard), found where the cost put it."""
    g = ctx.game
    rule = _NO_TOKEN_RULE[e.eternalize]
    card = zone_moves.became(g, ctx.source_id) if ctx.source_id is not None else None
    if card is None:
        g.log_event("effect", f"{ctx.name}: no card to copy", rule)
        return
    values = token_values(card.values, e.eternalize)
    word = ETERNALIZE if e.eternalize else EMBALM
    g.log_event("copy", f"{ctx.name} ({word}) creates a token that's a copy of {card.name}", rule)
    spec = ir.CreateToken(1, 0, 0, frozenset(), (), ())  # create_tokens' spec for a copy
    made = zone_moves.create_tokens(g, ctx.controller, spec, ctx.name, copy=values)
    ctx.created = [t.id for t in made]
