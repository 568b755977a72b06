"""Dredge (702.52a): a static ability that functions only while the card is in a graveyard.
"Dredge N" means "As long as you have at least N cards in your library, if you would draw a
card, you may instead mill N cards and return this card from your graveyard to your hand."
702.52b: with fewer than N cards in the library, it can't be used.

This module only reads the game: which dredge cards could replace a draw (:func:`options`,
asked by rules/life.py's draw and rules/pipeline.py's check for choices); the optional
replacement itself (614.1a, the player choosing whether to apply it and which) is
rules/effects_dredge.py."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from . import mechanics
from .card_keywords import card_keyword

if TYPE_CHECKING:
    from ..state import GameState

DREDGE = "dredge"
RULE = "702.52a"


def amount(card: ir.CardDefinition) -> int:
    """The N of the card's dredge (0: none), kept by card (asked at every draw)."""
    kw = card_keyword(card, DREDGE)
    return (kw.amount or 0) if kw is not None else 0


def options(game: GameState, player: int) -> list[tuple[int, int]]:
    """702.52a-b: the (card id, N) of the dredge cards in ``player``'s graveyard that could
    replace a draw now (at least N cards in the library)."""
    p = game.players[player]
    if not p.graveyard or not mechanics.has(game, mechanics.DREDGE):
        return []
    have = len(p.library)
    out: list[tuple[int, int]] = []
    for oid in p.graveyard:
        n = amount(game.objects[oid].card)
        if n and n <= have:
            out.append((oid, n))
    return out


def possible(game: GameState) -> bool:
    """Whether any player's draw could be replaced by dredge now (a choice to ask)."""
    if not mechanics.has(game, mechanics.DREDGE):
        return False
    return any(options(game, p.index) for p in game.players if not p.lost)


def gap(card: ir.CardDefinition) -> list[str]:
    """What of dredge the engine can't do for this card (rules/support.py): dredge without
    its number."""
    return [
        "dredge without a number"
        for a in card.abilities
        if isinstance(a, ir.Keyword) and a.name == DREDGE and not a.amount
    ]
