"""h-misc (issue 12): "can't" statics with no older IR home: "Creature spells you control can't
be countered." (101.2: ``SpellsCantBeCountered``, a static ability of a permanent about spells;
carried out by ``rules/uncounterable.py``)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.ir.refs import Filter, Ref

#: who a casting ban names: "each player", "you", "your opponents" (109.5)
CAST_BAN_WHO = {"each": "each player", "you": "you", "opponent": "your opponents"}
#: 201.4: "sources with the chosen name" / "spells with the chosen name": what has the name
#: chosen as the ability's source entered (614.12a; Pithing Needle, Meddling Mage)
CHOSEN_NAME = Filter(chosen_name=True)


@dataclass(frozen=True, slots=True)
class SpellsCantBeCountered:
    """ "Creature spells you control can't be countered." / "Spells you control can't be
    countered." / "Sliver spells can't be countered.": the spells ``filter`` matches (zone
    "stack"; "you" is the controller of the static ability's source) can't be countered
    (101.2: a "can't" beats the instruction to counter)."""

    filter: Filter


@dataclass(frozen=True, slots=True)
class CastBan:
    """ "You can't cast creature spells." / "Your opponents can't cast spells during your
    turn." / "Each player can't cast more than one spell each turn." (``limit`` 1): a static
    ability of a permanent; ``who`` a key of CAST_BAN_WHO, seen from its controller (109.5);
    ``filter`` the spells (None: any spell). Carried out by ``rules/cast_bans.py`` (101.2)."""

    who: str
    filter: Filter | None = None
    limit: int | None = None
    your_turn: bool = False
    lands: bool = False  # "Players can't play lands." (305.1, 305.2)


@dataclass(frozen=True, slots=True)
class CantCastThisTurn:
    """ "Target player can't cast spells this turn." / "Your opponents can't cast creature
    spells this turn." (a one-shot effect on players until the cleanup step, 611.2, 514.2;
    ``filter`` the spells, None: any). Carried out by ``rules/cast_bans.py`` (101.2)."""

    who: Ref
    filter: Filter | None = None
    lands: bool = False  # "Target player can't play lands this turn." (305.2)
