"""Whether a graveyard holds a card that rules/priority.py's listing has to ask about by its
own text: flashback on an instant or sorcery (702.34a), retrace, jump-start, mayhem or escape
(rules/keywords_from_graveyard.py), "You may cast this card from your graveyard" (601.3,
rules/graveyard_cast.py), an activated ability that works there (113.6m). Most graveyards hold
none: one pass over the cards (each one's answer kept per card definition, immutable and
shared) then stands for the four the listing would make. Flashback an effect or a static
ability grants (rules/granted_flashback.py) isn't the card's own: it is asked apart."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from . import graveyard_abilities, graveyard_cast, keywords_flashback, keywords_from_graveyard

if TYPE_CHECKING:
    from ..state import GameState


def any_own(game: GameState, graveyard: list[int]) -> bool:
    """Whether a card in ``graveyard`` may be cast or activated from there by its own text."""
    objs = game.objects
    for oid in graveyard:
        card = objs[oid].card
        known = _OWN.get(id(card))
        if known is None or known[0] is not card:
            if len(_OWN) > 50_000:
                _OWN.clear()
            own = (
                (
                    keywords_flashback.flashback(card) is not None
                    and ("instant" in card.types or "sorcery" in card.types)
                )
                or keywords_from_graveyard.keyword(card) is not None
                or graveyard_cast.ability(card) is not None
                or graveyard_abilities.has_activated(card)
            )
            known = _OWN[id(card)] = (card, own)
        if known[1]:
            return True
    return False


# by card (kept with its answer: its id stays its own)
_OWN: dict[int, tuple[ir.CardDefinition, bool]] = {}
