"""Whether a graveyard holds a card that rules/priority.py's listing has to ask about by its
own text: flashback on an instant or sorcery (702.34a), retrace, jump-start, mayhem or escape
(rules/keywords_from_graveyard.py), "You may cast this card from your graveyard" (601.3,
rules/graveyard_cast.py), an activated ability that works there (113.6m). Most graveyards hold
none: one pass over the cards (each one's answer kept per card definition, immutable and
shared: ``mechanics.own_graveyard``) then stands for the four the listing would make, and no
pass at all is made in a game none of whose cards has such a text (rules/mechanics.py).
Flashback an effect or a static ability grants (rules/granted_flashback.py) isn't the card's
own: it is asked apart."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import mechanics

if TYPE_CHECKING:
    from ..state import GameState


def any_own(game: GameState, graveyard: list[int]) -> bool:
    """Whether a card in ``graveyard`` may be cast or activated from there by its own text."""
    if not mechanics.has(game, mechanics.OWN_GRAVEYARD):
        return False
    objs = game.objects
    own = mechanics.own_graveyard
    return any(own(objs[oid].card) for oid in graveyard)
