"""Library effects of issue 12 (h-look): revealing cards from the top of a library until one
is found (701.20a), and exiling the top cards of a library with a permission to play them
(601.3, 305.1, 611.2a: "impulse draw"). Values, carried out by ``rules/effects_library.py``
and ``rules/play_permissions.py``."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.ir.refs import Amount, Filter, Ref


@dataclass(frozen=True, slots=True)
class RevealUntil:
    """ "Reveal cards from the top of your library until you reveal a creature card. Put that
    card into your hand and the rest on the bottom of your library in a random order."

    Cards are revealed one at a time from the top (701.20a) until one matches ``filter``
    (``filter.zone`` is "library"); that card goes to ``take_to`` ("hand", "battlefield",
    "graveyard"; ``tapped``), optional when ``may``. Every other card revealed goes to
    ``rest_to`` ("bottom", "graveyard", "exile"), in an order the player chooses (``rest_order``
    "any"), at random ("random") or as the text leaves it ("": none named). If no card matches,
    every card of the library is revealed and all of them are the rest."""

    filter: Filter
    take_to: str = "hand"
    tapped: bool = False
    may: bool = False
    rest_to: str = "bottom"
    rest_order: str = "random"


@dataclass(frozen=True, slots=True)
class ExileTopPlay:
    """ "Exile the top card of your library. You may play that card this turn." (and "the top
    N cards", "until the end of your next turn", "you may cast"): the cards are exiled face
    up (406.3), then their controller may play them (``cast_only``: cast them, so a land can't
    be played) from exile, by the normal rules (601.3: casting is allowed; 305.1, 305.2: a
    land is played with a land drop, in a main phase of their turn, stack empty; 601.2f: its
    costs paid), until ``until``: "turn" (the end of this turn, 514.2), "next_turn" (the end
    of their next turn, 611.2a), "end_step" (their next end step begins) or "exiled" (no
    duration: as long as the card stays in exile, 400.7). ``count_x``: "the
    top X cards" (107.3), then ``count`` is 0."""

    count: int = 1
    cast_only: bool = False
    until: str = "turn"
    count_x: Amount | None = None
    # s11 h-lib: "Exile the top two cards of your library. Choose one of them. Until the end
    # of your next turn, you may play that card.": only the one chosen (608.2d) may be played
    choose_one: bool = False


@dataclass(frozen=True, slots=True)
class RevealTopIf:
    """ "Look at the top card of your library. If it shares a creature type with this
    creature, you may reveal it." (kinship), "If it's a land, you may reveal it.": the top card
    is looked at (701.20e); if it matches (``filter``, or ``shares_creature_type`` with the
    source, 205.3m), its controller may reveal it (701.20a, 608.2d). A following "If you do,
    ..." (608.2c) happens only if it was revealed. The card stays on top."""

    filter: Filter | None = None
    shares_creature_type: bool = False


@dataclass(frozen=True, slots=True)
class MillTake:
    """ "Mill three cards. You may put a land card from among them into your hand." (and "from
    among the milled cards", "from among the cards milled this way", ", then you may return
    ... to your hand"): ``count`` cards are milled (701.17a); then one of those now in the
    graveyard that matches ``filter`` (``filter.zone`` "graveyard") is put ``take_to`` ("hand"
    or "battlefield", ``tapped``), optional when ``may`` (608.2d)."""

    count: int
    filter: Filter
    take_to: str = "hand"
    tapped: bool = False
    may: bool = True


@dataclass(frozen=True, slots=True)
class Explore:
    """ "It explores." (701.44a): the exploring permanent's controller reveals the top card of
    their library; a land card is put into their hand; otherwise a +1/+1 counter is put on the
    permanent and they may put the revealed card into their graveyard."""

    what: Ref
    again: bool = False  # "then it explores again": the words only


@dataclass(frozen=True, slots=True)
class RevealRandomFromHand:
    """ "That player reveals a card at random from their hand." (701.20a): the card is shown
    to every player and stays in the hand."""

    who: Ref
