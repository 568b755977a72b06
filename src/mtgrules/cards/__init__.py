"""Cards: the bundled database, the Oracle text parser and the ability objects it builds."""

from __future__ import annotations

from .ir import CardDefinition


def load_card(name: str) -> CardDefinition:
    """A card by its English, German or Spanish name, its Oracle text parsed, if it is
    supported (the support gate, ``gate.py``: read, rendered back exactly, carried out by the
    engine).

    Raises UnknownCardError (with suggestions; AmbiguousCardError for a printed name of
    several cards) or CardTextError (text not read yet, read wrongly, or read but not yet
    carried out by the engine)."""
    from .database import CardDatabase
    from .gate import supported_definition

    return supported_definition(CardDatabase.bundled().get(name))


def playable(card: CardDefinition) -> CardDefinition:
    """``card`` if it is supported (``gate.check_supported``); else CardTextError."""
    from .gate import check_supported

    return check_supported(card)


__all__ = ["CardDefinition", "load_card"]
