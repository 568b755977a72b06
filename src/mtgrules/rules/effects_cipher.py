"""Cipher's effects (702.99a; its shape and trigger are in rules/keywords_cipher.py): encoding
the resolving spell's card on a creature, and casting a copy of the encoded card (707.12)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..decisions import ChooseOption
from ..errors import IllegalActionError
from ..objects import GameObject
from ..zones import Zone
from . import cast_during_resolution, characteristics, effect_context, zone_moves
from .keywords_cipher import RULE, CipherCast, Encode

if TYPE_CHECKING:
    from ..state import GameState

NONE = "don't encode"


def encode(ctx: effect_context.EffectContext, e: Encode) -> None:
    """702.99a: "If this spell is represented by a card, you may exile this card encoded on
    a creature you control": asked of the spell's controller among their creatures (608.2d);
    the card is exiled and remembers the creature (702.99b); not encoded, it goes to its
    owner's graveyard as the spell finishes resolving (608.2n)."""
    g = ctx.game
    spell = g.objects.get(ctx.source_id) if ctx.source_id is not None else None
    if spell is None or spell.zone is not Zone.STACK or spell.spell_copy:
        return  # a copy isn't represented by a card (707.10)
    mine = [
        o
        for o in g.battlefield_objects()
        if "creature" in (ch := characteristics.chars(g, o.id)).types
        and ch.controller == ctx.controller
    ]
    if not mine:
        g.log_event("effect", f"{ctx.name}: no creature to encode it on (cipher)", RULE)
        return
    names = [o.name for o in mine]
    labels = [
        n if names.count(n) == 1 else f"{n} (#{o.id})" for n, o in zip(names, mine, strict=True)
    ]
    offered = (*labels, NONE)
    ans = ctx.ask(
        ChooseOption(
            player=ctx.controller,
            prompt=f"cipher: exile {ctx.name} encoded on a creature you control?",
            options=offered,
        )
    )
    k = next((i for i, w in enumerate(offered) if w.lower() == str(ans).lower()), None)
    if k is None:
        raise IllegalActionError(f"{ans!r} isn't one of: {'; '.join(offered)}", RULE)
    if k == len(labels):
        return
    creature = mine[k]
    new = zone_moves.move(
        g, spell, Zone.EXILE, f"{spell.name} is exiled encoded on {creature.name}", RULE
    )
    if new.zone is Zone.EXILE:
        new.linked = creature.id  # 702.99b-c


def _copy(g: GameState, card: GameObject, me: int) -> GameObject:
    """707.12: a copy of the card, in exile where the card is, owned by the player casting
    it (a copy, not a card)."""
    copy = GameObject.new(g.new_id(), card.card, me, me, Zone.EXILE, g.new_timestamp())
    copy.spell_copy = True
    g.objects[copy.id] = copy
    g.exile.append(copy.id)
    return copy


def _remove(g: GameState, copy: GameObject) -> None:
    """The copy found the casts; it isn't kept (its name stays known for the options)."""
    g.exile.remove(copy.id)
    del g.objects[copy.id]
    g.former_names[copy.id] = copy.name


def cipher_cast(ctx: effect_context.EffectContext, e: CipherCast) -> None:
    """702.99a, 707.12: "you may copy the encoded card and you may cast the copy without
    paying its mana cost": the copy is made in exile, where the card is, and cast as this
    ability resolves (608.2g); a copy not cast ceases to exist (704.5e), and the cast copy
    ceases to exist as it leaves the stack."""
    g = ctx.game
    me = ctx.controller
    card = g.objects.get(e.card)
    if card is None or card.zone is not Zone.EXILE:
        g.log_event("effect", f"{ctx.name}: the encoded card has left exile", "702.99c")
        return
    # the copy's casts are found with a copy in exile, removed before asking: nothing is
    # changed until the answer is known (a paused resolution plays this effect again)
    copy = _copy(g, card, me)
    casts = cast_during_resolution.options(g, copy, me)
    _remove(g, copy)
    prompt = f"cipher: cast a copy of {card.name} without paying its mana cost?"
    chosen = cast_during_resolution.choose(ctx, casts, prompt, RULE)  # even when none (118.3)
    if chosen is None:
        g.log_event("effect", f"no copy of {card.name} is cast (cipher)", RULE)
        return
    copy = _copy(g, card, me)
    g.log_event("copy", f"{g.players[me].name} copies {card.name} (cipher)", "707.12")
    cast_during_resolution.cast_now(g, chosen, copy.id, me, f"{ctx.name}'s ability")
    spell = g.stack[-1].object if g.stack else None
    if isinstance(spell, GameObject) and spell.card is card.card:
        spell.spell_copy = True  # 707.12: a copy; it ceases to exist off the stack (704.5e)
