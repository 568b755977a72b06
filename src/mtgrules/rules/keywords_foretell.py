"""Foretell (702.143a): "Any time a player has priority during their turn, that player may pay
{2} and exile a card with foretell from their hand face down. ... They may cast that card
after the current turn has ended by paying any foretell cost it has rather than paying that
spell's mana cost."

A foretold card is an exiled card with a play permission of kind :data:`FORETOLD`
(rules/play_permissions.py: ``(card, owner, turn, "foretell", True)``): it starts after the
turn the card was foretold (702.143a, like warp's) and lasts while the card stays in exile
(400.7: a new object after a zone change). The foretell cost is an alternative cost (118.9,
rules/keywords_alt_costs.py names it "foretell"); a foretold card may be cast for it only, not
for its mana cost (601.3: nothing else allows casting it from exile). The exiled card is face
down to the other players (702.143a, 406.3: mtgrules/view.py hides it).

This module only reads the game (the special action, 702.143b / 116.2h, is carried out by
rules/keywords_foretell_action.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..zones import Zone
from .card_keywords import card_keyword

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

FORETELL = "foretell"
RULE = "702.143a"
#: the play permission's kind (rules/play_permissions.py)
FORETOLD = "foretell"
#: 702.143a: "pay {2} and exile a card with foretell from their hand face down"
FORETELL_COST = "{2}"


def keyword(card: ir.CardDefinition) -> ir.Keyword | None:
    return card_keyword(card, FORETELL)  # (kept per card: asked at every listing)


def is_foretold(game: GameState, obj: GameObject) -> bool:
    """702.143c: a card put in exile by foretell's special action (and still there)."""
    return obj.zone is Zone.EXILE and any(
        p[0] == obj.id and p[3] == FORETOLD for p in game.play_permissions
    )


def castable_foretold(game: GameState, obj: GameObject, player: int) -> bool:
    """702.143a: its owner may cast it now for its foretell cost: foretold on an earlier
    turn ("after the current turn has ended")."""
    return obj.zone is Zone.EXILE and any(
        p[0] == obj.id and p[1] == player and p[3] == FORETOLD and game.turn_number > p[2]
        for p in game.play_permissions
    )


def why_not_foretell(game: GameState, obj: GameObject, player: int) -> str | None:
    """Why ``player`` can't take foretell's special action with ``obj`` now (116.2h,
    702.143a), mana aside; None if they can."""
    if obj.zone is not Zone.HAND or obj.owner != player:
        return f"{obj.name} isn't in {game.players[player].name}'s hand"
    kw = keyword(obj.card)
    if kw is None or kw.cost is None:
        return f"{obj.name} has no foretell"
    if game.active_player != player:
        return "only during your turn"
    return None


def gap(card: ir.CardDefinition) -> list[str]:
    """What of foretell the engine can't do for this card (rules/support.py): a foretell
    cost other than mana; X in the card's mana cost."""
    from . import keyword_costs

    gaps = keyword_costs.cost_gaps(card.abilities, (FORETELL,))
    if keyword(card) is not None and "{X}" in (card.mana_cost or ""):
        gaps.append("foretell on a card with X in its mana cost")  # (107.3: X not checked)
    return gaps
