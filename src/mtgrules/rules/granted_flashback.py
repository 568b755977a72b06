"""s11 h-gy, 702.34a: "Target instant or sorcery card in your graveyard gains flashback until end
of turn. The flashback cost is equal to its mana cost." (ir.GainFlashback).

The grant is kept in ``game.play_permissions`` as ``(card, owner, turn, "flashback", True)``:
``card`` is the graveyard card's id (400.7: once it leaves the graveyard it is a new object,
and the grant doesn't follow it), and the grant ends with the turn's cleanup step (514.2,
rules/play_permissions.expire forgets every permission of a card not in exile). While it
lasts, the card's owner may cast it from their graveyard with flashback, for its mana cost
(rules/keywords_flashback.py), and it is exiled when it would leave the stack (702.34a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..zones import Zone
from . import effect_context

if TYPE_CHECKING:
    from ..state import GameState

KIND = "flashback"  # the play permission's kind (rules/play_permissions.py)


def granted(game: GameState, card: int) -> bool:
    """Whether the graveyard card ``card`` has gained flashback this turn."""
    obj = game.objects.get(card)
    if obj is None or obj.zone is not Zone.GRAVEYARD:
        return False
    return any(p[0] == card and p[3] == KIND for p in game.play_permissions)


def granted_cards(game: GameState, player: int) -> list[int]:
    """The cards in ``player``'s graveyard that have gained flashback this turn."""
    if not game.play_permissions:
        return []
    gy = game.players[player].graveyard
    return [p[0] for p in game.play_permissions if p[3] == KIND and p[0] in gy]


def cost(card: ir.CardDefinition) -> ir.Cost | None:
    """702.34a: "The flashback cost is equal to its mana cost." (None: it has no mana cost, an
    unpayable cost, 118.6)."""
    if card.mana_cost is None:
        return None
    return ir.Cost(mana=card.mana_cost)


def gain_flashback(ctx: effect_context.EffectContext, e: ir.GainFlashback) -> None:
    """702.34a, 611.2c: each card the effect names that is in its owner's graveyard now gains
    flashback until end of turn."""
    g = ctx.game
    objs, _ = effect_context.objects_and_players(ctx, e.what)
    for o in objs:
        if o.zone is not Zone.GRAVEYARD or granted(g, o.id):
            continue
        g.play_permissions.append((o.id, o.owner, g.turn_number, KIND, True))
        g.log_event("effect", f"{o.name} gains flashback until end of turn", "702.34a")
