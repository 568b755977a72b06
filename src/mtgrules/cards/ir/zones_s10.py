"""s10 h-zones (issue 12): cards of another player's hand chosen and moved, and looking at a
hidden zone (701.20a, 701.20e, 400.2, 402.3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtgrules.cards.ir.refs import Filter, Ref


@dataclass(frozen=True, slots=True)
class ExileFromHand:
    """ "Target opponent reveals their hand. You choose a nonland card from it and exile that
    card." (701.20a: the hand is shown to every player; 608.2d: the controller chooses a card
    that matches ``filter``; 400.7: it is exiled). ``graveyard``: "You choose a nonland card
    from that player's graveyard or hand and exile it." (either zone)."""

    who: Ref
    filter: Filter
    graveyard: bool = False


@dataclass(frozen=True, slots=True)
class LookAtHand:
    """ "Look at target player's hand." (701.20e: the cards are shown to the controller only;
    402.3: otherwise a player can't look at another player's hand)."""

    who: Ref


@dataclass(frozen=True, slots=True)
class LookAtTheirTop:
    """ "Look at the top card of target player's library." (701.20e): the controller looks;
    nothing moves. ``count``: how many cards from the top."""

    who: Ref
    count: int = 1
    reorder: bool = False  # "..., then put them back in any order" (401.4)


@dataclass(frozen=True, slots=True)
class ShuffleLibrary:
    """ "You may shuffle." / "You may have that player shuffle." (701.24a): the controller
    chooses whether ``who`` shuffles their library (608.2d: ``optional``)."""

    who: Ref
    optional: bool = True


@dataclass(frozen=True, slots=True)
class PutInLibraryAt:
    """ "Put target creature into its owner's library second from the top." (401.7:
    ``from_top``, on the bottom if the library holds fewer cards) / "put it on your choice
    of the top or bottom of its owner's library" (``from_top`` 0: the controller chooses,
    608.2d); each card goes to its owner's library (400.3). ``owner_chooses`` (s11 h-lib):
    "Target creature's owner puts it on their choice of the top or bottom of their library."
    (the owner makes the choice the effect gives them, 608.2d)."""

    what: Ref
    from_top: int = 0
    owner_chooses: bool = False


@dataclass(frozen=True, slots=True)
class SearchSplit:
    """ "Search your library for up to two basic land cards, reveal those cards, put one onto
    the battlefield tapped and the other into your hand, then shuffle." (701.23a-b: up to
    ``count`` cards matching ``filter`` are found; 701.20a: revealed; 608.2d: the controller
    chooses which ``first_n`` go to ``first_to``, the rest go to ``rest_to``; then the
    library is shuffled). Destinations: "battlefield", "hand", "graveyard"."""

    filter: Filter
    count: int
    first_n: int
    first_to: str
    rest_to: str
    first_tapped: bool = False
    rest_tapped: bool = False


@dataclass(frozen=True, slots=True)
class ChooseFromHand:
    """ "Look at target player's hand and choose X cards from it. That player discards those
    cards." (701.20e: the controller looks; 608.2d: the controller chooses ``count`` cards
    that match ``filter``, up to that many where ``up_to``, maybe none where ``may``; 701.9a:
    the player discards them, ``to`` "discard"; "Put that card on top of that player's
    library", ``to`` "top", 401.4)."""

    who: Ref
    filter: Filter
    count: Any = 1  # an Amount: 2, or XAmount() for "X cards"
    up_to: bool = False
    may: bool = False
    to: str = "discard"


@dataclass(frozen=True, slots=True)
class CounterToZone:
    """ "Counter target spell. If that spell is countered this way, put it on top of its
    owner's library instead of into that player's graveyard." (701.6a, 614.1a: the spell goes
    to ``to``, "top" of its owner's library or its owner's "hand", not to the graveyard)."""

    what: Ref
    to: str = "top"
