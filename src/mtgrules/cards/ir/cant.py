"""h-misc (issue 12): "can't" statics with no older IR home: "Creature spells you control can't
be countered." (101.2: ``SpellsCantBeCountered``, a static ability of a permanent about spells;
carried out by ``rules/uncounterable.py``)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.ir.refs import Filter


@dataclass(frozen=True, slots=True)
class SpellsCantBeCountered:
    """ "Creature spells you control can't be countered." / "Spells you control can't be
    countered." / "Sliver spells can't be countered.": the spells ``filter`` matches (zone
    "stack"; "you" is the controller of the static ability's source) can't be countered
    (101.2: a "can't" beats the instruction to counter)."""

    filter: Filter
