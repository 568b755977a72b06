"""More kinds of amounts (issue 12, h-amount; 107.1, 107.3, 608.2h): values computed as an
instruction is carried out and locked in then (608.2h). Read by
``transform_amount_kinds.py``, written back by ``render/amounts.py``, evaluated by
``rules/amounts.py``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtgrules.cards.ir.refs import Filter, TargetRef, TriggerObjectRef

__all__ = [
    "AMONG_KINDS",
    "AmongOf",
    "Arith",
    "DestroyedThisWay",
    "MilledNowRef",
    "NamedCount",
    "PlayerCount",
    "PutNowRef",
    "RevealedNowRef",
    "SacrificedNowRef",
    "that_key",
]


@dataclass(frozen=True, slots=True)
class SacrificedNowRef:
    """ "Target player sacrifices a creature of their choice. You gain life equal to that
    creature's toughness.": the permanent an earlier instruction of the same ability had
    sacrificed (701.21), by its last known information (608.2h). ``noun``: "creature", ..."""

    noun: str = "creature"


@dataclass(frozen=True, slots=True)
class RevealedNowRef:
    """ "Target player reveals a card at random from their hand. ... equal to that card's mana
    value.": the card an earlier instruction of the same ability revealed (701.20a)."""

    noun: str = "card"


@dataclass(frozen=True, slots=True)
class PutNowRef:
    """ "Put a creature card from among them onto the battlefield ... It gains hexproof until
    your next turn.": the card an earlier instruction of the same ability put onto the
    battlefield (608.2c), as the new object it became (400.7)."""


@dataclass(frozen=True, slots=True)
class DestroyedThisWay:
    """ "Destroy all creatures. Draw a card for each creature destroyed this way.": the
    permanents an earlier instruction of the same ability destroyed (701.8a) that match
    ``filter`` as they last existed (608.2h), a replacement's other zone included."""

    filter: Filter


@dataclass(frozen=True, slots=True)
class MilledNowRef:
    """s10 h-amount: "Target player mills a card. ... where X is the milled card's mana value.":
    the card an earlier instruction of the same ability milled (701.17a), in the graveyard."""

    noun: str = "card"


def that_key(ref: Any) -> str | None:
    """The layout-variant key of a reference that "that creature's" in an amount may name:
    an object target ("t0") or the trigger event's object ("trig")."""
    if isinstance(ref, TargetRef):
        return f"t{ref.index}"
    if isinstance(ref, TriggerObjectRef):
        return "trig"
    if isinstance(ref, SacrificedNowRef):
        return "sac"
    if isinstance(ref, RevealedNowRef):
        return "rev"
    if isinstance(ref, MilledNowRef):  # s10 h-amount
        return "mill"
    return None


@dataclass(frozen=True, slots=True)
class Arith:
    """107.1: an amount computed from others, as the text says: "1 plus the number of cards
    named Kindle in all graveyards" (``op`` "plus", ``left`` 1), "the number of Forests you
    control plus the number of Bears you control", "its power plus its toughness", "twice
    the number of lands you control" ("twice", ``left`` only), "7 minus the number of cards
    in your hand" ("minus"), "half the number of Zombies you control, rounded down" ("half
    down" / "half up", 107.1a). A negative result counts as 0 (107.1b). ``left`` and
    ``right`` are ints or other amounts; ``words``: the numbers are written as words ("one
    plus ..."), for the exact round trip."""

    op: str
    left: Any
    right: Any = None
    words: bool = False


#: What an :class:`AmongOf` works out over the objects, as the text says it.
AMONG_KINDS = (
    "total power",  # "the total power of creatures you control" (208.1)
    "total toughness",
    "total mana value",  # "the total mana value of Dragons you control" (202.3)
    "greatest toughness",  # "the greatest toughness among other creatures you control"
    "greatest mana value",  # "the greatest mana value among permanents you control"
    "colors",  # "the number of colors among permanents you control" (105.2)
    "card types",  # "the number of card types among cards in all graveyards" (205.2a)
    "names",  # "the number of differently named lands you control" (201.2)
)


@dataclass(frozen=True, slots=True)
class AmongOf:
    """An amount worked out over the objects that match ``filter`` (their characteristics
    now, through the layers, 613): a total, a greatest value (0 when there are none), or a
    number of different colors, card types or names among them. ``kind``: one of
    :data:`AMONG_KINDS`."""

    kind: str
    filter: Filter


@dataclass(frozen=True, slots=True)
class PlayerCount:
    """A count of one player's objects: "the number of cards in that player's hand", "the
    number of creature cards in target player's graveyard" (``filter.zone`` "hand" or
    "graveyard": that player's), "the number of lands they control" ("battlefield": the
    permanents that player controls). ``player``: the reference naming the player (a player
    target, the player a trigger names); ``words``: how the text names them ("that player's",
    "their", "target opponent's", "they", "that player"), for the exact round trip."""

    filter: Filter
    player: Any
    words: str


@dataclass(frozen=True, slots=True)
class NamedCount:
    """201.2: "the number of cards named ~ in all graveyards" / "... in your graveyard", "the
    number of creatures named ~ on the battlefield": the objects with the same name as the
    object with the ability. ``what``: "cards" or "creatures"; ``where``: the words after the
    name ("in all graveyards", "in your graveyard", "on the battlefield")."""

    what: str
    where: str
