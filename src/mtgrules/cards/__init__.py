"""Cards: the bundled database, the Oracle text parser and the ability objects it builds."""

from __future__ import annotations

from .ir import CardDefinition


def load_card(name: str) -> CardDefinition:
    """A card by its English, German or Spanish name, its Oracle text parsed.

    Raises UnknownCardError (with suggestions) or CardTextError (text not read yet)."""
    from .database import CardDatabase
    from .parser import definition_from_record

    return definition_from_record(CardDatabase.bundled().get(name))


__all__ = ["CardDefinition", "load_card"]
