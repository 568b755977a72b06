"""A card's own keyword by name (702.1a), found once per card definition: the legal actions ask
it for every card in a hand at every listing (foretell, suspend, plot)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir

if TYPE_CHECKING:
    from ..state import GameState

_BY_CARD: dict[tuple[int, str], tuple[ir.CardDefinition, ir.Keyword | None]] = {}


def card_keyword(card: ir.CardDefinition, name: str) -> ir.Keyword | None:
    """The first keyword ability ``name`` among ``card``'s abilities, or None."""
    kept = _BY_CARD.get((id(card), name))
    if kept is not None and kept[0] is card:
        return kept[1]
    found = next((a for a in card.abilities if isinstance(a, ir.Keyword) and a.name == name), None)
    if len(_BY_CARD) > 50_000:
        _BY_CARD.clear()
    _BY_CARD[(id(card), name)] = (card, found)
    return found


_NAMES: dict[int, tuple[ir.CardDefinition, frozenset[str]]] = {}


def keyword_names(card: ir.CardDefinition) -> frozenset[str]:
    """The names of ``card``'s own keyword abilities (kept per card definition)."""
    kept = _NAMES.get(id(card))
    if kept is not None and kept[0] is card:
        return kept[1]
    names = frozenset(a.name for a in card.abilities if isinstance(a, ir.Keyword))
    if len(_NAMES) > 50_000:
        _NAMES.clear()
    _NAMES[id(card)] = (card, names)
    return names


def in_hand(game: GameState, player: int) -> frozenset[str]:
    """The keyword names of the cards in ``player``'s hand (which special actions to list)."""
    objects = game.objects
    found: frozenset[str] = frozenset()
    for oid in game.players[player].hand:
        card = objects[oid].card
        kept = _NAMES.get(id(card))  # keyword_names, inlined: asked at every priority
        names = kept[1] if kept is not None and kept[0] is card else keyword_names(card)
        if names:
            found |= names
    return found
