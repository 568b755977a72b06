"""Cards: the bundled database, the Oracle text parser and the ability objects it builds."""

from __future__ import annotations

from .ir import CardDefinition


def load_card(name: str) -> CardDefinition:
    """A card by its English, German or Spanish name, its Oracle text parsed.

    Raises UnknownCardError (with suggestions) or CardTextError (text not read yet, or read
    but not yet carried out by the engine)."""
    from .database import CardDatabase
    from .parser import definition_from_record

    return playable(definition_from_record(CardDatabase.bundled().get(name)))


def playable(card: CardDefinition) -> CardDefinition:
    """``card`` if the engine can carry out all its abilities; else CardTextError."""
    from ..errors import CardTextError
    from ..rules.support import engine_gaps

    gaps = engine_gaps(card)
    if gaps:
        raise CardTextError.engine(card.name, gaps)
    return card


__all__ = ["CardDefinition", "load_card"]
