"""h-zones (issue 12): more zone moves and searches of hidden zones (400-406, 701.23)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.ir.refs import Ref


@dataclass(frozen=True, slots=True)
class ChosenNameRef:
    """ "cards with that name": the card name chosen earlier in the same resolution
    ("Choose a nonland card name.", ``ChooseValue``; 201.4, 608.2c)."""


@dataclass(frozen=True, slots=True)
class ExileSameName:
    """ "Search its controller's graveyard, hand, and library for all cards with the same
    name as that spell and exile them. Then that player shuffles." (701.23a-b, 406.3): the
    controller of the spell or ability searches ``whose`` zones for the cards named as
    ``named_as`` (the target as it last existed, 608.2h). In the graveyard, a public zone,
    "all" finds every one; in the hand and library, hidden zones, the searcher needn't find
    them all (701.23b). ``any_number``: "any number of cards", none required anywhere."""

    whose: Ref
    named_as: Ref | ChosenNameRef
    any_number: bool = False


@dataclass(frozen=True, slots=True)
class ShuffleIntoLibrary:
    """ "Each player shuffles their hand and graveyard into their library." / "Shuffle your
    graveyard into your library." (701.24a, 701.24d): each player ``who`` names puts every
    card of their graveyard (and of their hand, ``hand``) into their library and shuffles it,
    even when there is no card to put there (701.24d)."""

    who: Ref
    hand: bool = False


@dataclass(frozen=True, slots=True)
class HandToLibrary:
    """ "Put two cards from your hand on top of your library in any order." / "put a card from
    your hand on the bottom of your library" (401.4): the controller chooses ``count`` cards
    of their hand (all of them if they hold fewer) and, for two or more, their order.
    ``position``: "top" or "bottom"."""

    count: int
    position: str = "top"


@dataclass(frozen=True, slots=True)
class PutItsCounters:
    """ "When this creature dies, put its counters on target creature you control." (122.8):
    the same number of each kind of counter the source had as it last existed on the
    battlefield (608.2h) is put on ``to``; nothing is moved."""

    to: Ref
